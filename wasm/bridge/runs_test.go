package bridge

import (
	"strings"
	"testing"

	"coordsim/engine/encode"
	"coordsim/internal/share"
)

// The run cache runs a state once: a change that leaves the runs alone
// (tick, language, view, lab step) keeps them, a knob runs again on the
// scenario compiled once, and run B runs with A.
func TestRunCacheRunsOnlyWhatChanged(t *testing.T) {
	compiledScenarios.mu.Lock()
	compiledScenarios.byName = nil // what tests before this one compiled (links_prop_test.go's many scenarios)
	compiledScenarios.mu.Unlock()
	var c runCache
	s, _ := share.Parse("partition=9")
	a, b, ran, err := c.runs(s)
	if err != nil || !ran || a == nil || b != nil {
		t.Fatalf("first run: ran %v, a %v, b %v, %v", ran, a != nil, b != nil, err)
	}
	for _, patch := range []string{"t", "lang", "view", "lab"} {
		values := map[string]string{"t": "5", "lang": "ja", "view": "spacetime", "lab": "2"}
		next, _ := share.Merge(s, share.Patch{Values: map[string]string{patch: values[patch]}})
		again, _, ran, _ := c.runs(next)
		if ran || again != a {
			t.Errorf("changing %s ran the engine again", patch)
		}
	}
	next, _ := share.Merge(s, share.Patch{Values: map[string]string{"partition": "4", "b.partition": "9"}})
	a4, b9, ran, err := c.runs(next)
	if err != nil || !ran || a4 == a || b9 == nil {
		t.Fatalf("a new partition and a run B: ran %v, new A %v, B %v, %v", ran, a4 != a, b9 != nil, err)
	}
	if encode.TraceSHA256(b9) != encode.TraceSHA256(a) {
		t.Errorf("run B at partition 9 differs from A's run at 9")
	}
	if len(compiledScenarios.byName) != 1 {
		t.Errorf("%d scenarios compiled, want the reference once", len(compiledScenarios.byName))
	}
}

func TestPositionIsTheTicksQueryAndFullPage(t *testing.T) {
	s, _ := share.Parse("partition=9&embed=1&panels=trace")
	p := positionOf(s, 7.6, 20, "c")
	if p.Tick != 7 || !strings.Contains(p.Query, "t=7") || !strings.Contains(p.Full, "t=7") || strings.Contains(p.Full, "panels") || p.Caption != "c" {
		t.Errorf("position at 7.6: %+v", p)
	}
	if p := positionOf(s, 99, 20, ""); p.Tick != 20 {
		t.Errorf("past the end: tick %d, want 20", p.Tick)
	}
}
