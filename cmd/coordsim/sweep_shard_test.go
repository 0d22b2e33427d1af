package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

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
// engine that runs the sweep differently, are refused by name.
func TestMergeRefusesAnotherBuild(t *testing.T) {
	for _, tc := range []struct{ from, to, want string }{
		{`"build":"`, `"build":"another `, `1.part" was written by a different build: another `},
		{`"engine":"`, `"engine":"0`, `1.part" was written by an engine that runs this sweep differently from this coordsim's`},
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
