package engine_test

import (
	"testing"

	"coordsim/engine"
)

// TestReconciliationTellsTheStoredAnswer: over every story × mutation ×
// a short and a long partition, a reconciliation belongs to a flagged
// user, comes after the deadline and the heal, and tells the answer of a
// processing of that user's own key; with the store on, a confirm's
// reconciliation is the store's first result for its key. In the lesson's
// runs: the long partition's two reads learn "confirmed" at its end (tick
// 11); two hours between sites, all three confirms at tick 27.
func TestReconciliationTellsTheStoredAnswer(t *testing.T) {
	for _, n := range engine.Scenarios() {
		for _, ms := range append([][]engine.Mutation{nil}, singleMutations()...) {
			for _, part := range []int64{2, 24} {
				p, err := n.Resolve(engine.Overrides{})
				if err != nil {
					t.Fatal(err)
				}
				p.Partition, p.Mutations = part, ms
				res, err := n.Run(p)
				if err != nil {
					t.Fatal(err)
				}
				checkReconciliations(t, n.Name, ms, res)
			}
		}
	}
	for _, c := range []struct {
		scenario  string
		partition int64
		users     int
		tick      int64
	}{{engine.DefaultScenario, 9, 2, 11}, {"long-partition-between-sites", 24, 3, 27}} {
		res := runStory(t, c.scenario, c.partition)
		recs := res.Reconciliations()
		if len(recs) != c.users {
			t.Fatalf("%s at %d: %d reconciliations, want %d", c.scenario, c.partition, len(recs), c.users)
		}
		for _, rc := range recs {
			if rc.Tick != c.tick || rc.Result == nil || rc.Result.State != "confirmed" {
				t.Errorf("%s at %d: %+v", c.scenario, c.partition, rc)
			}
		}
	}
}

func checkReconciliations(t *testing.T, name string, ms []engine.Mutation, res *engine.Result) {
	t.Helper()
	for _, rc := range res.Reconciliations() {
		u := &res.Users[rc.User]
		e := &res.Trace[rc.Row]
		if !u.Reconcile || e.Key != u.Key || !e.IsProcessing() || rc.Tick < res.Recovery.DeadlineTick || rc.Tick < e.Tick {
			t.Errorf("%s %v: %+v for user %+v at entry %+v", name, ms, rc, u, e)
		}
		if st, ok := res.Entry(u.Key); ok && len(ms) == 0 && rc.Result != nil && st.Result.State != rc.Result.State {
			t.Errorf("%s %v: reconciled %s, the store holds %s for %s", name, ms, rc.Result.State, st.Result.State, u.Key)
		}
	}
}
