package engine_test

import (
	"coordsim/engine"
	"coordsim/engine/encode"
	"math/rand/v2"
	"testing"

	"coordsim/engine/canon"
)

// The trace's JSON shape written as maps, the plain way: the oracle for the
// direct encoder the engine uses.
func traceEntryMap(e engine.TraceEntry) any {
	o := canon.Object{"tick": e.Tick, "kind": e.Kind.String(), "event_id": e.EventID}
	switch e.Kind {
	case engine.EntryRecovery:
		o["volatile_generation"] = int(e.VolatileGeneration)
		o["persistent_dedupe_entries"] = int(e.PersistentDedupeEntries)
		return o
	case engine.EntryCrash, engine.EntryRestart:
		o["volatile_generation"] = int(e.VolatileGeneration)
		return o
	case engine.EntryExpired:
		o["key"] = e.Key
		return o
	}
	if e.Note != "" {
		o["note"] = e.Note
	}
	if e.Delivery == 0 {
		return o
	}
	o["delivery"] = e.Delivery.String()
	o["logical_sequence"] = e.LogicalSequence
	if e.Effect == 0 {
		// A response reaching its client carries the answer.
		if e.Result != nil {
			o["result"] = orderResultMap(*e.Result)
		}
		if e.Error != nil {
			o["error"] = rejectionMap(*e.Error)
		}
		return o
	}
	o["effect"] = e.Effect.String()
	if e.Error != nil {
		o["error"] = rejectionMap(*e.Error)
		if e.Code() == engine.CodeConflict {
			return o // the harness records a conflict by its error alone
		}
	}
	if !e.InputFingerprint.IsZero() {
		o["input_fingerprint"] = e.InputFingerprint.String()
	}
	if e.Result != nil {
		o["result"] = orderResultMap(*e.Result)
	}
	return o
}

func rejectionMap(r engine.Rejection) any {
	o := canon.Object{
		"error_type":                  r.ErrorType,
		"code":                        r.Code,
		"rejected":                    true,
		"key":                         r.Key,
		"attempted_input_fingerprint": r.AttemptedFingerprint.String(),
		"applied_state_transitions":   r.AppliedStateTransitions,
		"stored_entry_unchanged":      r.StoredEntryUnchanged,
	}
	if r.Code == engine.CodeConflict {
		o["stored_input_fingerprint"] = r.StoredFingerprint.String()
	} else {
		o["expected_state"] = r.ExpectedState
		o["actual_state"] = r.ActualState
	}
	return o
}

func orderResultMap(r engine.OrderResult) any {
	o := canon.Object{"order_id": r.OrderID, "state": r.State}
	if r.Confirmation != "" {
		o["confirmation"] = r.Confirmation
	}
	if r.Observation != "" {
		o["observation"] = r.Observation
	}
	return o
}

// TestTraceEncoderMatchesMaps: the direct encoder writes, byte for byte,
// what encoding the map-shaped entries gives, on every kind of entry the
// engine produces (fixtures, every mutation, generated models).
func TestTraceEncoderMatchesMaps(t *testing.T) {
	var results []*engine.Result
	for _, n := range engine.Scenarios() {
		for _, m := range append([][]engine.Mutation{nil}, [][]engine.Mutation{{engine.ConflictingRetry}, {engine.DedupeOff, engine.ConflictingRetry}, {engine.ShortRetention}, {engine.NonAtomicCommit}, {engine.DedupeOff, engine.UnguardedTransition}}...) {
			r, err := n.Run(engine.Story(t, n, engine.Overrides{Mutations: m}))
			if err != nil {
				t.Fatal(err)
			}
			results = append(results, r)
		}
	}
	rng := rand.New(rand.NewPCG(5, 5))
	for i := 0; i < 200; i++ {
		r, err := engine.RunModel(engine.RandomModel(rng), engine.Params{Seed: rng.Uint64(), Retention: int64(rng.IntN(4))})
		if err != nil {
			t.Fatal(err)
		}
		results = append(results, r)
	}
	kinds := map[string]bool{}
	for _, r := range results {
		items := make([]any, len(r.Trace))
		for i, e := range r.Trace {
			items[i] = traceEntryMap(e)
			kinds[e.Kind.String()+"/"+e.Delivery.String()+"/"+e.Effect.String()] = true
		}
		want, err := canon.Marshal(items)
		if err != nil {
			t.Fatal(err)
		}
		if got := encode.Trace(r); string(got) != string(want) {
			t.Fatalf("scenario %s: direct encoding differs:\n got %s\nwant %s", r.Scenario, got, want)
		}
	}
	if len(kinds) < 20 {
		t.Fatalf("only %d kinds of entry exercised: %v", len(kinds), kinds)
	}
}

// TestEngineWordsNeedNoEscape: the words encode writes unscanned (kinds,
// deliveries, effects, notes, codes) are written the same by the escaping
// encoder, on every run of every story.
func TestEngineWordsNeedNoEscape(t *testing.T) {
	engine.EveryStoryRun(t, func(name string, r *engine.Result) {
		for i := range r.Trace {
			e := &r.Trace[i]
			words := []string{e.Kind.String(), e.Delivery.String(), e.Effect.String(), e.Note}
			if e.Error != nil {
				words = append(words, e.Error.Code, e.Error.ErrorType)
			}
			for _, w := range words {
				if string(canon.AppendString(nil, w)) != `"`+w+`"` {
					t.Fatalf("%s: %q needs escaping", name, w)
				}
			}
		}
	})
}

// BenchmarkTraceJSON: the direct encoder (encode/trace_fast.go) against the
// same bytes through maps and canon.Marshal, on random-faults' trace: what
// the fast path buys, for a sweep that hashes every cell's trace.
func BenchmarkTraceJSON(b *testing.B) {
	n, _ := engine.LookupScenario("random-faults")
	r, err := n.Run(engine.Story(b, n, engine.Overrides{}))
	if err != nil {
		b.Fatal(err)
	}
	b.Run("direct", func(b *testing.B) {
		var buf []byte
		for b.Loop() {
			buf = encode.AppendTrace(buf[:0], r)
		}
		b.ReportMetric(float64(len(r.Trace)), "entries")
	})
	b.Run("maps", func(b *testing.B) {
		for b.Loop() {
			items := make([]any, len(r.Trace))
			for i, e := range r.Trace {
				items[i] = traceEntryMap(e)
			}
			if _, err := canon.Marshal(items); err != nil {
				b.Fatal(err)
			}
		}
	})
}
