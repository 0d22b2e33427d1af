package main

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"testing"
)

// siteSources are what the site is built from, relative to the module root:
// directories walked whole, and single files.
var siteSources = []string{"wasm", "engine", "assets", "internal", "third_party", "go.mod", "go.sum", "index.html", "canvas.html"}

// sourceKey hashes every file the site is built from (the web package's own
// build code included), the Go version and the brotli quality. Reading them
// also shows go test's result cache what the tests depend on.
func sourceKey(root string, quality int) (string, error) {
	var files []string
	for _, src := range siteSources {
		err := filepath.WalkDir(filepath.Join(root, src), func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			files = append(files, p)
			return nil
		})
		if err != nil {
			return "", err
		}
	}
	web, _ := filepath.Glob(filepath.Join(root, "web", "*.go"))
	for _, p := range web {
		if !strings.HasSuffix(p, "_test.go") {
			files = append(files, p)
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
		return tmp, func() { os.RemoveAll(tmp) }, buildSite(root, tmp, quality)
	}
	sites := filepath.Join(base, "coordsim", "sites")
	dir = filepath.Join(sites, key)
	if _, err := os.Stat(filepath.Join(dir, WASMName)); err == nil {
		return dir, func() {}, nil
	}
	if err := os.MkdirAll(sites, 0o755); err != nil {
		return "", nil, err
	}
	tmp, err := os.MkdirTemp(sites, "building-")
	if err != nil {
		return "", nil, err
	}
	if err := buildSite(root, tmp, quality); err != nil {
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
// file it is built from (a page, the engine, the web package's build code)
// and with the brotli quality, and with nothing else.
func TestSourceKeyFollowsEverySource(t *testing.T) {
	root := t.TempDir()
	for _, src := range siteSources {
		p := filepath.Join(root, src)
		if filepath.Ext(src) == "" {
			p = filepath.Join(p, "a.go")
		}
		os.MkdirAll(filepath.Dir(p), 0o755)
		os.WriteFile(p, []byte(src), 0o644)
	}
	os.MkdirAll(filepath.Join(root, "web"), 0o755)
	os.WriteFile(filepath.Join(root, "web", "site.go"), []byte("package main"), 0o644)
	os.WriteFile(filepath.Join(root, "web", "x_test.go"), []byte("package main"), 0o644)
	key := func() string {
		t.Helper()
		k, err := sourceKey(root, BrotliFast)
		if err != nil {
			t.Fatal(err)
		}
		return k
	}
	first := key()
	if key() != first {
		t.Fatal("the key of unchanged sources changed")
	}
	os.WriteFile(filepath.Join(root, "web", "x_test.go"), []byte("package main // edited"), 0o644)
	if key() != first {
		t.Error("a test file changed the site's key")
	}
	if k, _ := sourceKey(root, BrotliBest); k == first {
		t.Error("the brotli quality does not change the key")
	}
	for _, p := range []string{"index.html", filepath.Join("engine", "a.go"), filepath.Join("web", "site.go")} {
		before := key()
		os.WriteFile(filepath.Join(root, p), []byte("edited "+p), 0o644)
		if key() == before {
			t.Errorf("editing %s did not change the key", p)
		}
	}
}
