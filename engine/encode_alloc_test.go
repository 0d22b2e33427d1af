package engine_test

import (
	"coordsim/engine"
	"coordsim/engine/encode"
	"fmt"
	"io"
	"testing"

	"coordsim/engine/canon"
)

// bigFixtureRun is a run of n events on many keys: reads, retries, a
// partition across the middle half.
func bigFixtureRun(t *testing.T, n int) *engine.Result {
	t.Helper()
	events := make([]engine.Event, 0, n)
	tick := int64(1)
	for i := range n {
		if i%7 == 0 {
			tick++
		}
		e := engine.Event{Tick: tick, LogicalSequence: int64(i), DeliveryPriority: int64(i % 5), Kind: engine.KindDeliver}
		switch {
		case i == n/4:
			e = engine.Event{ID: "p-start", Tick: tick, Kind: engine.KindPartitionStart}
		case i == 3*n/4:
			e = engine.Event{ID: "p-end", Tick: tick, Kind: engine.KindPartitionEnd}
		case i%3 == 0:
			e.ID, e.DedupeKey = fmt.Sprintf("e%d-read", i), fmt.Sprintf("read:order-42:%d", i)
		default:
			e.ID, e.DedupeKey = fmt.Sprintf("e%d-confirm", i), fmt.Sprintf("confirm:v%d", i/10)
			e.Transition = &engine.Transition{From: "pending", To: "confirmed"}
		}
		events = append(events, e)
	}
	sc := engine.FromEvents("big", events)
	r, err := engine.Run(&sc, engine.Params{Seed: sc.DefaultSeed})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// Writing a run as JSON makes no garbage per entry (issue 8: `coordsim run
// --json` on a million events peaks near the run's own heap): ten times the
// entries, about the same allocations.
func TestResultJSONAllocatesNothingPerEntry(t *testing.T) {
	small, big := bigFixtureRun(t, 1_000), bigFixtureRun(t, 10_000)
	allocs := func(r *engine.Result) float64 {
		return testing.AllocsPerRun(3, func() {
			if err := canon.Write(io.Discard, encode.Result(r)); err != nil {
				t.Fatal(err)
			}
		})
	}
	if len(big.Store) < 1_000 || len(big.Users) < 1_000 || len(big.Keys) < 1_000 {
		t.Fatalf("the big run has %d stored entries, %d users, %d keys", len(big.Store), len(big.Users), len(big.Keys))
	}
	if a, b := allocs(small), allocs(big); b > a+100 {
		t.Errorf("the JSON of %d trace entries allocates %.0f times, of %d entries %.0f: garbage per entry", len(big.Trace), b, len(small.Trace), a)
	}
}
