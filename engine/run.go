package engine

import "math"

// Run simulates sc under p and records everything that happened. It is a
// pure function: the same scenario and parameters give the same Result.
// To run one scenario many times, Compile it once and use a Runner.
func Run(sc *Scenario, p Params) (*Result, error) {
	c, err := Compile(sc)
	if err != nil {
		return nil, err
	}
	return c.Run(p)
}

// Run simulates the compiled scenario under p, in fresh memory.
func (c *Compiled) Run(p Params) (*Result, error) {
	var r Runner
	return r.Run(c, p)
}

// Runner runs compiled scenarios, reusing its memory from one run to the
// next, so a hot loop (a sweep worker running cell after cell) allocates
// nothing. The Result of a Run is valid only until
// the next Run on the same Runner. A Runner is not safe for concurrent use;
// give each goroutine its own.
type Runner struct {
	s  sim
	ns netsim // a generated run's network, on top of s
}

// Run simulates c under p.
func (r *Runner) Run(c *Compiled, p Params) (*Result, error) {
	if err := c.admits(&p); err != nil {
		return nil, err
	}
	if c.model != nil {
		return r.runModel(c, p), nil
	}
	s := &r.s
	steps, last, err := s.scheduleFor(c, &p)
	if err != nil {
		return nil, err
	}
	s.reset(c, &p, len(steps))
	s.lastTick = max(s.lastTick, last) // the deadline, or the latest event
	s.play(steps)
	return s.finish(), nil
}

// Accepts says whether c runs under p, without running it: the checks and
// the schedule a Run makes first. A front end asks it to refuse a value
// the story cannot run with the others (a partition stretched over the
// next one) by name, rather than have the run fail.
func (c *Compiled) Accepts(p Params) error {
	if err := c.admits(&p); err != nil || c.model != nil {
		return err
	}
	_, err := c.schedule(&p, nil, new(played))
	return err
}

// admits checks p against c before anything is scheduled.
func (c *Compiled) admits(p *Params) error {
	if err := p.validateKnobs(); err != nil {
		return err
	}
	if p.Partition > 0 && !c.hasPartition() {
		return errNoPartition(p.Partition)
	}
	if c.model != nil {
		for _, f := range p.Faults {
			if err := c.model.checkFault(f, "fault"); err != nil {
				return err
			}
		}
		return nil
	}
	if p.Processing > 0 {
		return errProcessingFixture(p.Processing)
	}
	if len(p.Faults) > 0 {
		return errFaultsFixture(p.Faults[0])
	}
	return nil
}

// sim is the state of one run: what a run starts from zero (runState) and
// the buffers a Runner keeps (runMemory), apart so that reset clears the
// first in one store and only empties the second.
type sim struct {
	runState
	runMemory
}

// runState is what one run starts from zero.
type runState struct {
	c         *Compiled
	p         Params
	deadline  int64
	retention int64
	dedupe    bool
	guarded   bool
	atomic    bool
	keyMut    Mutation // a key-design mutation, or ""
	// The record's in-progress life (inprogress.go): ticks of processing
	// (0: instant), the lease, and its two mutations.
	processing, lease       int64
	leaseExpires, claimOnce bool

	active, started bool
	buffered        int
	released        int
	recoveryTick    int64
	recovered       bool
	generation      int
	crashed         bool    // the process has crashed at least once
	down            bool    // the process is down after a crash (fixtures restart at once)
	net             *netsim // set on a generated run: it draws crashes
	// What countFixture reads beyond the Result (count_fast.go).
	lastTick int64 // the latest event's tick, or the deadline
	expired  int   // dedupe expiry entries
	// The logical sequence of the last message processed, and whether one
	// was processed after a message sent later (Result.ReorderObserved).
	lastSeq   int64
	reordered bool
}

// reset prepares s for a run of c, keeping the capacity of every buffer.
func (s *sim) reset(c *Compiled, p *Params, steps int) {
	deadline := c.sc.DeadlineTick
	if p.Deadline > 0 {
		deadline = p.Deadline
	}
	s.runState = runState{}
	s.c, s.deadline, s.retention, s.generation, s.lastTick = c, deadline, p.effectiveRetention(), 1, deadline
	s.lastSeq = math.MinInt64
	s.p = *p
	s.dedupe, s.guarded, s.atomic = true, true, true
	s.processing, s.lease, s.leaseExpires, s.claimOnce = p.Processing, p.EffectiveLease(), true, true
	for _, m := range p.Mutations { // one pass, not a lookup per defense
		switch m {
		case DedupeOff:
			s.dedupe = false
		case UnguardedTransition:
			s.guarded = false
		case NonAtomicCommit:
			s.atomic = false
		case KeyTooWide, KeyTooNarrow:
			s.keyMut = keyDesign(*p) // it decides between the two
		case NoLeaseExpiry:
			s.leaseExpires = false
		case ClaimNotAtomic:
			s.claimOnce = false
		}
	}
	s.ties.restart(p.Seed)
	// Every entry of the last run goes, in one clear, so that none keeps
	// what it points to alive.
	clear(s.trace)
	s.reserveTrace(steps + c.messages + 1)
	n := len(c.commands)
	sized(&s.recs, n)
	sized(&s.keys, n)
	sized(&s.slots, n)
	// One pass over the commands, element by element (a slice copy or clear
	// is a call), with one bounds check per slice.
	recs, keys, slots := s.recs[:n], s.keys[:n], s.slots[:n]
	for i := range c.commands {
		key := c.commands[i].Key
		recs[i] = keyRecord{}
		k := &keys[i]
		*k = KeyStats{}
		k.Key = key
		sl := &slots[i] // one slot per command, unless a key mutation (resetSlots)
		sl.key, sl.entry, sl.owner, sl.claim, sl.expired = key, nil, -1, claim{}, false
	}
	reuse(&s.storeOrder, n)
	// Held messages grow as a partition holds them: most runs hold few or
	// none (a million reads would reserve 16 MB for nothing).
	s.held, s.prio = s.held[:0], s.prio[:0]
	reuse(&s.msgs, c.messages)
	reuse(&s.users, n)
	sized(&s.orders, len(c.orders))
	for i, id := range c.orders {
		o := &s.orders[i]
		o.ID, o.State = id, c.sc.InitialState
	}
	s.rejected = s.rejected[:0]
	if s.res == nil {
		s.res = new(Result)
	}
	s.entries.reset()
	s.rejections.reset()
	s.resetSlots()
	if !s.verdictsFresh { // only a run that broke an invariant changed them
		s.verdicts, s.verdictsFresh = freshVerdicts, true // one copy of a template, not a loop of stores
	}
}

// freshVerdicts is every invariant holding, as each run starts.
var freshVerdicts = func() (v [len(invariantNames)]Verdict) {
	for i, name := range invariantNames {
		v[i] = Verdict{Name: name, Holds: true, FirstViolation: -1}
	}
	return v
}()

// play is a fixture's event loop: each step in turn, a partition starting
// or ending or a message arriving. A generated model has a loop of its own
// (netsim.run) because the two order time differently: a fixture replays
// the harness's list as written (a moved partition end after its tick's
// events, held messages released by priority and seeded tie-break), while
// a model's calendar orders each tick by what happens (restart, partition,
// landings, sends, timers). Both hand every message to the one service,
// deliver.
func (s *sim) play(steps []step) {
	for i := range steps {
		st := &steps[i]
		if s.retention != 0 && len(s.storeOrder) > 0 {
			s.expire(st.ev.Tick)
		}
		switch st.kind {
		case EntryPartitionStart:
			s.active, s.started = true, true
			e := s.appendEntry()
			e.Tick, e.Kind, e.EventID, e.ByYou = st.ev.Tick, st.kind, st.ev.ID, st.ev.ByYou
		case EntryPartitionEnd:
			s.recover(st.ev)
		default:
			s.arrive(st)
		}
	}
}

// arrive records a fixture's message reaching the service: held while the
// partition lasts, delivered at once otherwise.
func (s *sim) arrive(st *step) {
	ev := st.ev
	m := len(s.msgs)
	rec := &s.recs[st.key]
	rec.sent++
	s.msgs = s.msgs[:m+1] // reset made room for every message
	f := &s.msgs[m]
	f.st = st // every field is written: the slot may hold the last run's message
	f.flight = 0
	f.heldFrom = -1
	f.processed = -1
	f.arrival = int32(len(s.trace))
	f.traceIndex = -1
	f.attempt = rec.sent
	f.answered = false
	f.result = nil
	f.rejection = nil
	key := ev.DedupeKey // the key the command sends: its own, unless a key mutation
	if s.keyMut != "" {
		key = s.mutatedKey(st.key, int(rec.sent))
	}
	e := s.appendEntry() // written field by field, on the hottest path
	e.Tick = ev.Tick
	e.Kind = st.kind
	e.EventID = ev.ID
	e.ByYou = ev.ByYou
	e.Delivery = DeliveryReceived
	e.LogicalSequence = ev.LogicalSequence
	e.Key = key
	e.Transition = ev.Transition
	e.Message = int32(m + 1)
	e.Command = st.key + 1
	e.Attempt = rec.sent
	e.Dir = Request
	if !s.active {
		s.deliver(m, ev.Tick, DeliveryImmediate)
		return
	}
	s.held = append(s.held, m)
	s.prio = append(s.prio, ev.DeliveryPriority) // for the tie-break at release
	s.buffered++
	f.heldFrom = ev.Tick
	e.Delivery = DeliveryBuffered
}

// appendEntry makes room for one more trace entry and returns it, for the caller
// to write in place. The trace's spare capacity is zero (reset clears the
// last run's entries, and new memory is zero), so an entry that fits is
// only a longer length: nothing to zero here.
func (s *sim) appendEntry() *TraceEntry {
	n := len(s.trace)
	if n < cap(s.trace) {
		s.trace = s.trace[:n+1]
	} else {
		s.trace = append(s.trace, TraceEntry{})
	}
	return &s.trace[n]
}

// recover ends the partition: the process restarts (volatile generation
// bumps, persistent dedupe entries survive) and held messages are released
// by (delivery priority, seeded tie-break).
func (s *sim) recover(ev *played) {
	tick := ev.Tick + recoveryDrift
	s.recoveryTick, s.recovered = tick, true
	s.active = false
	s.generation++
	// A new entry is zero: fields written one by one, as a composite would
	// be built aside and copied in.
	e := s.appendEntry()
	e.Tick, e.Kind, e.EventID, e.ByYou = tick, EntryPartitionEnd, ev.ID, ev.ByYou
	e = s.appendEntry()
	e.Tick, e.Kind, e.EventID, e.VolatileGeneration, e.PersistentDedupeEntries = tick, EntryRecovery, "node-recovered", int32(s.generation), int32(len(s.storeOrder))
	for _, i := range s.ties.order(s.held, s.prio) {
		s.deliver(i, tick, DeliveryReleased)
		s.released++
	}
	s.held, s.prio = s.held[:0], s.prio[:0]
}

// expire drops dedupe entries whose retention has run out by tick.
func (s *sim) expire(tick int64) {
	if s.retention == 0 || len(s.storeOrder) == 0 {
		return
	}
	kept := s.storeOrder[:0]
	for _, k := range s.storeOrder {
		slot := &s.slots[k]
		if until := slot.entry.StoredTick + s.retention; until <= tick {
			slot.entry, slot.expired = nil, true
			*s.appendEntry() = TraceEntry{Tick: until, Kind: EntryExpired, EventID: "dedupe-expired", Key: slot.key, Command: slot.owner + 1, Store: StoreExpired}
			s.expired++ // for countFixture
			continue
		}
		kept = append(kept, k)
	}
	s.storeOrder = kept
}
