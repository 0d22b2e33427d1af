//go:build unix

package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// coordsimBinary is this test binary under the name coordsim, which
// testscript.Main (TestMain) runs as the CLI.
func coordsimBinary(t *testing.T) string {
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(t.TempDir(), "coordsim")
	if err := os.Symlink(self, bin); err != nil {
		t.Skip("no symlinks:", err)
	}
	return bin
}

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
	for !strings.Contains(errOut.String(), " cells, ") {
		if time.Since(start) > 5*time.Second {
			cmd.Process.Kill()
			cmd.Wait()
			t.Fatalf("no progress on stderr after %v", time.Since(start))
		}
		time.Sleep(20 * time.Millisecond)
	}
	time.Sleep(300 * time.Millisecond) // some rows written
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

func checkInterruptedStderr(t *testing.T, stderr, want string) {
	t.Helper()
	if !strings.HasSuffix(stderr, "\n") {
		t.Fatalf("stderr does not end its line: %q", stderr)
	}
	lines := strings.Split(strings.TrimSuffix(stderr, "\n"), "\n")
	last := lines[len(lines)-1]
	if !strings.HasPrefix(last, "coordsim sweep: interrupted after ") || !strings.Contains(last, want) {
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
	if code != 130 {
		t.Fatalf("exit %d, want 130", code)
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
