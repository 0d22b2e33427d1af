package engine_test

import (
	"testing"

	"coordsim/engine"
)

// TestStoreAtEndIsTheStore: over every story and mutation, the store at
// the run's last tick is the run's Store, entry for entry; and at the
// lesson's deadline with the long partition it holds what the canvas
// shows there (one entry, not yet reused), not the end's.
func TestStoreAtEndIsTheStore(t *testing.T) {
	for _, n := range engine.Scenarios() {
		for _, ms := range append([][]engine.Mutation{nil}, singleMutations()...) {
			p, err := n.Resolve(engine.Overrides{})
			if err != nil {
				t.Fatal(err)
			}
			p.Partition, p.Mutations = n.DefaultPartition(), ms
			res, err := n.Run(p)
			if err != nil {
				t.Fatal(err)
			}
			got := res.StoreAt(res.TimelineEnd)
			if len(got) != len(res.Store) {
				t.Errorf("%s %v: %d entries at the end, Store holds %d", n.Name, ms, len(got), len(res.Store))
				continue
			}
			for i := range got {
				if got[i].Key != res.Store[i].Key || got[i].ReuseCount != res.Store[i].ReuseCount || got[i].Result.State != res.Store[i].Result.State {
					t.Errorf("%s %v: entry %d is %+v, Store's %+v", n.Name, ms, i, got[i], res.Store[i])
				}
			}
		}
	}
	n, _ := engine.LookupScenario(engine.DefaultScenario)
	res, err := n.Run(engine.Params{Seed: engine.ReferenceSeed, Partition: 9, Deadline: 8})
	if err != nil {
		t.Fatal(err)
	}
	if at := res.StoreAt(8); len(at) != 1 || at[0].ReuseCount != 0 || len(res.Store) == 1 {
		t.Errorf("at the deadline the store holds %+v; at the end %d entries", at, len(res.Store))
	}
}

func singleMutations() [][]engine.Mutation {
	var out [][]engine.Mutation
	for _, m := range engine.AllMutations {
		out = append(out, []engine.Mutation{m})
	}
	return out
}

// TestLongestRetryGap: in the lesson's run the confirm is processed at
// tick 1 and its retry, held by the partition, at the release (tick 6): 5
// ticks; the two-hour partition between sites releases every copy at once.
func TestLongestRetryGap(t *testing.T) {
	for _, c := range []struct {
		scenario  string
		partition int64
		gap       int64
	}{{engine.DefaultScenario, 4, 5}, {engine.DefaultScenario, 9, 10}, {"long-partition-between-sites", 24, 0}} {
		res := runStory(t, c.scenario, c.partition)
		if g := res.LongestRetryGap(); g != c.gap {
			t.Errorf("%s at %d: longest retry gap %d, want %d", c.scenario, c.partition, g, c.gap)
		}
	}
}

// runStory runs scenario at its own defaults with the partition partition.
func runStory(t *testing.T, scenario string, partition int64) *engine.Result {
	t.Helper()
	n, err := engine.LookupScenario(scenario)
	if err != nil {
		t.Fatal(err)
	}
	p, err := n.Resolve(engine.Overrides{})
	if err != nil {
		t.Fatal(err)
	}
	p.Partition = partition
	res, err := n.Run(p)
	if err != nil {
		t.Fatal(err)
	}
	return res
}
