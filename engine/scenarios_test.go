package engine

import (
	"reflect"
	"testing"
)

func TestNamedScenarioFacts(t *testing.T) {
	for _, n := range Scenarios() {
		r, err := n.Run(story(t, n, Overrides{}))
		if err != nil {
			t.Fatalf("%s: %v", n.Name, err)
		}
		if start, length := n.PartitionStart(), n.DefaultPartition(); start >= 0 && (!r.Recovery.HasTick || r.Recovery.Tick != start+length) {
			t.Errorf("%s: partition from %d for %d ticks, but recovery at %d", n.Name, start, length, r.Recovery.Tick)
		}
		if r.Recovery.DeadlineTick != n.DefaultDeadline() {
			t.Errorf("%s: deadline %d, want %d", n.Name, r.Recovery.DeadlineTick, n.DefaultDeadline())
		}
		if !n.HasPartition() || len(r.Orders) == 0 || r.Orders[0].State != r.FinalState {
			t.Errorf("%s: partition %v, orders %+v, final state %s", n.Name, n.HasPartition(), r.Orders, r.FinalState)
		}
		if got := len(r.Invariants); got != len(InvariantNames()) {
			t.Errorf("%s: %d verdicts", n.Name, got)
		}
		for i, v := range r.Invariants {
			if v.Name != InvariantNames()[i] {
				t.Errorf("%s: verdict %d is %s, want %s", n.Name, i, v.Name, InvariantNames()[i])
			}
		}
	}
	if _, err := LookupScenario("nope"); err == nil {
		t.Error("an unknown scenario was found")
	}
}

// LookupScenario finds every scenario Scenarios lists, by the name it
// carries, as Scenarios builds it; and each caller gets its own to change.
func TestLookupScenarioFindsEachByItsName(t *testing.T) {
	for _, n := range Scenarios() {
		got, err := LookupScenario(n.Name)
		if err != nil {
			t.Fatalf("%s: %v", n.Name, err)
		}
		if !reflect.DeepEqual(got, n) {
			t.Errorf("LookupScenario(%q) = %+v, want %+v", n.Name, got, n)
		}
		if got.Fixture != nil {
			got.Fixture.Events[0].Tick = -1
		} else {
			got.Model.Deadline = -1
		}
		if again, _ := LookupScenario(n.Name); !reflect.DeepEqual(again, n) {
			t.Errorf("%s: a change to one lookup's scenario showed in the next", n.Name)
		}
	}
}
