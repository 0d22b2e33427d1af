package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"coordsim/engine"
	"pgregory.net/rapid"
)

// For random grids and any N in 1..16, the merge of the N parts, given in
// any order, is the unsharded sweep: its rows and its summary, byte for
// byte, in CSV and in JSON.
func TestMergeIsTheUnshardedSweep(t *testing.T) {
	scenarios := []string{"reference", "random-faults", "response-lost", "long-partition-between-sites", "duplicate-while-in-progress"}
	mutations := []string{"", "dedupe-off", "non-atomic-commit", "short-retention"}
	rapid.Check(t, func(t *rapid.T) {
		seedLo := rapid.OneOf(rapid.Uint64Range(0, 50), rapid.Uint64Range(1<<63, 1<<63+50)).Draw(t, "seedLo")
		seeds := rapid.Uint64Range(1, 8).Draw(t, "seeds")
		partLo := rapid.IntRange(1, 28).Draw(t, "partLo")
		parts := rapid.IntRange(1, 5).Draw(t, "parts")
		flags := []string{
			"--scenario", rapid.SampledFrom(scenarios).Draw(t, "scenario"),
			"--seeds", fmt.Sprintf("%d..%d", seedLo, seedLo+seeds-1),
			"--partition", fmt.Sprintf("%d..%d", partLo, partLo+parts-1),
		}
		if m := rapid.SampledFrom(mutations).Draw(t, "mutation"); m != "" {
			flags = append(flags, "--mutation", m)
		}
		n := rapid.IntRange(1, 16).Draw(t, "n")
		dir, err := os.MkdirTemp("", "merge")
		if err != nil {
			t.Fatal(err)
		}
		defer os.RemoveAll(dir)
		paths := make([]string, n)
		for k := 1; k <= n; k++ {
			paths[k-1] = filepath.Join(dir, fmt.Sprintf("%d.part", k))
			mustRun(t, append(flags, "--shard", fmt.Sprintf("%d/%d", k, n), "--out", paths[k-1], "--workers", "2")...)
		}
		order := rapid.Permutation(paths).Draw(t, "order")
		for _, format := range []string{"csv", "json"} {
			wantRows, wantSummary := mustRun(t, append(flags, "--format", format)...)
			gotRows, gotSummary := mustRun(t, append([]string{"merge", "--format", format}, order...)...)
			if gotRows != wantRows {
				t.Fatalf("%s: the merged rows differ from the sweep's:\n%s", format, firstDifference(gotRows, wantRows))
			}
			if gotSummary != wantSummary {
				t.Fatalf("%s: the merged summary differs from the sweep's:\n%s", format, firstDifference(gotSummary, wantSummary))
			}
		}
	})
}

// mustRun runs coordsim sweep ARGS and returns its stdout and stderr.
func mustRun(t interface{ Fatalf(string, ...any) }, args ...string) (string, string) {
	code, out, errOut := run(append([]string{"sweep"}, args...)...)
	if code != 0 {
		t.Fatalf("coordsim sweep %s: exit %d: %s", strings.Join(args, " "), code, errOut)
	}
	return out, errOut
}

func firstDifference(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := range min(len(g), len(w)) {
		if g[i] != w[i] {
			return fmt.Sprintf("line %d:\n got  %s\n want %s", i+1, g[i], w[i])
		}
	}
	return fmt.Sprintf("%d lines, want %d", len(g), len(w))
}

// shardedTwice writes the two parts of a small sweep into dir.
func shardedTwice(t *testing.T, dir string) []string {
	var paths []string
	for k := 1; k <= 2; k++ {
		path := filepath.Join(dir, fmt.Sprintf("%d.part", k))
		mustRun(t, "--seeds", "1..3", "--partition", "4..6", "--mutation", "dedupe-off", "--shard", fmt.Sprintf("%d/2", k), "--out", path)
		paths = append(paths, path)
	}
	return paths
}

// A row changed inside a part is found as it is merged: with --out
// nothing is written (exit 2); on stdout the rows stop there (exit 1).
func TestMergeFindsAChangedRow(t *testing.T) {
	dir := t.TempDir()
	paths := shardedTwice(t, dir)
	b, _ := os.ReadFile(paths[1])
	os.WriteFile(paths[1], bytes.Replace(b, []byte(",ok,fail,"), []byte(",ok,ok,"), 1), 0o644)
	out := filepath.Join(dir, "rows.csv")
	code, stdout, stderr := run("sweep", "merge", "--out", out, paths[0], paths[1])
	if code != 2 || stdout != "" || !strings.Contains(stderr, `2.part" is damaged: its rows do not match its closing line (shard 2/2; run it again)`) {
		t.Errorf("with --out: exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 2 {
		t.Errorf("the merge left files behind: %v", entries)
	}
	code, stdout, stderr = run("sweep", "merge", paths[0], paths[1])
	if code != 1 || !strings.Contains(stderr, "the rows on standard output stop before it") || strings.Count(stdout, "\n") > 1+9 {
		t.Errorf("on stdout: exit %d, %d lines, stderr %q", code, strings.Count(stdout, "\n"), stderr)
	}
}

// Parts written by another build than the merging coordsim, or by an
// engine that runs the sweep differently, or recording a flag no shard
// records, are refused by name.
func TestMergeRefusesAnotherBuild(t *testing.T) {
	for _, tc := range []struct{ from, to, want string }{
		{`"build":"`, `"build":"another `, `1.part" was written by a different build: another `},
		{`"engine":"`, `"engine":"0`, `1.part" was written by an engine that runs this sweep differently from this coordsim's`},
		{`"flags":["`, `"flags":["--out=/etc/passwd","`, `1.part" has a damaged first line: "--out=/etc/passwd" is not a flag a part records`},
	} {
		paths := shardedTwice(t, t.TempDir())
		for _, path := range paths {
			b, _ := os.ReadFile(path)
			header, rest, _ := bytes.Cut(b, []byte("\n"))
			changed := bytes.Replace(header, []byte(tc.from), []byte(tc.to), 1)
			os.WriteFile(path, append(append(changed, '\n'), rest...), 0o644)
		}
		code, stdout, stderr := run("sweep", "merge", paths[0], paths[1])
		if code != 2 || stdout != "" || !strings.Contains(stderr, tc.want) {
			t.Errorf("exit %d, stdout %q, stderr %q; want %q", code, stdout, stderr, tc.want)
		}
	}
}

func TestJSONFromCSVRefusesWhatIsNotARow(t *testing.T) {
	good := "1,5,recovered-before-deadline,7,8,3,3,0,0,3,0,0,ok,fail,ok,ok,ok,ok,ok,ok,7," + strings.Repeat("ab", 32) + "\n"
	if _, err := appendJSONFromCSV(nil, []byte(good), engine.InvariantNames(), true); err != nil {
		t.Fatalf("a row: %v", err)
	}
	for _, tc := range []struct{ from, to, want string }{
		{"1,5,", "01,5,", `seed "01" is not a number`},
		{"1,5,", "1-2,5,", `seed "1-2" is not a number`},
		{"1,5,", "-,5,", `seed "-" is not a number`},
		{",7,8,", ",+7,8,", `recovery_tick "+7" is not a number`},
		{",ok,fail,", ",ok,maybe,", `duplicate-gets-first-result "maybe" is not ok or fail`},
		{",7,ab", ",7,AB", `is not a SHA-256`},
		{",ok,fail,", ",ok,", "21 columns, not 22"},
	} {
		row := strings.Replace(good, tc.from, tc.to, 1)
		if _, err := appendJSONFromCSV(nil, []byte(row), engine.InvariantNames(), true); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v; want %q", row, err, tc.want)
		}
	}
}

// FuzzJSONFromCSV: whatever a part's row holds, the merge's JSON row is
// valid JSON or the row is refused, so a damaged part cannot break the
// document.
func FuzzJSONFromCSV(f *testing.F) {
	invariants := engine.InvariantNames()
	f.Add([]byte("1,5,recovered-before-deadline,7,8,3,3,0,0,3,0,0,ok,fail,ok,ok,ok,ok,ok,ok,7,4f088257f5a1a564855ca978687af9204ff4fd9d0e64bbe222581e63517dd5d7\n"))
	f.Add([]byte("1,5,\"x,,8,3,3,0,0,3,0,0,ok,fail,ok,ok,ok,ok,ok,ok,,4f088257f5a1a564855ca978687af9204ff4fd9d0e64bbe222581e63517dd5d7\n"))
	f.Add([]byte("1-2,5,recovered-before-deadline,7,8,3,3,0,0,3,0,0,ok,fail,ok,ok,ok,ok,ok,ok,07,4f088257f5a1a564855ca978687af9204ff4fd9d0e64bbe222581e63517dd5d7\n"))
	f.Fuzz(func(t *testing.T, row []byte) {
		b, err := appendJSONFromCSV(nil, row, invariants, true)
		if err == nil && !json.Valid(b) {
			t.Fatalf("row %q became invalid JSON %q", row, b)
		}
	})
}
