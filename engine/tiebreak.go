package engine

import (
	"cmp"
	"slices"

	"coordsim/engine/pyrand"
)

// tieBreaker orders messages released from a partition by (delivery
// priority, seeded draw), drawing once per message in buffer order as the
// harness's sorted(buffered, key=lambda m: (m.priority, rng.random())) does.
//
// Draws decide anything only when priorities tie, and seeding MT19937 costs
// more than the rest of a run, so the generator is seeded lazily: a batch
// without ties only counts its draws, and a later batch that needs values
// skips exactly that many first. The order is the one eager drawing gives.
type tieBreaker struct {
	seed   uint64
	drawn  int          // draws consumed by earlier batches
	rng    *pyrand.Rand // kept across runs by a Runner; reseeded before use
	seeded bool
	taken  int // draws the generator has actually produced
	// fresh is the generator as seeded with freshSeed, kept across runs:
	// a sweep runs one seed at many partition lengths in a row, and copying
	// the seeded table costs far less than seeding it again.
	fresh     *pyrand.Rand
	freshSeed uint64
}

// restart begins a run under seed, keeping the generators' memory.
func (t *tieBreaker) restart(seed uint64) {
	t.seed, t.drawn, t.seeded, t.taken = seed, 0, false, 0
}

// tieScan is the largest batch scanned for ties: past that a quadratic scan
// costs more than drawing.
const tieScan = 64

// order sorts held (message indices in buffer order, increasing) into release order, in
// place, and returns it. pr holds their priorities, pr[i] held[i]'s (the
// caller's scratch, sorted along), or is nil when every priority is 0.
func (t *tieBreaker) order(held []int, pr []int64) []int {
	n := len(held)
	before := t.drawn // draws consumed by earlier batches
	t.drawn += n
	if n <= tieScan && (pr != nil || n < 2) {
		// Distinct priorities fix the order alone: an insertion sort, no
		// draw, no generator. The sorted prefix holds a priority equal to
		// the next one only beside where that one stops, so a tie is found
		// there; then the prefix goes back to buffer order for the draws.
		for i := 1; i < n; i++ {
			j := i
			for ; j > 0 && pr[j] < pr[j-1]; j-- {
				pr[j], pr[j-1] = pr[j-1], pr[j]
				held[j], held[j-1] = held[j-1], held[j]
			}
			if j > 0 && pr[j] == pr[j-1] {
				unsort(held[:i+1], pr[:i+1])
				goto draw // (a loop here, not a call: this is every partition's path)
			}
		}
		return held
	}
draw:
	t.skipTo(before)
	type item struct {
		msg  int
		prio int64
		draw uint64
	}
	items := make([]item, n)
	for i, m := range held { // draws are taken in buffer order
		items[i] = item{msg: m, draw: t.rng.Random53()}
		if pr != nil {
			items[i].prio = pr[i]
		}
	}
	t.taken += n
	slices.SortStableFunc(items, func(a, b item) int {
		if c := cmp.Compare(a.prio, b.prio); c != 0 {
			return c
		}
		return cmp.Compare(a.draw, b.draw)
	})
	for i, it := range items {
		held[i] = it.msg
	}
	return held
}

// skipTo advances the generator until it has produced n draws.
func (t *tieBreaker) skipTo(n int) {
	if !t.seeded {
		switch {
		case t.fresh != nil && t.freshSeed == t.seed:
			*t.rng = *t.fresh
		case t.rng == nil:
			t.rng = pyrand.New(t.seed)
			t.fresh, t.freshSeed = pyrand.New(t.seed), t.seed
		default:
			t.rng.Seed(t.seed)
			*t.fresh, t.freshSeed = *t.rng, t.seed
		}
		t.seeded, t.taken = true, 0
	}
	for ; t.taken < n; t.taken++ {
		t.rng.Random53()
	}
}

// unsort puts held back in buffer order, which is increasing (play holds
// messages in the order they come), carrying pr along.
func unsort(held []int, pr []int64) {
	for i := 1; i < len(held); i++ {
		for j := i; j > 0 && held[j] < held[j-1]; j-- {
			pr[j], pr[j-1] = pr[j-1], pr[j]
			held[j], held[j-1] = held[j-1], held[j]
		}
	}
}
