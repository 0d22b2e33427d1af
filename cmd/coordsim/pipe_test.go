//go:build unix

package main

import (
	"bufio"
	"errors"
	"io"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// A reader that goes away (| head -1) ends sweep and sweep merge as
// SIGPIPE ends a process, exit 141, as docs/cli.md says (issue 50,
// finding 9): before, the write's error made it exit 1.
func TestClosedPipeExits141(t *testing.T) {
	bin := coordsimBinary(t)
	dir := t.TempDir()
	var parts []string
	for k := 1; k <= 2; k++ {
		part := filepath.Join(dir, string(rune('0'+k))+".part")
		if out, err := exec.Command(bin, "sweep", "--seeds", "1..2000", "--partition", "1..5", "--shard", string(rune('0'+k))+"/2", "--out", part).CombinedOutput(); err != nil {
			t.Fatalf("shard %d: %v\n%s", k, err, out)
		}
		parts = append(parts, part)
	}
	for _, args := range [][]string{
		{"sweep", "--seeds", "1..2000", "--partition", "1..5"},
		{"sweep", "--seeds", "1..2000", "--partition", "1..5", "--format", "json"},
		append([]string{"sweep", "merge"}, parts...),
	} {
		cmd, stdout, stderr := startPiped(t, bin, args...)
		if _, err := bufio.NewReader(stdout).ReadString('\n'); err != nil { // one line, as head -1 reads
			t.Fatalf("%v: %v", args, err)
		}
		stdout.Close()
		err := cmd.Wait()
		var exit *exec.ExitError
		if !errors.As(err, &exit) || exit.ExitCode() != 141 || !strings.Contains(stderr.String(), "SIGPIPE") {
			t.Errorf("%v, its reader gone: %v, stderr %q; want exit 141 and SIGPIPE said", args, err, stderr.String())
		}
	}
}

// startPiped starts bin with args, its standard output a pipe the test
// reads and its standard error kept.
func startPiped(t *testing.T, bin string, args ...string) (*exec.Cmd, io.ReadCloser, *strings.Builder) {
	t.Helper()
	cmd := exec.Command(bin, args...)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	stderr := &strings.Builder{}
	cmd.Stderr = stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	return cmd, stdout, stderr
}
