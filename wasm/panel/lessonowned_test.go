package panel

import (
	"strings"
	"testing"

	"coordsim/engine"
	"coordsim/internal/share"
)

// TestLessonOwnedMarksNothingByYou (issue 54, item 6): a run a lesson's
// "show me" sets up with edited events marks no trace entry "by you" once
// LessonOwned (the page's compile) has it, where the story's events alone
// would; one more edit of the learner's is still marked.
func TestLessonOwnedMarksNothingByYou(t *testing.T) {
	tried := 0
	for id, r := range lessonRuns {
		if r.run.Events == "" {
			continue
		}
		tried++
		s, probs := share.Parse("scenario=" + r.run.Scenario + "&events=" + r.run.Events)
		if len(probs) > 0 {
			t.Fatalf("%s: %v", id, probs)
		}
		if marked := byYouEntries(t, s.Named()); marked == 0 {
			t.Fatalf("%s: the story's events alone mark nothing: the test would pass whatever LessonOwned does", id)
		}
		if marked := byYouEntries(t, LessonOwned(s, s.Named())); marked != 0 {
			t.Errorf("%s: the lesson's run marks %d entries by you", id, marked)
		}
		edited, probs := share.Parse("scenario=" + r.run.Scenario + "&events=" + strings.Replace(r.run.Events, ",2,deliver,", ",3,deliver,", 1))
		if len(probs) > 0 || byLesson(edited) {
			t.Fatalf("%s: an edit of the lesson's events: %v", id, probs)
		}
		if marked := byYouEntries(t, LessonOwned(edited, edited.Named())); marked == 0 {
			t.Errorf("%s: the learner's edit of the lesson's run is not marked", id)
		}
	}
	if tried == 0 {
		t.Fatal("no lesson run edits its story's events")
	}
}

func byYouEntries(t *testing.T, n engine.Named) int {
	t.Helper()
	r, err := n.Run(n.Defaults)
	if err != nil {
		t.Fatal(err)
	}
	marked := 0
	for _, e := range r.Trace {
		if e.ByYou {
			marked++
		}
	}
	return marked
}
