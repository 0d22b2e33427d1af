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
	s.open(d, m, tick, mode, EntryDeliver)
	seq := d.st.ev.LogicalSequence
	s.reordered = s.reordered || seq < s.lastSeq // a message sent later was processed first
	s.lastSeq = seq
}

// open is lookup's work on an entry of the given kind: a delivery, or the
// commit of a processing claimed earlier (inprogress.go).
func (s *sim) open(d *delivery, m int, tick int64, mode DeliveryMode, kind EntryKind) {
	fate := &s.msgs[m]
	st := fate.st
	id := st.ev.ID
	if fate.flight != 0 {
		id = s.net.flights[fate.flight-1].ID // a generated attempt's own
	}
	si := s.slotFor(st.key, int(fate.attempt))
	slot, order := &s.slots[si], &s.orders[st.order]
	fate.processed, fate.traceIndex = tick, int32(len(s.trace))
	// d is zero (a new delivery): its fields are written one by one, as a
	// composite would be built aside and copied in.
	d.tick, d.fate, d.st, d.id, d.stats, d.si, d.slot, d.order = tick, fate, st, id, &s.keys[st.key], si, slot, order
	d.before = keySnapshot{order.State, slot.entry}
	e := s.appendEntry() // written field by field, on the hottest path
	e.Tick = tick
	e.Kind = kind
	e.EventID = id
	e.ByYou = st.ev.ByYou // a fixture's edited event; a generated flight's is set by processed
	e.Delivery = mode
	e.LogicalSequence = st.ev.LogicalSequence
	e.InputFingerprint = st.fp
	e.Key = slot.key
	e.Transition = st.ev.Transition
	e.Message = int32(m + 1)
	e.Command = st.key + 1
	e.Attempt = fate.attempt
	e.Dir = Request
	d.entry = e
	if s.dedupe {
		d.stored = slot.entry
		e.AfterExpiry = slot.expired && slot.entry == nil
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
	crash := s.appendEntry()
	*crash = TraceEntry{Tick: d.tick, Kind: EntryCrash, EventID: "process-crashed", VolatileGeneration: int32(s.generation)}
	if s.net != nil {
		crash.ByYou = s.net.byLearner(s.net.crashBy)
	} else {
		s.down = false // a fixture's process restarts at once
	}
}
