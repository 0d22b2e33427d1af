package engine

import (
	"crypto/sha256"
	"encoding/hex"
	"slices"
	"strconv"

	"coordsim/engine/canon"
)

// Run simulates sc under p and records everything that happened. It is a
// pure function: the same scenario and parameters give the same Result.
func Run(sc *Scenario, p Params) (*Result, error) {
	if err := p.Validate(sc); err != nil {
		return nil, err
	}
	if err := ValidateEvents(sc.Events); err != nil {
		return nil, err
	}
	events, err := schedule(sc, p)
	if err != nil {
		return nil, err
	}
	s := newSim(sc, p, len(events))
	for i := range events {
		s.handle(&events[i])
	}
	return s.finish(), nil
}

// schedule applies the parameters that rewrite the event list: the
// conflicting retry, the harness's end delay, and a new partition length.
func schedule(sc *Scenario, p Params) ([]Event, error) {
	events := slices.Clone(sc.Events)
	if p.Has(ConflictingRetry) {
		i := slices.IndexFunc(events, func(e Event) bool { return e.ID == ConflictingRetryEventID })
		if i < 0 {
			i = slices.IndexFunc(events, func(e Event) bool { return e.Kind == KindDuplicate })
		}
		if i < 0 {
			return nil, &ParamError{"mutation", strconv.Quote(string(ConflictingRetry)), "needs a duplicate message to rewrite; the scenario has none"}
		}
		events[i].Transition = &Transition{From: "confirmed", To: "cancelled"}
	}
	if p.EndDelay > 0 {
		for i := range events {
			if events[i].Kind == KindPartitionEnd {
				events[i].Tick += p.EndDelay
			}
		}
	}
	if p.Partition > 0 {
		return reschedulePartition(events, p.Partition)
	}
	return events, nil
}

// reschedulePartition moves the first partition's end to start+length and
// places it among the other events by tick (after events of the same tick),
// leaving every other event where it was. A scenario whose partition never
// ends gets an end.
func reschedulePartition(events []Event, length int64) ([]Event, error) {
	start := partitionStartIndex(events)
	end := Event{ID: "partition-end", Kind: KindPartitionEnd}
	if j := slices.IndexFunc(events[start:], func(e Event) bool { return e.Kind == KindPartitionEnd }); j >= 0 {
		end = events[start+j]
		events = slices.Delete(events, start+j, start+j+1)
	}
	end.Tick = events[start].Tick + length
	at := len(events)
	for j := start + 1; j < len(events); j++ {
		if events[j].Tick > end.Tick {
			at = j
			break
		}
	}
	events = slices.Insert(events, at, end)
	if err := ValidateEvents(events); err != nil {
		return nil, &ParamError{"partition", strconv.FormatInt(length, 10), "makes the partition overlap the next one (" + err.Error() + ")"}
	}
	return events, nil
}

// sim is the state of one run.
type sim struct {
	sc        *Scenario
	p         Params
	deadline  int64
	retention int64
	dedupe    bool
	guarded   bool
	atomic    bool

	trace      []TraceEntry
	state      string
	store      map[string]*StoredEntry
	storeOrder []string // insertion order, for deterministic expiry
	keys       []KeyStats
	keyIndex   map[string]int
	commits    []Commit
	seqs       []int64
	fps        []fingerprintMemo

	active, started bool
	held            []*Event
	buffered        int
	released        int
	recoveryTick    int64
	recovered       bool
	generation      int
	crashed         bool // non-atomic commit already crashed once
	ties            tieBreaker

	oracle oracle
	msgs   []messageFate // one per message event, schedule order
}

// messageFate is where one message ended up, for the user-facing results.
type messageFate struct {
	ev         *Event
	heldFrom   int64 // tick it was buffered, -1 if never held
	arrival    int   // trace index of its arrival entry
	traceIndex int   // trace index of its processing entry, -1 if never
	processed  int64 // tick processed, -1 if never
	answered   bool  // a response reached the user
	result     *OrderResult
	rejection  *Rejection
}

type fingerprintMemo struct {
	t  *Transition
	fp string
}

func newSim(sc *Scenario, p Params, n int) *sim {
	deadline := sc.DeadlineTick
	if p.Deadline > 0 {
		deadline = p.Deadline
	}
	return &sim{
		sc:         sc,
		p:          p,
		deadline:   deadline,
		retention:  p.effectiveRetention(),
		dedupe:     !p.Has(DedupeOff),
		guarded:    !p.Has(UnguardedTransition),
		atomic:     !p.Has(NonAtomicCommit),
		trace:      make([]TraceEntry, 0, 2*n+2),
		state:      sc.InitialState,
		store:      make(map[string]*StoredEntry),
		keyIndex:   make(map[string]int),
		generation: 1,
		ties:       tieBreaker{seed: p.Seed},
		oracle:     newOracle(),
		msgs:       make([]messageFate, 0, n),
	}
}

func (s *sim) handle(ev *Event) {
	s.expire(ev.Tick)
	switch ev.Kind {
	case KindPartitionStart:
		s.active, s.started = true, true
		s.trace = append(s.trace, TraceEntry{Tick: ev.Tick, Kind: string(ev.Kind), EventID: ev.ID})
	case KindPartitionEnd:
		s.recover(ev)
	default:
		s.msgs = append(s.msgs, messageFate{ev: ev, heldFrom: -1, processed: -1, arrival: len(s.trace), traceIndex: -1})
		if s.active {
			s.held = append(s.held, ev)
			s.buffered++
			s.msgs[len(s.msgs)-1].heldFrom = ev.Tick
			s.trace = append(s.trace, TraceEntry{Tick: ev.Tick, Kind: string(ev.Kind), EventID: ev.ID, Delivery: DeliveryBuffered, LogicalSequence: ev.LogicalSequence})
			return
		}
		s.trace = append(s.trace, TraceEntry{Tick: ev.Tick, Kind: string(ev.Kind), EventID: ev.ID, Delivery: DeliveryReceived, LogicalSequence: ev.LogicalSequence})
		s.deliver(ev, ev.Tick, DeliveryImmediate)
	}
}

// recover ends the partition: the process restarts (volatile generation
// bumps, persistent dedupe entries survive) and held messages are released
// by (delivery priority, seeded tie-break).
func (s *sim) recover(ev *Event) {
	tick := ev.Tick
	s.recoveryTick, s.recovered = tick, true
	s.active = false
	s.generation++
	s.trace = append(s.trace,
		TraceEntry{Tick: tick, Kind: string(ev.Kind), EventID: ev.ID},
		TraceEntry{Tick: tick, Kind: EntryRecovery, EventID: "node-recovered", VolatileGeneration: s.generation, PersistentDedupeEntries: len(s.store)},
	)
	priorities := make([]int64, len(s.held))
	for i, m := range s.held {
		priorities[i] = m.DeliveryPriority
	}
	for _, i := range s.ties.order(priorities) {
		s.deliver(s.held[i], tick, DeliveryReleased)
		s.released++
	}
	s.held = s.held[:0]
}

// expire drops dedupe entries whose retention has run out by tick.
func (s *sim) expire(tick int64) {
	if s.retention == 0 || len(s.storeOrder) == 0 {
		return
	}
	kept := s.storeOrder[:0]
	for _, key := range s.storeOrder {
		e := s.store[key]
		if until := e.StoredTick + s.retention; until <= tick {
			delete(s.store, key)
			s.trace = append(s.trace, TraceEntry{Tick: until, Kind: EntryExpired, EventID: "dedupe-expired", Key: key})
			continue
		}
		kept = append(kept, key)
	}
	s.storeOrder = kept
}

func (s *sim) fingerprint(t *Transition) string {
	for _, m := range s.fps {
		if m.t == t || (m.t != nil && t != nil && *m.t == *t) {
			return m.fp
		}
	}
	fp := InputFingerprint(t)
	s.fps = append(s.fps, fingerprintMemo{t, fp})
	return fp
}

// InputFingerprint is the SHA-256 of the command's business input only,
// {"transition": [from, to]} (or null) as compact key-sorted JSON, so delivery
// metadata never changes it.
func InputFingerprint(t *Transition) string {
	var v any
	if t != nil {
		v = []string{t.From, t.To}
	}
	b, _ := canon.Marshal(canon.Object{"transition": v})
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

func (s *sim) stats(key string) *KeyStats {
	i, ok := s.keyIndex[key]
	if !ok {
		i = len(s.keys)
		s.keyIndex[key] = i
		s.keys = append(s.keys, KeyStats{Key: key})
	}
	return &s.keys[i]
}

// deliver is the order service processing one message: dedupe lookup, then
// either the stored result, a typed rejection, or a new commit.
func (s *sim) deliver(ev *Event, tick int64, mode string) {
	key := ev.DedupeKey
	fp := s.fingerprint(ev.Transition)
	s.seqs = append(s.seqs, ev.LogicalSequence)
	fate := s.fate(ev)
	fate.processed = tick
	entry := TraceEntry{Tick: tick, Kind: string(KindDeliver), EventID: ev.ID, Delivery: mode, LogicalSequence: ev.LogicalSequence, InputFingerprint: fp}
	before := s.snapshot(key)
	stats := s.stats(key)

	stored, found := s.store[key]
	switch {
	case s.dedupe && found && stored.InputFingerprint != fp:
		rej := Rejection{ErrorType: "IdempotencyConflict", Code: CodeConflict, Key: key, AttemptedFingerprint: fp, StoredFingerprint: stored.InputFingerprint, AppliedStateTransitions: stats.Applied}
		s.reject(&entry, fate, EffectConflict, rej)
	case s.dedupe && found:
		stored.ReuseCount++
		stats.Reuses++
		res := stored.Result
		stats.LastReused = &res
		entry.Effect, entry.Result = EffectReused, &res
		fate.answer(&res, nil)
	case ev.Transition == nil:
		res := OrderResult{OrderID: s.sc.OrderID, State: s.state, Observation: ev.ID}
		s.commit(&entry, fate, key, fp, tick, res, EffectRead)
	case s.guarded && s.state != ev.Transition.From:
		rej := Rejection{ErrorType: "StaleTransition", Code: CodeStale, Key: key, AttemptedFingerprint: fp, ExpectedState: ev.Transition.From, ActualState: s.state, AppliedStateTransitions: stats.Applied}
		s.reject(&entry, fate, EffectStale, rej)
	default:
		res := OrderResult{OrderID: s.sc.OrderID, State: ev.Transition.To, Confirmation: "confirmed-once"}
		s.state = ev.Transition.To
		stats.Applied++
		if !s.atomic && !s.crashed {
			s.crashBeforeDedupeWrite(&entry, fate, key, tick, res)
			break
		}
		s.commit(&entry, fate, key, fp, tick, res, EffectApplied)
	}
	after := s.snapshot(key)
	if entry.Error != nil {
		entry.Error.StoredEntryUnchanged = after == before
	}
	idx := len(s.trace)
	fate.traceIndex = idx
	s.trace = append(s.trace, entry)
	if entry.Effect == EffectCrashedCommit {
		s.trace = append(s.trace, TraceEntry{Tick: tick, Kind: EntryCrash, EventID: "process-crashed", VolatileGeneration: s.generation})
	}
	s.oracle.observe(idx, &s.trace[idx], key, fp, before, after, fate)
}

// commit publishes the new state and the dedupe entry together: one modeled
// commit boundary, so no retry can observe half of the business effect.
func (s *sim) commit(entry *TraceEntry, fate *messageFate, key, fp string, tick int64, res OrderResult, effect string) {
	stored := &StoredEntry{Key: key, InputFingerprint: fp, Result: res, StoredTick: tick}
	if s.dedupe {
		if _, exists := s.store[key]; !exists {
			s.storeOrder = append(s.storeOrder, key)
		}
		s.store[key] = stored
	}
	s.commits = append(s.commits, Commit{Key: key, StateAfter: s.state, Entry: *stored, Atomic: true})
	entry.Effect, entry.Result = effect, &res
	fate.answer(&res, nil)
}

// crashBeforeDedupeWrite models the non-atomic commit: the state write landed,
// the process died before the dedupe entry and the response were written.
func (s *sim) crashBeforeDedupeWrite(entry *TraceEntry, fate *messageFate, key string, tick int64, res OrderResult) {
	s.crashed = true
	s.generation++
	s.commits = append(s.commits, Commit{Key: key, StateAfter: s.state, Entry: StoredEntry{Key: key, Result: res, StoredTick: tick}, Atomic: false})
	entry.Effect, entry.Result = EffectCrashedCommit, &res
	fate.answered = false
}

func (s *sim) reject(entry *TraceEntry, fate *messageFate, effect string, rej Rejection) {
	entry.Effect, entry.Error = effect, &rej
	if effect == EffectConflict {
		entry.InputFingerprint = ""
	}
	fate.answer(nil, entry.Error)
}

func (f *messageFate) answer(res *OrderResult, rej *Rejection) {
	f.answered, f.result, f.rejection = true, res, rej
}

// fate finds the record of ev (the latest one, if an id repeats).
func (s *sim) fate(ev *Event) *messageFate {
	for i := len(s.msgs) - 1; i >= 0; i-- {
		if s.msgs[i].ev == ev {
			return &s.msgs[i]
		}
	}
	panic("engine: delivering a message that never arrived")
}

// keySnapshot is the part of the world a conflicting command must not touch.
type keySnapshot struct {
	state string
	entry StoredEntry
	found bool
}

func (s *sim) snapshot(key string) keySnapshot {
	e, ok := s.store[key]
	if !ok {
		return keySnapshot{state: s.state}
	}
	snap := *e
	snap.ReuseCount = 0 // reuse counting is bookkeeping, not the stored entry
	return keySnapshot{state: s.state, entry: snap, found: true}
}
