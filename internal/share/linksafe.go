package share

// LinkSafe is the base address of share links with every byte that could
// end or break a Markdown link, a shell word's meaning aside (the commands
// quote it: render.ShellQuote), or a terminal's line percent-encoded:
// controls, space, non-ASCII bytes, quotes, angle brackets, parentheses,
// backslash, backtick, braces, the pipe and the caret. A '%' that does not
// start an escape is encoded too. The page (its own location) and the CLI
// (its checked --base-url) both pass through it, so their links agree.
// It leaves every other byte, and an address already in this form, as is.
func LinkSafe(s string) string {
	const hex = "0123456789ABCDEF"
	var b []byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		if linkSafeByte(c) || (c == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2])) {
			if b != nil {
				b = append(b, c)
			}
			continue
		}
		if b == nil {
			b = append(make([]byte, 0, len(s)+8), s[:i]...)
		}
		b = append(b, '%', hex[c>>4], hex[c&15])
	}
	if b == nil {
		return s
	}
	return string(b)
}

func linkSafeByte(c byte) bool {
	if c <= ' ' || c >= 0x7f {
		return false
	}
	switch c {
	case '"', '\'', '<', '>', '(', ')', '\\', '`', '{', '}', '|', '^', '%':
		return false
	}
	return true
}
