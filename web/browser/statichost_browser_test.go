package browser

import (
	"bufio"
	"encoding/json"
	"fmt"
	"net"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"coordsim/internal/catalog"
	"coordsim/web/site"
)

// gzOnlyBudget is the first load's budget from a host that serves no
// compressed encodings of its own (DESIGN, Budgets: 2.6 MB with .gz twins).
const gzOnlyBudget = 2.6e6

// TestBrowserOnAPlainStaticHost: dist/ served by python3 -m http.server,
// which knows nothing of the .gz and .br twins and sends the raw WASM:
// the page becomes ready from the .gz twin (assets/wasmfetch.js), within
// the first-load budget, and logs nothing.
func TestBrowserOnAPlainStaticHost(t *testing.T) {
	browser(t)
	host := serveWithPython(t, siteDir)
	requests := firstLoadWithinBudget(t, host, "/index.html?lang=ja", "python3 -m http.server")
	if !strings.Contains(requests, "coordsim.wasm.gz") {
		t.Errorf("the page never asked for the WASM's .gz twin; requests:\n%s", requests)
	}
	// The evidence export's module comes the same way, on the first export.
	tb := openURL(t, host+"/index.html?lang=ja", 1280, 800, ready)
	defer tb.close()
	tb.mu.Lock()
	tb.host = strings.TrimPrefix(host, "http://")
	tb.mu.Unlock()
	var ev evidenceFiles
	if err := json.Unmarshal([]byte(awaitJSON(tb, `window.coordsim.evidence()`)), &ev); err != nil || ev.Files["README.md"] == "" {
		t.Errorf("no evidence from the plain host (%v): %.200v", err, ev.Files)
	}
	if n := tb.requestsOf("/" + site.EvidenceWASMName + ".gz"); n != 1 {
		t.Errorf("the export fetched the evidence module's .gz twin %d times, want once; requests:\n%s", n, strings.Join(tb.requestList(), "\n"))
	}
}

// firstLoadWithinBudget loads path from the host at addr until the page
// has loaded all it loads by itself (its canvas painted with its fonts, its
// lesson built, its slider rehearsed, no request in flight) and is clean,
// fails the test if more than gzOnlyBudget crossed the wire, and returns
// the requests it made, one a line. (Counted at ready, the load missed what
// came after it, by a varying part.)
func firstLoadWithinBudget(t *testing.T, addr, path, host string) string {
	t.Helper()
	tb := openURL(t, addr+path, 1280, 800, ready)
	defer tb.close()
	tb.mu.Lock()
	tb.host = strings.TrimPrefix(addr, "http://")
	tb.mu.Unlock()
	tb.waitFor(rehearsedAll + ` && ` + lessonBuilt)
	tb.waitNetworkQuiet()
	tb.mu.Lock()
	encoded, requests := tb.encoded, strings.Join(tb.requests, "\n")
	tb.mu.Unlock()
	if encoded > gzOnlyBudget {
		t.Errorf("first load from %s: %.2f MB on the wire, over %.1f MB", host, encoded/1e6, gzOnlyBudget/1e6)
	}
	t.Logf("first load from %s: %.3f MB on the wire", host, encoded/1e6)
	return requests
}

// TestBrowserFromAFileSaysToServeIt: dist/index.html opened as a file says,
// in the page's language, that it must be served over HTTP, instead of
// loading forever.
func TestBrowserFromAFileSaysToServeIt(t *testing.T) {
	browser(t)
	for _, lang := range []string{"en", "ja"} {
		u := url.URL{Scheme: "file", Path: filepath.Join(siteDir, "index.html"), RawQuery: "lang=" + lang}
		tb := openURL(t, u.String(), 1280, 800, "")
		want := catalog.T(lang, "page.fileProtocol")
		tb.waitFor(fmt.Sprintf(`document.getElementById("outcome").textContent === %q`, want))
		tb.closeOnce.Do(tb.cancel) // closed unchecked: from file:// the WASM is out of reach, and its errors are the point
	}
}

// serveWithPython serves dir with python3 -m http.server on a free port
// until the test ends, and returns its address once the server says it
// listens.
func serveWithPython(t *testing.T, dir string) string {
	t.Helper()
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Fatal("the static-host test needs python3 (apt-get install -y python3)")
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := ln.Addr().(*net.TCPAddr).Port
	ln.Close()
	cmd := exec.Command(py, "-u", "-m", "http.server", "--bind", "127.0.0.1", "--directory", dir, fmt.Sprint(port))
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	listening := make(chan bool, 1)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			if strings.HasPrefix(sc.Text(), "Serving HTTP on") {
				listening <- true
			}
		}
		close(listening)
	}()
	select {
	case ok := <-listening:
		if !ok {
			t.Fatal("python3 -m http.server exited before it listened")
		}
	case <-time.After(20 * time.Second):
		t.Fatal("python3 -m http.server did not say it listens within 20 s")
	}
	return fmt.Sprintf("http://127.0.0.1:%d", port)
}

// TestBrowserNegotiatingHostSendsTheWASMOnce: where the host sends the
// WASM compressed on the wire (this server, as make run), the page takes
// it as it comes and never asks for the .gz twin.
func TestBrowserNegotiatingHostSendsTheWASMOnce(t *testing.T) {
	tb := open(t, "/index.html", 1280, 800, ready)
	defer tb.close()
	tb.mu.Lock()
	defer tb.mu.Unlock()
	wasm := 0
	for _, r := range tb.requests {
		if strings.Contains(r, "coordsim.wasm.gz") {
			t.Errorf("the page asked for the .gz twin from a host that negotiates: %s", r)
		}
		if strings.HasSuffix(r, "/coordsim.wasm") {
			wasm++
		}
	}
	if wasm != 1 {
		t.Errorf("the WASM was requested %d times, want once", wasm)
	}
}

// TestBrowserOnNginxWithGzipStatic: dist/ served by nginx with Debian's
// mime.types and gzip_static on (docs/hosting.md): nginx sends the .gz
// twins as Content-Encoding: gzip, so the page takes the WASM as it comes,
// within the first-load budget.
func TestBrowserOnNginxWithGzipStatic(t *testing.T) {
	browser(t)
	requests := firstLoadWithinBudget(t, serveWithNginx(t, siteDir), "/index.html", "nginx with gzip_static")
	if strings.Contains(requests, "coordsim.wasm.gz") {
		t.Errorf("nginx sent the WASM compressed, yet the page asked for the .gz twin; requests:\n%s", requests)
	}
}

// serveWithNginx serves dir with nginx (gzip_static on) on a free port until
// the test ends. nginx daemonizes once it listens, so its exit is the signal.
func serveWithNginx(t *testing.T, dir string) string {
	t.Helper()
	bin, err := exec.LookPath("nginx")
	if err != nil {
		bin = "/usr/sbin/nginx"
		if _, err := os.Stat(bin); err != nil {
			if os.Getenv("CI") != "" {
				t.Fatal("the nginx test needs nginx (.ci/run installs nginx-light)")
			}
			fmt.Fprintln(os.Stderr, "WARNING: TestBrowserOnNginxWithGzipStatic is SKIPPED: no nginx (apt-get install -y nginx-light); the page on nginx is untested")
			t.Skip("SKIPPED: no nginx")
		}
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := ln.Addr().(*net.TCPAddr).Port
	ln.Close()
	prefix := t.TempDir()
	user := "" // nginx's workers drop to nobody, who cannot read a 0700 temp dir
	if os.Geteuid() == 0 {
		user = "user root;"
	}
	conf := user + fmt.Sprintf(`
pid %[1]s/nginx.pid;
error_log %[1]s/error.log;
events {}
http {
    include /etc/nginx/mime.types;
    types { application/wasm wasm; }
    access_log off;
    client_body_temp_path %[1]s/body;
    proxy_temp_path %[1]s/proxy;
    fastcgi_temp_path %[1]s/fastcgi;
    uwsgi_temp_path %[1]s/uwsgi;
    scgi_temp_path %[1]s/scgi;
    server {
        listen 127.0.0.1:%[2]d;
        root %[3]s;
        gzip_static on;
    }
}
`, prefix, port, dir)
	confPath := filepath.Join(prefix, "nginx.conf")
	if err := os.WriteFile(confPath, []byte(conf), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(bin, "-p", prefix, "-e", filepath.Join(prefix, "error.log"), "-c", confPath).CombinedOutput(); err != nil {
		t.Fatalf("starting nginx: %v\n%s", err, out)
	}
	t.Cleanup(func() {
		exec.Command(bin, "-p", prefix, "-e", filepath.Join(prefix, "error.log"), "-c", confPath, "-s", "stop").Run()
	})
	return fmt.Sprintf("http://127.0.0.1:%d", port)
}
