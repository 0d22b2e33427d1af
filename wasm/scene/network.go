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

// orderIndex is the index of order id in ns.Orders.
func (ns *NetStory) orderIndex(id string) int {
	if i := slices.Index(ns.Orders, id); i >= 0 {
		return i
	}
	ns.Orders = append(ns.Orders, id)
	return len(ns.Orders) - 1
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
