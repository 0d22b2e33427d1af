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

// shorten keeps error messages on one readable line, with anything that is
// not printable text escaped.
func shorten(raw []byte) string {
	s := strings.Join(strings.Fields(string(raw)), " ") // one line, whatever the input's layout
	if r := []rune(s); len(r) > 60 {
		s = string(r[:57]) + "..."
	}
	if isPlain(strings.ReplaceAll(strings.ReplaceAll(s, `"`, ""), `\`, "")) {
		return s
	}
	if inner, ok := strings.CutPrefix(s, `"`); ok && strings.HasSuffix(inner, `"`) && len(inner) > 0 {
		return strconv.QuoteToASCII(inner[:len(inner)-1]) // a JSON string: its text, escaped
	}
	return strconv.QuoteToASCII(s)
}

var fixtureFields = map[string]bool{
	"id": true, "tick": true, "kind": true, "logical_sequence": true,
	"delivery_priority": true, "dedupe_key": true, "transition": true,
}

// ParseFixture reads a fixture: the harness's EVENTS list as a JSON array.
// It reads the array one event at a time, each at most MaxEventBytes, so a
// huge file fails at the first bad event or past MaxEvents without being
// held in memory. When r can seek (a file), its raw text is scanned for the
// limits first, so an over-limit file fails before anything is decoded.
func ParseFixture(r io.Reader) ([]Event, error) {
	return parseFixture(r, MaxEvents)
}

func parseFixture(r io.Reader, limit int) ([]Event, error) {
	var events []Event
	if rs, ok := r.(io.ReadSeeker); ok {
		if start, err := rs.Seek(0, io.SeekCurrent); err == nil {
			n, err := scanLimits(squeezeSpace(rs), limit)
			if err != nil {
				return nil, err
			}
			events = make([]Event, 0, n) // the scan's count: no slack from growing
			if _, err := rs.Seek(start, io.SeekStart); err != nil {
				return nil, &FieldError{Field: "events", Reason: "cannot be read twice: " + err.Error()}
			}
		}
	}
	guard := &sizeGuard{r: squeezeSpace(r)}
	dec := json.NewDecoder(guard)
	guard.dec = dec
	dec.UseNumber()
	tok, err := dec.Token()
	if errors.Is(err, errBOM) {
		return nil, &FieldError{Field: "events", Reason: errBOM.Error()}
	}
	if err != nil {
		return nil, &FieldError{Field: "events", Reason: "is not valid JSON: " + jsonReason(err)}
	}
	if d, ok := tok.(json.Delim); !ok || d != '[' {
		return nil, &FieldError{Field: "events", Reason: "must be a JSON array of events; found " + describeToken(tok)}
	}
	in := newInterner()
	for dec.More() {
		i := len(events)
		if i >= limit {
			return nil, tooManyEvents(limit)
		}
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			if errors.Is(err, errEventTooLong) {
				return nil, eventTooLong(i)
			}
			return nil, &FieldError{Field: fmt.Sprintf("events[%d]", i), Reason: "is not valid JSON: " + jsonReason(err)}
		}
		if len(raw) > MaxEventBytes {
			return nil, eventTooLong(i)
		}
		ev, err := parseEvent(i, raw, in)
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
	return slices.Clip(events), nil
}

// stringInterner shares the strings and transitions that repeat from event
// to event (dedupe keys, state pairs), so a big fixture holds each once.
type stringInterner struct {
	strs  map[string]string
	pairs map[Transition]*Transition
}

func newInterner() *stringInterner {
	return &stringInterner{strs: map[string]string{}, pairs: map[Transition]*Transition{}}
}

func (in *stringInterner) str(s string) string {
	if v, ok := in.strs[s]; ok {
		return v
	}
	if len(in.strs) < 1<<16 { // bounded: unique strings gain nothing
		in.strs[s] = s
	}
	return s
}

func (in *stringInterner) pair(t Transition) *Transition {
	t = Transition{in.str(t.From), in.str(t.To)}
	if p, ok := in.pairs[t]; ok {
		return p
	}
	p := &t
	if len(in.pairs) < 1<<16 {
		in.pairs[t] = p
	}
	return p
}

func jsonReason(err error) string {
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return "unexpected end of input"
	}
	return err.Error()
}

func parseEvent(i int, raw json.RawMessage, in *stringInterner) (Event, error) {
	field := func(name string) string { return fmt.Sprintf("events[%d]%s", i, fieldName(name)) }
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
	case KindDeliver, KindDuplicate, KindPartitionStart, KindPartitionEnd:
		ev.Kind = Kind(in.str(kind))
	}
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
	ev.DedupeKey = in.str(ev.DedupeKey)
	ev.Transition, err = transitionField(obj, field)
	if ev.Transition != nil {
		ev.Transition = in.pair(*ev.Transition)
	}
	return ev, err
}

func stringField(obj map[string]json.RawMessage, field func(string) string, name string) (string, error) {
	raw, ok := obj[name]
	if !ok {
		return "", &FieldError{Field: field(name), Reason: "is missing"}
	}
	s, reason := decodeText(bytes.TrimSpace(raw))
	if reason != "" {
		return "", &FieldError{Field: field(name), Value: shorten(raw), Reason: reason}
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
	var states [2]string
	for j := range states {
		s, reason := decodeText(bytes.TrimSpace(pair[j]))
		if reason == "must be a string" || reason == "must not be empty" {
			return nil, &FieldError{Field: field("transition"), Value: shorten(raw), Reason: "must hold two non-empty state names"}
		}
		if reason != "" {
			return nil, &FieldError{Field: fmt.Sprintf("%s[%d]", field("transition"), j), Value: shorten(pair[j]), Reason: reason}
		}
		states[j] = s
	}
	return &Transition{From: states[0], To: states[1]}, nil
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
