package share

import (
	"bytes"
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"coordsim/engine"
	"coordsim/engine/encode"
	"coordsim/engine/fixture"
)

// TestEventsRoundTrip: the lesson's six events go into events= and come
// back the same; their fixture file reads back the same too, and every
// form runs to the lesson's trace SHA-256.
func TestEventsRoundTrip(t *testing.T) {
	ref := engine.Reference()
	text := EncodeEvents(ref.Events)
	if !strings.HasPrefix(text, "1~e1-confirm,1,deliver,") || len(text) > 600 {
		t.Fatalf("encoded (%d bytes): %s", len(text), text)
	}
	back, err := DecodeEvents(text)
	if err != nil {
		t.Fatal(err)
	}
	file, err := fixture.Parse(bytes.NewReader(FixtureJSON(ref.Events)))
	if err != nil {
		t.Fatal(err)
	}
	want := hashOf(t, ref.Events)
	for name, evs := range map[string][]engine.Event{"events=": back, "fixture.json": file} {
		if len(evs) != len(ref.Events) {
			t.Fatalf("%s: %d events", name, len(evs))
		}
		for i := range evs {
			a, b := evs[i], ref.Events[i]
			if a.ID != b.ID || a.Tick != b.Tick || a.Kind != b.Kind || a.LogicalSequence != b.LogicalSequence || a.DeliveryPriority != b.DeliveryPriority ||
				a.DedupeKey != b.DedupeKey || (a.Transition == nil) != (b.Transition == nil) || (a.Transition != nil && *a.Transition != *b.Transition) {
				t.Errorf("%s: event %d = %+v, want %+v", name, i, a, b)
			}
		}
		if got := hashOf(t, evs); got != want {
			t.Errorf("%s runs to %s, want %s", name, got, want)
		}
	}
	// Awkward text survives: the separators inside ids, keys and states.
	odd := []engine.Event{{ID: "a,b~c>d%e", Tick: 3, Kind: engine.KindDeliver, LogicalSequence: -2, DeliveryPriority: 7, DedupeKey: "k,~>%", Transition: &engine.Transition{From: "x>y", To: "z,~"}},
		{ID: "p", Tick: 4, Kind: engine.KindPartitionStart}, {ID: "r", Tick: 5, Kind: engine.KindDuplicate, DedupeKey: "read:1"}}
	again, err := DecodeEvents(EncodeEvents(odd))
	if err != nil || len(again) != 3 || again[0].ID != odd[0].ID || again[0].DedupeKey != odd[0].DedupeKey || *again[0].Transition != *odd[0].Transition || again[2].Transition != nil {
		t.Fatalf("odd events: %+v, %v", again, err)
	}
}

func hashOf(t *testing.T, events []engine.Event) string {
	t.Helper()
	sc := engine.FromEvents("events", events)
	r, err := engine.Run(&sc, engine.Params{Seed: engine.ReferenceSeed})
	if err != nil {
		t.Fatal(err)
	}
	return encode.TraceSHA256(r)
}

// TestBadEventsSayWhatIsWrong: a bad events= value gets the fixture
// parser's typed error, naming the event and the field, or says what is
// wrong with its shape.
func TestBadEventsSayWhatIsWrong(t *testing.T) {
	for v, want := range map[string]string{
		"":                           "version-1",
		"2~e1,1,deliver":             "version-1",
		"1~e1,1":                     "must have 3 fields",
		"1~e1,x,deliver,1,0,k,a>b":   "events[0].tick",
		"1~e1,1,teleport":            "events[0].kind",
		"1~e1,1,deliver,1,0,k,ab":    "events[0].transition",
		"1~e1,1,deliver,1,0,,a>b":    "events[0].dedupe_key",
		"1~e1,1,deliver,1,0,k,%zz>b": "events[0].transition",
		"1~e%2,1,deliver,1,0,k,a>b":  "broken %-escape",
		"1~" + strings.Repeat("p,1,partition_start~", 64) + "p,1,partition_start": "at most 64",
	} {
		_, err := DecodeEvents(v)
		var fe *engine.FieldError
		var pe *engine.ParamError
		if err == nil || !strings.Contains(err.Error(), want) || !(errors.As(err, &fe) || errors.As(err, &pe)) {
			t.Errorf("%.60q: %v, want %q", v, err, want)
		}
	}
}

func FuzzDecodeEvents(f *testing.F) {
	f.Add(EncodeEvents(engine.Reference().Events))
	for _, s := range []string{"1~", "1~a,1,partition_end", "1~a,1,deliver,1,1,k,", "1~%41,0,deliver,0,0,k,a>b", "1~a,99999999999999999999,deliver,0,0,k,a>b", "1~a,1,deliver,1,1,k%ff,a>b"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, v string) {
		events, err := DecodeEvents(v)
		if err != nil {
			return
		}
		if len(events) > MaxURLEvents {
			t.Fatalf("%d events", len(events))
		}
		for _, ev := range events { // no byte became U+FFFD on the way: a link's text is its events'
			if !utf8.ValidString(ev.ID) || !utf8.ValidString(ev.DedupeKey) || ev.Transition != nil && !(utf8.ValidString(ev.Transition.From) && utf8.ValidString(ev.Transition.To)) {
				t.Fatalf("%q: decoded %+v, not UTF-8", v, ev)
			}
		}
		again, err := DecodeEvents(EncodeEvents(events))
		if err != nil || EncodeEvents(again) != EncodeEvents(events) {
			t.Fatalf("%q: re-encoded %q: %v", v, EncodeEvents(events), err)
		}
	})
}

// TestEventsParam: events= replaces a fixture story's events in the
// state, round-trips through the URL, runs to the same trace as the
// events run directly, and is refused, with a problem and the story's own
// events, for a generated story or a bad list.
func TestEventsParam(t *testing.T) {
	ref := engine.Reference()
	evs := append([]engine.Event{}, ref.Events[:2]...) // the confirm and the partition's start: it never ends
	q := "events=" + EncodeEvents(evs)
	s, probs := Parse(q)
	if len(probs) != 0 || len(s.Events) != 2 || s.Partition != 0 {
		t.Fatalf("events: %d, partition %d, problems %v", len(s.Events), s.Partition, probs)
	}
	again, probs := Parse(Encode(s))
	if len(probs) != 0 || EncodeEvents(again.Events) != EncodeEvents(evs) || again.ScenarioKey() == (State{Scenario: "reference"}).ScenarioKey() {
		t.Fatalf("round trip: %v %v", again.Events, probs)
	}
	r, err := s.Named().Run(s.Params())
	if err != nil {
		t.Fatal(err)
	}
	if got, want := encode.TraceSHA256(r), hashOf(t, evs); got != want {
		t.Errorf("the state runs to %s, the events to %s", got, want)
	}
	for _, bad := range []string{"scenario=response-lost&" + q, "events=1~e1,x,deliver,1,0,k,a>b", "events=zz"} {
		s, probs := Parse(bad)
		if len(probs) != 1 || s.Events != nil {
			t.Errorf("%s: events %v, problems %v", bad, s.Events, probs)
		}
	}
	// A new scenario drops the edits.
	m, _ := Merge(s, Patch{Values: map[string]string{"scenario": "response-lost"}})
	if m.Events != nil {
		t.Errorf("a new scenario kept the edited events")
	}
}
