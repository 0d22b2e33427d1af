package engine

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
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

// shorten keeps error messages on one readable line.
func shorten(raw []byte) string {
	s := strings.Join(strings.Fields(string(raw)), " ") // one line, whatever the input's layout
	if !utf8.ValidString(s) {
		s = strconv.QuoteToASCII(s)
	}
	if r := []rune(s); len(r) > 60 {
		s = string(r[:57]) + "..."
	}
	return s
}

var fixtureFields = map[string]bool{
	"id": true, "tick": true, "kind": true, "logical_sequence": true,
	"delivery_priority": true, "dedupe_key": true, "transition": true,
}

// ParseFixture reads a fixture: the harness's EVENTS list as a JSON array.
// It reads the array one event at a time, so a huge file fails at the first
// bad event or past MaxEvents without being held in memory twice.
func ParseFixture(r io.Reader) ([]Event, error) {
	return parseFixture(r, MaxEvents)
}

func parseFixture(r io.Reader, limit int) ([]Event, error) {
	dec := json.NewDecoder(r)
	dec.UseNumber()
	tok, err := dec.Token()
	if err != nil {
		return nil, &FieldError{Field: "events", Reason: "is not valid JSON: " + jsonReason(err)}
	}
	if d, ok := tok.(json.Delim); !ok || d != '[' {
		return nil, &FieldError{Field: "events", Value: fmt.Sprint(tok), Reason: "must be a JSON array of events"}
	}
	var events []Event
	for dec.More() {
		i := len(events)
		if i >= limit {
			return nil, &FieldError{Field: "events", Value: strconv.Itoa(limit + 1), Reason: fmt.Sprintf("is more than %d events", limit)}
		}
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return nil, &FieldError{Field: fmt.Sprintf("events[%d]", i), Reason: "is not valid JSON: " + jsonReason(err)}
		}
		ev, err := parseEvent(i, raw)
		if err != nil {
			return nil, err
		}
		events = append(events, ev)
	}
	if _, err := dec.Token(); err != nil {
		return nil, &FieldError{Field: "events", Reason: "is not valid JSON: " + jsonReason(err)}
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, &FieldError{Field: "events", Reason: "has trailing data after the array"}
	}
	if err := ValidateEvents(events); err != nil {
		return nil, err
	}
	return events, nil
}

func jsonReason(err error) string {
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return "unexpected end of input"
	}
	return err.Error()
}

func parseEvent(i int, raw json.RawMessage) (Event, error) {
	field := func(name string) string { return fmt.Sprintf("events[%d].%s", i, name) }
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(raw, &obj); err != nil || obj == nil {
		return Event{}, &FieldError{Field: fmt.Sprintf("events[%d]", i), Value: shorten(raw), Reason: "must be a JSON object"}
	}
	for _, name := range slices.Sorted(maps.Keys(obj)) { // the same field named on every run
		if !fixtureFields[name] {
			return Event{}, &FieldError{Field: field(name), Value: shorten(obj[name]), Reason: "is not a field of the fixture schema"}
		}
	}
	var ev Event
	var err error
	if ev.ID, err = stringField(obj, field, "id"); err != nil {
		return ev, err
	}
	if ev.Tick, err = intField(obj, field, "tick", 0, MaxTick); err != nil {
		return ev, err
	}
	kind, err := stringField(obj, field, "kind")
	if err != nil {
		return ev, err
	}
	ev.Kind = Kind(kind)
	switch ev.Kind {
	case KindPartitionStart, KindPartitionEnd:
		return ev, nil // the harness ignores message fields on control events
	case KindDeliver, KindDuplicate:
	default:
		return ev, &FieldError{Field: field("kind"), Value: strconv.Quote(kind), Reason: "is not one of deliver, duplicate, partition_start, partition_end"}
	}
	if ev.LogicalSequence, err = intField(obj, field, "logical_sequence", -MaxTick, MaxTick); err != nil {
		return ev, err
	}
	if ev.DeliveryPriority, err = intField(obj, field, "delivery_priority", -MaxTick, MaxTick); err != nil {
		return ev, err
	}
	if ev.DedupeKey, err = stringField(obj, field, "dedupe_key"); err != nil {
		return ev, err
	}
	ev.Transition, err = transitionField(obj, field)
	return ev, err
}

func stringField(obj map[string]json.RawMessage, field func(string) string, name string) (string, error) {
	raw, ok := obj[name]
	if !ok {
		return "", &FieldError{Field: field(name), Reason: "is missing"}
	}
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		return "", &FieldError{Field: field(name), Value: shorten(raw), Reason: "must be a string"}
	}
	if s == "" {
		return "", &FieldError{Field: field(name), Value: `""`, Reason: "must not be empty"}
	}
	return s, nil
}

func intField(obj map[string]json.RawMessage, field func(string) string, name string, lo, hi int64) (int64, error) {
	raw, ok := obj[name]
	if !ok {
		return 0, &FieldError{Field: field(name), Reason: "is missing"}
	}
	var n json.Number
	if t := bytes.TrimSpace(raw); len(t) == 0 || (t[0] != '-' && (t[0] < '0' || t[0] > '9')) || json.Unmarshal(t, &n) != nil {
		return 0, &FieldError{Field: field(name), Value: shorten(raw), Reason: "must be an integer"}
	}
	v, err := strconv.ParseInt(n.String(), 10, 64)
	if err != nil {
		if _, isFloat := strconv.ParseFloat(n.String(), 64); isFloat == nil && bytes.ContainsAny(raw, ".eE") {
			return 0, &FieldError{Field: field(name), Value: shorten(raw), Reason: "must be an integer"}
		}
		return 0, &FieldError{Field: field(name), Value: shorten(raw), Reason: fmt.Sprintf("is out of range %d..%d", lo, hi)}
	}
	if v < lo || v > hi {
		return 0, &FieldError{Field: field(name), Value: shorten(raw), Reason: fmt.Sprintf("is out of range %d..%d", lo, hi)}
	}
	return v, nil
}

func transitionField(obj map[string]json.RawMessage, field func(string) string) (*Transition, error) {
	raw, ok := obj["transition"]
	if !ok {
		return nil, &FieldError{Field: field("transition"), Reason: "is missing (use null for a read)"}
	}
	if string(bytes.TrimSpace(raw)) == "null" {
		return nil, nil
	}
	var pair []json.RawMessage
	if err := json.Unmarshal(raw, &pair); err != nil || len(pair) != 2 {
		return nil, &FieldError{Field: field("transition"), Value: shorten(raw), Reason: `must be null or a pair of states like ["pending","confirmed"]`}
	}
	var from, to string
	if json.Unmarshal(pair[0], &from) != nil || json.Unmarshal(pair[1], &to) != nil || from == "" || to == "" {
		return nil, &FieldError{Field: field("transition"), Value: shorten(raw), Reason: "must hold two non-empty state names"}
	}
	return &Transition{From: from, To: to}, nil
}

// ValidateEvents checks what holds across events: unique ids, and partitions
// that start before they end and do not nest.
func ValidateEvents(events []Event) error {
	if len(events) > MaxEvents {
		return &FieldError{Field: "events", Value: strconv.Itoa(len(events)), Reason: fmt.Sprintf("is more than %d events", MaxEvents)}
	}
	field := func(i int, name string) string { return fmt.Sprintf("events[%d].%s", i, name) }
	if i, j := duplicateID(events); i >= 0 {
		return &FieldError{Field: field(i, "id"), Value: strconv.Quote(events[i].ID), Reason: fmt.Sprintf("duplicates events[%d].id", j)}
	}
	active := false
	for i, ev := range events {
		if ev.Tick < 0 || ev.Tick > MaxTick {
			return &FieldError{Field: field(i, "tick"), Value: strconv.FormatInt(ev.Tick, 10), Reason: fmt.Sprintf("is out of range 0..%d", MaxTick)}
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
