package flp

import "slices"

// What the search can show as a play: the shortest way to a configuration
// it found, and a schedule that goes round for ever with nobody deciding.

// PlayTo is the shortest play from the start to the first configuration
// that satisfies f (in the order the search found them, so the fewest
// moves), and false when none does.
func (g *Graph) PlayTo(f func(Config) bool) ([]Step, bool) {
	i := slices.IndexFunc(g.configs, f)
	if i < 0 {
		return nil, false
	}
	return g.playTo(i), true
}

func (g *Graph) playTo(i int) []Step {
	var out []Step
	for ; g.parent[i] >= 0; i = g.parent[i] {
		out = append(out, g.via[i])
	}
	slices.Reverse(out)
	return out
}

// Endless is a play that keeps every process undecided for ever: moves
// that reach a configuration from which the network can go on with nobody
// deciding (UndecidedForever's), then moves that stay there until a
// configuration repeats (ids aside); the moves from Loop on repeat for
// ever. False when there is none.
func (g *Graph) Endless() (moves []Step, loop int, ok bool) {
	alive := g.undecidedForever()
	first := slices.Index(alive, true)
	if first < 0 {
		return nil, 0, false
	}
	moves = g.playTo(first)
	cur := g.configs[first]
	seen := map[string]int{string(key(nil, cur)): len(moves)}
	for range len(g.configs) { // each move reaches another alive configuration: it repeats within as many
		next, step, found := g.aliveNext(cur, alive)
		if !found {
			return nil, 0, false // not reached: an alive configuration has an alive successor
		}
		moves, cur = append(moves, step), next
		k := string(key(nil, cur))
		if at, again := seen[k]; again {
			return moves, at, true
		}
		seen[k] = len(moves)
	}
	return nil, 0, false
}

// aliveNext is c's first move, in Steps' order, to an alive configuration.
func (g *Graph) aliveNext(c Config, alive []bool) (Config, Step, bool) {
	for _, s := range c.Steps() {
		n := c.apply(s)
		if id, ok := g.index[string(key(nil, n))]; ok && alive[id] {
			return n, s, true
		}
	}
	return Config{}, Step{}, false
}

// Bivalent counts the bivalent configurations, and Criticals the moves
// from one to a configuration with one outcome only.
func (g *Graph) Bivalent() (bivalent, criticals int) {
	for i := range g.next {
		if g.valenceAt(i) != Bivalent {
			continue
		}
		bivalent++
		for _, j := range g.next[i] {
			if IsCritical(Bivalent, g.valenceAt(j)) {
				criticals++
			}
		}
	}
	return bivalent, criticals
}
