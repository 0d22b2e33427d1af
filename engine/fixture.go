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
	Reason string
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
		return &FieldError{Field: "events", Value: strconv.Itoa(len(events)), Reason: fmt.Sprintf("is more than %d events (the limit)", MaxEvents)}
	}
	field := func(i int, name string) string { return fmt.Sprintf("events[%d].%s", i, name) }
	if i, j := duplicateID(events); i >= 0 {
		return &FieldError{Field: field(i, "id"), Value: strconv.QuoteToASCII(events[i].ID), Reason: fmt.Sprintf("duplicates events[%d].id", j)}
	}
	active := false
	for i, ev := range events {
		if ev.Tick < 0 || ev.Tick > MaxTick {
			return &FieldError{Field: field(i, "tick"), Value: strconv.FormatInt(ev.Tick, 10), Reason: fmt.Sprintf("is out of range 0..%d", MaxTick)}
		}
		// The harness plays events in the list's order; a tick that went
		// back would release a message before it was sent.
		if i > 0 && ev.Tick < events[i-1].Tick {
			return &FieldError{Field: field(i, "tick"), Value: strconv.FormatInt(ev.Tick, 10), Reason: fmt.Sprintf("is before events[%d].tick (%d): events are listed in the order they happen, so ticks never go back", i-1, events[i-1].Tick)}
		}
		switch ev.Kind {
		case KindPartitionStart:
			if active {
				return &FieldError{Field: field(i, "kind"), Value: `"partition_start"`, Reason: "starts a partition while one is already active"}
			}
			active = true
		case KindPartitionEnd:
			if !active {
				return &FieldError{Field: field(i, "kind"), Value: `"partition_end"`, Reason: "ends a partition that was never started"}
			}
			active = false
		case KindDeliver, KindDuplicate:
			if ev.DedupeKey == "" {
				return &FieldError{Field: field(i, "dedupe_key"), Reason: "is missing"}
			}
		default:
			return &FieldError{Field: field(i, "kind"), Value: strconv.Quote(string(ev.Kind)), Reason: "is not one of deliver, duplicate, partition_start, partition_end"}
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
