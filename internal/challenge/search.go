package challenge

import (
	"runtime/metrics"
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
	Deadline time.Time // zero: none
	// MaxHeap is the live heap, in bytes, at which the search stops: the
	// schedules still to try grow as the number of moves to the power of
	// the depth. Zero: none.
	MaxHeap  uint64
	Progress func(tried, depth int) // called every 256 runs, may be nil
}

// Stop says why a search ended before its answer.
type Stop string

const (
	NotStopped  Stop = ""
	StoppedTime Stop = "time"   // the deadline passed
	StoppedHeap Stop = "memory" // the live heap reached MaxHeap
)

// Result is what a search found: the smallest schedule that reaches the
// goal (Found; State holds it) or that none exists within Depth moves;
// Runs is the runs it made, Stopped why it ended first, if it did.
type Result struct {
	Found   bool
	State   share.State
	Moves   int
	Depth   int // the moves searched through, in full
	Runs    int
	Stopped Stop
}

// Search looks for the smallest schedule of c's allowed moves from start
// (c.State(), or c.Defended()) that reaches c's goal.
func Search(c Challenge, start share.State, lim Limits) (Result, error) {
	s := NewSearcher(c, start, lim.MaxMoves)
	heap := []metrics.Sample{{Name: "/gc/heap/live:bytes"}} // as of the last collection: read without stopping the world
	for !s.Done() {
		stop := NotStopped
		if !lim.Deadline.IsZero() && time.Now().After(lim.Deadline) {
			stop = StoppedTime
		}
		if metrics.Read(heap); lim.MaxHeap > 0 && heap[0].Value.Uint64() >= lim.MaxHeap {
			stop = StoppedHeap
		}
		if stop != NotStopped {
			r := s.Result()
			r.Stopped = stop
			return r, nil
		}
		s.Step(256)
		if lim.Progress != nil {
			lim.Progress(s.res.Runs, s.depth)
		}
	}
	return s.Result(), nil
}

// Searcher is a search taken in steps, so the page can run it a little
// each frame without freezing.
type Searcher struct {
	c        Challenge
	maxMoves int
	depth    int
	level    []share.State   // the schedules of depth moves, to try
	next     []share.State   // the schedules one move longer
	i        int             // the next of level to try
	seen     map[string]bool // the moves tried, by share.Authored.Key
	res      Result
	done     bool
}

// NewSearcher starts a search of c from start through maxMoves moves; a
// knob challenge's tries every value of its knob, smallest first, instead.
func NewSearcher(c Challenge, start share.State, maxMoves int) *Searcher {
	if c.Knob != "" {
		lo, hi := knobRange(c.Knob)
		var level []share.State
		for v := lo; v <= hi; v++ {
			level = append(level, withKnob(start, c.Knob, v))
		}
		return &Searcher{c: c, level: level, seen: map[string]bool{}}
	}
	return &Searcher{c: c, maxMoves: maxMoves, level: []share.State{start}, seen: map[string]bool{share.AuthoredOf(start).Key(): true}}
}

// Done says whether the search has its answer.
func (s *Searcher) Done() bool { return s.done }

// Result is what the search has found so far.
func (s *Searcher) Result() Result { return s.res }

// Step tries up to n more schedules.
func (s *Searcher) Step(n int) {
	for ; n > 0 && !s.done; n-- {
		if s.i == len(s.level) {
			s.res.Depth = s.depth
			if s.depth == s.maxMoves || len(s.next) == 0 {
				s.done = true
				return
			}
			s.depth, s.level, s.next, s.i = s.depth+1, s.next, nil, 0
		}
		st := s.level[s.i]
		s.i++
		r, err := st.Named().Run(st.Params())
		s.res.Runs++
		if err != nil {
			continue // a move the setup cannot take (a mutation that needs the event it dropped)
		}
		if _, _, ok := s.c.reached(r); ok {
			s.res.Found, s.res.State, s.res.Moves, s.done = true, st, s.depth, true
			if s.c.Knob != "" {
				s.res.Moves = knobOf(st, s.c.Knob)
			}
			return
		}
		if s.depth == s.maxMoves {
			continue
		}
		for _, child := range s.c.children(st, r) {
			if key := share.AuthoredOf(child).Key(); !s.seen[key] {
				s.seen[key] = true
				s.next = append(s.next, child)
			}
		}
	}
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
