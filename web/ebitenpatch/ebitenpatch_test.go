package ebitenpatch

import (
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"coordsim/web/internal/module"
)

// A patch is applied only over the upstream file it was written against:
// after an Ebiten upgrade that changed the file (or added one we add), the
// build stops and says which file to look at.
func TestEbitenPatchRefusesAChangedUpstream(t *testing.T) {
	root, err := module.Root()
	if err != nil {
		t.Fatal(err)
	}
	mod := t.TempDir()
	for _, p := range patches {
		f := filepath.Join(mod, filepath.FromSlash(p.path))
		if err := os.MkdirAll(filepath.Dir(f), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(f, []byte("package changed\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, p := range patches {
		_, err := p.apply(root, mod, "v2.99.0")
		if err == nil || !strings.Contains(err.Error(), p.path) || !strings.Contains(err.Error(), "v2.99.0") {
			t.Errorf("patching %s over a changed upstream: %v; want an error naming the file and the version", p.path, err)
		}
	}
	changed := []byte("package changed\n")
	sum := sha256.Sum256(changed)
	if err := os.WriteFile(filepath.Join(mod, "f.go"), changed, 0o644); err != nil {
		t.Fatal(err)
	}
	edit := patch{path: "f.go", sha256: hex.EncodeToString(sum[:]), edits: [][2]string{{"import", ""}}}
	if _, err := edit.apply(root, mod, "v2.99.0"); err == nil || !strings.Contains(err.Error(), "0 times") {
		t.Errorf("an edit whose text is not upstream: %v; want an error", err)
	}
}

// Every file under ebitenTree is in patches: none is left out of the
// build by mistake.
func TestEveryEbitenTreeFileIsPatched(t *testing.T) {
	root, err := module.Root()
	if err != nil {
		t.Fatal(err)
	}
	listed := map[string]bool{}
	for _, p := range patches {
		listed[p.ours] = true
	}
	n := 0
	err = filepath.WalkDir(filepath.Join(root, ebitenTree), func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		if n++; !listed[filepath.ToSlash(rel)] {
			t.Errorf("%s is in no patches entry (web/ebitenpatch/patches.go)", rel)
		}
		return nil
	})
	if err != nil || n == 0 {
		t.Fatalf("walking %s: %v, %d files", ebitenTree, err, n)
	}
}

var writePrograms = flag.Bool("ebitenpatch.write", false, "rewrite "+ebitenTree+"internal/graphics/precompiled_programs.go from upstream's shader compiler")

// Our tests pass in the patched copy of Ebiten: the precompiled programs
// equal what upstream's Kage compiler gives for every built-in shader (and
// the GLSL written from them). With -ebitenpatch.write, it regenerates the
// precompiled programs instead.
func TestEbitenPatchesPassTheirTests(t *testing.T) {
	root, err := module.Root()
	if err != nil {
		t.Fatal(err)
	}
	dir, err := patchedEbiten(root)
	if err != nil {
		t.Fatal(err)
	}
	args := []string{"test", "-count=1", "./internal/graphics"}
	if *writePrograms {
		out := filepath.Join(root, filepath.FromSlash(ebitenTree), "internal", "graphics", "precompiled_programs.go")
		args = []string{"test", "-count=1", "./internal/graphics", "-run", "^TestPrecompiledProgramsAreUpstreams$", "-args", "-coordsim.write=" + out}
	}
	cmd := exec.Command(module.GoTool(), args...)
	cmd.Dir = filepath.Join(root, filepath.FromSlash(dir))
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go %s in %s: %v\n%s", strings.Join(args, " "), dir, err, out)
	}
}
