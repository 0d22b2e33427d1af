package panel

import (
	"reflect"
	"strings"
	"testing"
)

func TestEmbedParamsInTheView(t *testing.T) {
	v := build(t, "embed=1&panels=trace,invariants&origin=https://course.example.org")
	if !reflect.DeepEqual(v.Params.Panels, []string{"invariants", "trace"}) || v.Params.Origin != "https://course.example.org" ||
		v.Params.OriginRefused || len(v.Problems) != 0 {
		t.Fatalf("params %+v, problems %+v", v.Params, v.Problems)
	}
	if v := build(t, "embed=1"); v.Params.Panels == nil || len(v.Params.Panels) != 0 || v.Params.Origin != "" || v.Params.OriginRefused {
		t.Errorf("no panels, no origin: %+v", v.Params)
	}
}

// A refused origin says what the frame does instead (it talks to no page),
// in the view's language, and marks the view so the page fails closed.
func TestRefusedOriginInBothLanguages(t *testing.T) {
	for lang, want := range map[string]string{"en": "obeys no page", "ja": "どのページのメッセージにも従わず"} {
		v := build(t, "embed=1&lang="+lang+"&origin=javascript:alert(1)&panels=nope") // panels= is read first
		if !v.Params.OriginRefused || v.Params.Origin != "" || len(v.Problems) != 2 {
			t.Fatalf("%s: params %+v, problems %+v", lang, v.Params, v.Problems)
		}
		if got := v.Problems[1].Text; !strings.Contains(got, want) || !strings.Contains(got, "javascript:alert(1)") || strings.Contains(got, "{") {
			t.Errorf("%s: origin problem %q", lang, got)
		}
		if got := v.Problems[0].Text; v.Problems[0].Code != "unknown-panel" || !strings.Contains(got, "nope") || strings.Contains(got, "{") {
			t.Errorf("%s: panel problem %q", lang, got)
		}
	}
}
