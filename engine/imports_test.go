package engine

import (
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestEngineImportsNothingFromInternal: the engine and its packages (their
// code; tests aside) stand on the standard library alone; what front ends share lives in internal/
// and imports the engine, never the other way round.
func TestEngineImportsNothingFromInternal(t *testing.T) {
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err // tests may print what front ends print (script_test.go)
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		for _, imp := range f.Imports {
			if p, _ := strconv.Unquote(imp.Path.Value); strings.HasPrefix(p, "coordsim/") && !strings.HasPrefix(p, "coordsim/engine") {
				t.Errorf("%s imports %s", filepath.Join("engine", path), p)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
