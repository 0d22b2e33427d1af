package quiz

import "slices"

// Tried is one question's answers on record: the first tries the page
// keeps (Tries, first to last), and the answer on record now (Last). A
// record from before tries were kept has only Last, its one try.
type Tried struct {
	Tries [][]string
	Last  []string
}

// tries is t's tries, or Last as the one try when none were kept.
func (t Tried) tries() [][]string {
	if len(t.Tries) == 0 {
		return [][]string{t.Last}
	}
	return t.Tries
}

// Right reports whether c, tried as t, counts as right under a course's
// grading=: by its first try ("first"), its last ("last"), or its best
// ("best" or "": any try right, the last among them). Each try is graded
// here from its answer, never from a verdict the page kept.
func Right(c Check, t Tried, grading string) bool {
	graded := func(answer []string) bool { return Grade(c, answer).Correct }
	switch grading {
	case "first":
		return graded(t.tries()[0])
	case "last":
		return graded(t.Last)
	}
	return slices.ContainsFunc(t.tries(), graded) || graded(t.Last)
}

// Score is how many of checks (All, the lesson's questions, or Transfer,
// the transfer task's items) the answers on record count right under
// grading, of how many, and how many tries they hold; answers is by
// question id, and a question not in it is unanswered. The page's score,
// lab.md and coordsim verify all count with it.
func Score(checks []Check, answers map[string]Tried, grading string) (right, of, tries int) {
	for _, c := range checks {
		t, ok := answers[c.ID]
		if !ok {
			continue
		}
		tries += len(t.tries())
		if Right(c, t, grading) {
			right++
		}
	}
	return right, len(checks), tries
}
