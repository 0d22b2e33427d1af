package jsonwrite

// Strings and whole JSON texts as encoding/json writes them: a string's
// escapes, a Marshaler's output compacted, MarshalIndent's layout.

import "unicode/utf8"

// AppendString appends s as a JSON string, as encoding/json writes it:
// HTML's <, > and & escaped, invalid UTF-8 as U+FFFD, and U+2028 and
// U+2029 escaped.
func AppendString(b []byte, s string) []byte {
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' && c != '<' && c != '>' && c != '&' {
				i++
				continue
			}
			b = appendEscape(append(b, s[start:i]...), c)
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b = append(append(b, s[start:i]...), `\ufffd`...)
		} else if r == '\u2028' || r == '\u2029' {
			b = append(append(b, s[start:i]...), '\\', 'u', '2', '0', '2', hexDigits[r&0xf])
		} else {
			i += size
			continue
		}
		i += size
		start = i
	}
	return append(append(b, s[start:]...), '"')
}

const hexDigits = "0123456789abcdef"

// appendEscape appends the escape of the ASCII byte c.
func appendEscape(b []byte, c byte) []byte {
	switch c {
	case '"', '\\':
		return append(b, '\\', c)
	case '\b':
		return append(b, '\\', 'b')
	case '\f':
		return append(b, '\\', 'f')
	case '\n':
		return append(b, '\\', 'n')
	case '\r':
		return append(b, '\\', 'r')
	case '\t':
		return append(b, '\\', 't')
	}
	return append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xf])
}

// appendCompact appends the JSON text src without the white space between
// its tokens and with HTML's characters (and U+2028, U+2029) escaped in
// its strings, as encoding/json writes a Marshaler's output.
func appendCompact(b, src []byte) []byte {
	inString, escaped := false, false
	for i := 0; i < len(src); i++ {
		c := src[i]
		switch {
		case inString && escaped:
			escaped = false
		case inString && c == '\\':
			escaped = true
		case inString && c == '"':
			inString = false
		case inString && (c == '<' || c == '>' || c == '&'):
			b = append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xf])
			continue
		case inString && c == 0xE2 && i+2 < len(src) && src[i+1] == 0x80 && src[i+2]&^1 == 0xA8:
			b = append(b, '\\', 'u', '2', '0', '2', hexDigits[src[i+2]&0xf])
			i += 2
			continue
		case inString:
		case c == '"':
			inString = true
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			continue
		}
		b = append(b, c)
	}
	return b
}

// appendIndent appends the compact JSON text src, indented as json.Indent
// does it: empty objects and arrays stay {} and [].
func appendIndent(dst, src []byte, prefix, indent string) []byte {
	depth, open := 0, false // open: just after a '{' or '['
	newline := func() {
		dst = append(append(dst, '\n'), prefix...)
		for range depth {
			dst = append(dst, indent...)
		}
	}
	inString, escaped := false, false
	for _, c := range src {
		if inString {
			dst = append(dst, c)
			switch {
			case escaped:
				escaped = false
			case c == '\\':
				escaped = true
			case c == '"':
				inString = false
			}
			continue
		}
		if open && c != '}' && c != ']' {
			open = false
			depth++
			newline()
		}
		switch c {
		case '{', '[':
			dst = append(dst, c)
			open = true
		case ',':
			dst = append(dst, c)
			newline()
		case ':':
			dst = append(dst, c, ' ')
		case '}', ']':
			if open {
				open = false
			} else {
				depth--
				newline()
			}
			dst = append(dst, c)
		default:
			dst = append(dst, c)
			inString = c == '"'
		}
	}
	return dst
}
