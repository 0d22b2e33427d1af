package site

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"
)

// TestFastBuildUpgradesToBestBrotli: make run's compression writes brotli
// 5 where the cache lacks brotli 11, lists those files, and UpgradeBrotli
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
	pending, err := PrecompressFast(dir)
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
	UpgradeBrotli(pending, &said)
	best, err := brotliOf(raw, BrotliBest, "")
	if err != nil {
		t.Fatal(err)
	}
	if got := readTwin(t, page); !bytes.Equal(got, best) {
		t.Fatalf("after UpgradeBrotli the twin is %d bytes, not brotli %d's %d (fast was %d)", len(got), BrotliBest, len(best), len(fast))
	}
	if !strings.Contains(said.String(), "brotli 11") {
		t.Errorf("UpgradeBrotli said %q", said.String())
	}
	if pending, err = PrecompressFast(dir); err != nil || len(pending) != 0 {
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

func TestBrotliCacheIsByContent(t *testing.T) {
	cache := t.TempDir()
	a, err := brotliOf([]byte("same bytes"), BrotliFast, cache)
	if err != nil {
		t.Fatal(err)
	}
	ents, _ := os.ReadDir(cache)
	if len(ents) != 1 {
		t.Fatalf("%d cache entries, want 1", len(ents))
	}
	// A cached result is used as it is: plant a marker to see it come back.
	p := filepath.Join(cache, ents[0].Name())
	os.WriteFile(p, []byte("cached"), 0o644)
	if b, _ := brotliOf([]byte("same bytes"), BrotliFast, cache); string(b) != "cached" {
		t.Errorf("the cache was not used: %q", b)
	}
	if b, _ := brotliOf([]byte("other bytes"), BrotliFast, cache); string(b) == "cached" || unbrotli(t, b) != "other bytes" {
		t.Errorf("other content got the cached result")
	}
	if unbrotli(t, a) != "same bytes" {
		t.Error("brotliOf does not round-trip")
	}
}

func unbrotli(t *testing.T, b []byte) string {
	t.Helper()
	out, err := io.ReadAll(brotli.NewReader(bytes.NewReader(b)))
	if err != nil {
		t.Fatalf("body is not brotli: %v", err)
	}
	return string(out)
}
