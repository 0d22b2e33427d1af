// Package canon writes JSON the way the lesson's harness hashes and prints it:
// Python's json.dumps(..., ensure_ascii=False, separators=(",", ":"),
// sort_keys=True). Object keys are sorted, nothing is HTML-escaped, and
// non-ASCII text is written as raw UTF-8, so a fingerprint or trace hash
// computed here equals the one Python computes over the same value.
package canon

import (
	"fmt"
	"io"
	"slices"
	"strconv"
)

// Object is a JSON object under construction. Keys are sorted on output, so
// callers may add them in any order.
type Object map[string]any

// Marshal encodes v compactly with sorted keys. v may hold Object,
// map[string]any, []any, typed slices of those, string, bool, nil, the
// integer kinds, and values implementing Valuer.
func Marshal(v any) ([]byte, error) {
	return Append(nil, v)
}

// Raw is JSON that is already canonical; it is written as it is.
type Raw []byte

// MarshalJSON is r itself, so encoding/json writes a Raw as the JSON it is
// (not as base64 bytes).
func (r Raw) MarshalJSON() ([]byte, error) { return r, nil }

// Valuer is implemented by types that describe themselves as a JSON tree.
type Valuer interface {
	JSONValue() any
}

// Stream is an array written one item at a time: Item appends the
// canonical JSON of item i (called for i = 0..N-1 in order), and Done, if
// set, is called after the last item and may fail the encoding. Write
// flushes the output between items, so an array of millions of entries is
// never held whole.
type Stream struct {
	N    int
	Item func(dst []byte, i int) []byte
	Done func() error
}

// Append appends the canonical encoding of v to dst.
func Append(dst []byte, v any) ([]byte, error) {
	var e encoder
	return e.append(dst, v)
}

// Write writes the canonical encoding of v to w, streaming its Stream
// arrays: memory holds one buffer's worth of output, not the document.
func Write(w io.Writer, v any) error {
	e := encoder{w: w}
	dst, err := e.append(make([]byte, 0, flushAt+4096), v)
	if err != nil {
		return err
	}
	_, err = w.Write(dst)
	return err
}

// flushAt is how much output Write buffers before writing it.
const flushAt = 64 << 10

type encoder struct {
	w io.Writer // nil: everything is appended to dst
}

// flush writes dst out when it has grown past flushAt (Write only).
func (e *encoder) flush(dst []byte) ([]byte, error) {
	if e.w == nil || len(dst) < flushAt {
		return dst, nil
	}
	if _, err := e.w.Write(dst); err != nil {
		return dst, err
	}
	return dst[:0], nil
}

func (e *encoder) append(dst []byte, v any) ([]byte, error) {
	switch x := v.(type) {
	case nil:
		return append(dst, "null"...), nil
	case bool:
		return strconv.AppendBool(dst, x), nil
	case string:
		return AppendString(dst, x), nil
	case int:
		return strconv.AppendInt(dst, int64(x), 10), nil
	case int64:
		return strconv.AppendInt(dst, x, 10), nil
	case uint64:
		return strconv.AppendUint(dst, x, 10), nil
	case Object:
		return e.appendObject(dst, x)
	case map[string]any:
		return e.appendObject(dst, x)
	case []any:
		return e.appendArray(dst, len(x), func(i int) any { return x[i] })
	case []Object:
		return e.appendArray(dst, len(x), func(i int) any { return x[i] })
	case []string:
		return e.appendArray(dst, len(x), func(i int) any { return x[i] })
	case Raw:
		return append(dst, x...), nil
	case Stream:
		return e.appendStream(dst, &x)
	case *Stream:
		return e.appendStream(dst, x)
	case Valuer:
		return e.append(dst, x.JSONValue())
	default:
		return dst, fmt.Errorf("canon: unsupported type %T", v)
	}
}

func (e *encoder) appendStream(dst []byte, s *Stream) ([]byte, error) {
	dst = append(dst, '[')
	var err error
	for i := 0; i < s.N; i++ {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = s.Item(dst, i)
		if dst, err = e.flush(dst); err != nil {
			return dst, err
		}
	}
	if s.Done != nil {
		if err := s.Done(); err != nil {
			return dst, err
		}
	}
	return append(dst, ']'), nil
}

func (e *encoder) appendObject(dst []byte, m map[string]any) ([]byte, error) {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys) // Python sorts by code point; Go's byte order on UTF-8 agrees.
	dst = append(dst, '{')
	var err error
	for i, k := range keys {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = AppendString(dst, k)
		dst = append(dst, ':')
		if dst, err = e.append(dst, m[k]); err != nil {
			return dst, err
		}
	}
	return append(dst, '}'), nil
}

func (e *encoder) appendArray(dst []byte, n int, at func(int) any) ([]byte, error) {
	dst = append(dst, '[')
	var err error
	for i := 0; i < n; i++ {
		if i > 0 {
			dst = append(dst, ',')
		}
		if dst, err = e.append(dst, at(i)); err != nil {
			return dst, err
		}
	}
	return append(dst, ']'), nil
}

const hexDigits = "0123456789abcdef"

// plain marks the bytes a JSON string holds as they are.
var plain = func() (t [256]bool) {
	for c := 0x20; c < 256; c++ {
		t[c] = c != '"' && c != '\\'
	}
	return t
}()

// AppendString appends s as a JSON string with Python's ensure_ascii=False
// escaping: quote, backslash and control characters only.
func AppendString(dst []byte, s string) []byte {
	dst = append(dst, '"')
	// Most strings (ids, keys, states, codes) need no escape: find the
	// first byte that does, and copy everything before it at once.
	i := 0
	for i < len(s) && plain[s[i]] {
		i++
	}
	if i == len(s) {
		dst = append(dst, s...)
		return append(dst, '"')
	}
	start := 0
	for ; i < len(s); i++ {
		c := s[i]
		if c >= 0x20 && c != '"' && c != '\\' {
			continue
		}
		dst = append(dst, s[start:i]...)
		switch c {
		case '"':
			dst = append(dst, '\\', '"')
		case '\\':
			dst = append(dst, '\\', '\\')
		case '\n':
			dst = append(dst, '\\', 'n')
		case '\r':
			dst = append(dst, '\\', 'r')
		case '\t':
			dst = append(dst, '\\', 't')
		case '\b':
			dst = append(dst, '\\', 'b')
		case '\f':
			dst = append(dst, '\\', 'f')
		default:
			dst = append(dst, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xf])
		}
		start = i + 1
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"')
}
