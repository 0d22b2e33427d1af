package flp

import (
	"slices"
)

// Valence is what decisions a configuration can still come to.
type Valence string

const (
	Bivalent   Valence = "bivalent" // both 0 and 1 can still be decided
	ZeroValent Valence = "0-valent" // only 0
	OneValent  Valence = "1-valent" // only 1
	Decided    Valence = "decided"  // every live process has decided
	Stuck      Valence = "stuck"    // no process can ever decide
	// Undetermined: no decision within the search's bound, but the
	// network can take a move the bound cut, so the search cannot say.
	Undetermined Valence = "undetermined"
)

// Graph is every configuration reachable from a start, by exhaustive
// search, with the decisions each can still reach. Configurations are
// told apart by what they are, not by their messages' ids, and rounds
// count from the slowest live process; the search keeps every live process
// within Gap rounds of the others (one held back for ever is the crash FLP
// allows, and the search reaches that by its crash step), and Pruned counts
// the moves it cut there (0: the graph is the whole world). A leader
// play's clock only goes forward: its search takes every schedule up to
// Horizon, and cuts the ticks past it.
type Graph struct {
	Gap int
	// Horizon bounds a leader play's search instead: every schedule up to
	// that tick (its GST and Settle).
	Horizon int
	Pruned  int
	index   map[string]int
	configs []Config
	next    [][]int
	decided []uint8 // bit v: some process has decided v
	reach   []uint8 // bit v: some process can still come to decide v
	all     []bool  // every live process has decided
	cut     []bool  // a move from here, or from a configuration it reaches, was cut
	buf     []byte  // a key being built
	// parent and via: the configuration each was first found from, and the
	// step that made it (each configuration kept is its parent's after
	// that step, so following them back is a play from the start).
	parent []int
	via    []Step
}

// Explore searches every configuration reachable from c.
func Explore(c Config, gap int) *Graph {
	g := &Graph{Gap: gap, Horizon: c.GST + Settle(c.Delta), index: map[string]int{}}
	g.add(c, -1, Step{})
	for from := 0; from < len(g.configs); from++ { // the configurations found are the queue
		cur := g.configs[from]
		for _, s := range cur.Steps() {
			n := cur.apply(s)
			if g.beyond(n) {
				g.Pruned++
				g.cut[from] = true
				continue
			}
			g.buf = key(g.buf[:0], n)
			id, seen := g.index[string(g.buf)] // no copy to look up
			if !seen {
				id = g.add(n, from, s)
			}
			g.next[from] = append(g.next[from], id)
		}
	}
	g.settle()
	return g
}

// beyond reports whether n is past the search's bound.
func (g *Graph) beyond(n Config) bool {
	if n.Protocol == Leader {
		return n.Now > g.Horizon
	}
	return spread(n) > g.Gap
}

func (g *Graph) add(c Config, parent int, via Step) int {
	id := len(g.next)
	g.parent, g.via = append(g.parent, parent), append(g.via, via)
	g.index[string(key(g.buf[:0], c))] = id
	g.configs = append(g.configs, c)
	g.next = append(g.next, nil)
	g.decided = append(g.decided, c.Decisions())
	g.reach = append(g.reach, c.Decisions())
	g.all = append(g.all, c.AllDecided())
	g.cut = append(g.cut, false)
	return id
}

// settle spreads each configuration's reachable decisions, and whether it
// can reach a cut move, back to every configuration that can reach it,
// until nothing changes.
func (g *Graph) settle() {
	for changed := true; changed; {
		changed = false
		for i := len(g.next) - 1; i >= 0; i-- {
			r, cut := g.reach[i], g.cut[i]
			for _, j := range g.next[i] {
				r |= g.reach[j]
				cut = cut || g.cut[j]
			}
			if r != g.reach[i] || cut != g.cut[i] {
				g.reach[i], g.cut[i], changed = r, cut, true
			}
		}
	}
}

// Size is the number of configurations found.
func (g *Graph) Size() int { return len(g.next) }

// Valence is c's valence, and false when c is not in the graph (not
// reachable from its start within Gap).
func (g *Graph) Valence(c Config) (Valence, bool) {
	i, ok := g.index[string(key(nil, c))]
	if !ok {
		return "", false
	}
	return g.valenceAt(i), true
}

// valenceAt is the valence of the graph's configuration i.
func (g *Graph) valenceAt(i int) Valence {
	switch {
	case g.all[i]:
		return Decided
	case g.reach[i] == 3:
		return Bivalent
	case g.reach[i] == 1:
		return ZeroValent
	case g.reach[i] == 2:
		return OneValent
	case g.cut[i]:
		return Undetermined
	}
	return Stuck
}

// Critical reports whether step s from c is critical (IsCritical): c is
// bivalent and the configuration after s can come to one outcome only.
func (g *Graph) Critical(c Config, s Step) bool {
	n, err := c.Apply(s)
	if err != nil {
		return false
	}
	before, ok1 := g.Valence(c)
	after, ok2 := g.Valence(n)
	return ok1 && ok2 && IsCritical(before, after)
}

// Reaches reports whether some configuration of the graph satisfies f.
func (g *Graph) Reaches(f func(Config) bool) bool { return slices.ContainsFunc(g.configs, f) }

// UndecidedForever reports whether the network can keep every process
// undecided for ever from start: some cycle of configurations where no
// process has decided is reachable. It returns the number of
// configurations on such cycles or leading only into them.
func (g *Graph) UndecidedForever() int {
	n := 0
	for _, a := range g.undecidedForever() {
		if a {
			n++
		}
	}
	return n
}

// undecidedForever marks the configurations the network can go on from
// for ever with nobody deciding: keep those where nobody has decided and
// that have such a successor, until every one left has one.
func (g *Graph) undecidedForever() []bool {
	alive := make([]bool, len(g.next))
	for i := range alive {
		alive[i] = g.decided[i] == 0
	}
	for changed := true; changed; {
		changed = false
		for i := range g.next {
			if alive[i] && !slices.ContainsFunc(g.next[i], func(j int) bool { return alive[j] }) {
				alive[i], changed = false, true
			}
		}
	}
	return alive
}

// spread is how many rounds the fastest live process is ahead of the
// slowest.
func spread(c Config) int {
	lo, hi := -1, 0
	for _, p := range c.Procs {
		if p.Crashed {
			continue
		}
		if lo < 0 || p.Round < lo {
			lo = p.Round
		}
		hi = max(hi, p.Round)
	}
	return hi - max(lo, 0)
}

// key is c as the search tells configurations apart: its processes with
// rounds counted from the slowest live one, and its messages in flight
// without their ids, in order; appended to buf, a byte a field (a search's
// map is keyed by millions of these: strings of digits cost it 3x).
func key(buf []byte, c Config) []byte {
	if c.Protocol == Leader {
		return keyLeader(buf, c)
	}
	lo := -1
	for _, p := range c.Procs {
		if !p.Crashed && (lo < 0 || p.Round < lo) {
			lo = p.Round
		}
	}
	lo = max(lo, 0)
	for _, p := range c.Procs {
		r := p.Round - lo
		if p.Crashed {
			r = 0 // a crashed process's round no longer matters
		}
		buf = append(buf, byte(p.Value), byte(r), bit(p.Started)|bit(p.Crashed)<<1, byte(p.Decided+1),
			byte(p.Heard[0]+1), byte(p.Heard[1]+1), byte(p.Heard[2]+1))
	}
	start := len(buf)
	for _, m := range c.InFlight {
		if c.Procs[m.To].Crashed {
			continue // never delivered
		}
		buf = append(buf, byte(m.From<<4|m.To<<1|m.Value), byte(m.Round-lo))
	}
	sortRecords(buf[start:], 2)
	return buf
}

func bit(b bool) byte {
	if b {
		return 1
	}
	return 0
}

// sortRecords sorts b's messages, size bytes each (an insertion sort: a
// handful).
func sortRecords(b []byte, size int) {
	for i := size; i < len(b); i += size {
		for j := i; j > 0 && string(b[j-size:j]) > string(b[j:j+size]); j -= size {
			for k := range size {
				b[j-size+k], b[j+k] = b[j+k], b[j-size+k]
			}
		}
	}
}
