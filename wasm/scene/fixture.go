package scene

import (
	"math"
	"slices"

	"coordsim/engine"
)

// The lesson's fixture runs: one client sends hand-made events to the
// order service over two lanes (requests, replies); a partition holds
// messages at its line and releases them at recovery.

// Visual durations, in ticks.
const (
	Travel    = 0.6  // client to service
	Reply     = 0.5  // service back to client
	lineFade  = 0.75 // the partition line disappears this long before recovery
	lineRise  = 0.5  // and appears this long before the partition starts
	maxStager = 0.2  // spacing of several arrivals within one tick
)

// Msg is one message's whole life, read from the trace.
type Msg struct {
	ID      string          // the fixture's event id, shown whole
	Command *engine.Command // what it asks for
	Attempt int             // which attempt of its command it is, from 1
	Seq     int64           // logical sequence
	Sent    int64           // tick it entered the network
	Held    bool            // buffered by the partition
	HoldIdx int             // position in the partition queue
	Done    bool            // processed by the service
	Tick    int64           // processing tick, if Done
	Order   int             // delivery order among processed messages, if Done
	Leave   float64
	Queue   float64 // reaches the partition line (held only)
	Release float64 // leaves the partition line (held and released only)
	Arrive  float64 // reaches the service (Done only)
	// Entry is the trace index of its arrival, where a move names it;
	// ByYou: the learner made or changed its event.
	Entry int
	ByYou bool
	// Processed is the trace entry of its processing, if Done.
	Processed *engine.TraceEntry
	Answered  bool // a reply goes back (the service did not crash first)
}

// Reply is the answer a message's reply token and its client show, long
// and short, in lang.
func (m *Msg) Reply(lang string) (long, short string, tone Tone) {
	l, s, tone := answerWords(m.Processed, m.Command)
	return l.In(lang), s.In(lang), tone
}

// name is the message's short name on the canvas: its command's operation
// and attempt ("confirm#2").
func (m *Msg) name(lang string) string {
	if m.Command == nil {
		return m.ID
	}
	return tr(lang, "scene.token.attempt", "op", m.Command.Op, "n", m.Attempt)
}

// shortName is name with the operation abbreviated ("conf#2"), for a
// narrow canvas.
func (m *Msg) shortName(lang string) string {
	if m.Command == nil {
		return m.ID
	}
	return shortAttempt(lang, m.Command.Op, m.Attempt)
}

type stateChange struct {
	at    float64
	state string
}

// Story is a fixture's Result laid out in visual time. Build it once per
// run; At is then cheap enough to call every frame.
type Story struct {
	reel
	Order     string // the order's id, from Result.Orders
	Initial   string
	Msgs      []Msg
	Outcome   string
	Uncertain []int // commands whose users are told "uncertain" at the deadline
	// UncertainUsers names those users by their command ("order-42
	// status"), as the page's list of users does.
	UncertainUsers []string
	uncertain      []uncertainUser // the same users, as the client's box shows them
	states         []stateChange
	store          []storeOp
	dedupe         bool
}

// newStory reads a fixture's run into visual time.
func newStory(res *engine.Result, lang string) *Story {
	st := &Story{
		reel:    newReel(res, lang),
		Initial: res.InitialState,
		Outcome: res.Recovery.Outcome,
		dedupe:  !res.Params.Has(engine.DedupeOff),
	}
	if len(res.Orders) > 0 {
		st.Order = res.Orders[0].ID
	}
	delivered := st.readTrace(res)
	st.leave()
	st.arrive(res, delivered)
	st.tellSent()
	st.uncertainUsers(res, lang)
	st.deadline(res.Counts.Uncertain, func(at float64, text, log Words, tone Tone) {
		st.happen(at, st.Deadline, text, log, tone)
	})
	byTime(st.Happenings, func(h Happening) float64 { return h.At })
	byTime(st.store, func(o storeOp) float64 { return o.at })
	byTime(st.states, func(c stateChange) float64 { return c.at })
	return st
}

// readTrace reads the messages, the partition, the recovery and expiries
// from res's trace; it returns the messages processed, by index, in
// delivery (trace) order.
func (st *Story) readTrace(res *engine.Result) (delivered []int) {
	index := map[string]int{}
	queue := 0
	for i := range res.Trace {
		e := &res.Trace[i]
		st.partition(e)
		switch {
		case e.Kind == engine.EntryPartitionStart:
			queue = 0
			st.happen(float64(e.Tick)-lineRise, e.Tick, say("scene.partition.starts"), say("scene.log.partition"), ToneRejected)
		case e.Kind == engine.EntryRecovery:
			st.happen(float64(e.Tick)-lineFade, e.Tick,
				say("scene.recovery", "generation", e.VolatileGeneration, "kept", e.PersistentDedupeEntries),
				say("scene.log.recovery", "kept", e.PersistentDedupeEntries), ToneApplied)
		case e.Store == engine.StoreExpired:
			at := float64(e.Tick) - 0.95
			if op, ok := storeOpOf(res, e, at); ok {
				st.store = append(st.store, op)
			}
			st.happen(at, e.Tick, say("scene.expired", "key", e.Key), say("scene.log.expired", "who", label(res.CommandOf(e))), ToneWarn)
		case e.Dir == engine.Request && (e.Delivery == engine.DeliveryReceived || e.Delivery == engine.DeliveryBuffered):
			m := Msg{ID: e.EventID, Command: res.CommandOf(e), Attempt: int(e.Attempt), Seq: e.LogicalSequence, Sent: e.Tick, Entry: i, ByYou: e.ByYou}
			if e.Delivery == engine.DeliveryBuffered {
				m.Held, m.HoldIdx = true, queue
				queue++
			}
			index[e.EventID] = len(st.Msgs)
			st.Msgs = append(st.Msgs, m)
		case e.IsProcessing():
			i, ok := index[e.EventID]
			if !ok {
				continue // a processing without an arrival: nothing to animate
			}
			m := &st.Msgs[i]
			m.Done, m.Tick, m.Processed = true, e.Tick, e
			m.Answered = e.Answered()
			delivered = append(delivered, i)
		}
	}
	return delivered
}

// leave times each message's leaving (and, held, its reaching the line).
// Several arrivals or deliveries in one tick are spread over it, so their
// order stays visible.
func (st *Story) leave() {
	perTick := map[int64]int{}
	for i := range st.Msgs {
		perTick[st.Msgs[i].Sent]++
	}
	nth := map[int64]int{}
	for i := range st.Msgs {
		m := &st.Msgs[i]
		at := spread(m.Sent, nth[m.Sent], perTick[m.Sent])
		nth[m.Sent]++
		if m.Held {
			m.Queue, m.Leave = at, at-Travel/2
		} else {
			m.Leave = at - Travel
		}
	}
}

// arrive times each delivered message's arrival (and, held, its release),
// spread over its tick as leave does, and records what the service did.
func (st *Story) arrive(res *engine.Result, delivered []int) {
	perTick, nth := map[int64]int{}, map[int64]int{}
	for _, i := range delivered {
		perTick[st.Msgs[i].Tick]++
	}
	for order, i := range delivered {
		m := &st.Msgs[i]
		m.Order = order
		m.Arrive = spread(m.Tick, nth[m.Tick], perTick[m.Tick])
		nth[m.Tick]++
		if m.Held {
			m.Release = m.Arrive - Travel/2
		}
		st.processed(res, m)
	}
}

// tellSent tells of each message's sending: as it leaves, or, held, as it
// reaches the line.
func (st *Story) tellSent() {
	for i := range st.Msgs {
		m := &st.Msgs[i]
		if m.Held {
			st.happen(m.Queue, m.Sent, say("scene.sent.held", "who", m.ID, "seq", m.Seq), Words{}, ToneHeld)
		} else {
			st.happen(m.Leave, m.Sent, say("scene.sent", "who", m.ID, "seq", m.Seq), Words{}, ToneRequest)
		}
	}
}

// uncertainUser is a user told "uncertain" at the deadline: by operation
// alone ("status") for narrow boxes, and when (reconciledAt, +Inf for
// never) and what (reconciledTo) they are told after it.
type uncertainUser struct {
	op           string
	reconciledAt float64
	reconciledTo Words
}

// uncertainUsers notes the users told "uncertain" at the deadline and
// their reconciliations (engine.Reconciliation), each a happening.
func (st *Story) uncertainUsers(res *engine.Result, lang string) {
	recs := res.Reconciliations()
	for ui, u := range res.Users {
		if u.Status != engine.Indefinite {
			continue
		}
		st.Uncertain = append(st.Uncertain, u.Command)
		name := tr(lang, "scene.command.none")
		uu := uncertainUser{op: name, reconciledAt: math.Inf(1)}
		c := res.UserCommand(&u)
		if c != nil {
			name, uu.op = c.Label(), c.Op
		}
		if i := slices.IndexFunc(recs, func(rc engine.Reconciliation) bool { return rc.User == ui }); i >= 0 {
			uu.reconciledAt = float64(recs[i].Tick)
			uu.reconciledTo, _, _ = answerWords(&res.Trace[recs[i].Row], c)
			st.happen(uu.reconciledAt, recs[i].Tick, say("scene.reconciled", "who", name, "answer", uu.reconciledTo), say("scene.log.reconciled", "who", name), ToneApplied)
		}
		st.UncertainUsers = append(st.UncertainUsers, name)
		st.uncertain = append(st.uncertain, uu)
	}
}

// deadline tells what the deadline means for the users: uncertain ones are
// told so, or everyone already has a definite answer.
func (r *reel) deadline(uncertain int, add func(at float64, text, log Words, tone Tone)) {
	if uncertain > 0 {
		add(float64(r.Deadline), say("scene.deadline.uncertain", "n", uncertain, "message", say("user.uncertain")), say("scene.log.deadline"), ToneWarn)
		return
	}
	add(float64(r.Deadline), say("scene.deadline.definite"), Words{}, ToneApplied)
}

// spread places the k-th of n things happening at tick within (tick-1, tick],
// the last exactly at tick.
func spread(tick int64, k, n int) float64 {
	gap := maxStager
	if n > 1 {
		gap = math.Min(maxStager, 0.3/float64(n-1))
	}
	return float64(tick) - float64(n-1-k)*gap
}

// processed records what the service did with m: state, store and story,
// each from the entry's facts.
func (st *Story) processed(res *engine.Result, m *Msg) {
	e := m.Processed
	if e.ChangesState() {
		st.states = append(st.states, stateChange{m.Arrive, e.StateAfter})
	}
	if op, ok := storeOpOf(res, e, m.Arrive); ok {
		st.store = append(st.store, op)
	}
	text, log, tone := processedWords(e, m.Command, m.ID)
	st.happen(m.Arrive, m.Tick, text, log, tone)
}

// StateAt is the order's state at t.
func (st *Story) StateAt(t float64) string {
	s := st.Initial
	for _, c := range st.states {
		if c.at > t {
			break
		}
		s = c.state
	}
	return s
}

// StoreAt is the dedupe store's content at t, in insertion order.
func (st *Story) StoreAt(t float64) []StoreRow { return storeAt(st.store, t, false) }

// CaptionAt is the latest happening at t, or a prompt before anything.
func (st *Story) CaptionAt(t float64, lang string) string {
	if i := latest(st.Happenings, t); i >= 0 {
		h := st.Happenings[i]
		return caption(h.Tick, h.Say, lang)
	}
	return say("scene.caption.start").In(lang)
}

// LogAt is the service's log up to t, oldest first.
func (st *Story) LogAt(t float64) []Happening {
	var out []Happening
	for _, h := range st.Happenings {
		if h.At > t {
			break
		}
		if !h.Log.IsZero() {
			out = append(out, h)
		}
	}
	return out
}
