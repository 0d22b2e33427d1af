package engine

import "coordsim/engine/canon"

// JSONValue is the whole run as one JSON document: what `coordsim run
// --json` prints and what a saved run holds.
func (r *Result) JSONValue() any {
	store := streamOf(len(r.Store), func(b []byte, i int) []byte { return r.Store[i].appendJSON(b) })
	users := streamOf(len(r.Users), func(b []byte, i int) []byte { return r.Users[i].appendJSON(b) })
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
	keys := streamOf(len(r.Keys), func(b []byte, i int) []byte { return r.Keys[i].appendJSON(b) })
	flights := streamOf(len(r.Flights), func(b []byte, i int) []byte { return r.Flights[i].appendJSON(b) })
	orders := make([]any, len(r.Orders))
	for i, o := range r.Orders {
		orders[i] = canon.Object{"order_id": o.ID, "state": o.State}
	}
	rec := r.Recovery.JSONValue().(canon.Object)
	rec["residual_at_deadline"] = r.Recovery.ResidualAtDeadline
	return canon.Object{
		"scenario":           r.Scenario,
		"seed":               r.Seed,
		"params":             r.Params.JSONValue(),
		"outcome":            r.Outcome(),
		"recovery":           rec,
		"final_state":        r.FinalState,
		"orders":             orders,
		"reorder_observed":   r.ReorderObserved,
		"buffered_count":     r.Counts.Buffered,
		"delivery_sequences": int64Stream(r.DeliverySequences),
		"keys":               keys,
		"store":              store,
		"users":              users,
		"invariants":         invariants,
		"trace":              r.TraceStream(),
		"trace_sha256":       r.TraceSHA256(),
		"flights":            flights,
	}
}

// JSONValue describes the parameters as given.
func (p Params) JSONValue() any {
	return canon.Object{"seed": p.Seed, "partition": p.Partition, "end_delay": p.EndDelay, "deadline": p.Deadline, "retention": p.Retention, "mutations": MutationStrings(p.Mutations)}
}

// TraceStream is the trace as a streamed JSON array: the entries of
// TraceJSON, appended one at a time.
func (r *Result) TraceStream() *canon.Stream {
	return &canon.Stream{N: len(r.Trace), Item: func(dst []byte, i int) []byte { return r.Trace[i].AppendJSON(dst) }}
}
