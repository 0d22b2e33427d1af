package main

import (
	"bufio"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"coordsim/engine"
	"coordsim/internal/shard"
)

// writePart writes shard s of the sweep h describes with the given rows
// and closing summary, its hash and count recomputed as a forger would.
func writePart(t *testing.T, path string, h shard.Header, s shard.Shard, rows [][]byte, sum *sweepSummary) {
	t.Helper()
	lo, hi := s.Cells(h.Cells)
	h.Shard, h.First, h.Count = s.K, lo, hi-lo
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	w := bufio.NewWriter(f)
	pw, header := shard.NewWriter(h)
	w.Write(header)
	for _, row := range rows {
		pw.Rows(row)
		w.Write(row)
	}
	w.Write(pw.Trailer(encodeSummary(sum)))
	if err := errors.Join(w.Flush(), f.Close()); err != nil {
		t.Fatal(err)
	}
}

// A merge trusts nothing a part says of itself (issue 50, finding 7):
// before, CSV rows were copied unparsed and the summary taken from each
// part's closing line, so a forged part with its hash recomputed merged a
// =HYPERLINK cell, raw terminal escapes and a failing row under "no
// invariant is violated". Each forged part is refused now, and no row of
// it reaches the output.
func TestMergeRefusesForgedParts(t *testing.T) {
	dir := t.TempDir()
	good, p, rows, sum := twoParts(t, dir, "--seeds", "1..2", "--partition", "1..3")
	forge := func(row int, edit func(fields []string) []string) [][]byte {
		out := make([][]byte, len(rows))
		copy(out, rows)
		fields := strings.Split(strings.TrimSuffix(string(rows[row]), "\n"), ",")
		out[row] = []byte(strings.Join(edit(fields), ",") + "\n")
		return out
	}
	inv := len(rowHead) // the first invariant's column
	for _, c := range []struct {
		name string
		rows [][]byte
		says string
	}{
		{"a formula", forge(0, func(f []string) []string { f[2] = `=HYPERLINK("http://evil.test")`; return f }), "is not one the engine writes"},
		{"an escape", forge(1, func(f []string) []string { f[2] = "recovered-before-deadline\x1b[2J"; return f }), "is not one the engine writes"},
		{"a negative number", forge(0, func(f []string) []string { f[4] = "-1"; return f }), "is negative"},
		{"a failing row under no violation", forge(2, func(f []string) []string { f[inv] = "fail"; return f }), "its closing summary is not what its rows add up to"},
	} {
		forged := filepath.Join(dir, "forged.part")
		writePart(t, forged, p.Header, shard.Shard{K: 2, N: 2}, c.rows, &sum)
		for _, format := range []string{"csv", "json"} { // both outputs check every row
			cmd := exec.Command(coordsimBinary(t), "sweep", "merge", "--format", format, good, forged)
			var stdout, stderr strings.Builder
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			err := cmd.Run()
			if err == nil || !strings.Contains(stderr.String(), c.says) {
				t.Errorf("%s, %s: %v, stderr %q; want it refused: %q", c.name, format, err, stderr.String(), c.says)
			}
			if strings.Contains(stdout.String(), "HYPERLINK") || strings.Contains(stdout.String(), "\x1b") || strings.Contains(stdout.String(), "\\u001b") || strings.Contains(stdout.String(), "-1") {
				t.Errorf("%s, %s: the forged row reached stdout:\n%s", c.name, format, stdout.String())
			}
			for _, row := range c.rows[len(c.rows)-1:] {
				if strings.Contains(stdout.String(), string(row)) && !strings.Contains(string(mustRead(t, good)), string(row)) {
					t.Errorf("%s, %s: a row of the refused part was written", c.name, format)
				}
			}
		}
	}

	// A failing row with a summary that says so: the cell, run again,
	// breaks nothing, and the merge says a part is forged.
	lying := forge(2, func(f []string) []string { f[inv] = "fail"; return f })
	s2 := sum
	s2.perInv = append([]invariantTally(nil), sum.perInv...)
	seed, partition, _, _, _ := (&sweepConfig{invariants: engine.InvariantNames()}).readRow(lying[2])
	s2.perInv[0] = invariantTally{1, violationAt{found: true, seed: seed, partition: partition}}
	s2.first = violationAt{found: true, seed: seed, partition: partition}
	forged := filepath.Join(dir, "lying.part")
	writePart(t, forged, p.Header, shard.Shard{K: 2, N: 2}, lying, &s2)
	out, err := exec.Command(coordsimBinary(t), "sweep", "merge", good, forged).CombinedOutput()
	if err == nil || !strings.Contains(string(out), "run again it breaks none: a part is forged") {
		t.Errorf("a violation the engine does not see: %v\n%s", err, out)
	}
}

// twoParts writes the sweep of flags as two parts in dir and returns the
// first's path, the second, its rows and its closing summary, for a test
// to forge.
func twoParts(t *testing.T, dir string, flags ...string) (string, *shard.Part, [][]byte, sweepSummary) {
	t.Helper()
	good := filepath.Join(dir, "1.part")
	mustRun(t, append(flags, "--shard", "1/2", "--out", good)...)
	second := filepath.Join(dir, "2.part")
	mustRun(t, append(flags, "--shard", "2/2", "--out", second)...)
	p, err := shard.Open(second)
	if err != nil {
		t.Fatal(err)
	}
	var rows [][]byte
	p.EachRow(func(r []byte) error {
		rows = append(rows, append([]byte(nil), r...))
		return nil
	})
	sum, err := decodeSummary(p, len(engine.InvariantNames()))
	if err != nil {
		t.Fatal(err)
	}
	return good, p, rows, sum
}

func mustRead(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
