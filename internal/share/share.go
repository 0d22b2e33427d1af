// Package share is the URL contract: it reads and writes the page's URL parameters,
// and the share links in the CLI's output come from the same code. It is the one
// parser of untrusted URL text: every value is checked against the range the
// page offers, and a bad value becomes a Problem plus the default, so a page
// never goes blank and no URL text is trusted further than a number or a
// known name.
package share

import (
	"slices"
	"strconv"
	"strings"

	"coordsim/engine"
)

// Ranges the page offers. The engine accepts more; the lesson needs less.
const (
	MinPartition, MaxPartition = 1, 30
	MinDeadline, MaxDeadline   = 1, 40
	MinRetention, MaxRetention = 0, 40
	// t, the playhead, reaches any run's last tick: an event at
	// engine.MaxTick, a partition of engine.MaxTick after it and a
	// processing's commit end before 3·engine.MaxTick; past a run's end
	// it shows the end. (It was 0..1000, and a page at a far tick of a
	// learner's events wrote a link it then refused.)
	MinTick, MaxTick = 0, 3 * engine.MaxTick
	// The record's in-progress life: ticks of processing (0 commits at
	// once) and the lease (0: twice the processing).
	MinProcessing, MaxProcessing = 0, 10
	MinLease, MaxLease           = 0, 40
	// MinLab, MaxLab: the lab step the page opens (lab=N); 0 opens none.
	MinLab, MaxLab = 0, 5
	// MinReview, MaxReview: review=1 opens the spaced review.
	MinReview, MaxReview = 0, 1
)

// Defaults are the lesson's settings.
var Defaults = State{
	Scenario:  engine.DefaultScenario,
	Seed:      engine.ReferenceSeed,
	Partition: 4,
	Deadline:  engine.ReferenceDeadline,
	Retention: 0,
	Lang:      "en",
	View:      "network",
}

// Langs are the languages of the page's labels.
var Langs = []string{"en", "ja"}

// State is every parameter the page shows.
type State struct {
	Scenario  string // a named scenario (engine.Scenarios)
	Seed      uint64
	Partition int64 // partition length in ticks
	Deadline  int64 // recovery deadline tick
	Retention int64 // dedupe entry lifetime in ticks; 0 keeps entries forever
	// Processing and Lease: ticks a command's processing takes (0: it
	// commits as it arrives) and a claim's lease (0: twice the processing).
	Processing int64
	Lease      int64
	Mutations  []engine.Mutation
	// Faults are the learner's interventions (faults=, faults.go).
	Faults []engine.Fault
	// Events are the learner's own events for a fixture story (events=,
	// events.go); nil runs the story's own.
	Events []engine.Event
	// Model is the generated story's knobs the link sets (m.clients=3, in
	// engine.ModelKnobs' order); nil runs the story's own model.
	Model []engine.ModelSetting
	T     int64 // playhead tick
	Lang  string
	Embed bool
	Lab   int64 // the lesson's practice step the page opens, 1..5; 0 for none
	// Review, 1, opens the lesson's spaced review (review=1); 0 does not.
	Review int64
	View   string // which view the page shows: Views (network by default)
	// FLP is view=flp's play of the FLP world: its parameters' text, in
	// FLPParams' order, "" where the link gives none (flp.go; PlayOf reads it).
	FLP [6]string
	// Attempt is the timed-out attempt view=worlds forks the run at, as
	// the trace names it ("c1.confirm#1"); "" for the run's first.
	Attempt string
	// Challenge names the challenge the run plays (challenge=ID, a
	// solution's link; internal/challenge knows which ids exist).
	Challenge string
	// Panels and Origin are for an embedded frame (embed.go): the parts it
	// shows beyond the essentials, and the one course page that drives it.
	Panels []string
	// Lock names the parameters an embedding course fixed (lock=): a
	// change to any of them is refused (Merge), whoever asks.
	Lock   []string
	Origin string
	// Grading is how the course counts a checked answer tried more than
	// once (grading=): by its first try, its best or its last; "" is
	// best, the default (embed.go).
	Grading string
	// Feedback is when the quiz shows its verdicts, the runs behind them,
	// the model answers and the score (feedback=): "" at once, "after"
	// once the learner has submitted. The course's, as Grading is.
	Feedback string
	// Tries caps the checks of each quiz question (attempts=N, 1 to
	// MaxTries); 0: no cap. The course's, as Grading is.
	Tries int64
	// Made is what the link says of the run it was made from (v=, h=;
	// made.go).
	Made Made
	// B holds the b.-prefixed parameters the URL gives: set, they turn on a
	// second run B that takes A's value for every parameter B does not name
	// (BState). nil when the page compares nothing.
	B *BParams
}

// Views are the page's views (view=...), the default first.
var Views = []string{"network", "spacetime", "boundary", "worlds", "events", "challenges", "decision", "flp"}

// Named is s's scenario (the default one if s names none it knows).
func (s State) Named() engine.Named {
	return resolved(s.Scenario, s.Model, s.Events, func() engine.Named {
		n, err := engine.LookupScenario(s.Scenario)
		if err != nil {
			n, _ = engine.LookupScenario(engine.DefaultScenario)
		}
		if m, err := n.WithModel(s.Model); err == nil { // Parse keeps only settings that apply
			n = m
		}
		return withEvents(n, s.Events)
	})
}

// withEvents is n with its fixture's events replaced by events (the
// learner's, events=), or n itself for nil or a generated story.
func withEvents(n engine.Named, events []engine.Event) engine.Named {
	if events == nil || n.Fixture == nil {
		return n
	}
	sc := *n.Fixture
	sc.Events = engine.MarkEdited(n.Fixture.Events, events) // what the learner changed is marked by you
	n.Fixture = &sc
	return n
}

// ScenarioKey names what s runs apart from its knobs: the scenario, its
// model's settings and the learner's events when it has them, hashed
// (runkey.go). Equal keys compile to the same scenario.
func (s State) ScenarioKey() string { return scenarioKey(s) }

// Parse reads a raw query string (with or without the leading "?"). Missing
// parameters take their defaults silently; bad ones take their defaults with
// a Problem. Unknown parameters are ignored (course pages add their own).
//
// The scenario is read first: knobs the URL does not give take that story's
// defaults (DefaultsFor).
func Parse(raw string) (State, []Problem) {
	return parseValues(parseQuery(strings.TrimPrefix(raw, "?")))
}

// IsLink reports whether raw (a query, with or without its "?") is a link
// the page wrote: every one names its scenario (Encode). Parse reads any
// text, a word with no parameter in it as the default run; a claim, which
// names its run, asks this first.
func IsLink(raw string) bool {
	_, ok := parseQuery(strings.TrimPrefix(raw, "?"))["scenario"]
	return ok
}

// parseValues reads parameter values by name, as a link gives them.
func parseValues(vals map[string]string) (State, []Problem) {
	r := reading{vals: vals}
	return r.state()
}

// parseEventsParam reads events= for a fixture story: nil, with a
// problem, when it is bad or the story is generated.
func parseEventsParam(named engine.Named, v string, probs *problems) []engine.Event {
	if named.Fixture == nil {
		probs.add("events", v, "choice", 0, 0, "", "cannot apply: a generated scenario's events come from its model")
		return nil
	}
	events, err := DecodeEvents(v)
	if err != nil {
		probs.add("events", v, "choice", 0, 0, "", "is not an event list the page can run: "+err.Error())
		return nil
	}
	if events == nil {
		events = []engine.Event{}
	}
	return events
}

// parseFaultsParam reads faults= for s's story.
func parseFaultsParam(s *State, named engine.Named, v string, probs *problems) {
	faults, err := ParseFaults(v)
	if err != nil {
		probs.add("faults", v, "choice", 0, 0, "", err.Error())
		return
	}
	checkFaults(s, named, faults, v, probs)
}

// checkFaults keeps faults (written text) in s if each names an attempt
// the story has; only a generated story takes them.
func checkFaults(s *State, named engine.Named, faults []engine.Fault, text string, probs *problems) {
	if len(faults) > 0 {
		if _, err := named.Resolve(engine.Overrides{Faults: faults}); err != nil {
			reason := err.Error()
			if pe, ok := err.(*engine.ParamError); ok {
				reason = pe.Value + " " + pe.Reason
			}
			probs.add("faults", text, "choice", 0, 0, "", reason)
			return
		}
	}
	s.Faults = faults
}

// mutationList reads a comma-separated list of mutations in one canonical
// order, so equal settings give equal URLs; unknown names are problems.
func mutationList(field, v string, probs *problems) []engine.Mutation {
	var out []engine.Mutation
	for _, part := range strings.Split(v, ",") {
		name := strings.TrimSpace(part)
		switch m := engine.Mutation(name); {
		case name == "":
		case !slices.Contains(engine.AllMutations, m):
			probs.add(field, name, "unknown-mutation", 0, 0, "",
				"is not a known mutation (known: "+engine.MutationNames()+")")
		case !slices.Contains(out, m):
			out = append(out, m)
		}
	}
	slices.SortFunc(out, func(a, b engine.Mutation) int {
		return slices.Index(engine.AllMutations, a) - slices.Index(engine.AllMutations, b)
	})
	return out
}

func mutationNames(ms []engine.Mutation) string {
	return strings.Join(engine.MutationStrings(ms), ",")
}

// Encode writes s as a query string (without "?") in a fixed parameter order,
// carrying every parameter, so a copied URL restores exactly this view. The
// view (when not the network), the lab step (when one is open), the embed's
// panels and origin (when given) and run B's parameters (when it runs) are
// written only then, last, so links without them read as before.
// RunQuery is s's link as far as it decides the run and the language it
// is told in: what an export is made from (internal/evidence's record), the
// same whatever view, embedding or playhead the page had.
func RunQuery(s State) string {
	return Encode(State{Scenario: s.Scenario, Seed: s.Seed, Partition: s.Partition, Deadline: s.Deadline, Retention: s.Retention,
		Processing: s.Processing, Lease: s.Lease, Mutations: s.Mutations, Faults: s.Faults, Events: s.Events, Model: s.Model, Lang: s.Lang})
}

func Encode(s State) string {
	did("encode")
	return writePairs(encodePairs(s))
}

// writePairs writes pairs as a query.
func writePairs(pairs [][2]string) string {
	var b strings.Builder
	for i, p := range pairs {
		if i > 0 {
			b.WriteByte('&')
		}
		b.WriteString(p[0])
		b.WriteByte('=')
		// Commas stay readable in lists, and colons in faults (a query
		// allows both); everything else is escaped.
		v := strings.ReplaceAll(queryEscape(p[1]), "%2C", ",")
		if p[0] == "faults" {
			v = strings.ReplaceAll(v, "%3A", ":")
		}
		b.WriteString(v)
	}
	return b.String()
}

// encodePairs is s's parameters as Encode writes them, in its order.
func encodePairs(s State) [][2]string {
	embed := "0"
	if s.Embed {
		embed = "1"
	}
	pairs := [][2]string{
		{"scenario", s.Scenario},
		{"seed", strconv.FormatUint(s.Seed, 10)},
		{"partition", strconv.FormatInt(s.Partition, 10)},
		{"deadline", strconv.FormatInt(s.Deadline, 10)},
		{"retention", strconv.FormatInt(s.Retention, 10)},
	}
	if d := s.Named().Defaults; s.Processing|s.Lease|d.Processing|d.Lease != 0 { // written only then: older links read as before
		pairs = append(pairs, [2]string{"processing", strconv.FormatInt(s.Processing, 10)}, [2]string{"lease", strconv.FormatInt(s.Lease, 10)})
	}
	pairs = append(pairs, [2]string{"mutations", mutationNames(s.Mutations)})
	pairs = append(pairs, encodeModel(s.Model)...) // only those set: older links read as before
	if len(s.Faults) > 0 {                         // only then: older links read as before
		pairs = append(pairs, [2]string{"faults", FaultsText(s.Faults)})
	}
	if s.Events != nil {
		pairs = append(pairs, [2]string{"events", EncodeEvents(s.Events)})
	}
	pairs = append(pairs, [][2]string{
		{"t", strconv.FormatInt(s.T, 10)},
		{"lang", s.Lang},
		{"embed", embed},
	}...)
	if s.View != "" && s.View != Views[0] { // "" (a State built in code) is the network too
		pairs = append(pairs, [2]string{"view", s.View})
	}
	pairs = append(pairs, encodeFLP(s)...)
	if s.Lab != 0 {
		pairs = append(pairs, [2]string{"lab", strconv.FormatInt(s.Lab, 10)})
	}
	if s.Review != 0 {
		pairs = append(pairs, [2]string{"review", strconv.FormatInt(s.Review, 10)})
	}
	if s.Attempt != "" {
		pairs = append(pairs, [2]string{"attempt", s.Attempt})
	}
	if s.Challenge != "" {
		pairs = append(pairs, [2]string{"challenge", s.Challenge})
	}
	pairs = append(pairs, encodeEmbed(s)...)
	pairs = append(pairs, encodeB(s.B)...)
	return append(pairs, encodeMade(s.Made)...)
}
