package main

import (
	"compress/gzip"
	"io"
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// contentTypes are set explicitly: the system MIME table may lack .wasm,
// and WebAssembly.instantiateStreaming refuses anything but application/wasm.
var contentTypes = map[string]string{
	".html": "text/html; charset=utf-8",
	".js":   "text/javascript; charset=utf-8",
	".css":  "text/css; charset=utf-8",
	".wasm": "application/wasm",
	".json": "application/json",
	".svg":  "image/svg+xml",
	".png":  "image/png",
	".ico":  "image/x-icon",
	".txt":  "text/plain; charset=utf-8",
}

func contentType(name string) string {
	ext := strings.ToLower(filepath.Ext(name))
	if ct, ok := contentTypes[ext]; ok {
		return ct
	}
	if ct := mime.TypeByExtension(ext); ct != "" {
		return ct
	}
	return "application/octet-stream"
}

func compressible(name string) bool {
	switch strings.ToLower(filepath.Ext(name)) {
	case ".html", ".js", ".css", ".wasm", ".json", ".svg", ".txt":
		return true
	}
	return false
}

// siteHandler serves the built site in dir: explicit MIME types, the .gz
// twin when the client accepts gzip (compressing on the fly when there is
// none), and revalidation on every load so a rebuilt WASM is never stale.
func siteHandler(dir string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		name := path.Clean("/" + r.URL.Path)
		if strings.HasSuffix(name, "/") {
			name += "index.html"
		}
		if strings.HasSuffix(name, ".gz") {
			http.NotFound(w, r) // twins are an encoding, not pages
			return
		}
		file := filepath.Join(dir, filepath.FromSlash(name))
		info, err := os.Stat(file)
		if err != nil || info.IsDir() {
			http.NotFound(w, r)
			return
		}
		h := w.Header()
		h.Set("Content-Type", contentType(name))
		h.Set("Cache-Control", "no-cache")
		h.Set("X-Content-Type-Options", "nosniff")
		if !compressible(name) {
			http.ServeFile(w, r, file)
			return
		}
		h.Set("Vary", "Accept-Encoding")
		if !acceptsGzip(r) {
			http.ServeFile(w, r, file)
			return
		}
		if gz, err := os.Open(file + ".gz"); err == nil {
			defer gz.Close()
			if gzInfo, err := gz.Stat(); err == nil && !gzInfo.ModTime().Before(info.ModTime()) {
				h.Set("Content-Encoding", "gzip")
				http.ServeContent(w, r, name, info.ModTime(), gz)
				return
			}
		}
		f, err := os.Open(file)
		if err != nil {
			http.NotFound(w, r)
			return
		}
		defer f.Close()
		h.Set("Content-Encoding", "gzip")
		if r.Method == http.MethodHead {
			return
		}
		zw := gzip.NewWriter(w)
		io.Copy(zw, f)
		zw.Close()
	})
}

func acceptsGzip(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		enc, q, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.TrimSpace(enc) == "gzip" && strings.ReplaceAll(strings.TrimSpace(q), " ", "") != "q=0" {
			return true
		}
	}
	return false
}
