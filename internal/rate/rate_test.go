package rate

import (
	"math"
	"testing"

	"coordsim/engine"
)

// Wilson's interval at values worked by hand (Wilson 1927; Newcombe 1998's
// table): 0 of 10, 5 of 10, 1 of 100, and none of none.
func TestWilson(t *testing.T) {
	for _, c := range []struct {
		k, n   int
		lo, hi float64
	}{
		{0, 10, 0, 0.2775}, {5, 10, 0.2366, 0.7634}, {1, 100, 0.0018, 0.0545}, {100, 100, 0.9630, 1}, {0, 0, 0, 1},
	} {
		lo, hi := Wilson(c.k, c.n)
		if math.Abs(lo-c.lo) > 5e-5 || math.Abs(hi-c.hi) > 5e-5 {
			t.Errorf("Wilson(%d, %d) = %.4f..%.4f, want %.4f..%.4f", c.k, c.n, lo, hi, c.lo, c.hi)
		}
	}
}

// A counter's figures are the runs' own, seed by seed, however its steps
// are cut: random faults with a non-atomic commit break some invariants in
// some seeds and not in others.
func TestCounterCountsTheRuns(t *testing.T) {
	named, err := engine.LookupScenario("random-faults")
	if err != nil {
		t.Fatal(err)
	}
	p := named.Defaults
	p.Mutations = []engine.Mutation{engine.NonAtomicCommit}
	want := make([]int, len(engine.InvariantNames()))
	for seed := uint64(1); seed <= 200; seed++ {
		p.Seed = seed
		res, err := named.Run(p)
		if err != nil {
			t.Fatal(err)
		}
		for i, v := range res.Invariants {
			if !v.Holds {
				want[i]++
			}
		}
	}
	k, err := New(named, p, 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range []int{1, 7, 92, 100} {
		if err := k.Step(n); err != nil {
			t.Fatal(err)
		}
	}
	some := false
	for i, s := range k.Shares() {
		if s.Broken != want[i] || s.Runs != 200 {
			t.Errorf("%s: %d of %d, the runs say %d of 200", s.Name, s.Broken, s.Runs, want[i])
		}
		some = some || s.Broken > 0 && s.Broken < 200
		if s.Lo > s.Share || s.Share > s.Hi {
			t.Errorf("%s: %.4f outside its interval %.4f..%.4f", s.Name, s.Share, s.Lo, s.Hi)
		}
	}
	if !some {
		t.Error("no invariant broke in some seeds and held in others: the test cannot tell a count from a constant")
	}
}
