package quiz

import (
	"slices"
	"strconv"
	"strings"

	"coordsim/internal/catalog"
	"coordsim/internal/claim"
)

// Shown is what, in the learner's own work, shows one of an assessment's
// expected-evidence items, so that the engine can decide it rather than
// the learner's tick: a claim the engine supports that with one of
// Defenses off an invariant breaks (any defense, with AnyBreak); a
// supported claim that a user is told Told; the lab's step Step
// completed; step 4's two runs identical (Replay). The zero Shown is an
// item the engine cannot decide: it is for the instructor.
type Shown struct {
	Defenses []string
	AnyBreak bool
	Told     string
	Step     int
	Replay   bool
}

// forInstructor reports whether nothing the engine checks shows the item.
func (s Shown) forInstructor() bool {
	return len(s.Defenses) == 0 && !s.AnyBreak && s.Told == "" && s.Step == 0 && !s.Replay
}

// Evidence is what shows each expected-evidence item of the assessments
// (lesson.a.N.item.K, in order).
var Evidence = map[string][]Shown{
	"a1": {
		{Defenses: []string{"key-too-narrow", "key-too-wide"}}, // a stable dedupe key, scoped to the request
		{Defenses: []string{"conflicting-retry"}},              // the input fingerprint
		{Defenses: []string{"dedupe-off"}},                     // the transition's result
		{},                                                     // the response: for the instructor
		{Defenses: []string{"short-retention"}},                // retention
		{Defenses: []string{"non-atomic-commit"}},              // an atomic commit
		{Defenses: []string{"key-too-wide"}},                   // rejection on a key collision
	},
	"a2": {
		{Step: 5},                               // the recovery deadline: the prediction, then the run
		{},                                      // queue limits: for the instructor
		{Defenses: []string{"short-retention"}}, // dedupe retention
		{Defenses: []string{"unguarded-transition"}}, // stale commands
		{},                   // order: for the instructor
		{AnyBreak: true},     // invariants
		{Told: claim.Unsure}, // reconciliation: the users flagged
		{Told: claim.Unsure}, // the uncertainty returned to users
		{Replay: true},       // a replayed trace
	},
}

// Work is the learner's own work the engine checks an item against.
type Work struct {
	Claims   []claim.Claim // the decision record's, in order
	Done     []bool        // the lab's steps
	Replayed bool          // step 4's two runs gave one trace
}

// ItemCheck is the engine's word on one expected-evidence item.
type ItemCheck struct {
	ForInstructor bool   `json:"forInstructor"` // the engine cannot decide it
	Shown         bool   `json:"shown"`         // the learner's own work shows it
	Reason        string `json:"reason"`        // which work, or what would, in the language asked
}

// Items checks question id's expected-evidence items against w, the
// reasons in lang; none for a question without items.
func Items(id string, w Work, lang string) []ItemCheck {
	rules := Evidence[id]
	if len(rules) == 0 {
		return nil
	}
	verdicts := make([]claim.Verdict, len(w.Claims))
	for i, c := range w.Claims {
		verdicts[i] = claim.Check(c, lang)
	}
	out := make([]ItemCheck, len(rules))
	for i, r := range rules {
		out[i] = r.check(w, verdicts, lang)
	}
	return out
}

func (s Shown) check(w Work, verdicts []claim.Verdict, lang string) ItemCheck {
	t := func(key string, args ...string) string { return catalog.T(lang, "lesson.evidence."+key, args...) }
	switch {
	case s.forInstructor():
		return ItemCheck{ForInstructor: true, Reason: t("instructor")}
	case s.Step > 0:
		if s.Step <= len(w.Done) && w.Done[s.Step-1] {
			return ItemCheck{Shown: true, Reason: t("step", "n", strconv.Itoa(s.Step))}
		}
		return ItemCheck{Reason: t("notYet", "how", t("how.step", "n", strconv.Itoa(s.Step)))}
	case s.Replay:
		if w.Replayed {
			return ItemCheck{Shown: true, Reason: t("replay")}
		}
		return ItemCheck{Reason: t("notYet", "how", t("how.replay"))}
	}
	for i, c := range w.Claims {
		if verdicts[i].Verdict == claim.Supported && s.shownBy(c) {
			return ItemCheck{Shown: true, Reason: t("claim", "n", strconv.Itoa(i+1))}
		}
	}
	return ItemCheck{Reason: t("notYet", "how", s.how(t, lang))}
}

// shownBy reports whether claim c (supported) is the kind s asks for.
func (s Shown) shownBy(c claim.Claim) bool {
	switch {
	case s.Told != "":
		return c.Kind == claim.Told && c.Told == s.Told
	case s.AnyBreak:
		return c.Kind == claim.Breaks
	}
	return c.Kind == claim.Breaks && slices.Contains(s.Defenses, c.Defense)
}

// how says what would show s: the claim to write.
func (s Shown) how(t func(string, ...string) string, lang string) string {
	switch {
	case s.Told != "":
		return t("how.told", "told", catalog.T(lang, "claim.told."+s.Told))
	case s.AnyBreak:
		return t("how.anyBreak")
	}
	names := make([]string, len(s.Defenses))
	for i, d := range s.Defenses {
		names[i] = catalog.T(lang, "mutation."+d+".label")
	}
	return t("how.defenses", "defenses", strings.Join(names, catalog.T(lang, "lesson.evidence.or")))
}

// DimCheck is the engine's mark of an answer on one rubric dimension, or
// its word that the dimension is the instructor's.
type DimCheck struct {
	Dim           string `json:"dim"`
	ForInstructor bool   `json:"forInstructor"`
	Level         int    `json:"level"` // 0..MaxLevel, when the engine marks it
	Reason        string `json:"reason"`
}

// Dimensions marks question id's answer where the engine can: technical
// correctness by its checked part (right, as Grade says: fully; else not
// yet), evidence by the expected-evidence items the learner's own work
// shows (all it can check: fully; some: partly; none: not yet; a question
// without items: the instructor's). Judgment and communication are the
// instructor's. right is whether the checked part, graded again, is right.
func Dimensions(id string, right bool, items []ItemCheck, lang string) []DimCheck {
	t := func(key string, args ...string) string { return catalog.T(lang, "lesson.rubric.engine."+key, args...) }
	out := make([]DimCheck, 0, len(Rubric))
	for _, d := range Rubric {
		c := DimCheck{Dim: d, ForInstructor: true, Reason: t("instructor")}
		switch {
		case d == "technical-correctness" && right:
			c = DimCheck{Dim: d, Level: MaxLevel, Reason: t("right")}
		case d == "technical-correctness":
			c = DimCheck{Dim: d, Reason: t("notRight")}
		case d == "evidence" && len(items) > 0:
			shown, of := 0, 0
			for _, it := range items {
				if !it.ForInstructor {
					of++
					if it.Shown {
						shown++
					}
				}
			}
			level := min(MaxLevel, shown*MaxLevel/max(1, of))
			if shown > 0 && level == 0 {
				level = 1
			}
			c = DimCheck{Dim: d, Level: level, Reason: t("shown", "n", strconv.Itoa(shown), "of", strconv.Itoa(of))}
		}
		out = append(out, c)
	}
	return out
}
