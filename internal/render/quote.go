package render

import "strings"

// ShellQuote is s as one word of a POSIX shell command: unchanged when it
// holds only characters no shell treats specially, else in single quotes
// (a single quote inside is closed, escaped and reopened).
func ShellQuote(s string) string {
	if s != "" && strings.Trim(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.,/:=@%+") == "" {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
