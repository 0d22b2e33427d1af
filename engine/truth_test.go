package engine

import (
	"math"
	"strings"
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
// the rewritten retry is refused as a conflict and the user told
// "rejected"; the ship then succeeds. A conflict asserts that another input
// took effect under the confirm's key, and none did: the confirm's own
// answer is the lie, so the jump goes there.
func TestRejectedThenShippedIsALie(t *testing.T) {
	n, _ := LookupScenario("response-lost")
	seed := uint64(1)
	r, err := n.Run(story(t, n, Overrides{Seed: &seed, Partition: ticks(1), Mutations: []Mutation{ConflictingRetry}}))
	if err != nil {
		t.Fatal(err)
	}
	truth := verdict(r, InvUsersToldTruth)
	confirm, ship := r.Users[0], r.Users[1]
	if truth.Holds || confirm.Error == nil || ship.Result == nil || truth.FirstViolation != confirm.Entry || truth.Tick != confirm.DecidedAt {
		t.Fatalf("users-told-the-truth: %+v; the users: %+v, %+v", truth, confirm, ship)
	}
	// Defended, the same run tells the truth.
	r, _ = n.Run(story(t, n, Overrides{Seed: &seed, Partition: ticks(1)}))
	if !r.Holds() {
		t.Fatalf("defended run breaks %v", r.Broken())
	}
}

// TestAnswersAssertWhatTheContractSays: the three runs an independent
// check found the engine saying "told the truth" about (issue 29), each a
// user told something no order of the service's operations explains.
func TestAnswersAssertWhatTheContractSays(t *testing.T) {
	for _, c := range []struct {
		scenario  string
		partition int64
		mutation  Mutation
		liar      string // the command whose user is lied to first
	}{
		// The confirm applied at tick 2; its user is told "conflict", which
		// says another input took effect under its key.
		{"response-lost", 4, ConflictingRetry, "order-1 confirm"},
		// The ship shipped the order; its retry's user is told "stale" with
		// state shipped, a state only their own command made. (The
		// confirm's answer, received before the ship was sent in the same
		// tick, comes first.)
		{"random-faults", 1, DedupeOff, ""},
		// The ship is answered "conflict" from the confirm's entry and
		// never runs: no input ever took effect under the ship's own key.
		{"response-lost", 1, KeyTooWide, "order-1 ship"},
	} {
		n, _ := LookupScenario(c.scenario)
		seed := uint64(1)
		r, err := n.Run(story(t, n, Overrides{Seed: &seed, Partition: ticks(c.partition), Mutations: []Mutation{c.mutation}}))
		if err != nil {
			t.Fatal(err)
		}
		truth := verdict(r, InvUsersToldTruth)
		if truth.Holds {
			t.Errorf("%s partition %d %s: users-told-the-truth holds", c.scenario, c.partition, c.mutation)
			continue
		}
		if c.liar != "" && !strings.Contains(truth.Detail, "the user of "+c.liar+" ") {
			t.Errorf("%s partition %d %s: %s, want the user of %s", c.scenario, c.partition, c.mutation, truth.Detail, c.liar)
		}
	}
}

func verdict(r *Result, name string) Verdict {
	for _, v := range r.Invariants {
		if v.Name == name {
			return v
		}
	}
	return Verdict{}
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
	keys := map[string]int32{} // each key's index, as a run numbers its keys
	op := func(call, ret int64, tr *Transition, out truthOutcome, state string) truthOp {
		key := "read"
		if tr != nil {
			key = tr.To
		}
		if _, ok := keys[key]; !ok {
			keys[key] = int32(len(keys))
		}
		return truthOp{call: call, ret: ret, key: keys[key], transition: tr, outcome: out, state: state}
	}
	other := op(0, 1, &Transition{"pending", "cancelled"}, outApplied, "cancelled")
	other.key = op(0, 0, &Transition{"pending", "confirmed"}, outApplied, "").key // a cancel sent under the confirm's key
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
		{"stale needs the state gone", []truthOp{op(0, 1, confirm, outStale, "pending")}, false},
		{"stale after another's confirm", []truthOp{op(0, 1, confirm, outApplied, "confirmed"), op(2, 3, confirm, outStale, "confirmed")}, true},
		{"stale names the state it found", []truthOp{op(0, 1, confirm, outApplied, "confirmed"), op(2, 3, confirm, outStale, "shipped")}, false},
		{"stale names a state only its own command made", []truthOp{op(0, 1, ship, outStale, "shipped")}, false},
		{"conflict with nothing under the key", []truthOp{op(0, 1, confirm, outConflict, "")}, false},
		{"conflict with its own input under the key", []truthOp{op(0, 1, confirm, outApplied, "confirmed"), op(2, 3, confirm, outConflict, "")}, false},
		{"conflict with another input under the key", []truthOp{other, op(2, 3, confirm, outConflict, "")}, true},
		{"a pending confirm explains a read", []truthOp{op(0, inf, confirm, outUnknown, ""), op(2, 3, nil, outApplied, "confirmed")}, true},
		{"read sees the state", []truthOp{op(0, 1, confirm, outApplied, "confirmed"), op(2, 3, nil, outApplied, "pending")}, false},
	}
	for _, c := range cases {
		if got := linearizable(c.ops, "pending"); got != c.want {
			t.Errorf("%s: linearizable %v, want %v", c.name, got, c.want)
		}
	}
}
