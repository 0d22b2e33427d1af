package server

import (
	"bufio"
	"crypto/rand"
	"errors"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
	"time"
)

func TestServeTrailingSlashNamesADirectory(t *testing.T) {
	dir := site(t)
	os.WriteFile(filepath.Join(dir, "assets", "index.html"), []byte("assets index"), 0o644)
	h := Handler(dir)
	const index = "<!doctype html><title>x</title>"
	for _, c := range []struct {
		path string
		code int
		body string
	}{
		{"/", 200, index},
		{"/.", 200, index},
		{"/index.html", 200, index}, // never a redirect to ./, whatever the coding
		{"//index.html", 200, index},
		{"/assets/", 200, "assets index"},
		{"/assets/app.js/..", 200, "assets index"}, // /assets/app.js/.. is /assets/
		{"/assets/app.js", 200, "console.log('app')"},
		{"/assets", 404, ""},
		{"/index.html/", 404, ""},
		{"/assets/app.js/", 404, ""},
		{"/assets/app.js/.", 404, ""}, // /assets/app.js/. is /assets/app.js/
		{"/coordsim.wasm/", 404, ""},
		{"/coordsim.wasm.gz/", 404, ""},
	} {
		for _, accept := range []string{"", "gzip", "gzip, br"} {
			rec := get(t, h, "GET", c.path, accept)
			if rec.Code != c.code {
				t.Errorf("%s (Accept-Encoding %q): %d, want %d", c.path, accept, rec.Code, c.code)
				continue
			}
			body := rec.Body.String()
			if rec.Header().Get("Content-Encoding") == "gzip" {
				body = gunzip(t, rec.Body.Bytes())
			}
			if c.code == 200 && body != c.body {
				t.Errorf("%s (Accept-Encoding %q): body %q, want %q", c.path, accept, body, c.body)
			}
		}
	}
}

func TestServeSecurityHeadersOnEveryResponse(t *testing.T) {
	dir := site(t)
	h := Handler(dir)
	info, _ := os.Stat(filepath.Join(dir, "coordsim.wasm"))
	notModified := httptest.NewRequest("GET", "/coordsim.wasm", nil)
	notModified.Header.Set("If-Modified-Since", info.ModTime().UTC().Add(time.Second).Format(http.TimeFormat))
	reqs := map[string]*http.Request{
		"200 identity":   httptest.NewRequest("GET", "/", nil),
		"200 wasm":       httptest.NewRequest("GET", "/coordsim.wasm", nil),
		"HEAD":           httptest.NewRequest("HEAD", "/assets/app.js", nil),
		"404":            httptest.NewRequest("GET", "/missing.js", nil),
		"404 file slash": httptest.NewRequest("GET", "/index.html/", nil),
		"405":            httptest.NewRequest("POST", "/", nil),
		"304":            notModified,
	}
	gz := httptest.NewRequest("GET", "/coordsim.wasm", nil)
	gz.Header.Set("Accept-Encoding", "gzip")
	reqs["200 gzip twin"] = gz
	for what, req := range reqs {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if what == "304" && rec.Code != http.StatusNotModified {
			t.Errorf("304: got %d", rec.Code)
		}
		if got := rec.Header().Get("Referrer-Policy"); got != "no-referrer" {
			t.Errorf("%s: Referrer-Policy %q, want no-referrer", what, got)
		}
		if got := rec.Header().Get("X-Content-Type-Options"); got != "nosniff" {
			t.Errorf("%s: X-Content-Type-Options %q, want nosniff", what, got)
		}
	}
}

func TestNewServerSetsTimeouts(t *testing.T) {
	h := http.NotFoundHandler()
	srv := New("127.0.0.1:0", h)
	if srv.Addr != "127.0.0.1:0" || srv.Handler == nil {
		t.Errorf("Addr %q, Handler %v", srv.Addr, srv.Handler)
	}
	if srv.ReadHeaderTimeout != readHeaderTimeout || srv.ReadTimeout != readTimeout ||
		srv.IdleTimeout != idleTimeout || srv.WriteTimeout != writeTimeout {
		t.Errorf("timeouts: header %v, read %v, idle %v, write %v", srv.ReadHeaderTimeout, srv.ReadTimeout, srv.IdleTimeout, srv.WriteTimeout)
	}
	if readHeaderTimeout <= 0 || readTimeout < readHeaderTimeout || idleTimeout <= 0 {
		t.Errorf("a timeout unset: header %v, read %v, idle %v", readHeaderTimeout, readTimeout, idleTimeout)
	}
	// The whole 8 MB WASM, uncompressed, on a 128 kbit/s link.
	slowest := time.Duration(8<<20*8/128_000) * time.Second
	if writeTimeout != 0 && writeTimeout < slowest {
		t.Errorf("WriteTimeout %v cuts a download that takes %v short", writeTimeout, slowest)
	}
}

// testServer is an httptest server built by New, changed by tune first.
func testServer(t *testing.T, h http.Handler, tune func(*http.Server)) *httptest.Server {
	t.Helper()
	ts := httptest.NewUnstartedServer(h)
	ts.Config = New("", h)
	tune(ts.Config)
	ts.Start()
	t.Cleanup(ts.Close)
	return ts
}

// closedWithin reports whether the server closes conn (a read returns EOF)
// before d passes; it fails on anything else read.
func closedWithin(t *testing.T, conn net.Conn, r io.Reader, d time.Duration) bool {
	t.Helper()
	conn.SetReadDeadline(time.Now().Add(d))
	n, err := r.Read(make([]byte, 1))
	if n > 0 {
		t.Fatalf("the server sent more than was asked")
	}
	var ne net.Error
	if errors.As(err, &ne) && ne.Timeout() {
		return false
	}
	return err == io.EOF
}

func TestServerClosesIdleConnections(t *testing.T) {
	ts := testServer(t, Handler(site(t)), func(s *http.Server) {
		if s.IdleTimeout <= 0 {
			t.Fatal("New sets no IdleTimeout to shorten")
		}
		s.IdleTimeout = 100 * time.Millisecond
	})
	conn, err := net.Dial("tcp", ts.Listener.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	io.WriteString(conn, "GET / HTTP/1.1\r\nHost: x\r\n\r\n")
	br := bufio.NewReader(conn)
	resp, err := http.ReadResponse(br, nil)
	if err != nil {
		t.Fatal(err)
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || resp.Close {
		t.Fatalf("%d, close %v: want a kept-alive 200", resp.StatusCode, resp.Close)
	}
	if !closedWithin(t, conn, br, 5*time.Second) {
		t.Error("an idle keep-alive connection was still open after 5 s (IdleTimeout 100 ms)")
	}
}

func TestServerClosesAConnectionThatTricklesHeaders(t *testing.T) {
	ts := testServer(t, Handler(site(t)), func(s *http.Server) {
		if s.ReadHeaderTimeout <= 0 {
			t.Fatal("New sets no ReadHeaderTimeout to shorten")
		}
		s.ReadHeaderTimeout = 100 * time.Millisecond
	})
	conn, err := net.Dial("tcp", ts.Listener.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	io.WriteString(conn, "GET / HTTP/1.1\r\nHost: x\r\n") // and never the blank line
	if !closedWithin(t, conn, conn, 5*time.Second) {
		t.Error("a request with unfinished headers was still open after 5 s (ReadHeaderTimeout 100 ms)")
	}
}

// A download that lasts longer than ReadTimeout still finishes: that
// deadline is for reading the request, not for writing the response.
func TestServerLetsASlowDownloadOutlastReadTimeout(t *testing.T) {
	dir := t.TempDir()
	big := make([]byte, 2<<20)
	rand.Read(big)
	os.WriteFile(filepath.Join(dir, "big.png"), big, 0o644)
	const readTimeout = 50 * time.Millisecond
	served := make(chan time.Time, 1)
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		Handler(dir).ServeHTTP(w, r)
		served <- time.Now()
	})
	ts := testServer(t, h, func(s *http.Server) {
		if s.ReadTimeout <= 0 {
			t.Fatal("New sets no ReadTimeout to shorten")
		}
		s.ReadTimeout = readTimeout
		// Small socket buffers keep the handler writing while the client reads.
		s.ConnState = func(c net.Conn, st http.ConnState) {
			if st == http.StateNew {
				c.(*net.TCPConn).SetWriteBuffer(32 << 10)
			}
		}
	})
	conn, err := net.Dial("tcp", ts.Listener.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	conn.(*net.TCPConn).SetReadBuffer(32 << 10)
	conn.SetDeadline(time.Now().Add(30 * time.Second))
	start := time.Now()
	io.WriteString(conn, "GET /big.png HTTP/1.1\r\nHost: x\r\n\r\n")
	resp, err := http.ReadResponse(bufio.NewReaderSize(conn, 16<<10), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	n, err := io.Copy(io.Discard, slowReader{resp.Body})
	if err != nil || n != int64(len(big)) {
		t.Fatalf("read %d of %d bytes: %v", n, len(big), err)
	}
	if took := (<-served).Sub(start); took < 4*readTimeout {
		t.Fatalf("the handler was done writing after %v: too soon to outlast ReadTimeout %v", took, readTimeout)
	}
}

// slowReader reads at most 16 KB every 2 ms: 2 MB in about 0.3 s.
type slowReader struct{ r io.Reader }

func (s slowReader) Read(p []byte) (int, error) {
	time.Sleep(2 * time.Millisecond)
	return s.r.Read(p[:min(len(p), 16<<10)])
}
