package jsonwrite_test

import (
	"bytes"
	"encoding/json"
	"reflect"
	"testing"

	"coordsim/internal/jsonwrite"
	"coordsim/internal/jsonwrite/jsonwritetest"
	"coordsim/internal/quiz"
)

// The corners of encoding/json's rules, one type each.
type (
	inner struct {
		A    int    `json:"a"`
		B    string `json:",omitempty"`
		Deep string
	}
	Embedded struct {
		Shared string `json:"shared"`
		Own    float64
	}
	other struct {
		Shared string `json:"shared"` // the same depth and tag as Embedded's: both hidden
		Deep   string `json:"Deep"`
	}
	corners struct {
		Embedded
		*other
		In   inner
		Ptr  *inner
		Skip string `json:"-"`
		//lint:ignore SA5008 a field named "-", one of encoding/json's corners, on purpose
		Dash string `json:"-,"`
		//lint:ignore U1000 unexported: left out, as encoding/json leaves it
		hidden int
		Odd    int `json:"odd name!"`
		//lint:ignore SA5008 a name encoding/json refuses, so the field's own, on purpose
		Bad        int               `json:"bad\u00e9\"name"`
		Empty      []int             `json:"empty,omitempty"`
		EmptyMap   map[string]int    `json:"emptyMap,omitempty"`
		EmptyPtr   *int              `json:"emptyPtr,omitempty"`
		EmptyAny   any               `json:"emptyAny,omitempty"`
		EmptyF     float32           `json:"emptyF,omitempty"`
		EmptyU     uint8             `json:"emptyU,omitempty"`
		EmptyB     bool              `json:"emptyB,omitempty"`
		EmptyS     string            `json:"emptyS,omitempty"`
		EmptyA     [0]int            `json:"emptyA,omitempty"`
		Bytes      []byte            `json:"bytes"`
		ByteArray  [3]byte           `json:"byteArray"`
		IntKeys    map[int]string    `json:"intKeys"`
		UintKeys   map[uint16]bool   `json:"uintKeys"`
		Raw        json.RawMessage   `json:"raw"`
		OwnRaw     jsonwrite.Raw     `json:"ownRaw"`
		Anys       []any             `json:"anys"`
		Nested     map[string][]*any `json:"nested"`
		F32        float32
		F64        float64
		I8         int8
		U64        uint64
		Uptr       uintptr
		PtrToPtr   **string
		NamedSlice []named
	}
	named string
)

func TestMarshalIsEncodingJSONs(t *testing.T) {
	jsonwritetest.SameAsEncodingJSON(t, 3000, reflect.TypeFor[corners](), reflect.TypeFor[[]map[string]any](), reflect.TypeFor[quiz.Verdict]())
}

func TestMarshalIndentIsEncodingJSONs(t *testing.T) {
	for _, v := range []any{[]any{}, map[string]any{}, []any{1, "a", []any{}, map[string]any{"k": []int{1, 2}, "e": map[string]int{}}}, "x", nil,
		[]map[string]any{{"id": "a", "tick": json.RawMessage("1"), "transition": []string{"p", "c"}}, {"t": nil}}} {
		want, _ := json.MarshalIndent(v, "", "  ")
		got, err := jsonwrite.MarshalIndent(v, "", "  ")
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("MarshalIndent(%v): %s (%v), encoding/json %s", v, got, err, want)
		}
		want, _ = json.MarshalIndent(v, "> ", "\t")
		if got, _ = jsonwrite.MarshalIndent(v, "> ", "\t"); !bytes.Equal(got, want) {
			t.Errorf("MarshalIndent(%v) with a prefix: %s, encoding/json %s", v, got, want)
		}
	}
}

// What jsonwrite does not write is an error, not a guess.
func TestMarshalRefusesWhatItDoesNotWrite(t *testing.T) {
	type withString struct {
		N int `json:"n,string"`
	}
	for _, v := range []any{withString{}, make(chan int), func() {}, map[[2]int]int{{1, 2}: 3}} {
		if b, err := jsonwrite.Marshal(v); err == nil {
			t.Errorf("Marshal(%T) = %s, want an error", v, b)
		}
	}
}
