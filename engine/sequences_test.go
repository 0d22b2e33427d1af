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

// A fixture's users are its commands, in order (userResults makes command
// k's user as the k+1st): whatever moves the schedule (a partition's length,
// the harness's end delay, the conflicting retry) or the keys clients send.
func TestUsersAreTheirCommandsInOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	runs := 0
	for range 3000 {
		sc := FromEvents("random", randomFixture(rng))
		c, err := Compile(&sc)
		if err != nil {
			t.Fatal(err)
		}
		p := Params{Seed: rng.Uint64(), EndDelay: int64(rng.IntN(3)), Mutations: [][]Mutation{nil, {ConflictingRetry}, {KeyTooWide}, {KeyTooNarrow}}[rng.IntN(4)]}
		if c.hasPartition() && rng.IntN(2) == 0 {
			p.Partition = int64(1 + rng.IntN(20))
		}
		r, err := c.Run(p)
		if err != nil {
			continue
		}
		runs++
		if len(r.Users) != len(r.Commands) {
			t.Fatalf("%d users for %d commands", len(r.Users), len(r.Commands))
		}
		var firstSeen []int32 // commands in the order the trace first names them
		seen := map[int32]bool{}
		for _, e := range r.Trace {
			if e.Command != 0 && !seen[e.Command] {
				seen[e.Command] = true
				firstSeen = append(firstSeen, e.Command)
			}
		}
		for i := range r.Users {
			if u := &r.Users[i]; u.Command != i+1 || int32(u.Command) != firstSeen[i] || u.Key != r.Commands[i].Key {
				t.Fatalf("user %d is command %d's (%s); the trace names command %d %d-th, %s", i, u.Command, u.Key, firstSeen[i], i+1, r.Commands[i].Key)
			}
		}
	}
	if runs < 1000 {
		t.Fatalf("only %d of 3000 random runs ran", runs)
	}
}
