package quiz

import (
	"slices"
	"strconv"

	"coordsim/engine"
	"coordsim/internal/catalog"
	"coordsim/internal/share"
)

// The seven-minute explanation's outline (lesson.explain.point.ID): the
// points a slide's run can demonstrate are checked against the learner's
// slides; FLP's are the instructor's until the page runs consensus.

// OutlinePoints are the outline's points, in the lesson's order.
var OutlinePoints = []string{"async", "crash", "deterministic", "termination", "notCap", "notImpossible", "practical", "atLeastOnce", "once"}

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
	t := func(key string, args ...string) string { return catalog.T(lang, "lesson.explain.check."+key, args...) }
	runs := make([]*engine.Result, len(slides))
	for i, q := range slides {
		if s, probs := share.Parse(q); q != "" && len(probs) == 0 {
			runs[i], _ = s.Named().Run(s.Params()) // a run that does not run demonstrates nothing
		}
	}
	out := make([]PointCheck, len(OutlinePoints))
	for i, p := range OutlinePoints {
		shows, ok := demonstrates[p]
		if !ok {
			out[i] = PointCheck{Point: p, ForInstructor: true, Reason: t("instructor")}
			continue
		}
		out[i] = PointCheck{Point: p, Reason: t("notYet." + p)}
		for n, res := range runs {
			if res != nil && shows(res) {
				out[i] = PointCheck{Point: p, Shown: true, Reason: t("shown", "n", strconv.Itoa(n+1))}
				break
			}
		}
	}
	return out
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
}

// CheckTalk checks the outline against slides and the talk's ms.
func CheckTalk(slides []string, ms int64, lang string) Talk {
	talk := Talk{Points: Outline(slides, lang), Length: TalkLength(ms)}
	if slices.ContainsFunc(talk.Points, func(c PointCheck) bool { return c.ForInstructor }) {
		talk.Instructor = catalog.T(lang, "lesson.explain.check.instructorWhy")
	}
	return talk
}
