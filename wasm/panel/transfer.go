package panel

import "coordsim/internal/quiz"

// Transfer is the lesson's transfer task as the page shows it: the task
// as the lesson states it, the assumption it changes, its setup, and its
// items, each a checked part (internal/quiz.Transfer) like a question's,
// then a replay of its run.
type Transfer struct {
	Title    string     `json:"title"`
	Task     string     `json:"task"`
	Changed  string     `json:"changed"`
	Expected string     `json:"expected"`
	Setup    Show       `json:"setup"`
	Items    []Question `json:"items"`
}

func transferIn(lang string) Transfer {
	t := Transfer{Title: tr(lang, "lesson.transfer.title"), Task: tr(lang, "lesson.transfer.task"), Changed: tr(lang, "lesson.transfer.changed"),
		Expected: tr(lang, "lesson.transfer.expected"), Setup: show(lang, "transfer")}
	for _, c := range quiz.Transfer {
		t.Items = append(t.Items, Question{ID: c.ID, Kind: "transfer", Title: tr(lang, "lesson.transfer.item."+c.ID), Check: quizCheckIn(lang, c.ID), Shows: []Show{}})
	}
	return t
}
