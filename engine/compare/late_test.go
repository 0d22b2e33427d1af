package compare

import (
	"testing"
	"time"

	"coordsim/engine"
)

// Ticks run past engine.MaxTick: an event at the last tick a fixture takes
// is released and processed later. Comparing a run that writes nothing
// with one whose writes all come past MaxTick+1 looped for ever (issue 50,
// item 1: a share link with b.scenario froze the page): the merge of the
// two runs' writes took MaxTick+1 as "no more writes" for the one that had
// none left, a tick the other's writes pass.
func TestCompareRunsThatWritePastTheLastEventTick(t *testing.T) {
	late := engine.FromEvents("late", []engine.Event{
		{ID: "start", Tick: engine.MaxTick - 1, Kind: engine.KindPartitionStart},
		{ID: "confirm", Tick: engine.MaxTick - 1, Kind: engine.KindDeliver, LogicalSequence: 1, DedupeKey: "k", Transition: &engine.Transition{From: "pending", To: "confirmed"}},
		{ID: "end", Tick: engine.MaxTick, Kind: engine.KindPartitionEnd},
	})
	long, err := engine.Run(&late, engine.Params{Seed: 1, Partition: 30, Deadline: 8, Retention: 40})
	if err != nil {
		t.Fatal(err)
	}
	if last := long.Trace[len(long.Trace)-1].Tick; last <= engine.MaxTick+1 {
		t.Fatalf("the late run's last entry is at tick %d, not past MaxTick+1: the test tests nothing", last)
	}
	quiet := engine.FromEvents("quiet", []engine.Event{{ID: "start", Tick: 1, Kind: engine.KindPartitionStart}})
	short, err := engine.Run(&quiet, engine.Params{Seed: 1, Partition: 30, Deadline: 8})
	if err != nil {
		t.Fatal(err)
	}
	for _, pair := range [][2]*engine.Result{{short, long}, {long, short}} {
		done := make(chan Comparison, 1)
		go func() { done <- Runs(pair[0], pair[1]) }()
		select {
		case c := <-done:
			if c.ServerDiffersFrom < 0 {
				t.Errorf("server differs from %d, want a tick", c.ServerDiffersFrom)
			}
		case <-time.After(20 * time.Second): // the comparison takes microseconds
			t.Fatal("comparing a short run with one that writes past MaxTick+1 does not end")
		}
	}
}
