package quiz

import (
	"slices"
	"strconv"

	"coordsim/engine"
	"coordsim/internal/catalog"
	"coordsim/internal/share"
)

// The seven-minute explanation's outline (lesson.explain.point.ID): the
// points a slide can demonstrate are checked against the learner's slides,
// an order service's run (a retry delivered again, and once) or a play of
// view=flp's FLP world (FLPPoints); what only a person can judge (the
// protocol is deterministic, FLP is not CAP, nor does it make practical
// consensus impossible) is the instructor's.

// OutlinePoints are the outline's points, in the lesson's order.
var OutlinePoints = []string{"async", "crash", "deterministic", "termination", "notCap", "notImpossible", "practical", "atLeastOnce", "once"}

// FLPPoints says which outline points a view=flp slide's play
// demonstrates (internal/flpview's Points, set where the FLP world is built
// in: the evidence worker and the CLI). Nil in the page's WebAssembly,
// whose first load carries none of the FLP world: a talk with such a slide
// says so (Talk.Worker), and the page asks the worker.
var FLPPoints func(s share.State) []string

// flpShown are the points only a view=flp slide demonstrates.
var flpShown = []string{"async", "crash", "termination", "practical"}

// demonstrates says which points a run shows, by what it states of its
// commands: a retry delivered again (at-least-once: some command's
// messages processed more than once), and delivered again with its
// transition applied once and the stored result answering (once).
var demonstrates = map[string]func(res *engine.Result) bool{
	"atLeastOnce": func(res *engine.Result) bool { return redelivered(res, false) },
	"once":        func(res *engine.Result) bool { return redelivered(res, true) },
}

// redelivered reports whether some command of res was processed more than
// once (and, with once, its transition applied exactly once and the store
// answered a later delivery with the first result).
func redelivered(res *engine.Result, once bool) bool {
	for k, cmd := range res.Commands {
		st := res.Stats(cmd.Key)
		if len(res.Processed(k+1)) > 1 && (!once || cmd.Transition != nil && st.Applied == 1 && st.Reuses > 0) {
			return true
		}
	}
	return false
}

// PointCheck is the engine's word on one outline point.
type PointCheck struct {
	Point         string `json:"point"`
	ForInstructor bool   `json:"forInstructor"`
	Shown         bool   `json:"shown"`
	Reason        string `json:"reason"`
}

// Outline checks each outline point against slides (share queries, in
// order): shown by the first slide whose run demonstrates it, not yet, or
// the instructor's. The reasons are in lang.
func Outline(slides []string, lang string) []PointCheck {
	out, _ := outline(slides, lang)
	return out
}

// outline is Outline, and whether a view=flp slide was left unjudged (no
// FLPPoints here).
func outline(slides []string, lang string) ([]PointCheck, bool) {
	t := func(key string, args ...string) string { return catalog.T(lang, "lesson.explain.check."+key, args...) }
	shown := make([]map[string]bool, len(slides)) // each slide's points
	unjudged := false
	for i, q := range slides {
		s, probs := share.Parse(q)
		switch {
		case q == "" || len(probs) > 0:
		case s.View == "flp" && FLPPoints == nil:
			unjudged = true
		case s.View == "flp":
			shown[i] = map[string]bool{}
			for _, p := range FLPPoints(s) {
				shown[i][p] = true
			}
		default:
			if res, err := s.Named().Run(s.Params()); err == nil { // a run that does not run demonstrates nothing
				shown[i] = map[string]bool{}
				for p, shows := range demonstrates {
					shown[i][p] = shows(res)
				}
			}
		}
	}
	out := make([]PointCheck, len(OutlinePoints))
	for i, p := range OutlinePoints {
		if _, ok := demonstrates[p]; !ok && !slices.Contains(flpShown, p) {
			out[i] = PointCheck{Point: p, ForInstructor: true, Reason: t("instructor")}
			continue
		}
		out[i] = PointCheck{Point: p, Reason: t("notYet." + p)}
		if n := slices.IndexFunc(shown, func(m map[string]bool) bool { return m[p] }); n >= 0 {
			out[i] = PointCheck{Point: p, Shown: true, Reason: t("shown", "n", strconv.Itoa(n+1))}
		}
	}
	return out, unjudged
}

// TalkLength says whether a talk of ms milliseconds is far from the seven
// minutes asked: "short" under five, "long" over nine, "" otherwise (and
// when nothing was presented).
func TalkLength(ms int64) string {
	switch {
	case ms <= 0 || ms >= 5*60*1000 && ms <= 9*60*1000:
		return ""
	case ms < 5*60*1000:
		return "short"
	}
	return "long"
}

// Talk is the engine's word on the seven-minute explanation: each outline
// point; the reason, said once, why some are the instructor's; and whether
// the time presented is too short or too long (lesson.explain.check.LENGTH).
type Talk struct {
	Points     []PointCheck `json:"points"`
	Instructor string       `json:"instructor,omitempty"`
	Length     string       `json:"length,omitempty"`
	// Worker: a view=flp slide is left for the evidence worker to judge
	// (the page's WebAssembly has no FLP world).
	Worker bool `json:"worker,omitempty"`
}

// CheckTalk checks the outline against slides and the talk's ms.
func CheckTalk(slides []string, ms int64, lang string) Talk {
	talk := Talk{Length: TalkLength(ms)}
	talk.Points, talk.Worker = outline(slides, lang)
	if slices.ContainsFunc(talk.Points, func(c PointCheck) bool { return c.ForInstructor }) {
		talk.Instructor = catalog.T(lang, "lesson.explain.check.instructorWhy")
	}
	return talk
}
