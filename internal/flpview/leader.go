package flpview

import (
	"strconv"

	"coordsim/engine/flp"
)

// The leader protocol's part of the view: its clock, its processes'
// rounds and accepted values, its messages' kinds and when each is due,
// and what its search covered.

// searched says what the search that judged the play covered.
func searched(lang string, g *flp.Graph, start flp.Config) string {
	n := strconv.Itoa(g.Size())
	switch {
	case start.Protocol == flp.Leader:
		key := "flp.searchedLeader"
		if g.Reaches(flp.Config.Disagree) { // not reached: TestLeaderProtocol
			key = "flp.searchedLeader.broken"
		}
		return tr(lang, key, "n", n, "h", strconv.Itoa(g.Horizon), "settle", strconv.Itoa(flp.Settle(start.Delta)))
	case g.Pruned > 0:
		return tr(lang, "flp.searched", "n", n, "gap", strconv.Itoa(g.Gap), "cut", strconv.Itoa(g.Pruned))
	}
	return tr(lang, "flp.searchedAll", "n", n)
}

// clock is the leader play's time: the tick, its round and leader, and
// whether the network is still free to hold messages.
func clock(lang string, c flp.Config) string {
	round := c.Now / flp.BallotTicks(c.Delta)
	key := "flp.clock.before"
	if c.Now >= c.GST {
		key = "flp.clock.after"
	}
	return tr(lang, key, "now", strconv.Itoa(c.Now), "round", strconv.Itoa(round), "leader", proc(round%flp.N),
		"gst", strconv.Itoa(c.GST), "delta", strconv.Itoa(c.Delta))
}

func procText(lang string, c flp.Config, i int) string {
	p := c.Procs[i]
	args := []string{"p", proc(i), "input", strconv.Itoa(p.Input), "value", strconv.Itoa(p.Value), "round", strconv.Itoa(p.Round)}
	switch {
	case c.Protocol != flp.Leader:
		return tr(lang, "flp.proc", args...)
	case p.Accepted < 0:
		return tr(lang, "flp.proc.leader", args...)
	}
	return tr(lang, "flp.proc.accepted", append(args, "acc", strconv.Itoa(p.Accepted))...)
}

func msgText(lang string, c flp.Config, m flp.Msg) string {
	args := []string{"m", "m" + strconv.Itoa(m.ID), "from", proc(m.From), "to", proc(m.To), "round", strconv.Itoa(m.Round), "value", strconv.Itoa(m.Value)}
	if c.Protocol != flp.Leader {
		return tr(lang, "flp.msg", args...)
	}
	text := tr(lang, "flp.msg."+string(m.Kind), args...)
	if c.Procs[m.To].Crashed {
		return text // never delivered: no tick it is due by
	}
	return tr(lang, "flp.msg.due", "text", text, "due", strconv.Itoa(c.Due(m)))
}
