package engine_test

import (
	"reflect"
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

// TestModelKnobsHoldTheStories: every generated story's own model is
// inside its knobs' ranges, so the page's network group can show it, and
// setting a knob to its own value changes nothing.
func TestModelKnobsHoldTheStories(t *testing.T) {
	for _, n := range engine.Scenarios() {
		if n.Model == nil {
			continue
		}
		var same []engine.ModelSetting
		for _, k := range engine.ModelKnobs {
			v := k.Of(n.Model)
			if v < k.Lo || v > k.Hi {
				t.Errorf("%s: %s is %d, outside %d..%d", n.Name, k.Name, v, k.Lo, k.Hi)
			}
			same = append(same, engine.ModelSetting{Name: k.Name, Value: v})
		}
		again, err := n.WithModel(same)
		if err != nil || !reflect.DeepEqual(*again.Model, *n.Model) {
			t.Errorf("%s: its own knobs give %+v (%v)", n.Name, again.Model, err)
		}
	}
	n, _ := engine.LookupScenario("random-faults")
	if _, err := n.WithModel([]engine.ModelSetting{{Name: "delay-min", Value: 5}, {Name: "delay-max", Value: 2}}); err == nil {
		t.Error("a delay range that runs backwards is taken")
	}
	if _, err := n.WithModel([]engine.ModelSetting{{Name: "clients", Value: 21}}); err == nil {
		t.Error("21 clients are taken")
	}
	one, err := n.WithModel([]engine.ModelSetting{{Name: "clients", Value: 1}, {Name: "commands", Value: 1}})
	if err != nil || one.Model.Clients != 1 || n.Model.Clients == 1 {
		t.Fatalf("%v %v", one.Model, err)
	}
}

// TestEditedEventsAreMarked: a fixture run of the learner's events marks
// every entry about an event they made or changed, and no other.
func TestEditedEventsAreMarked(t *testing.T) {
	named, _ := engine.LookupScenario("reference")
	p, _ := named.Resolve(engine.Overrides{})
	r, _ := named.Run(p)
	edited, err := named.EditFor(r, named.Fixture.Events, engine.Intervention{Entry: 0, Move: engine.MoveDelay, Ticks: 1})
	if err != nil {
		t.Fatal(err)
	}
	sc := *named.Fixture
	sc.Events = engine.MarkEdited(named.Fixture.Events, edited)
	named.Fixture = &sc
	again, err := named.Run(p)
	if err != nil {
		t.Fatal(err)
	}
	marked := 0
	for _, e := range again.Trace {
		if e.ByYou != (e.EventID == "e1-confirm") {
			t.Errorf("entry %s %s: by you %v", e.Kind, e.EventID, e.ByYou)
		}
		if e.ByYou {
			marked++
		}
	}
	if marked < 2 {
		t.Errorf("the delayed confirm's arrival and processing: %d entries marked", marked)
	}
}

// TestMovesAndFaultsAgree: every fault the learner can force is made by
// one move, which takes ticks as the fault does; slow-processing is a
// story's, no move.
func TestMovesAndFaultsAgree(t *testing.T) {
	for _, k := range engine.FaultKinds {
		m := k.Move()
		if k == engine.SlowProcessing {
			if m != "" {
				t.Errorf("slow-processing is made by %s", m)
			}
			continue
		}
		mustK, mayK := k.TakesTicks()
		mustM, mayM := m.TakesTicks()
		if !slices.Contains(engine.Moves, m) || mustK != mustM || mayK != mayM {
			t.Errorf("%s: move %q takes (%v %v), the fault (%v %v)", k, m, mustM, mayM, mustK, mayK)
		}
	}
}
