package engine

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestWalkInTurnIsStep holds the walk's fast path (truthwalk_fast.go)
// equal to step: over every story's runs, 2,000 random fixtures under
// random mutations and 20,000 histories of random answers (the runs tell
// the truth nearly always; the histories mostly do not), a walk that tries
// inTurn first and one that only steps agree after every user on whether
// the walk failed, the order's state and the latest entry sent; and inTurn
// takes users in most runs (a fast path nothing takes would hold equal for
// nothing).
func TestWalkInTurnIsStep(t *testing.T) {
	taken := 0
	check := func(name string, r *Result) {
		t.Helper()
		var s1, s2 sim
		var fast, slow truthWalk
		fast.start(&s1, r.InitialState, len(r.Commands))
		slow.start(&s2, r.InitialState, len(r.Commands))
		for i := range r.Users {
			u := &r.Users[i]
			cmd := r.UserCommand(u)
			if cmd == nil {
				continue
			}
			if fast.inTurn(u, cmd) {
				taken++
			} else {
				fast.step(u, cmd)
			}
			slow.step(u, cmd)
			if fast.failed != slow.failed || fast.st.order != slow.st.order || fast.sent != slow.sent {
				t.Fatalf("%s, user %d (%s): the fast walk is (failed %v, state %q, sent %d), step's (%v, %q, %d)",
					name, i, u.Key, fast.failed, fast.st.order, fast.sent, slow.failed, slow.st.order, slow.sent)
			}
		}
	}
	everyStoryRun(t, check)
	rng := rand.New(rand.NewPCG(5, 11))
	var runner Runner
	for i := range 2000 {
		c := randomCase(rng)
		for _, m := range AllMutations {
			if rng.IntN(5) == 0 {
				c.p.Mutations = append(c.p.Mutations, m)
			}
		}
		sc := FromEvents("generated", c.events)
		compiled, err := Compile(&sc)
		if err != nil {
			t.Fatal(err)
		}
		r, err := runner.Run(compiled, c.p)
		if err != nil {
			continue // a typed refusal of these parameters
		}
		check(fmt.Sprintf("case %d %+v", i, c.p), r)
	}
	for i := range 20000 {
		check(fmt.Sprintf("history %d", i), randomHistory(rng))
	}
	if taken < 1000 {
		t.Fatalf("inTurn took %d users in all these runs: the fast path is not the common case it is for", taken)
	}
}

// randomHistory is a result of a few commands on two orders whose users
// were told random answers over three states: results, stale, conflict
// and other rejections, uncertainty, at random entries.
func randomHistory(rng *rand.Rand) *Result {
	states := []string{"a", "b", "c"}
	state := func() string { return states[rng.IntN(len(states))] }
	r := &Result{InitialState: "a"}
	n := 1 + rng.IntN(5)
	for i := range n {
		cmd := Command{Key: fmt.Sprint("k", i), order: int32(rng.IntN(2))}
		if rng.IntN(3) > 0 {
			cmd.Transition = &Transition{From: state(), To: state()}
		}
		r.Commands = append(r.Commands, cmd)
	}
	slices.SortFunc(r.Commands, func(a, b Command) int { return int(a.order - b.order) })
	for i := range n {
		u := UserResult{Key: r.Commands[i].Key, Command: i + 1, FirstEntry: rng.IntN(8), Status: Indefinite}
		if rng.IntN(4) > 0 {
			u.Status, u.Entry = Definite, u.FirstEntry+rng.IntN(8)
			switch rng.IntN(5) {
			case 0:
				u.Error = &Rejection{Code: CodeStale, ActualState: state()}
			case 1:
				u.Error = &Rejection{Code: CodeConflict}
			case 2:
				u.Error = &Rejection{Code: "other"}
			default:
				u.Result = &OrderResult{State: state()}
			}
		}
		r.Users = append(r.Users, u)
	}
	return r
}
