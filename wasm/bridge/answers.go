package bridge

import (
	"coordsim/internal/quiz"
	"coordsim/internal/rate"
)

// What the lesson's, the boundary map's and the challenges' calls answer,
// as JSON: declared here, without a build constraint, so that the page's
// declarations of them (assets/reply.d.ts) are generated natively with
// the reply's (dts_test.go).

// replayed is what replay found.
type replayed struct {
	First     string `json:"first"`
	Second    string `json:"second"`
	Identical bool   `json:"identical"`
	Outcome   string `json:"outcome"`
	RunKey    string `json:"runKey"` // the runs it replayed (share.RunKey)
	Error     string `json:"error,omitempty"`
}

// quizScore is the quiz's checked parts as a course counts them: Correct
// of Of right under Grading, from Tries tries.
type quizScore struct {
	Correct int    `json:"correct"`
	Of      int    `json:"of"`
	Tries   int    `json:"tries"`
	Grading string `json:"grading"`
}

// boundaryStatus is where the boundary map's computation is
// (boundaryStart, boundaryStep).
type boundaryStatus struct {
	Key       string                 `json:"key"`
	Done      int                    `json:"done"`
	Total     int                    `json:"total"`
	CellsDone int                    `json:"cellsDone"`
	Cells     int                    `json:"cells"`
	Ready     bool                   `json:"ready"`
	ComputeMs float64                `json:"computeMs"`
	Outcomes  map[string]outcomeWord `json:"outcomes"`
	Error     string                 `json:"error,omitempty"`
}

// outcomeWord is how the map shows an outcome: its name in the page's
// language and a mark that is not colour alone.
type outcomeWord struct {
	Name string `json:"name"`
	Mark string `json:"mark"`
}

// searchStatus is where the challenge's search for a way is
// (challengeSearchStart, challengeSearchStep).
type searchStatus struct {
	ID     string `json:"id"`
	Done   bool   `json:"done"`
	Runs   int    `json:"runs"`
	Depth  int    `json:"depth"`
	Found  bool   `json:"found"`
	Moves  int    `json:"moves"`
	Faults string `json:"faults"`
	Events string `json:"events"`
	Text   string `json:"text"`
}

// rateStatus is where the page's count of how often the story breaks is
// (rateStart, rateStep).
type rateStatus struct {
	Done   bool         `json:"done"`
	Runs   int          `json:"runs"`
	Ms     int          `json:"ms"` // the engine's time so far
	Shares []rate.Share `json:"shares"`
	Lines  []string     `json:"lines"` // each invariant's figure in words, when done
	Text   string       `json:"text"`
	RunKey string       `json:"runKey"` // the runs counted (the reply's runKey while they are on screen)
}

// engineMarks is what the engine marks of an answer: the rubric's
// dimensions it can mark, and the expected-evidence items it finds in the
// learner's own work (quiz.Dimensions, quiz.Items).
type engineMarks struct {
	Dims  []quiz.DimCheck  `json:"dims"`
	Items []quiz.ItemCheck `json:"items"`
}

// marksOf marks question id's answer, its checked part graded again.
func marksOf(id string, w quiz.Work, answer []string, lang string) engineMarks {
	c, ok := quiz.Find(id)
	if !ok {
		return engineMarks{}
	}
	items := quiz.Items(id, w, lang)
	if items == nil {
		items = []quiz.ItemCheck{} // a question without items: none, not null
	}
	return engineMarks{Dims: quiz.Dimensions(id, quiz.Grade(c, answer).Correct, items, lang), Items: items}
}
