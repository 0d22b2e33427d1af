package engine

// What a fixture's text may hold, checked before anything is decoded or
// shown: how many events and how long each (a scan of the raw bytes, so an
// over-limit file fails in a fraction of a second), and strings that are
// printable UTF-8 within MaxStringBytes (no control or format characters
// that could reach a terminal, no invalid bytes or lone surrogates that a
// decoder would silently replace with U+FFFD).

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// scanLimits reads a fixture's raw text once and fails as soon as it holds
// more than limit events or an event longer than MaxEventBytes; it returns
// how many events it counted. It checks nothing else: whatever it does not
// understand is left to the decoder, which reports it with its field. It
// jumps over string contents, so it reads a file at close to disk speed.
func scanLimits(r io.Reader, limit int) (int, error) {
	buf := make([]byte, 1<<16)
	depth, events := 0, 0
	inString, escaped := false, false
	var pos, start int64 // offset of the next byte; of the current event's '{'
	for {
		n, err := r.Read(buf)
		chunk := buf[:n]
		for i := 0; i < len(chunk); i++ {
			if inString {
				if escaped {
					escaped = false
					continue
				}
				j := bytes.IndexAny(chunk[i:], `"\`)
				if j < 0 {
					i = len(chunk)
				} else {
					i += j
					if chunk[i] == '\\' {
						escaped = true
					} else {
						inString = false
					}
				}
				if depth >= 2 && pos+int64(i)-start >= MaxEventBytes {
					return 0, eventTooLong(events - 1)
				}
				continue
			}
			if depth >= 2 && pos+int64(i)-start >= MaxEventBytes {
				return 0, eventTooLong(events - 1)
			}
			switch c := chunk[i]; c {
			case ' ', '\t', '\n', '\r', ',', ':':
			case '"':
				if depth < 2 {
					return events, nil // a key or string where an event belongs: the decoder says so
				}
				inString = true
			case '[', '{':
				depth++
				switch {
				case depth == 1 && c == '[': // the array itself
				case depth == 2 && c == '{':
					events++
					start = pos + int64(i)
					if events > limit {
						return 0, tooManyEvents(limit)
					}
				case depth <= 2:
					return events, nil // not an array of objects: the decoder says so
				}
			case ']', '}':
				depth--
				if depth < 0 {
					return events, nil
				}
			default:
				if depth < 2 {
					return events, nil // a scalar where an event belongs
				}
			}
		}
		pos += int64(n)
		if err != nil {
			return events, nil // the end, or a read error the decoder will meet too
		}
	}
}

func tooManyEvents(limit int) error {
	return &FieldError{Field: "events", Value: strconv.Itoa(limit + 1), Reason: fmt.Sprintf("is more than %d events (the limit)", limit)}
}

func eventTooLong(i int) error {
	return &FieldError{Field: fmt.Sprintf("events[%d]", i), Reason: fmt.Sprintf("is longer than %d bytes of JSON (the limit)", MaxEventBytes)}
}

// errEventTooLong is what sizeGuard returns to the decoder.
var errEventTooLong = errors.New("event too long")

// sizeGuard bounds what the decoder buffers for one value: it reads in
// small pieces and fails once the bytes read past the decoder's position
// exceed one event's limit, so a 200 MB string is refused after 4 KB.
type sizeGuard struct {
	r    io.Reader
	dec  *json.Decoder
	read int64
}

func (g *sizeGuard) Read(p []byte) (int, error) {
	if g.dec != nil && g.read-g.dec.InputOffset() > MaxEventBytes+1024 {
		return 0, errEventTooLong
	}
	n, err := g.r.Read(p[:min(len(p), 1024)])
	g.read += int64(n)
	return n, err
}

// decodeText reads a JSON string strictly: valid UTF-8, no lone surrogate,
// printable, not empty, at most MaxStringBytes. reason is "" when s is good.
func decodeText(raw []byte) (s string, reason string) {
	if len(raw) == 0 || raw[0] != '"' {
		return "", "must be a string"
	}
	if !utf8.Valid(raw) {
		return "", "is not valid UTF-8"
	}
	if r := loneSurrogate(raw); r != "" {
		return "", "holds a lone surrogate " + r
	}
	if err := json.Unmarshal(raw, &s); err != nil {
		return "", "must be a string"
	}
	switch {
	case s == "":
		return "", "must not be empty"
	case len(s) > MaxStringBytes:
		return "", fmt.Sprintf("is longer than %d bytes (the limit)", MaxStringBytes)
	}
	for _, r := range s {
		if !printable(r) {
			return "", fmt.Sprintf("holds the control or format character %U", r)
		}
	}
	return s, ""
}

// printable is text that cannot move a terminal's cursor, change its
// colours or reorder what it shows.
func printable(r rune) bool {
	return r == ' ' || (!unicode.IsControl(r) && !unicode.Is(unicode.Cf, r) && unicode.IsPrint(r))
}

// loneSurrogate finds a \uD800-\uDFFF escape that is not half of a pair.
func loneSurrogate(raw []byte) string {
	s := string(raw)
	for i := 0; i+1 < len(s); i++ {
		if s[i] != '\\' {
			continue
		}
		if s[i+1] != 'u' || i+6 > len(s) {
			i++ // some other escape, or \\
			continue
		}
		v, err := strconv.ParseUint(s[i+2:i+6], 16, 16)
		if err != nil {
			return ""
		}
		switch {
		case v >= 0xD800 && v < 0xDC00:
			if i+12 <= len(s) && s[i+6] == '\\' && s[i+7] == 'u' {
				if w, err := strconv.ParseUint(s[i+8:i+12], 16, 16); err == nil && w >= 0xDC00 && w < 0xE000 {
					i += 11
					continue
				}
			}
			return s[i : i+6]
		case v >= 0xDC00 && v < 0xE000:
			return s[i : i+6]
		}
		i += 5
	}
	return ""
}

// Quote is s as it is safe to show in one line of a terminal: unchanged
// when it is printable text, else Go-quoted with every control or format
// character, invalid byte and non-ASCII rune escaped.
func Quote(s string) string {
	if isPlain(s) {
		return s
	}
	return strconv.QuoteToASCII(s)
}

func isPlain(s string) bool {
	if !utf8.ValidString(s) {
		return false
	}
	for _, r := range s {
		if !printable(r) || r == '"' || r == '\\' {
			return false
		}
	}
	return true
}

// fieldName is a fixture field's name as an error shows it.
func fieldName(name string) string {
	for _, c := range []byte(name) {
		if !(c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) {
			return "[" + strconv.QuoteToASCII(name) + "]"
		}
	}
	return "." + name
}

// describeToken names what was found where an array was expected.
func describeToken(tok json.Token) string {
	switch t := tok.(type) {
	case nil:
		return "null"
	case json.Delim:
		if t == '{' {
			return "an object"
		}
		return strconv.Quote(string(t))
	case string:
		return "a string"
	case bool:
		return strconv.FormatBool(t)
	case json.Number:
		return "a number " + strings.TrimSpace(Quote(t.String()))
	}
	return fmt.Sprintf("%T", tok)
}
