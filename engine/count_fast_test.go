package engine

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// TestFixtureCountsAsTheTraceSays: a fixture's run is counted from what it
// holds (countFixture, count_fast.go); the totals must be the ones
// Result.count finds by reading the finished trace, for every story,
// mutation and many generated fixtures.
func TestFixtureCountsAsTheTraceSays(t *testing.T) {
	check := func(name string, r *Result) {
		t.Helper()
		if r.Generated() {
			return // a generated run is counted from its trace already
		}
		recount := *r
		recount.Counts, recount.TimelineEnd = Counts{Buffered: r.Counts.Buffered}, 0
		recount.count()
		if recount.Counts != r.Counts || recount.TimelineEnd != r.TimelineEnd {
			t.Fatalf("%s: counted %+v (timeline end %d) from the run, the trace says %+v (%d)",
				name, r.Counts, r.TimelineEnd, recount.Counts, recount.TimelineEnd)
		}
	}
	everyStoryRun(t, check)
	rng := rand.New(rand.NewPCG(3, 9))
	var runner Runner
	for i := range 2000 {
		c := randomCase(rng)
		for _, m := range AllMutations {
			if rng.IntN(5) == 0 {
				c.p.Mutations = append(c.p.Mutations, m)
			}
		}
		if rng.IntN(4) == 0 {
			c.p.EndDelay = int64(rng.IntN(5))
		}
		if rng.IntN(3) == 0 {
			c.p.Retention = int64(1 + rng.IntN(4))
		}
		sc := FromEvents("generated", c.events)
		compiled, err := Compile(&sc)
		if err != nil {
			t.Fatal(err)
		}
		r, err := runner.Run(compiled, c.p)
		if err != nil {
			continue // a typed refusal of these parameters
		}
		check(fmt.Sprintf("case %d %+v", i, c.p), r)
	}
}
