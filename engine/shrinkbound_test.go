package engine

import (
	"errors"
	"fmt"
	"slices"
	"testing"
)

// TestShrinkIsBounded (issue 56, item 2: bounded in time, with progress):
// a long fixture (the lesson under dedupe-off with a thousand copies of a
// read more) shrinks to a 1-minimal list in a few dozen runs, where one at
// a time would take a thousand a pass, each run heard; a shrink told to
// stop stops, with what it kept so far, which still breaks the invariant.
func TestShrinkIsBounded(t *testing.T) {
	n, _ := LookupScenario("reference")
	p := n.Defaults
	p.Mutations = []Mutation{DedupeOff}
	const inv = "duplicate-gets-first-result"
	long := n
	sc := *n.Fixture
	read := slices.IndexFunc(sc.Events, func(e Event) bool { return e.ID == "e3-status-read" })
	var reads []Event
	for k := range 1000 {
		e := sc.Events[read]
		e.ID = fmt.Sprintf("read-%d", k)
		reads = append(reads, e)
	}
	sc.Events = slices.Insert(slices.Clone(sc.Events), read+1, reads...)
	long.Fixture = &sc
	runs := 0
	got, err := long.ShrinkEvents(p, inv, ShrinkBound{Progress: func(r, _ int) { runs = r }})
	if err != nil || !breaksWithEvents(long, p, got, inv) || runs > 100 {
		t.Errorf("%d events: %d kept in %d runs (%v)", len(sc.Events), len(got), runs, err)
	}
	for i := range got {
		if got[i].Kind.IsMessage() && breaksWithEvents(long, p, slices.Delete(slices.Clone(got), i, i+1), inv) {
			t.Errorf("not 1-minimal: without %s it still breaks", got[i].ID)
		}
	}
	t.Logf("%d events to %d in %d runs: %v", len(sc.Events), len(got), runs, ids(got))

	asked := 0
	stop := ShrinkBound{Stop: func() bool { asked++; return asked > 20 }}
	kept, err := long.ShrinkEvents(p, inv, stop)
	if !errors.Is(err, ErrShrinkStopped) || len(kept) == 0 || len(kept) >= len(sc.Events) || !breaksWithEvents(long, p, kept, inv) {
		t.Errorf("stopped after 20 runs: %d of %d events kept (%v)", len(kept), len(sc.Events), err)
	}
}

func ids(events []Event) []string {
	var out []string
	for _, e := range events {
		out = append(out, e.ID)
	}
	return out
}
