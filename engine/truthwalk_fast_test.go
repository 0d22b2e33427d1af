package engine

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestTruthWalkFastIsStep: the truth walk's usual step (truthwalk_fast.go)
// leaves the walk as the general step does, user by user: the same
// verdict, order, latest sending, state and first input under every key,
// over every story, mutation and thousands of generated runs, fixtures and
// models alike, their users as listed and shuffled; and, for a run with
// no conflict, the walk without a table of keys as the walk with one.
func TestTruthWalkFastIsStep(t *testing.T) {
	taken, seen := 0, 0
	rng := rand.New(rand.NewPCG(5, 6))
	walk := func(name string, r *Result, users []UserResult) {
		t.Helper()
		var fastKeys, stepKeys truthKeys
		var fast, step, bare truthWalk
		fast.start(&fastKeys, r.InitialState, len(r.Commands))
		step.start(&stepKeys, r.InitialState, len(r.Commands))
		bare.start(nil, r.InitialState, len(r.Commands)) // no table: a run without a conflict's
		for i := range users {
			u := &users[i]
			cmd := r.UserCommand(u)
			if cmd == nil {
				continue
			}
			if fast.order < 0 { // as observeUsers starts: in the first user's order
				fast.enter(cmd.order)
				bare.enter(cmd.order)
			}
			seen++
			if fast.answeredInTurn(u, cmd) && fast.explains(u, cmd) {
				fast.takeInTurn(u, cmd)
				taken++
			} else {
				fast.step(u, cmd)
			}
			step.step(u, cmd)
			if err := sameWalk(&fast, &step, len(r.Commands)); err != nil {
				t.Fatalf("%s, user %d (%s, told %s): %v", name, i, u.Key, toldText(u), err)
			}
			if bare.answeredInTurn(u, cmd) && bare.explains(u, cmd) {
				bare.takeInTurn(u, cmd)
			} else {
				bare.step(u, cmd)
			}
			if err := sameWalk(&bare, &step, 0); len(r.Conflicts) == 0 && err != nil {
				t.Fatalf("%s, user %d, with no table of keys: %v", name, i, err)
			}
		}
	}
	// Each run's users as the run lists them, and shuffled: out of turn,
	// out of their orders' groups, answered before one ahead was sent.
	check := func(name string, r *Result) {
		t.Helper()
		walk(name, r, r.Users)
		shuffled := slices.Clone(r.Users)
		rng.Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
		walk(name+", users shuffled", r, shuffled)
	}
	everyStoryRun(t, check)
	var runner Runner
	for i := range 3000 {
		c := randomCase(rng)
		for _, m := range AllMutations {
			if rng.IntN(4) == 0 {
				c.p.Mutations = append(c.p.Mutations, m)
			}
		}
		sc := FromEvents("generated", c.events)
		compiled, err := Compile(&sc)
		if err != nil {
			t.Fatal(err)
		}
		if r, err := runner.Run(compiled, c.p); err == nil {
			check(fmt.Sprintf("case %d %+v", i, c.p), r)
		}
	}
	if taken == 0 || taken == seen {
		t.Fatalf("the usual step took %d of %d users: the comparison needs both kinds", taken, seen)
	}
	t.Logf("the usual step took %d of %d users", taken, seen)
}

// sameWalk says how two walks of a run with n keys differ, if they do.
func sameWalk(a, b *truthWalk, n int) error {
	if a.failed != b.failed {
		return fmt.Errorf("failed %v, the general step %v", a.failed, b.failed)
	}
	if a.failed {
		return nil // the rest no longer matters
	}
	if a.order != b.order || a.sent != b.sent || a.st.order != b.st.order {
		return fmt.Errorf("order %d, sent %d, state %q; the general step %d, %d, %q", a.order, a.sent, a.st.order, b.order, b.sent, b.st.order)
	}
	for k := range int32(n) {
		ai, aok := a.st.keys.firstInput(k)
		bi, bok := b.st.keys.firstInput(k)
		if aok != bok || !sameInput(ai, bi) {
			return fmt.Errorf("key %d: first input %v (%v); the general step %v (%v)", k, ai, aok, bi, bok)
		}
	}
	return nil
}
