// Package rate is how often a story breaks each invariant (issue 56, item
// 3): the share of seeds whose run breaks it, with its 95% Wilson score
// interval, so that a learner sees what "rare" means and an engineer how
// sure the figure is. The seeds are run in order from a first one, a few at
// a time (Step), so that the page can take them a frame at a time and the
// CLI over as many as it likes.
package rate

import (
	"math"
	"strconv"

	"coordsim/engine"
)

// Counter runs one story with its knobs over consecutive seeds and counts,
// per invariant, the runs that break it.
type Counter struct {
	c      *engine.Compiled
	p      engine.Params
	r      engine.Runner
	next   uint64
	runs   int
	broken []int // by invariant, in engine.InvariantNames' order
}

// New counts named's runs under p (its seed aside) from seed first on.
func New(named engine.Named, p engine.Params, first uint64) (*Counter, error) {
	c, err := named.Compile()
	if err != nil {
		return nil, err
	}
	p.Seed = first
	if err := c.Accepts(p); err != nil {
		return nil, err
	}
	return &Counter{c: c, p: p, next: first, broken: make([]int, len(engine.InvariantNames()))}, nil
}

// Step runs the next n seeds.
func (k *Counter) Step(n int) error {
	for range n {
		k.p.Seed = k.next
		res, err := k.r.Run(k.c, k.p)
		if err != nil {
			return err
		}
		for i, v := range res.Invariants {
			if !v.Holds {
				k.broken[i]++
			}
		}
		k.next++
		k.runs++
	}
	return nil
}

// Runs is how many seeds have been run.
func (k *Counter) Runs() int { return k.runs }

// Share is one invariant's figure: the runs that broke it, of how many,
// and the 95% interval of the share of seeds that would.
type Share struct {
	Name   string  `json:"name"`
	Broken int     `json:"broken"`
	Runs   int     `json:"runs"`
	Share  float64 `json:"share"`
	Lo     float64 `json:"lo"`
	Hi     float64 `json:"hi"`
}

// Shares are every invariant's figures so far.
func (k *Counter) Shares() []Share {
	names := engine.InvariantNames()
	out := make([]Share, len(names))
	for i, name := range names {
		lo, hi := Wilson(k.broken[i], k.runs)
		share := 0.0
		if k.runs > 0 {
			share = float64(k.broken[i]) / float64(k.runs)
		}
		out[i] = Share{Name: name, Broken: k.broken[i], Runs: k.runs, Share: share, Lo: lo, Hi: hi}
	}
	return out
}

// z95 is the normal quantile of a two-sided 95% interval.
const z95 = 1.959963984540054

// Wilson is the 95% Wilson score interval of a share of k in n: unlike
// k/n ± its normal error, it stays within 0..1 and is not empty at 0 of n
// (its upper end then about 3.84/n), which is the case that matters most
// here: a story that broke nothing in n seeds.
func Wilson(k, n int) (lo, hi float64) {
	if n <= 0 {
		return 0, 1
	}
	p, nf, z2 := float64(k)/float64(n), float64(n), z95*z95
	center := (p + z2/(2*nf)) / (1 + z2/nf)
	half := z95 / (1 + z2/nf) * math.Sqrt(p*(1-p)/nf+z2/(4*nf*nf))
	lo, hi = max(0, center-half), min(1, center+half)
	if k == 0 {
		lo = 0 // exactly, not a rounding's 1e-17
	}
	if k == n {
		hi = 1
	}
	return lo, hi
}

// Percent writes a share as a percentage to about three significant
// digits (0.0123%, 1.23%, 12.3%, 100%), as the CLI and the page say them.
func Percent(x float64) string {
	pc := 100 * x
	switch {
	case pc == 0 || pc == 100:
		return strconv.FormatFloat(pc, 'f', 0, 64) + "%"
	case pc >= 10:
		return strconv.FormatFloat(pc, 'f', 1, 64) + "%"
	case pc >= 1:
		return strconv.FormatFloat(pc, 'f', 2, 64) + "%"
	}
	d := 2
	for v := pc; v < 1; v *= 10 {
		d++
	}
	return strconv.FormatFloat(pc, 'f', d, 64) + "%"
}
