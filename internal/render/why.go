package render

import (
	"strconv"
	"strings"

	"coordsim/engine"
	"coordsim/internal/catalog"
)

// WhySentence says one fault's verdict (engine.WhichMattered) in lang, as
// coordsim run --why and the page's moves bar say it: the invariant in
// words with its code, what a user is told, the outcome, or inert.
func WhySentence(lang string, e engine.FaultEffect) string {
	t := func(key string, args ...string) string { return catalog.T(lang, "why."+key, args...) }
	fault, tick := e.Fault.String(), strconv.FormatInt(e.Tick, 10)
	switch {
	case !e.Mattered:
		return t("inert", "fault", fault)
	case e.What == "invariant":
		invariant := t("invariant", "name", InvariantName(lang, e.Name), "code", e.Name) // its words, and the code a flag takes
		if e.Breaks {
			return t("breaks", "fault", fault, "invariant", invariant, "tick", tick)
		}
		return t("keeps", "fault", fault, "invariant", invariant, "tick", tick)
	case e.What == "user":
		return t("user", "fault", fault, "user", e.Name, "tick", tick)
	}
	return t("outcome", "fault", fault, "outcome", e.Name)
}

// shrinkStorySteps bounds a shrunk run's story: the faults it tells, then
// the break.
const shrinkStorySteps = 5

// ShrinkStory tells a shrunk run (engine.Named.Shrink) in lang, in at most
// five steps: each fault in words (past three of them, the rest counted),
// then where the invariant breaks.
func ShrinkStory(lang string, faults []engine.Fault, v engine.Verdict) []string {
	var out []string
	for n, f := range faults {
		if n == shrinkStorySteps-2 && len(faults) > shrinkStorySteps-1 {
			out = append(out, catalog.T(lang, "shrink.more", "n", strconv.Itoa(len(faults)-n)))
			break
		}
		attempt, _, _ := strings.Cut(f.String(), ":")
		out = append(out, catalog.T(lang, "shrink.fault", "attempt", attempt, "fault", catalog.T(lang, "fault."+string(f.Kind)+".name")))
	}
	return append(out, catalog.T(lang, "shrink.breaks", "invariant", catalog.T(lang, "invariant."+v.Name+".name"), "tick", strconv.FormatInt(v.Tick, 10)))
}

// ShrinkEventStory tells a fixture shrunk to its events
// (engine.Named.ShrinkEvents) in lang, in at most five steps: each event
// by its kind and tick (past three of them, the rest counted), then where
// the invariant breaks.
func ShrinkEventStory(lang string, events []engine.Event, v engine.Verdict) []string {
	var out []string
	for n, e := range events {
		if n == shrinkStorySteps-2 && len(events) > shrinkStorySteps-1 {
			out = append(out, catalog.T(lang, "shrink.more", "n", strconv.Itoa(len(events)-n)))
			break
		}
		out = append(out, catalog.T(lang, "shrink.event."+string(e.Kind), "id", e.ID, "tick", strconv.FormatInt(e.Tick, 10)))
	}
	return append(out, catalog.T(lang, "shrink.breaks", "invariant", catalog.T(lang, "invariant."+v.Name+".name"), "tick", strconv.FormatInt(v.Tick, 10)))
}

// InvariantName is invariant inv's words in lang, for a sentence that
// gives its code beside them ({name} and {code}).
func InvariantName(lang, inv string) string { return catalog.T(lang, "invariant."+inv+".name") }
