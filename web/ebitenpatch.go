package main

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
)

// ebitenModule is the module the canvas draws with.
const ebitenModule = "github.com/hajimehoshi/ebiten/v2"

// ebitenPatches are the files of Ebiten that the site's WASM is built with
// in place of upstream's. Each names upstream's file, the SHA-256 of the
// upstream text it was written against (so an Ebiten upgrade stops the
// build rather than ship a stale copy), and ours.
//
// internal/builtinshader: upstream writes its shader sources with
// text/template, whose method lookup by name makes the Go linker keep every
// exported method of every type: 3 MB (23%) of the WASM. Ours writes the
// same bytes without it (its test compares them with upstream's template).
var ebitenPatches = []struct{ upstream, sha256, ours string }{
	{
		"internal/builtinshader/shader.go",
		"932a4a04d35a2bafa2272c9089f963ba5f189d855931af8fc049ead7360f6ebe",
		"third_party/ebitenpatch/builtinshader/shader.go",
	},
}

// patchedModFile writes a go.mod for building root's WASM against Ebiten
// with ebitenPatches applied: root's own go.mod plus a replace directive
// for a patched copy of the module (kept in root/.build, by version and
// patch). The go.mod and its go.sum go in a new directory that cleanup
// removes; pass the file to go build's -modfile.
func patchedModFile(root string) (modfile string, cleanup func(), err error) {
	dir, err := patchedEbiten(root)
	if err != nil {
		return "", nil, err
	}
	tmp, err := os.MkdirTemp("", "coordsim-modfile-")
	if err != nil {
		return "", nil, err
	}
	cleanup = func() { os.RemoveAll(tmp) }
	mod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err == nil {
		mod = fmt.Appendf(mod, "\nreplace %s => %s\n", ebitenModule, dir)
		err = os.WriteFile(filepath.Join(tmp, "go.mod"), mod, 0o644)
	}
	if err == nil {
		err = copyFile(filepath.Join(root, "go.sum"), filepath.Join(tmp, "go.sum"))
	}
	if err != nil {
		cleanup()
		return "", nil, err
	}
	return filepath.Join(tmp, "go.mod"), cleanup, nil
}

// patchedEbiten returns the directory, relative to root, of a patched copy
// of the Ebiten module root requires, making it if it is not there yet.
func patchedEbiten(root string) (string, error) {
	cmd := exec.Command(goTool(), "mod", "download", "-json", ebitenModule)
	cmd.Dir = root
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("go mod download %s: %w", ebitenModule, err)
	}
	var m struct{ Dir, Version string }
	if err := json.Unmarshal(out, &m); err != nil || m.Dir == "" {
		return "", fmt.Errorf("go mod download %s: no directory in %q", ebitenModule, out)
	}
	ours, key, err := readPatches(root, m.Dir, m.Version)
	if err != nil {
		return "", err
	}
	// Inside the checkout (.build/ is git-ignored, and go's ./... skips it)
	// and named relative to it: go records the replacement's path in the
	// WASM's build info, which must not carry the builder's home directory
	// nor differ from one machine to the next.
	base := filepath.Join(root, ".build")
	rel := "./.build/" + fmt.Sprintf("ebiten-%s-%x", m.Version, key[:6])
	dir := filepath.Join(root, filepath.FromSlash(rel))
	if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
		return rel, nil
	}
	// Made beside its place and renamed into it, so a copy that stopped
	// halfway is never used.
	if err := os.MkdirAll(base, 0o755); err != nil {
		return "", err
	}
	tmp, err := os.MkdirTemp(base, "ebiten-tmp-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(tmp)
	if err := copyTree(m.Dir, tmp, "examples"); err != nil { // nothing imports the examples
		return "", err
	}
	for i, p := range ebitenPatches {
		if err := os.WriteFile(filepath.Join(tmp, filepath.FromSlash(p.upstream)), ours[i], 0o644); err != nil {
			return "", err
		}
	}
	if err := os.Rename(tmp, dir); err != nil {
		if _, statErr := os.Stat(filepath.Join(dir, "go.mod")); statErr == nil {
			return rel, nil // another build made it meanwhile
		}
		return "", err
	}
	return rel, nil
}

// readPatches checks that each upstream file in modDir (Ebiten at version)
// is the one its patch was written against, and returns our files with a
// key that changes whenever one of them does.
func readPatches(root, modDir, version string) (ours [][]byte, key []byte, err error) {
	h := sha256.New()
	ours = make([][]byte, len(ebitenPatches))
	for i, p := range ebitenPatches {
		up, err := os.ReadFile(filepath.Join(modDir, filepath.FromSlash(p.upstream)))
		if err != nil {
			return nil, nil, err
		}
		if sum := sha256.Sum256(up); hex.EncodeToString(sum[:]) != p.sha256 {
			return nil, nil, fmt.Errorf("%s in Ebiten %s is not the file %s was written against: compare them, then update ebitenPatches (web/ebitenpatch.go)", p.upstream, version, p.ours)
		}
		if ours[i], err = os.ReadFile(filepath.Join(root, filepath.FromSlash(p.ours))); err != nil {
			return nil, nil, err
		}
		fmt.Fprintf(h, "%s\x00%d\x00", p.upstream, len(ours[i]))
		h.Write(ours[i])
	}
	return ours, h.Sum(nil), nil
}
