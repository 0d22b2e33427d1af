package server

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
)

// site writes a tiny built site: a page, a WASM with its gzip twin, and a
// script without one.
func site(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{
		"index.html":    "<!doctype html><title>x</title>",
		"coordsim.wasm": "\x00asm-not-really",
		"assets/app.js": "console.log('app')",
	}
	for name, body := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write([]byte(files["coordsim.wasm"]))
	zw.Close()
	later := time.Now().Add(time.Second)
	os.WriteFile(filepath.Join(dir, "coordsim.wasm.gz"), gz.Bytes(), 0o644)
	os.Chtimes(filepath.Join(dir, "coordsim.wasm.gz"), later, later)
	return dir
}

// siteWithBrotli is site with a brotli twin of the WASM too.
func siteWithBrotli(t *testing.T) string {
	t.Helper()
	dir := site(t)
	var buf bytes.Buffer
	zw := brotli.NewWriter(&buf)
	zw.Write([]byte("\x00asm-not-really"))
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	br := buf.Bytes()
	p := filepath.Join(dir, "coordsim.wasm.br")
	later := time.Now().Add(time.Second)
	os.WriteFile(p, br, 0o644)
	os.Chtimes(p, later, later)
	return dir
}

func unbrotli(t *testing.T, b []byte) string {
	t.Helper()
	out, err := io.ReadAll(brotli.NewReader(bytes.NewReader(b)))
	if err != nil {
		t.Fatalf("body is not brotli: %v", err)
	}
	return string(out)
}

func TestNegotiate(t *testing.T) {
	all := func(string) bool { return true }
	gzipOnly := func(c string) bool { return c == "gzip" }
	for _, c := range []struct {
		header string
		have   func(string) bool
		want   string
	}{
		{"", all, "identity"},
		{"gzip, deflate, br, zstd", all, "br"}, // headless Chromium to 127.0.0.1
		{"gzip, deflate, br, zstd", gzipOnly, "gzip"},
		{"gzip", all, "gzip"},
		{"deflate", all, "identity"},
		{"br;q=0.5, gzip", all, "gzip"},
		{"br;q=0, gzip;q=0.1", all, "gzip"},
		{"BR, GZIP", all, "br"},
		{"br ; q=1.0, gzip;q=0.9", all, "br"},
		{"*", all, "br"},
		{"*;q=0.5, gzip", all, "gzip"},
		{"br;q=0.5, identity", all, "identity"}, // identity named and weighed higher
		{"br;q=0.5", all, "br"},                 // identity unnamed: the coding offered wins
		{"br;q=nonsense, gzip;q=0.2", all, "gzip"},
		{"gzip;q=0, br;q=0", all, "identity"},
		{"identity", all, "identity"},
	} {
		if got := negotiate(c.header, c.have); got != c.want {
			t.Errorf("Accept-Encoding %q: %s, want %s", c.header, got, c.want)
		}
	}
}

func TestServesTheBestEncodingAccepted(t *testing.T) {
	h := Handler(siteWithBrotli(t))
	for _, c := range []struct{ accept, want string }{
		{"gzip, deflate, br, zstd", "br"},
		{"gzip", "gzip"},
		{"br;q=0, gzip", "gzip"},
		{"", ""},
		{"identity", ""},
	} {
		rec := get(t, h, "GET", "/coordsim.wasm", c.accept)
		hd := rec.Header()
		if hd.Get("Content-Encoding") != c.want || hd.Get("Vary") != "Accept-Encoding" || hd.Get("Content-Type") != "application/wasm" {
			t.Errorf("Accept-Encoding %q: headers %v, want Content-Encoding %q", c.accept, hd, c.want)
			continue
		}
		body := rec.Body.Bytes()
		got := string(body)
		switch c.want {
		case "br":
			got = unbrotli(t, body)
		case "gzip":
			got = gunzip(t, body)
		}
		if got != "\x00asm-not-really" {
			t.Errorf("Accept-Encoding %q: body decodes to %q", c.accept, got)
		}
	}
	if rec := get(t, h, "HEAD", "/coordsim.wasm", "br"); rec.Header().Get("Content-Encoding") != "br" || rec.Body.Len() != 0 {
		t.Errorf("HEAD: %v, %d body bytes", rec.Header(), rec.Body.Len())
	}
	if rec := get(t, h, "GET", "/coordsim.wasm.br", "br"); rec.Code != http.StatusNotFound {
		t.Errorf("a twin served as a page: %d", rec.Code)
	}
}

func TestIgnoresAStaleBrotliTwin(t *testing.T) {
	dir := siteWithBrotli(t)
	past := time.Now().Add(-time.Hour)
	os.Chtimes(filepath.Join(dir, "coordsim.wasm.br"), past, past) // older than the WASM
	rec := get(t, Handler(dir), "GET", "/coordsim.wasm", "br, gzip")
	if rec.Header().Get("Content-Encoding") != "gzip" || gunzip(t, rec.Body.Bytes()) != "\x00asm-not-really" {
		t.Errorf("stale brotli twin: %v", rec.Header())
	}
}

func get(t *testing.T, h http.Handler, method, path, acceptEncoding string) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest(method, path, nil)
	if acceptEncoding != "" {
		req.Header.Set("Accept-Encoding", acceptEncoding)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

func gunzip(t *testing.T, b []byte) string {
	t.Helper()
	zr, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("body is not gzip: %v", err)
	}
	out, _ := io.ReadAll(zr)
	return string(out)
}

func TestServesWASMWithItsTypeAndGzipTwin(t *testing.T) {
	h := Handler(site(t))
	rec := get(t, h, "GET", "/coordsim.wasm", "gzip, br")
	if ct := rec.Header().Get("Content-Type"); ct != "application/wasm" {
		t.Errorf("Content-Type %q", ct)
	}
	if rec.Header().Get("Content-Encoding") != "gzip" || gunzip(t, rec.Body.Bytes()) != "\x00asm-not-really" {
		t.Errorf("gzip twin not served: %v", rec.Header())
	}
	if rec.Header().Get("Vary") != "Accept-Encoding" || rec.Header().Get("Cache-Control") != "no-cache" {
		t.Errorf("caching headers: %v", rec.Header())
	}
	plain := get(t, h, "GET", "/coordsim.wasm", "")
	if plain.Header().Get("Content-Encoding") != "" || plain.Body.String() != "\x00asm-not-really" {
		t.Errorf("a client without gzip got %v", plain.Header())
	}
}

func TestCompressesOnTheFlyWithoutATwin(t *testing.T) {
	rec := get(t, Handler(site(t)), "GET", "/assets/app.js", "gzip")
	if ct := rec.Header().Get("Content-Type"); ct != "text/javascript; charset=utf-8" {
		t.Errorf("Content-Type %q", ct)
	}
	if rec.Header().Get("Content-Encoding") != "gzip" || gunzip(t, rec.Body.Bytes()) != "console.log('app')" {
		t.Errorf("not compressed: %v", rec.Header())
	}
}

func TestIndexAndRefusals(t *testing.T) {
	h := Handler(site(t))
	if rec := get(t, h, "GET", "/", ""); rec.Code != 200 || rec.Header().Get("Content-Type") != "text/html; charset=utf-8" {
		t.Errorf("/: %d %v", rec.Code, rec.Header())
	}
	for _, path := range []string{"/../serve_test.go", "/missing.js", "/coordsim.wasm.gz", "/assets"} {
		if rec := get(t, h, "GET", path, ""); rec.Code != http.StatusNotFound {
			t.Errorf("%s: %d, want 404", path, rec.Code)
		}
	}
	if rec := get(t, h, "POST", "/", ""); rec.Code != http.StatusMethodNotAllowed {
		t.Errorf("POST: %d", rec.Code)
	}
}
