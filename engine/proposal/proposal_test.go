package proposal

import (
	"errors"
	"slices"
	"testing"

	"coordsim/engine"
)

func longPartition(t *testing.T) engine.Named {
	t.Helper()
	n, err := engine.LookupScenario(Scenario)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// TestEvaluationIsItsRunsAddedUp: an evaluation's figures are each run's
// own (Settle, the invariants, the residual at the deadline) added up over
// the grid, run by run here with nothing shared; proposals that differ
// only in policy share their runs and differ only in what users are told.
func TestEvaluationIsItsRunsAddedUp(t *testing.T) {
	n := longPartition(t)
	g := Grid{Seeds: 12, Partitions: 20}
	ps := []Proposal{{8, 2, engine.ReadBack}, {14, 0, engine.Hold}, {8, 2, engine.Compensate}, Defaults(n)}
	got, err := Evaluate(n, ps, g, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i, p := range ps {
		want := Evaluation{Proposal: p, Broken: make([]int, len(engine.InvariantNames()))}
		for seed := uint64(1); seed <= uint64(g.Seeds); seed++ {
			failed := false
			for part := int64(1); part <= g.Partitions; part++ {
				r, err := n.Run(engine.Params{Seed: seed, Partition: part, Deadline: p.Deadline, Retention: p.Retention})
				if err != nil {
					t.Fatal(err)
				}
				want.Runs++
				want.Users += len(r.Users)
				s := r.Settle(p.Policy)
				want.Uncertain += s.Uncertain
				want.Settled += s.Settled
				want.Unsettled += s.Unsettled
				want.Compensated += s.Compensated
				want.LongestWait = max(want.LongestWait, s.LongestWait)
				if r.Recovery.ResidualAtDeadline > 0 {
					want.ResidualRuns++
				}
				broke := false
				for j, v := range r.Invariants {
					if !v.Holds {
						want.Broken[j]++
						broke = true
					}
				}
				if broke {
					want.BrokenRuns++
					if !failed {
						want.FailingSeeds++
						failed = true
					}
				}
			}
		}
		e := got[i]
		if e.Runs != want.Runs || e.Users != want.Users || e.Settlement != want.Settlement || e.ResidualRuns != want.ResidualRuns ||
			e.BrokenRuns != want.BrokenRuns || e.FailingSeeds != want.FailingSeeds || !slices.Equal(e.Broken, want.Broken) {
			t.Errorf("proposal %+v:\n got %+v\nwant %+v", p, e, want)
		}
	}
	if got[0].BrokenRuns == 0 || got[0].Compensated != 0 || got[2].Compensated == 0 {
		t.Errorf("retention 2 breaks nothing, or read-back compensates, or compensate does not: %+v / %+v", got[0], got[2])
	}
	if !slices.Equal(got[0].Broken, got[2].Broken) || got[0].Uncertain != got[2].Uncertain {
		t.Errorf("two policies over the same runs differ in what the runs do: %+v / %+v", got[0], got[2])
	}
}

// TestFailuresAreDistinctSeedsAtTheirShortestLength: each failing seed
// listed breaks the invariant named, at the tick named, at the length
// listed, and holds every invariant at every shorter length.
func TestFailuresAreDistinctSeedsAtTheirShortestLength(t *testing.T) {
	n := longPartition(t)
	p := Proposal{10, 2, engine.ReadBack}
	ev, err := Evaluate(n, []Proposal{p}, Grid{Seeds: 40, Partitions: 30}, nil)
	if err != nil {
		t.Fatal(err)
	}
	e := ev[0]
	if len(e.Failures) != MaxFailures || e.FailingSeeds < MaxFailures {
		t.Fatalf("%d failures listed of %d failing seeds, want %d listed", len(e.Failures), e.FailingSeeds, MaxFailures)
	}
	for i, f := range e.Failures {
		if i > 0 && f.Seed <= e.Failures[i-1].Seed {
			t.Errorf("failure %d: seed %d after seed %d", i, f.Seed, e.Failures[i-1].Seed)
		}
		for part := int64(1); part <= f.Partition; part++ {
			r, _ := n.Run(engine.Params{Seed: f.Seed, Partition: part, Deadline: p.Deadline, Retention: p.Retention})
			broken := engine.BrokenNames(r.Invariants)
			switch {
			case part < f.Partition && len(broken) > 0:
				t.Errorf("seed %d breaks %v at length %d, shorter than the %d listed", f.Seed, broken, part, f.Partition)
			case part == f.Partition && !slices.Contains(broken, f.Invariant):
				t.Errorf("seed %d at length %d breaks %v, not %s", f.Seed, part, broken, f.Invariant)
			}
		}
	}
}

// TestAProposalOutOfRangeNamesItsField: each field's bad value is refused
// with a ParamError naming it, before anything runs.
func TestAProposalOutOfRangeNamesItsField(t *testing.T) {
	n := longPartition(t)
	for _, c := range []struct {
		p     Proposal
		field string
	}{
		{Proposal{0, 0, engine.ReadBack}, "deadline"},
		{Proposal{41, 0, engine.ReadBack}, "deadline"},
		{Proposal{8, -1, engine.Hold}, "retention"},
		{Proposal{8, 41, engine.Hold}, "retention"},
		{Proposal{8, 0, "retry"}, "reconcile"},
		{Proposal{8, 0, ""}, "reconcile"},
	} {
		_, err := Evaluate(n, []Proposal{Defaults(n), c.p}, DefaultGrid, nil)
		var pe *engine.ParamError
		if !errors.As(err, &pe) || pe.Field != c.field {
			t.Errorf("%+v: %v, want a problem with %s", c.p, err, c.field)
		}
	}
}

// TestMemoIsEvaluateRunOnce: a memo's evaluations are Evaluate's, in the
// order asked, asked again or in another company; what a caller does with
// one does not change the memo's.
func TestMemoIsEvaluateRunOnce(t *testing.T) {
	n := longPartition(t)
	g := Grid{Seeds: 10, Partitions: 12}
	a, b, c := Proposal{20, 12, engine.Hold}, Defaults(n), Proposal{10, 2, engine.Compensate}
	want, err := Evaluate(n, []Proposal{a, b, c}, g, nil)
	if err != nil {
		t.Fatal(err)
	}
	m := NewMemo(n, g)
	first, _ := m.Evaluate([]Proposal{a})
	first[0].Broken[1] = -1 // the caller's copy
	for _, ps := range [][]int{{0, 1, 2}, {2, 0}, {1}} {
		var asked []Proposal
		for _, i := range ps {
			asked = append(asked, []Proposal{a, b, c}[i])
		}
		got, err := m.Evaluate(asked)
		if err != nil {
			t.Fatal(err)
		}
		for k, i := range ps {
			if !sameEvaluation(got[k], want[i]) {
				t.Errorf("asked %v: column %d = %+v, want %+v", ps, k, got[k], want[i])
			}
		}
	}
	if len(m.done) != 3 {
		t.Errorf("the memo holds %d evaluations, want 3", len(m.done))
	}
}

func sameEvaluation(a, b Evaluation) bool {
	return a.Proposal == b.Proposal && a.Runs == b.Runs && a.Users == b.Users && a.Settlement == b.Settlement && a.ResidualRuns == b.ResidualRuns &&
		a.BrokenRuns == b.BrokenRuns && a.FailingSeeds == b.FailingSeeds && slices.Equal(a.Broken, b.Broken) && slices.Equal(a.Failures, b.Failures)
}
