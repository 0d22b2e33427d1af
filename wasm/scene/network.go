package scene

import (
	"math"
	"slices"

	"coordsim/engine"
)

// Generated runs (a Result with Flights): several clients at site A, each
// with its own lane to the service at site B; the network loses, copies,
// delays and holds messages, and the service can crash and restart.

// Visual rules of generated runs, in ticks or fractions.
const (
	// LossFraction is how far along its path a message lost by the network
	// gets before it vanishes: on its sender's side, short of where the
	// partition line stands (lossX keeps it clear of the line).
	LossFraction = 0.3
	// CrossLinger is how long the cross marking a loss stays on screen.
	CrossLinger = 1.5
	heldRise    = 0.5 // a message sent during a partition reaches the line this fast
	release     = 0.5 // released messages cross the rest of the way in the tick before delivery
)

// Flight is one network message of a generated run in visual time.
type Flight struct {
	ID      string // the engine's message id, to find its token (never parsed)
	Client  int
	Request bool     // client to service; false: a response
	Dup     bool     // a second copy made by the network
	Label   []string // label candidates, longest first
	Tone    Tone
	Leave   float64 // leaves the sender
	Queue   float64 // reaches the partition line (held only)
	Release float64 // leaves the line (held only; +Inf while still held at the end)
	Arrive  float64 // reaches the other side, or is lost
	Held    bool
	Lost    engine.Loss // why it never arrived, if it did not
	Entry   int         // the trace index where it was sent, -1 for none (a network's copy)
	ByYou   bool        // one of the learner's moves decided its fate
}

type orderChange struct {
	at    float64
	order int // index in NetStory.Orders
	state string
}

// told is what a client learnt about one of its commands.
type told struct {
	at          float64
	client      int
	cmd         *engine.Command
	long, short Words
	tone        Tone
}

// sentCmd is a client sending an attempt of a command.
type sentCmd struct {
	at      float64
	client  int
	cmd     *engine.Command
	attempt int
}

// NetStory is a generated run laid out in visual time.
type NetStory struct {
	base     reel
	Clients  int
	Orders   []string // every order's id, as Result.Orders lists them
	Flights  []Flight
	initial  string
	client   []string // each client's order
	orders   []orderChange
	told     []told
	sent     []sentCmd
	timeouts []timeout
	store    []storeOp
	dedupe   bool
	users    map[*engine.Command]engine.UserStatus // status of each command's user at the deadline
	// headline is what the caption says about each tick once it is over.
	headline map[int64]Words
}

// Happenings are what the caption and the service's log tell, by time.
func (ns *NetStory) Happenings() []Happening { return ns.base.Happenings }

// End is the last tick of the timeline.
func (ns *NetStory) End() int64 { return ns.base.End }

// answer is what the service said to one request, as its response shows it.
type answer struct {
	long, short Words
	tone        Tone
}

// newNetStory reads a generated run into visual time.
func newNetStory(res *engine.Result, lang string) *NetStory {
	ns := &NetStory{base: newReel(res, lang), Clients: res.Clients, initial: res.InitialState,
		dedupe: !res.Params.Has(engine.DedupeOff), users: map[*engine.Command]engine.UserStatus{}}
	st := &ns.base
	for _, o := range res.Orders {
		ns.Orders = append(ns.Orders, o.ID)
	}
	ns.client = make([]string, ns.Clients)
	for i := len(res.Commands) - 1; i >= 0; i-- {
		if c := &res.Commands[i]; c.Client < ns.Clients {
			ns.client[c.Client] = c.Order
		}
	}
	// answers: what each request's processing said, by the index of its
	// trace entry (a response's Flight.Answers).
	answers := map[int]answer{}
	gaveUp := map[*engine.Command]bool{}

	// Happenings within one tick are spread over it in trace order; once the
	// tick is over, the caption names the one that matters most (prio).
	type pending struct {
		tick      int64
		prio      int
		text, log Words
		tone      Tone
		apply     func(at float64)
	}
	var ps []pending
	add := func(tick int64, prio int, text, log Words, tone Tone, apply func(float64)) {
		ps = append(ps, pending{tick: tick, prio: prio, text: text, log: log, tone: tone, apply: apply})
	}
	for i := range res.Trace {
		e := &res.Trace[i]
		c := res.CommandOf(e)
		st.partition(e)
		switch {
		case e.Kind == engine.EntryPartitionStart:
			add(e.Tick, 6, say("scene.partition.startsNet"), say("scene.log.partition"), ToneRejected, nil)
		case e.Kind == engine.EntryPartitionEnd:
			add(e.Tick, 6, say("scene.partition.heals", "released", released(res.Recovery.Released)), say("scene.log.healed"), ToneApplied, nil)
		case e.Kind == engine.EntryCrash:
			st.Downs = append(st.Downs, Span{Start: e.Tick})
			add(e.Tick, 7, say("scene.crash"), say("scene.log.crash"), ToneCrash, nil)
		case e.Kind == engine.EntryRestart:
			if n := len(st.Downs); n > 0 && !st.Downs[n-1].Ends {
				st.Downs[n-1].End, st.Downs[n-1].Ends = e.Tick, true
			}
			add(e.Tick, 7, say("scene.restart", "generation", e.VolatileGeneration), say("scene.log.restarted"), ToneApplied, nil)
		case e.Store == engine.StoreExpired:
			add(e.Tick, 5, say("scene.expiredNet", "key", e.Key), say("scene.log.expired", "who", label(c)), ToneWarn, func(at float64) {
				if op, ok := storeOpOf(res, e, at); ok {
					ns.store = append(ns.store, op)
				}
			})
		case e.Kind == engine.EntryTimeout && c != nil:
			n := int(e.Attempt)
			add(e.Tick, 3, say("scene.timeout", "client", c.Client+1, "who", attempt(c, int(e.Attempt))), Words{}, ToneWarn, func(at float64) {
				ns.timeouts = append(ns.timeouts, timeout{at: at, client: c.Client, cmd: c, attempt: n})
			})
		case e.Kind == engine.EntryGiveUp && c != nil:
			gaveUp[c] = true
			add(e.Tick, 4, say("scene.giveup", "client", c.Client+1, "who", label(c), "message", say("user.uncertain")), Words{}, ToneWarn, func(at float64) {
				ns.told = append(ns.told, told{at: at, client: c.Client, cmd: c, long: say("scene.told.uncertain"), short: say("scene.told.uncertain"), tone: ToneWarn})
			})
		case e.IsProcessing():
			who := attempt(c, int(e.Attempt))
			if e.Copy {
				who = say("scene.attempt.copy", "who", who)
			}
			text, log, tone := processedWords(e, c, who)
			long, short, atone := answerWords(e, c)
			answers[i] = answer{long, short, atone}
			add(e.Tick, 5, text, log, tone, func(at float64) {
				if e.ChangesState() && c != nil {
					ns.orders = append(ns.orders, orderChange{at: at, order: ns.orderIndex(c.Order), state: e.StateAfter})
				}
				if op, ok := storeOpOf(res, e, at); ok {
					ns.store = append(ns.store, op)
				}
			})
		case e.Dir != engine.NotAMessage && c != nil:
			ns.message(res, e, c, gaveUp[c], add)
		}
	}
	// Deadline.
	for i := range res.Users {
		u := &res.Users[i]
		if c := res.UserCommand(u); c != nil {
			ns.users[c] = u.Status
		}
	}
	st.deadline(res.Counts.Uncertain, func(_ float64, text, log Words, tone Tone) { add(st.Deadline, 8, text, log, tone, nil) })
	for _, rc := range res.Reconciliations() {
		c := res.UserCommand(&res.Users[rc.User])
		if c == nil {
			continue
		}
		long, short, _ := answerWords(&res.Trace[rc.Row], c)
		add(rc.Tick, 2, say("scene.reconciled", "who", label(c), "answer", long), say("scene.log.reconciled", "who", label(c)), ToneApplied, func(at float64) {
			// A narrow box shows the answer alone: the log says it was reconciled.
			ns.told = append(ns.told, told{at: at, client: c.Client, cmd: c, long: say("scene.told.reconciled", "answer", long), short: short, tone: ToneApplied})
		})
	}

	slices.SortStableFunc(ps, func(a, b pending) int { return int(a.tick - b.tick) })
	ns.headline = map[int64]Words{}
	for i := 0; i < len(ps); {
		j := i
		for j < len(ps) && ps[j].tick == ps[i].tick {
			j++
		}
		best := i
		for k := i; k < j; k++ {
			if ps[k].prio >= ps[best].prio {
				best = k
			}
		}
		ns.headline[ps[i].tick] = ps[best].text
		for k := i; k < j; k++ {
			p := &ps[k]
			st.happen(spreadIn(p.tick, k-i, j-i), p.tick, p.text, p.log, p.tone)
			// Boxes change when the tick is over, as the tokens arrive.
			if p.apply != nil {
				p.apply(float64(p.tick))
			}
		}
		i = j
	}
	byTime(st.Happenings, func(h Happening) float64 { return h.At })
	byTime(ns.store, func(o storeOp) float64 { return o.at })
	byTime(ns.orders, func(c orderChange) float64 { return c.at })
	byTime(ns.told, func(c told) float64 { return c.at })
	byTime(ns.sent, func(c sentCmd) float64 { return c.at })
	ns.flights(res, answers)
	return ns
}

// message tells a message entry e about command c: sent, copied, held,
// lost, answered, or ignored because the client no longer waits.
func (ns *NetStory) message(res *engine.Result, e *engine.TraceEntry, c *engine.Command, gaveUp bool,
	add func(int64, int, Words, Words, Tone, func(float64))) {
	who := attempt(c, int(e.Attempt))
	switch {
	case e.Loss == engine.LostServiceDown:
		add(e.Tick, 4, say("scene.net.lostDown", "msg", message(e, who, true)), say("scene.log.lostDown", "who", who), ToneRejected, nil)
	case e.Loss != engine.NotLost:
		add(e.Tick, 4, say("scene.net.lost", "msg", message(e, who, true)), Words{}, ToneRejected, nil)
	case e.Delivery == engine.DeliverySent && e.Dir == engine.Request:
		n := int(e.Attempt)
		add(e.Tick, 1, say("scene.net.sends", "client", c.Client+1, "who", who, "key", e.Key), Words{}, ToneRequest, func(at float64) {
			ns.sent = append(ns.sent, sentCmd{at: at, client: c.Client, cmd: c, attempt: n})
		})
	case e.Delivery == engine.DeliveryDuplicated:
		add(e.Tick, 2, say("scene.net.copy", "msg", message(e, who, false)), Words{}, ToneRequest, nil)
	case e.Delivery == engine.DeliveryBuffered:
		add(e.Tick, 2, say("scene.net.held", "msg", message(e, who, true)), Words{}, ToneHeld, nil)
	case e.Delivery == engine.DeliveryReceived:
		long, short, tone := answerWords(e, c)
		add(e.Tick, 3, say("scene.net.told", "client", c.Client+1, "answer", long, "who", who), Words{}, tone, func(at float64) {
			ns.told = append(ns.told, told{at: at, client: c.Client, cmd: c, long: long, short: short, tone: tone})
		})
	case e.Delivery == engine.DeliveryIgnored:
		why := "scene.net.ignored.answered"
		if gaveUp {
			why = "scene.net.ignored.gaveUp"
		}
		add(e.Tick, 2, say(why, "msg", message(e, who, false), "client", c.Client+1), Words{}, ToneMuted, nil)
	}
}

// message names a message for the caption: the attempt, or the answer to
// it, with "(second copy)" for a copy when copies says so.
func message(e *engine.TraceEntry, who Words, copies bool) Words {
	w := say("scene.msg.request", "who", who)
	if e.Dir == engine.Response {
		w = say("scene.msg.response", "who", who)
	}
	if copies && e.Copy {
		w = say("scene.msg.copy", "msg", w)
	}
	return w
}

// released says how many held messages a partition's end released.
func released(n int) Words {
	switch n {
	case 0:
		return say("scene.released.none")
	case 1:
		return say("scene.released.one")
	}
	return say("scene.released.many", "n", n)
}

// orderIndex is the index of order id in ns.Orders.
func (ns *NetStory) orderIndex(id string) int {
	if i := slices.Index(ns.Orders, id); i >= 0 {
		return i
	}
	ns.Orders = append(ns.Orders, id)
	return len(ns.Orders) - 1
}

// spreadIn places the k-th of n happenings of one tick within (tick-1, tick],
// the last exactly at tick.
func spreadIn(tick int64, k, n int) float64 {
	if n <= 1 {
		return float64(tick)
	}
	return float64(tick) - float64(n-1-k)*math.Min(maxStager, 0.9/float64(n-1))
}

// flights lays out every network message in visual time, with its label
// candidates: the attempt for a request, the answer for a response.
func (ns *NetStory) flights(res *engine.Result, answers map[int]answer) {
	lang := ns.base.lang
	sent := make([]int, len(res.Flights)) // per flight, its sent entry, plus one
	for i := range res.Trace {
		if e := &res.Trace[i]; e.Flight > 0 && e.Delivery == engine.DeliverySent && int(e.Flight) <= len(sent) {
			sent[e.Flight-1] = i + 1
		}
	}
	for i := range res.Flights {
		f := &res.Flights[i]
		v := Flight{ID: f.ID, Client: f.Client, Request: f.Request, Dup: f.Copy,
			Leave: float64(f.Sent), Arrive: float64(f.Arrive), Held: f.HeldFrom >= 0, Entry: sent[i] - 1, ByYou: f.ByYou}
		if f.Trace >= 0 && f.Trace < len(res.Trace) {
			v.Lost = res.Trace[f.Trace].Loss
		}
		if f.Trace < 0 && !v.Held {
			v.Arrive = float64(ns.base.End) // still travelling at the end
		}
		if v.Held {
			v.Queue = float64(f.HeldFrom)
			if v.Queue <= v.Leave {
				v.Leave = v.Queue - heldRise
			}
			v.Release = v.Arrive - release
			if f.Trace < 0 {
				v.Release, v.Arrive = math.Inf(1), math.Inf(1)
			}
		}
		v.Tone, v.Label = flightLabel(f, answers, lang)
		ns.Flights = append(ns.Flights, v)
	}
}

// PartitionAt reports whether the partition line is up at t.
func (ns *NetStory) PartitionAt(t float64) bool { return ns.base.PartitionAt(t) }

// DownAt reports whether the service is down (crashed, not yet restarted)
// at t, and the tick it restarts (-1 if it never does).
func (ns *NetStory) DownAt(t float64) (bool, int64) { return ns.base.DownAt(t) }

// CaptionAt is what is happening at t: the latest happening while a tick
// plays out, the tick's most telling one once it is over.
func (ns *NetStory) CaptionAt(t float64, lang string) string {
	hs := ns.base.Happenings
	i := latest(hs, t)
	if i < 0 {
		return say("scene.caption.start").In(lang)
	}
	h := hs[i]
	if w, ok := ns.headline[h.Tick]; ok && t >= float64(h.Tick) {
		return caption(h.Tick, w, lang)
	}
	return caption(h.Tick, h.Say, lang)
}

// OrderStates are the orders' states at t.
func (ns *NetStory) OrderStates(t float64) []string {
	out := make([]string, len(ns.Orders))
	for i := range out {
		out[i] = ns.initial
	}
	for _, c := range ns.orders {
		if c.at > t {
			break
		}
		out[c.order] = c.state
	}
	return out
}

// StoreAt is the dedupe store at t; expired entries stay, marked.
func (ns *NetStory) StoreAt(t float64) []StoreRow { return storeAt(ns.store, t, true) }
