package challenge

import (
	"testing"
	"time"

	"coordsim/engine"
	"coordsim/internal/share"
)

// TestParIsTheFewest: every challenge holds its goal with no move, and the
// search finds it broken in exactly Par moves, not fewer; the schedule it
// finds, as a solution link, is judged solved at par.
func TestParIsTheFewest(t *testing.T) {
	for _, c := range All {
		if v, err := Judge(c, c.State()); err != nil || v.Solved {
			t.Errorf("%s: the setup alone reaches the goal (%v, %v)", c.ID, v, err)
		}
		r, err := Search(c, c.State(), Limits{MaxMoves: c.Par})
		if err != nil || !r.Found || r.Moves != c.Par {
			t.Errorf("%s: search within par %d: %+v (%v)", c.ID, c.Par, r, err)
			continue
		}
		link := SolutionURL(c, r.State)
		s, probs := share.Parse(link)
		if len(probs) != 0 {
			t.Fatalf("%s: the solution link %s has problems %v", c.ID, link, probs)
		}
		v, err := Judge(c, s)
		if err != nil || !v.Solved || v.Moves != c.Par || v.Entry < 0 && c.Break != "" {
			t.Errorf("%s: %s judged %v (%v)", c.ID, link, v, err)
		}
	}
}

// TestDefendedHolds: with every defense on, no schedule of at most three
// allowed moves breaks any challenge's invariant: the small-scope argument.
func TestDefendedHolds(t *testing.T) {
	for _, c := range All {
		if c.Break == "" {
			continue // a knob challenge's goal is no broken invariant
		}
		start := time.Now()
		r, err := Search(c, c.Defended(), Limits{MaxMoves: 3, Deadline: time.Now().Add(2 * time.Minute)})
		if err != nil || r.Found || r.Stopped != NotStopped || r.Depth != 3 {
			t.Errorf("%s defended: %+v (%v)", c.ID, r, err)
		}
		t.Logf("%s defended: none within 3 moves, %d runs in %v", c.ID, r.Runs, time.Since(start).Round(time.Millisecond))
	}
}

// TestJudgeRefuses: a link of another setup, or with a move the challenge
// does not allow, is not a solution, whatever its run shows.
func TestJudgeRefuses(t *testing.T) {
	c, _ := Lookup("effect-twice")
	other, _ := share.Parse("scenario=request-lost&mutations=dedupe-off&faults=c1.confirm%231:duplicate-request")
	if v, _ := Judge(c, other); v.Solved || v.Why != "other-setup" {
		t.Errorf("another setup: %v", v)
	}
	crash := c.State()
	crash.Faults = []engine.Fault{{Client: 1, Command: 1, Attempt: 2, Kind: engine.CrashAfterCommit}}
	if v, _ := Judge(c, crash); v.Solved || v.Why != "move-not-allowed" {
		t.Errorf("a crash where only the network's moves are allowed: %v", v)
	}
	if _, ok := Lookup("nope"); ok {
		t.Error("an unknown id is found")
	}
}

// TestSearcherInStepsIsSearch: the search taken a few schedules at a time
// (as the page takes it, frame by frame) finds what Search finds.
func TestSearcherInStepsIsSearch(t *testing.T) {
	for _, c := range All[:4] {
		for _, start := range []share.State{c.State(), c.Defended()} {
			whole, _ := Search(c, start, Limits{MaxMoves: 2})
			s := NewSearcher(c, start, 2)
			for !s.Done() {
				s.Step(7)
			}
			got := s.Result()
			if got.Found != whole.Found || got.Runs != whole.Runs || got.Moves != whole.Moves || !share.AuthoredOf(got.State).Equal(share.AuthoredOf(whole.State)) {
				t.Errorf("%s: in steps %+v, whole %+v", c.ID, got, whole)
			}
		}
	}
}
