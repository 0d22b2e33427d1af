package engine

// What a Runner keeps from one run to the next: the buffers, and the
// per-command and per-message records they hold.

// runMemory is the buffers a Runner reuses: each run empties them, keeping
// their capacity.
type runMemory struct {
	trace      []TraceEntry
	runs       int          // how many runs reset has prepared (tracealign_fast.go)
	orders     []OrderState // by interned order; orders[0] is the scenario's: the Result's Orders
	keys       []KeyStats   // by command (its interned key): the Result's Keys
	recs       []keyRecord  // by command
	slots      []storeSlot  // the dedupe store, by the key clients send
	slotIndex  map[string]int32
	storeOrder []int32            // slots with a stored entry, in insertion order
	entries    arena[StoredEntry] // committed entries
	rejections arena[Rejection]
	rejected   []*Rejection // the rejections, in order
	held       []int        // indices into msgs, in buffer order
	prio       []int64      // their delivery priorities, for the tie-break
	ties       tieBreaker   // its generators are kept; reset restarts it

	msgs     []messageFate // one per message event, in arrival order
	users    []UserResult  // one per key, in order of first arrival
	verdicts [len(invariantNames)]Verdict
	// verdictsFresh: verdicts hold freshVerdicts (no run broke an invariant
	// since they were set), so reset need not copy them again. A Result's
	// Invariants are these, valid, like the rest of it, until the next run.
	verdictsFresh bool
	truth         []truthOp     // scratch for the users-told-the-truth check
	truthKeys     truthKeys     // its walk's table of keys, kept for the next run
	res           *Result       // the Result a run returns, reused by the next run
	sched         []step        // scratch for a rewritten schedule
	schedEnd      *played       // a moved partition end
	schedShape    scheduleShape // what shaped sched (schedule_fast.go)
	schedLast     int64         // the latest tick of sched's events
}

// keyRecord is what the run knows about one command (one dedupe key as
// designed) beyond its counters (sim.keys): the oracle's independent memory
// of it. The store's entry lives in the command's slot. Zero is a
// command before its first message.
type keyRecord struct {
	// The oracle's view, kept apart from the store so that a mutation that
	// breaks the store cannot hide what it broke. (int32s: a million-key
	// fixture has a million records.)
	firstFP FingerprintRef
	first   *OrderResult
	effects int32
	seen    bool

	sent int32 // messages sent under the key so far (a fixture's attempts)
}

// messageFate is where one message ended up.
type messageFate struct {
	st        *step
	heldFrom  int64 // tick it was buffered, -1 if never held
	processed int64 // tick processed, -1 if never
	// int32 keeps a fate small (a million-event fixture has a million).
	arrival    int32 // trace index of its arrival entry
	traceIndex int32 // trace index of its processing entry, -1 if never
	attempt    int32 // the command's attempt this message is, from 1
	// flight is 1 + the generated flight this message is (whose id is the
	// delivery's own, not st.ev.ID), or 0 in a fixture.
	flight    int32
	answered  bool // a response reached the user
	result    *OrderResult
	rejection *Rejection
}

// reuse empties *buf, keeping its memory when it can hold n elements. What
// lies past the new run's length still points into the old run until
// finish clears it. (Through a pointer, so that the usual case writes the
// length alone, not the whole slice back.)
func reuse[T any](buf *[]T, n int) {
	if cap(*buf) < n {
		*buf = make([]T, 0, n)
		return
	}
	*buf = (*buf)[:0]
}

// sized gives *buf length n, in its own memory when it can; the caller
// sets every element.
func sized[T any](buf *[]T, n int) {
	if cap(*buf) < n {
		*buf = make([]T, n)
		return
	}
	*buf = (*buf)[:n]
}
