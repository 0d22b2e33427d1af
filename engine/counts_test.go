package engine

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// TestFixtureCountsAsTheTraceSays: a fixture's run counts as it goes
// (countFixture); the totals must be the ones Result.count finds by reading
// the finished trace, for every story, mutation and many generated fixtures.
func TestFixtureCountsAsTheTraceSays(t *testing.T) {
	check := func(name string, r *Result) {
		t.Helper()
		if len(r.Flights) > 0 {
			return // a generated run is counted from its trace already
		}
		recount := *r
		recount.Counts, recount.TimelineEnd = Counts{}, 0
		recount.count()
		if recount.Counts != r.Counts || recount.TimelineEnd != r.TimelineEnd {
			t.Fatalf("%s: counted %+v (timeline end %d) as the run went, the trace says %+v (%d)",
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
