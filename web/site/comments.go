package site

import (
	"bytes"
	"path/filepath"
	"regexp"
)

// The served scripts, styles and page leave out what is only for the next
// programmer, who reads them in the repository: a plain static host sends
// them uncompressed, within the first-load budget (2.5 MB). From scripts go
// whole-line // comments, JSDoc type casts (/** @type {T} */) and the
// indentation; from styles /* */ comments; from index.html one-line
// <!-- --> comments. A script with a template literal that spans lines (an
// odd count of backticks on a line) is served as it is, since such a line
// may be text, not code.

var (
	jsdocCast  = regexp.MustCompile(`/\*\* @[a-z]+ \{[^}]*\} \*/ ?`)
	cssComment = regexp.MustCompile(`(?s)/\*.*?\*/\n?`)
	htmlNote   = regexp.MustCompile(`(?m)^[ \t]*<!--[^\n]*?-->[ \t]*\n`)
)

// stripForServing rewrites the scripts and styles in dir.
func stripForServing(dir string) error {
	for pattern, strip := range map[string]func([]byte) []byte{"*.js": servedScript, "*.css": servedStyle} {
		files, err := filepath.Glob(filepath.Join(dir, pattern))
		if err != nil {
			return err
		}
		for _, f := range files {
			if err := rewriteFile(f, func(b []byte) ([]byte, error) { return strip(b), nil }); err != nil {
				return err
			}
		}
	}
	return nil
}

// servedScript is src without its comment lines, type casts and indentation.
func servedScript(src []byte) []byte {
	lines := bytes.SplitAfter(src, []byte("\n"))
	for _, l := range lines {
		if bytes.Count(l, []byte("`"))%2 == 1 {
			return src // a template literal spans lines: leave it all
		}
	}
	var out bytes.Buffer
	for _, l := range lines {
		t := bytes.TrimLeft(l, " \t")
		if bytes.HasPrefix(bytes.TrimSpace(t), []byte("//")) {
			continue
		}
		out.Write(jsdocCast.ReplaceAll(t, nil))
	}
	return out.Bytes()
}

// servedStyle is src without its comments.
func servedStyle(src []byte) []byte { return cssComment.ReplaceAll(src, nil) }

// servedPage is index.html without its one-line comments.
func servedPage(src []byte) ([]byte, error) { return htmlNote.ReplaceAll(src, nil), nil }
