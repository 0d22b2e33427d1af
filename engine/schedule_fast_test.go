package engine

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
)

// TestScheduleMemoEqualsUnmemoizedRuns: one Runner taking fixtures (the lesson's,
// one with no retry to rewrite, one with two partitions, random ones)
// through a walk of parameters that keep, change and break the memo's shape
// (rows of a grid, mutations that move an event and ones that do not, end
// delays, schedules refused midway) gives each run exactly what an
// unmemoized run gives it.
func TestScheduleMemoEqualsUnmemoizedRuns(t *testing.T) {
	var walk []Params
	for _, part := range []int64{0, 3, 3, 9, 9, 1000000, 9} {
		walk = append(walk, []Params{
			{Seed: 1, Partition: part},
			{Seed: 2, Partition: part, Deadline: 20},
			{Seed: 2, Partition: part, Retention: 2},
			{Seed: 2, Partition: part, Mutations: []Mutation{DedupeOff}},
			{Seed: 3, Partition: part, Mutations: []Mutation{ConflictingRetry}},
			{Seed: 3, Partition: part, Mutations: []Mutation{ConflictingRetry, UnguardedTransition}},
			{Seed: 4, Partition: part}, // after a story with no duplicate refused the two above
			{Seed: 3, Partition: part, EndDelay: 4},
			{Seed: 3, Partition: part, EndDelay: 4},
		}...)
	}
	fixtures := [][]Event{ReferenceEvents()}
	noRetry := slices.DeleteFunc(ReferenceEvents(), func(e Event) bool { return e.Kind == KindDuplicate })
	twoCuts := append(ReferenceEvents(), // a partition 9 long overlaps the second
		Event{ID: "p2-start", Tick: 8, Kind: KindPartitionStart},
		Event{ID: "m-late", Tick: 9, Kind: KindDeliver, LogicalSequence: 5, DedupeKey: "read:order-42:late"},
		Event{ID: "p2-end", Tick: 10, Kind: KindPartitionEnd})
	fixtures = append(fixtures, noRetry, twoCuts)
	r := rand.New(rand.NewPCG(27, 1))
	for range 20 {
		fixtures = append(fixtures, randomFixture(r))
	}
	var reused Runner
	memoHits := 0
	for i, events := range fixtures {
		sc := FromEvents(fmt.Sprintf("fixture %d", i), events)
		c, err := Compile(&sc)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range walk {
			want, wantErr := runUnmemoized(c, p)
			hit := reused.s.schedShape.c == c
			got, gotErr := reused.Run(c, p)
			if (wantErr == nil) != (gotErr == nil) || (wantErr != nil && wantErr.Error() != gotErr.Error()) {
				t.Fatalf("%s %+v: unmemoized error %v, reused %v", sc.Name, p, wantErr, gotErr)
			}
			if wantErr != nil {
				continue
			}
			if hit && reused.s.schedShape.partition == p.Partition {
				memoHits++
			}
			if !sameTrace(want, got) || !reflect.DeepEqual(want.Counts, got.Counts) || !reflect.DeepEqual(want.Users, got.Users) {
				t.Fatalf("%s %+v: a reused Runner's run differs from an unmemoized one", sc.Name, p)
			}
		}
	}
	if memoHits == 0 {
		t.Fatal("the walk never took the memo: the test checks nothing")
	}
}

// runUnmemoized is Runner.Run with the schedule always rewritten afresh
// (c.schedule applies whatever p asks, a plain copy when nothing).
func runUnmemoized(c *Compiled, p Params) (*Result, error) {
	if err := p.validateKnobs(); err != nil {
		return nil, err
	}
	if p.Partition > 0 && !c.hasPartition() {
		return nil, errNoPartition(p.Partition)
	}
	steps, err := c.schedule(&p, nil, new(played))
	if err != nil {
		return nil, err
	}
	var r Runner
	r.s.reset(c, &p, len(steps))
	r.s.play(steps)
	return r.s.finish(), nil
}
