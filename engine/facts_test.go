package engine

import (
	"fmt"
	"slices"
	"testing"
)

// everyStoryRun runs every named scenario under each single mutation (and
// none) over a few seeds and partition lengths.
func everyStoryRun(t *testing.T, check func(name string, r *Result)) {
	t.Helper()
	for _, n := range Scenarios() {
		c, err := n.Compile()
		if err != nil {
			t.Fatal(err)
		}
		var runner Runner
		sets := [][]Mutation{nil}
		for _, m := range AllMutations {
			sets = append(sets, []Mutation{m})
		}
		for _, ms := range sets {
			for seed := uint64(1); seed <= 6; seed++ {
				for _, part := range []int64{1, 4, 9} {
					p := Params{Seed: seed, Partition: part, Deadline: n.DefaultDeadline(), Mutations: ms}
					r, err := runner.Run(c, p)
					if err != nil {
						if n.Fixture != nil && slices.Contains(ms, ConflictingRetry) {
							continue
						}
						t.Fatalf("%s %v: %v", n.Name, p, err)
					}
					check(fmt.Sprintf("%s seed %d partition %d %v", n.Name, seed, part, ms), r)
				}
			}
		}
	}
}

// TestEntriesStateTheirFacts: every entry about a message names its command,
// attempt and direction; processing entries state the order's state after
// them and what the store did, consistently with the store's own records.
func TestEntriesStateTheirFacts(t *testing.T) {
	everyStoryRun(t, func(name string, r *Result) {
		added := 0
		for i := range r.Trace {
			e := &r.Trace[i]
			cmd := r.CommandOf(e)
			if e.Delivery != 0 {
				if cmd == nil || e.Attempt < 1 || e.Dir == NotAMessage {
					t.Fatalf("%s: entry %d (%s) lacks its command, attempt or direction: %+v", name, i, e.EventID, e)
				}
				if keyDesign(r.Params) == "" && cmd.Key != e.Key {
					t.Fatalf("%s: entry %d names command %q but carries key %q", name, i, cmd.Key, e.Key)
				}
			}
			if e.IsProcessing() && e.StateAfter == "" {
				t.Fatalf("%s: processing entry %d has no state after it", name, i)
			}
			if (e.Loss != NotLost) != (e.Delivery == DeliveryDropped) {
				t.Fatalf("%s: entry %d: loss %v but delivery %q", name, i, e.Loss, e.Delivery)
			}
			switch e.Store {
			case StoreAdded:
				added++
			case StoreReused:
				if e.Effect != EffectReused {
					t.Fatalf("%s: entry %d reused the store with effect %q", name, i, e.Effect)
				}
			case StoreConflict:
				if e.Code() != CodeConflict {
					t.Fatalf("%s: entry %d is a store conflict with code %q", name, i, e.Code())
				}
			case StoreExpired:
				if e.Kind != EntryExpired || cmd == nil {
					t.Fatalf("%s: entry %d expired without an expiry entry or command", name, i)
				}
			}
			if e.Kind == EntryTimeout || e.Kind == EntryGiveUp {
				if cmd == nil || e.Attempt < 1 {
					t.Fatalf("%s: timeout entry %d lacks its command", name, i)
				}
			}
		}
		if r.Params.Has(DedupeOff) && added > 0 {
			t.Fatalf("%s: the store is off but %d entries were added", name, added)
		}
		if !r.Params.Has(DedupeOff) && r.Params.EffectiveRetention() == 0 && added != len(r.Store) {
			t.Fatalf("%s: %d entries added but the store holds %d", name, added, len(r.Store))
		}
		applied := 0
		for _, k := range r.Keys {
			applied += k.Applied
		}
		if r.Counts.Applied != applied {
			t.Fatalf("%s: counts say %d transitions applied, the keys %d", name, r.Counts.Applied, applied)
		}
		if r.InitialState == "" || r.TimelineEnd <= r.Recovery.DeadlineTick {
			t.Fatalf("%s: result facts: held %d, initial %q, end %d", name, r.Recovery.ResidualAtDeadline, r.InitialState, r.TimelineEnd)
		}
		for _, u := range r.Users {
			if r.UserCommand(&u) == nil || r.UserCommand(&u).Key != u.Key {
				t.Fatalf("%s: user of %s names no command", name, u.Key)
			}
		}
	})
}

// TestUserLabelsAreStable: a user is named by their command, the same
// whatever the partition's length (event ids are not).
func TestUserLabelsAreStable(t *testing.T) {
	n, _ := LookupScenario("reference")
	labels := func(part int64) []string {
		r, err := n.Run(Params{Seed: ReferenceSeed, Partition: part})
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, u := range r.Users {
			out = append(out, r.UserCommand(&u).Label())
		}
		return out
	}
	short, long := labels(4), labels(9)
	if !slices.Equal(short, long) || short[0] != "order-42 confirm" {
		t.Fatalf("labels at partition 4 %q, at 9 %q", short, long)
	}
}

// TestOneRunnerForEveryKind: a Runner that runs fixtures and generated
// models in turn gives each the bytes a fresh run gives.
func TestOneRunnerForEveryKind(t *testing.T) {
	var runner Runner
	runsAsFresh(t, &runner)
}

// runsAsFresh runs every story on runner in turn, with partitions and
// mutations, and fails where a run differs from a fresh one.
func runsAsFresh(t *testing.T, runner *Runner) {
	t.Helper()
	all := Scenarios()
	for i := range 60 {
		n := all[i%len(all)]
		c, err := n.Compile()
		if err != nil {
			t.Fatal(err)
		}
		p := Params{Seed: uint64(i), Partition: int64(1 + i%12)}
		if i%3 == 0 {
			p.Mutations = []Mutation{AllMutations[i%len(AllMutations)]}
		}
		fresh, err := n.Run(p)
		if err != nil {
			continue // conflicting-retry on a fixture without a duplicate
		}
		got, err := runner.Run(c, p)
		if err != nil {
			t.Fatal(err)
		}
		if !sameTrace(got, fresh) || got.Counts != fresh.Counts {
			t.Fatalf("%s %+v: reused runner differs from a fresh run", n.Name, p)
		}
	}
}

func TestResolve(t *testing.T) {
	n, _ := LookupScenario("late-retry-after-retention")
	p, err := n.Resolve(Overrides{Mutations: []Mutation{UnguardedTransition, DedupeOff}})
	if err != nil {
		t.Fatal(err)
	}
	if p.Seed != ReferenceSeed || p.Retention != 3 || p.Deadline != 12 || p.Partition != 0 ||
		!slices.Equal(p.Mutations, []Mutation{DedupeOff, UnguardedTransition}) {
		t.Fatalf("defaults: %+v", p)
	}
	zero, nine := int64(0), int64(9)
	seed := uint64(7)
	p, err = n.Resolve(Overrides{Seed: &seed, Partition: &nine, Retention: &zero})
	if err != nil || p.Seed != 7 || p.Partition != 9 || p.Retention != 0 {
		t.Fatalf("overrides: %+v, %v", p, err)
	}
	if _, err := n.Resolve(Overrides{Deadline: &zero}); err == nil {
		t.Fatal("a stated deadline of 0 must be refused, not read as the default")
	}
	if _, err := n.Resolve(Overrides{Mutations: []Mutation{DedupeOff, DedupeOff}}); err == nil {
		t.Fatal("a mutation given twice must be refused")
	}
}

// TestProcessedIsEachDeliveryOfACommand: the lesson's run processes its
// confirm twice (the delivery and the duplicate after the release), each
// read once; a command that is none has none.
func TestProcessedIsEachDeliveryOfACommand(t *testing.T) {
	sc := Reference()
	res, err := Run(&sc, Params{Seed: ReferenceSeed})
	if err != nil {
		t.Fatal(err)
	}
	if got := res.Processed(1); !slices.Equal(got, []int{1, 10}) {
		t.Errorf("the confirm: %v, want entries 1 and 10", got)
	}
	for c := 2; c <= len(res.Commands); c++ {
		if got := res.Processed(c); len(got) != 1 {
			t.Errorf("read %d: %v", c, got)
		}
	}
	if got := res.Processed(len(res.Commands) + 1); got != nil {
		t.Errorf("no such command: %v", got)
	}
}
