package main

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// Issue 50, finding 9: `evidence --out new/` said its directory "new" did
// not exist; an --out name of 240-255 bytes failed, its temporary name
// longer than a name may be; and the paths it printed carried the name's
// raw escape bytes to the terminal. Each works now.
func TestEvidenceOutNames(t *testing.T) {
	bin := coordsimBinary(t)
	for _, c := range []struct{ out, first string }{
		{"new/", "new/README.md"},
		{strings.Repeat("x", 250), strings.Repeat("x", 250) + "/README.md"},
		{strings.Repeat("é", 127), strings.Repeat("é", 127) + "/README.md"}, // 254 bytes, cut for the temporary name between characters
		{"a\x1b[31mred", `"a\x1b[31mred/README.md"`},
	} {
		dir := t.TempDir()
		cmd := exec.Command(bin, "evidence", "--out", c.out)
		cmd.Dir = dir
		out, err := cmd.Output()
		if err != nil {
			t.Errorf("--out %q: %v", c.out, err)
			continue
		}
		if first, _, _ := strings.Cut(string(out), "\n"); first != c.first {
			t.Errorf("--out %q: first line %q, want %q", c.out, first, c.first)
		}
		if matches, _ := filepath.Glob(filepath.Join(dir, ".*")); len(matches) > 0 {
			t.Errorf("--out %q: left %v", c.out, matches)
		}
	}
}

// Every command that echoes the path it wrote quotes it as evidence does
// (found by an attack round after issue 50): analyze, a sweep's rows, a
// shard's part and a merge printed an --out name's raw escape bytes.
func TestOutPathsAreQuotedWhenEchoed(t *testing.T) {
	bin := coordsimBinary(t)
	dir := t.TempDir()
	const name = "a\x1b[31mred"
	run := func(args ...string) string {
		cmd := exec.Command(bin, args...)
		cmd.Dir = dir
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%q: %v\n%s", args, err, out)
		}
		return string(out)
	}
	part := run("sweep", "--seeds", "1", "--partition", "1", "--shard", "1/1", "--out", name+".part")
	for _, out := range []string{
		run("analyze", "--out", name),
		run("sweep", "--seeds", "1", "--partition", "1", "--out", name+".csv"),
		part,
		run("sweep", "merge", name+".part", "--out", name+".merged"),
	} {
		if strings.Contains(out, "\x1b") || !strings.Contains(out, `"a\x1b[31mred`) {
			t.Errorf("the path is not quoted:\n%q", out)
		}
	}
}
