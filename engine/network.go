package engine

// netsim runs a Model on top of the fixture engine's service: the dedupe
// store, the order states, the oracle and the trace are shared.
type netsim struct {
	*sim
	m         *Model
	flights   []Flight
	cmds      []command
	next      []int // per client: index of its current command in cmds
	queue     calendar
	heldAt    []int // flights waiting at the partition line, in arrival order
	partEnd   int64
	parted    bool // the model has a partition
	current   int  // flight being processed, for the crash draw
	responses []response
	release   []int        // scratch: the release order of held flights
	pending   []processing // processings claimed, in claim order (inprogress.go)
	timed     bool         // some processing takes time: requests go through claims
	crashBy   Fault        // the forced fault behind the crash just made, if any
}

// runModel runs a generated scenario, reusing the Runner's memory.
func (r *Runner) runModel(c *Compiled, p Params) *Result {
	s := &r.s
	// Sized for the five or so entries a command usually leaves, so the
	// trace rarely regrows.
	s.reset(c, &p, 4*len(c.cmds))
	ns := &r.ns
	flights, next := ns.flights, ns.next
	reuse(&flights, 3*len(c.cmds))
	sized(&next, c.model.Clients)
	*ns = netsim{sim: s, m: c.model,
		flights:   flights,
		cmds:      append(ns.cmds[:0], c.cmds...),
		next:      next,
		queue:     ns.queue,
		heldAt:    ns.heldAt[:0],
		responses: ns.responses[:0],
		release:   ns.release[:0],
		pending:   ns.pending[:0],
	}
	if len(ns.cmds) > 0 && !p.Has(ConflictingRetry) {
		ns.cmds[0].conflicted = nil
	}
	s.net = ns
	ns.timed = p.Processing > 0 || hasFault(c.model.Faults, SlowProcessing) || hasFault(p.Faults, SlowProcessing)
	ns.run(p)
	return ns.finish()
}

// qKind is what a queued event does. Within one tick events run in this
// order: the service restarts and the partition changes first, messages land
// next, then clients send, and a client's timer fires last, so an answer
// arriving on the tick its timer expires is in time.
type qKind uint8

const (
	qRestart qKind = iota // the crashed service comes back
	qPartitionStart
	qPartitionEnd
	qComplete // a claimed processing commits (inprogress.go)
	qHold     // a flight reaches the partition line
	qArrive   // a flight reaches the other side (or is lost there)
	qSend     // a client sends its current command
	qTimeout  // a client's timer for one attempt fires
	qKinds
)

type qItem struct {
	tick int64
	kind qKind
	a, b int // flight index, or client and attempt
}

func (ns *netsim) schedule(tick int64, kind qKind, a, b int) {
	ns.queue.push(qItem{tick: tick, kind: kind, a: a, b: b})
}

func (ns *netsim) run(p Params) {
	m := ns.m
	length := m.PartitionLength
	if p.Partition > 0 {
		length = p.Partition
	}
	if m.PartitionStart > 0 && length > 0 {
		ns.parted = true
		ns.partEnd = m.PartitionStart + length
		ns.schedule(m.PartitionStart, qPartitionStart, 0, 0)
		ns.schedule(ns.partEnd, qPartitionEnd, 0, 0)
	}
	for client := 0; client < m.Clients; client++ {
		ns.next[client] = client * m.Commands
		ns.schedule(1+int64(client)*m.Stagger, qSend, client, 0)
	}
	for ns.queue.len() > 0 {
		it := ns.queue.pop()
		ns.expire(it.tick)
		switch it.kind {
		case qPartitionStart:
			ns.active, ns.started = true, true
			*ns.appendEntry() = TraceEntry{Tick: it.tick, Kind: EntryPartitionStart, EventID: "partition-between-sites"}
		case qPartitionEnd:
			ns.endPartition(it.tick)
		case qSend:
			ns.send(it.tick, it.a)
		case qHold:
			ns.heldAt = append(ns.heldAt, it.a)
			ns.buffered++
			*ns.appendEntry() = ns.flightEntry(it.tick, it.a, DeliveryBuffered, "")
		case qArrive:
			ns.arrive(it.tick, it.a, DeliveryImmediate)
		case qTimeout:
			ns.timeout(it.tick, it.a, it.b)
		case qComplete:
			ns.commitClaimed(it.tick, it.a)
		case qRestart:
			ns.down = false
			*ns.appendEntry() = TraceEntry{Tick: it.tick, Kind: EntryRestart, EventID: "process-restarted", VolatileGeneration: int32(ns.generation)}
		}
	}
}

// opOf is the operation of command ci.
func opOf(m *Model, ci int) string { return lifecycle[ci%m.Commands].op }

func (f *Flight) dir() Direction {
	if f.Request {
		return Request
	}
	return Response
}

func flightKind(f *Flight) EntryKind {
	if f.Request {
		return EntryRequest
	}
	return EntryResponse
}

func (ns *netsim) seqOf(f *Flight) int64 { return ns.cmds[f.Command].st.ev.LogicalSequence }

// flightEntry is a trace entry about flight fi.
func (ns *netsim) flightEntry(tick int64, fi int, delivery DeliveryMode, note string) TraceEntry {
	f := &ns.flights[fi]
	cmd := &ns.cmds[f.Command]
	return TraceEntry{Tick: tick, Kind: flightKind(f), EventID: f.ID, Delivery: delivery, LogicalSequence: cmd.st.ev.LogicalSequence,
		Note: note, Key: ns.keyFor(int32(f.Command), f.Attempt), Flight: int32(fi + 1), Command: int32(f.Command + 1), Attempt: int32(f.Attempt), Dir: f.dir(), Copy: f.Copy,
		ByYou: f.ByYou}
}

// send transmits the client's current command, as a new attempt.
func (ns *netsim) send(tick int64, client int) {
	ci := ns.next[client]
	cmd := &ns.cmds[ci]
	cmd.attempt++
	if cmd.firstAt < 0 {
		cmd.firstAt, cmd.firstRow = tick, len(ns.trace)
	}
	id := ns.name(ci, cmd.attempt, 0)
	asks := cmd.st.ev.Transition
	if cmd.conflicted != nil && cmd.attempt > 1 {
		asks = cmd.conflicted.ev.Transition
	}
	*ns.appendEntry() = TraceEntry{Tick: tick, Kind: EntryRequest, EventID: id, Delivery: DeliverySent, LogicalSequence: cmd.st.ev.LogicalSequence,
		Key: ns.keyFor(int32(ci), cmd.attempt), Transition: asks, Flight: int32(len(ns.flights) + 1), Command: int32(ci + 1), Attempt: int32(cmd.attempt), Dir: Request}
	ns.transmit(tick, Flight{ID: id, Request: true, Client: client, Command: ci, Op: opOf(ns.m, ci), Attempt: cmd.attempt, Answers: -1, Input: asks})
	ns.schedule(tick+ns.m.Timeout, qTimeout, client, cmd.attempt)
}

// transmit puts a message on the network: it may be dropped, duplicated,
// delayed, or held at the partition line.
func (ns *netsim) transmit(tick int64, f Flight) {
	luck := ns.flightLuck(&f, false)
	dropPerMille, target := ns.m.DropResponsePerMille, OnResponse
	if f.Request {
		dropPerMille, target = ns.m.DropRequestPerMille, OnRequest
	}
	fault, forced := ns.forced(&f, target)
	// Every roll is taken whatever the outcome, so forcing one fault never
	// shifts the others.
	dropRoll, dupRoll := luck.perMille(), luck.perMille()
	delay, dupDelay := luck.delay(ns.m), luck.delay(ns.m)
	kind, mine := fault.Kind, forced && ns.byLearner(fault)
	if kind == DelayRequest || kind == DelayResponse {
		delay += fault.Ticks
	}
	drop := kind == DropRequest || kind == DropResponse || dropRoll < dropPerMille
	hold := kind == HoldRequest || kind == HoldResponse
	dup := kind == DuplicateRequest || kind == DuplicateResponse
	f.ByYou = mine && !dup // a duplicate's original goes as it would have
	ns.launch(tick, f, delay, drop, hold)
	if dup || dupRoll < ns.m.DuplicatePerMille {
		copyOf := f
		copyOf.ByYou = mine && dup
		copyOf.variant |= vRequestCopy
		if !f.Request {
			copyOf.variant = f.variant | vResponseCopy
		}
		copyOf.ID = ns.name(f.Command, f.Attempt, copyOf.variant)
		copyOf.Copy = true
		*ns.appendEntry() = TraceEntry{Tick: tick, Kind: flightKind(&f), EventID: copyOf.ID, Delivery: DeliveryDuplicated, LogicalSequence: ns.seqOf(&f),
			Note: "the network delivers a second copy", Key: ns.keyFor(int32(f.Command), f.Attempt), Flight: int32(len(ns.flights) + 1),
			Command: int32(f.Command + 1), Attempt: int32(f.Attempt), Dir: f.dir(), Copy: true, ByYou: copyOf.ByYou}
		ns.launch(tick, copyOf, dupDelay, false, false)
	}
}

// launch schedules one copy's journey.
// A held message (hold: the learner's "hold until the partition ends")
// waits at the line from when it would have arrived, or from the
// partition's start if that is later, until the partition ends.
func (ns *netsim) launch(tick int64, f Flight, delay int64, drop, hold bool) {
	f.Sent, f.Arrive, f.HeldFrom, f.Trace = tick, tick+delay, -1, -1
	if drop {
		f.Dropped = "network"
	}
	i := len(ns.flights)
	crosses := ns.parted && tick < ns.partEnd && f.Arrive >= ns.m.PartitionStart
	if (crosses || hold && ns.parted && tick < ns.partEnd) && !drop {
		f.HeldFrom = max(tick, ns.m.PartitionStart)
		if !crosses {
			f.HeldFrom = f.Arrive // it would have arrived before the cut
		}
		ns.flights = append(ns.flights, f)
		ns.schedule(f.HeldFrom, qHold, i, 0)
		return
	}
	ns.flights = append(ns.flights, f)
	ns.schedule(f.Arrive, qArrive, i, 0)
}

// endPartition releases the held messages, ordered by the seeded tie-break
// (every generated message has the same priority), at the partition's end.
func (ns *netsim) endPartition(tick int64) {
	ns.active = false
	ns.recoveryTick, ns.recovered = tick, true
	*ns.appendEntry() = TraceEntry{Tick: tick, Kind: EntryPartitionEnd, EventID: "partition-between-sites"}
	// Released flights may be held again only by a later partition; the
	// model has one, so the held list is read whole before it is emptied.
	order := ns.release[:0]
	for i := range ns.heldAt {
		order = append(order, i)
	}
	ns.ties.order(order, nil) // every priority 0
	for _, i := range order {
		fi := ns.heldAt[i]
		ns.flights[fi].Arrive = tick
		ns.released++ // the sim's count: summarize reports it
		ns.arrive(tick, fi, DeliveryReleased)
	}
	ns.heldAt, ns.release = ns.heldAt[:0], order
}

// arrive handles a flight reaching its destination.
func (ns *netsim) arrive(tick int64, fi int, mode DeliveryMode) {
	f := &ns.flights[fi]
	if f.Dropped != "" {
		f.Trace = len(ns.trace)
		entry := ns.flightEntry(tick, fi, DeliveryDropped, "lost by the network")
		entry.Loss = LostNetwork
		*ns.appendEntry() = entry
		return
	}
	if !f.Request {
		ns.answer(tick, fi, mode)
		return
	}
	if ns.down {
		f.Dropped = "service down"
		f.Trace = len(ns.trace)
		entry := ns.flightEntry(tick, fi, DeliveryDropped, "the service is down after a crash")
		entry.Loss = LostServiceDown
		*ns.appendEntry() = entry
		return
	}
	if ns.crashOnArrival(tick, fi) {
		return
	}
	m := ns.received(fi)
	ns.current = fi
	if ns.timed && ns.claims(m, tick, mode) {
		return // claimed (it commits later) or refused as in progress
	}
	ns.deliver(m, tick, mode)
	ns.processed(fi, m)
	ns.respond(tick, fi, m)
}

// received makes the request flight fi that reached the service a message
// to process, and returns its index.
func (ns *netsim) received(fi int) int {
	f := &ns.flights[fi]
	cmd := &ns.cmds[f.Command]
	st := &cmd.st
	if cmd.conflicted != nil && f.Attempt > 1 {
		st = cmd.conflicted
	}
	ns.msgs = append(ns.msgs, messageFate{st: st, flight: int32(fi + 1), heldFrom: f.HeldFrom, processed: -1, arrival: int32(len(ns.trace)), traceIndex: -1, attempt: int32(f.Attempt)})
	return len(ns.msgs) - 1
}

// processed ties message m's processing entry to its flight fi.
func (ns *netsim) processed(fi, m int) {
	f := &ns.flights[fi]
	f.Trace = int(ns.msgs[m].traceIndex)
	entry := &ns.trace[f.Trace]
	entry.Message, entry.Flight, entry.Copy, entry.ByYou = 0, int32(fi+1), f.Copy, f.ByYou
}

// respond sends the answer to message m (flight fi), unless the process
// died with it.
func (ns *netsim) respond(tick int64, fi, m int) {
	f := &ns.flights[fi]
	fate := &ns.msgs[m]
	if ns.down {
		ns.schedule(tick+ns.restartAfter(), qRestart, 0, 0)
		return // the answer died with the process
	}
	if fate.answered {
		v := f.variant | vResponse
		resp := Flight{ID: ns.name(f.Command, f.Attempt, v), variant: v, Client: f.Client, Command: f.Command, Op: f.Op, Attempt: f.Attempt, Answers: int(fate.traceIndex), Input: f.Input}
		*ns.appendEntry() = TraceEntry{Tick: tick, Kind: EntryResponse, EventID: resp.ID, Delivery: DeliverySent, LogicalSequence: ns.seqOf(f),
			Key: ns.keyFor(int32(f.Command), f.Attempt), Flight: int32(len(ns.flights) + 1), Command: int32(f.Command + 1), Attempt: int32(f.Attempt), Dir: Response}
		ns.responses = append(ns.responses, response{result: fate.result, rejection: fate.rejection})
		resp.carries = len(ns.responses) - 1
		ns.transmit(tick, resp)
	}
}

// answer handles a response reaching its client.
func (ns *netsim) answer(tick int64, fi int, mode DeliveryMode) {
	f := &ns.flights[fi]
	resp := ns.responses[f.carries]
	cmd := &ns.cmds[f.Command]
	entry := ns.flightEntry(tick, fi, DeliveryReceived, "")
	entry.Result, entry.Error = resp.result, resp.rejection
	f.Trace = len(ns.trace)
	if cmd.answered || cmd.gaveUp {
		entry.Delivery, entry.Note = DeliveryIgnored, "the client already has its answer"
		if cmd.gaveUp && !cmd.answered {
			entry.Note = "the client gave up before it came"
		}
		*ns.appendEntry() = entry
		return
	}
	if resp.rejection != nil && resp.rejection.Code == CodeInProgress {
		// Not an answer: the client waits for its timer and retries.
		entry.Note = "in progress: the client retries when its timer fires"
		*ns.appendEntry() = entry
		return
	}
	*ns.appendEntry() = entry
	cmd.answered, cmd.answeredAt, cmd.traceAt, cmd.answerAttempt = true, tick, f.Trace, f.Attempt
	cmd.result, cmd.rejection = resp.result, resp.rejection
	ns.advance(tick, f.Client)
}

// advance moves the client on to its next command, if any.
func (ns *netsim) advance(tick int64, client int) {
	next := ns.next[client] + 1
	if next < (client+1)*ns.m.Commands {
		ns.next[client] = next
		ns.schedule(tick, qSend, client, 0)
	}
}

// timeout fires a client's timer for one attempt: retry, or give up and tell
// the user the outcome is uncertain.
func (ns *netsim) timeout(tick int64, client, attempt int) {
	cmd := &ns.cmds[ns.next[client]]
	if cmd.answered || cmd.gaveUp || cmd.attempt != attempt {
		return // answered in time, or a newer attempt owns the timer
	}
	id := ns.name(ns.next[client], attempt, 0)
	if attempt < ns.m.MaxAttempts {
		*ns.appendEntry() = TraceEntry{Tick: tick, Kind: EntryTimeout, EventID: id, Note: "no answer yet; retrying with the same dedupe key",
			Command: int32(ns.next[client] + 1), Attempt: int32(attempt)}
		ns.send(tick, client)
		return
	}
	cmd.gaveUp, cmd.traceAt = true, len(ns.trace)
	*ns.appendEntry() = TraceEntry{Tick: tick, Kind: EntryGiveUp, EventID: id, Note: UncertainMessage, Command: int32(ns.next[client] + 1), Attempt: int32(attempt)}
	// The order's next step depends on this one; the client stops here.
}

// response is the answer a response flight carries.
type response struct {
	result    *OrderResult
	rejection *Rejection
}
