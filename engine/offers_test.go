package engine_test

import (
	"slices"
	"testing"

	"coordsim/engine"
)

// TestEveryOfferApplies: in every story, every move offered at every entry
// of its run turns into a fault or an edit the engine runs, and the new run
// marks something by you (generated) or runs edited events that validate
// (fixture). An offer that cannot be taken would be a dead menu item.
func TestEveryOfferApplies(t *testing.T) {
	offered := map[engine.Move]int{}
	for _, named := range engine.Scenarios() {
		name := named.Name
		p, err := named.Resolve(engine.Overrides{})
		if err != nil {
			t.Fatal(err)
		}
		r, err := named.Run(p)
		if err != nil {
			t.Fatal(err)
		}
		for i := range r.Trace {
			for _, m := range named.OffersAt(r, i) {
				offered[m]++
				in := engine.Intervention{Entry: i, Move: m}
				if must, _ := m.TakesTicks(); must {
					in.Ticks = 2
				}
				if named.Model == nil {
					events, err := named.EditFor(r, named.Fixture.Events, in)
					if err != nil {
						t.Fatalf("%s row %d %s: %v", name, i+1, m, err)
					}
					if err := engine.ValidateEvents(events); err != nil {
						t.Fatalf("%s row %d %s: the edit does not validate: %v", name, i+1, m, err)
					}
					if len(engine.EditedEvents(named.Fixture.Events, events)) == 0 && m != engine.MoveDrop {
						t.Fatalf("%s row %d %s: nothing edited", name, i+1, m)
					}
					continue
				}
				f, err := named.FaultFor(r, in)
				if err != nil {
					t.Fatalf("%s row %d %s: %v", name, i+1, m, err)
				}
				pf := p
				pf.Faults = []engine.Fault{f}
				again, err := named.Run(pf)
				if err != nil {
					t.Fatalf("%s row %d %s (%s): %v", name, i+1, m, f, err)
				}
				if !slices.ContainsFunc(again.Trace, func(e engine.TraceEntry) bool { return e.ByYou }) {
					t.Fatalf("%s row %d %s (%s): nothing is marked by you", name, i+1, m, f)
				}
			}
		}
	}
	for _, m := range engine.Moves {
		if offered[m] == 0 {
			t.Errorf("no story offers %s anywhere", m)
		}
	}
}

// TestMovesRefused: a move the entry does not offer, or ticks it does not
// take, is a plain error.
func TestMovesRefused(t *testing.T) {
	named, _ := engine.LookupScenario("response-lost")
	p, _ := named.Resolve(engine.Overrides{})
	r, _ := named.Run(p)
	for _, in := range []engine.Intervention{
		{Entry: -1, Move: engine.MoveDrop},
		{Entry: 0, Move: engine.MoveCrashBefore}, // a request sent is no processing
		{Entry: 0, Move: engine.MoveDelay},       // a delay needs its ticks
		{Entry: 0, Move: engine.MoveDrop, Ticks: 3},
		{Entry: 0, Move: "teleport"},
	} {
		if _, err := named.FaultFor(r, in); err == nil {
			t.Errorf("%+v: no error", in)
		}
	}
}
