package engine

import (
	"fmt"
	"slices"
	"strconv"
)

// Model is a generated scenario: clients at site A send commands about their
// orders to the order service at site B over a network that delays,
// duplicates, reorders and drops requests and responses; a partition may cut
// the sites apart; the service may crash inside a commit and restart. A
// client that hears nothing before its timeout retries with the same dedupe
// key (at-least-once), and after MaxAttempts tells its user the outcome is
// uncertain.
//
// One seed decides every random fault. Each message's fate is drawn from the
// seed and the message's own identity, not from a shared stream, so changing
// one knob (the partition's length, say) leaves every other message's luck
// as it was.
type Model struct {
	Name     string
	Clients  int   // each with its own order, order-1 .. order-N
	Commands int   // per client, in lifecycle order: confirm, ship, close
	Stagger  int64 // ticks between clients' first sends

	DelayMin, DelayMax int64 // one-way network delay in ticks
	Timeout            int64 // ticks a client waits before retrying
	MaxAttempts        int

	DropRequestPerMille  int
	DropResponsePerMille int
	DuplicatePerMille    int // the network delivers a second copy
	CrashPerMille        int // the service crashes inside a state-changing commit
	RestartTicks         int64

	PartitionStart  int64 // 0: the sites are never cut apart
	PartitionLength int64 // used when Params.Partition is 0
	Deadline        int64

	Faults []Fault // forced faults, for the named stories
}

// Fault forces what would otherwise be left to chance, for one attempt of one
// command (numbered from 1).
type Fault struct {
	Client, Command, Attempt int
	Kind                     FaultKind
}

// FaultKind names a forced fault.
type FaultKind string

// Forced faults.
const (
	DropRequest      FaultKind = "drop-request"
	DropResponse     FaultKind = "drop-response"
	DuplicateRequest FaultKind = "duplicate-request"
	CrashAfterCommit FaultKind = "crash-after-commit"
)

// lifecycle is the order's state machine, one command per step.
var lifecycle = []struct{ op, from, to string }{
	{"confirm", "pending", "confirmed"},
	{"ship", "confirmed", "shipped"},
	{"close", "shipped", "closed"},
}

// Limits of a model.
const (
	MaxClients  = 200_000
	MaxDelay    = 1000
	MaxAttempts = 100
)

// Validate checks the model's ranges.
func (m *Model) Validate() error {
	checks := []struct {
		field  string
		v      int64
		lo, hi int64
	}{
		{"clients", int64(m.Clients), 1, MaxClients},
		{"commands", int64(m.Commands), 1, int64(len(lifecycle))},
		{"stagger", m.Stagger, 0, MaxDelay},
		{"delay-min", m.DelayMin, 1, MaxDelay},
		{"delay-max", m.DelayMax, m.DelayMin, MaxDelay},
		{"timeout", m.Timeout, 1, MaxTick},
		{"attempts", int64(m.MaxAttempts), 1, MaxAttempts},
		{"drop-request", int64(m.DropRequestPerMille), 0, 1000},
		{"drop-response", int64(m.DropResponsePerMille), 0, 1000},
		{"duplicate", int64(m.DuplicatePerMille), 0, 1000},
		{"crash", int64(m.CrashPerMille), 0, 1000},
		{"restart", m.RestartTicks, 1, MaxDelay},
		{"partition-start", m.PartitionStart, 0, MaxTick},
		{"partition", m.PartitionLength, 0, MaxPartition},
		{"deadline", m.Deadline, 1, MaxDeadline},
	}
	for _, c := range checks {
		if c.v < c.lo || c.v > c.hi {
			return rangeError(c.field, c.v, c.lo, c.hi)
		}
	}
	for i, f := range m.Faults {
		if f.Client < 1 || f.Client > m.Clients || f.Command < 1 || f.Command > m.Commands || f.Attempt < 1 || f.Attempt > m.MaxAttempts {
			return &ParamError{fmt.Sprintf("faults[%d]", i), fmt.Sprintf("%+v", f), "names no attempt of this model"}
		}
		switch f.Kind {
		case DropRequest, DropResponse, DuplicateRequest, CrashAfterCommit:
		default:
			return &ParamError{fmt.Sprintf("faults[%d].kind", i), strconv.Quote(string(f.Kind)), "is unknown"}
		}
	}
	return nil
}

// Flight is one message on the network: a request (client to service) or a
// response (service to client), one copy of it.
type Flight struct {
	ID      string
	Request bool
	Client  int    // 0-based
	Command int    // index into the run's commands
	Op      string // the command's operation: confirm, ship or close
	Attempt int
	// Copy marks the second copy the network made of a message.
	Copy bool
	// Answers is, on a response, the index of the trace entry where the
	// service produced the answer it carries; -1 on a request.
	Answers  int
	Sent     int64
	Arrive   int64 // when it reaches the other side (after release, if held)
	HeldFrom int64 // tick it reached the partition line; -1 if never held
	// Dropped says why it never arrived: "network", "service down", or ""
	// when it arrived.
	Dropped string
	// Trace is the index of the entry that records its end (arrival, drop),
	// -1 while it travels or waits.
	Trace int

	carries int // responses: index of the answer it carries
}

// command is one client command and what became of it.
type command struct {
	client  int
	st      step // template: key, order, fingerprint of the command
	attempt int
	firstAt int64 // tick first sent, -1 if never
	// The answer the client received, if any.
	answered   bool
	answeredAt int64
	traceAt    int // trace index of the answer, or of the give-up
	result     *OrderResult
	rejection  *Rejection
	gaveUp     bool
	conflicted *step // the rewritten retry, under the conflicting-retry mutation
}

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
	qHold    // a flight reaches the partition line
	qArrive  // a flight reaches the other side (or is lost there)
	qSend    // a client sends its current command
	qTimeout // a client's timer for one attempt fires
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

// compile prepares the model's commands as a scenario: one order per client,
// one dedupe key per command.
func (m *Model) compile(p Params) (*Compiled, []command) {
	c := &Compiled{sc: Scenario{
		Name: m.Name, DefaultSeed: ReferenceSeed, OrderID: "order-1", InitialState: lifecycle[0].from,
		DeadlineTick: m.Deadline, TrackedKey: commandKey(0, 0),
	}}
	n := m.Clients * m.Commands
	// Every command has a key of its own and every client an order of its
	// own, so indices are assigned directly, without interning.
	c.keys = make([]string, 0, n)
	c.orders = make([]string, 0, m.Clients)
	cmds := make([]command, 0, n)
	events := make([]Event, n)
	steps := make([]struct { // per lifecycle step: shared transition, hashed once
		t            Transition
		fp           Fingerprint
		confirmation string
	}, m.Commands)
	for j := range steps {
		steps[j].t = Transition{From: lifecycle[j].from, To: lifecycle[j].to}
		steps[j].fp = InputFingerprint(&steps[j].t)
		steps[j].confirmation = lifecycle[j].to + "-once"
	}
	for client := 0; client < m.Clients; client++ {
		order := "order-" + strconv.Itoa(client+1)
		c.orders = append(c.orders, order)
		for j := range steps {
			ev := &events[len(cmds)]
			*ev = Event{
				ID:              "c" + strconv.Itoa(client+1) + "." + lifecycle[j].op,
				Kind:            KindDeliver,
				LogicalSequence: int64(len(cmds) + 1),
				DedupeKey:       commandKey(client, j),
				Transition:      &steps[j].t,
				Order:           order,
			}
			st := step{ev: ev, key: int32(len(c.keys)), order: int32(client), fp: steps[j].fp, confirmation: steps[j].confirmation}
			c.keys = append(c.keys, ev.DedupeKey)
			cmd := command{client: client, st: st, firstAt: -1, traceAt: -1}
			if len(cmds) == 0 && p.Has(ConflictingRetry) {
				// The first command's retries ask for something else under
				// the same key.
				other := *ev
				other.Transition = &Transition{From: "confirmed", To: "cancelled"}
				conflicted := st
				conflicted.ev, conflicted.fp = &other, InputFingerprint(other.Transition)
				cmd.conflicted = &conflicted
			}
			cmds = append(cmds, cmd)
		}
	}
	c.messages = len(cmds)
	return c, cmds
}

// commandKey is the stable dedupe key of client's j-th command: tenant,
// resource, operation, version.
func commandKey(client, j int) string {
	return "tenant-7:order-" + strconv.Itoa(client+1) + ":" + lifecycle[j].op + ":v1"
}

// RunModel generates and runs m under p (seed, partition length, deadline,
// retention, mutations).
func RunModel(m *Model, p Params) (*Result, error) {
	if err := m.Validate(); err != nil {
		return nil, err
	}
	if p.Partition > 0 && m.PartitionStart == 0 {
		return nil, &ParamError{"partition", strconv.FormatInt(p.Partition, 10), "cannot apply: the scenario has no partition"}
	}
	if err := p.validateKnobs(); err != nil {
		return nil, err
	}
	c, cmds := m.compile(p)
	s := &sim{}
	// Sized for the five or so entries a command usually leaves, so the
	// trace rarely regrows.
	s.reset(c, p, 4*len(cmds))
	ns := &netsim{sim: s, m: m, cmds: cmds, next: make([]int, m.Clients),
		flights: make([]Flight, 0, 3*len(cmds))}
	ns.crashDraw = ns.drawCrash
	ns.run(p)
	return ns.finish(), nil
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
			ns.trace = append(ns.trace, TraceEntry{Tick: it.tick, Kind: string(KindPartitionStart), EventID: "partition-between-sites"})
		case qPartitionEnd:
			ns.endPartition(it.tick)
		case qSend:
			ns.send(it.tick, it.a)
		case qHold:
			ns.heldAt = append(ns.heldAt, it.a)
			ns.buffered++
			ns.trace = append(ns.trace, ns.flightEntry(it.tick, it.a, DeliveryBuffered, ""))
		case qArrive:
			ns.arrive(it.tick, it.a, DeliveryImmediate)
		case qTimeout:
			ns.timeout(it.tick, it.a, it.b)
		case qRestart:
			ns.down = false
			ns.trace = append(ns.trace, TraceEntry{Tick: it.tick, Kind: EntryRestart, EventID: "process-restarted", VolatileGeneration: ns.generation})
		}
	}
}

// opOf is the operation of command ci.
func opOf(m *Model, ci int) string { return lifecycle[ci%m.Commands].op }

// attemptID names one attempt of a command: c1.confirm#2.
func attemptID(command string, attempt int) string {
	return command + "#" + strconv.Itoa(attempt)
}

func flightKind(f *Flight) string {
	if f.Request {
		return EntryRequest
	}
	return EntryResponse
}

func (ns *netsim) seqOf(f *Flight) int64 { return ns.cmds[f.Command].st.ev.LogicalSequence }

// flightEntry is a trace entry about flight fi.
func (ns *netsim) flightEntry(tick int64, fi int, delivery, note string) TraceEntry {
	f := &ns.flights[fi]
	cmd := &ns.cmds[f.Command]
	return TraceEntry{Tick: tick, Kind: flightKind(f), EventID: f.ID, Delivery: delivery, LogicalSequence: cmd.st.ev.LogicalSequence,
		Note: note, Key: cmd.st.ev.DedupeKey, Flight: fi + 1}
}

// send transmits the client's current command, as a new attempt.
func (ns *netsim) send(tick int64, client int) {
	ci := ns.next[client]
	cmd := &ns.cmds[ci]
	cmd.attempt++
	if cmd.firstAt < 0 {
		cmd.firstAt = tick
	}
	id := attemptID(cmd.st.ev.ID, cmd.attempt)
	asks := cmd.st.ev.Transition
	if cmd.conflicted != nil && cmd.attempt > 1 {
		asks = cmd.conflicted.ev.Transition
	}
	ns.trace = append(ns.trace, TraceEntry{Tick: tick, Kind: EntryRequest, EventID: id, Delivery: DeliverySent, LogicalSequence: cmd.st.ev.LogicalSequence,
		Key: cmd.st.ev.DedupeKey, Transition: asks, Flight: len(ns.flights) + 1})
	ns.transmit(tick, Flight{ID: id, Request: true, Client: client, Command: ci, Op: opOf(ns.m, ci), Attempt: cmd.attempt, Answers: -1})
	ns.schedule(tick+ns.m.Timeout, qTimeout, client, cmd.attempt)
}

// transmit puts a message on the network: it may be dropped, duplicated,
// delayed, or held at the partition line.
func (ns *netsim) transmit(tick int64, f Flight) {
	luck := ns.luck(f.ID, "")
	drop, dropPerMille, dupForced := false, ns.m.DropResponsePerMille, false
	if f.Request {
		dropPerMille = ns.m.DropRequestPerMille
	}
	if kind, ok := ns.forced(&f); ok {
		drop = (kind == DropRequest && f.Request) || (kind == DropResponse && !f.Request)
		dupForced = kind == DuplicateRequest && f.Request
	}
	// Every roll is taken whatever the outcome, so forcing one fault never
	// shifts the others.
	dropRoll, dupRoll := luck.perMille(), luck.perMille()
	delay, dupDelay := luck.delay(ns.m), luck.delay(ns.m)
	drop = drop || dropRoll < dropPerMille
	ns.launch(tick, f, delay, drop)
	if dupForced || dupRoll < ns.m.DuplicatePerMille {
		copyOf := f
		copyOf.ID += "+dup"
		copyOf.Copy = true
		ns.trace = append(ns.trace, TraceEntry{Tick: tick, Kind: flightKind(&f), EventID: copyOf.ID, Delivery: DeliveryDuplicated, LogicalSequence: ns.seqOf(&f),
			Note: "the network delivers a second copy", Key: ns.cmds[f.Command].st.ev.DedupeKey, Flight: len(ns.flights) + 1})
		ns.launch(tick, copyOf, dupDelay, false)
	}
}

// launch schedules one copy's journey.
func (ns *netsim) launch(tick int64, f Flight, delay int64, drop bool) {
	f.Sent, f.Arrive, f.HeldFrom, f.Trace = tick, tick+delay, -1, -1
	if drop {
		f.Dropped = "network"
	}
	i := len(ns.flights)
	crosses := ns.parted && tick < ns.partEnd && f.Arrive >= ns.m.PartitionStart
	if crosses && !drop {
		f.HeldFrom = max(tick, ns.m.PartitionStart)
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
	ns.trace = append(ns.trace, TraceEntry{Tick: tick, Kind: string(KindPartitionEnd), EventID: "partition-between-sites"})
	order := make([]int, len(ns.heldAt))
	for i := range order {
		order[i] = i
	}
	ns.ties.order(order, func(int) int64 { return 0 })
	held := slices.Clone(ns.heldAt)
	ns.heldAt = ns.heldAt[:0]
	for _, i := range order {
		ns.flights[held[i]].Arrive = tick
		ns.released++ // the sim's count: summarize reports it
		ns.arrive(tick, held[i], DeliveryReleased)
	}
}

// arrive handles a flight reaching its destination.
func (ns *netsim) arrive(tick int64, fi int, mode string) {
	f := &ns.flights[fi]
	if f.Dropped != "" {
		f.Trace = len(ns.trace)
		ns.trace = append(ns.trace, ns.flightEntry(tick, fi, DeliveryDropped, "lost by the network"))
		return
	}
	if !f.Request {
		ns.answer(tick, fi, mode)
		return
	}
	if ns.down {
		f.Dropped = "service down"
		f.Trace = len(ns.trace)
		ns.trace = append(ns.trace, ns.flightEntry(tick, fi, DeliveryDropped, "the service is down after a crash"))
		return
	}
	cmd := &ns.cmds[f.Command]
	st := &cmd.st
	if cmd.conflicted != nil && f.Attempt > 1 {
		st = cmd.conflicted
	}
	m := len(ns.msgs)
	ns.msgs = append(ns.msgs, messageFate{st: st, id: f.ID, heldFrom: f.HeldFrom, processed: -1, arrival: len(ns.trace), traceIndex: -1})
	ns.current = fi
	ns.deliver(m, tick, mode)
	f = &ns.flights[fi]
	f.Trace = ns.msgs[m].traceIndex
	ns.trace[f.Trace].Message, ns.trace[f.Trace].Flight = 0, fi+1
	fate := &ns.msgs[m]
	if ns.down {
		ns.schedule(tick+ns.m.RestartTicks, qRestart, 0, 0)
		return // the answer died with the process
	}
	if fate.answered {
		resp := Flight{ID: f.ID + ">resp", Client: f.Client, Command: f.Command, Op: f.Op, Attempt: f.Attempt, Answers: f.Trace}
		ns.trace = append(ns.trace, TraceEntry{Tick: tick, Kind: EntryResponse, EventID: resp.ID, Delivery: DeliverySent, LogicalSequence: ns.seqOf(f),
			Key: cmd.st.ev.DedupeKey, Flight: len(ns.flights) + 1})
		ns.responses = append(ns.responses, response{result: fate.result, rejection: fate.rejection})
		resp.carries = len(ns.responses) - 1
		ns.transmit(tick, resp)
	}
}

// answer handles a response reaching its client.
func (ns *netsim) answer(tick int64, fi int, mode string) {
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
		ns.trace = append(ns.trace, entry)
		return
	}
	ns.trace = append(ns.trace, entry)
	cmd.answered, cmd.answeredAt, cmd.traceAt = true, tick, f.Trace
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
	id := attemptID(cmd.st.ev.ID, attempt)
	if attempt < ns.m.MaxAttempts {
		ns.trace = append(ns.trace, TraceEntry{Tick: tick, Kind: EntryTimeout, EventID: id, Note: "no answer yet; retrying with the same dedupe key"})
		ns.send(tick, client)
		return
	}
	cmd.gaveUp, cmd.traceAt = true, len(ns.trace)
	ns.trace = append(ns.trace, TraceEntry{Tick: tick, Kind: EntryGiveUp, EventID: id, Note: UncertainMessage})
	// The order's next step depends on this one; the client stops here.
}

// response is the answer a response flight carries.
type response struct {
	result    *OrderResult
	rejection *Rejection
}

// forced returns the forced fault for flight f, if the model names one.
func (ns *netsim) forced(f *Flight) (FaultKind, bool) {
	if len(ns.m.Faults) == 0 || f.Attempt == 0 {
		return "", false
	}
	cmd := &ns.cmds[f.Command]
	j := f.Command - cmd.client*ns.m.Commands
	for _, fault := range ns.m.Faults {
		if fault.Client == cmd.client+1 && fault.Command == j+1 && fault.Attempt == f.Attempt {
			return fault.Kind, true
		}
	}
	return "", false
}

// drawCrash decides whether the service dies inside the commit of the
// request being processed.
func (ns *netsim) drawCrash() bool {
	f := &ns.flights[ns.current]
	if kind, ok := ns.forced(f); ok && kind == CrashAfterCommit && f.Request {
		return true
	}
	roll := ns.luck(f.ID, "/crash")
	return roll.perMille() < ns.m.CrashPerMille
}

// finish summarizes a generated run: what each user was told by the
// deadline, and whether every message is accounted for.
func (ns *netsim) finish() *Result {
	r := ns.summarize()
	if !ns.parted {
		r.Recovery.Outcome = RecoveredBeforeDeadline // no partition: nothing to recover from
	}
	for i := range ns.flights {
		f := &ns.flights[i]
		if f.HeldFrom >= 0 && f.HeldFrom <= ns.deadline && f.Arrive > ns.deadline {
			r.Recovery.ResidualAtDeadline++
		}
		if f.Trace < 0 && f.HeldFrom < 0 {
			ns.violate(InvNoMessageVanishes, len(ns.trace)-1, f.Sent, f.ID+" was neither delivered, dropped on record, nor held")
		}
	}
	r.Flights = ns.flights
	r.Users = ns.userResults()
	r.Invariants = ns.verdicts[:]
	return r
}

// userResults says, per command that was sent by the deadline, what its user
// knows at the deadline: the answer, or that it is uncertain (the client is
// still retrying, or gave up, and says so).
func (ns *netsim) userResults() []UserResult {
	users := ns.users[:0]
	for i := range ns.cmds {
		cmd := &ns.cmds[i]
		if cmd.firstAt < 0 || cmd.firstAt > ns.deadline {
			continue
		}
		u := UserResult{Key: ns.recs[cmd.st.key].stats.Key, EventID: cmd.st.ev.ID, JudgedAt: ns.deadline, decidedBy: cmd.traceAt, tick: ns.deadline}
		if cmd.answered && cmd.answeredAt <= ns.deadline {
			u.Status, u.Result, u.Error = Definite, cmd.result, cmd.rejection
		} else {
			// The client knows it has no answer: it is retrying or has
			// given up, and tells its user the outcome is uncertain.
			u.Status, u.Message, u.Reconcile = Indefinite, UncertainMessage, true
		}
		users = append(users, u)
	}
	return users
}

// luck is one message's own random stream: splitmix64 seeded by the run's
// seed and the message's identity.
type luck struct{ state uint64 }

// luck is the stream of message id; suffix names a second, independent
// stream of the same message ("/crash"). The hash runs over id and suffix as
// one string without building it.
func (ns *netsim) luck(id, suffix string) luck {
	h := uint64(14695981039346656037) // FNV-1a
	for _, part := range [2]string{id, suffix} {
		for i := 0; i < len(part); i++ {
			h ^= uint64(part[i])
			h *= 1099511628211
		}
	}
	return luck{state: ns.p.Seed ^ h}
}

func (l *luck) next() uint64 {
	l.state += 0x9e3779b97f4a7c15
	z := l.state
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// perMille is a roll in 0..999.
func (l *luck) perMille() int { return int(l.next() % 1000) }

// delay is a one-way delay in the model's range.
func (l *luck) delay(m *Model) int64 {
	return m.DelayMin + int64(l.next()%uint64(m.DelayMax-m.DelayMin+1))
}
