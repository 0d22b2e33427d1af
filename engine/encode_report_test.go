package engine_test

import (
	"coordsim/engine"
	"coordsim/engine/encode"
	"encoding/json"
	"os"
	"reflect"
	"testing"

	"coordsim/engine/canon"
)

// decode parses JSON into plain values, so two documents compare by meaning
// (key order and spacing aside).
func decode(t *testing.T, b []byte) any {
	t.Helper()
	var v any
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatalf("invalid JSON: %v\n%s", err, b)
	}
	return v
}

func TestReferenceReportMatchesHarness(t *testing.T) {
	want, err := os.ReadFile("testdata/reference_report.json")
	if err != nil {
		t.Fatal(err)
	}
	sc := engine.Reference()
	rep, err := encode.Report(&sc, engine.ReferenceSeed)
	if err != nil {
		t.Fatal(err)
	}
	got, err := canon.Marshal(rep)
	if err != nil {
		t.Fatal(err)
	}
	g, w := decode(t, got), decode(t, want)
	if !reflect.DeepEqual(g, w) {
		diffJSON(t, "", g, w)
	}
}

// diffJSON reports each path where got and want differ.
func diffJSON(t *testing.T, path string, got, want any) {
	t.Helper()
	switch w := want.(type) {
	case map[string]any:
		g, ok := got.(map[string]any)
		if !ok {
			t.Errorf("%s: got %v, want object", path, got)
			return
		}
		for k := range w {
			diffJSON(t, path+"."+k, g[k], w[k])
		}
		for k := range g {
			if _, ok := w[k]; !ok {
				t.Errorf("%s.%s: unexpected field", path, k)
			}
		}
	case []any:
		g, ok := got.([]any)
		if !ok || len(g) != len(w) {
			t.Errorf("%s: got %v, want %v", path, got, want)
			return
		}
		for i := range w {
			diffJSON(t, path+"["+string(rune('0'+i%10))+"]", g[i], w[i])
		}
	default:
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: got %v, want %v", path, got, want)
		}
	}
}
