// Package jsonwrite writes Go values as JSON, byte for byte as
// encoding/json's Marshal does, for the page's WebAssembly: with it the
// page holds no encoding/json, whose encoder, decoder and their reflection
// caches were 55 KB of its brotli-compressed WASM (1.515 against 1.460 MB,
// 2026-12-03). It writes what the page's replies hold: booleans, numbers,
// strings, structs (with json tags, omitempty and embedded structs),
// slices, arrays, maps with string or integer keys, pointers, interfaces
// and json.Marshaler values; anything else is an error. Its test holds it
// to encoding/json over random values of every type the page writes.
package jsonwrite

import (
	"encoding"
	"encoding/base64"
	"errors"
	"math"
	"reflect"
	"slices"
	"strconv"
	"strings"
)

// Marshal is v as JSON, as json.Marshal writes it.
func Marshal(v any) ([]byte, error) {
	return Append(nil, v)
}

// MarshalIndent is v as json.MarshalIndent writes it: each member and
// element on a line of its own, after prefix and one indent a level.
func MarshalIndent(v any, prefix, indent string) ([]byte, error) {
	b, err := Marshal(v)
	if err != nil {
		return nil, err
	}
	return appendIndent(nil, b, prefix, indent), nil
}

// Append appends v as JSON to b.
func Append(b []byte, v any) ([]byte, error) {
	w := writer{b: b}
	w.value(reflect.ValueOf(v))
	if w.err != nil {
		return nil, w.err
	}
	return w.b, nil
}

type writer struct {
	b   []byte
	err error
}

func (w *writer) fail(t reflect.Type, why string) {
	if w.err == nil {
		w.err = errors.New("jsonwrite: cannot write " + t.String() + ": " + why)
	}
}

// Marshaler is encoding/json's Marshaler (json.RawMessage is one), named
// here so that the page need not import encoding/json for it.
type Marshaler interface {
	MarshalJSON() ([]byte, error)
}

// Raw is a JSON text written as it is, as json.RawMessage is.
type Raw []byte

// MarshalJSON is r, or null when r is nil.
func (r Raw) MarshalJSON() ([]byte, error) {
	if r == nil {
		return []byte("null"), nil
	}
	return r, nil
}

var (
	marshalerType     = reflect.TypeFor[Marshaler]()
	textMarshalerType = reflect.TypeFor[encoding.TextMarshaler]()
)

func (w *writer) value(v reflect.Value) {
	if !v.IsValid() {
		w.b = append(w.b, "null"...)
		return
	}
	t := v.Type()
	if t.Implements(marshalerType) || (t.Kind() != reflect.Pointer && v.CanAddr() && reflect.PointerTo(t).Implements(marshalerType)) {
		w.marshaler(v)
		return
	}
	if t.Implements(textMarshalerType) || reflect.PointerTo(t).Implements(textMarshalerType) {
		w.fail(t, "it is an encoding.TextMarshaler")
		return
	}
	switch t.Kind() {
	case reflect.Bool:
		w.b = strconv.AppendBool(w.b, v.Bool())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		w.b = strconv.AppendInt(w.b, v.Int(), 10)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		w.b = strconv.AppendUint(w.b, v.Uint(), 10)
	case reflect.Float32, reflect.Float64:
		w.float(v.Float(), t.Bits(), t)
	case reflect.String:
		w.b = AppendString(w.b, v.String())
	case reflect.Struct:
		w.object(v)
	case reflect.Map:
		w.mapOf(v)
	case reflect.Slice:
		if v.IsNil() {
			w.b = append(w.b, "null"...)
		} else if t.Elem().Kind() == reflect.Uint8 && !reflect.PointerTo(t.Elem()).Implements(marshalerType) {
			w.b = append(w.b, '"')
			w.b = base64.StdEncoding.AppendEncode(w.b, v.Bytes())
			w.b = append(w.b, '"')
		} else {
			w.array(v)
		}
	case reflect.Array:
		w.array(v)
	case reflect.Pointer, reflect.Interface:
		if v.IsNil() {
			w.b = append(w.b, "null"...)
		} else {
			w.value(v.Elem())
		}
	default:
		w.fail(t, "JSON has no "+t.Kind().String())
	}
}

// marshaler writes what v's MarshalJSON returns, compacted with HTML's
// characters escaped, as encoding/json does.
func (w *writer) marshaler(v reflect.Value) {
	if v.Kind() == reflect.Pointer && v.IsNil() {
		w.b = append(w.b, "null"...)
		return
	}
	m, ok := v.Interface().(Marshaler)
	if !ok {
		m = v.Addr().Interface().(Marshaler)
	}
	out, err := m.MarshalJSON()
	if err != nil {
		w.fail(v.Type(), err.Error())
		return
	}
	w.b = appendCompact(w.b, out)
}

// float writes f as encoding/json does: no exponent from 1e-6 up to 1e21,
// and an exponent without a leading zero (1e-7, not 1e-07) outside.
func (w *writer) float(f float64, bits int, t reflect.Type) {
	if math.IsInf(f, 0) || math.IsNaN(f) {
		w.fail(t, "JSON has no "+strconv.FormatFloat(f, 'g', -1, bits))
		return
	}
	w.b = AppendFloat(w.b, f, bits)
}

// AppendFloat appends f (of bits 32 or 64) as encoding/json writes it.
func AppendFloat(b []byte, f float64, bits int) []byte {
	format := byte('f')
	if abs := math.Abs(f); abs != 0 {
		if bits == 64 && (abs < 1e-6 || abs >= 1e21) || bits == 32 && (float32(abs) < 1e-6 || float32(abs) >= 1e21) {
			format = 'e'
		}
	}
	b = strconv.AppendFloat(b, f, format, -1, bits)
	if n := len(b); format == 'e' && n >= 4 && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
		b[n-2] = b[n-1]
		b = b[:n-1]
	}
	return b
}

func (w *writer) array(v reflect.Value) {
	w.b = append(w.b, '[')
	for i := range v.Len() {
		if i > 0 {
			w.b = append(w.b, ',')
		}
		w.value(v.Index(i))
	}
	w.b = append(w.b, ']')
}

func (w *writer) object(v reflect.Value) {
	w.b = append(w.b, '{')
	first := true
	fields, err := fieldsOf(v.Type())
	if err != nil {
		w.fail(v.Type(), err.Error())
		return
	}
	for _, f := range fields {
		fv, ok := fieldByIndex(v, f.index)
		if !ok || f.omitEmpty && isEmpty(fv) {
			continue
		}
		if !first {
			w.b = append(w.b, ',')
		}
		first = false
		w.b = append(AppendString(w.b, f.name), ':')
		w.value(fv)
	}
	w.b = append(w.b, '}')
}

// fieldByIndex is v's field at index, through embedded pointers; ok is
// false when one of them is nil.
func fieldByIndex(v reflect.Value, index []int) (reflect.Value, bool) {
	for _, i := range index {
		if v.Kind() == reflect.Pointer {
			if v.IsNil() {
				return reflect.Value{}, false
			}
			v = v.Elem()
		}
		v = v.Field(i)
	}
	return v, true
}

// isEmpty is what omitempty leaves out, as encoding/json has it.
func isEmpty(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.Array, reflect.Map, reflect.Slice, reflect.String:
		return v.Len() == 0
	case reflect.Bool:
		return !v.Bool()
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return v.Int() == 0
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return v.Uint() == 0
	case reflect.Float32, reflect.Float64:
		return v.Float() == 0 // -0 too
	case reflect.Interface, reflect.Pointer:
		return v.IsNil()
	}
	return false
}

// mapOf writes a map's entries sorted by key, as encoding/json does.
func (w *writer) mapOf(v reflect.Value) {
	if v.IsNil() {
		w.b = append(w.b, "null"...)
		return
	}
	type entry struct {
		key string
		v   reflect.Value
	}
	entries := make([]entry, 0, v.Len())
	for it := v.MapRange(); it.Next(); {
		k := it.Key()
		var key string
		switch k.Kind() {
		case reflect.String:
			key = k.String()
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
			key = strconv.FormatInt(k.Int(), 10)
		case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
			key = strconv.FormatUint(k.Uint(), 10)
		default:
			w.fail(v.Type(), "its keys are not strings or integers")
			return
		}
		entries = append(entries, entry{key, it.Value()})
	}
	slices.SortFunc(entries, func(a, b entry) int { return strings.Compare(a.key, b.key) })
	w.b = append(w.b, '{')
	for i, e := range entries {
		if i > 0 {
			w.b = append(w.b, ',')
		}
		w.b = append(AppendString(w.b, e.key), ':')
		w.value(e.v)
	}
	w.b = append(w.b, '}')
}
