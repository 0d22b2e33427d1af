package engine

import (
	"fmt"
	"math"
	"math/rand/v2"
	"runtime"
	"strconv"
	"testing"
	"time"
)

// readsFixture is n reads of one order, each on a key of its own, a
// thousand to a tick, with the lesson's confirm first: the history that
// made the users-told-the-truth walk quadratic (each read's key compared
// with every earlier one's).
func readsFixture(n int) []Event {
	events := make([]Event, n)
	events[0] = Event{ID: "e0-confirm", Tick: 1, Kind: KindDeliver, DedupeKey: ReferenceKey, Transition: &Transition{"pending", "confirmed"}}
	for i := 1; i < n; i++ {
		events[i] = Event{ID: "e" + strconv.Itoa(i) + "-read", Tick: 1 + int64(i/1000), Kind: KindDeliver, LogicalSequence: int64(i), DedupeKey: "read:order-42:status:" + strconv.Itoa(i)}
	}
	return events
}

// runPerEvent is the time one run of events takes, per event, at its best
// of three (the least disturbed by whatever else the machine does), each
// started on a collected heap, so that one run does not pay for the
// garbage of the last (in WebAssembly, whose collector is not concurrent,
// that moved 10^5's per event from 2 to 6 µs from one run to the next).
func runPerEvent(t *testing.T, events []Event) time.Duration {
	t.Helper()
	sc := FromEvents("reads", events)
	best := time.Duration(1<<63 - 1)
	for range 3 {
		runtime.GC()
		start := time.Now()
		r, err := Run(&sc, Params{Seed: ReferenceSeed})
		if err != nil {
			t.Fatal(err)
		}
		best = min(best, time.Since(start))
		if !r.Holds() {
			t.Fatalf("%d reads break %v", len(events), r.Broken())
		}
	}
	return best / time.Duration(len(events))
}

// The users-told-the-truth check is linear in the users: ten times the
// reads of one order cost about ten times the time, not a hundred (before,
// 10^5 reads took 50 times 10^4's per read: each read's key was compared
// with every earlier one's). The bound, 4x per event, leaves room for a
// loaded machine and the cache misses of a larger run.
func TestTruthCheckIsLinearInReads(t *testing.T) {
	if testing.Short() {
		t.Skip("runs 110,000 reads three times")
	}
	small, large := runPerEvent(t, readsFixture(10_000)), runPerEvent(t, readsFixture(100_000))
	t.Logf("per event: %v at 10^4 reads, %v at 10^5", small, large)
	if large > 4*small {
		t.Errorf("per event: %v at 10^5 reads, over 4x the %v at 10^4: the check is not linear", large, small)
	}
}

// The walk's table of keys answers with each key's first input in the
// current order's history, none from an earlier order's, across restarts
// and the wrap of its epochs.
func TestTruthKeysKeepEachKeysFirst(t *testing.T) {
	var k truthKeys
	for _, wrap := range []bool{false, true} {
		if wrap {
			k.now = math.MaxUint32 - 1 // the next restarts wrap
		}
		for round := range 3 {
			k.restart(4)
			for key := range int32(3) {
				if in, ok := k.firstInput(key); ok {
					t.Fatalf("round %d (wrap %v): key %d has %v from an earlier order", round, wrap, key, in)
				}
				k.took(key, &Transition{"f" + strconv.Itoa(int(key)), "t"})
				k.took(key, &Transition{"other", "t"}) // the first input stays
			}
			for key := range int32(4) {
				in, ok := k.firstInput(key)
				if want := key < 3; ok != want || ok && in.From != "f"+strconv.Itoa(int(key)) {
					t.Errorf("round %d (wrap %v): first(%d) = %v, %v; want the first input, %v", round, wrap, key, in, ok, want)
				}
			}
		}
	}
}

// BenchmarkReadsOfOneOrder runs 10^4..10^6 reads of one order (truth
// check included): the time and memory per event must stay flat.
func BenchmarkReadsOfOneOrder(b *testing.B) {
	for _, n := range []int{10_000, 100_000, 1_000_000} {
		b.Run(fmt.Sprintf("events=%d", n), func(b *testing.B) {
			sc := FromEvents("reads", readsFixture(n))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Run(&sc, Params{Seed: ReferenceSeed}); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/event")
		})
	}
}

// BenchmarkTruthWalk is the users-told-the-truth walk alone (with the
// definite-or-flagged check it shares a loop with) over the reference
// run's three users: about 20 ns of the run's 260 (2026-12-05).
func BenchmarkTruthWalk(b *testing.B) {
	sc := Reference()
	c, err := Compile(&sc)
	if err != nil {
		b.Fatal(err)
	}
	var r Runner
	res, err := r.Run(c, Params{Seed: ReferenceSeed})
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if !r.s.observeUsers(res.Users, res.Conflicts) {
			b.Fatal("the reference run's users are not explained as decided")
		}
	}
}

// truthKeys numbers a key by its command (UserResult.Command - 1): that
// holds while a run's commands are its distinct dedupe keys, one each, in
// every story and in any fixture.
func TestCommandsAreTheirDistinctKeys(t *testing.T) {
	var compiled []*Compiled
	for _, n := range Scenarios() {
		c, err := n.Compile()
		if err != nil {
			t.Fatal(err)
		}
		compiled = append(compiled, c)
	}
	r := rand.New(rand.NewPCG(50, 8))
	for range 500 {
		sc := FromEvents("random", randomFixture(r))
		c, err := Compile(&sc)
		if err != nil {
			t.Fatal(err)
		}
		compiled = append(compiled, c)
	}
	for _, c := range compiled {
		seen := map[string]int{}
		for i, cmd := range c.commands {
			if j, ok := seen[cmd.Key]; ok {
				t.Fatalf("%s: commands %d and %d share the key %q", c.sc.Name, j, i, cmd.Key)
			}
			seen[cmd.Key] = i
		}
		for i, st := range c.steps {
			if st.key >= 0 && c.key(st.key) != st.ev.DedupeKey {
				t.Fatalf("%s: step %d sends %q but is interned as key %d, %q", c.sc.Name, i, st.ev.DedupeKey, st.key, c.key(st.key))
			}
		}
	}
}
