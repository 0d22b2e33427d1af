package offpage

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPageLabelsAreOffTheWebAssembly: no Go code the page's WebAssembly
// or the CLI is built from names a label of labels.go, whole or by a
// prefix it is built from ("page.view." + v): only the page's HTML and
// scripts say them, from the #labels block. A label the page's Go code
// came to need would be missing from its catalogue, shown as [key].
func TestPageLabelsAreOffTheWebAssembly(t *testing.T) {
	root := moduleRoot(t)
	var code strings.Builder
	for _, dir := range []string{"wasm", "internal", "engine", "cmd"} {
		err := filepath.WalkDir(filepath.Join(root, dir), func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") || strings.Contains(p, filepath.Join("internal", "catalog")) {
				return err
			}
			b, err := os.ReadFile(p)
			code.Write(b)
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	src := code.String()
	for _, e := range labels {
		parts := strings.Split(e.key, ".")
		for i := len(parts); i >= 2; i-- {
			name := strings.Join(parts[:i], ".")
			if i < len(parts) {
				name += "."
			}
			if strings.Contains(src, `"`+name) || strings.Contains(src, "`"+name) {
				t.Errorf("%s is named by the page's Go code (%q): it belongs in the catalogue the WebAssembly carries", e.key, name)
				break
			}
		}
	}
	if len(labels) == 0 {
		t.Fatal("no labels: the test checks nothing")
	}
}

// moduleRoot is the directory of go.mod above the test.
func moduleRoot(t *testing.T) string {
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no go.mod above the test")
		}
		dir = parent
	}
}
