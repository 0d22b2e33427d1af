package panel

import (
	"testing"

	"coordsim/internal/share"
)

// TestLessonRunsAreNoMovesOfTheLearners (issue 54, item 6): a "show me"
// that sets the lesson's own events counts no move of the learner's and
// says it is the lesson's; one edit of the learner's on top of it counts.
func TestLessonRunsAreNoMovesOfTheLearners(t *testing.T) {
	stale := lessonRuns["stale"].run
	s, probs := share.Parse("scenario=" + stale.Scenario + "&events=" + stale.Events + "&lang=ja")
	if len(probs) > 0 || share.MovesOf(s) == 0 {
		t.Fatalf("the stale run's events: %v, %d moves", probs, share.MovesOf(s))
	}
	if a := AuthoredOf(s, false, false); a.Count != 0 || a.Text != "教材の実行です（あなたの操作はありません）" {
		t.Errorf("the lesson's run: %+v", a)
	}
	s.Events = s.Events[1:] // the learner removes an event
	if a := AuthoredOf(s, false, false); a.Count == 0 {
		t.Errorf("the learner's edit of the lesson's run: %+v", a)
	}
}

// TestBrokeTextSaysWhatTheRowDid: a broken invariant's detail says what its
// row did; an answer received, with no effect or result, by its delivery;
// never an empty list (": .").
func TestBrokeTextSaysWhatTheRowDid(t *testing.T) {
	for _, c := range []struct {
		row  Row
		want string
	}{
		{Row{Tick: 20, Event: "c1.ship#2>resp", Said: RowWords{Delivery: "received"}}, "First broken at tick 20 by c1.ship#2>resp: received."},
		{Row{Tick: 20, Event: "c1.ship#2>resp"}, "First broken at tick 20 by c1.ship#2>resp."},
		{Row{Tick: 2, Event: "c1.confirm#1+dup", Result: "confirmed", Said: RowWords{Effect: "state transition applied", Delivery: "immediate"}}, "First broken at tick 2 by c1.confirm#1+dup: state transition applied, confirmed."},
	} {
		if got := brokeText("en", &c.row); got != c.want {
			t.Errorf("%+v: %q, want %q", c.row, got, c.want)
		}
	}
}
