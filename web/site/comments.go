package site

import (
	"bytes"
	"path/filepath"
)

// The served scripts leave out their comment lines: a plain static host
// sends them uncompressed, and their comments (a quarter of their bytes,
// 26 KB of 122 KB when this was written) are for the next programmer, who
// reads them in assets/. Only whole lines that start with // go; a script
// with a template literal that spans lines (an odd count of backticks on a
// line) is served as it is, since such a line may be text, not a comment.

// stripCommentLines rewrites every .js file in dir without its // lines.
func stripCommentLines(dir string) error {
	files, err := filepath.Glob(filepath.Join(dir, "*.js"))
	if err != nil {
		return err
	}
	for _, f := range files {
		if err := rewriteFile(f, func(b []byte) ([]byte, error) { return withoutCommentLines(b), nil }); err != nil {
			return err
		}
	}
	return nil
}

// withoutCommentLines is src without its whole-line // comments.
func withoutCommentLines(src []byte) []byte {
	lines := bytes.SplitAfter(src, []byte("\n"))
	for _, l := range lines {
		if bytes.Count(l, []byte("`"))%2 == 1 {
			return src // a template literal spans lines: leave it all
		}
	}
	var out bytes.Buffer
	for _, l := range lines {
		if !bytes.HasPrefix(bytes.TrimSpace(l), []byte("//")) {
			out.Write(l)
		}
	}
	return out.Bytes()
}
