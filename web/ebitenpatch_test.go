package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// A patch is applied only over the upstream file it was written against:
// after an Ebiten upgrade that changed the file (or added one we add), the
// build stops and says which file to look at.
func TestEbitenPatchRefusesAChangedUpstream(t *testing.T) {
	root, err := moduleRoot()
	if err != nil {
		t.Fatal(err)
	}
	mod := t.TempDir()
	for _, p := range ebitenPatches {
		f := filepath.Join(mod, filepath.FromSlash(p.path))
		if err := os.MkdirAll(filepath.Dir(f), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(f, []byte("package changed\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, p := range ebitenPatches {
		_, err := p.apply(root, mod, "v2.99.0")
		if err == nil || !strings.Contains(err.Error(), p.path) || !strings.Contains(err.Error(), "v2.99.0") {
			t.Errorf("patching %s over a changed upstream: %v; want an error naming the file and the version", p.path, err)
		}
	}
	changed := []byte("package glsl\n")
	sum := sha256.Sum256(changed)
	if err := os.WriteFile(filepath.Join(mod, "f.go"), changed, 0o644); err != nil {
		t.Fatal(err)
	}
	edit := ebitenPatch{path: "f.go", sha256: hex.EncodeToString(sum[:]), edits: [][2]string{{"regexp", ""}}}
	if _, err := edit.apply(root, mod, "v2.99.0"); err == nil || !strings.Contains(err.Error(), "0 times") {
		t.Errorf("an edit whose text is not upstream: %v; want an error", err)
	}
}

// Every file under ebitenTree is in ebitenPatches: none is left out of the
// build by mistake.
func TestEveryEbitenTreeFileIsPatched(t *testing.T) {
	root, err := moduleRoot()
	if err != nil {
		t.Fatal(err)
	}
	listed := map[string]bool{}
	for _, p := range ebitenPatches {
		listed[p.ours] = true
	}
	n := 0
	err = filepath.WalkDir(filepath.Join(root, ebitenTree), func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		if n++; !listed[filepath.ToSlash(rel)] {
			t.Errorf("%s is in no ebitenPatches entry (web/ebitenpatch.go)", rel)
		}
		return nil
	})
	if err != nil || n == 0 {
		t.Fatalf("walking %s: %v, %d files", ebitenTree, err, n)
	}
}

var writePrograms = flag.Bool("ebitenpatch.write", false, "rewrite "+ebitenTree+"internal/graphics/precompiled_programs.go from upstream's shader compiler")

// The patched packages' tests, ours and upstream's, pass in the patched copy
// of Ebiten: the precompiled programs equal what upstream's Kage compiler
// gives for every built-in shader (and the GLSL written from them), and the
// GLSL writer's output, without regexp, matches upstream's test data. With
// -ebitenpatch.write, it regenerates the precompiled programs instead.
func TestEbitenPatchesPassTheirTests(t *testing.T) {
	root, err := moduleRoot()
	if err != nil {
		t.Fatal(err)
	}
	dir, err := patchedEbiten(root)
	if err != nil {
		t.Fatal(err)
	}
	args := []string{"test", "-count=1", "./internal/graphics", "./internal/shader", "./internal/shaderir/..."}
	if *writePrograms {
		out := filepath.Join(root, filepath.FromSlash(ebitenTree), "internal", "graphics", "precompiled_programs.go")
		args = []string{"test", "-count=1", "./internal/graphics", "-run", "^TestPrecompiledProgramsAreUpstreams$", "-args", "-coordsim.write=" + out}
	}
	cmd := exec.Command(goTool(), args...)
	cmd.Dir = filepath.Join(root, filepath.FromSlash(dir))
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go %s in %s: %v\n%s", strings.Join(args, " "), dir, err, out)
	}
}

// The site's WASM holds none of what ebitenPatches keep out: method lookup
// by name (reflect's Value.Method, Value.MethodByName, Type.Method...), with
// which the Go linker keeps every exported method of every type in the
// program, 3 MB (23%) of this WASM through text/template in Ebiten's
// built-in shaders; Ebiten's Kage compiler and go/parser, which its
// precompiled shaders replace (about 1 MB); regexp (340 KB); the GLSL writer,
// whose output for those shaders is precompiled too. The names are in the
// WASM's function table even when stripped.
func TestWASMLeavesOutWhatEbitenPatchesRemove(t *testing.T) {
	wasm := siteWASM(t)
	if !bytes.Contains(wasm, []byte("reflect.Value.Interface")) {
		t.Fatal("the WASM names no reflect function at all: this test no longer sees what it looks for")
	}
	for name, why := range map[string]string{
		"reflect.Value.Method":              "something reachable looks methods up by name, so the linker keeps every exported method",
		"reflect.(*rtype).Method":           "something reachable looks methods up by name, so the linker keeps every exported method",
		"text/template.":                    "text/template looks methods up by name, so the linker keeps every exported method",
		"ebiten/v2/internal/shader.":        "Ebiten compiles Kage in the page again: see the precompiled programs in ebitenPatches",
		"go/parser.":                        "Ebiten compiles Kage in the page again: see the precompiled programs in ebitenPatches",
		"regexp.":                           "something reachable uses regexp again",
		"ebiten/v2/internal/shaderir/glsl.": "Ebiten writes GLSL in the page again: see the precompiled GLSL in ebitenPatches",
	} {
		if bytes.Contains(wasm, []byte(name)) {
			t.Errorf("the WASM has %s: %s", name, why)
		}
	}
}

// The site's WASM names no directory of the machine that built it: go
// records each replaced module's path in the build info, so the patched
// Ebiten is named relative to the checkout (see patchedEbiten). Otherwise
// the WASM would carry the builder's home directory and differ from one
// machine to the next.
func TestWASMNamesNoBuildMachinePath(t *testing.T) {
	wasm := siteWASM(t)
	root, err := moduleRoot()
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

// siteWASM is the built site's WASM (the test skips, saying why, when the
// browser tests do).
func siteWASM(t *testing.T) []byte {
	t.Helper()
	if siteDir == "" {
		t.Skip(skipReason)
	}
	wasm, err := os.ReadFile(filepath.Join(siteDir, WASMName))
	if err != nil {
		t.Fatal(err)
	}
	return wasm
}
