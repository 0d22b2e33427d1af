package engine

// The order service's commit, around deliver's (deliver.go): the state and
// the dedupe entry written together (or, under a mutation, not), a typed
// rejection, or a crash inside the commit.

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
