package browser

import (
	"context"
	"flag"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"sync"
	"testing"

	"coordsim/web/internal/chromium"
	"coordsim/web/internal/module"
	"coordsim/web/server"
	"coordsim/web/site"
)

var (
	siteDir    string // the built site; "" when browser tests are skipped
	skipReason string
	siteServer *httptest.Server // the built site and the test pages

	browserOnce   sync.Once
	browserCtx    context.Context
	browserCancel context.CancelFunc
	browserErr    error
)

func TestMain(m *testing.M) {
	flag.Parse()
	code := func() int {
		switch {
		case testing.Short():
			skipReason = "browser tests skipped in -short mode"
		case os.Getenv("COORDSIM_SKIP_BROWSER") != "":
			skipReason = "browser tests skipped: COORDSIM_SKIP_BROWSER is set"
			fmt.Fprintln(os.Stderr, "WARNING: every browser test is skipped because COORDSIM_SKIP_BROWSER is set; the page is untested")
		case chromium.Path() == "":
			// A missing browser must not pass as a green run.
			fmt.Fprintln(os.Stderr, "FAIL: the browser tests need Chromium: apt-get install -y chromium fonts-noto-cjk (or set $CHROMIUM; COORDSIM_SKIP_BROWSER=1 skips them, loudly)")
			return 1
		default:
			dir := os.Getenv("COORDSIM_SITE")
			if dir == "" {
				root, err := module.Root()
				if err == nil {
					// Tests build with fast brotli; benchmarks measure the
					// site as shipped (cached by content after the first).
					quality := site.BrotliFast
					if f := flag.Lookup("test.bench"); f != nil && f.Value.String() != "" {
						quality = site.BrotliBest
					}
					var cleanup func()
					dir, cleanup, err = builtSite(root, quality)
					if cleanup != nil {
						defer cleanup()
					}
				}
				if err != nil {
					fmt.Fprintln(os.Stderr, "building the site for the browser tests:", err)
					return 1
				}
			}
			siteDir = dir
			mux := http.NewServeMux()
			mux.Handle("/", server.Handler(siteDir))
			mux.HandleFunc("/test-parent.html", func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "text/html; charset=utf-8")
				fmt.Fprint(w, parentPage)
			})
			mux.HandleFunc("/test-blank.html", func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "text/html; charset=utf-8")
				fmt.Fprint(w, `<!doctype html><title>blank</title><link rel="icon" href="data:,">`)
			})
			mux.HandleFunc("/test-clear.html", func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "text/html; charset=utf-8")
				fmt.Fprint(w, clearPage)
			})
			siteServer = httptest.NewServer(mux)
			defer siteServer.Close()
		}
		defer func() {
			if browserCancel != nil {
				browserCancel()
			}
		}()
		return m.Run()
	}()
	os.Exit(code)
}

// parentPage is a course page embedding the simulator and recording what
// it posts.
const parentPage = `<!doctype html><html><head><meta charset="utf-8"><title>course</title><link rel="icon" href="data:,"></head><body>
<iframe id="sim" src="/index.html?embed=1&partition=9" width="480" height="640" style="border:0"></iframe>
<script>
window.got = [];
window.addEventListener("message", (e) => {
  if (e.data && e.data.type === "coordsim:state") window.got.push(e.data.state);
});
</script></body></html>`

// browser starts one headless Chromium for the whole run.
func browser(t testing.TB) context.Context {
	t.Helper()
	if siteDir == "" {
		t.Skip(skipReason)
	}
	browserOnce.Do(func() {
		browserCtx, browserCancel, browserErr = chromium.Start(chromium.Path())
	})
	if browserErr != nil {
		t.Fatalf("starting Chromium: %v", browserErr)
	}
	return browserCtx
}
