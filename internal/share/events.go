package share

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
	"unicode/utf8"

	"coordsim/engine"
	"coordsim/engine/fixture"
)

// The learner's own events (events=, issue 30's editor): a fixture in a
// compact, versioned text a URL can carry. "1~" then one event per
// "~"-separated part, its fields comma-separated: id,tick,kind for a
// partition's start or end; id,tick,kind,logical_sequence,
// delivery_priority,dedupe_key,from>to for a message (an empty transition
// is a read). In a field, %, ",", "~" and ">" are written %25, %2C, %7E and
// %3E. Decoding turns the text into the fixture's JSON and reads that with
// the fixture parser (engine/fixture), so a bad value gets the same typed
// error, naming events[i].field, and the same limits as `coordsim run
// --fixture`.

// MaxURLEvents bounds the events a URL holds; a larger fixture goes by file.
const MaxURLEvents = 64

const eventsVersion = "1"

// EncodeEvents writes events as events= holds them.
func EncodeEvents(events []engine.Event) string {
	var b strings.Builder
	b.WriteString(eventsVersion)
	for _, ev := range events {
		b.WriteByte('~')
		fields := []string{ev.ID, strconv.FormatInt(ev.Tick, 10), string(ev.Kind)}
		if ev.Kind.IsMessage() {
			fields = append(fields, strconv.FormatInt(ev.LogicalSequence, 10), strconv.FormatInt(ev.DeliveryPriority, 10), ev.DedupeKey)
		}
		for i, f := range fields {
			fields[i] = escapeEventField(f)
		}
		if ev.Kind.IsMessage() { // the transition's ">" is its own, not escaped
			t := ""
			if ev.Transition != nil {
				t = escapeEventField(ev.Transition.From) + ">" + escapeEventField(ev.Transition.To)
			}
			fields = append(fields, t)
		}
		b.WriteString(strings.Join(fields, ","))
	}
	return b.String()
}

// DecodeEvents reads an events= value.
func DecodeEvents(v string) ([]engine.Event, error) {
	bad := func(reason string) ([]engine.Event, error) {
		return nil, &engine.ParamError{Field: "events", Value: engine.QuoteShort(v), Reason: reason}
	}
	version, rest, _ := strings.Cut(v, "~")
	if version != eventsVersion {
		return bad("is not a version-" + eventsVersion + " event list (it starts 1~)")
	}
	parts := strings.Split(rest, "~")
	if rest == "" {
		parts = nil
	}
	if len(parts) > MaxURLEvents {
		return bad("holds " + strconv.Itoa(len(parts)) + " events; a link holds at most " + strconv.Itoa(MaxURLEvents) + " (a larger fixture goes by file)")
	}
	rows := make([]map[string]any, 0, len(parts))
	for i, part := range parts {
		row, err := eventRow(i, part)
		if err != nil {
			return nil, err
		}
		rows = append(rows, row)
	}
	text, err := json.Marshal(rows)
	if err != nil {
		return bad("cannot be read")
	}
	return fixture.Parse(bytes.NewReader(text))
}

// eventRow is part i as the fixture's JSON object: numbers as the text
// gave them (the fixture parser checks them), strings unescaped.
func eventRow(i int, part string) (map[string]any, error) {
	raw := strings.Split(part, ",")
	field := "events[" + strconv.Itoa(i) + "]"
	if len(raw) != 3 && len(raw) != 7 {
		return nil, &engine.ParamError{Field: field, Value: engine.QuoteShort(part), Reason: "must have 3 fields (id,tick,kind) or 7 (id,tick,kind,logical_sequence,delivery_priority,dedupe_key,from>to)"}
	}
	fields := make([]string, len(raw))
	for j, f := range raw {
		if j == 6 {
			fields[j] = f // the transition: unescaped after its split
			continue
		}
		s, ok := unescapeEventField(f)
		if !ok {
			return nil, &engine.ParamError{Field: field, Value: engine.QuoteShort(part), Reason: "has a broken %-escape"}
		}
		if !utf8.ValidString(s) {
			// As a fixture file's: JSON would make each bad byte U+FFFD,
			// and k%FF and k%FE one dedupe key.
			return nil, &engine.ParamError{Field: field, Value: engine.QuoteShort(part), Reason: "is not UTF-8 text: a byte (a %-escape, say) is no character"}
		}
		fields[j] = s
	}
	row := map[string]any{"id": fields[0], "tick": json.RawMessage(number(fields[1])), "kind": fields[2]}
	if len(fields) == 3 {
		return row, nil
	}
	row["logical_sequence"] = json.RawMessage(number(fields[3]))
	row["delivery_priority"] = json.RawMessage(number(fields[4]))
	row["dedupe_key"] = fields[5]
	row["transition"] = nil
	if fields[6] != "" {
		from, to, ok := strings.Cut(fields[6], ">")
		f, ok1 := unescapeEventField(from)
		t, ok2 := unescapeEventField(to)
		if !ok || !ok1 || !ok2 || !utf8.ValidString(f) || !utf8.ValidString(t) {
			return nil, &engine.ParamError{Field: field + ".transition", Value: engine.QuoteShort(fields[6]), Reason: "must be from>to, like pending>confirmed, or empty for a read"}
		}
		row["transition"] = []string{f, t}
	}
	return row, nil
}

// number is s as JSON number text when it is a decimal integer, else as a
// JSON string, which the fixture parser then refuses with its own words.
func number(s string) []byte {
	if _, err := strconv.ParseInt(s, 10, 64); err == nil && (digits(s) || (strings.HasPrefix(s, "-") && digits(s[1:]))) {
		return []byte(s)
	}
	text, _ := json.Marshal(s)
	return text
}

// FixtureJSON is events as a fixture file, the harness's EVENTS list, which
// `coordsim run --fixture` reads to the same run.
func FixtureJSON(events []engine.Event) []byte {
	rows := make([]map[string]any, len(events))
	for i, ev := range events {
		row := map[string]any{"id": ev.ID, "tick": ev.Tick, "kind": string(ev.Kind)}
		if ev.Kind.IsMessage() {
			row["logical_sequence"], row["delivery_priority"], row["dedupe_key"] = ev.LogicalSequence, ev.DeliveryPriority, ev.DedupeKey
			row["transition"] = nil
			if ev.Transition != nil {
				row["transition"] = []string{ev.Transition.From, ev.Transition.To}
			}
		}
		rows[i] = row
	}
	text, _ := json.MarshalIndent(rows, "", "  ")
	return append(text, '\n')
}

var eventEscapes = strings.NewReplacer("%", "%25", ",", "%2C", "~", "%7E", ">", "%3E")

func escapeEventField(s string) string { return eventEscapes.Replace(s) }

// unescapeEventField undoes escapeEventField; ok is false for a % not
// followed by two hex digits.
func unescapeEventField(s string) (string, bool) {
	if !strings.Contains(s, "%") {
		return s, true
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '%' {
			b.WriteByte(s[i])
			continue
		}
		if i+2 >= len(s) {
			return "", false
		}
		n, err := strconv.ParseUint(s[i+1:i+3], 16, 8)
		if err != nil {
			return "", false
		}
		b.WriteByte(byte(n))
		i += 2
	}
	return b.String(), true
}
