package engine

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"coordsim/engine/canon"
)

// sameTrace reports whether two runs made the same trace, entry by entry
// (what their trace hashes, encode.TraceSHA256, compare by bytes).
func sameTrace(a, b *Result) bool { return reflect.DeepEqual(a.Trace, b.Trace) }

// runCase is one generated scenario with parameters.
type runCase struct {
	events []Event
	p      Params
}

func randomCase(r *rand.Rand) runCase {
	c := runCase{events: randomFixture(r), p: Params{Seed: randomSeed(r)}}
	hasStart := partitionStartIndex(c.events) >= 0
	if hasStart && r.IntN(2) == 0 {
		c.p.Partition = 1 + int64(r.IntN(30))
	}
	if r.IntN(3) == 0 {
		c.p.Deadline = 1 + int64(r.IntN(20))
	}
	if r.IntN(4) == 0 {
		// Retention is a defense too: long enough to outlive every retry.
		c.p.Retention = 100 + int64(r.IntN(10))
	}
	return c
}

// TestPropertiesOverGeneratedScenarios checks, with every defense on, over
// thousands of generated scenarios and seeds: replay identity (also through
// a reused Runner), at most one applied transition per key, a duplicate's
// reused result byte-equal to the first result, conflicts that change
// nothing, buffer accounting, and every invariant verdict holding.
func TestPropertiesOverGeneratedScenarios(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	var runner Runner
	n := 3000
	if testing.Short() {
		n = 300
	}
	for i := 0; i < n; i++ {
		c := randomCase(r)
		sc := FromEvents("generated", c.events)
		first, err := Run(&sc, c.p)
		if err != nil {
			if _, ok := err.(*ParamError); ok && c.p.Partition > 0 {
				continue // the new partition length overlaps a later one: a typed refusal
			}
			t.Fatalf("case %d: %v", i, err)
		}
		second, _ := Run(&sc, c.p)
		if !sameTrace(second, first) {
			t.Fatalf("case %d: replay differs", i)
		}
		compiled, _ := Compile(&sc)
		reused, err := runner.Run(compiled, c.p)
		if err != nil || !sameTrace(reused, first) || reused.Outcome() != first.Outcome() {
			t.Fatalf("case %d: a reused Runner gives a different run", i)
		}
		checkDefendedRun(t, i, c.events, first)
	}
}

func checkDefendedRun(t *testing.T, i int, events []Event, r *Result) {
	t.Helper()
	for _, k := range r.Keys {
		if k.Applied > 1 {
			t.Fatalf("case %d: key %s applied %d transitions", i, k.Key, k.Applied)
		}
	}
	keyOf := map[string]string{}
	for _, ev := range events {
		keyOf[ev.ID] = ev.DedupeKey
	}
	// The first result under each key, from the trace alone.
	first := map[string][]byte{}
	for _, e := range r.Trace {
		if !e.IsProcessing() {
			continue
		}
		key := keyOf[e.EventID]
		switch e.Effect {
		case EffectApplied, EffectRead:
			if _, ok := first[key]; !ok {
				first[key], _ = canon.Marshal(*e.Result)
			}
		case EffectReused:
			got, _ := canon.Marshal(*e.Result)
			if want, ok := first[key]; ok && string(got) != string(want) {
				t.Fatalf("case %d: %s reused %s, first result was %s", i, e.EventID, got, want)
			}
		case EffectConflict:
			if !e.Error.StoredEntryUnchanged {
				t.Fatalf("case %d: conflict %s changed the stored entry or state", i, e.EventID)
			}
		}
	}
	if r.Counts.Buffered != r.Recovery.Released+r.Recovery.Residual {
		t.Fatalf("case %d: buffered %d != released %d + residual %d", i, r.Counts.Buffered, r.Recovery.Released, r.Recovery.Residual)
	}
	for _, v := range r.Invariants {
		if !v.Holds {
			t.Fatalf("case %d: with every defense on, %s broke: %s", i, v.Name, v.Detail)
		}
	}
}

// TestEachMutationBreaksWhatItProtects is the lesson's decision record: on
// the reference scenario, each mutation falsifies the invariant named for it.
func TestEachMutationBreaksWhatItProtects(t *testing.T) {
	cases := []struct {
		mutations []Mutation
		partition int64
		broken    string
	}{
		{[]Mutation{DedupeOff}, 0, InvDuplicateFirst},
		{[]Mutation{DedupeOff, UnguardedTransition}, 0, InvAtMostOnceEffect},
		{[]Mutation{DedupeOff, ConflictingRetry}, 0, InvConflictUnchanged},
		{[]Mutation{ShortRetention}, 0, InvDuplicateFirst},
		{[]Mutation{ShortRetention, UnguardedTransition}, 0, InvAtMostOnceEffect},
		{[]Mutation{NonAtomicCommit}, 0, InvDuplicateFirst},
		{[]Mutation{NonAtomicCommit, UnguardedTransition}, 0, InvAtMostOnceEffect},
		{[]Mutation{KeyTooWide}, 0, InvStoreOwnCommand}, // the reconcile read gets the status read's result
		{[]Mutation{KeyTooNarrow}, 0, InvDuplicateFirst},
	}
	sc := Reference()
	for _, c := range cases {
		r, err := Run(&sc, Params{Seed: ReferenceSeed, Partition: c.partition, Mutations: c.mutations})
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range r.Invariants {
			if !v.Holds && (v.FirstViolation < 0 || v.FirstViolation >= len(r.Trace)) {
				t.Errorf("%v: %s has no violating trace entry", c.mutations, v.Name)
			}
		}
		if broken := r.Broken(); !slices.Contains(broken, c.broken) {
			t.Errorf("%v: want %s broken, broken: %v", c.mutations, c.broken, broken)
		}
	}
	// With every defense on, the same scenario (and the conflicting retry the
	// defenses reject) keeps every invariant.
	for _, m := range [][]Mutation{nil, {ConflictingRetry}, {UnguardedTransition}} {
		r, _ := Run(&sc, Params{Seed: ReferenceSeed, Mutations: m})
		if !r.Holds() {
			t.Errorf("%v: an invariant broke with the defenses on", m)
		}
	}
}

// TestNonAtomicCommitLosesTheAnswer: the crash between the state write and
// the dedupe write leaves the first user without an answer and nothing that
// flags it, when the retry never comes.
func TestNonAtomicCommitLosesTheAnswer(t *testing.T) {
	sc := Reference()
	sc.Events = slices.DeleteFunc(sc.Events, func(e Event) bool { return e.ID == ConflictingRetryEventID })
	r, err := Run(&sc, Params{Seed: ReferenceSeed, Mutations: []Mutation{NonAtomicCommit}})
	if err != nil {
		t.Fatal(err)
	}
	u := r.Users[0]
	if u.Key != ReferenceKey || u.Status != Indefinite || u.Reconcile {
		t.Fatalf("first user: %+v, want indefinite and unflagged", u)
	}
	if r.Holds() || r.FinalState != "confirmed" {
		t.Fatalf("want the order confirmed and %s broken; invariants %+v", InvDefiniteOrFlagged, r.Invariants)
	}
}

// TestPartitionLengthDecidesTheOutcome: from the same seed, the recovery
// outcome flips exactly when start + length passes the deadline.
func TestPartitionLengthDecidesTheOutcome(t *testing.T) {
	sc := Reference()
	c, err := Compile(&sc)
	if err != nil {
		t.Fatal(err)
	}
	for length := int64(1); length <= 30; length++ {
		for _, deadline := range []int64{3, 8, 20} {
			r, err := c.Run(Params{Seed: ReferenceSeed, Partition: length, Deadline: deadline})
			if err != nil {
				t.Fatal(err)
			}
			want := RecoveredBeforeDeadline
			if 2+length > deadline {
				want = RecoveryDeadlineExceeded
			}
			if r.Outcome() != want || r.Recovery.Tick != 2+length {
				t.Fatalf("partition %d deadline %d: outcome %s at tick %d, want %s at %d", length, deadline, r.Outcome(), r.Recovery.Tick, want, 2+length)
			}
			if r.Stats(ReferenceKey).Applied != 1 {
				t.Fatalf("partition %d: dedupe did not hold", length)
			}
			held := 0
			for _, e := range sc.Events {
				if e.Kind.IsMessage() && e.Tick >= 2 && e.Tick <= 2+length && e.Tick <= deadline && 2+length > deadline {
					held++
				}
			}
			if r.Recovery.ResidualAtDeadline != held {
				t.Fatalf("partition %d deadline %d: %d held at the deadline, want %d", length, deadline, r.Recovery.ResidualAtDeadline, held)
			}
		}
	}
}

// TestEntriesNameTheirMessage: every message entry carries its dedupe key
// and a number that links it to its arrival (fixtures) or to its flight
// (generated scenarios).
func TestEntriesNameTheirMessage(t *testing.T) {
	for _, n := range Scenarios() {
		r, err := n.Run(story(t, n, Overrides{Mutations: []Mutation{ConflictingRetry}}))
		if err != nil {
			t.Fatal(err)
		}
		arrivals := map[int32]TraceEntry{}
		for _, e := range r.Trace {
			switch {
			case e.Flight > 0:
				f := r.Flights[e.Flight-1]
				if f.ID != e.EventID || e.Key == "" {
					t.Fatalf("%s: entry %s points at flight %s (key %q)", n.Name, e.EventID, f.ID, e.Key)
				}
				if f.Request != (f.Answers < 0) || f.Copy != strings.HasSuffix(f.ID, "+dup") || !strings.Contains(f.ID, "."+f.Op+"#") {
					t.Fatalf("%s: flight %s: request %v, answers %d, copy %v, op %s", n.Name, f.ID, f.Request, f.Answers, f.Copy, f.Op)
				}
				if !f.Request {
					if a := r.Trace[f.Answers]; (a.Kind != EntryDeliver && a.Kind != EntryComplete) || !strings.HasPrefix(f.ID, a.EventID+">") {
						t.Fatalf("%s: response %s answers entry %d (%s)", n.Name, f.ID, f.Answers, a.EventID)
					}
				}
			case e.Message > 0 && (e.Delivery == DeliveryReceived || e.Delivery == DeliveryBuffered):
				arrivals[e.Message] = e
			case e.Message > 0:
				a, ok := arrivals[e.Message]
				if !ok || a.EventID != e.EventID || a.Key != e.Key {
					t.Fatalf("%s: %s delivered without a matching arrival", n.Name, e.EventID)
				}
			case e.Delivery != 0:
				t.Fatalf("%s: message entry %s names no message", n.Name, e.EventID)
			}
		}
		for _, u := range r.Users {
			if u.JudgedAt <= 0 || u.JudgedAt > r.EndTick() && u.JudgedAt != r.Recovery.DeadlineTick {
				t.Fatalf("%s: user of %s judged at %d", n.Name, u.Key, u.JudgedAt)
			}
		}
	}
}

// TestRunnerReusesScheduleScratchSafely: a Runner that sweeps partition
// lengths and mutations reuses its scratch schedule without touching the
// compiled scenario, and matches fresh runs.
func TestRunnerReusesScheduleScratchSafely(t *testing.T) {
	sc := Reference()
	c, err := Compile(&sc)
	if err != nil {
		t.Fatal(err)
	}
	before, events := slices.Clone(c.steps), make([]played, len(c.steps))
	for i, st := range c.steps {
		events[i] = *st.ev
	}
	var r Runner
	for _, p := range []Params{{Partition: 9}, {}, {Partition: 1, Mutations: []Mutation{ConflictingRetry}}, {EndDelay: 5}, {Partition: 30}, {}} {
		p.Seed = ReferenceSeed
		got, err := r.Run(c, p)
		if err != nil {
			t.Fatal(err)
		}
		fresh, _ := Run(&sc, p)
		if !sameTrace(got, fresh) {
			t.Fatalf("%+v: a reused Runner differs from a fresh run", p)
		}
	}
	if !slices.Equal(before, c.steps) || !slices.EqualFunc(events, c.steps, func(ev played, st step) bool { return ev == *st.ev }) {
		t.Fatal("runs changed the compiled scenario")
	}
	if n := testing.AllocsPerRun(50, func() { r.Run(c, Params{Seed: ReferenceSeed, Partition: 9}) }); n != 0 {
		t.Fatalf("a partition sweep allocates %v times per run", n)
	}
}

// TestTheEventsOwnPartitionLengthRuns: a fixture's own partition length
// (the length a page starts its slider at) always runs, even when the next
// partition starts at the tick the first ends. Before, the moved end went
// after every event of its tick, past that start, and the engine refused
// the fixture's own length as an overlap.
func TestTheEventsOwnPartitionLengthRuns(t *testing.T) {
	r := rand.New(rand.NewPCG(50, 9))
	for i := range 3000 {
		events := randomFixture(r)
		sc := FromEvents("generated", events)
		named := Named{Name: "generated", Fixture: &sc}
		own := named.DefaultPartition()
		if own == 0 {
			continue
		}
		if _, err := Run(&sc, Params{Partition: own}); err != nil {
			t.Fatalf("case %d: its own partition length %d: %v\n%v", i, own, err, events)
		}
	}
	back := []Event{
		{ID: "s1", Tick: 0, Kind: KindPartitionStart},
		{ID: "e1", Tick: 3, Kind: KindPartitionEnd},
		{ID: "s2", Tick: 3, Kind: KindPartitionStart},
		{ID: "e2", Tick: 5, Kind: KindPartitionEnd},
	}
	sc := FromEvents("back-to-back", back)
	if _, err := Run(&sc, Params{Partition: 3}); err != nil {
		t.Fatalf("a partition that ends as the next begins: %v", err)
	}
	if _, err := Run(&sc, Params{Partition: 4}); err == nil {
		t.Fatal("a partition stretched over the next one runs")
	}
}
