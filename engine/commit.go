package engine

// The order service's commit (deliver.go has the protocol): the state and
// the dedupe entry written together (or, under a mutation, not), a typed
// rejection, the stored first result replayed, or a crash inside the
// commit.

// commit publishes the order's state and the dedupe entry together: one
// modeled commit boundary, so no retry can observe half of the business
// effect. effect is a read's, an applied transition's, or one whose
// process crashes once the commit has landed (d.crashed).
func (s *sim) commit(d *delivery, effect Effect) {
	state := d.order.State
	stored := s.entries.next()
	stored.Key, stored.InputFingerprint, stored.StoredTick = d.slot.key, d.st.fp, d.tick
	d.stats.commit(state, stored, true)
	res := &stored.Result
	d.entry.Effect, d.entry.Result = effect, res
	d.fate.answer(res, nil)
	res.OrderID, res.State = d.order.ID, state
	if effect == EffectRead {
		res.Observation = d.id
	} else {
		res.Confirmation = s.c.confirmation(d.st.key)
	}
	if s.dedupe {
		if d.slot.entry == nil {
			s.storeOrder = append(s.storeOrder, d.si)
		}
		d.slot.entry, d.slot.owner, d.slot.expired = stored, d.st.key, false
		d.entry.Store = StoreAdded
	}
	if d.crashed {
		d.fate.answered, d.fate.result = false, nil // the response died with the process
		s.crash()
	}
}

// apply writes the allowed transition: whole (commit), or with the process
// dying inside the commit, which a model draws and the non-atomic-commit
// mutation forces once.
func (s *sim) apply(d *delivery) {
	d.order.State = d.st.ev.Transition.To
	d.stats.Applied++
	d.applied = true
	switch {
	case !s.crashesAfterStateWrite():
		s.commit(d, EffectApplied)
	case s.atomic:
		// The commit lands whole; the crash takes only the response.
		d.crashed = true
		s.commit(d, EffectCommittedThenCrashed)
	default:
		res := s.crashBeforeDedupeWrite(d.entry, d.stats, d.slot, d.tick, d.order.State)
		res.OrderID, res.State, res.Confirmation = d.order.ID, d.st.ev.Transition.To, s.c.confirmation(d.st.key)
		s.crash()
		d.crashed = true
	}
}

// replay answers a retry with the stored first result, applying nothing.
func (s *sim) replay(d *delivery) {
	stored := d.stored
	stored.ReuseCount++
	d.stats.Reuses++
	d.stats.LastReused = &stored.Result
	d.entry.Effect, d.entry.Result, d.entry.Store = EffectReused, &stored.Result, StoreReused
	d.fate.answer(&stored.Result, nil)
	d.entry.StoredBy = d.slot.owner + 1
}

// rejectConflict refuses other input under a key already used (422):
// store and state unchanged.
func (s *sim) rejectConflict(d *delivery) {
	rej := s.reject(d.entry, d.fate, EffectConflict)
	rej.ErrorType, rej.Code, rej.Key, rej.AttemptedFingerprint = "IdempotencyConflict", CodeConflict, d.slot.key, d.st.fp
	rej.StoredFingerprint, rej.AppliedStateTransitions = d.stored.InputFingerprint, d.stats.Applied
	d.entry.StoredBy = d.slot.owner + 1 // answered from the store, as a replay is
}

// rejectStale refuses a transition from a state the order is not in.
func (s *sim) rejectStale(d *delivery) {
	rej := s.reject(d.entry, d.fate, EffectStale)
	rej.ErrorType, rej.Code, rej.Key, rej.AttemptedFingerprint = "StaleTransition", CodeStale, d.slot.key, d.st.fp
	rej.ExpectedState, rej.ActualState, rej.AppliedStateTransitions = d.st.ev.Transition.From, d.order.State, d.stats.Applied
}

// crashesAfterStateWrite decides whether the process dies inside this
// commit, right after the order's state is written. In a fixture that
// happens only under the non-atomic-commit mutation, at the first state
// change; a generated model draws it.
func (s *sim) crashesAfterStateWrite() bool {
	if s.net != nil {
		return s.net.drawCrash()
	}
	return !s.atomic && !s.crashed
}

// crash ends the process's volatile generation; what was persisted stays.
func (s *sim) crash() {
	s.crashed, s.down = true, true
	s.generation++
}

// crashBeforeDedupeWrite models the non-atomic commit: the state write landed,
// then the process died before the dedupe entry and the response were written.
// It returns the written result for the caller to fill in place.
func (s *sim) crashBeforeDedupeWrite(entry *TraceEntry, stats *KeyStats, slot *storeSlot, tick int64, stateAfter string) *OrderResult {
	written := s.newEntry()
	written.Key, written.StoredTick = slot.key, tick
	stats.commit(stateAfter, written, false)
	entry.Effect, entry.Result = EffectCrashedCommit, &written.Result
	if s.dedupe {
		entry.Store = StoreNotWritten
	}
	return &written.Result
}

// reject records a typed refusal and returns it, zero, for the caller to
// fill in place.
func (s *sim) reject(entry *TraceEntry, fate *messageFate, effect Effect) *Rejection {
	r := s.rejections.next()
	s.rejected = append(s.rejected, r)
	entry.Effect, entry.Error = effect, r
	if effect == EffectConflict {
		entry.InputFingerprint = FingerprintRef{} // the harness records a conflict by its error alone
		entry.Store = StoreConflict
	}
	fate.answer(nil, r)
	return r
}

// newEntry places a zero entry in the arena and returns a pointer that
// stays valid for the run; the caller fills it in place.
func (s *sim) newEntry() *StoredEntry { return s.entries.next() }

// commit records one modeled commit under the key.
func (k *KeyStats) commit(stateAfter string, entry *StoredEntry, atomic bool) {
	k.Commits++
	if k.Commits == 1 {
		k.FirstCommit = Commit{StateAfter: stateAfter, Entry: entry, Atomic: atomic}
	}
}

func (f *messageFate) answer(res *OrderResult, rej *Rejection) {
	f.answered, f.result, f.rejection = true, res, rej
}

// keySnapshot is the part of the world a conflicting command must not touch:
// the order's state and the key's stored entry. A stored entry is never
// edited in place (only its reuse count, which is bookkeeping), so the
// pointer identifies its contents.
type keySnapshot struct {
	state string
	entry *StoredEntry
}
