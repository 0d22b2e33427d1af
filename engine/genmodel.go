package engine

import (
	"fmt"
	"strconv"
	"strings"
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
		{DeadlineKnob.Name, m.Deadline, DeadlineKnob.Lo, DeadlineKnob.Hi},
	}
	for _, c := range checks {
		if c.v < c.lo || c.v > c.hi {
			return rangeError(c.field, c.v, c.lo, c.hi)
		}
	}
	for i, f := range m.Faults {
		if err := m.checkFault(f, fmt.Sprintf("faults[%d]", i)); err != nil {
			return err
		}
	}
	return nil
}

// CommandOfOp is the number (from 1) of the lifecycle command op names
// (confirm, ship, close), or 0.
func CommandOfOp(op string) int {
	for i, l := range lifecycle {
		if l.op == op {
			return i + 1
		}
	}
	return 0
}

func opsOf(m *Model) string {
	ops := make([]string, m.Commands)
	for i := range ops {
		ops[i] = lifecycle[i].op
	}
	return strings.Join(ops, ", ")
}

// Flight is one message on the network: a request (client to service) or a
// response (service to client), one copy of it.
type Flight struct {
	ID      string
	Request bool
	ByYou   bool   // the learner forced this message's fate (Params.Faults)
	Client  int    // 0-based
	Command int    // index into the run's commands
	Op      string // the command's operation: confirm, ship or close
	// Input is what the request asks for (after any rewrite by a mutation);
	// a response carries its request's.
	Input   *Transition
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

	carries int   // responses: index of the answer it carries
	variant uint8 // which of its attempt's messages it is (flightName)
}

// command is one client command and what became of it.
type command struct {
	client int
	st     step // template: key, order, fingerprint of the command
	// confirmation is what its applied transition's result says.
	confirmation string
	attempt      int
	firstAt      int64 // tick first sent, -1 if never
	firstRow     int   // the trace index of its first request
	// The answer the client received, if any.
	answered      bool
	answeredAt    int64
	traceAt       int // trace index of the answer, or of the give-up
	answerAttempt int // the attempt whose answer it was
	result        *OrderResult
	rejection     *Rejection
	gaveUp        bool
	conflicted    *step // the rewritten retry, under the conflicting-retry mutation
}

// CompileModel validates m and prepares its commands as a scenario: one
// order per client, one dedupe key per command (a key's index is its
// command's index), so a Runner can run it many times.
func CompileModel(m *Model) (*Compiled, error) {
	if err := m.Validate(); err != nil {
		return nil, err
	}
	c := &Compiled{model: m, partitionAt: -1, sc: Scenario{
		Name: m.Name, DefaultSeed: ReferenceSeed, OrderID: "order-1", InitialState: lifecycle[0].from,
		DeadlineTick: m.Deadline, TrackedKey: commandKey(0, 0),
	}}
	n := m.Clients * m.Commands
	// Every command has a key of its own and every client an order of its
	// own, so indices are assigned directly, without interning.
	c.orders = make([]string, 0, m.Clients)
	c.commands = make([]Command, 0, n)
	c.cmds = make([]command, 0, n)
	events := make([]played, n)
	steps := make([]struct { // per lifecycle step: shared transition, hashed once
		t            Transition
		fp           FingerprintRef
		confirmation string
	}, m.Commands)
	for j := range steps {
		steps[j].t = Transition{From: lifecycle[j].from, To: lifecycle[j].to}
		steps[j].fp = newRef(InputFingerprint(&steps[j].t))
		steps[j].confirmation = lifecycle[j].to + "-once"
	}
	for client := 0; client < m.Clients; client++ {
		order := "order-" + strconv.Itoa(client+1)
		c.orders = append(c.orders, order)
		for j := range steps {
			ci := len(c.cmds)
			ev := &events[ci]
			*ev = played{
				ID:              "c" + strconv.Itoa(client+1) + "." + lifecycle[j].op,
				LogicalSequence: int64(ci + 1),
				DedupeKey:       commandKey(client, j),
				Transition:      &steps[j].t,
			}
			st := step{ev: ev, kind: EntryDeliver, key: int32(ci), order: int32(client), fp: steps[j].fp}
			c.commands = append(c.commands, Command{Client: client, Order: order, Op: lifecycle[j].op, Key: ev.DedupeKey, Transition: ev.Transition, order: int32(client)})
			c.cmds = append(c.cmds, command{client: client, st: st, confirmation: steps[j].confirmation, firstAt: -1, traceAt: -1})
		}
	}
	if n > 0 {
		// Under conflicting-retry the first command's retries ask for
		// something else under the same key.
		first := &c.cmds[0]
		other := *first.st.ev
		other.Transition = &conflictingInput
		conflicted := first.st
		conflicted.ev, conflicted.fp = &other, refTo(&conflictingFingerprint)
		first.conflicted = &conflicted
	}
	c.messages = n
	c.prebuildNames()
	c.sortKeys()
	return c, nil
}

// commandKey is the stable dedupe key of client's j-th command: tenant,
// resource, operation, version.
func commandKey(client, j int) string {
	return "tenant-7:order-" + strconv.Itoa(client+1) + ":" + lifecycle[j].op + ":v1"
}

// RunModel generates and runs m under p (seed, partition length, deadline,
// retention, mutations). To run one model many times, compile it once and
// use a Runner.
func RunModel(m *Model, p Params) (*Result, error) {
	c, err := CompileModel(m)
	if err != nil {
		return nil, err
	}
	var r Runner
	return r.Run(c, p)
}
