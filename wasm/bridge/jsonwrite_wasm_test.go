//go:build js && wasm

package bridge

import (
	"reflect"
	"testing"

	"coordsim/internal/jsonwrite/jsonwritetest"
	"coordsim/wasm/scene"
)

// The bridge calls' own replies, written with jsonwrite, are what
// encoding/json would write (TestPageJSONIsEncodingJSONs has the rest).
func TestBridgeCallsJSONIsEncodingJSONs(t *testing.T) {
	jsonwritetest.SameAsEncodingJSON(t, 300, reflect.TypeFor[searchStatus](), reflect.TypeFor[replayed](),
		reflect.TypeFor[boundaryStatus](), reflect.TypeFor[[]*scene.Description]())
}
