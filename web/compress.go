package main

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	// Brotli, pure Go: the WASM is ~15% smaller than with gzip, which keeps
	// the first load under its 2.5 MB budget.
	"github.com/andybalholm/brotli"
)

// Brotli qualities: BrotliBest for the site as shipped (make build; about
// a minute for the WASM on two cores, once per WASM thanks to the cache),
// BrotliFast where the build is a test fixture.
const (
	BrotliBest = 11
	BrotliFast = 5
	brotliWin  = 24 // a 16 MB window: the WASM is larger than the default 4 MB
)

// precompress writes name.gz and name.br beside every compressible file
// under dir, so the server never compresses on the hot path.
func precompress(dir string, quality int) error {
	cache := brotliCache()
	return filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !compressible(p) {
			return err
		}
		raw, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		var gz bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
		zw.Write(raw)
		if err := zw.Close(); err != nil {
			return err
		}
		if err := os.WriteFile(p+".gz", gz.Bytes(), 0o644); err != nil {
			return err
		}
		br, err := brotliOf(raw, quality, cache)
		if err != nil {
			return err
		}
		return os.WriteFile(p+".br", br, 0o644)
	})
}

// brotliOf compresses raw, reusing an earlier result for the same bytes
// and quality from cache (a directory; "" for none).
func brotliOf(raw []byte, quality int, cache string) ([]byte, error) {
	sum := sha256.Sum256(raw)
	var cached string
	if cache != "" {
		cached = filepath.Join(cache, fmt.Sprintf("%s-q%d-w%d.br", hex.EncodeToString(sum[:]), quality, brotliWin))
		if b, err := os.ReadFile(cached); err == nil {
			return b, nil
		}
	}
	var buf bytes.Buffer
	zw := brotli.NewWriterOptions(&buf, brotli.WriterOptions{Quality: quality, LGWin: brotliWin})
	zw.Write(raw)
	if err := zw.Close(); err != nil {
		return nil, err
	}
	if cached != "" {
		// Written whole, then renamed: a concurrent build never reads half.
		tmp := fmt.Sprintf("%s.%d.tmp", cached, os.Getpid())
		if os.WriteFile(tmp, buf.Bytes(), 0o644) == nil {
			os.Rename(tmp, cached)
		}
	}
	return buf.Bytes(), nil
}

// brotliCache is the directory of cached brotli results ($COORDSIM_CACHE,
// else coordsim/brotli under the user's cache directory), created if need
// be; "" when there is none to be had.
func brotliCache() string {
	dir := os.Getenv("COORDSIM_CACHE")
	if dir == "" {
		base, err := os.UserCacheDir()
		if err != nil {
			return ""
		}
		dir = filepath.Join(base, "coordsim", "brotli")
	}
	if os.MkdirAll(dir, 0o755) != nil {
		return ""
	}
	return dir
}
