package main

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestLinkMadeOnAnotherEngine (issue 56, item 4): a link made by this
// engine and opened by the coordsim_drift build (the engine with one
// change of semantics, a fixture's node recovering a tick late, under the
// next version), and the other way round, says that its run has changed,
// which versions, and the row where the runs part: 7, the partition's end.
func TestLinkMadeOnAnotherEngine(t *testing.T) {
	drift := filepath.Join(t.TempDir(), "coordsim-drift")
	if out, err := exec.Command("go", "build", "-tags", "coordsim_drift", "-o", drift, ".").CombinedOutput(); err != nil {
		t.Fatalf("building the coordsim_drift engine: %v\n%s", err, out)
	}
	link := func(out string) string {
		lines := strings.Split(strings.TrimSpace(out), "\n")
		l, ok := strings.CutPrefix(lines[len(lines)-1], "share link ")
		if !ok {
			t.Fatalf("no share link in %q", out)
		}
		return l
	}

	code, out, errOut := runMain("run", "--scenario", "reference", "--link")
	if code != 0 {
		t.Fatalf("run --link: %d %s", code, errOut)
	}
	opened := exec.Command(drift, "run", "--url", link(out))
	var stderr strings.Builder
	opened.Stderr = &stderr
	if err := opened.Run(); err != nil {
		t.Fatalf("the drift engine's run --url: %v\n%s", err, stderr.String())
	}
	want := "This link was made under version 1 of the engine's rules, and this engine follows version 2, so the link's run has changed: this run departs from it at trace row 7.\n"
	if stderr.String() != want {
		t.Fatalf("this engine's link, opened on the drift engine, said %q, want %q", stderr.String(), want)
	}

	made, err := exec.Command(drift, "run", "--url", "?scenario=reference", "--link").Output()
	if err != nil {
		t.Fatal(err)
	}
	code, _, errOut = runMain("run", "--url", link(string(made)))
	want = "This link was made under version 2 of the engine's rules, and this engine follows version 1, so the link's run has changed: this run departs from it at trace row 7.\n"
	if code != 0 || errOut != want {
		t.Fatalf("the drift engine's link, opened here: %d, said %q, want %q", code, errOut, want)
	}
}
