package encode

import (
	"strconv"

	"coordsim/engine"
	"coordsim/engine/canon"
)

// The arrays of a run that grow with its input (delivery sequences, stored
// entries, users, keys, flights) are appended straight to the output, keys
// in canon's sorted order, with no map, no boxed value and no garbage per
// entry. `coordsim run --json` on a million events (cmd/coordsim's
// writeBigFixture) peaked at 870,568-879,544 KiB in 12.5-13.8 s so, and at
// 2,042,024-2,057,092 KiB in 22.7-22.9 s with these arrays built as
// canon.Objects (the test's referenceArrays), the same bytes out (2-vCPU
// KVM guest, AMD EPYC, two calls each, 2026-12-06; 1,201 against 1,422 MB
// on 2026-11-30); TestResultJSONAllocatesNothingPerEntry holds the garbage
// at none and TestResultJSONArraysMatchTheirObjects the bytes equal to
// canon.Object's.

func streamOf(n int, item func(dst []byte, i int) []byte) *canon.Stream {
	return &canon.Stream{N: n, Item: item}
}

func int64Stream(xs []int64) *canon.Stream {
	return streamOf(len(xs), func(b []byte, i int) []byte { return strconv.AppendInt(b, xs[i], 10) })
}

func appendKeyField(b []byte, name string) []byte {
	b = append(b, '"')
	b = append(b, name...)
	return append(b, '"', ':')
}

func appendStoredEntry(b []byte, e *engine.StoredEntry) []byte {
	b = appendFingerprint(append(b, `{"input_fingerprint":`...), e.InputFingerprint)
	b = canon.AppendString(append(b, `,"key":`...), e.Key)
	b = AppendOrderResult(append(b, `,"result":`...), &e.Result)
	b = strconv.AppendInt(append(b, `,"reuse_count":`...), int64(e.ReuseCount), 10)
	b = strconv.AppendInt(append(b, `,"stored_tick":`...), e.StoredTick, 10)
	return append(b, '}')
}

func appendUser(b []byte, u *engine.UserResult) []byte {
	b = append(b, '{')
	if u.Error != nil {
		b = AppendRejection(appendKeyField(b, "error"), u.Error)
		b = append(b, ',')
	}
	b = canon.AppendString(appendKeyField(b, "event_id"), u.EventID)
	b = canon.AppendString(append(b, `,"key":`...), u.Key)
	if m := u.Message(); m != "" {
		b = canon.AppendString(append(b, `,"message":`...), m)
	}
	b = strconv.AppendBool(append(b, `,"reconcile":`...), u.Reconcile)
	if u.Result != nil {
		b = AppendOrderResult(append(b, `,"result":`...), u.Result)
	}
	b = canon.AppendString(append(b, `,"status":`...), u.Status.String())
	return append(b, '}')
}

func appendKeyStats(b []byte, k *engine.KeyStats) []byte {
	b = strconv.AppendInt(append(b, `{"applied_state_transitions":`...), int64(k.Applied), 10)
	b = canon.AppendString(append(b, `,"key":`...), k.Key)
	b = strconv.AppendInt(append(b, `,"result_reuse_count":`...), int64(k.Reuses), 10)
	return append(b, '}')
}

func appendFlight(b []byte, f *engine.Flight) []byte {
	b = strconv.AppendInt(append(b, `{"answers":`...), int64(f.Answers), 10)
	b = strconv.AppendInt(append(b, `,"arrive":`...), f.Arrive, 10)
	b = strconv.AppendInt(append(b, `,"attempt":`...), int64(f.Attempt), 10)
	b = strconv.AppendInt(append(b, `,"client":`...), int64(f.Client), 10)
	b = strconv.AppendBool(append(b, `,"copy":`...), f.Copy)
	if f.Dropped != "" {
		b = canon.AppendString(append(b, `,"dropped":`...), f.Dropped)
	}
	b = strconv.AppendInt(append(b, `,"held_from":`...), f.HeldFrom, 10)
	b = canon.AppendString(append(b, `,"id":`...), f.ID)
	b = canon.AppendString(append(b, `,"op":`...), f.Op)
	b = strconv.AppendBool(append(b, `,"request":`...), f.Request)
	b = strconv.AppendInt(append(b, `,"sent":`...), f.Sent, 10)
	b = strconv.AppendInt(append(b, `,"trace":`...), int64(f.Trace), 10)
	return append(b, '}')
}
