package builtinshader

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"text/template"
)

// upstreamTemplate is the template Ebiten's own builtinshader executes,
// read from the module the build uses.
func upstreamTemplate(t *testing.T) *template.Template {
	t.Helper()
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "github.com/hajimehoshi/ebiten/v2").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	src, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(out)), "internal", "builtinshader", "shader.go"))
	if err != nil {
		t.Fatal(err)
	}
	const open = "template.New(\"tmpl\").Parse(`"
	i := strings.Index(string(src), open)
	if i < 0 {
		t.Fatal("upstream builtinshader no longer parses a template: see web/ebitenpatch/patches.go")
	}
	body := string(src[i+len(open):])
	body = body[:strings.Index(body, "`")]
	return template.Must(template.New("tmpl").Parse(body))
}

// The patched ShaderSource writes, byte for byte, what upstream's template
// writes for every filter, address and color matrix.
func TestShaderSourceIsUpstreams(t *testing.T) {
	tmpl := upstreamTemplate(t)
	for filter := Filter(0); filter < FilterCount; filter++ {
		for address := Address(0); address < AddressCount; address++ {
			for _, useColorM := range []bool{false, true} {
				var want strings.Builder
				err := tmpl.Execute(&want, map[string]any{
					"Filter": filter, "FilterNearest": FilterNearest, "FilterLinear": FilterLinear,
					"Address": address, "AddressUnsafe": AddressUnsafe, "AddressClampToZero": AddressClampToZero,
					"AddressRepeat": AddressRepeat, "UseColorM": useColorM,
				})
				if err != nil {
					t.Fatal(err)
				}
				if got := string(ShaderSource(filter, address, useColorM)); got != want.String() {
					t.Errorf("filter %d, address %d, color matrix %v:\n got %q\nwant %q", filter, address, useColorM, got, want.String())
				}
			}
		}
	}
}
