package engine

import (
	"fmt"
	"slices"
)

// The oracle: the invariants every run is checked against, each with the
// first trace entry that breaks it.

var invariantNames = [...]string{InvAtMostOnceEffect, InvDuplicateFirst, InvConflictUnchanged, InvNoMessageVanishes, InvDefiniteOrFlagged, InvStoreOwnCommand, InvUsersToldTruth}

// InvariantNames lists the invariants in the order every Result reports
// them.
func InvariantNames() []string { return slices.Clone(invariantNames[:]) }

// violate records the first violation of invariant name.
func (s *sim) violate(name string, idx int, tick int64, detail string) {
	s.verdictsFresh = false
	for i := range s.verdicts {
		v := &s.verdicts[i]
		if v.Name == name && v.Holds {
			v.Holds, v.FirstViolation, v.Tick, v.Detail = false, idx, tick, detail
		}
	}
}

// observe checks the per-delivery invariants against the oracle's memory of
// the key: its first accepted input, its first result, its effects. An input
// the service rejected (a stale transition) made nothing to remember, so a
// later delivery of other input under the key is a first, not a conflict.
// e is the delivery's entry, trace[idx]; before and after are the key's
// state and stored entry around it; applied says its transition took effect
// (the entry ChangesState).
func (s *sim) observe(idx int, e *TraceEntry, rec *keyRecord, fate *messageFate, before, after *keySnapshot, applied bool) {
	seen := rec.seen
	if !seen && e.Error == nil {
		rec.seen, rec.firstFP = true, fate.st.fp
	}
	if applied {
		rec.effects++
	}
	if seen || rec.effects > 1 {
		// Only here can an invariant break: apart, and last, so that the
		// usual delivery's checks keep nothing past a call.
		s.observeAgain(idx, e, rec, fate, before, after, applied, seen)
		return
	}
	if rec.first == nil && e.Result != nil {
		rec.first = e.Result
	}
}

// observeAgain is observe for a key seen before (or an effect repeated);
// seen is whether it was, before this delivery.
func (s *sim) observeAgain(idx int, e *TraceEntry, rec *keyRecord, fate *messageFate, before, after *keySnapshot, applied, seen bool) {
	fp := fate.st.fp
	if applied && rec.effects > 1 {
		s.violate(InvAtMostOnceEffect, idx, e.Tick, fmt.Sprintf("%s applied its transition a %s time under key %s", e.EventID, ordinal(rec.effects), s.c.keys[fate.st.key]))
	}
	switch {
	case seen && rec.firstFP.Equal(fp) && rec.first != nil && fate.answered: // a crash that answered nothing told no one anything
		if fate.result == nil || (fate.result != rec.first && *fate.result != *rec.first) { // the stored result itself, usually
			s.violate(InvDuplicateFirst, idx, e.Tick, fmt.Sprintf("%s got %s instead of the first result (state %s) for key %s", e.EventID, answerText(fate), rec.first.State, s.c.keys[fate.st.key]))
		}
	case seen && !rec.firstFP.Equal(fp):
		if *before != *after {
			s.violate(InvConflictUnchanged, idx, e.Tick, fmt.Sprintf("%s carried other input under key %s and changed the order %s -> %s", e.EventID, s.c.keys[fate.st.key], before.state, after.state))
		}
	}
	if rec.first == nil && e.Result != nil {
		rec.first = e.Result
	}
}

func ordinal(n int) string {
	switch n {
	case 2:
		return "second"
	case 3:
		return "third"
	}
	return fmt.Sprintf("%dth", n)
}

func answerText(f *messageFate) string {
	switch {
	case f.result != nil:
		return "state " + f.result.State
	case f.rejection != nil:
		return "rejection " + f.rejection.Code
	}
	return "no answer"
}
