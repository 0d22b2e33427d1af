package render

import (
	"fmt"
	"io"
	"testing"

	"coordsim/engine"
)

// bigRun is a run of n events on many keys, with reads, retries, duplicates
// and a partition, as the CLI's memory test makes them.
func bigRun(t *testing.T, n int) *engine.Result {
	t.Helper()
	events := make([]engine.Event, 0, n)
	tick := int64(1)
	for i := range n {
		if i%7 == 0 {
			tick++
		}
		e := engine.Event{Tick: tick, LogicalSequence: int64(i), DeliveryPriority: int64(i % 5)}
		switch {
		case i == n/4:
			e = engine.Event{ID: "p-start", Tick: tick, Kind: engine.KindPartitionStart}
		case i == 3*n/4:
			e = engine.Event{ID: "p-end", Tick: tick, Kind: engine.KindPartitionEnd}
		case i%3 == 0:
			e.ID, e.Kind, e.DedupeKey = fmt.Sprintf("e%d-read", i), engine.KindDeliver, fmt.Sprintf("read:order-42:%d", i)
		default:
			e.ID, e.Kind, e.DedupeKey = fmt.Sprintf("e%d-confirm", i), engine.KindDeliver, fmt.Sprintf("confirm:v%d", i/10)
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

// Writing the table makes no garbage per row (issue 8: `coordsim run` on a
// million events peaks near the run's own heap): ten times the rows, about
// the same allocations.
func TestRunTableAllocatesNothingPerRow(t *testing.T) {
	small, big := bigRun(t, 1_000), bigRun(t, 10_000)
	if len(big.Trace) < 10_000 || len(big.Users) < 1_000 {
		t.Fatalf("the big run has %d trace entries and %d users", len(big.Trace), len(big.Users))
	}
	for _, lang := range []string{"en", "ja"} {
		allocs := func(r *engine.Result) float64 {
			return testing.AllocsPerRun(3, func() {
				if err := RunTableIn(io.Discard, r, lang); err != nil {
					t.Fatal(err)
				}
			})
		}
		a, b := allocs(small), allocs(big)
		if b > a+100 {
			t.Errorf("%s: the table of %d entries allocates %.0f times, of %d entries %.0f: garbage per row", lang, len(big.Trace), b, len(small.Trace), a)
		}
	}
}
