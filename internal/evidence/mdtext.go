package evidence

import "strings"

// markdownText is a line of the learner's own text as Markdown that shows
// it as written: every character CommonMark could read as markup (an HTML
// tag, a link, emphasis, code, an entity, a table cell, a heading, a list
// or a rule at the line's start, and what GFM links by itself: "://",
// "www." and "@") is backslash-escaped, so a renderer shows
// "<script>" and "](javascript:…)" as text and nothing the learner typed
// becomes a heading, a link or HTML of the file. The one way learner text
// enters a Markdown export (lab.md, explanation.md).
func markdownText(line string) string {
	var b strings.Builder
	if d := leadingDigits(strings.TrimLeft(line, " \t")); orderedListMarker(strings.TrimLeft(line, " \t")) {
		// "1." or "1)" would start a list: the digits, then the marker escaped.
		lead := len(line) - len(strings.TrimLeft(line, " \t")) + len(d)
		b.WriteString(line[:lead])
		b.WriteByte('\\')
		b.WriteByte(line[lead])
		line = line[lead+1:]
		return b.String() + markdownInline(line, false)
	}
	return markdownInline(line, true)
}

// markdownInline is markdownText's escaping from a point in the line:
// start says it is the line's start, where a block marker counts.
func markdownInline(line string, start bool) string {
	var b strings.Builder
	for i, r := range line {
		switch {
		case strings.ContainsRune("\\`*_[]<>&!|~@", r), autolinked(line, i):
			b.WriteByte('\\')
		case start && strings.ContainsRune("#+-=>", r):
			b.WriteByte('\\')
		}
		b.WriteRune(r)
		start = start && (r == ' ' || r == '\t')
	}
	return b.String()
}

// orderedListMarker says whether s starts as "1." or "1)" would start an
// ordered list.
func orderedListMarker(s string) bool {
	d := leadingDigits(s)
	return len(d) > 0 && len(d) < len(s) && (s[len(d)] == '.' || s[len(d)] == ')')
}

func leadingDigits(s string) string {
	n := 0
	for n < len(s) && s[n] >= '0' && s[n] <= '9' {
		n++
	}
	return s[:n]
}

// autolinked says whether line[i] is where GFM would see a bare link: the
// ":" of "://" or the "." of "www.".
func autolinked(line string, i int) bool {
	switch line[i] {
	case ':':
		return strings.HasPrefix(line[i:], "://")
	case '.':
		return i >= 3 && strings.EqualFold(line[i-3:i], "www")
	}
	return false
}
