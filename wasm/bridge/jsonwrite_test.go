package bridge

import (
	"reflect"
	"testing"

	"coordsim/internal/jsonwrite/jsonwritetest"
	"coordsim/internal/quiz"
	"coordsim/wasm/panel"
)

// What the page writes with jsonwrite is what encoding/json would write,
// for every type the reply and the bridge's calls hand it (the calls' own
// types, in files for the browser only, are held in jsonwrite_wasm_test.go,
// which make test runs in WebAssembly).
func TestPageJSONIsEncodingJSONs(t *testing.T) {
	jsonwritetest.SameAsEncodingJSON(t, 500,
		reflect.TypeFor[panel.Worlds](), reflect.TypeFor[[]panel.ModelKnob](), reflect.TypeFor[panel.Events](),
		reflect.TypeFor[panel.ChallengeVerdict](), reflect.TypeFor[[]panel.ChallengeItem](), reflect.TypeFor[panel.CompareJSON](),
		reflect.TypeFor[Diagrams](), reflect.TypeFor[quiz.Verdict]())
}
