// Package server serves the built site (web/site): explicit content types,
// the best encoding the client accepts from the build's twins, security
// headers on every response, and timeouts fit for an 8 MB WASM.
package server

import (
	"compress/gzip"
	"fmt"
	"io"
	"mime"
	"net"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"time"
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
	".otf":  "font/otf",
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

// Compressible says whether the server sends name with a content coding:
// the site's build writes a .gz and a .br twin beside each such file.
func Compressible(name string) bool {
	switch strings.ToLower(filepath.Ext(name)) {
	case ".html", ".js", ".css", ".wasm", ".json", ".svg", ".txt", ".otf":
		return true
	}
	return false
}

// encodings are the content codings the server sends, best (smallest)
// first; each is served from its twin (name + ext) written by the build.
// gzip can also be made on the fly; identity is always there.
var encodings = []struct{ name, ext string }{{"br", ".br"}, {"gzip", ".gz"}}

// The server's timeouts. Requests are GET or HEAD with no body, so reading
// one is quick; a response is not: the WASM is about 8 MB as it is (1.6 MB
// with brotli), minutes on a slow link.
const (
	readHeaderTimeout = 10 * time.Second // a client that trickles its headers
	readTimeout       = 30 * time.Second // the whole request, a stray body included
	idleTimeout       = 60 * time.Second // a keep-alive connection with no request
	// writeTimeout is a deadline for the whole response, not for progress,
	// so it must outlast the slowest download worth serving: 8 MB in ten
	// minutes is about 110 kbit/s. It still frees a client that stops reading.
	writeTimeout = 10 * time.Minute
)

// New is the http.Server that serves h on addr, with the timeouts above.
func New(addr string, h http.Handler) *http.Server {
	return &http.Server{
		Addr:              addr,
		Handler:           h,
		ReadHeaderTimeout: readHeaderTimeout,
		ReadTimeout:       readTimeout,
		WriteTimeout:      writeTimeout,
		IdleTimeout:       idleTimeout,
	}
}

// ServeSite serves the built site in dir on addr until it fails, saying on
// stdout where, and calls listening once the address is taken.
func ServeSite(dir, addr string, listening func()) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	fmt.Printf("Coordination Simulator Lab: http://%s/\n", ln.Addr())
	listening()
	return New(addr, Handler(dir)).Serve(ln)
}

// securityHeaders go on every response, errors included. The page reads no
// referrer (assets/*.js never looks at document.referrer), so it sends none.
var securityHeaders = map[string]string{
	"X-Content-Type-Options": "nosniff",
	"Referrer-Policy":        "no-referrer",
}

// resolve maps a request path to the file of dir it names. A path whose last
// segment is empty, "." or ".." names a directory, as a browser resolves it
// (/a/. is /a/), and gets that directory's index.html: /index.html/ is not
// the page but 404. Twins are an encoding, not pages: 404 too.
func resolve(dir, urlPath string) (name, file string, info os.FileInfo, ok bool) {
	name = path.Clean("/" + urlPath)
	switch urlPath[strings.LastIndex(urlPath, "/")+1:] {
	case "", ".", "..":
		name = path.Join(name, "index.html")
	}
	for _, e := range encodings {
		if strings.HasSuffix(name, e.ext) {
			return "", "", nil, false
		}
	}
	file = filepath.Join(dir, filepath.FromSlash(name))
	info, err := os.Stat(file)
	if err != nil || info.IsDir() {
		return "", "", nil, false
	}
	return name, file, info, true
}

// serveFile sends file as it is. It is http.ServeContent, not ServeFile:
// ServeFile redirects a path ending in /index.html to ./, and only when no
// coding is sent, so the same URL would answer 200 or 301 by Accept-Encoding.
func serveFile(w http.ResponseWriter, r *http.Request, name, file string, info os.FileInfo) {
	f, err := os.Open(file)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()
	http.ServeContent(w, r, name, info.ModTime(), f)
}

// Handler serves the built site in dir: explicit MIME types, the best
// encoding the client accepts (brotli, then gzip, from the build's twins,
// gzip on the fly when there is no twin), and revalidation on every load so
// a rebuilt WASM is never stale.
func Handler(dir string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		for k, v := range securityHeaders {
			h.Set(k, v)
		}
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			h.Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		name, file, info, ok := resolve(dir, r.URL.Path)
		if !ok {
			http.NotFound(w, r)
			return
		}
		h.Set("Content-Type", contentType(name))
		h.Set("Cache-Control", "no-cache")
		if !Compressible(name) {
			serveFile(w, r, name, file, info)
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
			serveFile(w, r, name, file, info)
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
