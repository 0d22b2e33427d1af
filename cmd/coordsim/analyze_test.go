package main

import (
	"encoding/xml"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// analyze runs coordsim analyze into a fresh directory and returns the two
// files.
func analyze(t *testing.T, args ...string) (md, svg string) {
	t.Helper()
	dir := t.TempDir()
	code, out, errOut := run(append(append([]string{"analyze"}, args...), "--out", dir)...)
	want := filepath.Join(dir, "analysis.md") + "\n" + filepath.Join(dir, "analysis.svg") + "\n"
	if code != 0 || errOut != "" || out != want {
		t.Fatalf("%v: exit %d, stdout %q, stderr %q; want the two paths", args, code, out, errOut)
	}
	m, err := os.ReadFile(filepath.Join(dir, "analysis.md"))
	if err != nil {
		t.Fatal(err)
	}
	s, err := os.ReadFile(filepath.Join(dir, "analysis.svg"))
	if err != nil {
		t.Fatal(err)
	}
	return string(m), string(s)
}

func TestAnalyzeGolden(t *testing.T) {
	md, svg := analyze(t, "--partition", "3..9", "--retention", "0,5")
	golden(t, "analyze_reference.md", md)
	golden(t, "analyze_reference.svg", svg)
	// Same inputs, same bytes.
	md2, svg2 := analyze(t, "--retention", "5,0", "--partition", "3..9")
	if md2 != md || svg2 != svg {
		t.Fatal("the same analysis twice gives different bytes")
	}
	md, svg = analyze(t, "--scenario", "random-faults", "--seed", "6", "--partition", "10..18", "--retention", "0,3", "--mutation", "non-atomic-commit")
	golden(t, "analyze_random_faults.md", md)
	golden(t, "analyze_random_faults.svg", svg)
}

// The findings come from the runs: moving the deadline moves the flip, and a
// range that never reaches the deadline says so.
func TestAnalyzeFindingsFollowTheData(t *testing.T) {
	for _, c := range []struct {
		args []string
		want []string
	}{
		{[]string{"--partition", "1..30", "--retention", "0"}, []string{
			"the outcome flips at length **7** from “recovered before the deadline” (length 6, recovery tick 8) to “recovery deadline exceeded” (recovery tick 9), against deadline tick 8.",
			"with “recovery deadline exceeded” (lengths 7..30) 3 messages are still held by the partition at the deadline",
			"with “recovery deadline exceeded” 2 of 3 users are told \"uncertain: reconciliation required\"",
			"| 7 | 9 | **`recovery-deadline-exceeded`** (flips) | 3 | 0 |",
		}},
		{[]string{"--partition", "1..30", "--retention", "0", "--deadline", "12"}, []string{
			"the outcome flips at length **11** from “recovered before the deadline” (length 10, recovery tick 12)",
		}},
		{[]string{"--partition", "1..5", "--retention", "0"}, []string{
			"every partition length in 1..5 ends “recovered before the deadline” against deadline tick 8 (recovery ticks 3..7): the range never crosses the deadline",
			"Reconciliation: no run leaves a user with an indefinite result",
		}},
		{[]string{"--partition", "1..9", "--retention", "0,2,5"}, []string{
			"Dedupe retention, retention 5 ticks: “a duplicate gets the first result” (`duplicate-gets-first-result`) fails at lengths 4..9;",
			"retention 0 (kept forever) keeps every invariant at every length; retention 2 ticks breaks an invariant at every length; retention 5 ticks keeps every invariant only at lengths 1..3.",
		}},
		{[]string{"--partition", "4", "--retention", "0", "--mutation", "non-atomic-commit"}, []string{
			"Defenses switched off on purpose: non-atomic-commit",
			"`coordsim run --scenario reference --seed 20260731 --partition 4 --deadline 8 --retention 0 --mutation non-atomic-commit`",
		}},
	} {
		md, _ := analyze(t, c.args...)
		for _, w := range c.want {
			if !strings.Contains(md, w) {
				t.Errorf("%v: analysis.md lacks %q", c.args, w)
			}
		}
	}
}

func TestAnalyzeSVGIsWellFormed(t *testing.T) {
	_, svg := analyze(t, "--retention", "0,2,5")
	dec := xml.NewDecoder(strings.NewReader(svg))
	counts := map[string]int{}
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("analysis.svg is not well-formed XML: %v", err)
		}
		if el, ok := tok.(xml.StartElement); ok {
			counts[el.Name.Local]++
		}
	}
	// Two series per retention, each one polyline (no gaps) and 30 markers.
	if counts["svg"] != 1 || counts["polyline"] != 6 || counts["circle"] != 3*30+1 || counts["text"] < 40 {
		t.Fatalf("unexpected elements: %v", counts)
	}
	for _, want := range []string{"deadline: tick 8", "partition length (ticks)", "retention 0 (kept forever)", "invariants, retention 5", ">deadline exceeded<"} {
		if !strings.Contains(svg, want) {
			t.Errorf("analysis.svg lacks %q", want)
		}
	}
}

// golden compares got with testdata/name, rewriting it under -update.
func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		os.WriteFile(path, []byte(got), 0o644)
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (go test ./cmd/coordsim -update creates it)", err)
	}
	if got != string(want) {
		t.Errorf("output differs from %s:\n%s", path, got)
	}
}
