package encode

import (
	"crypto/sha256"
	"encoding/hex"
	"strconv"

	"coordsim/engine"
	"coordsim/engine/canon"
)

// The trace's JSON: the harness's shapes, written directly and key-sorted,
// so the trace hash agrees with Python's over the harness's own trace.
// Speed only: the same bytes through maps and canon.Marshal take 13-15x as
// long (BenchmarkTraceJSON, random-faults' 108 entries: 13.4-14.2 us
// against 176-213 us, 2026-12-01), and a sweep hashes every cell's trace
// (a random-faults cell runs in about 25 us). TestTraceEncoderMatchesMaps
// holds the two byte for byte.

// AppendOrderResult appends the harness's shape of a result, as
// canonical JSON.
func AppendOrderResult(b []byte, r *engine.OrderResult) []byte {
	b = append(b, '{')
	if r.Confirmation != "" {
		b = canon.AppendString(append(b, `"confirmation":`...), r.Confirmation)
		b = append(b, ',')
	}
	if r.Observation != "" {
		b = canon.AppendString(append(b, `"observation":`...), r.Observation)
		b = append(b, ',')
	}
	b = canon.AppendString(append(b, `"order_id":`...), r.OrderID)
	b = canon.AppendString(append(b, `,"state":`...), r.State)
	return append(b, '}')
}

// AppendRejection appends the harness's shape of a conflict, extended for
// stale transitions, as canonical JSON.
func AppendRejection(b []byte, r *engine.Rejection) []byte {
	conflict := r.Code == engine.CodeConflict
	b = append(b, '{')
	if !conflict {
		b = canon.AppendString(append(b, `"actual_state":`...), r.ActualState)
		b = append(b, ',')
	}
	b = strconv.AppendInt(append(b, `"applied_state_transitions":`...), int64(r.AppliedStateTransitions), 10)
	b = appendFingerprint(append(b, `,"attempted_input_fingerprint":`...), r.AttemptedFingerprint)
	b = appendCode(append(b, `,"code":`...), r.Code)
	b = appendCode(append(b, `,"error_type":`...), r.ErrorType)
	if !conflict {
		b = canon.AppendString(append(b, `,"expected_state":`...), r.ExpectedState)
	}
	b = canon.AppendString(append(b, `,"key":`...), r.Key)
	b = append(b, `,"rejected":true`...)
	b = strconv.AppendBool(append(b, `,"stored_entry_unchanged":`...), r.StoredEntryUnchanged)
	if conflict {
		b = appendFingerprint(append(b, `,"stored_input_fingerprint":`...), r.StoredFingerprint)
	}
	return append(b, '}')
}

// AppendEntry appends the harness's shape of a trace entry as canonical JSON (keys sorted, compact),
// written directly: a sweep hashes millions of entries.
func AppendEntry(b []byte, e *engine.TraceEntry) []byte {
	var delivery, effect, errorField, fp, key, seq, note, entries, result, generation bool
	switch e.Kind {
	case engine.EntryRecovery:
		entries, generation = true, true
	case engine.EntryCrash, engine.EntryRestart:
		generation = true
	case engine.EntryExpired:
		key = true
	default:
		note = e.Note != ""
		if e.Delivery != 0 {
			delivery, seq = true, true
			errorField, result = e.Error != nil, e.Result != nil
			if e.Effect != 0 {
				effect = true
				// The harness records a conflict by its error alone.
				if e.Code() == engine.CodeConflict {
					result = false
				} else {
					fp = !e.InputFingerprint.IsZero()
				}
			}
		}
	}
	b = append(b, '{')
	if delivery {
		b = appendCode(append(b, `"delivery":`...), e.Delivery.String())
		b = append(b, ',')
	}
	if effect {
		b = appendCode(append(b, `"effect":`...), e.Effect.String())
		b = append(b, ',')
	}
	if errorField {
		b = AppendRejection(append(b, `"error":`...), e.Error)
		b = append(b, ',')
	}
	b = canon.AppendString(append(b, `"event_id":`...), e.EventID)
	if fp {
		b = appendFingerprint(append(b, `,"input_fingerprint":`...), e.InputFingerprint)
	}
	if key {
		b = canon.AppendString(append(b, `,"key":`...), e.Key)
	}
	b = appendCode(append(b, `,"kind":`...), e.Kind.String())
	if seq {
		b = strconv.AppendInt(append(b, `,"logical_sequence":`...), e.LogicalSequence, 10)
	}
	if note {
		b = appendCode(append(b, `,"note":`...), e.Note)
	}
	if entries {
		b = strconv.AppendInt(append(b, `,"persistent_dedupe_entries":`...), int64(e.PersistentDedupeEntries), 10)
	}
	if result {
		b = AppendOrderResult(append(b, `,"result":`...), e.Result)
	}
	b = strconv.AppendInt(append(b, `,"tick":`...), e.Tick, 10)
	if generation {
		b = strconv.AppendInt(append(b, `,"volatile_generation":`...), int64(e.VolatileGeneration), 10)
	}
	return append(b, '}')
}

// Trace is the trace as compact, key-sorted JSON.
func Trace(r *engine.Result) []byte {
	return AppendTrace(make([]byte, 0, 256*len(r.Trace)), r)
}

// AppendTrace appends Trace to b.
func AppendTrace(b []byte, r *engine.Result) []byte {
	b = append(b, '[')
	for i := range r.Trace {
		if i > 0 {
			b = append(b, ',')
		}
		b = AppendEntry(b, &r.Trace[i])
	}
	return append(b, ']')
}

// TraceSHA256 is the hex SHA-256 of Trace: two runs agree iff their
// traces are byte-identical. It streams the entries through the hash.
func TraceSHA256(r *engine.Result) string {
	h := sha256.New()
	buf := make([]byte, 0, 1024)
	buf = append(buf, '[')
	for i := range r.Trace {
		if i > 0 {
			buf = append(buf, ',')
		}
		buf = AppendEntry(buf, &r.Trace[i])
		if len(buf) > 768 {
			h.Write(buf)
			buf = buf[:0]
		}
	}
	h.Write(append(buf, ']'))
	return hex.EncodeToString(h.Sum(nil))
}

// appendCode appends one of the engine's own words (a kind, a delivery
// mode, an effect, a code, a note) as a JSON string. They hold no character
// JSON escapes (TestEngineWordsNeedNoEscape), so they skip the scan.
func appendCode(b []byte, s string) []byte {
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}

// appendFingerprint appends f as a quoted hex string.
func appendFingerprint(b []byte, f engine.FingerprintRef) []byte {
	v := f.Value()
	b = append(b, '"')
	b = hex.AppendEncode(b, v[:])
	return append(b, '"')
}
