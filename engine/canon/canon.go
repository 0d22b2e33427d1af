// Package canon writes JSON the way the lesson's harness hashes and prints it:
// Python's json.dumps(..., ensure_ascii=False, separators=(",", ":"),
// sort_keys=True). Object keys are sorted, nothing is HTML-escaped, and
// non-ASCII text is written as raw UTF-8, so a fingerprint or trace hash
// computed here equals the one Python computes over the same value.
package canon

import (
	"fmt"
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

// Valuer is implemented by types that describe themselves as a JSON tree.
type Valuer interface {
	JSONValue() any
}

// Append appends the canonical encoding of v to dst.
func Append(dst []byte, v any) ([]byte, error) {
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
		return appendObject(dst, x)
	case map[string]any:
		return appendObject(dst, x)
	case []any:
		return appendArray(dst, len(x), func(i int) any { return x[i] })
	case []Object:
		return appendArray(dst, len(x), func(i int) any { return x[i] })
	case []string:
		return appendArray(dst, len(x), func(i int) any { return x[i] })
	case Raw:
		return append(dst, x...), nil
	case Valuer:
		return Append(dst, x.JSONValue())
	default:
		return dst, fmt.Errorf("canon: unsupported type %T", v)
	}
}

func appendObject(dst []byte, m map[string]any) ([]byte, error) {
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
		if dst, err = Append(dst, m[k]); err != nil {
			return dst, err
		}
	}
	return append(dst, '}'), nil
}

func appendArray(dst []byte, n int, at func(int) any) ([]byte, error) {
	dst = append(dst, '[')
	var err error
	for i := 0; i < n; i++ {
		if i > 0 {
			dst = append(dst, ',')
		}
		if dst, err = Append(dst, at(i)); err != nil {
			return dst, err
		}
	}
	return append(dst, ']'), nil
}

const hexDigits = "0123456789abcdef"

// AppendString appends s as a JSON string with Python's ensure_ascii=False
// escaping: quote, backslash and control characters only.
func AppendString(dst []byte, s string) []byte {
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(s); i++ {
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
