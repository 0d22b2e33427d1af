package main

import (
	"encoding/json"

	"coordsim/internal/catalog"
	"coordsim/internal/review"
)

// reviewReply is what a due review (assets/review.js) is given: its items
// as drawn for the open's nonce, the form's words, and, when answers are
// given, each graded by the engine.
type reviewReply struct {
	*review.Review
	Words  map[string]string `json:"words"`
	Graded []review.Graded   `json:"graded,omitempty"`
	Error  string            `json:"error,omitempty"`
}

// reviewWords are the form's words, by the names review.js uses.
var reviewWords = []string{"check", "open", "answerAll", "number", "right", "wrong", "engine"}

// openReview is the review due days after the lab, drawn for nonce in
// lang, with answersJSON ({item id: answer}, or "") graded.
func openReview(days int, nonce uint64, lang, answersJSON string) reviewReply {
	if lang != "ja" {
		lang = "en"
	}
	out := reviewReply{Words: map[string]string{}}
	for _, w := range reviewWords {
		out.Words[w] = catalog.T(lang, "review.page."+w)
	}
	r, err := review.Open(days, nonce, lang)
	if err != nil {
		out.Error = err.Error()
		return out
	}
	out.Review = r
	var answers map[string]string
	if answersJSON != "" && json.Unmarshal([]byte(answersJSON), &answers) == nil {
		out.Graded = r.Grade(answers)
	}
	return out
}
