package engine

import (
	"fmt"
	"slices"
)

// The oracle: the invariants every run is checked against, each with the
// first trace entry that breaks it. They observe the service from beside
// it: observe each committed delivery, account for every message at the
// end, observeUsers what the users are told (truth.go walks their answers
// for users-told-the-truth), and for a generated run accountFlights for
// every message on its network. Adding an invariant touches this file (or
// truth.go) and the catalogue.

// Invariant names, in the order they are reported.
const (
	InvAtMostOnceEffect  = "at-most-one-effect-per-key"
	InvDuplicateFirst    = "duplicate-gets-first-result"
	InvConflictUnchanged = "conflict-changes-nothing"
	InvNoMessageVanishes = "no-message-vanishes"
	InvDefiniteOrFlagged = "definite-or-flagged-by-deadline"
	// InvStoreOwnCommand: a stored result answers only the command that
	// made it (a key too wide lets one command's entry answer another).
	InvStoreOwnCommand = "store-answers-only-its-command"
	// InvUsersToldTruth: what the users are told has a sequential
	// explanation (the command-level history is linearizable; truth.go).
	InvUsersToldTruth = "users-told-the-truth"
	// InvEveryClaimResolves: no record stays in progress past its lease
	// (inprogress.go).
	InvEveryClaimResolves = "every-claim-resolves"
)

var invariantNames = [...]string{InvAtMostOnceEffect, InvDuplicateFirst, InvConflictUnchanged, InvNoMessageVanishes, InvDefiniteOrFlagged, InvStoreOwnCommand, InvUsersToldTruth, InvEveryClaimResolves}

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

// The oracle checks each delivery against its memory of the key: its first
// accepted input, its first result, its effects. An input the service
// rejected (a stale transition) made nothing to remember, so a later
// delivery of other input under the key is a first, not a conflict. A key's
// first delivery is only noted (observeFirst); any later one, or a repeated
// effect, is checked (observeAgain). before and after are the key's state
// and stored entry around the delivery; applied says its transition took
// effect (the entry ChangesState).

// observe checks a delivery once it is committed: whether it was answered
// from another command's entry, and what the key's record says of it.
func (s *sim) observe(d *delivery) {
	idx := int(d.fate.traceIndex) // the delivery's entry
	if d.entry.StoredBy != 0 && d.entry.StoredBy-1 != d.st.key {
		s.violate(InvStoreOwnCommand, idx, d.tick, d.entry.EventID+" was answered from the entry another command stored under key "+d.slot.key)
	}
	rec := &s.recs[d.st.key]
	if rec.again(d.applied) {
		after := keySnapshot{d.order.State, d.slot.entry}
		s.observeAgain(idx, d.entry, rec, d.fate, &d.before, &after, d.applied)
		return
	}
	rec.observeFirst(d.entry, d.fate, d.applied)
}

// again reports whether the oracle must look harder at this delivery: the
// key was seen before, or an effect repeats.
func (rec *keyRecord) again(applied bool) bool {
	return rec.seen || (applied && rec.effects > 0)
}

// observeFirst remembers a key's first delivery (again was false).
func (rec *keyRecord) observeFirst(e *TraceEntry, fate *messageFate, applied bool) {
	if e.Error == nil {
		rec.seen, rec.firstFP = true, fate.st.fp
	}
	if applied {
		rec.effects++
	}
	if rec.first == nil && e.Result != nil {
		rec.first = e.Result
	}
}

// observeAgain checks a delivery for which again was true.
func (s *sim) observeAgain(idx int, e *TraceEntry, rec *keyRecord, fate *messageFate, before, after *keySnapshot, applied bool) {
	fp := fate.st.fp
	seen := rec.seen // whether it was, before this delivery
	if !seen && e.Error == nil {
		rec.seen, rec.firstFP = true, fp
	}
	if applied {
		rec.effects++
	}
	if applied && rec.effects > 1 {
		s.violate(InvAtMostOnceEffect, idx, e.Tick, fmt.Sprintf("%s applied its transition a %s time under key %s", e.EventID, ordinal(int(rec.effects)), s.c.key(fate.st.key)))
	}
	switch {
	case seen && rec.firstFP.Equal(fp) && rec.first != nil && fate.answered: // a crash that answered nothing told no one anything
		if fate.result == nil || (fate.result != rec.first && *fate.result != *rec.first) { // the stored result itself, usually
			s.violate(InvDuplicateFirst, idx, e.Tick, fmt.Sprintf("%s got %s instead of the first result (state %s) for key %s", e.EventID, answerText(fate), rec.first.State, s.c.key(fate.st.key)))
		}
	case seen && !rec.firstFP.Equal(fp):
		if *before != *after {
			s.violate(InvConflictUnchanged, idx, e.Tick, fmt.Sprintf("%s carried other input under key %s and changed the order %s -> %s", e.EventID, s.c.key(fate.st.key), before.state, after.state))
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

// account checks that every message was processed or is still held, and
// that the buffer's counts add up, and counts the messages still held when
// the deadline passed.
func (s *sim) account(r *Result) {
	held, vanished := 0, -1 // the first message neither processed nor held
	for i := range s.msgs {
		f := &s.msgs[i]
		if f.heldAt(s.deadline) {
			r.Recovery.ResidualAtDeadline++
		}
		switch {
		case f.processed >= 0:
		case f.heldFrom >= 0:
			held++
		case vanished < 0:
			vanished = i
		}
	}
	if vanished >= 0 {
		s.vanished(&s.msgs[vanished])
	}
	if s.buffered != s.released+held {
		s.violate(InvNoMessageVanishes, len(s.trace)-1, 0, fmt.Sprintf("buffered %d != released %d + still held %d", s.buffered, s.released, held))
	}
}

// accountFlights checks that every message on a generated run's network
// was delivered, lost on record, or is still held, and counts those held
// past the deadline.
func (ns *netsim) accountFlights(r *Result) {
	for i := range ns.flights {
		f := &ns.flights[i]
		if f.HeldFrom >= 0 && f.HeldFrom <= ns.deadline && f.Arrive > ns.deadline {
			r.Recovery.ResidualAtDeadline++
		}
		if f.Trace < 0 && f.HeldFrom < 0 {
			ns.violate(InvNoMessageVanishes, len(ns.trace)-1, f.Sent, f.ID+" was neither delivered, dropped on record, nor held")
		}
	}
}

// observeUsers checks what the users are told: every uncertain user is
// flagged for reconciliation, and (walking them as checkTruth first would)
// whether a sequential order of the service explains their answers; it
// reports whether the walk did. conflicts are the run's (Result.Conflicts):
// without any, the walk keeps no table of keys (truthWalk.start).
func (s *sim) observeUsers(users []UserResult, conflicts []*Rejection) bool {
	var w truthWalk
	w.start(s.tableFor(conflicts), s.c.sc.InitialState, len(s.c.commands))
	if len(users) > 0 { // the first user's order, so that its user can take the usual step
		w.enter(s.c.commands[users[0].Command-1].order)
	}
	for i := range users {
		u := &users[i]
		if u.Status == Indefinite && !u.Reconcile {
			s.violate(InvDefiniteOrFlagged, u.Entry, u.DecidedAt, fmt.Sprintf("the user of %s got no answer and nothing flags it for reconciliation", u.Key))
		}
		cmd := &s.c.commands[u.Command-1] // a fixture's user always has its command
		if w.answeredInTurn(u, cmd) && w.explains(u, cmd) {
			w.takeInTurn(u, cmd)
		} else {
			w.step(u, cmd)
		}
	}
	return !w.failed
}

// vanished records message f as neither processed nor held.
func (s *sim) vanished(f *messageFate) {
	s.violate(InvNoMessageVanishes, int(f.arrival), f.st.ev.Tick, fmt.Sprintf("%s was neither delivered, dropped on record, nor held", f.st.ev.ID))
}
