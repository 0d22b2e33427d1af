package engine

import (
	"fmt"
	"strconv"
)

// FieldError is a fixture that does not fit the schema: the JSON path of the
// offending field, the value found, and what was expected.
type FieldError struct {
	Field  string // e.g. events[3].tick
	Value  string // the JSON text found, shortened; "" when missing
	Reason string // in English, for the CLI
	// For a page that says it in its own language: what is wrong (one of
	// the Field* codes), which event (-1: the list as a whole) and which of
	// its fields ("" for the event itself), the limits of a range or a
	// size, and the other event a duplicate id or a tick going back names.
	Code   string
	Index  int
	Name   string
	Lo, Hi int64
	Other  int
}

// What a FieldError can say is wrong.
const (
	FieldJSON               = "json"            // not valid JSON, or trailing data
	FieldNotArray           = "not-array"       // the file is no JSON array
	FieldNotObject          = "not-object"      // an event is no JSON object
	FieldUnknown            = "unknown-field"   // a field the schema does not have
	FieldMissing            = "missing"         // a field the event needs
	FieldNotString          = "not-string"      // a text field holds no string
	FieldEmpty              = "empty"           // an empty text
	FieldBadText            = "bad-text"        // invalid UTF-8, a lone surrogate, a control character
	FieldTooLong            = "too-long"        // a string or an event past its limit (Hi bytes)
	FieldNotInteger         = "not-integer"     // a number field holds no integer
	FieldRange              = "range"           // an integer outside Lo..Hi
	FieldKind               = "kind"            // not deliver, duplicate, partition_start or partition_end
	FieldTransition         = "transition"      // not null or a pair of states
	FieldTooMany            = "too-many"        // more than Hi events
	FieldDuplicateID        = "duplicate-id"    // the id of events[Other] again
	FieldTickBack           = "tick-back"       // a tick before events[Other]'s
	FieldPartitionTwice     = "partition-twice" // a partition starts while one is active
	FieldPartitionUnstarted = "partition-unstarted"
)

// EventError is a FieldError about field name of event i (name "": the
// event itself; i < 0: the list as a whole).
func EventError(i int, name, value, code, reason string) *FieldError {
	field := "events"
	if i >= 0 {
		field += "[" + strconv.Itoa(i) + "]"
		if name != "" {
			field += FieldPath(name)
		}
	}
	return &FieldError{Field: field, Value: value, Reason: reason, Code: code, Index: i, Name: name}
}

// FieldPath is how a field's name joins its event's path: ".tick", or
// `["odd name"]` for a name a path cannot hold bare.
func FieldPath(name string) string {
	for _, c := range []byte(name) {
		if !(c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) {
			return "[" + strconv.QuoteToASCII(name) + "]"
		}
	}
	return "." + name
}

// Limited is e with its range or size limits.
func (e *FieldError) Limited(lo, hi int64) *FieldError {
	e.Lo, e.Hi = lo, hi
	return e
}

func (e *FieldError) Error() string {
	if e.Value == "" {
		return fmt.Sprintf("%s: %s", e.Field, e.Reason)
	}
	return fmt.Sprintf("%s: %s %s", e.Field, e.Value, e.Reason)
}

// ValidateEvents checks what holds across events: unique ids, ticks that
// never go back, and partitions that start before they end and do not nest.
func ValidateEvents(events []Event) error {
	if len(events) > MaxEvents {
		return EventError(-1, "", strconv.Itoa(len(events)), FieldTooMany, fmt.Sprintf("is more than %d events (the limit)", MaxEvents)).Limited(0, MaxEvents)
	}
	if i, j := duplicateID(events); i >= 0 {
		e := EventError(i, "id", strconv.QuoteToASCII(events[i].ID), FieldDuplicateID, fmt.Sprintf("duplicates events[%d].id", j))
		e.Other = j
		return e
	}
	active := false
	for i, ev := range events {
		if ev.Tick < 0 || ev.Tick > MaxTick {
			return EventError(i, "tick", strconv.FormatInt(ev.Tick, 10), FieldRange, fmt.Sprintf("is out of range 0..%d", MaxTick)).Limited(0, MaxTick)
		}
		// The harness plays events in the list's order; a tick that went
		// back would release a message before it was sent.
		if i > 0 && ev.Tick < events[i-1].Tick {
			e := EventError(i, "tick", strconv.FormatInt(ev.Tick, 10), FieldTickBack, fmt.Sprintf("is before events[%d].tick (%d): events are listed in the order they happen, so ticks never go back", i-1, events[i-1].Tick))
			e.Other, e.Lo = i-1, events[i-1].Tick
			return e
		}
		switch ev.Kind {
		case KindPartitionStart:
			if active {
				return EventError(i, "kind", `"partition_start"`, FieldPartitionTwice, "starts a partition while one is already active")
			}
			active = true
		case KindPartitionEnd:
			if !active {
				return EventError(i, "kind", `"partition_end"`, FieldPartitionUnstarted, "ends a partition that was never started")
			}
			active = false
		case KindDeliver, KindDuplicate:
			if ev.DedupeKey == "" {
				return EventError(i, "dedupe_key", "", FieldMissing, "is missing")
			}
		default:
			return EventError(i, "kind", strconv.Quote(string(ev.Kind)), FieldKind, "is not one of deliver, duplicate, partition_start, partition_end")
		}
	}
	return nil
}

// duplicateID returns the first event whose id repeats an earlier one (i) and
// that earlier one (j), or -1, -1. Short lists are scanned; long ones hashed.
func duplicateID(events []Event) (i, j int) {
	if len(events) <= 16 {
		for i := range events {
			for j := 0; j < i; j++ {
				if events[i].ID == events[j].ID {
					return i, j
				}
			}
		}
		return -1, -1
	}
	seen := make(map[string]int, len(events))
	for i, ev := range events {
		if j, dup := seen[ev.ID]; dup {
			return i, j
		}
		seen[ev.ID] = i
	}
	return -1, -1
}
