package site

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	// Brotli, pure Go: the WASM is ~15% smaller than with gzip, which keeps
	// the first load under its 2.5 MB budget.
	"github.com/andybalholm/brotli"

	"coordsim/web/server"
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
	_, err := precompressAs(dir, brotliCache(), func(string, []byte) int { return quality })
	return err
}

// PrecompressFast is precompress for a site served at once (make run):
// brotli at BrotliBest where the cache already has it for the file's bytes,
// else at BrotliFast, in seconds; it returns the files left at BrotliFast,
// for UpgradeBrotli to finish while the site is served.
func PrecompressFast(dir string) ([]string, error) {
	cache := brotliCache()
	return precompressAs(dir, cache, func(p string, raw []byte) int {
		if cache != "" && fileExists(brotliCachePath(cache, raw, BrotliBest)) {
			return BrotliBest
		}
		return BrotliFast
	})
}

// precompressAs writes every compressible file's twins, brotli at the
// quality quality(path, bytes) names (through cache, a directory or ""),
// and lists the files it wrote below BrotliBest.
func precompressAs(dir, cache string, quality func(string, []byte) int) ([]string, error) {
	var below []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !server.Compressible(p) {
			return err
		}
		raw, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		gz, err := gzipBest(raw)
		if err != nil {
			return err
		}
		if err := writeWhole(p+".gz", gz); err != nil {
			return err
		}
		q := quality(p, raw)
		if q < BrotliBest {
			below = append(below, p)
		}
		br, err := brotliOf(raw, q, cache)
		if err != nil {
			return err
		}
		return writeWhole(p+".br", br)
	})
	return below, err
}

// writeWhole writes b to p through a temporary file renamed into place, so
// a server reading p while the site is compressed behind it (make run)
// finds the old file or the whole new one, never part of it.
func writeWhole(p string, b []byte) error {
	tmp := fmt.Sprintf("%s.%d.tmp", p, os.Getpid())
	if err := os.WriteFile(tmp, b, 0o644); err != nil {
		os.Remove(tmp)
		return err
	}
	if err := os.Rename(tmp, p); err != nil {
		os.Remove(tmp)
		return err
	}
	return nil
}

// UpgradeBrotli rewrites each file's .br twin at BrotliBest (cached by
// content for the next build), replacing it whole while the site is served,
// and says on w what it did. A file changed or gone meanwhile is left.
func UpgradeBrotli(files []string, w io.Writer) {
	cache := brotliCache()
	for _, p := range files {
		raw, err := os.ReadFile(p)
		if err != nil {
			continue
		}
		start := time.Now()
		br, err := brotliOf(raw, BrotliBest, cache)
		if err != nil {
			fmt.Fprintf(w, "brotli %d for %s: %v\n", BrotliBest, filepath.Base(p), err)
			continue
		}
		if writeWhole(p+".br", br) != nil {
			continue
		}
		if len(raw) > 1<<20 {
			fmt.Fprintf(w, "brotli %d for %s: %.2f MB, in %.0f s (cached for the next build)\n", BrotliBest, filepath.Base(p), float64(len(br))/1e6, time.Since(start).Seconds())
		}
	}
	fmt.Fprintf(w, "every file is now served at brotli %d\n", BrotliBest)
}

// BrotliBestOf is raw at BrotliBest, as make build ships it (through the
// cache, so a test that weighs the shipped site pays for each file once).
func BrotliBestOf(raw []byte) ([]byte, error) {
	return brotliOf(raw, BrotliBest, brotliCache())
}

func fileExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

// brotliOf compresses raw, reusing an earlier result for the same bytes
// and quality from cache (a directory; "" for none).
func brotliOf(raw []byte, quality int, cache string) ([]byte, error) {
	var cached string
	if cache != "" {
		cached = brotliCachePath(cache, raw, quality)
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

// brotliCachePath is where cache keeps raw's brotli at quality.
func brotliCachePath(cache string, raw []byte, quality int) string {
	sum := sha256.Sum256(raw)
	return filepath.Join(cache, fmt.Sprintf("%s-q%d-w%d.br", hex.EncodeToString(sum[:]), quality, brotliWin))
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
