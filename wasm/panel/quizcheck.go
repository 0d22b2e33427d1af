package panel

import (
	"coordsim/internal/quiz"
)

// QuizCheck is a question's checked part as the page shows it
// (internal/quiz holds the answers; the page asks coordsimFrame.grade).
type QuizCheck struct {
	Kind    string  `json:"kind"` // choose, select or count
	Ask     string  `json:"ask"`
	Options []Label `json:"options,omitempty"` // choose and select
	Counts  []Label `json:"counts,omitempty"`  // count: code is the count's id
	Why     string  `json:"why"`               // shown once it is answered right
	Runs    []Show  `json:"runs"`              // the runs the feedback names
}

// quizCheckIn is question id's checked part in lang.
func quizCheckIn(lang, id string) QuizCheck {
	c, ok := quiz.Find(id)
	if !ok {
		panic("panel: no checked part for question " + id)
	}
	k := "lesson.quiz." + id
	qc := QuizCheck{Kind: string(c.Kind), Ask: tr(lang, k+".ask"), Why: tr(lang, k+".why"), Runs: shows(lang, c.Shows)}
	if len(c.Options) > 0 {
		qc.Options = labelsOf(lang, c.Options, k+".opt.", "")
	}
	for _, n := range c.Counts {
		qc.Counts = append(qc.Counts, Label{Code: n.ID, Text: tr(lang, k+".count."+n.ID)})
	}
	return qc
}

// itemsIn are question id's expected-evidence items in lang (key is its
// catalogue key, lesson.a.N), for the learner to tick off.
func itemsIn(lang, id, key string) []string {
	c, _ := quiz.Find(id)
	var out []string
	for i := 1; i <= c.Items; i++ {
		out = append(out, tr(lang, key+".item."+itoa(i)))
	}
	return out
}

// rubricIn are the rubric's dimensions and its marks' levels in lang.
func rubricIn(lang string) (dims, levels []Label) {
	dims = labelsOf(lang, quiz.Rubric, "lesson.rubric.", "")
	for i := 0; i <= quiz.MaxLevel; i++ {
		levels = append(levels, Label{Code: itoa(i), Text: tr(lang, "lesson.rubric.level."+itoa(i))})
	}
	return dims, levels
}
