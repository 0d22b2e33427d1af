// Package flp is a small consensus world for the lesson's FLP part (issue
// 55): three processes with binary inputs, messages in flight, at most one
// crash. Whoever drives it (the learner, a test, the search in valence.go)
// is the asynchronous network: it starts a process, delivers any message in
// flight, or crashes one process; holding a message is doing nothing with
// it. There is no clock and no randomness: a configuration and a step give
// one next configuration, and every message keeps its identity.
//
// Three protocols, each a process's rule on what it has heard (the third,
// the leader protocol, in leader.go):
//   - wait-for-all: decide the majority of all three inputs. Agreement
//     always holds, but one process that never starts (a crash, or its
//     message held forever: the others cannot tell which) blocks them all.
//   - wait-for-two (n−f): in each round a process takes its own value and
//     the first value it receives of that round; equal, it decides it;
//     unequal, it follows the protocol's rule and goes to the next round,
//     where a decided process keeps sending its decision. Rule adopt-other
//     (take the value received) never decides two values, and the network
//     can keep it undecided forever; rule adopt-0 (take 0) lets the network
//     make two processes decide differently (valence_test.go finds both by
//     exhaustive search).
//   - leader: ballots with a rotating leader and majority quorums, and a
//     clock: it never decides two values, and decides once the network
//     behaves (after GST, every message within Delta ticks).
package flp

import (
	"errors"
	"slices"
	"strconv"
	"strings"
)

// N is the number of processes.
const N = 3

// Protocol is the rule each process follows.
type Protocol string

const (
	WaitForAll Protocol = "wait-for-all"
	WaitForTwo Protocol = "wait-for-two"
)

// Rule is what a wait-for-two process takes when its two values differ.
type Rule string

const (
	AdoptOther Rule = "adopt-other" // the value received
	AdoptZero  Rule = "adopt-0"     // 0
)

// Msg is one message in flight: a process's value for a round.
type Msg struct {
	ID    int `json:"id"`
	From  int `json:"from"`
	To    int `json:"to"`
	Round int `json:"round"`
	Value int `json:"value"`
	// The leader protocol's: what the message says, the ballot of the
	// value a join reports (-1: never accepted, the sender's input), and
	// the tick it was sent.
	Kind     MsgKind `json:"kind,omitempty"`
	Accepted int     `json:"accepted,omitempty"`
	Sent     int     `json:"sent,omitempty"`
}

// Process is one process's state. Decided is -1 until it decides.
type Process struct {
	Input   int  `json:"input"`
	Value   int  `json:"value"` // its current estimate (wait-for-two)
	Round   int  `json:"round"`
	Started bool `json:"started"`
	Crashed bool `json:"crashed"`
	Decided int  `json:"decided"`
	// Heard holds, by sender, the value heard from it (-1: nothing yet):
	// wait-for-all's record of the inputs.
	Heard [N]int `json:"heard"`
	// The leader protocol's (Round is the ballot): the ballot in which
	// Value was accepted (-1: never, Value is the input); as the ballot's
	// leader, who joined (a bit a process), who accepted its proposal,
	// whether it proposed.
	Accepted int   `json:"accepted,omitempty"`
	Joined   uint8 `json:"joined,omitempty"`
	Acks     uint8 `json:"acks,omitempty"`
	Proposed bool  `json:"proposed,omitempty"`
}

// Config is one configuration of the world.
type Config struct {
	Protocol Protocol   `json:"protocol"`
	Rule     Rule       `json:"rule,omitempty"`
	Procs    [N]Process `json:"procs"`
	InFlight []Msg      `json:"inFlight"`
	NextID   int        `json:"nextId"`
	// The leader protocol's clock: the tick now, and its timing (Timed).
	Now   int `json:"now,omitempty"`
	GST   int `json:"gst,omitempty"`
	Delta int `json:"delta,omitempty"`
}

// Start is the configuration before any step: every process with its
// input, nothing sent.
func Start(p Protocol, r Rule, inputs [N]int) (Config, error) {
	if p != WaitForAll && p != WaitForTwo && p != Leader {
		return Config{}, errors.New("flp: unknown protocol " + strconv.Quote(string(p)))
	}
	if p == WaitForTwo && r != AdoptOther && r != AdoptZero {
		return Config{}, errors.New("flp: unknown rule " + strconv.Quote(string(r)))
	}
	if p != WaitForTwo {
		r = ""
	}
	c := Config{Protocol: p, Rule: r}
	if p == Leader {
		c.GST, c.Delta = DefaultGST, DefaultDelta
	}
	for i, in := range inputs {
		if in != 0 && in != 1 {
			return Config{}, errors.New("flp: an input is 0 or 1, not " + strconv.Itoa(in))
		}
		c.Procs[i] = Process{Input: in, Value: in, Decided: -1, Heard: [N]int{-1, -1, -1}}
		if p == Leader {
			c.Procs[i].Accepted = -1
		}
	}
	return c, nil
}

// StepKind is what the network does.
type StepKind string

const (
	StartStep   StepKind = "start"   // a process takes its first step: it sends its input
	DeliverStep StepKind = "deliver" // a message in flight reaches its process
	CrashStep   StepKind = "crash"   // a process stops for good
)

// Step is one move of the network: Proc for start and crash, Msg (an id)
// for deliver.
type Step struct {
	Kind StepKind `json:"kind"`
	Proc int      `json:"proc,omitempty"`
	Msg  int      `json:"msg,omitempty"`
}

// Steps are the moves the network can make in c, in a fixed order:
// starts, deliveries (by message id), crashes.
func (c Config) Steps() []Step {
	var out []Step
	for i, p := range c.Procs {
		if !p.Started && !p.Crashed {
			out = append(out, Step{Kind: StartStep, Proc: i})
		}
	}
	for _, m := range c.InFlight {
		if c.deliverable(m) {
			out = append(out, Step{Kind: DeliverStep, Msg: m.ID})
		}
	}
	if !c.Crashed() {
		for i := range c.Procs {
			out = append(out, Step{Kind: CrashStep, Proc: i})
		}
	}
	if c.Protocol == Leader && c.CanTick() {
		out = append(out, Step{Kind: TickStep})
	}
	return out
}

// deliverable reports whether m can reach its process now: a started,
// live process; under wait-for-two, only a message of its current round
// (a later round's waits for it).
func (c Config) deliverable(m Msg) bool {
	p := c.Procs[m.To]
	return p.Started && !p.Crashed && (c.Protocol != WaitForTwo || m.Round == p.Round)
}

// Crashed reports whether a process has crashed (at most one may).
func (c Config) Crashed() bool {
	return slices.ContainsFunc(c.Procs[:], func(p Process) bool { return p.Crashed })
}

// Apply is the configuration after s, or an error naming why s cannot be
// made in c.
func (c Config) Apply(s Step) (Config, error) {
	if !slices.Contains(c.Steps(), s) {
		return c, errors.New("flp: " + s.String() + " is not a step the network can make here")
	}
	return c.apply(s), nil
}

// apply is Apply for a step taken from c.Steps(), unchecked (the search's).
func (c Config) apply(s Step) Config {
	n := c.clone()
	switch s.Kind {
	case StartStep:
		n.Procs[s.Proc].Started = true
		if n.Protocol == Leader {
			n.enter(s.Proc)
		} else {
			n.send(s.Proc)
		}
	case CrashStep:
		n.Procs[s.Proc].Crashed = true
	case TickStep:
		n.tick()
	case DeliverStep:
		i := slices.IndexFunc(n.InFlight, func(m Msg) bool { return m.ID == s.Msg })
		m := n.InFlight[i]
		n.InFlight = slices.Delete(n.InFlight, i, i+1)
		if n.Protocol == Leader {
			n.receiveLeader(m)
		} else {
			n.receive(m)
		}
	}
	return n
}

func (s Step) String() string {
	switch s.Kind {
	case DeliverStep:
		return "deliver message " + strconv.Itoa(s.Msg)
	case TickStep:
		return "let a tick pass"
	}
	return string(s.Kind) + " process " + strconv.Itoa(s.Proc)
}

// clone is c with its own messages, with room for the ones a step sends.
func (c Config) clone() Config {
	c.InFlight = append(make([]Msg, 0, len(c.InFlight)+N-1), c.InFlight...)
	return c
}

// send puts process i's value for its round in flight to each other process.
func (c *Config) send(i int) {
	p := c.Procs[i]
	for j := range N {
		if j != i {
			c.NextID++
			c.InFlight = append(c.InFlight, Msg{ID: c.NextID, From: i, To: j, Round: p.Round, Value: p.Value})
		}
	}
}

// receive is what process m.To does with m: the protocol's rule.
func (c *Config) receive(m Msg) {
	p := &c.Procs[m.To]
	if c.Protocol == WaitForAll {
		p.Heard[m.From] = m.Value
		if p.Decided < 0 && heardAll(*p, m.To) {
			p.Decided = majority(*p, m.To)
		}
		return
	}
	switch {
	case p.Decided >= 0: // a decided process keeps sending its decision
	case p.Value == m.Value:
		p.Decided = p.Value
	case c.Rule == AdoptOther:
		p.Value = m.Value
	default:
		p.Value = 0
	}
	p.Round++
	// A message of a round it has left would be discarded on arrival:
	// it is dropped now, so that what is in flight is what still counts.
	c.InFlight = slices.DeleteFunc(c.InFlight, func(o Msg) bool { return o.To == m.To && o.Round < p.Round })
	c.send(m.To)
}

func heardAll(p Process, self int) bool {
	for j, v := range p.Heard {
		if j != self && v < 0 {
			return false
		}
	}
	return true
}

// majority is the majority of p's input and the inputs it heard.
func majority(p Process, self int) int {
	ones := p.Input
	for j, v := range p.Heard {
		if j != self {
			ones += v
		}
	}
	if 2*ones > N {
		return 1
	}
	return 0
}

// Inputs are the processes' inputs.
func (c Config) Inputs() [N]int {
	var in [N]int
	for i, p := range c.Procs {
		in[i] = p.Input
	}
	return in
}

// Decisions are the values decided so far, as a set: bit v set when some
// process decided v.
func (c Config) Decisions() uint8 {
	var d uint8
	for _, p := range c.Procs {
		if p.Decided >= 0 {
			d |= 1 << p.Decided
		}
	}
	return d
}

// Disagree reports whether two processes decided different values.
func (c Config) Disagree() bool { return c.Decisions() == 3 }

// AllDecided reports whether every live process has decided.
func (c Config) AllDecided() bool {
	for _, p := range c.Procs {
		if !p.Crashed && p.Decided < 0 {
			return false
		}
	}
	return true
}

// ParseInputs reads three inputs as a link or a flag writes them: "0,1,1".
func ParseInputs(s string) ([N]int, error) {
	var in [N]int
	parts := strings.Split(s, ",")
	if len(parts) != N {
		return in, errors.New("flp: inputs are three values, 0 or 1, as 0,1,1")
	}
	for i, p := range parts {
		switch p {
		case "0", "1":
			in[i] = int(p[0] - '0')
		default:
			return in, errors.New("flp: inputs are three values, 0 or 1, as 0,1,1")
		}
	}
	return in, nil
}
