package site

// The .gz twins, as small as the machine can make them: a plain static host
// sends the WASM's .gz twin, which the page unpacks itself
// (assets/wasmfetch.js), so its size is most of the first load's bytes
// there. GNU gzip -9 finds longer matches than compress/gzip's
// BestCompression: 2,342,591 bytes against 2,368,603 for the WASM (-26 KB,
// -1.1%; klauspost/compress at its best gives 2,368,022). When a gzip
// command is on the PATH its output is used, checked to unpack to the
// same bytes; otherwise, or if it fails, Go's.

import (
	"bytes"
	"compress/gzip"
	"io"
	"os/exec"
)

// gzipBest is raw gzipped, without a name or a time in the header, so
// equal files give equal twins.
func gzipBest(raw []byte) ([]byte, error) {
	if out, ok := systemGzip(raw); ok {
		return out, nil
	}
	return goGzip(raw)
}

func goGzip(raw []byte) ([]byte, error) {
	var gz bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	zw.Write(raw)
	err := zw.Close()
	return gz.Bytes(), err
}

// systemGzip is `gzip -9 -n` of raw, when there is such a command and what
// it writes unpacks to raw.
func systemGzip(raw []byte) ([]byte, bool) {
	path, err := exec.LookPath("gzip")
	if err != nil {
		return nil, false
	}
	cmd := exec.Command(path, "-9", "-n", "-c")
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
