package main

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
	h := siteHandler(site(t))
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
	rec := get(t, siteHandler(site(t)), "GET", "/assets/app.js", "gzip")
	if ct := rec.Header().Get("Content-Type"); ct != "text/javascript; charset=utf-8" {
		t.Errorf("Content-Type %q", ct)
	}
	if rec.Header().Get("Content-Encoding") != "gzip" || gunzip(t, rec.Body.Bytes()) != "console.log('app')" {
		t.Errorf("not compressed: %v", rec.Header())
	}
}

func TestIndexAndRefusals(t *testing.T) {
	h := siteHandler(site(t))
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
