package share

import (
	"slices"
	"strconv"
	"strings"

	"coordsim/engine"
)

// reading is one read of parameter values onto a state. Parse reads a
// link's: each parameter it gives from its text, the rest the story's
// defaults. Merge reads a patch's onto the page's state: the parameters
// the patch names from their text, the rest kept as the typed values they
// are (a story's knobs only while the story stays), and a kept value that
// depends on what the patch changed checked again (a partition against the
// learner's new events, faults against a new model, run B against run A,
// the whole against the engine). So a patch does what the same change to
// the link would (TestMergeIsTheLinkChanged), without writing the state
// out as text and reading it back.
type reading struct {
	vals   map[string]string // the values given, as text
	base   *State            // Merge's current state; nil for Parse
	fresh  bool              // the story changed: its knobs start from its own
	namesB bool              // the patch names run B whole: none of base's b. values stay
	// cleared are the parameters named with no value (events=, faults=,
	// challenge=, m.NAME=): the story's own, or none.
	cleared map[string]bool
	// authored are the learner's faults and events a patch gives typed
	// (Patch.Authored); nil when it gives none.
	authored *Authored
	probs    problems
}

func (r *reading) get(name string) (string, bool) {
	v, ok := r.vals[name]
	return v, ok
}

// kept reports whether parameter name keeps base's value: Merge's, for a
// parameter the patch does not name.
func (r *reading) kept(name string) bool {
	if r.base == nil || r.cleared[name] {
		return false
	}
	if _, given := r.vals[name]; given {
		return false
	}
	switch {
	case strings.HasPrefix(name, "b."):
		return !r.namesB
	case r.fresh:
		return !slices.Contains(storyKnobs, name) && !strings.HasPrefix(name, modelPrefix)
	}
	return true
}

// intParam reads parameter name into dst when it is given and a whole
// number from lo to hi; a bad value is a problem and leaves dst.
func (r *reading) intParam(name string, dst *int64, lo, hi int64) bool {
	v, ok := r.get(name)
	if !ok {
		return false
	}
	n, err := strconv.ParseInt(strings.TrimSpace(v), 10, 64)
	if err != nil || n < lo || n > hi {
		r.probs.add(name, v, "range", lo, hi, strconv.FormatInt(*dst, 10), rangeReason(lo, hi))
		return false
	}
	*dst = n
	return true
}

func rangeReason(lo, hi int64) string {
	return "must be a whole number from " + strconv.FormatInt(lo, 10) + " to " + strconv.FormatInt(hi, 10)
}

// knob reads an integer parameter given, or keeps base's (of).
func (r *reading) knob(name string, dst *int64, lo, hi int64, of func(*State) int64) {
	if _, given := r.get(name); given {
		r.intParam(name, dst, lo, hi)
	} else if r.kept(name) {
		*dst = of(r.base)
	}
}

// state is the state read, with the problems found.
func (r *reading) state() (State, []Problem) {
	for range r.vals {
		did("parse")
	}
	named, model, events := r.story()
	s := DefaultsFor(named)
	s.Events, s.Model = events, model
	r.knobs(&s, named)
	r.keepShowing(&s)
	parseShowing(&s, r.get, &r.probs)
	r.readFLP(&s)
	parseEmbed(&s, r.get, &r.probs)
	r.readMade(&s)
	var keptB *BParams
	if r.base != nil && !r.namesB {
		keptB = r.base.B
	}
	s.B = parseB(s, r.get, r.intParam, keptB, &r.probs)
	keepRunnable(&s, &r.probs)
	return s, r.probs.result()
}

// story is the scenario read, with its model's settings and the learner's
// events.
func (r *reading) story() (engine.Named, []engine.ModelSetting, []engine.Event) {
	did("resolve")
	name := engine.DefaultScenario
	if v, ok := r.get("scenario"); ok {
		name = v
	} else if r.base != nil {
		name = r.base.Scenario
	}
	named, err := engine.LookupScenario(name) // one story built, not the default first
	if err != nil {
		if v, ok := r.get("scenario"); ok {
			r.probs.add("scenario", v, "choice", 0, 0, engine.DefaultScenario,
				"is not a known scenario (known: "+engine.ScenarioNames()+")")
		}
		named, _ = engine.LookupScenario(engine.DefaultScenario)
	}
	var keptModel []engine.ModelSetting
	for _, m := range r.baseModel() {
		if r.kept(modelPrefix + m.Name) {
			keptModel = append(keptModel, m)
		}
	}
	model, named := parseModel(named, r.get, keptModel, &r.probs)
	var events []engine.Event
	if v, ok := r.get("events"); ok {
		events = parseEventsParam(named, v, &r.probs)
		named = withEvents(named, events)
	} else if a := r.authored; a != nil && a.Events != nil {
		if named.Fixture == nil {
			r.probs.add("events", EncodeEvents(a.Events), "choice", 0, 0, "", "cannot apply: a generated scenario's events come from its model")
		} else {
			events = a.Events
			named = withEvents(named, events)
		}
	} else if r.kept("events") && r.base.Events != nil && named.Fixture != nil {
		events = r.base.Events
		named = withEvents(named, events)
	}
	return named, model, events
}

func (r *reading) baseModel() []engine.ModelSetting {
	if r.base == nil {
		return nil
	}
	return r.base.Model
}

// knobs reads what runs: the seed, the knobs, the mutations and the
// learner's faults.
func (r *reading) knobs(s *State, named engine.Named) {
	if v, ok := r.get("seed"); ok {
		if seed, err := engine.ParseSeed(v); err == nil {
			s.Seed = seed
		} else {
			r.probs.add("seed", v, "integer", 0, 0, strconv.FormatUint(s.Seed, 10),
				"must be a whole number from 0 to 18446744073709551615")
		}
	} else if r.kept("seed") {
		s.Seed = r.base.Seed
	}
	r.partition(s)
	r.knob("deadline", &s.Deadline, MinDeadline, MaxDeadline, func(b *State) int64 { return b.Deadline })
	r.knob("retention", &s.Retention, MinRetention, MaxRetention, func(b *State) int64 { return b.Retention })
	r.processing(s, named)
	r.knob("t", &s.T, MinTick, MaxTick, func(b *State) int64 { return b.T })
	r.knob("lab", &s.Lab, MinLab, MaxLab, func(b *State) int64 { return b.Lab })
	r.knob("review", &s.Review, MinReview, MaxReview, func(b *State) int64 { return b.Review })
	if v, ok := r.get("mutations"); ok {
		s.Mutations = mutationList("mutations", v, &r.probs)
	} else if r.kept("mutations") {
		s.Mutations = r.base.Mutations
	}
	if v, ok := r.get("faults"); ok {
		parseFaultsParam(s, named, v, &r.probs)
	} else if a := r.authored; a != nil && len(a.Faults) > 0 {
		checkFaults(s, named, a.Faults, FaultsText(a.Faults), &r.probs) // the text only names them in a problem
	} else if r.kept("faults") && len(r.base.Faults) > 0 {
		r.keepFaults(s, named)
	}
}

// partition reads the partition's length: in the slider's range, or the
// story's own (the learner's events may hold a partition longer than the
// slider reaches, and the page's own link writes it); none for a story
// without a partition.
func (r *reading) partition(s *State) {
	own := s.Partition
	v, given := r.get("partition")
	kept := r.kept("partition")
	switch {
	case own > 0 && given:
		if strings.TrimSpace(v) != strconv.FormatInt(own, 10) {
			r.intParam("partition", &s.Partition, MinPartition, MaxPartition)
		}
	case own > 0 && kept && r.base.Partition != own:
		if n := r.base.Partition; n >= MinPartition && n <= MaxPartition {
			s.Partition = n
		} else {
			r.probs.add("partition", strconv.FormatInt(n, 10), "range", MinPartition, MaxPartition,
				strconv.FormatInt(own, 10), rangeReason(MinPartition, MaxPartition))
		}
	case own == 0 && given && v != "0":
		r.probs.add("partition", v, "choice", 0, 0, "", "cannot apply: this scenario has no partition")
	case own == 0 && kept && r.base.Partition != 0:
		r.probs.add("partition", strconv.FormatInt(r.base.Partition, 10), "choice", 0, 0, "", "cannot apply: this scenario has no partition")
	}
}

// processing reads processing= and lease=, which only a generated story
// takes (a fixture's service commits each event as it arrives).
func (r *reading) processing(s *State, named engine.Named) {
	if named.Model != nil {
		r.knob("processing", &s.Processing, MinProcessing, MaxProcessing, func(b *State) int64 { return b.Processing })
		r.knob("lease", &s.Lease, MinLease, MaxLease, func(b *State) int64 { return b.Lease })
		return
	}
	for _, name := range []string{"processing", "lease"} {
		if v, ok := r.get(name); ok && v != "0" {
			r.probs.add(name, v, "choice", 0, 0, "0", "cannot apply: this scenario's service commits each event as it arrives")
		}
	}
}

// keepFaults keeps base's faults if the story still has the attempts they
// name (a new model may not).
func (r *reading) keepFaults(s *State, named engine.Named) {
	faults := r.base.Faults
	if named.Model != nil && slices.Equal(s.Model, r.base.Model) {
		s.Faults = faults // the same story: they were checked when they came
		return
	}
	checkFaults(s, named, faults, FaultsText(faults), &r.probs) // the text only names them in a problem
}

// keepShowing keeps base's way of showing the run, where the patch does
// not name it: the page's language, view and embedding.
func (r *reading) keepShowing(s *State) {
	b := r.base
	for _, k := range []struct {
		name string
		keep func()
	}{
		{"lang", func() { s.Lang = b.Lang }},
		{"embed", func() { s.Embed = b.Embed }},
		{"view", func() { s.View = b.View }},
		{"challenge", func() { s.Challenge = b.Challenge }},
		{"attempt", func() { s.Attempt = b.Attempt }},
		{"panels", func() { s.Panels = b.Panels }},
		{"lock", func() { s.Lock = b.Lock }},
		{"origin", func() { s.Origin = b.Origin }},
		{"grading", func() { s.Grading = b.Grading }},
		{"attempts", func() { s.Tries = b.Tries }},
		{"feedback", func() { s.Feedback = b.Feedback }},
	} {
		if r.kept(k.name) {
			k.keep()
		}
	}
}
