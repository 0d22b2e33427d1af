package render

import (
	"strconv"

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
		invariant := t("invariant", "name", catalog.T(lang, "invariant."+e.Name+".name"), "code", e.Name) // its words, and the code a flag takes
		if e.Breaks {
			return t("breaks", "fault", fault, "invariant", invariant, "tick", tick)
		}
		return t("keeps", "fault", fault, "invariant", invariant, "tick", tick)
	case e.What == "user":
		return t("user", "fault", fault, "user", e.Name, "tick", tick)
	}
	return t("outcome", "fault", fault, "outcome", e.Name)
}
