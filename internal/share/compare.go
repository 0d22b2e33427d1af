package share

import (
	"slices"
	"strconv"

	"coordsim/engine"
)

// Comparing two runs: the b.-prefixed parameters (b.partition=9,
// b.scenario=response-lost, b.mutations=dedupe-off) name what run B
// changes; B takes run A's value for everything else.

// BParams are the parameters run B names (b.scenario, b.seed, ...); nil
// fields take run A's value.
type BParams struct {
	Scenario  *string
	Seed      *uint64
	Partition *int64
	Deadline  *int64
	Retention *int64
	Mutations *[]engine.Mutation
	// Original (b.original=1): B runs the story as it was, without the
	// learner's events and interventions.
	Original bool
}

// BState is run B's full state: s with the b. parameters applied. ok is
// false when s compares nothing. A B scenario without a partition runs
// without one; a B scenario with one, under an A without, takes its own.
func (s State) BState() (State, bool) {
	if s.B == nil {
		return State{}, false
	}
	b := s
	b.B = nil
	b.Mutations = slices.Clone(s.Mutations)
	if s.B.Scenario != nil {
		b.Scenario = *s.B.Scenario
	}
	if s.B.Seed != nil {
		b.Seed = *s.B.Seed
	}
	if s.B.Partition != nil {
		b.Partition = *s.B.Partition
	}
	if s.B.Deadline != nil {
		b.Deadline = *s.B.Deadline
	}
	if s.B.Retention != nil {
		b.Retention = *s.B.Retention
	}
	if s.B.Mutations != nil {
		b.Mutations = slices.Clone(*s.B.Mutations)
	}
	if b.Scenario != s.Scenario || s.B.Original { // the learner's events are A's story's
		b.Events = nil
	}
	if b.Scenario != s.Scenario || s.B.Original { // the learner's model is A's story's
		b.Model = nil
	}
	if s.B.Original {
		b.Faults = nil
	}
	if b.Named().Model == nil { // a fixture's service commits at once, and takes no faults
		b.Processing, b.Lease, b.Faults = 0, 0, nil
	}
	switch named := b.Named(); {
	case !named.HasPartition():
		b.Partition = 0
	case b.Partition == 0:
		b.Partition = named.DefaultPartition()
	}
	return b, true
}

// Params are the engine parameters of s.
func (s State) Params() engine.Params {
	return engine.Params{Seed: s.Seed, Partition: s.Partition, Deadline: s.Deadline, Retention: s.Retention,
		Processing: s.Processing, Lease: s.Lease, Mutations: slices.Clone(s.Mutations), Faults: slices.Clone(s.Faults)}
}

// DefaultsFor are the settings scenario named is told with: its seed,
// partition length, deadline and retention; the page's own for the rest.
func DefaultsFor(named engine.Named) State {
	s := Defaults
	s.Scenario = named.Name
	// The engine resolves a story's defaults; the page states the partition's
	// length too, since its slider shows one.
	if p, err := named.Resolve(engine.Overrides{}); err == nil {
		s.Seed, s.Deadline, s.Retention, s.Processing, s.Lease = p.Seed, p.Deadline, p.Retention, p.Processing, p.Lease
	}
	s.Partition = named.DefaultPartition()
	return s
}

// parseB reads the b. parameters, over kept (the b. values Merge keeps
// from before for those not given; nil for none): each given is checked
// like A's own, and a bad one is a Problem and left out. B is on when any
// is usable.
func parseB(s State, get func(string) (string, bool), intParam func(string, *int64, int64, int64) bool, kept *BParams, probs *problems) *BParams {
	b := BParams{}
	if kept != nil {
		b = *kept
		b.Partition = nil // B's story decides below
	}
	if v, ok := get("b.scenario"); ok {
		b.Scenario = nil
		if n, err := engine.LookupScenario(v); err == nil {
			b.Scenario = &n.Name
		} else {
			probs.add("b.scenario", v, "choice", 0, 0, "",
				"is not a known scenario (known: "+engine.ScenarioNames()+")")
		}
	}
	named := s.Named()
	if b.Scenario != nil {
		named, _ = engine.LookupScenario(*b.Scenario)
	}
	if v, ok := get("b.seed"); ok {
		b.Seed = nil
		if seed, err := engine.ParseSeed(v); err == nil {
			b.Seed = &seed
		} else {
			probs.add("b.seed", v, "integer", 0, 0, "",
				"must be a whole number from 0 to 18446744073709551615")
		}
	}
	knob := func(name string, keptValue *int64, lo, hi int64) *int64 {
		if _, ok := get(name); !ok {
			return keptValue // in its range: it was read as this one is
		}
		n := new(int64)
		if intParam(name, n, lo, hi) {
			return n
		}
		return nil
	}
	if named.HasPartition() {
		var keptPartition *int64
		if kept != nil {
			keptPartition = kept.Partition
		}
		b.Partition = knob("b.partition", keptPartition, MinPartition, MaxPartition)
	}
	b.Deadline = knob("b.deadline", b.Deadline, MinDeadline, MaxDeadline)
	b.Retention = knob("b.retention", b.Retention, MinRetention, MaxRetention)
	if v, ok := get("b.mutations"); ok {
		ms := mutationList("b.mutations", v, probs)
		b.Mutations = &ms
	}
	if v, ok := get("b.original"); ok {
		b.Original = false
		switch v {
		case "1", "true":
			b.Original = true
		case "0", "false", "":
		default:
			probs.add("b.original", v, "choice", 0, 0, "0", "must be 1 or 0")
		}
	}
	if b == (BParams{}) { // nothing usable: B is off
		return nil
	}
	return &b
}

// encodeB writes the b. parameters b names, in a fixed order.
func encodeB(b *BParams) [][2]string {
	if b == nil {
		return nil
	}
	var pairs [][2]string
	if b.Scenario != nil {
		pairs = append(pairs, [2]string{"b.scenario", *b.Scenario})
	}
	if b.Seed != nil {
		pairs = append(pairs, [2]string{"b.seed", strconv.FormatUint(*b.Seed, 10)})
	}
	for _, k := range []struct {
		name string
		v    *int64
	}{{"b.partition", b.Partition}, {"b.deadline", b.Deadline}, {"b.retention", b.Retention}} {
		if k.v != nil {
			pairs = append(pairs, [2]string{k.name, strconv.FormatInt(*k.v, 10)})
		}
	}
	if b.Mutations != nil {
		pairs = append(pairs, [2]string{"b.mutations", mutationNames(*b.Mutations)})
	}
	if b.Original {
		pairs = append(pairs, [2]string{"b.original", "1"})
	}
	return pairs
}
