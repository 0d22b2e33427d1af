package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestFastBuildUpgradesToBestBrotli: make run's compression writes brotli
// 5 where the cache lacks brotli 11, lists those files, and upgradeBrotli
// replaces each twin with brotli 11 (the bytes make build ships), which the
// next fast build then takes from the cache at once.
func TestFastBuildUpgradesToBestBrotli(t *testing.T) {
	t.Setenv("COORDSIM_CACHE", t.TempDir())
	dir := t.TempDir()
	page := filepath.Join(dir, "app.js")
	raw := []byte(strings.Repeat("window.coordsim = { ready: true, words: [1, 2, 3] };\n", 2000))
	if err := os.WriteFile(page, raw, 0o644); err != nil {
		t.Fatal(err)
	}
	pending, err := precompressFast(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(pending) != 1 || pending[0] != page {
		t.Fatalf("pending after a cold fast build = %v, want [%s]", pending, page)
	}
	fast := readTwin(t, page)
	if unbrotli(t, fast) != string(raw) {
		t.Fatal("the fast twin does not unpack to the file")
	}
	var said bytes.Buffer
	upgradeBrotli(pending, &said)
	best, err := brotliOf(raw, BrotliBest, "")
	if err != nil {
		t.Fatal(err)
	}
	if got := readTwin(t, page); !bytes.Equal(got, best) {
		t.Fatalf("after upgradeBrotli the twin is %d bytes, not brotli %d's %d (fast was %d)", len(got), BrotliBest, len(best), len(fast))
	}
	if !strings.Contains(said.String(), "brotli 11") {
		t.Errorf("upgradeBrotli said %q", said.String())
	}
	if pending, err = precompressFast(dir); err != nil || len(pending) != 0 {
		t.Fatalf("a warm fast build left %v at brotli %d (err %v)", pending, BrotliFast, err)
	}
	if got := readTwin(t, page); !bytes.Equal(got, best) {
		t.Fatal("a warm fast build did not take brotli 11 from the cache")
	}
	if leftovers, _ := filepath.Glob(filepath.Join(dir, "*.tmp")); len(leftovers) > 0 {
		t.Errorf("temporary files left: %v", leftovers)
	}
}

func readTwin(t *testing.T, p string) []byte {
	t.Helper()
	f, err := os.Open(p + ".br")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	b, err := io.ReadAll(f)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
