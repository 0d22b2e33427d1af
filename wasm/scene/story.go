// Package scene turns a recorded engine.Result into "what is on screen at
// playhead t": node boxes, message tokens, the partition line, the timeline,
// the order state and the dedupe store, as plain data. It draws nothing and
// imports no graphics library, so every drawing rule is tested natively; the
// WebAssembly front end only paints what it is given.
//
// Time model: the playhead t is continuous. At an integer t = T the screen
// shows the world right after tick T's events; what happens at tick T
// animates in during (T-1, T]. So a message delivered at tick T travels
// during (T-1, T] and arrives exactly at T, and the partition line fades out
// while held messages are released during the tick before recovery.
package scene

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strings"

	"coordsim/engine"
)

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
	ID       string
	Kind     string // deliver or duplicate
	Key      string
	Seq      int64 // logical sequence
	Sent     int64 // tick it entered the network
	Held     bool  // buffered by the partition
	HoldIdx  int   // position in the partition queue
	Done     bool  // processed by the service
	Tick     int64 // processing tick, if Done
	Order    int   // delivery order among processed messages, if Done
	Leave    float64
	Queue    float64 // reaches the partition line (held only)
	Release  float64 // leaves the partition line (held and released only)
	Arrive   float64 // reaches the service (Done only)
	Effect   string
	FP       string // input fingerprint, when the trace records it
	Result   *engine.OrderResult
	Error    *engine.Rejection
	Answered bool // a reply goes back (not lost in a crash)
}

// Happening is one thing the caption and the service log can tell.
type Happening struct {
	At      float64
	Tick    int64
	Text    string // for the caption
	LogText string // for the service's log; "" when not logged
	Tone    Tone
}

type storeOp struct {
	at     float64
	kind   int // opAdd, opReuse, opExpire
	key    string
	fp     string
	result string
}

const (
	opAdd = iota
	opReuse
	opExpire
)

type stateChange struct {
	at    float64
	state string
}

// Story is a Result laid out in visual time. Build it once per run; At is
// then cheap enough to call every frame.
type Story struct {
	Order      string // order id
	Initial    string
	Msgs       []Msg
	Happenings []Happening // sorted by At
	Parts      []Span      // partitions, in order
	Deadline   int64
	End        int64 // last tick of the timeline
	Outcome    string
	Uncertain  []string // event ids whose users are told "uncertain" at the deadline
	states     []stateChange
	store      []storeOp
	dedupe     bool
}

// NewStory reads res (a run of sc) into visual time.
func NewStory(sc *engine.Scenario, res *engine.Result) *Story {
	st := &Story{
		Order:    sc.OrderID,
		Initial:  sc.InitialState,
		Deadline: res.Recovery.DeadlineTick,
		Outcome:  res.Recovery.Outcome,
		dedupe:   !res.Params.Has(engine.DedupeOff),
	}
	keys := make(map[string]string, len(sc.Events))
	for _, ev := range sc.Events {
		keys[ev.ID] = ev.DedupeKey
	}
	index := map[string]int{}
	var lastTick int64
	queue := 0
	var delivered []int // message indices in delivery (trace) order
	for i := range res.Trace {
		e := &res.Trace[i]
		lastTick = max(lastTick, e.Tick)
		switch {
		case e.Kind == string(engine.KindPartitionStart):
			st.Parts = append(st.Parts, Span{Start: e.Tick})
			queue = 0
			st.happen(float64(e.Tick)-lineRise, e.Tick, "partition starts: site A and site B cannot reach each other", "partition: sites cut off", ToneRejected)
		case e.Kind == string(engine.KindPartitionEnd):
			if n := len(st.Parts); n > 0 && !st.Parts[n-1].Ends {
				st.Parts[n-1].End, st.Parts[n-1].Ends = e.Tick, true
			}
		case e.Kind == engine.EntryRecovery:
			st.happen(float64(e.Tick)-lineFade, e.Tick, fmt.Sprintf("partition heals; the service restarts (generation %d) and keeps %d stored entries; held messages are released", e.VolatileGeneration, e.PersistentDedupeEntries), fmt.Sprintf("healed; restart, kept %d", e.PersistentDedupeEntries), ToneApplied)
		case e.Kind == engine.EntryCrash:
			// told with the crashed delivery itself
		case e.Kind == engine.EntryExpired:
			at := float64(e.Tick) - 0.95
			st.store = append(st.store, storeOp{at: at, kind: opExpire, key: e.Key})
			st.happen(at, e.Tick, "dedupe entry expired (retention): "+e.Key, "expired "+shortKey(e.Key), ToneWarn)
		case e.Delivery == engine.DeliveryReceived || e.Delivery == engine.DeliveryBuffered:
			m := Msg{ID: e.EventID, Kind: e.Kind, Key: keys[e.EventID], Seq: e.LogicalSequence, Sent: e.Tick}
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
			m.Done, m.Tick, m.Effect, m.Result, m.Error, m.FP = true, e.Tick, e.Effect, e.Result, e.Error, fmt.Sprint(e.InputFingerprint)
			m.Answered = e.Effect != engine.EffectCrashedCommit
			delivered = append(delivered, i)
		}
	}
	st.End = max(lastTick, st.Deadline) + 1

	// Several arrivals or deliveries in one tick are spread over it, so their
	// order stays visible.
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
	clear(perTick)
	clear(nth)
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
		st.processed(m)
	}
	for i := range st.Msgs {
		m := &st.Msgs[i]
		if m.Held {
			st.happen(m.Queue, m.Sent, fmt.Sprintf("%s (seq %d) sent, held at the partition line", m.ID, m.Seq), "", ToneHeld)
		} else {
			st.happen(m.Leave, m.Sent, fmt.Sprintf("%s (seq %d) sent to the order service", m.ID, m.Seq), "", ToneRequest)
		}
	}
	for _, u := range res.Users {
		if u.Status == engine.Indefinite {
			st.Uncertain = append(st.Uncertain, u.EventID)
		}
	}
	if len(st.Uncertain) > 0 {
		st.happen(float64(st.Deadline), st.Deadline, "deadline: users still waiting are told \"uncertain: reconciliation required\"", "deadline: uncertain", ToneWarn)
	} else {
		st.happen(float64(st.Deadline), st.Deadline, "deadline: every user already has a definite answer", "", ToneApplied)
	}
	byTime(st.Happenings, func(h Happening) float64 { return h.At })
	byTime(st.store, func(o storeOp) float64 { return o.at })
	byTime(st.states, func(c stateChange) float64 { return c.at })
	return st
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

// happen records a happening: text for the caption, logText ("" for none)
// for the service's log, where room is short.
func (st *Story) happen(at float64, tick int64, text, logText string, tone Tone) {
	st.Happenings = append(st.Happenings, Happening{At: at, Tick: tick, Text: text, LogText: logText, Tone: tone})
}

// shortKey is a dedupe key's last two parts ("confirm:v1"), for tight spaces.
func shortKey(key string) string {
	parts := strings.Split(key, ":")
	if len(parts) <= 2 {
		return key
	}
	return strings.Join(parts[len(parts)-2:], ":")
}

// tail keeps the last n characters of s, marking the cut.
func tail(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return ".." + s[len(s)-n+2:]
}

// processed records what the service did with m: state, store and story.
func (st *Story) processed(m *Msg) {
	short := shortID(m.ID)
	switch m.Effect {
	case engine.EffectApplied:
		st.states = append(st.states, stateChange{m.Arrive, m.Result.State})
		st.addEntry(m)
		st.happen(m.Arrive, m.Tick, fmt.Sprintf("%s APPLIED: order -> %s; state and result stored in one commit", m.ID, m.Result.State), fmt.Sprintf("%s APPLIED -> %s", short, m.Result.State), ToneApplied)
	case engine.EffectCrashedCommit:
		st.states = append(st.states, stateChange{m.Arrive, m.Result.State})
		st.happen(m.Arrive, m.Tick, fmt.Sprintf("%s wrote state %s, then the service CRASHED before storing the result", m.ID, m.Result.State), fmt.Sprintf("%s wrote %s, CRASH", short, m.Result.State), ToneCrash)
	case engine.EffectRead:
		st.addEntry(m)
		st.happen(m.Arrive, m.Tick, fmt.Sprintf("%s reads the order: %s", m.ID, m.Result.State), fmt.Sprintf("%s read: %s", short, m.Result.State), ToneRead)
	case engine.EffectReused:
		st.store = append(st.store, storeOp{at: m.Arrive, kind: opReuse, key: m.Key})
		st.happen(m.Arrive, m.Tick, fmt.Sprintf("%s is a duplicate: REPLAYED the stored result (%s), no second transition", m.ID, m.Result.State), fmt.Sprintf("%s REPLAYED %s", short, m.Result.State), ToneReplayed)
	case engine.EffectConflict:
		st.happen(m.Arrive, m.Tick, fmt.Sprintf("%s REJECTED: same key, different input; nothing changed", m.ID), fmt.Sprintf("%s REJECTED conflict", short), ToneRejected)
	case engine.EffectStale:
		st.happen(m.Arrive, m.Tick, fmt.Sprintf("%s REJECTED as stale: expects %s, order is %s", m.ID, m.Error.ExpectedState, m.Error.ActualState), fmt.Sprintf("%s REJECTED stale", short), ToneRejected)
	default:
		st.happen(m.Arrive, m.Tick, m.ID+" "+m.Effect, short+" "+m.Effect, ToneNeutral)
	}
}

func (st *Story) addEntry(m *Msg) {
	if !st.dedupe || m.Result == nil {
		return
	}
	st.store = append(st.store, storeOp{at: m.Arrive, kind: opAdd, key: m.Key, fp: shortFP(m.FP), result: m.Result.State})
}

// Reply is the short answer a message's reply token carries.
func (m *Msg) Reply() (string, Tone) {
	switch m.Effect {
	case engine.EffectApplied:
		return m.Result.State, ToneApplied
	case engine.EffectRead:
		return "read " + m.Result.State, ToneRead
	case engine.EffectReused:
		return "replayed " + m.Result.State, ToneReplayed
	case engine.EffectConflict:
		return "rejected conflict", ToneRejected
	case engine.EffectStale:
		return "rejected stale", ToneRejected
	}
	return m.Effect, ToneNeutral
}

func shortFP(fp string) string {
	if len(fp) > 8 {
		return fp[:8]
	}
	return fp
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

// StoreRow is one dedupe store entry as shown.
type StoreRow struct {
	Key    string
	FP     string // first 8 hex digits of the input fingerprint
	Result string
	Reuses int
	// Expired entries (generated runs) stay on show, marked, from the tick
	// retention removed them.
	Expired   bool
	ExpiredAt int64
}

// StoreAt is the dedupe store's content at t, in insertion order.
func (st *Story) StoreAt(t float64) []StoreRow { return storeAt(st.store, t, false) }

// storeAt replays ops up to t. An expired entry is removed, or with
// keepExpired stays marked until its key is stored again.
func storeAt(ops []storeOp, t float64, keepExpired bool) []StoreRow {
	var rows []StoreRow
	for _, op := range ops {
		if op.at > t {
			break
		}
		i := slices.IndexFunc(rows, func(r StoreRow) bool { return r.Key == op.key })
		switch op.kind {
		case opAdd:
			if i >= 0 && rows[i].Expired {
				rows, i = slices.Delete(rows, i, i+1), -1
			}
			if i < 0 {
				rows = append(rows, StoreRow{Key: op.key, FP: op.fp, Result: op.result})
			}
		case opReuse:
			if i >= 0 {
				rows[i].Reuses++
			}
		case opExpire:
			switch {
			case i < 0:
			case keepExpired:
				rows[i].Expired, rows[i].ExpiredAt = true, int64(math.Ceil(op.at))
			default:
				rows = slices.Delete(rows, i, i+1)
			}
		}
	}
	return rows
}

// Span is one partition, from its start tick to its end (recovery) tick.
type Span struct {
	Start, End int64
	Ends       bool // false: the partition never ends in this run
}

// PartitionAt reports whether a partition line is up at t.
func (st *Story) PartitionAt(t float64) bool {
	for _, p := range st.Parts {
		if t >= float64(p.Start)-lineRise && (!p.Ends || t < float64(p.End)-lineFade) {
			return true
		}
	}
	return false
}

// CaptionAt is the latest happening at t, or a prompt before anything.
func (st *Story) CaptionAt(t float64) string {
	for i := len(st.Happenings) - 1; i >= 0; i-- {
		if h := st.Happenings[i]; h.At <= t {
			return fmt.Sprintf("tick %d: %s", h.Tick, h.Text)
		}
	}
	return "tick 0: nothing sent yet. Press Play or Step."
}

// LogAt is the service's log up to t, oldest first.
func (st *Story) LogAt(t float64) []Happening {
	var out []Happening
	for _, h := range st.Happenings {
		if h.At > t {
			break
		}
		if h.LogText != "" {
			out = append(out, h)
		}
	}
	return out
}

// byTime sorts by visual time, keeping trace order among equal times.
func byTime[T any](xs []T, at func(T) float64) {
	slices.SortStableFunc(xs, func(a, b T) int { return cmp.Compare(at(a), at(b)) })
}

func shortID(id string) string {
	if i := strings.IndexByte(id, '-'); i > 0 {
		return id[:i]
	}
	return id
}
