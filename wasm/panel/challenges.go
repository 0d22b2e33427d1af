package panel

import (
	"coordsim/engine"
	"coordsim/internal/challenge"
	"coordsim/internal/share"
)

// The challenges as the page shows them (view=challenges, #challenges):
// the list to pick from, and the verdict on the run on screen when the
// state names one (challenge=ID).

// ChallengeItem is one challenge of the list.
type ChallengeItem struct {
	ID    string `json:"id"`
	Title string `json:"title"`
	Goal  string `json:"goal"`
	Par   int    `json:"par"`
	Knob  string `json:"knob,omitempty"` // a knob challenge's knob: the moves are its value
	// Start, for a challenge played in another view (view=flp's), is the
	// patch that starts it; the others start by challenge=ID.
	Start map[string]string `json:"start,omitempty"`
}

// ChallengeList is every challenge, in lang.
func ChallengeList(lang string) []ChallengeItem {
	out := make([]ChallengeItem, len(challenge.All), len(challenge.All)+len(share.FLPChallenges))
	for i, c := range challenge.All {
		out[i] = itemOf(lang, c)
	}
	for _, c := range share.FLPChallenges {
		out = append(out, ChallengeItem{ID: c.ID, Title: tr(lang, "challenge."+c.ID+".title"), Goal: tr(lang, "challenge."+c.ID+".goal"), Start: c.Start()})
	}
	return out
}

// itemOf is c as the list shows it, in lang.
func itemOf(lang string, c challenge.Challenge) ChallengeItem {
	return ChallengeItem{ID: c.ID, Title: tr(lang, "challenge."+c.ID+".title"), Goal: tr(lang, "challenge."+c.ID+".goal"), Par: c.Par, Knob: c.Knob}
}

// ChallengeVerdict is the verdict on the run on screen: the challenge, the
// moves so far, whether the goal is reached, where (Row: the trace index,
// -1 for none; Tick), and the sentence that says it.
type ChallengeVerdict struct {
	ChallengeItem
	Moves  int    `json:"moves"`
	Solved bool   `json:"solved"`
	Why    string `json:"why"`
	Row    int    `json:"row"`
	Tick   int64  `json:"tick"`
	Text   string `json:"text"`
	Jump   string `json:"jump,omitempty"` // the jump control's words, when solved
}

// ChallengeOf is the verdict on res, s's run, or nil when s plays none.
func ChallengeOf(s share.State, res *engine.Result) *ChallengeVerdict {
	if s.Challenge == "" {
		return nil
	}
	lang := s.Lang
	c, ok := challenge.Lookup(s.Challenge)
	if !ok {
		return &ChallengeVerdict{ChallengeItem: ChallengeItem{ID: s.Challenge}, Why: "unknown", Row: -1, Tick: -1,
			Text: tr(lang, "page.challenge.unknown", "id", share.Escape(s.Challenge))}
	}
	v := challenge.JudgeRun(c, s, res)
	out := &ChallengeVerdict{ChallengeItem: itemOf(lang, c), Moves: v.Moves, Solved: v.Solved, Why: v.Why, Row: v.Entry, Tick: v.Tick}
	key := "page.challenge." + v.Why
	if c.Knob != "" && (v.Why == "solved" || v.Why == "not-yet") {
		key = "page.challenge.knob." + v.Why // the moves are the knob's value
	}
	out.Text = tr(lang, key, "moves", itoa(v.Moves), "par", itoa(c.Par), "tick", i64(v.Tick),
		"invariant", tr(lang, "invariant."+c.Break+".name"), "knob", tr(lang, "page."+c.Knob))
	if v.Solved && c.Knob == "" {
		out.Jump = tr(lang, "page.challenge.jump", "tick", i64(v.Tick))
	}
	return out
}
