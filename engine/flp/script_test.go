package flp

// Data-driven scripts (internal/scripttest, in etcd raft's testdata/*.txt
// format): the FLP world one small step per line.
//
//	start protocol=P [rule=R] inputs=0,1,1 [gst=T delta=D]
//	    a new play from that start, searched within 2 rounds (the leader
//	    protocol's: to its horizon, GST + Settle)
//	move M
//	    the network's move (s1, d4, c2, t, as ParseMoves reads them); prints
//	    what is in flight, each process, and the valence, marking a
//	    critical move
//	explore
//	    what the search from the start found
//
// go test ./engine/flp -run Scripts -rewrite writes today's output in
// place of the expected one; review the diff.

import (
	"flag"
	"fmt"
	"strings"
	"testing"

	"coordsim/internal/scripttest"
)

var rewrite = flag.Bool("rewrite", false, "rewrite the expected output of testdata/*.txt")

func TestScripts(t *testing.T) {
	scripttest.RunDir(t, "testdata", *rewrite, func() func(string) (string, error) { return new(scriptPlay).do })
}

type scriptPlay struct {
	search *Search
	cur    Config
	moves  int
}

func (p *scriptPlay) do(line string) (string, error) {
	cmd, args, _ := strings.Cut(line, " ")
	kv := map[string]string{}
	for _, a := range strings.Fields(args) {
		k, v, _ := strings.Cut(a, "=")
		kv[k] = v
	}
	switch cmd {
	case "start":
		in, err := ParseInputs(kv["inputs"])
		if err != nil {
			return "error: " + err.Error() + "\n", nil
		}
		c, err := Start(Protocol(kv["protocol"]), Rule(kv["rule"]), in)
		if err == nil && kv["gst"] != "" {
			var gst, delta int
			fmt.Sscan(kv["gst"], &gst)
			fmt.Sscan(kv["delta"], &delta)
			c, err = c.Timed(gst, delta)
		}
		if err != nil {
			return "error: " + err.Error() + "\n", nil
		}
		p.search, p.cur, p.moves = NewSearch(c, 2), c, 0
		return p.show(""), nil
	case "move":
		moves, err := ParseMoves(args)
		if err != nil || len(moves) != 1 {
			return "", fmt.Errorf("move takes one move: %q", args)
		}
		n, err := p.cur.Apply(moves[0])
		if err != nil {
			return "refused: " + err.Error() + "\n", nil
		}
		before, _ := p.search.Valence(p.cur)
		after, _ := p.search.Valence(n)
		p.cur = n
		p.moves++
		mark := ""
		if IsCritical(before, after) {
			mark = " (critical)"
		}
		return p.show(mark), nil
	case "explore":
		g := p.search.Root()
		bivalent, criticals := g.Bivalent()
		out := fmt.Sprintf("configurations %d, cut %d, bivalent %d, critical moves %d\ndisagreement reachable: %v\nundecided for ever: %d configurations\nstuck reachable: %v\n",
			g.Size(), g.Pruned, bivalent, criticals, g.Reaches(Config.Disagree), g.UndecidedForever(),
			g.Reaches(func(c Config) bool { v, _ := g.Valence(c); return v == Stuck }))
		if moves, ok := g.PlayTo(Config.Disagree); ok {
			out += "shortest disagreement: " + FormatMoves(moves) + "\n"
		}
		if moves, loop, ok := g.Endless(); ok {
			out += fmt.Sprintf("endless: %s (from move %d on, for ever)\n", FormatMoves(moves), loop+1)
		}
		return out, nil
	}
	return "", fmt.Errorf("unknown command %q", cmd)
}

// show writes the configuration: what is in flight, each process, and its
// valence (mark after it).
func (p *scriptPlay) show(mark string) string {
	var b strings.Builder
	leader := p.cur.Protocol == Leader
	var flight []string
	for _, m := range p.cur.InFlight {
		switch {
		case !leader:
			flight = append(flight, fmt.Sprintf("m%d p%d>p%d r%d v%d", m.ID, m.From+1, m.To+1, m.Round, m.Value))
		case m.Kind == Decide:
			flight = append(flight, fmt.Sprintf("m%d p%d>p%d decide v%d due %d", m.ID, m.From+1, m.To+1, m.Value, p.cur.Due(m)))
		case m.Kind == Ack:
			flight = append(flight, fmt.Sprintf("m%d p%d>p%d ack b%d due %d", m.ID, m.From+1, m.To+1, m.Round, p.cur.Due(m)))
		default:
			flight = append(flight, fmt.Sprintf("m%d p%d>p%d %s b%d v%d due %d", m.ID, m.From+1, m.To+1, m.Kind, m.Round, m.Value, p.cur.Due(m)))
		}
	}
	if leader {
		fmt.Fprintf(&b, "tick %d (GST %d, delta %d)\n", p.cur.Now, p.cur.GST, p.cur.Delta)
	}
	fmt.Fprintf(&b, "in flight: %s\n", strings.Join(flight, ", "))
	for i, pr := range p.cur.Procs {
		state := "waiting"
		switch {
		case pr.Crashed:
			state = "crashed"
		case pr.Decided >= 0:
			state = fmt.Sprintf("decided %d", pr.Decided)
		case pr.Started:
			state = "running"
		}
		if leader {
			acc := "never accepted"
			if pr.Accepted >= 0 {
				acc = fmt.Sprintf("accepted in b%d", pr.Accepted)
			}
			fmt.Fprintf(&b, "p%d input %d value %d %s ballot %d %s\n", i+1, pr.Input, pr.Value, acc, pr.Round, state)
			continue
		}
		fmt.Fprintf(&b, "p%d input %d value %d round %d %s\n", i+1, pr.Input, pr.Value, pr.Round, state)
	}
	v, _ := p.search.Valence(p.cur)
	if p.cur.Disagree() {
		mark += ", agreement broken"
	}
	fmt.Fprintf(&b, "after %d moves: %s%s\n", p.moves, v, mark)
	return b.String()
}
