package flp

import (
	"errors"
	"math/bits"
	"strconv"
)

// The leader protocol: the assumptions that let a real protocol decide.
// Ballots are numbered from 0 and ballot b is led by process b mod 3
// (single-decree Paxos with a rotating leader, its prepare folded into the
// join a process sends when it enters a ballot):
//
//   - join: a process entering ballot b promises to accept nothing of a
//     lower ballot and tells b's leader the last value it accepted (and in
//     which ballot), or its input;
//   - propose: with a majority joined (itself and one more), the leader
//     takes the value accepted in the highest ballot it heard of (its own
//     input if none) and proposes it to the others, accepting it itself;
//   - ack: a process in ballot b accepts the proposal and tells the leader;
//   - decide: with a majority accepted (itself and one more), the leader
//     decides and tells the others, who decide on hearing it.
//
// Ballots take turns by the clock: ballot b lasts from tick b×BallotTicks
// for BallotTicks ticks, and a process that has not decided enters each
// in turn (it gives up on the last one). Time is the network's too:
// besides its other moves, it lets a tick pass. Under partial synchrony,
// from tick GST on it delivers every message within Delta ticks of its
// sending (or of GST), and every process has started: it cannot let a tick
// pass while a message is due. A ballot is long enough for a join, a
// proposal and an ack, each within Delta, so the first ballot that starts
// after GST with a live leader decides. Agreement never rests on that: no
// schedule breaks it (leader_test.go searches them all to its horizon).
// Deciding does: after GST, every live process decides within Settle
// ticks, in every schedule.

// Leader is the third protocol.
const Leader Protocol = "leader"

// MsgKind is what a leader protocol's message says; the wait protocols'
// messages have none (each is a process's value for a round).
type MsgKind string

const (
	Join    MsgKind = "join"
	Propose MsgKind = "propose"
	Ack     MsgKind = "ack"
	Decide  MsgKind = "decide"
)

// TickStep lets one tick pass (the leader protocol's clock).
const TickStep StepKind = "tick"

// The timing knobs' defaults and limits: GST (the tick from which the
// network behaves) and Delta (how long a message may take from then on).
const (
	DefaultGST   = 2
	DefaultDelta = 1
	MaxGST       = 6
	MaxDelta     = 2
)

// BallotTicks is how long a ballot lasts: a join, a proposal and an ack,
// each within delta after GST, and a tick to begin the next.
func BallotTicks(delta int) int { return 3*delta + 1 }

// Settle is how many ticks after GST every live process has decided, in
// every schedule: the ballot under way at GST may fail, and so may the
// next (its leader crashed), before one finishes and its decision reaches
// every process (TestLeaderDecidesAfterGST searches them all).
func Settle(delta int) int { return 2*BallotTicks(delta) + 4*delta - 1 }

// Timed sets a leader play's timing: GST in 0..MaxGST, delta in
// 1..MaxDelta.
func (c Config) Timed(gst, delta int) (Config, error) {
	if c.Protocol != Leader {
		return c, errors.New("flp: only the leader protocol has a GST and a delta")
	}
	if gst < 0 || gst > MaxGST {
		return c, errors.New("flp: GST is a tick from 0 to " + strconv.Itoa(MaxGST))
	}
	if delta < 1 || delta > MaxDelta {
		return c, errors.New("flp: delta is 1 to " + strconv.Itoa(MaxDelta) + " ticks")
	}
	c.GST, c.Delta = gst, delta
	return c, nil
}

// leaderOf is ballot b's leader.
func leaderOf(b int) int { return b % N }

// Due is the tick by which m must be delivered under partial synchrony.
func (c Config) Due(m Msg) int { return max(m.Sent, c.GST) + c.Delta }

// CanTick reports whether the network may let a tick pass: after GST, not
// while a process has not started or a message to a live process is due.
func (c Config) CanTick() bool {
	if c.Now < c.GST {
		return true
	}
	for _, p := range c.Procs {
		if !p.Crashed && !p.Started {
			return false
		}
	}
	for _, m := range c.InFlight {
		if !c.Procs[m.To].Crashed && c.Due(m) <= c.Now {
			return false
		}
	}
	return true
}

// tick lets a tick pass; at a ballot's first tick, every process that
// has not decided enters it.
func (c *Config) tick() {
	c.Now++
	if c.Now%BallotTicks(c.Delta) != 0 {
		return
	}
	for i, p := range c.Procs {
		if p.Started && !p.Crashed && p.Decided < 0 {
			c.enter(i)
		}
	}
}

// enter makes process i enter the ballot of now: as its leader, it counts
// itself joined; otherwise it joins the leader by a message.
func (c *Config) enter(i int) {
	p := &c.Procs[i]
	b := c.Now / BallotTicks(c.Delta)
	p.Round, p.Joined, p.Acks, p.Proposed = b, 0, 0, false
	if l := leaderOf(b); l == i {
		p.Joined = 1 << i
	} else {
		c.sendTo(i, l, Msg{Kind: Join, Round: b, Value: p.Value, Accepted: p.Accepted})
	}
}

// sendTo puts one message from i to j in flight, sent now.
func (c *Config) sendTo(i, j int, m Msg) {
	c.NextID++
	m.ID, m.From, m.To, m.Sent = c.NextID, i, j, c.Now
	c.InFlight = append(c.InFlight, m)
}

// sendOthers sends m from i to each other process.
func (c *Config) sendOthers(i int, m Msg) {
	for j := range N {
		if j != i {
			c.sendTo(i, j, m)
		}
	}
}

// receiveLeader is what process m.To does with m under the leader protocol.
func (c *Config) receiveLeader(m Msg) {
	i := m.To
	p := &c.Procs[i]
	switch {
	case p.Decided >= 0:
		return // decided: nothing more to do
	case m.Kind == Decide:
		p.Decided = m.Value
		return
	case m.Round != p.Round:
		return // a ballot it has left (a later one's message comes from the future)
	}
	switch m.Kind {
	case Join:
		if p.Proposed {
			return // a late join changes nothing
		}
		p.Joined |= 1 << m.From
		if m.Accepted > p.Accepted { // the value accepted in the highest ballot
			p.Value, p.Accepted = m.Value, m.Accepted
		}
		if bits.OnesCount8(p.Joined) > N/2 {
			p.Proposed, p.Accepted, p.Acks = true, p.Round, 1<<i
			c.sendOthers(i, Msg{Kind: Propose, Round: p.Round, Value: p.Value})
		}
	case Propose:
		p.Value, p.Accepted = m.Value, m.Round
		c.sendTo(i, m.From, Msg{Kind: Ack, Round: m.Round})
	case Ack:
		p.Acks |= 1 << m.From
		if bits.OnesCount8(p.Acks) > N/2 {
			p.Decided = p.Value
			c.sendOthers(i, Msg{Kind: Decide, Value: p.Value})
		}
	}
}

// keyLeader is key for the leader protocol: absolute ballots (a ballot's
// leader is its number's), now, and when each message is due from now.
func keyLeader(buf []byte, c Config) []byte {
	buf = append(buf, byte(c.Now))
	for _, p := range c.Procs {
		buf = append(buf, byte(p.Value), byte(p.Round), bit(p.Started)|bit(p.Crashed)<<1|bit(p.Proposed)<<2, byte(p.Decided+1),
			byte(p.Accepted+1), p.Joined<<4|p.Acks)
	}
	start := len(buf)
	for _, m := range c.InFlight {
		if c.Procs[m.To].Crashed {
			continue
		}
		buf = append(buf, kindByte(m.Kind)<<5|byte(m.From<<3|m.To<<1|m.Value), byte(m.Round), byte(m.Accepted+1), byte(c.Due(m)-c.Now))
	}
	sortRecords(buf[start:], 4)
	return buf
}

func kindByte(k MsgKind) byte {
	switch k {
	case Join:
		return 1
	case Propose:
		return 2
	case Ack:
		return 3
	case Decide:
		return 4
	}
	return 0
}

// UndecidedAt is the shortest play to a configuration at tick at where the
// network may let time pass with a live process undecided; false when, in
// every schedule the search took, each has decided by then.
func (g *Graph) UndecidedAt(at int) ([]Step, bool) {
	return g.PlayTo(func(c Config) bool { return c.Now == at && c.CanTick() && !c.AllDecided() })
}
