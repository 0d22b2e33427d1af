package engine

import (
	"math/rand/v2"
	"slices"
	"testing"

	"coordsim/engine/pyrand"
)

// eagerOrder is the harness's rule written plainly: draw once per message in
// buffer order for every batch, then sort by (priority, draw).
func eagerOrder(rng *pyrand.Rand, priorities []int64) []int {
	type item struct {
		i    int
		p    int64
		draw uint64
	}
	items := make([]item, len(priorities))
	for i, p := range priorities {
		items[i] = item{i, p, rng.Random53()}
	}
	slices.SortStableFunc(items, func(a, b item) int {
		if a.p != b.p {
			return int(a.p - b.p)
		}
		if a.draw < b.draw {
			return -1
		}
		if a.draw > b.draw {
			return 1
		}
		return 0
	})
	out := make([]int, len(items))
	for k, it := range items {
		out[k] = it.i
	}
	return out
}

// TestLazyTieBreakEqualsEagerDrawing: across many batches per run, some with
// ties and some without, the lazily seeded tie-breaker releases in exactly
// the order eager drawing gives, so batches without ties still consume
// their draws.
func TestLazyTieBreakEqualsEagerDrawing(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 9))
	for run := 0; run < 500; run++ {
		seed := randomSeed(r)
		lazy := tieBreaker{seed: seed}
		eager := pyrand.New(seed)
		for batch := 0; batch < 1+r.IntN(5); batch++ {
			priorities := make([]int64, r.IntN(80))
			spread := 1 + r.IntN(100) // wide spreads rarely tie, narrow ones always do
			for i := range priorities {
				priorities[i] = int64(r.IntN(spread))
			}
			held := make([]int, len(priorities))
			for i := range held {
				held[i] = i
			}
			got := lazy.order(held, slices.Clone(priorities)) // order sorts its priorities along
			want := eagerOrder(eager, priorities)
			if !slices.Equal(got, want) {
				t.Fatalf("run %d batch %d (seed %d, priorities %v): lazy %v, eager %v", run, batch, seed, priorities, got, want)
			}
		}
	}
}
