package main

import (
	"reflect"
	"testing"
)

// Issue 26, finding 7: one entry of the wrong type lost every note in lab.md.
func TestParseLabKeepsWhatIsText(t *testing.T) {
	lab := parseLab(`{"done":[true],"notes":{"note-1":{"a":1},"note-2":"kept","note-3":7},"answers":["x"],"prediction":{"outcome":"recovered-before-deadline","partition":4,"deadline":8}}`)
	if !reflect.DeepEqual(lab.Notes, map[string]string{"note-2": "kept"}) || lab.Answers != nil || len(lab.Done) != 1 || lab.Prediction == nil {
		t.Errorf("%+v", lab)
	}
	if p := lab.Prediction; p.Outcome != "recovered-before-deadline" || p.Partition != 4 || p.Held != nil || p.Uncertain != nil {
		t.Errorf("an older prediction: %+v", p)
	}
	p := parseLab(`{"prediction":{"outcome":"recovery-deadline-exceeded","partition":9,"deadline":8,"held":3,"uncertain":"x"}}`).Prediction
	if p == nil || p.Outcome != "recovery-deadline-exceeded" || p.Held == nil || *p.Held != 3 || p.Uncertain != nil {
		t.Errorf("a prediction with counts: %+v", p)
	}
	for _, raw := range []string{"", "[]", "null", `{"notes":null}`, `{"notes":"x"}`} {
		if lab := parseLab(raw); lab.Notes != nil || lab.Answers != nil {
			t.Errorf("%q: %+v", raw, lab)
		}
	}
}

// The quiz, the transfer task and the explanation reach lab.md and
// explanation.md from the page's record; an entry of another shape loses
// only itself.
func TestParseLabReadsTheQuizTransferAndExplanation(t *testing.T) {
	lab := parseLab(`{"checks":{"q1":{"answer":["same"],"correct":true},"q2":7},"marks":{"a2":{"rubric":{"evidence":2},"items":[true]}},
		"transfer":{"checks":{"t2":{"answer":["27"],"correct":true}},"replay":{"first":"a","second":"a","outcome":"x"}},
		"explain":{"outline":{"async":true,"x":"no"},"slides":[{"query":"t=1","title":"One","notes":"","ms":5},"bad"]}}`)
	if len(lab.Checks) != 1 || !lab.Checks["q1"].Correct || lab.Marks["a2"].Rubric["evidence"] != 2 {
		t.Errorf("checks %+v, marks %+v", lab.Checks, lab.Marks)
	}
	if lab.Transfer == nil || !lab.Transfer.Checks["t2"].Correct || lab.Transfer.Replay == nil {
		t.Errorf("transfer %+v", lab.Transfer)
	}
	if lab.Explain == nil || len(lab.Explain.Slides) != 1 || lab.Explain.Slides[0].Title != "One" || !lab.Explain.Outline["async"] || len(lab.Explain.Outline) != 1 {
		t.Errorf("explain %+v", lab.Explain)
	}
}

// The learner's claims reach decision-record.md from the page's record; a
// claim of another shape loses only itself.
func TestParseLabReadsTheClaims(t *testing.T) {
	lab := parseLab(`{"claims":{"c1":{"kind":"told","run":"scenario=reference","key":"k","told":"uncertain","row":2,"why":"mine"},"c2":"bad"}}`)
	c, ok := lab.Claims["c1"]
	if len(lab.Claims) != 1 || !ok || c.Kind != "told" || c.Run != "scenario=reference" || c.Row != 2 || c.Why != "mine" {
		t.Errorf("claims %+v", lab.Claims)
	}
}

// The learner's proposal reaches failure-analysis.md from the page's
// record; one of another shape is none.
func TestParseLabReadsTheProposal(t *testing.T) {
	lab := parseLab(`{"proposal":{"deadline":20,"retention":12,"reconcile":"hold","contract":"wait","alternative":{"deadline":10,"retention":2,"reconcile":"compensate"}}}`)
	p := lab.Proposal
	if p == nil || p.Deadline != 20 || p.Retention != 12 || p.Reconcile != "hold" || p.Contract != "wait" || p.Alternative == nil || p.Alternative.Reconcile != "compensate" {
		t.Errorf("proposal %+v", p)
	}
	for _, bad := range []string{`{"proposal":"x"}`, `{"proposal":{"deadline":"x"}}`, `{}`, `{"proposal":null}`} {
		if p := parseLab(bad).Proposal; p != nil {
			t.Errorf("%s: proposal %+v, want none", bad, p)
		}
	}
}

// The spaced reviews reach lab.md from the page's record: one done with
// its nonce and answers, one from before reviews drew items; an entry of
// another shape loses only itself.
func TestParseLabReadsTheReviews(t *testing.T) {
	lab := parseLab(`{"review":{"since":5,"done":{"1":{"at":7,"nonce":42,"items":[{"id":"persist.what","answer":"keyResult","correct":true}]},` +
		`"7":{"at":8,"predicted":{"outcome":"x","held":1,"uncertain":0},"actual":{"outcome":"x","held":1,"uncertain":0}},"30":"bad"}}}`)
	r := lab.Review
	if r == nil || r.Since != 5 || len(r.Done) != 2 || r.Done["1"].Nonce != 42 || r.Done["1"].Items[0].Answer != "keyResult" || r.Done["7"].At != 8 {
		t.Errorf("review %+v", r)
	}
}
