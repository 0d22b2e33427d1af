package scene

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"

	"coordsim/engine"
)

// Reel is a recorded run that can be shown at any playhead: the lesson's
// fixture (Story) or a generated run (NetStory).
type Reel interface {
	AtRatio(t, w, h, ratio float64) *Scene
	CaptionAt(t float64) string
}

// Visual rules of generated runs, in ticks or fractions.
const (
	// LossFraction is how far along its path a message lost by the network
	// gets before it vanishes.
	LossFraction = 0.55
	// CrossLinger is how long the cross marking a loss stays on screen.
	CrossLinger = 1.5
	heldRise    = 0.5 // a message sent during a partition reaches the line this fast
	release     = 0.5 // released messages cross the rest of the way in the tick before delivery
)

// Flight is one network message of a generated run in visual time.
type Flight struct {
	ID      string
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
	Lost    string // "network", "service down", or ""
}

// Cross marks where a message was lost.
type Cross struct {
	X, Y  float64
	Label string
	Tone  Tone
}

// Lane is the path between one client and the service.
type Lane struct {
	X0, Y0, X1, Y1 float64
}

// At is the lane's y at x.
func (l Lane) At(x float64) float64 {
	if l.X1 == l.X0 {
		return l.Y0
	}
	return l.Y0 + (l.Y1-l.Y0)*(x-l.X0)/(l.X1-l.X0)
}

type orderChange struct {
	at    float64
	order int
	state string
}

type told struct {
	at     float64
	client int
	cmd    string // "c1.confirm"
	text   string
	tone   Tone
}

type sentCmd struct {
	at      float64
	client  int
	cmd     string
	attempt int
}

// NetStory is a generated run (a Result with Flights) laid out in visual
// time: several clients at site A, each with its own lane to the service.
type NetStory struct {
	base    Story // End, Parts, Deadline and happenings, shared with the fixture's timeline
	Clients int
	Orders  []string // per client
	Flights []Flight
	Downs   []Span // the service is down: crash tick to restart tick
	Breaks  []int64
	orders  []orderChange
	told    []told
	sent    []sentCmd
	store   []storeOp
	dedupe  bool
	Users   map[string]string // command -> status at the deadline
	// headline is what the caption says about each tick once it is over.
	headline map[int64]string
}

// Happenings are what the caption and the service's log tell, by time.
func (ns *NetStory) Happenings() []Happening { return ns.base.Happenings }

// End is the last tick of the timeline.
func (ns *NetStory) End() int64 { return ns.base.End }

// NewNetStory reads a generated run into visual time.
func NewNetStory(res *engine.Result) *NetStory {
	ns := &NetStory{dedupe: !res.Params.Has(engine.DedupeOff), Users: map[string]string{}}
	st := &ns.base
	st.Deadline, st.Outcome = res.Recovery.DeadlineTick, res.Recovery.Outcome
	st.End = max(res.EndTick(), st.Deadline) + 1
	for i := range res.Flights {
		ns.Clients = max(ns.Clients, res.Flights[i].Client+1)
	}
	for c := range ns.Clients {
		ns.Orders = append(ns.Orders, "order-"+strconv.Itoa(c+1))
	}
	orderIdx := func(order string) int {
		if i := slices.Index(ns.Orders, order); i >= 0 {
			return i
		}
		ns.Orders = append(ns.Orders, order)
		return len(ns.Orders) - 1
	}
	// answers: what each request's processing said, by the index of its
	// trace entry (a response's Flight.Answers).
	answers := map[int]answer{}

	// Happenings within one tick are spread over it in trace order; once the
	// tick is over, the caption names the one that matters most (prio).
	type pending struct {
		tick     int64
		prio     int
		text     string
		log      string
		tone     Tone
		index    int
		apply    func(at float64)
		position int
	}
	var ps []pending
	add := func(tick int64, prio int, text, log string, tone Tone, apply func(float64)) {
		ps = append(ps, pending{tick: tick, prio: prio, text: text, log: log, tone: tone, index: len(ps), apply: apply})
	}
	var down *Span
	for i := range res.Trace {
		e := &res.Trace[i]
		var f *engine.Flight
		if e.Flight > 0 && e.Flight <= len(res.Flights) {
			f = &res.Flights[e.Flight-1]
		}
		switch e.Kind {
		case string(engine.KindPartitionStart):
			st.Parts = append(st.Parts, Span{Start: e.Tick})
			add(e.Tick, 6, "partition starts: site A and site B cannot reach each other; messages wait at the line", "partition: sites cut off", ToneRejected, nil)
		case string(engine.KindPartitionEnd):
			if n := len(st.Parts); n > 0 && !st.Parts[n-1].Ends {
				st.Parts[n-1].End, st.Parts[n-1].Ends = e.Tick, true
			}
			released := fmt.Sprintf("%d held messages are released", res.Recovery.Released)
			switch res.Recovery.Released {
			case 0:
				released = "nothing was held"
			case 1:
				released = "1 held message is released"
			}
			add(e.Tick, 6, "partition heals: "+released, "healed: held released", ToneApplied, nil)
		case engine.EntryCrash:
			ns.Downs = append(ns.Downs, Span{Start: e.Tick})
			down = &ns.Downs[len(ns.Downs)-1]
			add(e.Tick, 7, "the service CRASHED: its memory is lost, the store and the orders survive; it is down until it restarts", "CRASH: memory lost", ToneCrash, nil)
		case engine.EntryRestart:
			if down != nil {
				down.End, down.Ends = e.Tick, true
				down = nil
			}
			add(e.Tick, 7, fmt.Sprintf("the service restarts (generation %d); the dedupe store survived the crash", e.VolatileGeneration), "restarted", ToneApplied, nil)
		case engine.EntryExpired:
			key := e.Key
			add(e.Tick, 5, "dedupe entry EXPIRED (retention): "+key+"; a retry with this key now counts as new", "expired "+shortKey(key), ToneWarn, func(at float64) {
				ns.store = append(ns.store, storeOp{at: at, kind: opExpire, key: key})
			})
		case engine.EntryTimeout:
			add(e.Tick, 3, fmt.Sprintf("client %s heard nothing for %s: timeout, it retries with the same dedupe key", clientOf(e.EventID), e.EventID), "", ToneWarn, nil)
		case engine.EntryGiveUp:
			cmd, _ := splitAttempt(e.EventID)
			c := clientIndex(cmd)
			add(e.Tick, 4, fmt.Sprintf("client %s gives up on %s: its user is told %q", clientOf(cmd), cmd, engine.UncertainMessage), "", ToneWarn, func(at float64) {
				ns.told = append(ns.told, told{at: at, client: c, cmd: cmd, text: "UNCERTAIN", tone: ToneWarn})
			})
		case string(engine.KindDeliver):
			if f == nil {
				continue
			}
			short := e.EventID
			var text, log string
			tone := ToneNeutral
			var ans answer
			switch e.Effect {
			case engine.EffectApplied:
				text = fmt.Sprintf("%s APPLIED: %s -> %s; state and dedupe entry in one commit", short, e.Result.OrderID, e.Result.State)
				if !ns.dedupe {
					text = fmt.Sprintf("%s APPLIED: %s -> %s (dedupe off: nothing remembered)", short, e.Result.OrderID, e.Result.State)
				}
				log, tone, ans = short+" APPLIED "+e.Result.State, ToneApplied, answer{e.Result.State, ToneApplied}
			case engine.EffectCommittedThenCrashed:
				text = fmt.Sprintf("%s committed %s -> %s with its dedupe entry, then the service crashed before answering", short, e.Result.OrderID, e.Result.State)
				log, tone = short+" COMMITTED "+e.Result.State, ToneApplied
			case engine.EffectCrashedCommit:
				text = fmt.Sprintf("%s wrote %s -> %s, then the service CRASHED before writing the dedupe entry", short, e.Result.OrderID, e.Result.State)
				log, tone = short+" wrote "+e.Result.State+", no entry", ToneCrash
			case engine.EffectReused:
				text = fmt.Sprintf("%s is a retry: REPLAYED the stored result (%s), no second transition", short, e.Result.State)
				log, tone, ans = short+" REPLAYED "+e.Result.State, ToneReplayed, answer{"replayed " + e.Result.State, ToneReplayed}
			case engine.EffectStale:
				text = fmt.Sprintf("%s REJECTED as stale: expects %s, %s is %s", short, e.Error.ExpectedState, orderOf(e), e.Error.ActualState)
				log, tone, ans = short+" REJECTED stale", ToneRejected, answer{"rejected stale", ToneRejected}
			case engine.EffectConflict:
				text = short + " REJECTED: same key, different input; nothing changed"
				log, tone, ans = short+" REJECTED conflict", ToneRejected, answer{"rejected conflict", ToneRejected}
			case engine.EffectRead:
				text = fmt.Sprintf("%s reads %s: %s", short, orderOf(e), e.Result.State)
				log, tone, ans = short+" read "+e.Result.State, ToneRead, answer{"read " + e.Result.State, ToneRead}
			default:
				text, log = short+" "+e.Effect, short+" "+e.Effect
			}
			answers[i] = ans
			r, eff, key, fp := e.Result, e.Effect, e.Key, e.InputFingerprint.String()
			add(e.Tick, 5, text, log, tone, func(at float64) {
				if r != nil && eff != engine.EffectStale && eff != engine.EffectConflict && eff != engine.EffectRead && eff != engine.EffectReused {
					ns.orders = append(ns.orders, orderChange{at: at, order: orderIdx(r.OrderID), state: r.State})
				}
				switch {
				case eff == engine.EffectReused:
					ns.store = append(ns.store, storeOp{at: at, kind: opReuse, key: key})
				case ns.dedupe && r != nil && (eff == engine.EffectApplied || eff == engine.EffectCommittedThenCrashed || eff == engine.EffectRead):
					ns.store = append(ns.store, storeOp{at: at, kind: opAdd, key: key, fp: shortFP(fp), result: r.State})
				}
			})
		case engine.EntryRequest, engine.EntryResponse:
			if f == nil {
				continue
			}
			cmd, attempt := splitAttempt(f.ID)
			switch e.Delivery {
			case engine.DeliverySent:
				if f.Request {
					c := f.Client
					add(e.Tick, 1, fmt.Sprintf("client %d sends %s (dedupe key %s)", c+1, f.ID, e.Key), "", ToneRequest, func(at float64) {
						ns.sent = append(ns.sent, sentCmd{at: at, client: c, cmd: cmd, attempt: attempt})
					})
				}
			case engine.DeliveryDuplicated:
				add(e.Tick, 2, "the network makes a second copy of "+describe(f.ID, false), "", ToneRequest, nil)
			case engine.DeliveryBuffered:
				add(e.Tick, 2, describe(f.ID, true)+" is held at the partition line", "", ToneHeld, nil)
			case engine.DeliveryDropped:
				if f.Dropped == "service down" {
					add(e.Tick, 4, describe(f.ID, true)+" reaches a crashed service and is LOST", baseID(f.ID)+" lost: down", ToneRejected, nil)
				} else {
					add(e.Tick, 4, describe(f.ID, true)+" is LOST by the network", "", ToneRejected, nil)
				}
			case engine.DeliveryReceived:
				c := f.Client
				text, tone := answerOf(e)
				add(e.Tick, 3, fmt.Sprintf("client %d is told: %s (answer to %s)", c+1, text, strings.TrimSuffix(f.ID, ">resp")), "", tone, func(at float64) {
					ns.told = append(ns.told, told{at: at, client: c, cmd: cmd, text: text, tone: tone})
				})
			case engine.DeliveryIgnored:
				add(e.Tick, 2, fmt.Sprintf("%s arrives late and is ignored: client %d %s", describe(f.ID, false), f.Client+1, strings.TrimPrefix(e.Note, "the client ")), "", ToneMuted, nil)
			}
		}
	}
	// Deadline.
	uncertain := 0
	for _, u := range res.Users {
		ns.Users[u.EventID] = u.Status
		if u.Status == engine.Indefinite {
			uncertain++
		}
	}
	if uncertain > 0 {
		add(st.Deadline, 8, fmt.Sprintf("deadline: %d users have no answer and are told %q", uncertain, engine.UncertainMessage), "deadline: uncertain", ToneWarn, nil)
	} else {
		add(st.Deadline, 8, "deadline: every user already has a definite answer", "", ToneApplied, nil)
	}
	slices.SortStableFunc(ps, func(a, b pending) int { return int(a.tick - b.tick) })
	ns.headline = map[int64]string{}
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
			at := spreadIn(p.tick, k-i, j-i)
			st.happen(at, p.tick, p.text, p.log, p.tone)
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

	for _, iv := range res.Invariants {
		if !iv.Holds {
			ns.Breaks = append(ns.Breaks, iv.Tick)
		}
	}
	ns.flights(res, answers)
	return ns
}

// spreadIn places the k-th of n happenings of one tick within (tick-1, tick],
// the last exactly at tick.
func spreadIn(tick int64, k, n int) float64 {
	if n <= 1 {
		return float64(tick)
	}
	return float64(tick) - float64(n-1-k)*math.Min(maxStager, 0.9/float64(n-1))
}

// answer is what the service said to one request, as its response shows it.
type answer struct {
	text string
	tone Tone
}

func (ns *NetStory) flights(res *engine.Result, answers map[int]answer) {
	for i := range res.Flights {
		f := &res.Flights[i]
		v := Flight{ID: f.ID, Client: f.Client, Request: f.Request, Dup: f.Copy,
			Leave: float64(f.Sent), Arrive: float64(f.Arrive), Lost: f.Dropped, Held: f.HeldFrom >= 0}
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
		op, attempt := f.Op, f.Attempt
		if f.Request {
			v.Tone = ToneRequest
			base := fmt.Sprintf("%s#%d", op, attempt)
			v.Label = []string{base, "#" + strconv.Itoa(attempt)}
			if v.Dup {
				v.Label = []string{base + " copy", base + "+", "#" + strconv.Itoa(attempt) + "+"}
			}
		} else {
			a, ok := answers[f.Answers]
			if !ok || a.text == "" {
				a.text, a.tone = "answer", ToneNeutral
			}
			v.Tone = a.tone
			short := a.text
			if i := strings.IndexByte(short, ' '); i > 0 {
				short = short[:i]
			}
			v.Label = []string{a.text, short}
			if v.Dup {
				v.Label = []string{a.text + " copy", a.text + "+", short + "+"}
			}
		}
		ns.Flights = append(ns.Flights, v)
	}
}

// describe names a message for the caption: "c1.confirm#2", "the answer to
// c1.confirm#2", with "(second copy)" for a copy when copies says so.
func describe(id string, copies bool) string {
	d := baseID(id)
	if strings.Contains(id, ">resp") {
		d = "the answer to " + d
	}
	if copies && strings.HasSuffix(id, "+dup") {
		d += " (second copy)"
	}
	return d
}

// splitAttempt splits "c1.confirm#2>resp+dup" into "c1.confirm" and 2.
func splitAttempt(id string) (string, int) {
	id = baseID(id)
	i := strings.LastIndexByte(id, '#')
	if i < 0 {
		return id, 0
	}
	n, _ := strconv.Atoi(id[i+1:])
	return id[:i], n
}

// baseID strips the response and copy marks: "c1.confirm#2".
func baseID(id string) string {
	id = strings.TrimSuffix(id, "+dup")
	return strings.TrimSuffix(id, ">resp")
}

// clientOf is the client number of a command or attempt id ("c3.ship#1": "3").
func clientOf(id string) string {
	if i := strings.IndexByte(id, '.'); i > 1 && id[0] == 'c' {
		return id[1:i]
	}
	return id
}

func clientIndex(id string) int {
	n, err := strconv.Atoi(clientOf(id))
	if err != nil {
		return 0
	}
	return n - 1
}

func orderOf(e *engine.TraceEntry) string {
	if e.Result != nil {
		return e.Result.OrderID
	}
	if parts := strings.Split(e.Key, ":"); len(parts) >= 2 {
		return parts[1]
	}
	return "the order"
}

func answerOf(e *engine.TraceEntry) (string, Tone) {
	switch {
	case e.Error != nil && e.Error.Code == engine.CodeConflict:
		return "rejected conflict", ToneRejected
	case e.Error != nil:
		return "rejected stale", ToneRejected
	case e.Result != nil:
		return e.Result.State, ToneApplied
	}
	return "answer", ToneNeutral
}

// PartitionAt reports whether the partition line is up at t.
func (ns *NetStory) PartitionAt(t float64) bool { return ns.base.PartitionAt(t) }

// CaptionAt is what is happening at t: the latest happening while a tick
// plays out, the tick's most telling one once it is over.
func (ns *NetStory) CaptionAt(t float64) string {
	hs := ns.base.Happenings
	i := sort.Search(len(hs), func(i int) bool { return hs[i].At > t }) - 1
	if i >= 0 && t >= float64(hs[i].Tick) {
		if text, ok := ns.headline[hs[i].Tick]; ok {
			return fmt.Sprintf("tick %d: %s", hs[i].Tick, text)
		}
	}
	return ns.base.CaptionAt(t)
}

// DownAt reports whether the service is down (crashed, not yet restarted)
// at t, and the tick it restarts (-1 if it never does).
func (ns *NetStory) DownAt(t float64) (bool, int64) {
	for _, d := range ns.Downs {
		if t >= float64(d.Start) && (!d.Ends || t < float64(d.End)) {
			if !d.Ends {
				return true, -1
			}
			return true, d.End
		}
	}
	return false, 0
}

// OrderStates are the orders' states at t.
func (ns *NetStory) OrderStates(t float64) []string {
	out := make([]string, len(ns.Orders))
	for i := range out {
		out[i] = "pending"
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

// clientLine is one command as its client sees it, in a long and shorter
// wordings.
type clientLine struct {
	cmd   string
	cands []string
	tone  Tone
}

// clientLines is what client c knows at t, oldest first.
func (ns *NetStory) clientLines(c int, t float64) []clientLine {
	var lines []clientLine
	set := func(cmd string, tone Tone, cands ...string) {
		for i := range lines {
			if lines[i].cmd == cmd {
				lines[i].cands, lines[i].tone = cands, tone
				return
			}
		}
		lines = append(lines, clientLine{cmd, cands, tone})
	}
	si, ti := 0, 0
	for si < len(ns.sent) || ti < len(ns.told) {
		// Merge sends and answers in time order.
		useSent := ti >= len(ns.told) || (si < len(ns.sent) && ns.sent[si].at <= ns.told[ti].at)
		if useSent {
			s := ns.sent[si]
			si++
			if s.at > t {
				continue
			}
			if s.client == c {
				op := s.cmd[strings.IndexByte(s.cmd, '.')+1:]
				id := fmt.Sprintf("%s#%d", op, s.attempt)
				if t >= float64(ns.base.Deadline) && ns.Users[s.cmd] == engine.Indefinite {
					set(s.cmd, ToneWarn, id+" UNCERTAIN", id+" ???", "UNCERTAIN")
				} else {
					set(s.cmd, ToneHeld, id+" waiting", id+" waits", op+" waits", id+" ..")
				}
			}
			continue
		}
		k := ns.told[ti]
		ti++
		if k.at > t || k.client != c {
			continue
		}
		op := k.cmd[strings.IndexByte(k.cmd, '.')+1:]
		first := k.text
		if i := strings.IndexByte(first, ' '); i > 0 {
			first = first[:i]
		}
		set(k.cmd, k.tone, op+": "+k.text, op+" "+first, first)
	}
	return lines
}

// At lays out the run at playhead t on a w by h canvas (CSS pixels).
func (ns *NetStory) At(t, w, h float64) *Scene { return ns.AtRatio(t, w, h, 1) }

// AtRatio lays out the run on a w by h canvas of device pixels, ratio
// device pixels to the CSS pixel.
func (ns *NetStory) AtRatio(t, w, h, ratio float64) *Scene {
	st := &ns.base
	t = math.Max(0, math.Min(t, float64(st.End)))
	ratio = math.Max(ratio, 1)
	s := math.Max(1, math.Round(ScaleFor(w/ratio, h/ratio)*ratio))
	cw, lh := CharW*s, LineH*s
	pad := 6 * s
	states := ns.OrderStates(t)
	sc := &Scene{W: w, H: h, Scale: s, T: t, Store: ns.StoreAt(t), Orders: states}
	if len(states) > 0 {
		sc.OrderState = states[0]
	}
	// The caption takes a second line rather than lose its end.
	first, rest := wrap(ns.CaptionAt(t), int((w-2*pad)/cw))
	sc.Caption = Text{pad, pad, first, ToneNeutral}
	top := pad + lh + pad
	if rest != "" {
		sc.Texts = append(sc.Texts, Text{pad + 2*cw, top - pad/2, fit(rest, int((w-2*pad)/cw)-2), ToneNeutral})
		top += lh
	}
	tlH := 3*lh + 4*pad
	bottom := h - tlH - pad
	sc.Timeline = st.timeline(t, Rect{pad, bottom + pad, w - 2*pad, tlH}, s)
	for _, d := range ns.Downs {
		end := float64(st.End)
		if d.Ends {
			end = float64(d.End)
		}
		x0 := sc.Timeline.X0 + float64(d.Start)*(sc.Timeline.X1-sc.Timeline.X0)/float64(st.End)
		x1 := sc.Timeline.X0 + end*(sc.Timeline.X1-sc.Timeline.X0)/float64(st.End)
		sc.Timeline.Downs = append(sc.Timeline.Downs, Rect{x0, sc.Timeline.Strip.Y + sc.Timeline.Strip.H - 4*s, x1 - x0, 4 * s})
	}
	for _, b := range ns.Breaks {
		sc.Timeline.Breaks = append(sc.Timeline.Breaks, sc.Timeline.X0+float64(b)*(sc.Timeline.X1-sc.Timeline.X0)/float64(st.End))
	}

	fa, fb := 0.22, 0.40
	if w < 700 {
		fa, fb = 0.25, 0.42
	}
	siteA := Rect{pad, top, math.Round(w * fa), bottom - top}
	siteBW := math.Round(w * fb)
	siteB := Rect{w - pad - siteBW, top, siteBW, bottom - top}
	inner := func(r Rect, y, hh float64) Rect { return Rect{r.X + pad, y, r.W - 2*pad, hh} }
	nodeTop := top + lh + 2*pad
	band := bottom - pad - nodeTop
	svcH := math.Round(band * 0.58)
	service := inner(siteB, nodeTop, svcH-pad/2)
	store := inner(siteB, nodeTop+svcH+pad/2, band-svcH-pad/2)
	isDown, back := ns.DownAt(t)
	sc.Down = isDown
	sc.Boxes = []Box{
		{Name: "site-a", R: siteA, Title: "SITE A"},
		{Name: "site-b", R: siteB, Title: "SITE B"},
		{Name: "service", R: service, Title: "order service", Flash: ns.busy(t), Down: isDown},
		{Name: "store", R: store, Title: "dedupe store (persistent)"},
	}

	// Client boxes: one per client, or as many as fit plus one for the rest.
	// Few clients sit level with the service, so their lanes run
	// straight; more take the whole height of site A.
	n := max(ns.Clients, 1)
	minH := 2*lh + 3*pad
	shown := n
	cband := band
	if roomy := 4*(lh+2*s) + 2*pad; float64(n)*(roomy+pad) <= service.H+pad {
		cband = service.H
	} else if float64(n)*(minH+pad) > band+pad {
		shown = max(1, int((band+pad)/(minH+pad)))
	}
	boxH := (cband+pad)/float64(shown) - pad
	slot := func(c int) int { return min(c, shown-1) }
	x0, x1 := siteA.X+siteA.W-pad, service.X
	lineX := math.Round((siteA.X + siteA.W + siteB.X) / 2)
	lanes := make([]Lane, shown)
	for i := range shown {
		r := inner(siteA, nodeTop+float64(i)*(boxH+pad), boxH)
		title := fmt.Sprintf("c%d (%s)", i+1, ns.order(i))
		if i == shown-1 && shown < n {
			title = fmt.Sprintf("c%d-c%d (%d clients)", i+1, n, n-i)
		}
		sc.Boxes = append(sc.Boxes, Box{Name: "client-" + strconv.Itoa(i+1), R: r, Title: fit(title, int((r.W-12*s)/cw))})
		yB := service.Y + (float64(i)+0.5)*service.H/float64(shown)
		lanes[i] = Lane{X0: x0, Y0: r.Y + r.H/2, X1: x1, Y1: yB}
		if i < shown-1 || shown == n {
			sc.Texts = append(sc.Texts, clientColumn(ns.clientLines(i, t), r, s)...)
		}
	}
	sc.Lanes = lanes
	if ns.PartitionAt(t) {
		sc.Partition = &Partition{X: lineX, Y0: top, Y1: bottom}
	}

	// Tokens.
	tokH := lh + pad
	maxChars := int((lineX - x0 - 1.5*pad) / cw)
	travelChars := max(maxChars, int((x1-x0)*0.6/cw)-2)
	offset := tokH/2 + 1*s
	type heldKey struct {
		lane int
		req  bool
	}
	heldN := map[heldKey]int{}
	for i := range ns.Flights {
		f := &ns.Flights[i]
		if f.Held && t >= f.Queue && t < f.Release {
			heldN[heldKey{slot(f.Client), f.Request}]++
		}
	}
	heldK := map[heldKey]int{}
	for i := range ns.Flights {
		f := &ns.Flights[i]
		if t < f.Leave {
			continue
		}
		lane := lanes[slot(f.Client)]
		// A token that waits at the line has half the network; one on its
		// way may use more.
		chars := travelChars
		if f.Held && t >= f.Queue && t < f.Release {
			chars = maxChars
		}
		lines := []string{pick(f.Label, chars)}
		tw := float64(len(lines[0]))*cw + pad
		// Requests run above the lane, responses below; a copy one step
		// further out, so it never hides its original.
		dy := -offset
		if f.Dup {
			dy -= tokH + 2*s
		}
		from, to := lane.X0+tw/2, lane.X1-tw/2
		if !f.Request {
			dy = -dy
			from, to = to, from
		}
		at := func(x float64) (float64, float64) { return x, lane.At(x) + dy }
		tok := func(phase string, x float64, tone Tone) {
			x, y := at(x)
			sc.Tokens = append(sc.Tokens, Token{ID: f.ID, Phase: phase, X: x, Y: y, W: tw, H: tokH, Lines: lines, Tone: tone, Dup: f.Dup, Response: !f.Request})
		}
		travel := PhaseTravel
		if !f.Request {
			travel = PhaseReply
		}
		if f.Held {
			k := heldKey{slot(f.Client), f.Request}
			// Several held on one lane queue away from the line, squeezed
			// together when they do not fit side by side.
			room := math.Abs(lineX-from) - pad - tw/2
			gap := tw + pad/2
			if cnt := heldN[k]; cnt > 1 {
				gap = math.Min(gap, math.Max(room, 0)/float64(cnt-1))
			}
			dir := -1.0
			if !f.Request {
				dir = 1
			}
			hx := lineX + dir*(pad+tw/2)
			switch {
			case t < f.Queue:
				tok(travel, lerp(from, hx, (t-f.Leave)/(f.Queue-f.Leave)), f.Tone)
			case t < f.Release:
				tok(PhaseHeld, hx+dir*float64(heldK[k])*gap, ToneHeld)
				heldK[k]++
			case t < f.Arrive:
				tok(PhaseRelease, lerp(hx, to, (t-f.Release)/(f.Arrive-f.Release)), ToneHeld)
			case f.Lost != "" && t < f.Arrive+CrossLinger:
				x, y := at(to)
				sc.Crosses = append(sc.Crosses, Cross{X: x, Y: y, Label: "lost", Tone: ToneRejected})
			}
			continue
		}
		end := to
		if f.Lost == "network" {
			end = from + (to-from)*LossFraction
		}
		switch {
		case t < f.Arrive:
			tok(travel, lerp(from, end, (t-f.Leave)/(f.Arrive-f.Leave)), f.Tone)
		case f.Lost != "" && t < f.Arrive+CrossLinger:
			x, y := at(end)
			sc.Crosses = append(sc.Crosses, Cross{X: x, Y: y, Label: "lost", Tone: ToneRejected})
		}
	}

	// Node contents.
	sc.Texts = append(sc.Texts, ns.serviceLines(t, service, s, states, isDown, back)...)
	if ns.dedupe {
		sc.Texts = append(sc.Texts, netStoreLines(sc.Store, store, s)...)
	} else {
		sc.Texts = append(sc.Texts, column(storeOffLines(), store, s)...)
	}
	return sc
}

func (ns *NetStory) order(c int) string {
	if c < len(ns.Orders) {
		return ns.Orders[c]
	}
	return "order-" + strconv.Itoa(c+1)
}

// pick is the first label candidate that fits n characters.
func pick(cands []string, n int) string {
	for _, c := range cands {
		if len(c) <= n {
			return c
		}
	}
	return fit(cands[len(cands)-1], max(n, 2))
}

func (ns *NetStory) busy(t float64) bool {
	for _, h := range ns.base.Happenings {
		if h.LogText != "" && t >= h.At && t < h.At+0.35 && h.Tone != ToneWarn {
			return true
		}
	}
	return false
}

// clientColumn stacks a client's lines under its title, the newest kept
// when there is no room for all.
func clientColumn(lines []clientLine, r Rect, s float64) []Text {
	w := int((r.W - 12*s) / (CharW * s))
	room := max(1, int((r.H-6*s-LineH*s-6*s)/(LineH*s+2*s)))
	if len(lines) == 0 {
		lines = []clientLine{{cands: []string{"(nothing sent yet)", "(idle)"}, tone: ToneMuted}}
	}
	if len(lines) > room {
		lines = lines[len(lines)-room:]
	}
	out := make([]Text, len(lines))
	for i, l := range lines {
		out[i] = Text{S: pick(l.cands, w), Tone: l.tone}
	}
	return column(out, r, s)
}

func (ns *NetStory) serviceLines(t float64, r Rect, s float64, states []string, isDown bool, back int64) []Text {
	w := int((r.W - 12*s) / (CharW * s))
	room := max(1, int((r.H-6*s-LineH*s-6*s)/(LineH*s+2*s)))
	var lines []Text
	if isDown {
		cands := []string{"CRASHED: down, memory lost", "CRASHED"}
		if back >= 0 {
			cands = []string{fmt.Sprintf("CRASHED: down until tick %d", back), fmt.Sprintf("CRASHED until t%d", back), "CRASHED"}
		}
		lines = append(lines, Text{S: pick(cands, w), Tone: ToneCrash})
	}
	// Orders, two to a line when they fit.
	var cells []string
	for i, state := range states {
		cells = append(cells, fmt.Sprintf("%s: %s", ns.order(i), strings.ToUpper(state)))
	}
	cellW := 0
	for _, c := range cells {
		cellW = max(cellW, len(c))
	}
	per := max(1, (w+2)/(cellW+2))
	for i := 0; i < len(cells); i += per {
		row := cells[i:min(i+per, len(cells))]
		for j := range row[:len(row)-1] {
			row[j] += strings.Repeat(" ", cellW-len(row[j])+2)
		}
		lines = append(lines, Text{S: fit(strings.Join(row, ""), w), Tone: ToneApplied})
	}
	// The log, like the boxes, shows whole ticks.
	var log []Happening
	for _, h := range ns.base.Happenings {
		if h.At > t {
			break
		}
		if h.LogText != "" && float64(h.Tick) <= t {
			log = append(log, h)
		}
	}
	if left := room - len(lines); left > 0 && len(log) > left {
		log = log[len(log)-left:]
	} else if left <= 0 {
		log = nil
	}
	for _, h := range log {
		lines = append(lines, Text{S: fit(fmt.Sprintf("t%d %s", h.Tick, h.LogText), w), Tone: h.Tone})
	}
	return column(lines, r, s)
}

// netStoreLines shows the newest entries, one line each.
func netStoreLines(rows []StoreRow, r Rect, s float64) []Text {
	w := int((r.W - 12*s) / (CharW * s))
	room := max(1, int((r.H-6*s-LineH*s-6*s)/(LineH*s+2*s)))
	var lines []Text
	if len(rows) == 0 {
		lines = append(lines, Text{S: "(empty)", Tone: ToneMuted})
	}
	if len(rows) > room {
		lines = append(lines, Text{S: fmt.Sprintf("(%d older entries above)", len(rows)-room+1), Tone: ToneMuted})
		rows = rows[len(rows)-room+1:]
	}
	for _, row := range rows {
		key := strings.TrimPrefix(row.Key, "tenant-7:")
		var cands []string
		tone := ToneNeutral
		switch {
		case row.Expired:
			tone = ToneWarn
			cands = []string{
				fmt.Sprintf("%s EXPIRED at tick %d (was %s)", key, row.ExpiredAt, row.Result),
				fmt.Sprintf("%s EXPIRED t%d", key, row.ExpiredAt),
				fmt.Sprintf("%s EXPIRED", compactKey(key)),
			}
		default:
			if row.Reuses > 0 {
				tone = ToneReplayed
			}
			replayed, short := "", ""
			if row.Reuses > 0 {
				replayed, short = fmt.Sprintf(", replayed %dx", row.Reuses), fmt.Sprintf(" r%d", row.Reuses)
			}
			cands = []string{
				fmt.Sprintf("%s fp %s -> %s%s", key, row.FP, row.Result, replayed),
				fmt.Sprintf("%s -> %s%s", key, row.Result, replayed),
				fmt.Sprintf("%s -> %s%s", compactKey(key), row.Result, short),
				fmt.Sprintf("%s->%s%s", compactKey(key), row.Result, short),
				compactKey(key) + short,
			}
		}
		lines = append(lines, Text{S: pick(cands, w), Tone: tone})
	}
	return column(lines, r, s)
}

// compactKey is "order-1:confirm:v1" as "o1:confirm".
func compactKey(key string) string {
	parts := strings.Split(key, ":")
	if len(parts) < 2 {
		return key
	}
	return "o" + strings.TrimPrefix(parts[0], "order-") + ":" + parts[1]
}

// wrap splits s at a space so the first part fits n characters.
func wrap(s string, n int) (string, string) {
	if len(s) <= n || n <= 0 {
		return s, ""
	}
	cut := strings.LastIndexByte(s[:n+1], ' ')
	if cut <= n/2 {
		return fit(s, n), ""
	}
	return s[:cut], s[cut+1:]
}
