package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A patch is applied only over the upstream file it was written against:
// after an Ebiten upgrade that changed the file, the build stops and says
// which file to look at.
func TestEbitenPatchRefusesAChangedUpstream(t *testing.T) {
	root, err := moduleRoot()
	if err != nil {
		t.Fatal(err)
	}
	mod := t.TempDir()
	for _, p := range ebitenPatches {
		f := filepath.Join(mod, filepath.FromSlash(p.upstream))
		if err := os.MkdirAll(filepath.Dir(f), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(f, []byte("package changed\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	_, _, err = readPatches(root, mod, "v2.99.0")
	if err == nil || !strings.Contains(err.Error(), ebitenPatches[0].upstream) || !strings.Contains(err.Error(), "v2.99.0") {
		t.Fatalf("readPatches over a changed upstream: %v; want an error naming the file and the version", err)
	}
}

// The site's WASM holds no method lookup by name (reflect's Value.Method,
// Value.MethodByName, Type.Method...): when one is reachable, the Go linker
// keeps every exported method of every type in the program, which was 3 MB
// (23%) of this WASM, through text/template in Ebiten's built-in shaders
// (see ebitenPatches). The names are in the WASM's function table even
// when stripped.
func TestWASMHasNoMethodLookupByName(t *testing.T) {
	wasm := siteWASM(t)
	if !bytes.Contains(wasm, []byte("reflect.Value.Interface")) {
		t.Fatal("the WASM names no reflect function at all: this test no longer sees what it looks for")
	}
	for _, name := range []string{"reflect.Value.Method", "reflect.(*rtype).Method", "text/template."} {
		if bytes.Contains(wasm, []byte(name)) {
			t.Errorf("the WASM has %s: something reachable looks methods up by name, so the linker keeps every exported method", name)
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
