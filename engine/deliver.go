package engine

// The order service, as the lesson teaches it: a delivery is looked up by
// its dedupe key, a decision is taken on what it gets, the decision is
// committed (state and stored result together, or a typed rejection), and
// the observers check what happened.

// delivery is one message being processed: what lookup found, and what
// decide and commit make of it.
type delivery struct {
	tick  int64
	fate  *messageFate
	st    *step
	id    string // the event id the trace shows (a generated attempt's own)
	stats *KeyStats
	si    int32      // the store slot for the key this attempt sends
	slot  *storeSlot // s.slots[si]
	order *OrderState
	idx   int // the entry's index in the trace
	entry *TraceEntry
	// stored is the entry the store holds for the key, if dedupe is on.
	stored *StoredEntry
	// before is the order's state and the key's stored entry as lookup found
	// them: what a conflicting command must leave unchanged.
	before keySnapshot
	// applied: the transition took effect; crashed: the process died in
	// its commit.
	applied, crashed bool
}

// deliver is the order service processing message m at tick.
func (s *sim) deliver(m int, tick int64, mode DeliveryMode) {
	var d delivery
	s.lookup(&d, m, tick, mode)
	switch s.decide(&d) {
	case decideConflict:
		s.rejectConflict(&d)
	case decideReplay:
		s.replay(&d)
	case decideStale:
		s.rejectStale(&d)
	case decideRead:
		s.commit(&d, EffectRead)
	case decideApply:
		s.apply(&d)
	}
	s.settle(&d)
	s.observe(&d)
}

// lookup records the delivery's trace entry and finds the key's stored
// entry and the order's state.
func (s *sim) lookup(d *delivery, m int, tick int64, mode DeliveryMode) {
	fate := &s.msgs[m]
	d.tick, d.fate, d.st, d.id = tick, fate, fate.st, fate.st.ev.ID
	if fate.id != "" {
		d.id = fate.id
	}
	ev := d.st.ev
	d.stats = &s.keys[d.st.key]
	d.si = s.slotFor(d.st.key, int(fate.attempt))
	d.slot = &s.slots[d.si]
	d.order = &s.orders[d.st.order]
	s.seqs = append(s.seqs, ev.LogicalSequence)
	fate.processed = tick
	fate.traceIndex = int32(len(s.trace))
	d.idx = len(s.trace)
	e := s.push()
	e.Tick, e.Kind, e.EventID, e.Delivery = tick, EntryDeliver, d.id, mode
	e.LogicalSequence, e.InputFingerprint, e.Key, e.Transition = ev.LogicalSequence, d.st.fp, d.slot.key, ev.Transition
	e.Message, e.Command, e.Attempt, e.Dir = m+1, int(d.st.key)+1, int(fate.attempt), Request
	d.entry = e
	d.before = keySnapshot{d.order.State, d.slot.entry}
	if s.dedupe {
		d.stored = d.slot.entry
	}
}

// settle writes what every delivery's entry states after the commit: the
// order's state, whether a rejection left the store unchanged, and the
// crash, if the commit died.
func (s *sim) settle(d *delivery) {
	d.entry.StateAfter = d.order.State
	if d.entry.Error != nil {
		d.entry.Error.StoredEntryUnchanged = keySnapshot{d.order.State, d.slot.entry} == d.before
	}
	if !d.crashed {
		return
	}
	e := s.push()
	e.Tick, e.Kind, e.EventID, e.VolatileGeneration = d.tick, EntryCrash, "process-crashed", int32(s.generation)
	if s.net == nil {
		s.down = false // a fixture's process restarts at once
	}
}
