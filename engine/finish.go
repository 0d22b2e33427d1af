package engine

import (
	"cmp"
	"fmt"
	"slices"
)

// finish turns the run's state into its Result.
func (s *sim) finish() *Result {
	r := &Result{
		Scenario:          s.sc.Name,
		Seed:              s.p.Seed,
		Params:            s.p,
		Trace:             s.trace,
		PartitionStarted:  s.started,
		BufferedCount:     s.buffered,
		DeliverySequences: s.seqs,
		FinalState:        s.state,
		Commits:           s.commits,
		Keys:              s.keys,
		Generation:        s.generation,
	}
	for i := 1; i < len(s.seqs); i++ {
		if s.seqs[i-1] > s.seqs[i] {
			r.ReorderObserved = true
			break
		}
	}
	for i := range s.trace {
		if e := s.trace[i].Error; e != nil {
			r.Rejections = append(r.Rejections, *e)
			if e.Code == CodeConflict {
				r.Conflicts = append(r.Conflicts, *e)
			}
		}
	}
	r.Store = make([]StoredEntry, 0, len(s.storeOrder))
	for _, key := range s.storeOrder {
		r.Store = append(r.Store, *s.store[key])
	}
	if s.retention == 0 && len(r.Store) < len(s.store) {
		// storeOrder is only maintained alongside the store; keep both honest.
		panic("engine: dedupe store and its key order disagree")
	}
	slices.SortFunc(r.Store, func(a, b StoredEntry) int { return cmp.Compare(a.Key, b.Key) })

	outcome := RecoveryDeadlineExceeded
	if s.recovered && s.recoveryTick <= s.deadline {
		outcome = RecoveredBeforeDeadline
	}
	r.Recovery = Recovery{
		Tick: s.recoveryTick, HasTick: s.recovered, DeadlineTick: s.deadline, Outcome: outcome,
		Released: s.released, Residual: s.buffered - s.released,
	}
	for i := range s.msgs {
		if s.msgs[i].heldAt(s.deadline) {
			r.Recovery.ResidualAtDeadline++
		}
	}
	r.Users = s.userResults()
	s.checkAccounting()
	s.checkUsers(r.Users)
	r.Invariants = s.oracle.verdicts
	return r
}

// heldAt reports whether the message sat in the partition buffer at tick.
func (f *messageFate) heldAt(tick int64) bool {
	return f.heldFrom >= 0 && f.heldFrom <= tick && (f.processed < 0 || f.processed > tick)
}

// userResults says, per command (dedupe key, in order of first arrival), what
// its user is shown: the latest answer by the judgment tick, or uncertainty.
// A command is judged at the deadline, or at the end of the run if it was
// first sent after the deadline.
func (s *sim) userResults() []UserResult {
	var out []UserResult
	index := map[string]int{}
	firstSent := map[string]int64{}
	for i := range s.msgs {
		f := &s.msgs[i]
		key := f.ev.DedupeKey
		if _, ok := index[key]; !ok {
			index[key] = len(out)
			out = append(out, UserResult{EventID: f.ev.ID, Key: key})
			firstSent[key] = f.ev.Tick
		}
	}
	for i := range s.msgs {
		f := &s.msgs[i]
		key := f.ev.DedupeKey
		u := &out[index[key]]
		judge := s.deadline
		if firstSent[key] > s.deadline {
			judge = MaxTick * 2
		}
		if f.answered && f.processed >= 0 && f.processed <= judge {
			u.EventID, u.Status, u.Result, u.Error, u.Message, u.Reconcile = f.ev.ID, Definite, f.result, f.rejection, "", false
			continue
		}
		if u.Status == Definite {
			continue // an earlier attempt already answered
		}
		u.EventID, u.Status, u.Message = f.ev.ID, Indefinite, UncertainMessage
		// The partition layer knows a held message is in flight and the
		// recovery policy surfaces it; an answer lost in a crash leaves no
		// such record.
		if f.heldAt(judge) {
			u.Reconcile = true
		}
		u.trace = f.traceIndex
		if u.trace < 0 {
			u.trace = f.arrival
		}
		u.tick = f.ev.Tick
	}
	return out
}

// checkAccounting verifies that every message was processed or is still held,
// and that the buffer's counts add up.
func (s *sim) checkAccounting() {
	held := 0
	for i := range s.msgs {
		f := &s.msgs[i]
		stillHeld := f.heldFrom >= 0 && f.processed < 0
		if stillHeld {
			held++
		}
		if f.processed < 0 && !stillHeld {
			s.oracle.violate(InvNoMessageVanishes, f.arrival, f.ev.Tick, fmt.Sprintf("%s was neither delivered, dropped on record, nor held", f.ev.ID))
		}
	}
	if s.buffered != s.released+held {
		s.oracle.violate(InvNoMessageVanishes, len(s.trace)-1, 0, fmt.Sprintf("buffered %d != released %d + still held %d", s.buffered, s.released, held))
	}
}

func (s *sim) checkUsers(users []UserResult) {
	for _, u := range users {
		if u.Status == Indefinite && !u.Reconcile {
			s.oracle.violate(InvDefiniteOrFlagged, u.trace, u.tick, fmt.Sprintf("the user of %s got no answer and nothing flags it for reconciliation", u.Key))
		}
	}
}
