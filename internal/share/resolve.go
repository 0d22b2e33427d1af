package share

import (
	"slices"
	"sync"

	"coordsim/engine"
)

// A change of the page asks for its state's scenario several times (to
// read the patch, to check it runs, to write its link, to run and show
// it), and building one means building the story's events again. The
// scenario last built is kept for the next state that asks for the same
// one: the same story, model settings and learner's events (the same
// slice: a state's events are never changed in place, a change makes new
// ones). engine.Named is not changed by those who read it.
var lastNamed struct {
	sync.Mutex
	ok       bool
	scenario string
	model    []engine.ModelSetting
	events   []engine.Event
	named    engine.Named
}

// resolved is the scenario of a state with these parts, built (did
// "resolve") only when it is not the one kept.
func resolved(scenario string, model []engine.ModelSetting, events []engine.Event, build func() engine.Named) engine.Named {
	lastNamed.Lock()
	defer lastNamed.Unlock()
	if lastNamed.ok && lastNamed.scenario == scenario && slices.Equal(lastNamed.model, model) && sameSlice(lastNamed.events, events) {
		return lastNamed.named
	}
	did("resolve")
	named := build()
	lastNamed.ok, lastNamed.scenario, lastNamed.model, lastNamed.events, lastNamed.named = true, scenario, model, events, named
	return named
}

// sameSlice reports whether a and b are one slice: the same array and
// length, nil apart from empty.
func sameSlice(a, b []engine.Event) bool {
	if (a == nil) != (b == nil) || len(a) != len(b) {
		return false
	}
	return len(a) == 0 || &a[0] == &b[0]
}
