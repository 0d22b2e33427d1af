package site

// The .gz twins, as small as the machine can make them: a plain static host
// sends the WASM's .gz twin, which the page unpacks itself
// (assets/wasmfetch.js), so its size is most of the first load's bytes
// there. For the WASM (8.8 MB): compress/gzip's BestCompression gives
// 2,368,603 bytes (klauspost/compress at its best 2,368,022), GNU gzip -9
// 2,342,591 (-26 KB), and zopfli (pigz -11, in about 30 s on two cores)
// 2,239,014 (-130 KB, -5.5%). The best command the machine has is used,
// its output checked to unpack to the same bytes: pigz -11 for files over
// zopfliMin (cached by content, as brotli is), else gzip -9, else Go's.

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"os"
	"os/exec"
	"path/filepath"
)

// zopfliMin is the smallest file zopfli is worth its time for.
const zopfliMin = 256 << 10

// gzipBest is raw gzipped, without a name or a time in the header, so
// equal files give equal twins.
func gzipBest(raw []byte) ([]byte, error) {
	if len(raw) >= zopfliMin {
		if out, ok := zopfli(raw, brotliCache()); ok {
			return out, nil
		}
	}
	if out, ok := systemGzip(raw, "gzip", "-9", "-n", "-c"); ok {
		return out, nil
	}
	return goGzip(raw)
}

// zopfli is pigz -11 of raw, read from cache (a directory, or "") when it
// was made before.
func zopfli(raw []byte, cache string) ([]byte, bool) {
	var cached string
	if cache != "" {
		sum := sha256.Sum256(raw)
		cached = filepath.Join(cache, hex.EncodeToString(sum[:])+"-zopfli.gz")
		if b, err := os.ReadFile(cached); err == nil && unpacksTo(b, raw) {
			return b, true
		}
	}
	out, ok := systemGzip(raw, "pigz", "-11", "-n", "-c")
	if ok && cached != "" {
		_ = os.WriteFile(cached, out, 0o644) // a cache: a failed write costs the next build time only
	}
	return out, ok
}

func goGzip(raw []byte) ([]byte, error) {
	var gz bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	zw.Write(raw)
	err := zw.Close()
	return gz.Bytes(), err
}

// systemGzip is command's gzip of raw, when there is such a command and
// what it writes unpacks to raw.
func systemGzip(raw []byte, command string, args ...string) ([]byte, bool) {
	path, err := exec.LookPath(command)
	if err != nil {
		return nil, false
	}
	cmd := exec.Command(path, args...)
	cmd.Stdin = bytes.NewReader(raw)
	out, err := cmd.Output()
	if err != nil || !unpacksTo(out, raw) {
		return nil, false
	}
	return out, true
}

func unpacksTo(gz, raw []byte) bool {
	zr, err := gzip.NewReader(bytes.NewReader(gz))
	if err != nil {
		return false
	}
	got, err := io.ReadAll(zr)
	return err == nil && bytes.Equal(got, raw)
}
