package challenge

import (
	"slices"
	"time"

	"coordsim/engine"
	"coordsim/internal/share"
)

// The small-scope argument, in the lesson's terms: every schedule of at
// most N allowed moves, tried in one fixed order (breadth first: all of one
// move, then all of two), so the first schedule that reaches the goal is a
// smallest one, and when none does, none exists within N. A move is made on
// the run as it stands after the moves before it (the offers of
// engine.Named.OffersAt), so a schedule is a path; schedules that end in the
// same moves (the same faults= and events=) are tried once.

// DelayTicks are the delays a search tries for a delay move.
var DelayTicks = []int64{1, 3}

// Limits bound a search.
type Limits struct {
	MaxMoves int
	Deadline time.Time              // zero: none
	Progress func(tried, depth int) // called every 256 runs, may be nil
}

// Result is what a search found: the smallest schedule that reaches the
// goal (Found; State holds it) or that none exists within Depth moves;
// Runs is the runs it made, Stopped that the time ran out first.
type Result struct {
	Found   bool
	State   share.State
	Moves   int
	Depth   int // the moves searched through, in full
	Runs    int
	Stopped bool
}

// Search looks for the smallest schedule of c's allowed moves from start
// (c.State(), or c.Defended()) that reaches c's goal.
func Search(c Challenge, start share.State, lim Limits) (Result, error) {
	var out Result
	level := []share.State{start}
	seen := map[share.Authored]bool{share.AuthoredOf(start): true}
	for depth := 0; depth <= lim.MaxMoves; depth++ {
		var next []share.State
		for _, s := range level {
			if !lim.Deadline.IsZero() && time.Now().After(lim.Deadline) {
				out.Stopped = true
				return out, nil
			}
			r, err := s.Named().Run(s.Params())
			out.Runs++
			if err != nil {
				continue // a move the setup cannot take (a mutation that needs the event it dropped)
			}
			if lim.Progress != nil && out.Runs%256 == 0 {
				lim.Progress(out.Runs, depth)
			}
			if _, _, ok := c.reached(r); ok {
				out.Found, out.State, out.Moves = true, s, depth
				return out, nil
			}
			if depth == lim.MaxMoves {
				continue
			}
			for _, child := range c.children(s, r) {
				if key := share.AuthoredOf(child); !seen[key] {
					seen[key] = true
					next = append(next, child)
				}
			}
		}
		out.Depth = depth
		level = next
	}
	return out, nil
}

// children are the states one allowed move away from s, whose run is r.
func (c Challenge) children(s share.State, r *engine.Result) []share.State {
	named := s.Named()
	var out []share.State
	for i, moves := range named.Offers(r) {
		for _, m := range moves {
			if !slices.Contains(c.Allowed, m) {
				continue
			}
			ticks := []int64{0}
			if m == engine.MoveDelay {
				ticks = DelayTicks
			}
			for _, t := range ticks {
				next, err := share.Intervene(s, r, engine.Intervention{Entry: i, Move: m, Ticks: t})
				if err == nil {
					out = append(out, next)
				}
			}
		}
	}
	return out
}
