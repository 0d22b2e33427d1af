package engine

// deliver is the order service processing message m: dedupe lookup, then
// either the stored result, a typed rejection, or a new commit.
func (s *sim) deliver(m int, tick int64, mode DeliveryMode) {
	// Room for the entry a commit stores, made while little is live, so
	// that the commit below need not call for it (a call makes its caller
	// save every value it holds around it).
	s.entries.ensure()
	fate := &s.msgs[m]
	st := fate.st
	ev, fp := st.ev, st.fp
	id := ev.ID
	if fate.id != "" {
		id = fate.id
	}
	stats := &s.keys[st.key]
	si := s.slotFor(st.key, int(fate.attempt)) // the store's record for the key this attempt sends
	slot := &s.slots[si]
	owner := slot.owner
	order := &s.orders[st.order] // the run's record of the order: its id (as compiled) and state
	state := &order.State
	s.seqs = append(s.seqs, ev.LogicalSequence)
	fate.processed = tick
	idx := len(s.trace)
	entry := s.push()
	entry.Tick, entry.Kind, entry.EventID, entry.Delivery, entry.LogicalSequence, entry.InputFingerprint = tick, EntryDeliver, id, mode, ev.LogicalSequence, fp
	entry.Key, entry.Transition, entry.Message, entry.Command, entry.Attempt, entry.Dir = slot.key, ev.Transition, m+1, int(st.key)+1, int(fate.attempt), Request
	fate.traceIndex = int32(idx)
	before := keySnapshot{*state, slot.entry}

	stored := slot.entry
	if !s.dedupe {
		stored = nil
	}
	applied, crashed := false, false // the transition took effect; the process died in its commit
	var effect Effect                // set when the delivery commits (below, once)
	switch {
	case stored != nil && !stored.InputFingerprint.Equal(fp):
		rej := s.reject(entry, fate, EffectConflict)
		rej.ErrorType, rej.Code, rej.Key, rej.AttemptedFingerprint = "IdempotencyConflict", CodeConflict, slot.key, fp
		rej.StoredFingerprint, rej.AppliedStateTransitions = stored.InputFingerprint, stats.Applied
		entry.StoredBy = owner + 1 // answered from the store, as below
		if owner != st.key {
			s.notOwnEntry(idx, entry, slot.key)
		}
	case stored != nil:
		stored.ReuseCount++
		stats.Reuses++
		s.replayed++
		stats.LastReused = &stored.Result
		entry.Effect, entry.Result, entry.Store = EffectReused, &stored.Result, StoreReused
		fate.answer(&stored.Result, nil)
		entry.StoredBy = owner + 1 // only the command's own entry may answer it
		if owner != st.key {
			s.notOwnEntry(idx, entry, slot.key)
		}
	case ev.Transition == nil:
		effect = EffectRead
	case s.guarded && !sameString(*state, ev.Transition.From):
		rej := s.reject(entry, fate, EffectStale)
		rej.ErrorType, rej.Code, rej.Key, rej.AttemptedFingerprint = "StaleTransition", CodeStale, slot.key, fp
		rej.ExpectedState, rej.ActualState, rej.AppliedStateTransitions = ev.Transition.From, *state, stats.Applied
	default:
		*state = ev.Transition.To
		stats.Applied++
		s.applied++
		applied = true
		switch {
		case !s.crashesAfterStateWrite():
			effect = EffectApplied
		case s.atomic:
			// The commit lands whole; the crash takes only the response.
			effect, crashed = EffectCommittedThenCrashed, true
		default:
			res := s.crashBeforeDedupeWrite(entry, stats, slot, tick, *state)
			res.OrderID, res.State, res.Confirmation = order.ID, ev.Transition.To, st.confirmation
			s.crash()
			crashed = true
		}
	}
	if effect != 0 {
		// The commit publishes the new state and the dedupe entry together:
		// one modeled commit boundary, so no retry can observe half of the
		// business effect. (Written here, once, rather than called: the
		// call made deliver save nearly every value it holds around it.)
		stored := s.entries.take() // made room for above
		stored.Key, stored.InputFingerprint, stored.StoredTick = slot.key, fp, tick
		stats.commit(*state, stored, true)
		res := &stored.Result
		entry.Effect, entry.Result = effect, res
		fate.answer(res, nil)
		res.OrderID, res.State = order.ID, *state
		if effect == EffectRead {
			res.Observation = id
		} else {
			res.Confirmation = st.confirmation
		}
		if s.dedupe {
			added := slot.entry == nil
			slot.entry, slot.owner = stored, st.key
			entry.Store = StoreAdded
			if added {
				s.storeOrder = append(s.storeOrder, si)
			}
		}
		if crashed {
			fate.answered, fate.result = false, nil
			s.crash()
		}
	}
	entry.StateAfter = *state
	if entry.Error != nil {
		entry.Error.StoredEntryUnchanged = keySnapshot{*state, slot.entry} == before
	}
	if crashed {
		s.crashes++
		e := s.push()
		e.Tick, e.Kind, e.EventID, e.VolatileGeneration = tick, EntryCrash, "process-crashed", int32(s.generation)
		if s.net == nil {
			s.down = false // a fixture's process restarts at once
		}
	}
	// The oracle, last, so that nothing else need outlive its rare call.
	// (What the oracle reads is taken here, where it is needed.)
	rec := &s.recs[st.key]
	if rec.again(applied) {
		after := keySnapshot{*state, slot.entry}
		s.observeAgain(idx, entry, rec, fate, &before, &after, applied)
		return
	}
	rec.observeFirst(entry, fate, applied)
}

// notOwnEntry records that the delivery at trace[idx] was answered from the
// entry another command stored under key.
func (s *sim) notOwnEntry(idx int, entry *TraceEntry, key string) {
	s.violate(InvStoreOwnCommand, idx, entry.Tick, entry.EventID+" was answered from the entry another command stored under key "+key)
}
