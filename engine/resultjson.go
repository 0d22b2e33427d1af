package engine

import "coordsim/engine/canon"

// JSONValue is the whole run as one JSON document: what `coordsim run
// --json` prints and what a saved run holds.
func (r *Result) JSONValue() any {
	store := objects(len(r.Store), func(i int) any {
		e := &r.Store[i]
		return canon.Object{"key": e.Key, "input_fingerprint": e.InputFingerprint, "result": e.Result, "stored_tick": e.StoredTick, "reuse_count": e.ReuseCount}
	})
	users := objects(len(r.Users), func(i int) any {
		u := &r.Users[i]
		o := canon.Object{"key": u.Key, "event_id": u.EventID, "status": u.Status, "reconcile": u.Reconcile}
		if u.Result != nil {
			o["result"] = *u.Result
		}
		if u.Error != nil {
			o["error"] = *u.Error
		}
		if u.Message != "" {
			o["message"] = u.Message
		}
		return o
	})
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
	keys := objects(len(r.Keys), func(i int) any {
		k := &r.Keys[i]
		return canon.Object{"key": k.Key, "applied_state_transitions": k.Applied, "result_reuse_count": k.Reuses}
	})
	flights := objects(len(r.Flights), func(i int) any {
		f := &r.Flights[i]
		o := canon.Object{"id": f.ID, "request": f.Request, "client": f.Client, "op": f.Op, "attempt": f.Attempt, "copy": f.Copy,
			"sent": f.Sent, "arrive": f.Arrive, "held_from": f.HeldFrom, "trace": f.Trace, "answers": f.Answers}
		if f.Dropped != "" {
			o["dropped"] = f.Dropped
		}
		return o
	})
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
		"buffered_count":     r.BufferedCount,
		"delivery_sequences": int64s(r.DeliverySequences),
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
	muts := make([]any, len(p.Mutations))
	for i, m := range p.Mutations {
		muts[i] = string(m)
	}
	return canon.Object{"seed": p.Seed, "partition": p.Partition, "end_delay": p.EndDelay, "deadline": p.Deadline, "retention": p.Retention, "mutations": muts}
}

func int64s(xs []int64) []any {
	out := make([]any, len(xs))
	for i, x := range xs {
		out[i] = x
	}
	return out
}

// objects is an array of n values made one at a time as they are written
// (see canon.Stream), so the whole run's JSON is never built in memory.
func objects(n int, at func(i int) any) *canon.Stream {
	var err error
	return &canon.Stream{
		N: n,
		Item: func(dst []byte, i int) []byte {
			var e error
			if dst, e = canon.Append(dst, at(i)); e != nil && err == nil {
				err = e
			}
			return dst
		},
		Done: func() error { return err },
	}
}

// TraceStream is the trace as a streamed JSON array: the entries of
// TraceJSON, appended one at a time.
func (r *Result) TraceStream() *canon.Stream {
	return &canon.Stream{N: len(r.Trace), Item: func(dst []byte, i int) []byte { return r.Trace[i].AppendJSON(dst) }}
}
