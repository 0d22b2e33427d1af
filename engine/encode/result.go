package encode

import (
	"coordsim/engine"
	"coordsim/engine/canon"
)

// Result is the whole run as one JSON document: what `coordsim run
// --json` prints and what a saved run holds.
func Result(r *engine.Result) any {
	store := streamOf(len(r.Store), func(b []byte, i int) []byte { return appendStoredEntry(b, r.Store[i]) })
	users := streamOf(len(r.Users), func(b []byte, i int) []byte { return appendUser(b, &r.Users[i]) })
	invariants := make([]any, len(r.Invariants))
	for i, v := range r.Invariants {
		o := canon.Object{"name": v.Name, "holds": v.Holds}
		if !v.Holds {
			o["first_violation"] = v.FirstViolation
			o["tick"] = v.Tick
			o["detail"] = v.Detail
		}
		invariants[i] = o
	}
	keys := streamOf(len(r.Keys), func(b []byte, i int) []byte { return appendKeyStats(b, &r.Keys[i]) })
	flights := streamOf(len(r.Flights), func(b []byte, i int) []byte { return appendFlight(b, &r.Flights[i]) })
	orders := make([]any, len(r.Orders))
	for i, o := range r.Orders {
		orders[i] = canon.Object{"order_id": o.ID, "state": o.State}
	}
	rec := recovery(&r.Recovery)
	rec["residual_at_deadline"] = r.Recovery.ResidualAtDeadline
	return canon.Object{
		"scenario":           r.Scenario,
		"seed":               r.Seed,
		"params":             Params(r.Params),
		"outcome":            r.Outcome(),
		"recovery":           rec,
		"final_state":        r.FinalState,
		"orders":             orders,
		"reorder_observed":   r.ReorderObserved,
		"buffered_count":     r.Counts.Buffered,
		"delivery_sequences": int64Stream(r.DeliverySequences()),
		"keys":               keys,
		"store":              store,
		"users":              users,
		"invariants":         invariants,
		"trace":              TraceStream(r),
		"trace_sha256":       TraceSHA256(r),
		"flights":            flights,
	}
}

// Params describes the parameters as given.
func Params(p engine.Params) any {
	return canon.Object{"seed": p.Seed, "partition": p.Partition, "end_delay": p.EndDelay, "deadline": p.Deadline, "retention": p.Retention, "mutations": engine.MutationStrings(p.Mutations)}
}

// TraceStream is the trace as a streamed JSON array: the entries of
// TraceJSON, appended one at a time.
func TraceStream(r *engine.Result) *canon.Stream {
	return &canon.Stream{N: len(r.Trace), Item: func(dst []byte, i int) []byte { return AppendEntry(dst, &r.Trace[i]) }}
}

// storedEntry is the harness's shape of a stored entry.
func storedEntry(s *engine.StoredEntry) canon.Object {
	return canon.Object{"input_fingerprint": s.InputFingerprint.String(), "result": canon.Raw(AppendOrderResult(nil, &s.Result))}
}

// recovery is the harness's shape of the recovery block.
func recovery(r *engine.Recovery) canon.Object {
	var tick any
	if r.HasTick {
		tick = r.Tick
	}
	return canon.Object{
		"tick":                   tick,
		"deadline_tick":          r.DeadlineTick,
		"outcome":                r.Outcome,
		"released_message_count": r.Released,
		"residual_message_count": r.Residual,
		"buffer_drained":         r.BufferDrained(),
	}
}
