package engine

import (
	"math/rand/v2"
	"testing"
)

// A run says it observed reordering exactly when the sequences it
// processed (read back from its trace) go down somewhere: over every story
// (generated ones with processing time, so claims and commits interleave)
// and random fixtures under every mutation that changes what is processed.
func TestReorderObservedIsWhatTheSequencesShow(t *testing.T) {
	runs, reordered := 0, 0
	check := func(name string, r *Result) {
		t.Helper()
		seqs := r.DeliverySequences()
		down := false
		for i := 1; i < len(seqs); i++ {
			down = down || seqs[i-1] > seqs[i]
		}
		if r.ReorderObserved != down {
			t.Fatalf("%s seed %d: ReorderObserved %v, sequences %v", name, r.Seed, r.ReorderObserved, seqs)
		}
		runs++
		if down {
			reordered++
		}
	}
	for _, n := range Scenarios() {
		c, err := n.Compile()
		if err != nil {
			t.Fatal(err)
		}
		p, err := n.Resolve(Overrides{})
		if err != nil {
			t.Fatal(err)
		}
		for seed := range uint64(200) {
			p.Seed, p.Processing = seed, int64(seed%3)
			if r, err := c.Run(p); err == nil {
				check(n.Name, r)
			}
		}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		sc := FromEvents("random", randomFixture(rng))
		for _, muts := range [][]Mutation{nil, {DedupeOff}, {UnguardedTransition}, {NonAtomicCommit}, {KeyTooWide}, {KeyTooNarrow}} {
			if r, err := Run(&sc, Params{Seed: rng.Uint64(), Mutations: muts}); err == nil {
				check("random", r)
			}
		}
	}
	if runs < 10_000 || reordered == 0 || reordered == runs {
		t.Fatalf("%d runs, %d reordered: the test saw too little", runs, reordered)
	}
}
