package engine_test

import (
	"bytes"
	"coordsim/engine"
	"coordsim/engine/encode"
	"testing"

	"coordsim/engine/canon"
)

// referenceArrays is how the result's JSON described the growing arrays before they
// were appended directly (canon.Object per entry, boxed integers): the
// direct appenders must write the same bytes.
func referenceArrays(r *engine.Result) canon.Object {
	store := make([]any, len(r.Store))
	for i := range r.Store {
		e := r.Store[i]
		store[i] = canon.Object{"key": e.Key, "input_fingerprint": e.InputFingerprint, "result": orderResultMap(e.Result), "stored_tick": e.StoredTick, "reuse_count": e.ReuseCount}
	}
	users := make([]any, len(r.Users))
	for i := range r.Users {
		u := &r.Users[i]
		o := canon.Object{"key": u.Key, "event_id": u.EventID, "status": u.Status.String(), "reconcile": u.Reconcile}
		if u.Result != nil {
			o["result"] = orderResultMap(*u.Result)
		}
		if u.Error != nil {
			o["error"] = rejectionMap(*u.Error)
		}
		if u.Status == engine.Indefinite { // what the harness tells an uncertain user
			o["message"] = engine.UncertainMessage
		}
		users[i] = o
	}
	keys := make([]any, len(r.Keys))
	for i := range r.Keys {
		k := &r.Keys[i]
		keys[i] = canon.Object{"key": k.Key, "applied_state_transitions": k.Applied, "result_reuse_count": k.Reuses}
	}
	flights := make([]any, len(r.Flights))
	for i := range r.Flights {
		f := &r.Flights[i]
		o := canon.Object{"id": f.ID, "request": f.Request, "client": f.Client, "op": f.Op, "attempt": f.Attempt, "copy": f.Copy,
			"sent": f.Sent, "arrive": f.Arrive, "held_from": f.HeldFrom, "trace": f.Trace, "answers": f.Answers}
		if f.Dropped != "" {
			o["dropped"] = f.Dropped
		}
		flights[i] = o
	}
	seqs := make([]any, len(r.DeliverySequences()))
	for i, x := range r.DeliverySequences() {
		seqs[i] = x
	}
	return canon.Object{"store": store, "users": users, "keys": keys, "flights": flights, "delivery_sequences": seqs}
}

func TestResultJSONArraysMatchTheirObjects(t *testing.T) {
	var users, flights, errs int
	for i, c := range crossCheckCases() {
		if i%4 != 0 {
			continue
		}
		r, err := c.run()
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		v := encode.Result(r).(canon.Object)
		got, err := canon.Marshal(canon.Object{"store": v["store"], "users": v["users"], "keys": v["keys"], "flights": v["flights"], "delivery_sequences": v["delivery_sequences"]})
		if err != nil {
			t.Fatal(err)
		}
		want, err := canon.Marshal(referenceArrays(r))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Fatalf("%s: the appended arrays differ from their objects:\n got %.400s\nwant %.400s", c.name, got, want)
		}
		users += len(r.Users)
		flights += len(r.Flights)
		for _, u := range r.Users {
			if u.Error != nil {
				errs++
			}
		}
	}
	if users == 0 || flights == 0 || errs == 0 {
		t.Fatalf("the runs compared have %d users (%d rejected) and %d flights: not every field was compared", users, errs, flights)
	}
}
