package site

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/evanw/esbuild/pkg/api"
)

// minifyScripts rewrites each script in dir without its comments and
// spare whitespace, and with its syntax shortened where the meaning is the
// same (esbuild's transform, file by file: the import graph, the names and
// the files stay as they are, so an error still names the function it was
// in). The page's scripts explain themselves at length for the people who
// work on them; a visitor need not download that: the first load's scripts
// went from 95 to 53 KB with brotli (2026-12-05), what let view=flp's
// button and knowledge check 5's plays of the FLP world fit the 1.8 MB
// budget. make tsc checks the sources; the browser suite runs this output.
func minifyScripts(dir string) error {
	files, err := filepath.Glob(filepath.Join(dir, "*.js"))
	if err != nil {
		return err
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			return err
		}
		r := api.Transform(string(src), api.TransformOptions{
			MinifyWhitespace: true, MinifySyntax: true, LegalComments: api.LegalCommentsNone, Sourcefile: filepath.Base(f)})
		if len(r.Errors) > 0 {
			e := r.Errors[0]
			line := 0
			if e.Location != nil {
				line = e.Location.Line
			}
			return fmt.Errorf("minifying %s:%d: %s", filepath.Base(f), line, e.Text)
		}
		if err := os.WriteFile(f, r.Code, 0o644); err != nil {
			return err
		}
	}
	return nil
}
