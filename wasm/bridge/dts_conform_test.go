package bridge

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"coordsim/internal/quiz"
	"coordsim/internal/share"
	"coordsim/wasm/panel"
)

// dtsSamples are states whose replies fill what reply.d.ts declares: each
// view, run B, a generated story, a challenge, an authored event list,
// problems, another language.
var dtsSamples = []string{
	"", "scenario=reference&lang=ja", "partition=9&b.partition=4&view=spacetime", "partition=99&seed=x&mutations=nope&scenario=zz",
	"scenario=random-faults&b.partition=12", "scenario=response-lost&view=worlds&attempt=c1.ship%239", "view=events",
	"view=challenges", "challenge=effect-twice", "view=boundary&lab=2",
	"scenario=reference&partition=9&seed=7&lang=ja&events=1~a,1,partition_start~b,2,partition_end~c,5,partition_start~d,6,partition_end",
	"scenario=response-lost&seed=5&embed=1&origin=https://course.example.org",
}

// TestRepliesAreWhatTheDeclarationsSay holds the JSON the bridge sends to
// the Go types reply.d.ts is declared from, field by field and nested,
// both ways: each declared field is sent (unless optional), nothing
// undeclared is, and null comes only where declared.
func TestRepliesAreWhatTheDeclarationsSay(t *testing.T) {
	check := func(what, text string, typ reflect.Type) {
		dec := json.NewDecoder(strings.NewReader(text))
		dec.UseNumber()
		var v any
		if err := dec.Decode(&v); err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		for _, e := range conformance(what, v, typ, false) {
			t.Error(e)
		}
	}
	for _, q := range dtsSamples {
		s, probs := share.Parse(q)
		var cache runCache
		check("reply to ?"+q, respond(s, probs, &cache, shownRun{}, historyFlags{}).json, reflect.TypeFor[reply]())
	}
	for _, lang := range share.Langs {
		check("lesson in "+lang, toJSON(panel.LessonIn(lang)), reflect.TypeFor[panel.Lesson]())
	}
	check("a position", toJSON(Position{}), reflect.TypeFor[Position]())
	check("a verdict", toJSON(quiz.Verdict{Empty: true, Off: []string{"x"}}), reflect.TypeFor[quiz.Verdict]())
	check("a replay", toJSON(replayed{Error: "x"}), reflect.TypeFor[replayed]())
	check("a boundary's progress", toJSON(boundaryStatus{Outcomes: map[string]outcomeWord{"x": {}}}), reflect.TypeFor[boundaryStatus]())
	check("a search's progress", toJSON(searchStatus{}), reflect.TypeFor[searchStatus]())
}

// conformance is where JSON value v (decoded with UseNumber) differs from
// what Go type t declares; nullable: null is declared (ts:"null").
func conformance(path string, v any, t reflect.Type, nullable bool) []string {
	if v == nil {
		if nullable || t.Kind() == reflect.Pointer || t.Kind() == reflect.Interface {
			return nil
		}
		return []string{path + ": null, declared " + t.String() + " (tag it ts:\"null\" if it may be)"}
	}
	bad := func(want string) []string { return []string{fmt.Sprintf("%s: %T, declared %s", path, v, want)} }
	switch t.Kind() {
	case reflect.Pointer:
		return conformance(path, v, t.Elem(), false)
	case reflect.Interface:
		return nil
	case reflect.String:
		if _, ok := v.(string); !ok {
			return bad("a string")
		}
	case reflect.Bool:
		if _, ok := v.(bool); !ok {
			return bad("a boolean")
		}
	case reflect.Struct:
		return structConformance(path, v, t)
	case reflect.Map:
		m, ok := v.(map[string]any)
		if !ok {
			return bad("an object")
		}
		var out []string
		for k, x := range m {
			out = append(out, conformance(path+"."+k, x, t.Elem(), false)...)
		}
		return out
	case reflect.Slice, reflect.Array:
		if t.Elem().Kind() == reflect.Uint8 {
			return conformance(path, v, reflect.TypeFor[string](), false)
		}
		list, ok := v.([]any)
		if !ok {
			return bad("an array")
		}
		var out []string
		for i, x := range list {
			out = append(out, conformance(fmt.Sprintf("%s[%d]", path, i), x, t.Elem(), false)...)
		}
		return out
	default: // numbers
		if _, ok := v.(json.Number); !ok {
			return bad("a number")
		}
	}
	return nil
}

// structConformance holds object v to struct t's JSON fields, both ways.
func structConformance(path string, v any, t reflect.Type) []string {
	obj, ok := v.(map[string]any)
	if !ok {
		return []string{fmt.Sprintf("%s: %T, declared an object (%v)", path, v, t)}
	}
	fields, err := jsonFields(t)
	if err != nil {
		return []string{err.Error()}
	}
	var out []string
	declared := map[string]bool{}
	for _, f := range fields {
		declared[f.Name] = true
		x, sent := obj[f.Name]
		if !sent {
			if !f.OmitEmpty {
				out = append(out, path+"."+f.Name+": declared, not sent")
			}
			continue
		}
		out = append(out, conformance(path+"."+f.Name, x, f.Type, f.Nullable)...)
	}
	for k := range obj {
		if !declared[k] {
			out = append(out, path+"."+k+": sent, not declared")
		}
	}
	return out
}
