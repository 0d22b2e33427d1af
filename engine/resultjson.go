package engine

import "coordsim/engine/canon"

// JSONValue is the whole run as one JSON document: what `coordsim run
// --json` prints and what a saved run holds.
func (r *Result) JSONValue() any {
	store := make([]any, len(r.Store))
	for i, e := range r.Store {
		store[i] = canon.Object{"key": e.Key, "input_fingerprint": e.InputFingerprint, "result": e.Result, "stored_tick": e.StoredTick, "reuse_count": e.ReuseCount}
	}
	users := make([]any, len(r.Users))
	for i, u := range r.Users {
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
		users[i] = o
	}
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
	keys := make([]any, len(r.Keys))
	for i, k := range r.Keys {
		keys[i] = canon.Object{"key": k.Key, "applied_state_transitions": k.Applied, "result_reuse_count": k.Reuses}
	}
	flights := make([]any, len(r.Flights))
	for i, f := range r.Flights {
		o := canon.Object{"id": f.ID, "request": f.Request, "client": f.Client, "op": f.Op, "attempt": f.Attempt, "copy": f.Copy,
			"sent": f.Sent, "arrive": f.Arrive, "held_from": f.HeldFrom, "trace": f.Trace, "answers": f.Answers}
		if f.Dropped != "" {
			o["dropped"] = f.Dropped
		}
		flights[i] = o
	}
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
		"trace":              traceValues(r),
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
