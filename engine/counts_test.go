package engine

import "testing"

// The counts a view shows are the engine's: users told "uncertain" (and
// of them, the ones not flagged for reconciliation), users told an
// outcome, broken invariants. Every story and mutation, and the stories
// that must show each.
func TestCountsStateUsersAndVerdicts(t *testing.T) {
	sawUncertain, sawBroken := false, false
	everyStoryRun(t, func(name string, r *Result) {
		t.Helper()
		c := r.Counts
		if c.Definite+c.Uncertain != len(r.Users) || c.Unflagged > c.Uncertain {
			t.Fatalf("%s: %d definite + %d uncertain (%d unflagged) for %d users", name, c.Definite, c.Uncertain, c.Unflagged, len(r.Users))
		}
		for _, u := range r.Users {
			if u.Status != Definite && u.Status != Indefinite {
				t.Fatalf("%s: user %s has no status", name, u.Key)
			}
		}
		if c.Broken > len(r.Invariants) || (c.Broken == 0) != allHold(r.Invariants) {
			t.Fatalf("%s: %d broken of %v", name, c.Broken, r.Invariants)
		}
		sawUncertain = sawUncertain || c.Uncertain > 0
		sawBroken = sawBroken || c.Broken > 0
	})
	if !sawUncertain || !sawBroken {
		t.Fatalf("no story told a user \"uncertain\" (%v) or broke an invariant (%v)", sawUncertain, sawBroken)
	}
}

func allHold(vs []Verdict) bool {
	for _, v := range vs {
		if !v.Holds {
			return false
		}
	}
	return true
}
