package ebitenpatch

import (
	"go/ast"
	"go/parser"
	"go/token"
	"maps"
	"path/filepath"
	"strconv"
	"testing"

	"coordsim/web/internal/module"
)

// The patched keys_js.go (web/ebitenpatch/patches.go) maps every key to the same
// KeyboardEvent code as upstream's, as a Go string instead of a js.Value.
func TestEbitenKeyCodesAreUpstreams(t *testing.T) {
	root, err := module.Root()
	if err != nil {
		t.Fatal(err)
	}
	dir, _, err := upstreamEbiten(root)
	if err != nil {
		t.Fatal(err)
	}
	upstream := keyCodes(t, filepath.Join(dir, "internal", "ui", "keys_js.go"), true)
	ours := keyCodes(t, filepath.Join(root, ebitenTree, "internal", "ui", "keys_js.go"), false)
	if len(upstream) < 100 {
		t.Fatalf("upstream's keys_js.go has %d codes; the parse found too few", len(upstream))
	}
	if !maps.Equal(ours, upstream) {
		for k, v := range upstream {
			if ours[k] != v {
				t.Errorf("%s: ours %q, upstream %q", k, ours[k], v)
			}
		}
		for k := range ours {
			if _, ok := upstream[k]; !ok {
				t.Errorf("%s: ours only", k)
			}
		}
	}
}

// keyCodes reads uiKeyToJSCode's entries from a keys_js.go: Key name ->
// code, written as js.ValueOf("code") (wrapped) or "code".
func keyCodes(t *testing.T, path string, wrapped bool) map[string]string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	codes := map[string]string{}
	ast.Inspect(f, func(n ast.Node) bool {
		spec, ok := n.(*ast.ValueSpec)
		if !ok || len(spec.Names) != 1 || spec.Names[0].Name != "uiKeyToJSCode" || len(spec.Values) != 1 {
			return true
		}
		for _, e := range spec.Values[0].(*ast.CompositeLit).Elts {
			kv := e.(*ast.KeyValueExpr)
			v := kv.Value
			if call, ok := v.(*ast.CallExpr); ok && wrapped && len(call.Args) == 1 {
				v = call.Args[0]
			}
			lit, ok := v.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				t.Errorf("%s: %s's code is not a string literal", path, kv.Key.(*ast.Ident).Name)
				continue
			}
			s, _ := strconv.Unquote(lit.Value)
			codes[kv.Key.(*ast.Ident).Name] = s
		}
		return false
	})
	return codes
}
