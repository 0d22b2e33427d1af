package panel

import (
	"strings"

	"coordsim/engine"
)

// Lab is what the practice lab's steps read from one run: the facts each
// step asks the learner to observe, as sentences in the view's language
// beside the numbers the page uses to mark a step done.
type Lab struct {
	// Fixture is set when the run is the lesson's fixture with its seed;
	// Seed is the run's seed, as step 1's note must record it; Edited says
	// the events are the learner's, changed from the story's own (step 1:
	// the learner defines the event list).
	Fixture    bool       `json:"fixture"`
	Seed       string     `json:"seed"`
	Edited     bool       `json:"edited"`
	NoteMin    int        `json:"noteMin"` // step 1's note: at least this many characters besides the seed
	EventsText string     `json:"eventsText"`
	Events     []LabEvent `json:"events"` // the fixture's schedule; empty for a generated story
	LastTick   int64      `json:"lastTick"`
	// Step 2: the two orders and where delivery goes against logical order.
	OrderText string `json:"orderText"`
	HeldText  string `json:"heldText"`
	Reorder   *Mark  `json:"reorder"`
	// ReorderRows are the trace indexes (from 0) of the deliveries whose
	// logical sequence is lower than the highest delivered before them:
	// the rows step 2 asks the learner to name (Reorder is the first).
	ReorderRows []int `json:"reorderRows"`
	// DeliveryRows are the trace indexes (from 0) of every processed
	// delivery, in delivery order: the rows step 2's question is about,
	// shown beside it.
	DeliveryRows []int `json:"deliveryRows"`
	// Step 3: the duplicate answered from the store; nothing applied twice.
	Reuse       *Mark  `json:"reuse"`
	Once        bool   `json:"once"` // at most one effect per key holds
	AppliedText string `json:"appliedText"`
	// Key is the tracked dedupe key (the lesson's confirm command); Applied
	// and Reused are its state transitions applied and the answers the
	// store reused for it (res.Stats), the two counts step 3 asks for, and
	// KeyRows the trace indexes (from 0) of its processed deliveries, where
	// they are counted.
	Key     string `json:"key"`
	Applied int    `json:"applied"`
	Reused  int    `json:"reused"`
	KeyRows []int  `json:"keyRows"`
	// Step 5: what is held at the deadline, what the store keeps, who is
	// told "uncertain".
	HeldAtDeadlineText string `json:"heldAtDeadlineText"`
	HeldAtDeadline     int    `json:"heldAtDeadline"` // messages the partition holds at the deadline
	Uncertain          int    `json:"uncertain"`      // users told "uncertain" at the deadline
	// DeadlineStore* are the store at the deadline, Store* at the run's
	// end: a retry released after the deadline adds to it and reuses it.
	DeadlineStoreText    string   `json:"deadlineStoreText"`
	DeadlineStoreEntries []string `json:"deadlineStoreEntries"`
	StoreText            string   `json:"storeText"`
	StoreEntries         []string `json:"storeEntries"`
	ReconcileText        string   `json:"reconcileText"`
	Reconcile            []string `json:"reconcile"` // the commands whose users are told "uncertain"
	// Hints say what is left to do for steps 1..5 on this run.
	Hints []string `json:"hints"`
	// LockedKnobs are the knobs the course's lock fixes, which a step's
	// set-up runs around (share.State.LockedKnobs): the lesson says which
	// of a step's values the assignment kept.
	LockedKnobs []string `json:"lockedKnobs"`
}

// LabEvent is one event of the fixture's schedule.
type LabEvent struct {
	ID       string `json:"id"`
	Tick     int64  `json:"tick"`
	Kind     string `json:"kind"`
	Seq      *int64 `json:"seq"`
	Priority *int64 `json:"priority"`
	Key      string `json:"key"`
}

// Mark is a trace entry a step points at: its index in the trace (Row,
// from 0), its tick, and a sentence about it.
type Mark struct {
	Row  int    `json:"row"`
	Tick int64  `json:"tick"`
	Text string `json:"text"`
}

// labOf reads the lab's facts from res, a run of named with seed.
func labOf(lang string, named engine.Named, res *engine.Result, seed string) Lab {
	l := Lab{Events: []LabEvent{}, StoreEntries: []string{}, DeadlineStoreEntries: []string{}, Reconcile: []string{}, ReorderRows: []int{}, DeliveryRows: []int{}, KeyRows: []int{}, Seed: seed}
	if named.Fixture != nil {
		l.Key = named.Fixture.TrackedKey
		l.Fixture = res.Seed == engine.ReferenceSeed
		for _, e := range named.Fixture.Events {
			ev := LabEvent{ID: e.ID, Tick: e.Tick, Kind: string(e.Kind), Key: e.DedupeKey}
			if e.Kind.IsMessage() {
				seq, pri := e.LogicalSequence, e.DeliveryPriority
				ev.Seq, ev.Priority = &seq, &pri
			}
			l.Events = append(l.Events, ev)
		}
		l.EventsText = tr(lang, "lesson.fact.seed", "seed", seed, "count", itoa(len(l.Events)))
	} else {
		l.EventsText = tr(lang, "lesson.fact.generated", "seed", seed)
	}
	l.NoteMin = MinStep1Note
	var order []string
	if l.Key == "" { // a generated story: its first command's key
		for i := range res.Trace {
			if e := &res.Trace[i]; e.IsProcessing() && e.Delivery != 0 && e.Effect == engine.EffectApplied {
				l.Key = e.Key
				break
			}
		}
	}
	high := int64(-1) // the highest logical sequence delivered so far
	for i := range res.Trace {
		e := &res.Trace[i]
		l.LastTick = max(l.LastTick, e.Tick)
		if e.IsProcessing() && e.Delivery != 0 {
			order = append(order, i64(e.LogicalSequence))
			l.DeliveryRows = append(l.DeliveryRows, i)
			if high > e.LogicalSequence {
				if l.Reorder == nil {
					l.Reorder = &Mark{Row: i, Tick: e.Tick, Text: tr(lang, "lesson.fact.reorder", "tick", i64(e.Tick), "row", itoa(i+1),
						"event", e.EventID, "seq", i64(e.LogicalSequence), "prev", i64(high))}
				}
				l.ReorderRows = append(l.ReorderRows, i)
			}
			high = max(high, e.LogicalSequence)
			if l.Key != "" && e.Key == l.Key {
				l.KeyRows = append(l.KeyRows, i)
			}
		}
		if l.Reuse == nil && e.Store == engine.StoreReused && e.Result != nil {
			l.Reuse = &Mark{Row: i, Tick: e.Tick, Text: tr(lang, "lesson.fact.reuse", "tick", i64(e.Tick), "row", itoa(i+1),
				"event", e.EventID, "state", e.Result.State)}
		}
	}
	l.OrderText = tr(lang, "lesson.fact.order", "order", strings.Join(order, " "))
	switch {
	case res.Counts.Buffered > 0 && res.Recovery.HasTick:
		l.HeldText = tr(lang, "lesson.fact.held", "held", itoa(res.Counts.Buffered), "tick", i64(res.Recovery.Tick))
	default:
		l.HeldText = tr(lang, "lesson.fact.notHeld")
	}
	l.Once = true
	for _, v := range res.Invariants {
		if v.Name == engine.InvAtMostOnceEffect {
			l.Once = v.Holds
		}
	}
	verdict := tr(lang, "lesson.verdict.holds")
	if !l.Once {
		verdict = tr(lang, "lesson.verdict.broken")
	}
	l.AppliedText = tr(lang, "lesson.fact.applied", "applied", itoa(res.Counts.Applied), "replayed", itoa(res.Counts.Replayed), "verdict", verdict)
	st := res.Stats(l.Key)
	l.Applied, l.Reused = st.Applied, st.Reuses
	deadlineFacts(lang, res, &l)
	l.Hints = labHints(lang, &l)
	return l
}

// deadlineFacts are step 5's: what the partition still holds at the
// deadline, the store then and at the end, who is told "uncertain" and
// reconciled.
func deadlineFacts(lang string, res *engine.Result, l *Lab) {
	l.HeldAtDeadline = res.Recovery.ResidualAtDeadline
	l.HeldAtDeadlineText = tr(lang, "lesson.fact.heldAtDeadline", "deadline", i64(res.Recovery.DeadlineTick), "held", itoa(res.Recovery.ResidualAtDeadline))
	deadline := res.StoreAt(res.Recovery.DeadlineTick)
	l.DeadlineStoreText = tr(lang, "lesson.fact.storeAtDeadline", "deadline", i64(res.Recovery.DeadlineTick), "count", itoa(len(deadline)))
	l.DeadlineStoreEntries = storeEntries(lang, deadline)
	l.StoreText = tr(lang, "lesson.fact.store", "end", i64(res.TimelineEnd), "count", itoa(len(res.Store)))
	l.StoreEntries = storeEntries(lang, res.StoreAt(res.TimelineEnd)) // the store at the end, as values
	told := tr(lang, "user.uncertain")
	l.Uncertain = res.Counts.Uncertain
	for i := range res.Users {
		u := &res.Users[i]
		if !u.Reconcile {
			continue
		}
		name := u.Key
		if c := res.UserCommand(u); c != nil {
			name = c.Label()
		}
		l.Reconcile = append(l.Reconcile, name)
	}
	if len(l.Reconcile) == 0 {
		l.ReconcileText = tr(lang, "lesson.fact.noReconcile", "told", told)
	} else {
		l.ReconcileText = tr(lang, "lesson.fact.reconcile", "told", told, "users", strings.Join(l.Reconcile, tr(lang, "page.list.separator")))
	}
}

// storeEntries are the store's entries as the lab lists them.
func storeEntries(lang string, entries []engine.StoredEntry) []string {
	out := make([]string, 0, len(entries))
	for _, e := range entries {
		out = append(out, tr(lang, "lesson.fact.storeEntry", "key", e.Key, "state", e.Result.State, "reuses", itoa(e.ReuseCount)))
	}
	return out
}

// MinStep1Note is the fewest characters step 1's note holds besides the
// seed: room for the fixture's origin and its limits (lesson.js's rule).
const MinStep1Note = 40

func labHints(lang string, l *Lab) []string {
	h := make([]string, 5)
	if l.Fixture {
		h[0] = tr(lang, "lesson.hint.1", "seed", l.Seed, "min", itoa(MinStep1Note))
	} else {
		h[0] = tr(lang, "lesson.hint.1.other")
	}
	h[1], h[2] = tr(lang, "lesson.hint.2.none"), tr(lang, "lesson.hint.3.none")
	if l.Reorder != nil {
		h[1] = tr(lang, "lesson.hint.2", "tick", i64(l.Reorder.Tick))
	}
	if l.Reuse != nil {
		h[2] = tr(lang, "lesson.hint.3", "tick", i64(l.Reuse.Tick))
	}
	h[3], h[4] = tr(lang, "lesson.hint.4"), tr(lang, "lesson.hint.5")
	return h
}
