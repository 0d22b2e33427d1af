package engine

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"
	"time"
)

// Issue 26, finding 6: whitespace is layout. Each of these was refused
// with a false reason ("trailing data", "event too long").
func TestFixtureWhitespaceIsNotCounted(t *testing.T) {
	ev := `{"id":"e1","tick":1,"kind":"deliver","logical_sequence":1,"delivery_priority":0,"dedupe_key":"k","transition":null}`
	ev2 := strings.Replace(ev, `"e1"`, `"e2"`, 1)
	blanks := strings.Repeat(" ", 6000)
	lines := strings.Repeat("\n\t \r", 2500)
	wideEvent := strings.ReplaceAll(ev, ",", ","+strings.Repeat(" ", 500)) // 5 KB of blanks inside one event
	for name, text := range map[string]string{
		"after the array":        "[]" + blanks,
		"before the array":       blanks + "[" + ev + "]",
		"between two events":     "[" + ev + "," + lines + ev2 + "]",
		"inside an event":        "[" + wideEvent + "]",
		"around every token":     "[ " + strings.ReplaceAll(ev, ":", " : ") + " ]",
		"as a file, between two": "[" + ev + lines + "," + ev2 + "]",
	} {
		for _, seekable := range []bool{false, true} {
			var r io.Reader = strings.NewReader(text)
			if !seekable {
				r = onlyReader{r}
			}
			if _, err := ParseFixture(r); err != nil {
				t.Errorf("%s (seekable %v): %v", name, seekable, err)
			}
		}
	}
}

// Squeezing keeps what the decoder refused: two numbers apart stay apart,
// and strings keep their spaces.
func TestFixtureSqueezeKeepsMeaning(t *testing.T) {
	if _, err := ParseFixture(strings.NewReader(`[1 2]`)); err == nil {
		t.Fatal("[1 2] was accepted")
	}
	evs, err := ParseFixture(strings.NewReader(`[ {"id" : "a  b", "tick" : 1, "kind":"deliver","logical_sequence":1,"delivery_priority":0,"dedupe_key":"k \" x","transition":[ "p" , "q" ]} ]`))
	if err != nil {
		t.Fatal(err)
	}
	if evs[0].ID != "a  b" || evs[0].DedupeKey != `k " x` || *evs[0].Transition != (Transition{"p", "q"}) {
		t.Fatalf("got %+v", evs[0])
	}
	var out bytes.Buffer
	if _, err := out.ReadFrom(squeezeSpace(strings.NewReader(" [ true ,\n false , -1 ] "))); err != nil {
		t.Fatal(err)
	}
	if out.String() != "[true,false,-1]" {
		t.Fatalf("squeezed %q", out.String())
	}
}

// A byte order mark is refused by name, not as "invalid character 'ï'".
func TestFixtureBOMIsRefusedByName(t *testing.T) {
	for _, r := range []io.Reader{strings.NewReader("\uFEFF[]"), onlyReader{strings.NewReader("\uFEFF[]")}} {
		_, err := ParseFixture(r)
		var fe *FieldError
		if !errors.As(err, &fe) || !strings.Contains(err.Error(), "byte order mark") {
			t.Fatalf("got %v, want the BOM named", err)
		}
	}
}

// Finding 9: a partition_end at tick 2 after a partition_start at 5 gave
// "recovery tick 2" and released a message sent at tick 6.
func TestFixtureTicksNeverGoBack(t *testing.T) {
	events := []Event{
		{ID: "s", Tick: 5, Kind: KindPartitionStart},
		{ID: "m", Tick: 6, Kind: KindDeliver, DedupeKey: "k"},
		{ID: "e", Tick: 2, Kind: KindPartitionEnd},
	}
	err := ValidateEvents(events)
	if err == nil || !strings.Contains(err.Error(), "events[2].tick: 2 is before events[1].tick (6)") {
		t.Fatalf("got %v", err)
	}
	events[2].Tick = 6 // the same tick is fine
	if err := ValidateEvents(events); err != nil {
		t.Fatal(err)
	}
}

// Finding 2: compiling scanned every transition seen so far for each event
// (10^5 distinct transitions took 51 s, 10^6 did not finish in 600 s).
// Linear, 10^5 take well under a second; the bound leaves room for a slow
// machine and WebAssembly. BenchmarkDistinctTransitions shows the slope.
func TestCompileIsLinearInDistinctTransitions(t *testing.T) {
	if testing.Short() {
		t.Skip("SKIPPED in -short: compiles 10^5 distinct transitions")
	}
	sc := FromEvents("distinct", distinctFixture(100_000, true))
	start := time.Now()
	if _, err := Compile(&sc); err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d > 15*time.Second {
		t.Fatalf("compiling 10^5 distinct transitions took %v", d)
	}
}
