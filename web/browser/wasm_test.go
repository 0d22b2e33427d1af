package browser

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"coordsim/web/internal/module"
	"coordsim/web/site"
)

// The site's WASM holds none of what web/ebitenpatch's patches keep out: method lookup
// by name (reflect's Value.Method, Value.MethodByName, Type.Method...), with
// which the Go linker keeps every exported method of every type in the
// program, 3 MB (23%) of this WASM through text/template in Ebiten's
// built-in shaders; Ebiten's Kage compiler and go/parser, which its
// precompiled shaders replace (about 1 MB); the GLSL writer, whose output
// for those shaders is precompiled too, and regexp, which only it used
// (340 KB; its package's init stays); and what the page
// itself left out after: go/constant's values with math/big (Ebiten's
// precompiled programs drop them), package log, and encoding/json's
// decoder. (Its encoder is in since issue 51: 44 KB with brotli, under
// the 50 KB a hand copy must save.)
// The names are in the WASM's function table even when stripped.
func TestWASMLeavesOutWhatEbitenPatchesRemove(t *testing.T) {
	wasm := siteWASM(t, site.WASMName)
	if !bytes.Contains(wasm, []byte("reflect.Value.Interface")) {
		t.Fatal("the WASM names no reflect function at all: this test no longer sees what it looks for")
	}
	for name, why := range map[string]string{
		"reflect.Value.Method":              "something reachable looks methods up by name, so the linker keeps every exported method",
		"reflect.(*rtype).Method":           "something reachable looks methods up by name, so the linker keeps every exported method",
		"text/template.":                    "text/template looks methods up by name, so the linker keeps every exported method",
		"ebiten/v2/internal/shader.":        "Ebiten compiles Kage in the page again: see the precompiled programs in web/ebitenpatch/patches.go",
		"go/parser.":                        "Ebiten compiles Kage in the page again: see the precompiled programs in web/ebitenpatch/patches.go",
		"regexp.(*Regexp)":                  "something reachable uses regexp again",
		"ebiten/v2/internal/shaderir/glsl.": "Ebiten writes GLSL in the page again: see the precompiled GLSL in web/ebitenpatch/patches.go",
		"go/constant.MakeFloat64":           "Ebiten's precompiled programs decode their go/constant values again (with math/big): only the GLSL writer reads them",
		"go/constant.Float64Val":            "something reachable reads go/constant values again (math/big with them)",
		"math/big.(*Rat)":                   "something reachable uses math/big's rationals again (go/constant's floats)",
		"log.(*Logger)":                     "something reachable logs with package log again: the page writes to the console (bridge.ConsoleError)",
		"encoding/json.(*decodeState)":      "something reachable decodes with encoding/json: the fixture reads JSON with its own reader (engine/fixture/jsonreader.go), the quiz with JSON.parse",
	} {
		if bytes.Contains(wasm, []byte(name)) {
			t.Errorf("the WASM has %s: %s", name, why)
		}
	}
}

// The site's WASM names no directory of the machine that built it: go
// records each replaced module's path in the build info, so the patched
// Ebiten is named relative to the checkout (see web/ebitenpatch). Otherwise
// the WASM would carry the builder's home directory and differ from one
// machine to the next.
func TestWASMNamesNoBuildMachinePath(t *testing.T) {
	wasm := siteWASM(t, site.WASMName)
	root, err := module.Root()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(wasm, []byte("=>\t./.build/ebiten-")) {
		t.Error("the WASM's build info does not name the patched Ebiten by its path in the checkout")
	}
	home, _ := os.UserHomeDir() // "" when there is none: then only root is looked for
	for _, dir := range []string{root, home} {
		if len(dir) > 1 && bytes.Contains(wasm, []byte(dir+"/")) {
			t.Errorf("the WASM holds the path %s", dir)
		}
	}
}

// The page's WASM leaves the evidence export to a module of its own
// (wasm/evidence), which has it: the page shows runs without the export's
// 600 KB of code, and fetches it on the first export.
func TestWASMLeavesTheEvidenceToItsModule(t *testing.T) {
	const export = "coordsim/internal/evidence."
	if !bytes.Contains(siteWASM(t, site.EvidenceWASMName), []byte(export)) {
		t.Fatalf("%s names no %s function: this test no longer sees what it looks for", site.EvidenceWASMName, export)
	}
	for _, pkg := range []string{export, "coordsim/internal/analysis.", "coordsim/internal/chart."} {
		if bytes.Contains(siteWASM(t, site.WASMName), []byte(pkg)) {
			t.Errorf("the page's WASM has %s again: the evidence export belongs in %s", pkg, site.EvidenceWASMName)
		}
	}
}

// siteWASM is the built site's WASM called name (the test skips, saying
// why, when the browser tests do).
func siteWASM(t *testing.T, name string) []byte {
	t.Helper()
	if siteDir == "" {
		t.Skip(skipReason)
	}
	wasm, err := os.ReadFile(filepath.Join(siteDir, name))
	if err != nil {
		t.Fatal(err)
	}
	return wasm
}
