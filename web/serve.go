package main

import (
	"compress/gzip"
	"io"
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strconv"
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

// encodings are the content codings the server sends, best (smallest)
// first; each is served from its twin (name + ext) written by the build.
// gzip can also be made on the fly; identity is always there.
var encodings = []struct{ name, ext string }{{"br", ".br"}, {"gzip", ".gz"}}

// siteHandler serves the built site in dir: explicit MIME types, the best
// encoding the client accepts (brotli, then gzip, from the build's twins,
// gzip on the fly when there is no twin), and revalidation on every load so
// a rebuilt WASM is never stale.
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
		for _, e := range encodings {
			if strings.HasSuffix(name, e.ext) {
				http.NotFound(w, r) // twins are an encoding, not pages
				return
			}
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
		// A twin counts only if it is at least as new as the file.
		twin := func(ext string) bool {
			t, err := os.Stat(file + ext)
			return err == nil && !t.ModTime().Before(info.ModTime())
		}
		enc := negotiate(r.Header.Get("Accept-Encoding"), func(name string) bool {
			for _, e := range encodings {
				if e.name == name {
					return name == "gzip" || twin(e.ext)
				}
			}
			return false
		})
		if enc == "identity" {
			http.ServeFile(w, r, file)
			return
		}
		for _, e := range encodings {
			if e.name != enc || !twin(e.ext) {
				continue
			}
			if f, err := os.Open(file + e.ext); err == nil {
				defer f.Close()
				h.Set("Content-Encoding", enc)
				http.ServeContent(w, r, name, info.ModTime(), f)
				return
			}
		}
		// gzip without a twin: compress now.
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

// negotiate picks the coding to send for an Accept-Encoding header: the one
// the client weighs highest among those available (have), the server's
// order (br, gzip, identity) breaking ties. No header, or nothing
// acceptable, gets identity: the file as it is.
func negotiate(header string, have func(coding string) bool) string {
	if strings.TrimSpace(header) == "" {
		return "identity"
	}
	q := map[string]float64{}
	for _, part := range strings.Split(header, ",") {
		coding, params, _ := strings.Cut(part, ";")
		coding = strings.ToLower(strings.TrimSpace(coding))
		if coding == "" {
			continue
		}
		weight := 1.0
		for _, p := range strings.Split(params, ";") {
			k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
			if ok && strings.EqualFold(strings.TrimSpace(k), "q") {
				if f, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil && f >= 0 && f <= 1 {
					weight = f
				} else {
					weight = 0 // a malformed weight: do not guess
				}
			}
		}
		q[coding] = weight
	}
	weigh := func(coding string) (float64, bool) {
		if w, ok := q[coding]; ok {
			return w, true
		}
		w, ok := q["*"]
		return w, ok
	}
	best, bestQ := "identity", 0.0
	for _, e := range encodings {
		if w, _ := weigh(e.name); w > bestQ && have(e.name) {
			best, bestQ = e.name, w
		}
	}
	// identity needs no mention to be acceptable; it wins over a coding
	// only when the client weighs it higher.
	if w, stated := weigh("identity"); stated && w > bestQ {
		best = "identity"
	}
	return best
}
