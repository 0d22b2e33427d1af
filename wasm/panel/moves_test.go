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
