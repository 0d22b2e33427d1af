package scene

import (
	"math"
	"slices"

	"coordsim/engine"
)

// Reading a generated run's trace into visual time: what the caption and
// the log tell, and what changes in the boxes, tick by tick.

// newNetStory reads a generated run into visual time.
func newNetStory(res *engine.Result, lang string) *NetStory {
	ns := &NetStory{base: newReel(res, lang), Clients: res.Clients, initial: res.InitialState,
		dedupe: !res.Params.Has(engine.DedupeOff), users: map[*engine.Command]engine.UserStatus{}}
	for _, o := range res.Orders {
		ns.Orders = append(ns.Orders, o.ID)
	}
	ns.client = make([]string, ns.Clients)
	for i := len(res.Commands) - 1; i >= 0; i-- {
		if c := &res.Commands[i]; c.Client < ns.Clients {
			ns.client[c.Client] = c.Order
		}
	}
	var ps pendings
	answers := ns.readTrace(res, &ps)
	ns.atDeadline(res, &ps)
	ns.tell(ps)
	st := &ns.base
	byTime(st.Happenings, func(h Happening) float64 { return h.At })
	byTime(ns.store, func(o storeOp) float64 { return o.at })
	byTime(ns.orders, func(c orderChange) float64 { return c.at })
	byTime(ns.told, func(c told) float64 { return c.at })
	byTime(ns.sent, func(c sentCmd) float64 { return c.at })
	ns.flights(res, answers)
	return ns
}

// pending is a happening not yet placed in visual time. Happenings within
// one tick are spread over it in trace order; once the tick is over, the
// caption names the one that matters most (prio).
type pending struct {
	tick      int64
	prio      int
	text, log Words
	tone      Tone
	apply     func(at float64)
}

// pendings are a run's happenings in the order they are told.
type pendings []pending

func (ps *pendings) add(tick int64, prio int, text, log Words, tone Tone, apply func(float64)) {
	*ps = append(*ps, pending{tick: tick, prio: prio, text: text, log: log, tone: tone, apply: apply})
}

// readTrace tells each entry of res's trace as a pending happening; it
// returns what each request's processing said, by the index of its trace
// entry (a response's Flight.Answers).
func (ns *NetStory) readTrace(res *engine.Result, ps *pendings) map[int]answer {
	st := &ns.base
	add := ps.add
	answers := map[int]answer{}
	gaveUp := map[*engine.Command]bool{}
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
			answers[i] = ns.processing(res, e, c, add)
		case e.Dir != engine.NotAMessage && c != nil:
			ns.message(res, e, c, gaveUp[c], add)
		}
	}
	return answers
}

// processing tells the service processing e, an attempt of command c; it
// returns what the service answered.
func (ns *NetStory) processing(res *engine.Result, e *engine.TraceEntry, c *engine.Command,
	add func(int64, int, Words, Words, Tone, func(float64))) answer {
	who := attempt(c, int(e.Attempt))
	if e.Copy {
		who = say("scene.attempt.copy", "who", who)
	}
	text, log, tone := processedWords(e, c, who)
	long, short, atone := answerWords(e, c)
	add(e.Tick, 5, text, log, tone, func(at float64) {
		if e.ChangesState() && c != nil {
			ns.orders = append(ns.orders, orderChange{at: at, order: ns.orderIndex(c.Order), state: e.StateAfter})
		}
		if op, ok := storeOpOf(res, e, at); ok {
			ns.store = append(ns.store, op)
		}
	})
	return answer{long, short, atone}
}

// atDeadline notes each user's status at the deadline, tells what the
// deadline means, and tells each reconciliation after it.
func (ns *NetStory) atDeadline(res *engine.Result, ps *pendings) {
	st := &ns.base
	for i := range res.Users {
		u := &res.Users[i]
		if c := res.UserCommand(u); c != nil {
			ns.users[c] = u.Status
		}
	}
	st.deadline(res.Counts.Uncertain, func(_ float64, text, log Words, tone Tone) { ps.add(st.Deadline, 8, text, log, tone, nil) })
	for _, rc := range res.Reconciliations() {
		c := res.UserCommand(&res.Users[rc.User])
		if c == nil {
			continue
		}
		long, short, _ := answerWords(&res.Trace[rc.Row], c)
		ps.add(rc.Tick, 2, say("scene.reconciled", "who", label(c), "answer", long), say("scene.log.reconciled", "who", label(c)), ToneApplied, func(at float64) {
			// A narrow box shows the answer alone: the log says it was reconciled.
			ns.told = append(ns.told, told{at: at, client: c.Client, cmd: c, long: say("scene.told.reconciled", "answer", long), short: short, tone: ToneApplied})
		})
	}
}

// tell places ps in visual time, tick by tick: each a happening spread
// over its tick, the tick's headline the one that matters most.
func (ns *NetStory) tell(ps pendings) {
	st := &ns.base
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

// spreadIn places the k-th of n happenings of one tick within (tick-1, tick],
// the last exactly at tick.
func spreadIn(tick int64, k, n int) float64 {
	if n <= 1 {
		return float64(tick)
	}
	return float64(tick) - float64(n-1-k)*math.Min(maxStager, 0.9/float64(n-1))
}
