package engine

import (
	"math"
	"testing"
)

// The three faults an independent checker (porcupine) found, pinned.

// TestRejectedInputIsNotRemembered: the rewritten retry arrives first and is
// refused as stale, storing nothing; the original confirm then applies
// legitimately, and the next rewritten retry is a conflict that changes
// nothing. No invariant about the store may fire.
func TestRejectedInputIsNotRemembered(t *testing.T) {
	n, _ := LookupScenario("long-partition-between-sites")
	seed := uint64(2)
	r, err := n.Run(story(t, n, Overrides{Seed: &seed, Partition: ticks(6), Mutations: []Mutation{ConflictingRetry}}))
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range r.Invariants {
		if !v.Holds && (v.Name == InvConflictUnchanged || v.Name == InvDuplicateFirst) {
			t.Errorf("false alarm: %s at tick %d: %s", v.Name, v.Tick, v.Detail)
		}
	}
}

// TestRejectedThenShippedIsALie: the confirm commits, its response is lost,
// the rewritten retry is refused and the user told "rejected"; the ship then
// succeeds. No order of the two commands explains that.
func TestRejectedThenShippedIsALie(t *testing.T) {
	n, _ := LookupScenario("response-lost")
	seed := uint64(1)
	r, err := n.Run(story(t, n, Overrides{Seed: &seed, Partition: ticks(1), Mutations: []Mutation{ConflictingRetry}}))
	if err != nil {
		t.Fatal(err)
	}
	var truth Verdict
	for _, v := range r.Invariants {
		if v.Name == InvUsersToldTruth {
			truth = v
		}
	}
	// "Rejected" alone is explainable (nothing happened); the ship's answer
	// is the first that no order explains, so the jump goes there.
	confirm, ship := r.Users[0], r.Users[1]
	if truth.Holds || confirm.Error == nil || ship.Result == nil || truth.FirstViolation != ship.Entry || truth.Tick != ship.DecidedAt {
		t.Fatalf("users-told-the-truth: %+v; the users: %+v, %+v", truth, confirm, ship)
	}
	// Defended, the same run tells the truth.
	r, _ = n.Run(story(t, n, Overrides{Seed: &seed, Partition: ticks(1)}))
	if !r.Holds() {
		t.Fatalf("defended run breaks %v", r.Broken())
	}
}

// TestUsersSeeTheFirstAnswer: one rule for every scenario: a user is shown
// the first answer any attempt of their command received. The lesson's
// confirm is answered "confirmed" at tick 1; the rewritten retry's later
// conflict does not change what the user was told.
func TestUsersSeeTheFirstAnswer(t *testing.T) {
	n, _ := LookupScenario("reference")
	seed := uint64(1)
	r, err := n.Run(story(t, n, Overrides{Seed: &seed, Partition: ticks(1), Mutations: []Mutation{ConflictingRetry}}))
	if err != nil {
		t.Fatal(err)
	}
	u := r.Users[0]
	if u.Result == nil || u.Result.State != "confirmed" || u.Attempt != 1 || u.DecidedAt != 1 || u.FirstSent != 1 {
		t.Fatalf("the confirm's user: %+v", u)
	}
	if !r.Holds() {
		t.Fatalf("broken: %v", r.Broken())
	}
}

// TestLinearizableSmallHistories: the command-level checker on hand-made
// histories of one order.
func TestLinearizableSmallHistories(t *testing.T) {
	confirm := &Transition{"pending", "confirmed"}
	ship := &Transition{"confirmed", "shipped"}
	inf := int64(math.MaxInt64)
	op := func(call, ret int64, tr *Transition, out truthOutcome, state string) truthOp {
		return truthOp{call: call, ret: ret, transition: tr, outcome: out, state: state}
	}
	cases := []struct {
		name string
		ops  []truthOp
		want bool
	}{
		{"confirm then ship", []truthOp{op(0, 1, confirm, outApplied, "confirmed"), op(2, 3, ship, outApplied, "shipped")}, true},
		{"rejected confirm, then shipped", []truthOp{op(0, 1, confirm, outRejected, ""), op(2, 3, ship, outApplied, "shipped")}, false},
		{"uncertain confirm, then shipped", []truthOp{op(0, inf, confirm, outUnknown, ""), op(2, 3, ship, outApplied, "shipped")}, true},
		{"ship before confirm in real time", []truthOp{op(0, 1, ship, outApplied, "shipped"), op(2, 3, confirm, outApplied, "confirmed")}, false},
		{"concurrent: either order", []truthOp{op(0, 5, ship, outApplied, "shipped"), op(0, 5, confirm, outApplied, "confirmed")}, true},
		{"stale needs the state gone", []truthOp{op(0, 1, confirm, outStale, "")}, false},
		{"stale after the confirm", []truthOp{op(0, 1, confirm, outApplied, "confirmed"), op(2, 3, confirm, outStale, "")}, true},
		{"read sees the state", []truthOp{op(0, 1, confirm, outApplied, "confirmed"), op(2, 3, nil, outApplied, "pending")}, false},
	}
	for _, c := range cases {
		if got := linearizable(c.ops, "pending"); got != c.want {
			t.Errorf("%s: linearizable %v, want %v", c.name, got, c.want)
		}
	}
}
