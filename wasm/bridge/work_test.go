package bridge

import (
	"strconv"
	"testing"

	"coordsim/engine"
	"coordsim/internal/share"
)

// TestADragsGoWork counts what one step of the partition slider costs in
// Go (issue 51), for the patch the page sends as the slider moves: one
// value read from text, one state written as a link (the share link; a
// comparison writes run B's too), one scenario built and one run of the
// engine per run shown. (Before: four links written and ten scenarios
// built for one run; six and twenty-two for two.)
func TestADragsGoWork(t *testing.T) {
	for _, c := range []struct {
		link string
		most map[string]int
	}{
		{"scenario=reference&lang=ja", map[string]int{"parse": 1, "encode": 1, "resolve": 1, "run": 1}},
		{"scenario=reference&b.partition=9", map[string]int{"parse": 1, "encode": 2, "resolve": 1, "run": 2}},
	} {
		link := c.link
		s, _ := share.Parse(link)
		var h share.History
		var cache runCache
		out := respond(s, nil, &cache, shownRun{}, historyFlags{})
		counts := map[string]int{}
		share.Work = func(step string) { counts[step]++ }
		runA := func(s share.State) (*engine.Result, error) { r, _, _, err := cache.runs(s); return r, err }
		for i := range 3 {
			clear(counts)
			next, probs := h.Merge(out.state, share.Patch{Values: map[string]string{"partition": strconv.Itoa(5 + i)}}, runA)
			before := cache.ran
			out = respond(next, probs, &cache, out.run, historyFlags{})
			counts["run"] = cache.ran - before
			for step, n := range counts {
				if n > c.most[step] {
					t.Errorf("%s, partition %d: %d %s, at most %d (all: %v)", link, 5+i, n, step, c.most[step], counts)
				}
			}
			if counts["run"] != c.most["run"] {
				t.Errorf("%s, partition %d: %d runs of the engine, want %d", link, 5+i, counts["run"], c.most["run"])
			}
		}
		share.Work = nil
	}
}
