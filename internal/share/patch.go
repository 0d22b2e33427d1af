package share

import (
	"slices"
	"strconv"
	"strings"

	"coordsim/engine"
	"coordsim/engine/fixture"
)

// Patch is a change to the page's state: the parameters it names, with
// their new values as a URL would write them ("9", "dedupe-off,ttl-expired",
// "1"), so they are read by the same checks as a URL's. Run B's are
// b.-prefixed; NamesB says the patch names run B as a whole (the page's
// set({b: {...}}) or set({b: null})), so B becomes exactly the patch's b.
// values, none turning it off.
type Patch struct {
	Values map[string]string
	NamesB bool
	// Authored, when set, is the learner's faults and events as they are
	// to be (an undo, a redo, a move: History.Merge), given as the typed
	// values they are; they stand for faults= and events=.
	Authored *Authored
}

// storyKnobs are the parameters a new scenario takes from its own story
// unless the patch gives them.
var storyKnobs = []string{"seed", "partition", "deadline", "retention", "processing", "lease", "t", "attempt", "faults", "events"}

// Merge applies patch p to the current state cur: every parameter p does
// not name keeps its value, those it names are checked as Parse checks a
// link's, and a bad one is a Problem and keeps its default. A new scenario
// starts from its story's seed, partition, deadline, retention and tick
// unless p gives them, as a link naming only the scenario would. Merge is
// the link changed: Parse of cur's link with p's values written over it
// gives the same state and problems (TestMergeIsTheLinkChanged), but for
// what the link says of the run it was made from (v=, h=: Made), which no
// patch keeps, and only
// p's values are read as text (reading). A lab step's set-up (p names
// lab=) over a course's lock runs around the locked knobs instead
// (aroundLocked, lock.go).
func Merge(cur State, p Patch) (State, []Problem) {
	lab := labSetUp(cur, p)
	if lab {
		p = aroundLocked(cur, p)
	}
	p, refused := withoutLocked(cur, p)
	r := reading{vals: make(map[string]string, len(p.Values)), base: &cur, namesB: p.NamesB, cleared: map[string]bool{}}
	for k, v := range p.Values {
		if v == "" && (k == "events" || k == "faults" || k == "challenge" || strings.HasPrefix(k, modelPrefix)) {
			r.cleared[k] = true // none: the story's own events, no interventions
			continue
		}
		r.vals[k] = v
	}
	if sc, ok := p.Values["scenario"]; ok && sc != cur.Scenario {
		r.fresh = true
	}
	if a := p.Authored; a != nil {
		delete(r.vals, "faults")
		delete(r.vals, "events")
		r.authored = a
		r.cleared["faults"], r.cleared["events"] = len(a.Faults) == 0, a.Events == nil
	}
	if text, ok := r.vals["fixture"]; ok {
		delete(r.vals, "fixture")
		scenario, given := r.vals["scenario"]
		if !given {
			scenario = cur.Scenario
		}
		if events, prob := fixtureEvents(scenario, text); prob != nil {
			refused = append(refused, *prob)
		} else {
			r.vals["events"] = EncodeEvents(events)
			delete(r.cleared, "events")
			if !slices.ContainsFunc(events, func(e engine.Event) bool { return e.Kind == engine.KindPartitionStart }) {
				delete(r.vals, "partition") // no partition to lengthen: the slider rests
				r.cleared["partition"] = true
			}
		}
	}
	s, probs := r.state()
	if lab {
		s = withLockedKnobs(cur, s)
	}
	if kept, moved := KeepLocked(cur, s); len(moved) > 0 {
		// The change would move a locked value (a new scenario's own seed,
		// say): refused whole, as a direct change to it is.
		return kept, append(moved, refused...)
	}
	return s, append(probs, refused...)
}

// withoutLocked is p without the changes cur's lock= refuses, and a
// problem for each (in key order, so the page says them the same way
// every time).
func withoutLocked(cur State, p Patch) (Patch, []Problem) {
	var refused []Problem
	var keys []string
	for k := range p.Values {
		if cur.Locked(k) {
			keys = append(keys, k)
		}
	}
	if p.Authored != nil { // it names faults= and events= both
		for _, k := range []string{"faults", "events"} {
			if cur.Locked(k) && !slices.Contains(keys, k) {
				keys = append(keys, k)
			}
		}
	}
	if len(keys) == 0 {
		return p, nil
	}
	slices.Sort(keys)
	kept := Patch{Values: map[string]string{}, NamesB: p.NamesB, Authored: p.Authored}
	for k, v := range p.Values {
		kept.Values[k] = v
	}
	if p.Authored != nil {
		a := *p.Authored
		kept.Authored = &a
	}
	for _, k := range keys {
		delete(kept.Values, k)
		value := p.Values[k]
		if a := kept.Authored; a != nil && k == "faults" {
			value, a.Faults = FaultsText(a.Faults), cur.Faults // as it was
		}
		if a := kept.Authored; a != nil && k == "events" {
			value = ""
			if a.Events != nil {
				value = EncodeEvents(a.Events)
			}
			a.Events = cur.Events // as it was
		}
		refused = append(refused, lockedProblem(k, value))
	}
	return kept, refused
}

// FullView is the query of s opened as the full page rather than embedded:
// the same run and view, without embed=1 and the embed's panels and origin
// (it has no parent to pin), but with the course's lock, grading, attempts
// and feedback: the assignment stays the assignment in a tab of its own.
func FullView(s State) string {
	_, full := Links(s)
	return full
}

// Links are s's query (Encode) and its full view's (FullView), written
// from one encoding of s: a reply needs both.
func Links(s State) (query, full string) {
	pairs := encodePairs(s)
	did("encode")
	fullPairs := make([][2]string, 0, len(pairs))
	for _, p := range pairs {
		switch {
		case p[0] == "panels" || p[0] == "origin": // the frame's alone
			continue
		case p[0] == "embed":
			p[1] = "0"
		}
		fullPairs = append(fullPairs, p)
	}
	return writePairs(pairs), writePairs(fullPairs)
}

// RunKey names the runs s shows: its scenario, knobs and mutations, and
// run B's, but nothing of how the page shows them (tick, language, view,
// lab step, embedding), so two states with one key show the same runs.
// It is a hash of those values (runkey.go), not a link.
func RunKey(s State) string { return runKey(s) }

// fixtureEvents reads a fixture the page's editor or an import sent (the
// fixture patch key: the harness's JSON, as `coordsim run --fixture` reads
// it) for scenario: its events, or a problem that
// names what is wrong, so nothing changes.
func fixtureEvents(scenario, text string) ([]engine.Event, *Problem) {
	refuse := func(fe *engine.FieldError) ([]engine.Event, *Problem) {
		p := problem("fixture", fe.Value, "fixture", fe.Lo, fe.Hi, "", fe.Error())
		p.Fixture = fe
		return nil, &p
	}
	named, err := engine.LookupScenario(scenario)
	if err == nil && named.Fixture == nil {
		return refuse(engine.EventError(-1, "", "", FixtureGenerated, "cannot apply: a generated scenario's events come from its model"))
	}
	events, err := fixture.Parse(strings.NewReader(text))
	if err != nil {
		fe, ok := err.(*engine.FieldError)
		if !ok {
			fe = engine.EventError(-1, "", "", engine.FieldJSON, err.Error())
		}
		return refuse(fe)
	}
	if len(events) > MaxURLEvents {
		return refuse(engine.EventError(-1, "", strconv.Itoa(len(events)), FixtureTooManyForLink,
			"holds more events than a link holds (run it with coordsim run --fixture)").Limited(0, MaxURLEvents))
	}
	return events, nil
}

// What a fixture the page sent can be refused for, beyond the parser's
// codes (engine.Field*).
const (
	FixtureGenerated      = "generated"         // the scenario is generated: no events to edit
	FixtureTooManyForLink = "too-many-for-link" // more than MaxURLEvents: by file only
)
