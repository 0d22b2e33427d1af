package share

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// MaxShown is the most characters a message quotes of a value, the
// ellipsis included.
const MaxShown = 40

// Shown is v as a message may quote it (Escape's text, at most MaxShown
// characters), and v's length in characters when it had to be cut (0 when
// it is whole), so the message can say how long it was.
func Shown(v string) (text string, length int) {
	var b strings.Builder
	written, keep := 0, 0 // characters written; bytes of b that leave room for "…"
	for i, r := range v {
		piece := escapeRune(v, i, r)
		n := utf8.RuneCountInString(piece)
		if written+n > MaxShown {
			return b.String()[:keep] + "…", utf8.RuneCountInString(v)
		}
		b.WriteString(piece)
		if written += n; written <= MaxShown-1 {
			keep = b.Len()
		}
	}
	return b.String(), 0
}

// Escape is s with every character that could hide or reorder the text
// around it written as a Go escape, as the CLI writes them (cmd/coordsim's
// oneLine): control and format characters (U+202E and the other bidi
// controls, zero-width ones, a BOM), line and paragraph separators, and
// each byte of invalid UTF-8 as \xNN. Escaped text escapes to itself.
func Escape(s string) string {
	if !needsEscape(s) {
		return s
	}
	var b strings.Builder
	for i, r := range s {
		b.WriteString(escapeRune(s, i, r))
	}
	return b.String()
}

func needsEscape(s string) bool {
	for i, r := range s {
		if hidden(s, i, r) {
			return true
		}
	}
	return false
}

// hidden reports whether r, at s[i:], is not shown as itself.
func hidden(s string, i int, r rune) bool {
	if r == utf8.RuneError {
		return !strings.HasPrefix(s[i:], "\uFFFD") // an invalid byte, not U+FFFD itself
	}
	return unicode.IsControl(r) || unicode.In(r, unicode.Cf, unicode.Zl, unicode.Zp)
}

// escapeRune is r, at s[i:], as Escape writes it.
func escapeRune(s string, i int, r rune) string {
	switch {
	case !hidden(s, i, r):
		return string(r)
	case r == utf8.RuneError:
		return `\x` + strconv.FormatUint(uint64(s[i])>>4, 16) + strconv.FormatUint(uint64(s[i])&15, 16)
	}
	q := strconv.QuoteRuneToASCII(r)
	return q[1 : len(q)-1]
}
