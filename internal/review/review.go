// Package review is the lesson's spaced reviews, 1, 7, 30 and 90 days
// after the lab: each tests what it announces (what to persist and why;
// FLP's scope and what practical protocols add; diagnosing a new trace;
// a user contract for the transfer's system). An open draws its items from
// the engine where it can (a new seed, a story, a defense switched off, a
// longer partition: never the same run twice), as a function of the review and the open's
// nonce alone, so that the export's record can be graded again by
// `coordsim verify`. The words are the catalogue's (review.*).
package review

import (
	"fmt"
	"math/rand/v2"
	"strconv"

	"coordsim/engine"
	"coordsim/internal/catalog"
	"coordsim/internal/review/topic"
	"coordsim/internal/share"
)

// Topic is what a review tests (the page's WebAssembly knows them by
// package topic alone).
type Topic = topic.Topic

const (
	Persist  = topic.Persist
	FLP      = topic.FLP
	Diagnose = topic.Diagnose
	Contract = topic.Contract
)

// Days are the days the reviews are due after the lab, in order.
var Days = topic.Days

// Item is one question of an open review.
type Item struct {
	ID       string   `json:"id"`
	Run      string   `json:"run,omitempty"` // the share query of the run it asks about
	Question string   `json:"question"`
	Options  []Option `json:"options,omitempty"` // none: a whole number is typed
	answer   string   // the engine's: an option's code, or the number
}

// Option is one choice of an item.
type Option struct {
	Code string `json:"code"`
	Text string `json:"text"`
}

// Review is one open of a review: its items as drawn for the nonce.
type Review struct {
	Days  int    `json:"days"`
	Topic Topic  `json:"topic"`
	Title string `json:"title"`
	Items []Item `json:"items"`
}

// Open draws the review due days after the lab for nonce, in lang.
func Open(days int, nonce uint64, lang string) (*Review, error) {
	topic := topic.Of(days)
	if topic == "" {
		return nil, fmt.Errorf("review: no review is due %d days after the lab (1, 7, 30 or 90)", days)
	}
	d := drawer{rng: rand.New(rand.NewPCG(nonce, uint64(days))), lang: lang}
	r := &Review{Days: days, Topic: topic, Title: d.t("review.topic." + string(topic))}
	var err error
	switch topic {
	case Persist:
		r.Items, err = d.persist()
	case FLP:
		r.Items = d.flp()
	case Diagnose:
		r.Items, err = d.diagnose()
	case Contract:
		r.Items, err = d.contract()
	}
	return r, err
}

// Graded is one item's answer and whether the engine finds it right.
type Graded struct {
	ID      string `json:"id"`
	Answer  string `json:"answer"`
	Correct bool   `json:"correct"`
	Right   string `json:"right"` // the engine's answer, in words
}

// Grade checks answers (item id -> the option's code or the number typed)
// against the engine's; an item not answered is wrong.
func (r *Review) Grade(answers map[string]string) []Graded {
	out := make([]Graded, len(r.Items))
	for i, it := range r.Items {
		a := answers[it.ID]
		right := it.answer
		for _, o := range it.Options {
			if o.Code == it.answer {
				right = o.Text
			}
		}
		out[i] = Graded{ID: it.ID, Answer: a, Correct: a != "" && a == it.answer, Right: right}
	}
	return out
}

// drawer draws an open's items from its nonce.
type drawer struct {
	rng  *rand.Rand
	lang string
}

func (d *drawer) t(key string, args ...string) string { return catalog.T(d.lang, key, args...) }

// seed is a seed the learner has not met in the lab (the lesson's runs use
// small seeds and the reference seed).
func (d *drawer) seed() uint64 { return 1_000_000 + d.rng.Uint64N(1_000_000_000) }

// options are the codes' words, keyed prefix+code.
func (d *drawer) options(prefix string, codes ...string) []Option {
	out := make([]Option, len(codes))
	for i, c := range codes {
		out[i] = Option{c, d.t(prefix + c)}
	}
	return out
}

// query is the share query of a run of story under p, opened at tick t.
func (d *drawer) query(story string, p engine.Params, deadline, t int64) string {
	return share.Encode(share.State{Scenario: story, Seed: p.Seed, Partition: p.Partition, Deadline: deadline, Retention: p.Retention,
		Mutations: p.Mutations, T: t, Lang: d.lang})
}

// itoa is n in decimal.
func itoa[T ~int | ~int64](n T) string { return strconv.FormatInt(int64(n), 10) }
