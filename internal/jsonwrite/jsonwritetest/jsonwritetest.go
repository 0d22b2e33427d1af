// Package jsonwritetest holds jsonwrite to encoding/json: it fills random
// values of a type, every kind of field and every corner encoding/json
// has (HTML characters, invalid UTF-8, U+2028, floats near an exponent,
// nil against empty), and compares the two writers' bytes.
package jsonwritetest

import (
	"bytes"
	"encoding/json"
	"math"
	"math/rand/v2"
	"reflect"
	"testing"

	"coordsim/internal/jsonwrite"
)

// SameAsEncodingJSON writes runs random values of each of types, and
// pointers to them, with both writers, and fails t where the bytes or the
// failure differ.
func SameAsEncodingJSON(t testing.TB, runs int, types ...reflect.Type) {
	t.Helper()
	for _, typ := range types {
		r := rand.New(rand.NewPCG(uint64(runs), 28))
		for range runs {
			v := reflect.New(typ)
			fill(r, v.Elem(), 0)
			for _, x := range []any{v.Elem().Interface(), v.Interface()} {
				want, wantErr := json.Marshal(x)
				got, gotErr := jsonwrite.Marshal(x)
				if (wantErr != nil) != (gotErr != nil) || !bytes.Equal(got, want) {
					t.Fatalf("%s: jsonwrite wrote\n%s (%v)\nencoding/json\n%s (%v)", typ, got, gotErr, want, wantErr)
				}
			}
		}
	}
}

var strs = []string{"", "a", "id-7", "<b>&amp;</b>", "line\u2028sep\u2029", "\x00\x1f\t\n\r\b\f", "é日本語", "bad\xffutf8\xc3", `quote " back \ slash`, "emoji 😀", "\u007f\u0080"}

var floats = []float64{0, math.Copysign(0, -1), 1, -1.5, 0.1, 1e-6, 9.99e-7, 1e-7, 1e20, 1e21, 123456789.125, 5e-324, math.MaxFloat64, 3.4e38, 1.0 / 3}

var rawJSON = []string{`null`, `true`, `12.5e3`, `"<x>&\u2028"`, "{ \"a\" : [1, 2,\n3] , \"b\":\"\u2028\" }", `[]`, `{"k":{"n":null}}`}

var marshalerType = reflect.TypeFor[json.Marshaler]()

// fill sets v to a random value of its type, shallower past depth 4.
func fill(r *rand.Rand, v reflect.Value, depth int) {
	t := v.Type()
	if t.Kind() == reflect.Slice && t.Elem().Kind() == reflect.Uint8 && t.Implements(marshalerType) {
		if r.IntN(5) > 0 { // a raw JSON text (json.RawMessage and the like); else nil
			v.SetBytes([]byte(rawJSON[r.IntN(len(rawJSON))]))
		}
		return
	}
	if fillScalar(r, v) {
		return
	}
	switch t.Kind() {
	case reflect.Struct:
		for i := range t.NumField() {
			if f := v.Field(i); f.CanSet() {
				fill(r, f, depth+1)
			}
		}
	case reflect.Array:
		for i := range v.Len() {
			fill(r, v.Index(i), depth+1)
		}
	case reflect.Slice:
		if depth > 4 || r.IntN(4) == 0 {
			return // nil
		}
		n := r.IntN(4)
		v.Set(reflect.MakeSlice(t, n, n))
		for i := range n {
			fill(r, v.Index(i), depth+1)
		}
	case reflect.Map:
		if depth > 4 || r.IntN(4) == 0 {
			return
		}
		v.Set(reflect.MakeMap(t))
		for range r.IntN(4) {
			k, e := reflect.New(t.Key()).Elem(), reflect.New(t.Elem()).Elem()
			fill(r, k, depth+1)
			fill(r, e, depth+1)
			v.SetMapIndex(k, e)
		}
	case reflect.Pointer:
		if depth > 4 || r.IntN(3) == 0 {
			return
		}
		v.Set(reflect.New(t.Elem()))
		fill(r, v.Elem(), depth+1)
	case reflect.Interface:
		if t.NumMethod() > 0 || depth > 4 || r.IntN(4) == 0 {
			return
		}
		samples := []reflect.Type{reflect.TypeFor[string](), reflect.TypeFor[float64](), reflect.TypeFor[bool](),
			reflect.TypeFor[[]any](), reflect.TypeFor[map[string]any](), reflect.TypeFor[json.RawMessage](), reflect.TypeFor[*int]()}
		e := reflect.New(samples[r.IntN(len(samples))]).Elem()
		fill(r, e, depth+1)
		v.Set(e)
	}
}

// fillScalar sets v to a random boolean, number or string, and says
// whether v was one.
func fillScalar(r *rand.Rand, v reflect.Value) bool {
	switch v.Kind() {
	case reflect.Bool:
		v.SetBool(r.IntN(2) == 1)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		n := []int64{0, 1, -1, 42, math.MinInt64, math.MaxInt64, r.Int64()}[r.IntN(7)]
		for v.OverflowInt(n) {
			n >>= 8
		}
		v.SetInt(n)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		n := []uint64{0, 1, 255, math.MaxUint64, r.Uint64()}[r.IntN(5)]
		for v.OverflowUint(n) {
			n >>= 8
		}
		v.SetUint(n)
	case reflect.Float32, reflect.Float64:
		f := floats[r.IntN(len(floats))] * float64(1-2*r.IntN(2))
		if r.IntN(30) == 0 {
			f = []float64{math.NaN(), math.Inf(1)}[r.IntN(2)]
		}
		if v.OverflowFloat(f) {
			f = 1e30
		}
		v.SetFloat(f)
	case reflect.String:
		v.SetString(strs[r.IntN(len(strs))])
	default:
		return false
	}
	return true
}
