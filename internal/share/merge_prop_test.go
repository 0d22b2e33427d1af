package share

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"coordsim/engine"
	"pgregory.net/rapid"
)

// mergeByText is what a patch means: cur's link with the patch's values
// written over it, read as a link is. (Merge was this until issue 51: it
// wrote the whole state out as text and parsed it back on every drag.) A
// lab step's set-up over a lock runs around the locked knobs as Merge's
// does (the rule of its own, held by TestLabSetUpRunsAroundALock).
func mergeByText(cur State, p Patch) (State, []Problem) {
	lab := labSetUp(cur, p)
	if lab {
		p = aroundLocked(cur, p)
	}
	p, refused := withoutLocked(cur, p)
	vals := map[string]string{}
	for _, kv := range encodePairs(cur) {
		vals[kv[0]] = kv[1]
	}
	if sc, ok := p.Values["scenario"]; ok && sc != cur.Scenario {
		for _, k := range storyKnobs {
			delete(vals, k)
		}
		for _, k := range engine.ModelKnobs {
			delete(vals, modelPrefix+k.Name)
		}
	}
	if p.NamesB {
		for k := range vals {
			if strings.HasPrefix(k, "b.") {
				delete(vals, k)
			}
		}
	}
	for k, v := range p.Values {
		vals[k] = v
		if v == "" && (k == "events" || k == "faults" || k == "challenge" || strings.HasPrefix(k, modelPrefix)) {
			delete(vals, k)
		}
	}
	if text, ok := p.Values["fixture"]; ok {
		delete(vals, "fixture")
		if events, prob := fixtureEvents(vals["scenario"], text); prob != nil {
			refused = append(refused, *prob)
		} else {
			vals["events"] = EncodeEvents(events)
			if !slices.ContainsFunc(events, func(e engine.Event) bool { return e.Kind == engine.KindPartitionStart }) {
				delete(vals, "partition")
			}
		}
	}
	s, probs := parseValues(vals)
	if lab {
		s = withLockedKnobs(cur, s)
	}
	if kept, moved := KeepLocked(cur, s); len(moved) > 0 {
		return kept, append(moved, refused...)
	}
	return s, append(probs, refused...)
}

// TestMergeIsTheLinkChanged: over random pages (links of every kind of
// value, some locked, some comparing) and random patches (every parameter,
// with good, bad and empty values, a new story, a fixture, run B named
// whole), Merge gives the state and the problems that the link changed by
// the patch gives, read whole.
func TestMergeIsTheLinkChanged(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		cur, _ := Parse(pageLink(t))
		for range rapid.IntRange(1, 3).Draw(t, "patches") {
			p := drawPatch(t)
			want, wantProbs := mergeByText(cur, p)
			got, gotProbs := Merge(cur, p)
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("Merge(%s, %v) differs from the link changed in %s", Encode(cur), p, fieldsApart(got, want))
			}
			if !reflect.DeepEqual(gotProbs, wantProbs) {
				t.Fatalf("Merge(%s, %v): problems\n%+v\nthe link changed's\n%+v", Encode(cur), p, gotProbs, wantProbs)
			}
			cur = got
		}
	})
}

// pageLink is a page's link: randomLink's values, with a view, a language,
// an embedding, a lock or a model's knobs at times.
func pageLink(t *rapid.T) string {
	link := randomLink(t)
	for _, kv := range rapid.SliceOfN(rapid.SampledFrom([]string{
		"lang=ja", "view=spacetime", "lab=3", "review=1", "t=7", "embed=1", "panels=trace", "lock=seed",
		"lock=partition,events", "origin=https://course.example.org", "challenge=effect-twice",
		"attempt=c1.confirm#1", "scenario=random-faults&m.clients=3", "scenario=random-faults&faults=c1.confirm%231:drop-request", "scenario=random-faults&m.clients=3&faults=c3.confirm%231:drop-request",
		"processing=2&lease=5", "view=flp&flp=wait-for-all&inputs=1,0,1&moves=s1.s2", "rule=adopt-0&moves=s3", "b.seed=9", "b.deadline=12", "b.original=1", "deadline=15", "retention=3",
	}), 0, 4).Draw(t, "extras") {
		link += "&" + kv
	}
	return link
}

// patchValues are values for each parameter a patch names: good, bad and
// empty.
var patchValues = map[string][]string{
	"scenario":   {"reference", "confirm-then-ship", "random-faults", "response-lost", "nope", ""},
	"seed":       {"1", "20260731", "x", ""},
	"partition":  {"1", "4", "9", "30", "31", "0", "x"},
	"deadline":   {"1", "8", "40", "41", "x"},
	"retention":  {"0", "3", "41"},
	"processing": {"0", "2", "11"},
	"lease":      {"0", "5"},
	"t":          {"0", "5", "1001"},
	"mutations":  {"", "dedupe-off", "conflicting-retry", "dedupe-off,unguarded-transition", "nope"},
	"faults":     {"", "c1.confirm#1:drop-request", "c9.confirm#1:drop-request", "x"},
	"events":     {"", "1~m,1,deliver,1,1,k,pending%3Econfirmed", "1~m,1,deliver,2,1,k,pending%3Econfirmed", "1~m,1,deliver,1,3,k,pending%3Econfirmed", "1~s,1,partition_start~e,3,partition_end", "bad"},
	"fixture": {`[{"id":"a","tick":1,"kind":"deliver","logical_sequence":1,"delivery_priority":1,"dedupe_key":"k","transition":["pending","confirmed"]}]`,
		`[{"id":"s","tick":1,"kind":"partition_start"},{"id":"e","tick":5,"kind":"partition_end"}]`, "nope"},
	"m.clients":   {"", "1", "3", "99"},
	"m.timeout":   {"", "4", "0"},
	"lang":        {"ja", "en", "fr"},
	"embed":       {"1", "0", "x"},
	"view":        {"network", "worlds", "flp", "nope"},
	"flp":         {"wait-for-all", "wait-for-two", "paxos"},
	"rule":        {"adopt-0", "adopt-other", ""},
	"inputs":      {"0,0,1", "1,1", ""},
	"moves":       {"", "s1.s2.d1", "s1.d1", "s2.s3.d3.d4", "x"},
	"lab":         {"0", "2", "9"},
	"review":      {"0", "1", "2"},
	"challenge":   {"", "effect-twice", "-x"},
	"attempt":     {"c1.confirm#2", "x"},
	"panels":      {"trace", "nope"},
	"lock":        {"seed", "nope"},
	"origin":      {"https://a.example", "x"},
	"b.scenario":  {"reference", "nope", ""},
	"b.seed":      {"3", "x"},
	"b.partition": {"2", "99"},
	"b.deadline":  {"9", "x"},
	"b.retention": {"1"},
	"b.mutations": {"dedupe-off", ""},
	"b.original":  {"1", "0", "x"},
	"course.own":  {"kept out"},
}

func drawPatch(t *rapid.T) Patch {
	keys := make([]string, 0, len(patchValues))
	for k := range patchValues {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	p := Patch{Values: map[string]string{}, NamesB: rapid.IntRange(0, 5).Draw(t, "names b") == 0}
	for _, k := range rapid.SliceOfNDistinct(rapid.SampledFrom(keys), 1, 4, rapid.ID[string]).Draw(t, "keys") {
		p.Values[k] = rapid.SampledFrom(patchValues[k]).Draw(t, k)
	}
	return p
}

// fieldsApart names the fields where a and b differ, with both values.
func fieldsApart(a, b State) string {
	var out []string
	va, vb := reflect.ValueOf(a), reflect.ValueOf(b)
	for i := range va.NumField() {
		x, y := va.Field(i).Interface(), vb.Field(i).Interface()
		if !reflect.DeepEqual(x, y) {
			if bx, ok := x.(*BParams); ok && bx != nil && y.(*BParams) != nil {
				x, y = *bx, *y.(*BParams)
			}
			out = append(out, fmt.Sprintf("%s: Merge %#v, the link %#v", va.Type().Field(i).Name, x, y))
		}
	}
	return strings.Join(out, "; ")
}

// TestTypedMovesAreTheLinkChanged: the learner's faults and events given
// typed (an undo, a redo, a move: Patch.Authored) do what faults= and
// events= written in the link do, over random pages and the faults and
// events of other random pages (some for another story, some refused).
func TestTypedMovesAreTheLinkChanged(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		cur, _ := Parse(pageLink(t))
		other, _ := Parse(pageLink(t))
		if rapid.Bool().Draw(t, "moved on") {
			other, _ = Merge(other, drawPatch(t))
		}
		a := AuthoredOf(other)
		text := Patch{Values: map[string]string{"faults": FaultsText(a.Faults), "events": ""}}
		if a.Events != nil {
			text.Values["events"] = EncodeEvents(a.Events)
		}
		want, wantProbs := mergeByText(cur, text)
		got, gotProbs := Merge(cur, a.Patch())
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("Merge(%s, %s) differs from the link changed in %s", Encode(cur), Encode(other), fieldsApart(got, want))
		}
		if !reflect.DeepEqual(gotProbs, wantProbs) {
			t.Fatalf("Merge(%s, %s): problems\n%+v\nthe link changed's\n%+v", Encode(cur), Encode(other), gotProbs, wantProbs)
		}
	})
}

// TestLinksFullIsThePageUnembedded: the full view's link that Links writes
// from the page's one encoding is the link of the page without its frame
// (embed, panels, origin), the course's lock and quiz rules kept, over
// random pages.
func TestLinksFullIsThePageUnembedded(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s, _ := Parse(pageLink(t))
		query, full := Links(s)
		unembedded := s
		unembedded.Embed, unembedded.Panels, unembedded.Origin = false, nil, ""
		if query != Encode(s) || full != Encode(unembedded) {
			t.Fatalf("Links(%s) = %q, %q; want the query and %q", Encode(s), query, full, Encode(unembedded))
		}
	})
}
