//go:build unix

package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// lockedBuffer is a bytes.Buffer safe to read while a process writes it.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// interruptSweep starts a ten-million-cell sweep, waits for its progress
// bar (which must show within a few seconds: there is no serial preflight
// of a million runs), sends sig and returns the exit code and output.
func interruptSweep(t *testing.T, dir string, sig os.Signal, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	cmd := exec.Command(coordsimBinary(t), append([]string{"sweep", "--scenario", "random-faults", "--seeds", "1..10", "--partition", "1..1000000", "--progress", "--workers", "2"}, args...)...)
	cmd.Dir = dir
	var out, errOut lockedBuffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	start := time.Now()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	for cellsDone(errOut.String()) < 1 { // some rows written: the progress bar counts them
		if time.Since(start) > 5*time.Second {
			cmd.Process.Kill()
			cmd.Wait()
			t.Fatalf("no cell done on the progress bar after %v: %q", time.Since(start), errOut.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
	if err := cmd.Process.Signal(sig); err != nil {
		t.Fatal(err)
	}
	err := cmd.Wait()
	var exit *exec.ExitError
	if !errors.As(err, &exit) {
		t.Fatalf("the sweep was not stopped by %v: %v", sig, err)
	}
	return exit.ExitCode(), out.String(), errOut.String()
}

// cellsDone is the count of cells done on the progress bar's last drawing
// in stderr, or -1 before the first.
func cellsDone(stderr string) int {
	draws := strings.Split(stderr, "\r")
	last := draws[len(draws)-1]
	i := strings.Index(last, "/")
	if i < 0 || !strings.Contains(last, " cells, ") {
		return -1
	}
	j := strings.LastIndexByte(last[:i], ' ')
	n, err := strconv.Atoi(last[j+1 : i])
	if err != nil {
		return -1
	}
	return n
}

func checkInterruptedStderr(t *testing.T, stderr, want string) {
	t.Helper()
	if !strings.HasSuffix(stderr, "\n") {
		t.Fatalf("stderr does not end its line: %q", stderr)
	}
	lines := strings.Split(strings.TrimSuffix(stderr, "\n"), "\n")
	last := lines[len(lines)-1]
	if !strings.HasPrefix(last, "coordsim sweep: interrupted by SIG") || !strings.Contains(last, " after ") || !strings.Contains(last, want) {
		t.Fatalf("last line %q, want the interruption in one line saying %q", last, want)
	}
	if len(lines) != 2 || !strings.Contains(lines[0], "sweep [") {
		t.Fatalf("want the progress line, ended, then one line; got %q", stderr)
	}
}

func TestSweepInterruptedJSONIsClosed(t *testing.T) {
	code, stdout, stderr := interruptSweep(t, t.TempDir(), os.Interrupt, "--format", "json")
	if code != 130 {
		t.Fatalf("exit %d, want 130", code)
	}
	checkInterruptedStderr(t, stderr, "the rows on standard output are partial: whole rows only")
	var doc struct {
		Rows         []map[string]any `json:"rows"`
		Interrupted  bool             `json:"interrupted"`
		CellsWritten int              `json:"cells_written"`
	}
	if err := json.Unmarshal([]byte(stdout), &doc); err != nil {
		t.Fatalf("stdout is not one JSON document: %v\n...%s", err, stdout[max(0, len(stdout)-300):])
	}
	if !doc.Interrupted || doc.CellsWritten != len(doc.Rows) || len(doc.Rows) == 0 {
		t.Fatalf("interrupted %v, cells_written %d, %d rows", doc.Interrupted, doc.CellsWritten, len(doc.Rows))
	}
}

func TestSweepInterruptedCSVHasWholeRows(t *testing.T) {
	code, stdout, stderr := interruptSweep(t, t.TempDir(), syscall.SIGTERM)
	if code != 143 {
		t.Fatalf("exit %d, want 143 (128 + SIGTERM)", code)
	}
	checkInterruptedStderr(t, stderr, "whole rows only")
	lines := strings.Split(stdout, "\n")
	if lines[len(lines)-1] != "" || len(lines) < 3 {
		t.Fatalf("stdout does not end with a whole row: ...%q", stdout[max(0, len(stdout)-200):])
	}
	cols := strings.Count(lines[0], ",")
	for i, l := range lines[:len(lines)-1] {
		if strings.Count(l, ",") != cols {
			t.Fatalf("row %d is cut: %q", i, l)
		}
	}
}

func TestSweepInterruptedLeavesNoFile(t *testing.T) {
	dir := t.TempDir()
	code, stdout, stderr := interruptSweep(t, dir, os.Interrupt, "--out", "rows.csv")
	if code != 130 || stdout != "" {
		t.Fatalf("exit %d, stdout %q", code, stdout)
	}
	checkInterruptedStderr(t, stderr, `nothing was written to "rows.csv"`)
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		t.Errorf("left behind: %s", e.Name())
	}
}

// Issue 26, finding 5: SIGHUP (exit 129) and SIGQUIT left .rows.out.tmp-*
// behind. Every terminating signal leaves no file and says so in one line.
func TestSweepStopsOnEveryTerminatingSignal(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGHUP, syscall.SIGQUIT, syscall.SIGPIPE} {
		dir := t.TempDir()
		code, stdout, stderr := interruptSweep(t, dir, sig, "--out", "rows.csv")
		if code != 128+int(sig) || stdout != "" {
			t.Errorf("%v: exit %d, want %d; stdout %q", sig, code, 128+int(sig), stdout)
		}
		checkInterruptedStderr(t, stderr, `nothing was written to "rows.csv"`)
		entries, _ := os.ReadDir(dir)
		for _, e := range entries {
			t.Errorf("%v left behind: %s", sig, e.Name())
		}
	}
}

// A command other than sweep stops at once on a terminating signal, with
// one line: here run, waiting for a fixture on standard input.
func TestRunStopsOnASignalWithOneLine(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGHUP, syscall.SIGQUIT, syscall.SIGINT} {
		cmd := exec.Command(coordsimBinary(t), "run", "--fixture", "-")
		stdin, err := cmd.StdinPipe()
		if err != nil {
			t.Fatal(err)
		}
		var out, errOut lockedBuffer
		cmd.Stdout, cmd.Stderr = &out, &errOut
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		waitUntilReadingStdin(t, cmd.Process.Pid)
		cmd.Process.Signal(sig)
		err = cmd.Wait()
		stdin.Close()
		var exit *exec.ExitError
		if !errors.As(err, &exit) || exit.ExitCode() != 128+int(sig) {
			t.Fatalf("%v: %v, want exit %d", sig, err, 128+int(sig))
		}
		want := "coordsim run: stopped by " + map[syscall.Signal]string{syscall.SIGHUP: "SIGHUP", syscall.SIGQUIT: "SIGQUIT", syscall.SIGINT: "SIGINT"}[sig] + "; no file was written or changed\n"
		if errOut.String() != want || out.String() != "" {
			t.Fatalf("%v: stderr %q, stdout %q; want %q", sig, errOut.String(), out.String(), want)
		}
	}
}

// waitUntilReadingStdin polls /proc until a thread of the process is in
// read(0, ...): main installs the signal handler before the command reads
// its fixture, so from then on a signal meets the handler (the Go runtime
// catches every signal from its start, so SigCgt cannot tell).
func waitUntilReadingStdin(t *testing.T, pid int) {
	t.Helper()
	readNr := map[string]string{"amd64": "0 ", "arm64": "63 "}[runtime.GOARCH]
	tasks := fmt.Sprintf("/proc/%d/task", pid)
	if _, err := os.Stat(tasks); err != nil || readNr == "" {
		t.Skip("SKIPPED: no /proc task syscalls to see when the command reads its input here")
	}
	for start := time.Now(); time.Since(start) < 5*time.Second; time.Sleep(5 * time.Millisecond) {
		ids, _ := os.ReadDir(tasks)
		for _, id := range ids {
			call, _ := os.ReadFile(filepath.Join(tasks, id.Name(), "syscall"))
			if strings.HasPrefix(string(call), readNr+"0x0 ") {
				return
			}
		}
	}
	t.Fatal("the command did not read standard input within 5 s")
}
