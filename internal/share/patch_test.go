package share

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"coordsim/engine"
)

// patchOf reads "k=v&k=v" (no escapes) into a patch; a "b" pair without
// "=" names run B as a whole.
func patchOf(s string) Patch {
	p := Patch{Values: map[string]string{}}
	for _, kv := range strings.Split(s, "&") {
		k, v, ok := strings.Cut(kv, "=")
		switch {
		case kv == "":
		case kv == "b":
			p.NamesB = true
		case ok:
			p.Values[k] = v
		}
	}
	return p
}

// TestMergeIsTheURLsChange: merging a patch into a state gives the state
// of the URL with that change, problems and all.
func TestMergeIsTheURLsChange(t *testing.T) {
	for _, c := range []struct {
		name, cur, patch, want string
		problems               []string // the fields with problems
	}{
		{"nothing changes nothing", "seed=7&partition=9&lang=ja&b.partition=4&view=spacetime&lab=2", "", "seed=7&partition=9&lang=ja&b.partition=4&view=spacetime&lab=2", nil},
		{"a knob", "seed=7&partition=9", "partition=12", "seed=7&partition=12", nil},
		{"the tick and the language", "partition=9&t=3", "t=6&lang=ja", "partition=9&t=6&lang=ja", nil},
		{"a new scenario takes its story's knobs", "seed=7&partition=9&deadline=20&t=5&lang=ja&view=spacetime",
			"scenario=late-retry-after-retention", "scenario=late-retry-after-retention&lang=ja&view=spacetime", nil},
		{"knobs given with the scenario win", "seed=7&partition=9", "scenario=response-lost&partition=3&t=2", "scenario=response-lost&partition=3&t=2", nil},
		{"the same scenario keeps the knobs", "seed=7&partition=9", "scenario=reference", "seed=7&partition=9", nil},
		{"mutations in any order read canonically", "", "mutations=short-retention,conflicting-retry", "mutations=conflicting-retry,short-retention", nil},
		{"no mutations", "mutations=dedupe-off", "mutations=", "", nil},
		{"run B as a whole replaces B", "b.partition=9&b.seed=4", "b&b.seed=3", "b.seed=3", nil},
		{"run B off", "b.partition=9", "b", "", nil},
		{"a b. value alone merges into B", "b.partition=9", "b.seed=3", "b.partition=9&b.seed=3", nil},
		{"a bad value is a problem and the default", "partition=9&seed=7", "partition=99&seed=x", "", []string{"seed", "partition"}},
		{"embed's origin stays", "embed=1&origin=https://course.example.org&panels=trace", "partition=9", "embed=1&origin=https://course.example.org&panels=trace&partition=9", nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			cur, probs := Parse(c.cur)
			if len(probs) != 0 {
				t.Fatalf("current state %q: %v", c.cur, probs)
			}
			got, probs := Merge(cur, patchOf(c.patch))
			want, _ := Parse(c.want)
			if !reflect.DeepEqual(got, want) {
				t.Errorf("Merge(%q, %q)\n got %s\nwant %s", c.cur, c.patch, Encode(got), Encode(want))
			}
			var fields []string
			for _, p := range probs {
				fields = append(fields, p.Field)
			}
			if !reflect.DeepEqual(fields, c.problems) {
				t.Errorf("problems %v, want %v", fields, c.problems)
			}
		})
	}
}

func TestFullViewDropsTheEmbed(t *testing.T) {
	s, _ := Parse("partition=9&embed=1&panels=trace,invariants&origin=https://course.example.org&t=4&lang=ja&view=spacetime")
	full, probs := Parse(FullView(s))
	want := s
	want.Embed, want.Panels, want.Origin = false, nil, ""
	if len(probs) != 0 || !reflect.DeepEqual(full, want) {
		t.Fatalf("FullView = %q (%v), want the state without its embed", FullView(s), probs)
	}
}

// FuzzMerge: any patch into any state gives a state inside the page's
// ranges that reads back as itself, and an empty patch changes nothing.
func FuzzMerge(f *testing.F) {
	f.Add("seed=7&partition=9&b.partition=3", "partition", "12", false)
	f.Add("scenario=random-faults", "scenario", "reference", true)
	f.Add("embed=1&origin=https://course.example.org", "origin", "javascript:alert(1)", false)
	f.Add("", "b.mutations", "dedupe-off,nope", true)
	f.Add("lab=3", "t", "1e3", false)
	f.Add("scenario=random-faults", "m.clients", "3", false)
	f.Add("", "fixture", `[{"id":"a","tick":1,"kind":"partition_start"}]`, false)
	f.Add("scenario=random-faults&m.clients=2", "scenario", "response-lost", false)
	f.Fuzz(func(t *testing.T, cur, key, value string, namesB bool) {
		s, _ := Parse(cur)
		if same, probs := Merge(s, Patch{}); len(probs) != 0 || !reflect.DeepEqual(same, s) {
			t.Fatalf("empty patch changed %q: %s %v", cur, Encode(same), probs)
		}
		got, _ := Merge(s, Patch{Values: map[string]string{key: value}, NamesB: namesB})
		if got.Partition < 0 || got.Partition > MaxPartition || got.Deadline < MinDeadline || got.Deadline > MaxDeadline ||
			got.T < MinTick || got.T > MaxTick || got.Lab < MinLab || got.Lab > MaxLab {
			t.Fatalf("out of range: %+v", got)
		}
		again, probs := Parse(Encode(got))
		if len(probs) != 0 || !reflect.DeepEqual(got, again) {
			t.Fatalf("re-parse of %q: %v", Encode(got), probs)
		}
	})
}

func TestRunKeyNamesTheRunsOnly(t *testing.T) {
	base, _ := Parse("partition=9&seed=7&b.partition=4")
	for _, same := range []string{"t=5", "lang=ja", "view=spacetime", "lab=3", "embed=1", "panels=trace"} {
		s, _ := Merge(base, patchOf(same))
		if RunKey(s) != RunKey(base) {
			t.Errorf("%s changed the run key: %q vs %q", same, RunKey(s), RunKey(base))
		}
	}
	for _, other := range []string{"partition=8", "seed=8", "deadline=9", "retention=2", "mutations=dedupe-off", "b.seed=3", "b", "scenario=response-lost"} {
		s, _ := Merge(base, patchOf(other))
		if RunKey(s) == RunKey(base) {
			t.Errorf("%s kept the run key %q", other, RunKey(s))
		}
	}
}

// TestFixturePatch: the editor's and an import's fixture (the harness's
// JSON) becomes events=, as `coordsim run --fixture` reads it; a bad one
// is a problem that says where, and nothing changes.
func TestFixturePatch(t *testing.T) {
	cur, _ := Parse("")
	good := `[{"id":"a","tick":1,"kind":"deliver","logical_sequence":1,"delivery_priority":0,"dedupe_key":"k","transition":["pending","confirmed"]}]`
	s, probs := Merge(cur, Patch{Values: map[string]string{"fixture": good}})
	if len(probs) != 0 || EncodeEvents(s.Events) != "1~a,1,deliver,1,0,k,pending>confirmed" {
		t.Fatalf("events %q, problems %v", EncodeEvents(s.Events), probs)
	}
	bad := `[{"id":"a","tick":1,"kind":"deliver","logical_sequence":1,"delivery_priority":0,"dedupe_key":"k","transition":null},{"id":"b","tick":"x","kind":"deliver","logical_sequence":1,"delivery_priority":0,"dedupe_key":"k","transition":null}]`
	again, probs := Merge(s, Patch{Values: map[string]string{"fixture": bad}})
	if len(probs) != 1 || probs[0].Fixture == nil || probs[0].Fixture.Index != 1 || probs[0].Fixture.Name != "tick" || probs[0].Fixture.Code != engine.FieldNotInteger {
		t.Fatalf("problems %+v", probs)
	}
	if EncodeEvents(again.Events) != EncodeEvents(s.Events) {
		t.Fatal("a bad fixture changed the events")
	}
	many := "[" + strings.TrimSuffix(strings.Repeat(`{"id":"p","tick":1,"kind":"partition_start"},`, 1), ",")
	for i := 0; i < 70; i++ {
		many += fmt.Sprintf(`,{"id":"m%d","tick":2,"kind":"deliver","logical_sequence":1,"delivery_priority":0,"dedupe_key":"k","transition":null}`, i)
	}
	many += "]"
	if _, probs := Merge(s, Patch{Values: map[string]string{"fixture": many}}); len(probs) != 1 || probs[0].Fixture.Code != FixtureTooManyForLink {
		t.Fatalf("70 events: %+v", probs)
	}
	gen, _ := Parse("scenario=request-lost")
	if _, probs := Merge(gen, Patch{Values: map[string]string{"fixture": good}}); len(probs) != 1 || probs[0].Fixture.Code != FixtureGenerated {
		t.Fatalf("a generated story: %+v", probs)
	}
}
