package evidence

import (
	"bytes"
	"fmt"
	"strconv"
	"time"

	"coordsim/internal/review"
)

// ReviewRecord is the spaced reviews' record as the page keeps it
// (assets/review.js): when the lab was first seen done, and each review
// done, by its days.
type ReviewRecord struct {
	Since int64                 `json:"since"`
	Done  map[string]ReviewDone `json:"done"`
}

// ReviewDone is one review as the learner did it: when, the open's nonce
// (the items it drew) and their answers. A review from before reviews drew
// items (a prediction on the learner's run) has no nonce.
type ReviewDone struct {
	At    int64          `json:"at"`
	Nonce uint64         `json:"nonce,omitempty"`
	Items []ReviewAnswer `json:"items,omitempty"`
}

// ReviewAnswer is one item's answer as the page recorded it; the export
// grades it again and never reads Correct.
type ReviewAnswer struct {
	ID      string `json:"id"`
	Answer  string `json:"answer"`
	Correct bool   `json:"correct"`
}

// Reviewed is a review done, drawn again from its nonce and graded again.
type Reviewed struct {
	Days   int
	At     int64
	Review *review.Review
	Graded []review.Graded
}

// Reviews are lab's reviews done with items, in the order they are due,
// each drawn again and graded again in lang.
func Reviews(lab *Lab, lang string) []Reviewed {
	var out []Reviewed
	if lab == nil || lab.Review == nil {
		return nil
	}
	for _, days := range review.Days {
		d, ok := lab.Review.Done[strconv.Itoa(days)]
		if !ok || d.Nonce == 0 {
			continue
		}
		r, err := review.Open(days, d.Nonce, lang)
		if err != nil {
			continue // a nonce no open could have drawn: nothing to grade
		}
		answers := map[string]string{}
		for _, a := range d.Items {
			answers[a.ID] = a.Answer
		}
		out = append(out, Reviewed{Days: days, At: d.At, Review: r, Graded: r.Grade(answers)})
	}
	return out
}

// reviews writes lab.md's spaced reviews: each done review's items drawn
// again, the learner's answers graded again, the engine's answers beside.
func reviews(b *bytes.Buffer, l, base string, lab *Lab) {
	fmt.Fprintf(b, "\n## %s\n", t(l, "evidence.review.title"))
	done := Reviews(lab, l)
	if len(done) == 0 {
		fmt.Fprintf(b, "\n%s\n", t(l, "evidence.review.none"))
		return
	}
	for _, r := range done {
		right := 0
		for _, g := range r.Graded {
			if g.Correct {
				right++
			}
		}
		fmt.Fprintf(b, "\n### %s\n\n%s\n\n", r.Review.Title, t(l, "evidence.review.done", "days", strconv.Itoa(r.Days),
			"at", time.UnixMilli(r.At).UTC().Format(time.RFC3339), "right", strconv.Itoa(right), "n", strconv.Itoa(len(r.Graded))))
		for i, it := range r.Review.Items {
			g := r.Graded[i]
			verdict := t(l, "evidence.lab.checkWrong")
			if g.Correct {
				verdict = t(l, "evidence.lab.checkRight")
			}
			fmt.Fprintf(b, "- %s %s\n", it.Question, t(l, "evidence.review.item", "answer", answerWords(l, it, g.Answer), "verdict", verdict, "right", g.Right))
			if it.Run != "" {
				fmt.Fprintf(b, "  %s\n", t(l, "evidence.review.run", "url", base+"?"+it.Run))
			}
		}
	}
}

// answerWords is an answer as the learner saw it: its option's words, the
// number typed, or none.
func answerWords(l string, it review.Item, answer string) string {
	if answer == "" {
		return t(l, "evidence.lab.noAnswer")
	}
	for _, o := range it.Options {
		if o.Code == answer {
			return o.Text
		}
	}
	return markdownText(oneLine(answer))
}
