// Package ebitenpatch builds the site's WASM against a patched copy of
// Ebiten (github.com/hajimehoshi/ebiten/v2): upstream's module with the
// files of patches (patches.go) replaced, added or edited, for the WASM's
// size and the canvas's cost per frame (third_party/ebitenpatch/README.md).
package ebitenpatch

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"coordsim/web/internal/module"
)

// ebitenModule is the module the canvas draws with.
const ebitenModule = "github.com/hajimehoshi/ebiten/v2"

// ModFile writes a go.mod for building root's WASM against Ebiten
// with patches applied: root's own go.mod plus a replace directive
// for a patched copy of the module (kept in root/.build, by version and
// patch). The go.mod and its go.sum go in a new directory that cleanup
// removes; pass the file to go build's -modfile.
func ModFile(root string) (modfile string, cleanup func(), err error) {
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
		err = module.CopyFile(filepath.Join(root, "go.sum"), filepath.Join(tmp, "go.sum"))
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
	upstream, version, err := upstreamEbiten(root)
	if err != nil {
		return "", err
	}
	files, key, err := readPatches(root, upstream, version)
	if err != nil {
		return "", err
	}
	// Inside the checkout (.build/ is git-ignored, and go's ./... skips it)
	// and named relative to it: go records the replacement's path in the
	// WASM's build info, which must not carry the builder's home directory
	// nor differ from one machine to the next.
	base := filepath.Join(root, ".build")
	rel := "./.build/" + fmt.Sprintf("ebiten-%s-%x", version, key[:6])
	dir := filepath.Join(root, filepath.FromSlash(rel))
	if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
		removeOtherCopies(base, dir)
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
	if err := module.CopyTree(upstream, tmp, "examples"); err != nil { // nothing imports the examples
		return "", err
	}
	for i, p := range patches {
		if err := os.WriteFile(filepath.Join(tmp, filepath.FromSlash(p.path)), files[i], 0o644); err != nil {
			return "", err
		}
	}
	if err := os.Rename(tmp, dir); err != nil {
		if _, statErr := os.Stat(filepath.Join(dir, "go.mod")); statErr == nil {
			return rel, nil // another build made it meanwhile
		}
		return "", err
	}
	removeOtherCopies(base, dir)
	return rel, nil
}

// upstreamEbiten returns the directory of the Ebiten module root requires,
// as the module cache has it (upstream's files), and its version.
func upstreamEbiten(root string) (dir, version string, err error) {
	cmd := exec.Command(module.GoTool(), "mod", "download", "-json", ebitenModule)
	cmd.Dir = root
	out, err := cmd.Output()
	if err != nil {
		return "", "", fmt.Errorf("go mod download %s: %w", ebitenModule, err)
	}
	var m struct{ Dir, Version string }
	if err := json.Unmarshal(out, &m); err != nil || m.Dir == "" {
		return "", "", fmt.Errorf("go mod download %s: no directory in %q", ebitenModule, out)
	}
	return m.Dir, m.Version, nil
}

// removeOtherCopies removes the copies in base made with other patches or
// another Ebiten: nothing uses them again.
func removeOtherCopies(base, dir string) {
	copies, _ := filepath.Glob(filepath.Join(base, "ebiten-*"))
	for _, d := range copies {
		if d != dir && !strings.HasPrefix(filepath.Base(d), "ebiten-tmp-") {
			os.RemoveAll(d)
		}
	}
}

// readPatches checks each patch against the module in modDir (Ebiten at
// version) and returns the text of each patched file, with a key that
// changes whenever one of them does.
func readPatches(root, modDir, version string) (files [][]byte, key []byte, err error) {
	h := sha256.New()
	files = make([][]byte, len(patches))
	for i, p := range patches {
		if files[i], err = p.apply(root, modDir, version); err != nil {
			return nil, nil, err
		}
		fmt.Fprintf(h, "%s\x00%d\x00", p.path, len(files[i]))
		h.Write(files[i])
	}
	return files, h.Sum(nil), nil
}

// apply returns the patched file's text.
func (p patch) apply(root, modDir, version string) ([]byte, error) {
	up, err := os.ReadFile(filepath.Join(modDir, filepath.FromSlash(p.path)))
	switch {
	case p.sha256 == "" && err == nil:
		return nil, fmt.Errorf("%s is in Ebiten %s now, and patches (web/ebitenpatch/patches.go) adds it as %s: compare them", p.path, version, p.ours)
	case p.sha256 == "":
		return os.ReadFile(filepath.Join(root, filepath.FromSlash(p.ours)))
	case err != nil:
		return nil, err
	}
	if sum := sha256.Sum256(up); hex.EncodeToString(sum[:]) != p.sha256 {
		return nil, fmt.Errorf("%s in Ebiten %s is not the file its patch was written against: compare them, then update patches (web/ebitenpatch/patches.go)", p.path, version)
	}
	if p.ours != "" {
		return os.ReadFile(filepath.Join(root, filepath.FromSlash(p.ours)))
	}
	for _, e := range p.edits {
		if n := bytes.Count(up, []byte(e[0])); n != 1 {
			return nil, fmt.Errorf("%s: the text an edit replaces is there %d times, not once: %q", p.path, n, e[0])
		}
		up = bytes.Replace(up, []byte(e[0]), []byte(e[1]), 1)
	}
	return up, nil
}
