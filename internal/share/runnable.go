package share

import (
	"slices"
	"strconv"

	"coordsim/engine"
)

// The engine has the last word on a link. Each value can pass its own
// parser and still be one the story cannot run with the link's others: a
// partition stretched over the next one, a conflicting retry where no
// message is duplicated. Such a value is dropped with a problem naming it,
// as a bad value is, and the rest of the link is kept; the page used to
// show the lesson in the link's place without a word.

// refusedReason is the problem's reason (code "refused").
const refusedReason = "cannot run with this link's other settings"

// keepRunnable drops from s each value the engine refuses, run A's first
// and then run B's; each drop is a problem.
func keepRunnable(s *State, probs *problems) {
	for range len(engine.AllMutations) + 4 { // one drop per field, at most
		pe := refusal(*s)
		if pe == nil || !dropRefused(s, pe, probs) {
			break
		}
	}
	for range len(engine.AllMutations) + 2 {
		b, ok := s.BState()
		if !ok {
			return
		}
		pe := refusal(b)
		if pe == nil || !dropRefusedB(s, b, pe, probs) {
			return
		}
	}
}

// refusal is what the engine says against running s, or nil when it
// would run it (or refuses it for a reason no single value explains). A
// generated story is not asked: its values are each checked against it as
// they are read (Resolve, WithModel), and compiling its model on every
// parse took 0.8 ms (random-faults, 20 clients) against 10 µs for the rest.
func refusal(s State) *engine.ParamError {
	named := s.Named()
	if named.Model != nil {
		return nil
	}
	c, err := named.Compile()
	if err == nil {
		err = c.Accepts(s.Params())
	}
	if err == nil {
		return nil
	}
	if pe, ok := err.(*engine.ParamError); ok { // as the engine returns it (errors.As would bring reflection into the page's WASM)
		return pe
	}
	if s.Events != nil { // the learner's events do not compile
		return &engine.ParamError{Field: "events", Value: "~" + EncodeEvents(s.Events), Reason: err.Error()}
	}
	return nil
}

// dropRefused drops run A's value pe names, to its story's default; false
// when pe names nothing a link sets.
func dropRefused(s *State, pe *engine.ParamError, probs *problems) bool {
	defaults := DefaultsFor(s.Named())
	switch pe.Field {
	case "partition":
		if s.Partition == defaults.Partition {
			return false
		}
		probs.add("partition", strconv.FormatInt(s.Partition, 10), "refused", 0, 0, strconv.FormatInt(defaults.Partition, 10), refusedReason)
		s.Partition = defaults.Partition
	case "mutation":
		m, ok := refusedMutation(s.Mutations, pe)
		if !ok {
			return false
		}
		probs.add("mutations", string(m), "refused", 0, 0, "", refusedReason)
		s.Mutations = without(s.Mutations, m)
	case "events":
		if s.Events == nil {
			return false
		}
		probs.add("events", "~"+EncodeEvents(s.Events), "refused", 0, 0, "", refusedReason)
		s.Events = nil
	case "fault", "faults":
		if s.Faults == nil {
			return false
		}
		probs.add("faults", FaultsText(s.Faults), "refused", 0, 0, "", refusedReason)
		s.Faults = nil
	default:
		return false
	}
	return true
}

// dropRefusedB drops run B's value pe names (b is s's run B); a value B
// takes from A is replaced in B alone.
func dropRefusedB(s *State, b State, pe *engine.ParamError, probs *problems) bool {
	switch pe.Field {
	case "partition":
		def := DefaultsFor(b.Named()).Partition
		if b.Partition == def {
			return false
		}
		probs.add("b.partition", strconv.FormatInt(b.Partition, 10), "refused", 0, 0, strconv.FormatInt(def, 10), refusedReason)
		s.B.Partition = &def
	case "mutation":
		m, ok := refusedMutation(b.Mutations, pe)
		if !ok {
			return false
		}
		probs.add("b.mutations", string(m), "refused", 0, 0, "", refusedReason)
		kept := without(b.Mutations, m)
		s.B.Mutations = &kept
	default:
		return false
	}
	return true
}

// refusedMutation is the mutation of ms that pe names (its value is the
// quoted name).
func refusedMutation(ms []engine.Mutation, pe *engine.ParamError) (engine.Mutation, bool) {
	name, err := strconv.Unquote(pe.Value)
	if err != nil || !slices.Contains(ms, engine.Mutation(name)) {
		return "", false
	}
	return engine.Mutation(name), true
}

// without is ms without m, nil when none is left (as a link's empty
// mutations= reads).
func without(ms []engine.Mutation, m engine.Mutation) []engine.Mutation {
	out := slices.DeleteFunc(slices.Clone(ms), func(x engine.Mutation) bool { return x == m })
	if len(out) == 0 {
		return nil
	}
	return out
}
