package bridge

import (
	"flag"
	"fmt"
	"os"
	"reflect"
	"strings"
	"testing"

	"coordsim/internal/quiz"
	"coordsim/internal/why"
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
		ft := f.Type
		if f.OmitEmpty && ft.Kind() == reflect.Pointer {
			ft = ft.Elem() // omitted when nil, never null
		}
		ts, err := w.tsType(ft)
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
// position, grade's verdict, score's count, the link builder's assignment, the lesson (in each language), replay's
// answer, the boundary map's and the challenge search's progress; and the
// export worker's answers to which faults mattered and make it smaller.
`

// dtsRoots are what the bridge sends, under the names the scripts use.
var dtsRoots = []dtsRoot{
	{"Reply", reflect.TypeFor[reply]()},
	{"Position", reflect.TypeFor[Position]()},
	{"QuizVerdict", reflect.TypeFor[quiz.Verdict]()},
	{"QuizScore", reflect.TypeFor[quizScore]()},
	{"Assign", reflect.TypeFor[panel.Assign]()},
	{"Lesson", reflect.TypeFor[panel.Lesson]()},
	{"Replayed", reflect.TypeFor[replayed]()},
	{"Decision", reflect.TypeFor[panel.Decision]()},
	{"EngineMarks", reflect.TypeFor[engineMarks]()},
	{"Talk", reflect.TypeFor[quiz.Talk]()},
	{"BoundaryStatus", reflect.TypeFor[boundaryStatus]()},
	{"SearchStatus", reflect.TypeFor[searchStatus]()},
	{"RateStatus", reflect.TypeFor[rateStatus]()},
	{"WhyReply", reflect.TypeFor[why.Reply]()},          // the export's worker's (wasm/evidence)
	{"ShrinkReply", reflect.TypeFor[why.ShrinkReply]()}, // the worker's too
}

// dtsRenamed are Go types whose names the scripts do not use as they are.
var dtsRenamed = map[reflect.Type]string{
	reflect.TypeFor[panel.Events](): "EventsView",
	reflect.TypeFor[outcomeWord]():  "OutcomeWord",
	reflect.TypeFor[why.Group]():    "WhyGroup",
	reflect.TypeFor[why.Verdict]():  "WhyVerdict",
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
