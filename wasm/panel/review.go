package panel

import "coordsim/internal/review/topic"

// ReviewItem is one of the lesson's spaced reviews: due Days after the
// lab is done, it tests Topic (internal/review draws its items when it is
// opened, in the evidence worker).
type ReviewItem struct {
	Days  int    `json:"days"`
	Text  string `json:"text"` // the lesson's review item
	Topic string `json:"topic"`
}

func reviewIn(lang string) []ReviewItem {
	out := make([]ReviewItem, len(topic.Days))
	for i, days := range topic.Days {
		out[i] = ReviewItem{Days: days, Text: tr(lang, "lesson.review.item."+itoa(days)), Topic: string(topic.Of(days))}
	}
	return out
}
