package panel

// ReviewItem is one of the lesson's spaced reviews: due Days after the
// lab is done, it asks a fresh question on the learner's own run with the
// partition Delta ticks longer (predict, then observe).
type ReviewItem struct {
	Days  int    `json:"days"`
	Text  string `json:"text"` // the lesson's review item
	Delta int64  `json:"delta"`
}

// reviews are the lesson's four (復習スケジュール), each lengthening the
// partition more: the later the review, the further from the run the
// learner remembers.
var reviews = []struct {
	days  int
	delta int64
}{{1, 2}, {7, 4}, {30, 8}, {90, 12}}

func reviewIn(lang string) []ReviewItem {
	out := make([]ReviewItem, len(reviews))
	for i, r := range reviews {
		out[i] = ReviewItem{Days: r.days, Text: tr(lang, "lesson.review.item."+itoa(r.days)), Delta: r.delta}
	}
	return out
}
