package render

import (
	"strconv"
	"strings"

	"coordsim/engine"
	"coordsim/internal/catalog"
)

// WhySentence says one fault's verdict (engine.WhichMattered) in lang, as
// coordsim run --why and the page's "Which faults mattered?" say it: the
// invariant in words with its code, what a user is told, the outcome, or
// inert.
func WhySentence(lang string, e engine.FaultEffect) string {
	return whySentence(lang, e.Fault.String(), e)
}

// EditSentence is WhySentence for an edit of a fixture's events, judged
// undone (engine.WhichEditsMattered), named by its event and what the edit
// was.
func EditSentence(lang string, e engine.EditEffect) string {
	edit := catalog.T(lang, "why.edit."+e.Edit.Kind, "id", e.Edit.ID)
	if e.Unjudged {
		return catalog.T(lang, "why.unjudged", "fault", edit)
	}
	return whySentence(lang, edit, e.FaultEffect)
}

// whySentence is a verdict's sentence for fault, named so.
func whySentence(lang, fault string, e engine.FaultEffect) string {
	t := func(key string, args ...string) string { return catalog.T(lang, "why."+key, args...) }
	tick := strconv.FormatInt(e.Tick, 10)
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
	return shrinkSteps(lang, len(faults), func(i int) string {
		attempt, _, _ := strings.Cut(faults[i].String(), ":")
		return catalog.T(lang, "shrink.fault", "attempt", attempt, "fault", catalog.T(lang, "fault."+string(faults[i].Kind)+".name"))
	}, v)
}

// ShrinkEventStory tells a fixture shrunk to its events
// (engine.Named.ShrinkEvents) in lang, as ShrinkStory does: each event by
// its kind and tick.
func ShrinkEventStory(lang string, events []engine.Event, v engine.Verdict) []string {
	return shrinkSteps(lang, len(events), func(i int) string {
		e := &events[i]
		return catalog.T(lang, "shrink.event."+string(e.Kind), "id", e.ID, "tick", strconv.FormatInt(e.Tick, 10))
	}, v)
}

// shrinkSteps is a shrunk run's story of n things kept, each told by
// told: at most shrinkStorySteps steps (past three of them, the rest
// counted), then where v's invariant breaks.
func shrinkSteps(lang string, n int, told func(int) string, v engine.Verdict) []string {
	var out []string
	for i := range n {
		if i == shrinkStorySteps-2 && n > shrinkStorySteps-1 {
			out = append(out, catalog.T(lang, "shrink.more", "n", strconv.Itoa(n-i)))
			break
		}
		out = append(out, told(i))
	}
	return append(out, catalog.T(lang, "shrink.breaks", "invariant", InvariantName(lang, v.Name), "tick", strconv.FormatInt(v.Tick, 10)))
}

// InvariantName is invariant inv's words in lang, for a sentence that
// gives its code beside them ({name} and {code}).
func InvariantName(lang, inv string) string { return catalog.T(lang, "invariant."+inv+".name") }
