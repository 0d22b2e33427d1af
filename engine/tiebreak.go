package engine

import (
	"cmp"
	"slices"

	"coordsim/engine/pyrand"
)

// tieBreaker orders messages released from a partition by (delivery
// priority, seeded draw), drawing once per message in buffer order as the
// harness's sorted(..., key=lambda m: (m.priority, rng.random())) does.
//
// Draws only decide anything when priorities tie, and seeding MT19937 costs
// far more than the rest of a run, so the generator is seeded lazily: a batch
// without ties just counts its draws, and a later batch that needs values
// skips exactly that many. The order is the same as drawing eagerly.
type tieBreaker struct {
	seed  uint64
	drawn int // draws consumed by earlier batches
	rng   *pyrand.Rand
	taken int // draws the generator has actually produced
}

type releaseItem struct {
	index    int // position in the buffer
	priority int64
	draw     uint64
}

// order returns buffer positions in release order.
func (t *tieBreaker) order(priorities []int64) []int {
	items := make([]releaseItem, len(priorities))
	for i, p := range priorities {
		items[i] = releaseItem{index: i, priority: p}
	}
	slices.SortStableFunc(items, func(a, b releaseItem) int { return cmp.Compare(a.priority, b.priority) })
	tied := false
	for i := 1; i < len(items); i++ {
		if items[i].priority == items[i-1].priority {
			tied = true
			break
		}
	}
	if tied {
		t.skipTo(t.drawn)
		// Draws are taken in buffer order, not in sorted order.
		draws := make([]uint64, len(priorities))
		for i := range draws {
			draws[i] = t.rng.Random53()
		}
		t.taken += len(draws)
		for i := range items {
			items[i].draw = draws[items[i].index]
		}
		slices.SortStableFunc(items, func(a, b releaseItem) int {
			if c := cmp.Compare(a.priority, b.priority); c != 0 {
				return c
			}
			return cmp.Compare(a.draw, b.draw)
		})
	}
	t.drawn += len(priorities)
	out := make([]int, len(items))
	for i, it := range items {
		out[i] = it.index
	}
	return out
}

// skipTo advances the generator until it has produced n draws.
func (t *tieBreaker) skipTo(n int) {
	if t.rng == nil {
		t.rng = pyrand.New(t.seed)
	}
	for ; t.taken < n; t.taken++ {
		t.rng.Random53()
	}
}
