package engine

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"
)

func TestParseFixtureReadsTheHarnessEvents(t *testing.T) {
	f, err := os.Open("testdata/reference_fixture.json")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	events, err := ParseFixture(f)
	if err != nil {
		t.Fatal(err)
	}
	want := ReferenceEvents()
	if len(events) != len(want) {
		t.Fatalf("%d events, want %d", len(events), len(want))
	}
	for i := range want {
		g, w := events[i], want[i]
		if g.ID != w.ID || g.Tick != w.Tick || g.Kind != w.Kind || g.LogicalSequence != w.LogicalSequence ||
			g.DeliveryPriority != w.DeliveryPriority || g.DedupeKey != w.DedupeKey ||
			(g.Transition == nil) != (w.Transition == nil) || (g.Transition != nil && *g.Transition != *w.Transition) {
			t.Errorf("event %d: got %+v, want %+v", i, g, w)
		}
	}
}

func TestParseFixtureNamesTheBadField(t *testing.T) {
	msg := func(fields string) string {
		return `[{"id":"a","tick":1,"kind":"deliver","logical_sequence":1,"delivery_priority":0,"dedupe_key":"k","transition":null` + fields + `}]`
	}
	cases := []struct {
		name, input, want string
	}{
		{"not json", `[{"id":`, "events[0]: is not valid JSON"},
		{"not an array", `{"id":"a"}`, "events: must be a JSON array of events; found an object"},
		{"null", `null`, "events: must be a JSON array of events; found null"},
		{"empty object", `{}`, "events: must be a JSON array of events; found an object"},
		{"a number", `12`, `events: must be a JSON array of events; found a number 12`},
		{"invalid UTF-8 id", "[{\"id\":\"a\xff\",\"tick\":1,\"kind\":\"partition_start\"}]", `events[0].id: "a\xff" is not valid UTF-8`},
		{"lone surrogate id", `[{"id":"a\ud800","tick":1,"kind":"partition_start"}]`, `events[0].id: "a\ud800" holds a lone surrogate \ud800`},
		{"lone low surrogate key", strings.Replace(msg(""), `"dedupe_key":"k"`, `"dedupe_key":"\udc00x"`, 1), `events[0].dedupe_key: "\udc00x" holds a lone surrogate`},
		{"escape in id", `[{"id":"a\u001b[31m","tick":1,"kind":"partition_start"}]`, `events[0].id: "a\u001b[31m" holds the control or format character U+001B`},
		{"newline in state", strings.Replace(msg(""), `"transition":null`, `"transition":["pending","con\nfirmed"]`, 1), `events[0].transition[1]: "con\nfirmed" holds the control or format character U+000A`},
		{"bidi override in key", strings.Replace(msg(""), `"dedupe_key":"k"`, `"dedupe_key":"k\u202e"`, 1), `events[0].dedupe_key: "k\u202e" holds the control or format character U+202E`},
		{"long id", `[{"id":"` + strings.Repeat("x", MaxStringBytes+1) + `","tick":1,"kind":"partition_start"}]`, "events[0].id: \"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx... is longer than 256 bytes (the limit)"},
		{"escape in an unknown field's name", `[{"id":"a","tick":1,"kind":"partition_start","x\u001b]0;PWNED\u0007":1}]`, `events[0]["x\x1b]0;PWNED\a"]: 1 is not a field of the fixture schema`},
		{"escape in an unknown field's value", `[{"id":"a","tick":1,"kind":"partition_start","x":"\u001b]0;PWNED\u0007"}]`, `events[0].x: "\u001b]0;PWNED\u0007" is not a field`},
		{"trailing data", `[] []`, "events: has trailing data"},
		{"unknown kind", `[{"id":"a","tick":1,"kind":"teleport"}]`, `events[0].kind: "teleport" is not one of`},
		{"missing tick", `[{"id":"a","kind":"partition_start"}]`, "events[0].tick: is missing"},
		{"mistyped tick", `[{"id":"a","tick":"1","kind":"partition_start"}]`, `events[0].tick: "1" must be an integer`},
		{"fractional tick", `[{"id":"a","tick":1.5,"kind":"partition_start"}]`, "events[0].tick: 1.5 must be an integer"},
		{"negative tick", `[{"id":"a","tick":-1,"kind":"partition_start"}]`, "events[0].tick: -1 is out of range 0..1000000000"},
		{"absurd tick", `[{"id":"a","tick":99999999999999999999,"kind":"partition_start"}]`, "events[0].tick: 99999999999999999999 is out of range"},
		{"missing id", `[{"tick":1,"kind":"partition_start"}]`, "events[0].id: is missing"},
		{"empty id", `[{"id":"","tick":1,"kind":"partition_start"}]`, `events[0].id: "" must not be empty`},
		{"unknown field", `[{"id":"a","tick":1,"kind":"partition_start","colour":"red"}]`, `events[0].colour: "red" is not a field`},
		{"several unknown fields", `[{"zzz":1,"id":"a","mmm":3,"tick":1,"aaa":2,"kind":"partition_start"}]`, `events[0].aaa: 2 is not a field`},
		{"missing transition", `[{"id":"a","tick":1,"kind":"deliver","logical_sequence":1,"delivery_priority":0,"dedupe_key":"k"}]`, "events[0].transition: is missing"},
		{"transition not a pair", strings.Replace(msg(""), `"transition":null`, `"transition":["pending"]`, 1), `events[0].transition: ["pending"] must be null or a pair`},
		{"transition of numbers", strings.Replace(msg(""), `"transition":null`, `"transition":[1,2]`, 1), "events[0].transition: [1,2] must hold two non-empty state names"},
		{"mistyped key", strings.Replace(msg(""), `"dedupe_key":"k"`, `"dedupe_key":7`, 1), "events[0].dedupe_key: 7 must be a string"},
		{"end without start", `[{"id":"a","tick":1,"kind":"partition_end"}]`, `events[0].kind: "partition_end" ends a partition that was never started`},
		{"nested start", `[{"id":"a","tick":1,"kind":"partition_start"},{"id":"b","tick":2,"kind":"partition_start"}]`, `events[1].kind: "partition_start" starts a partition while one is already active`},
		{"duplicate id", `[{"id":"a","tick":1,"kind":"partition_start"},{"id":"a","tick":2,"kind":"partition_end"}]`, `events[1].id: "a" duplicates events[0].id`},
	}
	for _, c := range cases {
		_, err := ParseFixture(strings.NewReader(c.input))
		var fe *FieldError
		if !errors.As(err, &fe) {
			t.Errorf("%s: got %v, want a *FieldError", c.name, err)
			continue
		}
		if !strings.HasPrefix(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: got %q, want one line starting %q", c.name, err, c.want)
		}
	}
}

func TestParseFixtureStopsPastTheEventLimit(t *testing.T) {
	event := `{"id":"%d","tick":1,"kind":"deliver","logical_sequence":1,"delivery_priority":0,"dedupe_key":"k","transition":null}`
	var parts []string
	for i := 0; i < 4; i++ {
		parts = append(parts, fmt.Sprintf(event, i))
	}
	input := "[" + strings.Join(parts, ",") + "]"
	if _, err := parseFixture(strings.NewReader(input), 4); err != nil {
		t.Fatalf("4 events under a limit of 4: %v", err)
	}
	_, err := parseFixture(strings.NewReader(input), 3)
	if err == nil || err.Error() != "events: 4 is more than 3 events (the limit)" {
		t.Fatalf("4 events under a limit of 3: got %v", err)
	}
	if err := ValidateEvents(make([]Event, MaxEvents+1)); err == nil || !strings.Contains(err.Error(), "more than 1000000 events") {
		t.Fatalf("built scenarios are held to the limit too: got %v", err)
	}
}
