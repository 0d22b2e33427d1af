package bridge

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"reflect"
	"strings"
	"testing"

	"coordsim/internal/quiz"
	"coordsim/internal/share"
	"coordsim/wasm/panel"
)

// The page's scripts are checked (make tsc) against assets/reply.d.ts, the
// JSON this package sends them, declared from the Go types by dtsOf
// (dts_test.go holds the committed file to it). A Go type becomes an
// interface of its JSON fields: a pointer may be null, omitempty makes a
// field optional, and a slice or map nil in some replies says so with the
// tag ts:"null" (the test's sample replies hold every other one non-null).
// It runs natively, in the tests, never in the WASM.

// dtsRoot is a type the page reads, under the name its scripts use.
type dtsRoot struct {
	Name string
	Type reflect.Type
}

// dtsWriter declares the types reachable from the roots, each once.
type dtsWriter struct {
	names  map[reflect.Type]string // the declared types' names
	owners map[string]reflect.Type // which type holds each name
	queue  []reflect.Type
	out    strings.Builder
}

// dtsOf is the declarations of roots and every struct they reach, in the
// order they are first met; renamed names Go types the scripts call
// otherwise (or whose Go names clash).
func dtsOf(header string, roots []dtsRoot, renamed map[reflect.Type]string) (string, error) {
	w := &dtsWriter{names: map[reflect.Type]string{}, owners: map[string]reflect.Type{}}
	for t, name := range renamed {
		if err := w.claim(t, name); err != nil {
			return "", err
		}
	}
	for _, r := range roots {
		if err := w.claim(r.Type, r.Name); err != nil {
			return "", err
		}
	}
	for _, r := range roots {
		w.queue = append(w.queue, r.Type)
	}
	w.out.WriteString(header)
	done := map[reflect.Type]bool{}
	for len(w.queue) > 0 {
		t := w.queue[0]
		w.queue = w.queue[1:]
		if done[t] {
			continue
		}
		done[t] = true
		if err := w.declare(t); err != nil {
			return "", err
		}
	}
	return w.out.String(), nil
}

// claim gives t its TypeScript name, refusing a name two types would share.
func (w *dtsWriter) claim(t reflect.Type, name string) error {
	if other, ok := w.owners[name]; ok && other != t {
		return fmt.Errorf("%v and %v would both be declared %s: name one in renamed", other, t, name)
	}
	w.owners[name] = t
	w.names[t] = name
	return nil
}

// nameOf is struct t's TypeScript name, queued for declaration.
func (w *dtsWriter) nameOf(t reflect.Type) (string, error) {
	name, ok := w.names[t]
	if !ok {
		if err := w.claim(t, t.Name()); err != nil {
			return "", err
		}
		name = t.Name()
	}
	w.queue = append(w.queue, t)
	return name, nil
}

// declare writes struct t's interface.
func (w *dtsWriter) declare(t reflect.Type) error {
	fields, err := jsonFields(t)
	if err != nil {
		return err
	}
	fmt.Fprintf(&w.out, "\n/** Go's %v. */\ninterface %s {\n", t, w.names[t])
	for _, f := range fields {
		ts, err := w.tsType(f.Type)
		if err != nil {
			return fmt.Errorf("%v.%s: %w", t, f.GoName, err)
		}
		if f.Nullable {
			ts += " | null"
		}
		optional := ""
		if f.OmitEmpty {
			optional = "?"
		}
		fmt.Fprintf(&w.out, "  %s%s: %s;\n", f.Name, optional, ts)
	}
	w.out.WriteString("}\n")
	return nil
}

// tsType is the TypeScript of the JSON encoding/json writes for t.
func (w *dtsWriter) tsType(t reflect.Type) (string, error) {
	switch t.Kind() {
	case reflect.Pointer:
		elem, err := w.tsType(t.Elem())
		return elem + " | null", err
	case reflect.String:
		return "string", nil
	case reflect.Bool:
		return "boolean", nil
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64,
		reflect.Float32, reflect.Float64:
		return "number", nil
	case reflect.Interface:
		return "unknown", nil
	case reflect.Struct:
		return w.nameOf(t)
	case reflect.Map:
		if t.Key().Kind() != reflect.String {
			return "", fmt.Errorf("a map keyed by %v", t.Key())
		}
		elem, err := w.tsType(t.Elem())
		return "Record<string, " + elem + ">", err
	case reflect.Slice:
		if t.Elem().Kind() == reflect.Uint8 {
			return "string", nil // base64
		}
		elem, err := w.tsType(t.Elem())
		if strings.Contains(elem, " | ") {
			elem = "(" + elem + ")"
		}
		return elem + "[]", err
	case reflect.Array:
		elem, err := w.tsType(t.Elem())
		return "[" + strings.TrimSuffix(strings.Repeat(elem+", ", t.Len()), ", ") + "]", err
	}
	return "", fmt.Errorf("no JSON for %v", t)
}

// jsonField is one field of a struct's JSON object.
type jsonField struct {
	Name, GoName string
	Type         reflect.Type
	OmitEmpty    bool
	Nullable     bool // a slice or map the Go leaves nil in some replies (ts:"null")
	depth        int  // how deep in embedded structs it was found
}

// jsonFields are t's fields as encoding/json writes them, in its order:
// exported, json tags' names and omitempty, embedded structs' fields
// lifted where they are embedded, the shallower of two of one name kept.
func jsonFields(t reflect.Type) ([]jsonField, error) {
	all, err := fieldsAt(t, 0)
	if err != nil {
		return nil, err
	}
	best := map[string]int{}
	for _, f := range all {
		if d, ok := best[f.Name]; !ok || f.depth < d {
			best[f.Name] = f.depth
		}
	}
	var out []jsonField
	for _, f := range all {
		if best[f.Name] == f.depth {
			best[f.Name] = -1 // the first of that depth only
			out = append(out, f)
		}
	}
	return out, nil
}

func fieldsAt(t reflect.Type, depth int) ([]jsonField, error) {
	var out []jsonField
	for i := range t.NumField() {
		f := t.Field(i)
		tag := f.Tag.Get("json")
		if tag == "-" || (!f.IsExported() && !f.Anonymous) {
			continue
		}
		name, opts, _ := strings.Cut(tag, ",")
		embedded := f.Type
		if embedded.Kind() == reflect.Pointer {
			embedded = embedded.Elem() // its fields, when it is not nil (the samples hold it is not)
		}
		if f.Anonymous && name == "" && embedded.Kind() == reflect.Struct {
			inner, err := fieldsAt(embedded, depth+1)
			if err != nil {
				return nil, err
			}
			out = append(out, inner...)
			continue
		}
		if opts != "" && opts != "omitempty" {
			return nil, fmt.Errorf("%v.%s: json option %q is not declared here", t, f.Name, opts)
		}
		if name == "" {
			name = f.Name
		}
		out = append(out, jsonField{Name: name, GoName: f.Name, Type: f.Type, OmitEmpty: opts == "omitempty",
			Nullable: f.Tag.Get("ts") == "null", depth: depth})
	}
	return out, nil
}

var update = flag.Bool("update", false, "rewrite assets/reply.d.ts from the Go types")

const replyDTS = "../../assets/reply.d.ts"

const replyDTSHeader = `// Generated from the Go types by wasm/bridge's tests (dts_test.go); do not
// edit: go test ./wasm/bridge -run TestReplyDeclarationsAreCurrent -update
// The JSON the canvas frame's bridge sends the page: apply's reply, seek's
// position, grade's verdict, the lesson (in each language), replay's
// answer, the boundary map's and the challenge search's progress.
`

// dtsRoots are what the bridge sends, under the names the scripts use.
var dtsRoots = []dtsRoot{
	{"Reply", reflect.TypeFor[reply]()},
	{"Position", reflect.TypeFor[Position]()},
	{"QuizVerdict", reflect.TypeFor[quiz.Verdict]()},
	{"Lesson", reflect.TypeFor[panel.Lesson]()},
	{"Replayed", reflect.TypeFor[replayed]()},
	{"BoundaryStatus", reflect.TypeFor[boundaryStatus]()},
	{"SearchStatus", reflect.TypeFor[searchStatus]()},
}

// dtsRenamed are Go types whose names the scripts do not use as they are.
var dtsRenamed = map[reflect.Type]string{
	reflect.TypeFor[panel.Events](): "EventsView",
	reflect.TypeFor[outcomeWord]():  "OutcomeWord",
}

func TestReplyDeclarationsAreCurrent(t *testing.T) {
	want, err := dtsOf(replyDTSHeader, dtsRoots, dtsRenamed)
	if err != nil {
		t.Fatal(err)
	}
	if *update {
		if err := os.WriteFile(replyDTS, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(replyDTS)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != want {
		t.Errorf("assets/reply.d.ts is not what the Go types declare: go test ./wasm/bridge -run %s -update", t.Name())
	}
}

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
