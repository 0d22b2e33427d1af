package main

// The CLI's behaviour as scripts: testdata/script/*.txtar, run with
// github.com/rogpeppe/go-internal/testscript, the Go ecosystem's tool for
// testing a command line the way a user types it (the go command tests
// itself with the same script language). Each script runs coordsim as a real
// process in a fresh directory and checks its exit status, stdout, stderr and
// the files it writes.
//
//	go test ./cmd/coordsim -run Scripts                  # all scripts
//	go test ./cmd/coordsim -run Scripts/sweep            # one
//	go test ./cmd/coordsim -run Scripts -update          # rewrite the files `cmp` compares with; review the diff

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

func TestMain(m *testing.M) {
	// A scheduler's array around the tests (go test inside a Slurm job)
	// must not shard the sweeps they run in this process; the scripts,
	// which run the binary as coordsim, set their own environment.
	if filepath.Base(os.Args[0]) != "coordsim" {
		for _, name := range []string{"JOB_COMPLETION_INDEX", "SLURM_ARRAY_TASK_ID"} {
			os.Unsetenv(name)
		}
	}
	// The test binary doubles as the coordsim command the scripts exec.
	testscript.Main(m, map[string]func(){
		"coordsim": main,
	})
}

func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir:                 "testdata/script",
		UpdateScripts:       *update,
		RequireExplicitExec: true,
		RequireUniqueNames:  true,
		Cmds:                map[string]func(*testscript.TestScript, bool, []string){"badinput": cmdBadInput, "appendix": cmdAppendix},
	})
}

// cmdBadInput is the script command
//
//	badinput coordsim ARGS...
//
// It runs the command and holds it to the CLI's contract for bad input:
// exit status 2, nothing on stdout, exactly one line on stderr. The script
// then checks what the line says with `stderr`.
func cmdBadInput(ts *testscript.TestScript, neg bool, args []string) {
	if neg {
		ts.Fatalf("unsupported: ! badinput")
	}
	if len(args) == 0 {
		ts.Fatalf("usage: badinput command [args...]")
	}
	err := ts.Exec(args[0], args[1:]...)
	var exit *exec.ExitError
	switch {
	case err == nil:
		ts.Fatalf("%s succeeded; bad input must exit 2", strings.Join(args, " "))
	case !errors.As(err, &exit):
		ts.Fatalf("%v", err)
	case exit.ExitCode() != 2:
		ts.Fatalf("exit status %d; bad input must exit 2", exit.ExitCode())
	}
	if out := ts.ReadFile("stdout"); out != "" {
		ts.Fatalf("bad input printed on stdout: %q", out)
	}
	if msg := ts.ReadFile("stderr"); strings.Count(msg, "\n") != 1 || !strings.HasSuffix(msg, "\n") {
		ts.Fatalf("bad input must be one line on stderr, got %q", msg)
	}
}

// cmdAppendix is the script command
//
//	appendix EXPORT ANALYSIS
//
// It checks that the export's failure-analysis.md ends with its appendix,
// the machine's analysis: ANALYSIS (`coordsim analyze`'s file) with each
// heading one level down.
func cmdAppendix(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 2 {
		ts.Fatalf("usage: appendix EXPORT ANALYSIS")
	}
	export, machine := ts.ReadFile(args[0]), ts.ReadFile(args[1])
	var want strings.Builder
	for _, line := range strings.SplitAfter(machine, "\n") {
		if strings.HasPrefix(line, "#") {
			want.WriteByte('#')
		}
		want.WriteString(line)
	}
	if !strings.HasSuffix(export, "\n\n"+want.String()) {
		ts.Fatalf("%s does not end with %s, its headings one level down", args[0], args[1])
	}
}
