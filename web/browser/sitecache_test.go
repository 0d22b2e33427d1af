package browser

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"strings"
	"testing"

	"coordsim/web/internal/module"
	"coordsim/web/site"
)

// siteSources are what the site is built from, relative to the module root:
// directories walked whole, and single files.
var siteSources = []string{"wasm", "engine", "assets", "internal", "third_party", "go.mod", "go.sum", "index.html", "canvas.html"}

// buildCode are the directories of the packages that build the site
// (web/site and the web packages it imports), of which only the Go files
// that are not tests count.
var buildCode = []string{"web/site", "web/ebitenpatch", "web/server", "web/internal/module"}

// sourceKey hashes every file the site is built from (its build code
// included), the Go version and the brotli quality. Reading them also shows
// go test's result cache what the tests depend on.
func sourceKey(root string, quality int) (string, error) {
	var files []string
	walk := func(src string, keep func(string) bool) error {
		return filepath.WalkDir(filepath.Join(root, filepath.FromSlash(src)), func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !keep(p) {
				return err
			}
			files = append(files, p)
			return nil
		})
	}
	for _, src := range siteSources {
		if err := walk(src, func(string) bool { return true }); err != nil {
			return "", err
		}
	}
	for _, src := range buildCode {
		if err := walk(src, isBuildCode); err != nil {
			return "", err
		}
	}
	sort.Strings(files)
	h := sha256.New()
	fmt.Fprintf(h, "%s brotli %d\n", runtime.Version(), quality)
	for _, p := range files {
		f, err := os.Open(p)
		if err != nil {
			return "", err
		}
		rel, _ := filepath.Rel(root, p)
		fmt.Fprintf(h, "%s\n", rel)
		_, err = io.Copy(h, f)
		f.Close()
		if err != nil {
			return "", err
		}
	}
	return hex.EncodeToString(h.Sum(nil))[:24], nil
}

// isBuildCode says whether p, a file in buildCode, is built into the
// site's build (not a test).
func isBuildCode(p string) bool {
	return strings.HasSuffix(p, ".go") && !strings.HasSuffix(p, "_test.go")
}

// builtSite is the site built from root at quality: the one kept in the
// user's cache when its sources are the same (sourceKey), else built now
// and kept there in place of older ones. Without a cache directory it is
// built into a temporary directory, which cleanup removes.
func builtSite(root string, quality int) (dir string, cleanup func(), err error) {
	key, err := sourceKey(root, quality)
	if err != nil {
		return "", nil, err
	}
	base, err := os.UserCacheDir()
	if err != nil {
		tmp, err := os.MkdirTemp("", "coordsim-site-")
		if err != nil {
			return "", nil, err
		}
		return tmp, func() { os.RemoveAll(tmp) }, site.Build(root, tmp, quality)
	}
	// Each checkout keeps its own sites: a build removes the older ones,
	// and another checkout's tests may be reading theirs.
	checkout := sha256.Sum256([]byte(root))
	sites := filepath.Join(base, "coordsim", "sites", hex.EncodeToString(checkout[:6]))
	dir = filepath.Join(sites, key)
	if _, err := os.Stat(filepath.Join(dir, site.WASMName)); err == nil {
		return dir, func() {}, nil
	}
	if err := os.MkdirAll(sites, 0o755); err != nil {
		return "", nil, err
	}
	tmp, err := os.MkdirTemp(sites, "building-")
	if err != nil {
		return "", nil, err
	}
	if err := site.Build(root, tmp, quality); err != nil {
		os.RemoveAll(tmp)
		return "", nil, err
	}
	old, _ := os.ReadDir(sites)
	if err := os.Rename(tmp, dir); err != nil { // another run built it first
		os.RemoveAll(tmp)
	}
	for _, e := range old {
		if e.Name() != key && !strings.HasPrefix(e.Name(), "building-") {
			os.RemoveAll(filepath.Join(sites, e.Name()))
		}
	}
	return dir, func() {}, nil
}

// TestSourceKeyFollowsEverySource: the cached site's key changes with any
// file it is built from (a page, the engine, each package of its build
// code) and with the brotli quality, and with nothing else (a test of the
// build code).
func TestSourceKeyFollowsEverySource(t *testing.T) {
	root := t.TempDir()
	write := func(rel, text string) {
		p := filepath.Join(root, filepath.FromSlash(rel))
		os.MkdirAll(filepath.Dir(p), 0o755)
		os.WriteFile(p, []byte(text), 0o644)
	}
	var edits []string
	for _, src := range siteSources {
		if filepath.Ext(src) == "" {
			src += "/a.go"
		}
		write(src, src)
		edits = append(edits, src)
	}
	for _, dir := range buildCode {
		write(dir+"/build.go", "package build")
		write(dir+"/build_test.go", "package build")
		edits = append(edits, dir+"/build.go")
	}
	key := func() string {
		t.Helper()
		k, err := sourceKey(root, site.BrotliFast)
		if err != nil {
			t.Fatal(err)
		}
		return k
	}
	first := key()
	if key() != first {
		t.Fatal("the key of unchanged sources changed")
	}
	write("web/site/build_test.go", "package build // edited")
	write("web/browser/browser_test.go", "package browser")
	if key() != first {
		t.Error("a test file changed the site's key")
	}
	if k, _ := sourceKey(root, site.BrotliBest); k == first {
		t.Error("the brotli quality does not change the key")
	}
	for _, p := range edits {
		before := key()
		write(p, "edited "+p)
		if key() == before {
			t.Errorf("editing %s did not change the key", p)
		}
	}
}

// TestSourceKeyCoversTheSiteBuild: every package of the module that the
// site's build links (web/site and what it imports) is in siteSources or
// buildCode, so editing it builds the site again.
func TestSourceKeyCoversTheSiteBuild(t *testing.T) {
	root, err := module.Root()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(module.GoTool(), "list", "-deps", "-f", "{{if not .Standard}}{{.Dir}}{{end}}", "coordsim/web/site")
	cmd.Dir = root
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list -deps coordsim/web/site: %v", err)
	}
	covered := func(rel string) bool {
		for _, src := range append(slices.Clone(siteSources), buildCode...) {
			if rel == src || strings.HasPrefix(rel, src+"/") {
				return true
			}
		}
		return false
	}
	n := 0
	for _, dir := range strings.Fields(string(out)) {
		rel, err := filepath.Rel(root, dir)
		if err != nil || strings.HasPrefix(rel, "..") {
			continue // another module's: go.sum pins it
		}
		n++
		if !covered(filepath.ToSlash(rel)) {
			t.Errorf("the site's build uses %s, which the cached site's key does not hash (siteSources, buildCode)", rel)
		}
	}
	if n < 3 {
		t.Fatalf("go list found %d of the module's packages under web/site: %s", n, out)
	}
}
