//go:build unix

package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
)

// SIGINT stops a merge as it stops a sweep: on stdout the JSON document is
// closed after whole rows with "interrupted": true, and the merge exits 130
// with one line. The merge is held mid-stream by a pipe nobody reads yet,
// so the signal always arrives before its end.
func TestMergeInterrupted(t *testing.T) {
	dir := t.TempDir()
	var parts []string
	for k := 1; k <= 2; k++ {
		path := filepath.Join(dir, fmt.Sprintf("%d.part", k))
		mustRun(t, "--seeds", "1..300", "--partition", "1..30", "--shard", fmt.Sprintf("%d/2", k), "--out", path)
		parts = append(parts, path)
	}
	cmd, stdout, stderr := startPiped(t, coordsimBinary(t), append([]string{"sweep", "merge", "--format", "json"}, parts...)...)
	head := make([]byte, 1024)
	if _, err := io.ReadFull(stdout, head); err != nil {
		t.Fatal(err)
	}
	if err := cmd.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	rest, _ := io.ReadAll(stdout)
	err := cmd.Wait()
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 130 {
		t.Fatalf("exit %v; want 130 (stderr %q)", err, stderr.String())
	}
	var doc struct {
		Rows         []json.RawMessage `json:"rows"`
		Interrupted  bool              `json:"interrupted"`
		CellsWritten int               `json:"cells_written"`
	}
	if err := json.Unmarshal(append(head, rest...), &doc); err != nil {
		t.Fatalf("the interrupted document does not parse: %v", err)
	}
	if !doc.Interrupted || doc.CellsWritten != len(doc.Rows) || len(doc.Rows) == 0 || len(doc.Rows) >= 9000 {
		t.Errorf("interrupted %v after %d rows, says %d", doc.Interrupted, len(doc.Rows), doc.CellsWritten)
	}
	want := fmt.Sprintf("coordsim sweep: interrupted by SIGINT after %d of 9000 cells; the rows on standard output are partial: whole rows only\n", len(doc.Rows))
	if stderr.String() != want {
		t.Errorf("stderr %q; want %q", stderr.String(), want)
	}
}
