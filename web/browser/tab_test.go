package browser

// A tab of the shared browser: open a page, record what it did (console
// errors, exceptions, requests, bytes on the wire), and drive it.

import (
	"context"
	"fmt"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/cdproto/storage"
	"github.com/chromedp/chromedp"
)

// tab is one page under test, with everything it did recorded.
type tab struct {
	t         testing.TB
	ctx       context.Context
	cancel    context.CancelFunc
	closeOnce sync.Once

	mu        sync.Mutex
	problems  []string // console errors, exceptions, error log entries, dialogs
	requests  []string // every URL requested
	encoded   float64  // bytes on the wire, as Chromium counts them
	loads     []load   // each finished request's URL and bytes on the wire
	urls      map[network.RequestID]string
	inflight  map[network.RequestID]bool
	webglFail bool
	host      string // the page's own host, when not the test server's
}

// load is one finished request: its URL and its bytes on the wire,
// headers included, as Chromium counts them.
type load struct {
	url     string
	encoded float64
}

// open loads path on a new tab of the shared browser at w x h and waits for
// window.coordsim.ready (or, with ready == "", for nothing).
func open(t testing.TB, path string, w, h int64, ready string) *tab {
	t.Helper()
	browser(t) // skips when there is no site to serve
	return openURL(t, siteServer.URL+path, w, h, ready)
}

// measuresLoads reports whether t measures what loading the page carries or
// costs (bytes, requests, a cold start): its tabs fetch every file afresh.
// Every other test's tab keeps the browser's cache, which the tabs share:
// the site does not change while the suite runs, and the server's no-cache
// makes each load ask again (a 304) while the compiled WASM comes from the
// cache. With fresh's one load (openTab's clean) in place of a load, a
// clear and a reload, the 20 lesson, quiz, show, review, decision, proposal,
// explanation and progress tests took 145–154 s against 166–188 s
// (alternating runs, 2-vCPU KVM guest, 2026-12-05).
func measuresLoads(t testing.TB) bool {
	name, _, _ := strings.Cut(t.Name(), "/")
	return strings.HasPrefix(name, "Benchmark") || coldLoads[name]
}

// coldLoads are the tests that measure a page's load.
var coldLoads = map[string]bool{
	"TestBrowserFirstLoadWithBrotliWithinBudget": true, "TestBrowserPageDoesNotJump": true,
	"TestBrowserCompilesTheWASMInAWorker": true, "TestBrowserFetchesTheEvidenceModuleOnFirstExport": true,
	"TestBrowserOnAPlainStaticHost": true, "TestBrowserFromAFileSaysToServeIt": true,
	"TestBrowserNegotiatingHostSendsTheWASMOnce": true, "TestBrowserOnNginxWithGzipStatic": true,
}

// openURL is open for any address (about:blank included).
func openURL(t testing.TB, addr string, w, h int64, ready string) *tab {
	t.Helper()
	return openFor(t, addr, w, h, ready, 60*time.Second)
}

// openFor is openURL for a tab that may live longer than a minute.
func openFor(t testing.TB, addr string, w, h int64, ready string, life time.Duration) *tab {
	t.Helper()
	return openTab(t, addr, w, h, ready, life, false)
}

// openTab is openFor; with clean, the page's origin forgets what earlier
// tabs of the shared browser stored (localStorage) before the page loads.
func openTab(t testing.TB, addr string, w, h int64, ready string, life time.Duration, clean bool) *tab {
	t.Helper()
	ctx, cancel := context.WithTimeout(browser(t), life)
	ctx, cancelTab := chromedp.NewContext(ctx)
	tb := &tab{t: t, ctx: ctx}
	tb.cancel = func() {
		cancelTab()
		cancel()
	}
	if err := chromedp.Listen(ctx, tb.record); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("opening a tab: %v", err)
	}
	if err := tb.followWorkers(); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, network.SetCacheDisabled, network.SetCacheDisabledParams{CacheDisabled: measuresLoads(t)}); err != nil {
		t.Fatal(err)
	}
	tb.motion("reduce") // a click lands where it aims, not on a page scrolling smoothly
	if u, err := url.Parse(addr); clean && err == nil {
		origin := u.Scheme + "://" + u.Host
		if _, err := chromedp.Call(ctx, storage.ClearDataForOrigin, storage.ClearDataForOriginParams{Origin: origin, StorageTypes: "local_storage"}); err != nil {
			t.Fatalf("forgetting %s's storage: %v", origin, err)
		}
	}
	if err := chromedp.Do(ctx,
		chromedp.EmulateViewport(w, h),
		chromedp.Navigate(addr),
	); err != nil {
		t.Fatalf("loading %s: %v", addr, err)
	}
	if ready != "" {
		if _, err := chromedp.Run(ctx, chromedp.Poll[bool](ready, chromedp.WithPollingTimeout(30*time.Second))); err != nil {
			t.Fatalf("%s never became ready (%s): %v; problems so far: %v", addr, ready, err, tb.problemList())
		}
	}
	t.Cleanup(tb.close)
	return tb
}

// motion emulates prefers-reduced-motion: "reduce" (every tab's, from
// its start) or "no-preference".
func (tb *tab) motion(value string) {
	tb.t.Helper()
	reduced := emulation.SetEmulatedMediaParams{Features: []*emulation.MediaFeature{{Name: "prefers-reduced-motion", Value: value}}}
	if _, err := chromedp.Call(tb.ctx, emulation.SetEmulatedMedia, reduced); err != nil {
		tb.t.Fatalf("prefers-reduced-motion %s: %v", value, err)
	}
}

// close checks the tab and closes it: a tab left open keeps painting and
// slows the tabs after it.
func (tb *tab) close() {
	tb.closeOnce.Do(func() {
		tb.checkClean()
		tb.cancel()
	})
}

func (tb *tab) record(ev any) {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	switch e := ev.(type) {
	case *runtime.EventConsoleAPICalled:
		var parts []string
		for _, a := range e.Args {
			parts = append(parts, string(a.Value)+a.Description)
		}
		msg := strings.Join(parts, " ")
		if strings.Contains(msg, "webgl2 failed") || strings.Contains(msg, "getContext") {
			tb.webglFail = true
		}
		if e.Type == runtime.ConsoleAPICalledTypeError || e.Type == runtime.ConsoleAPICalledTypeAssert {
			tb.problems = append(tb.problems, "console."+string(e.Type)+": "+msg)
		}
	case *runtime.EventExceptionThrown:
		tb.problems = append(tb.problems, "exception: "+(&chromedp.ExceptionError{ExceptionDetails: e.ExceptionDetails}).Error())
	case *log.EventEntryAdded:
		if e.Entry.Level == log.EntryLevelError {
			tb.problems = append(tb.problems, "log: "+e.Entry.Text+" "+e.Entry.URL)
		}
		if strings.Contains(e.Entry.Text, "webgl2") {
			tb.webglFail = true
		}
	case *page.EventJavascriptDialogOpening:
		tb.problems = append(tb.problems, "dialog opened: "+e.Message)
		go chromedp.Call(tb.ctx, page.HandleJavaScriptDialog, page.HandleJavaScriptDialogParams{Accept: false})
	case *network.EventRequestWillBeSent:
		tb.requests = append(tb.requests, e.Request.URL)
		if tb.inflight == nil {
			tb.inflight = map[network.RequestID]bool{}
		}
		tb.inflight[e.RequestID] = true
		if tb.urls == nil {
			tb.urls = map[network.RequestID]string{}
		}
		tb.urls[e.RequestID] = e.Request.URL
	case *network.EventLoadingFinished:
		tb.encoded += e.EncodedDataLength
		tb.loads = append(tb.loads, load{url: tb.urls[e.RequestID], encoded: e.EncodedDataLength})
		delete(tb.inflight, e.RequestID)
	case *network.EventLoadingFailed:
		delete(tb.inflight, e.RequestID)
	}
}

// expectProblems takes the problems so far that match expected off the
// list checkClean fails on: the test expects them, and any other stays.
func (tb *tab) expectProblems(expected *regexp.Regexp) {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	kept := tb.problems[:0]
	for _, p := range tb.problems {
		if !expected.MatchString(p) {
			kept = append(kept, p)
		}
	}
	tb.problems = kept
}

func (tb *tab) problemList() []string {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	return append([]string(nil), tb.problems...)
}

// checkClean fails the test on console errors, exceptions, dialogs, a
// failed WebGL2 context, or any request that left the page's origin.
func (tb *tab) checkClean() {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	for _, p := range tb.problems {
		tb.t.Errorf("page problem: %s", p)
	}
	if tb.webglFail {
		tb.t.Error("the console reports that getContext for webgl2 failed")
	}
	origin, _ := url.Parse(siteServer.URL)
	host := origin.Host
	if tb.host != "" {
		host = tb.host
	}
	for _, r := range tb.requests {
		u, err := url.Parse(r)
		if err != nil || (u.Scheme != "data" && u.Scheme != "blob" && u.Host != host) {
			tb.t.Errorf("request left the page's origin: %s", r)
		}
	}
}

// evalAwait is eval of an expression whose value is a promise, such as
// one that imports a page module (inModule) to read what it exports.
func evalAwait[T any](tb *tab, expr string) T {
	tb.t.Helper()
	v, err := chromedp.Run(tb.ctx, chromedp.Evaluate[T](expr, chromedp.EvalAwaitPromise))
	if err != nil {
		tb.t.Fatalf("evaluating %s: %v", expr, err)
	}
	return v
}

// inModule is an expression that imports the page's module assets/name
// (the page's own instance: modules are imported once per page) and is
// body's value, body reading the module as m.
func inModule(name, body string) string {
	return `import("/assets/` + name + `").then((m) => ` + body + `)`
}

func eval[T any](tb *tab, expr string) T {
	tb.t.Helper()
	v, err := chromedp.Run(tb.ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		tb.t.Fatalf("evaluating %s: %v", expr, err)
	}
	return v
}

// navigate loads addr in the tab and waits until the page is ready.
func (tb *tab) navigate(addr string) {
	tb.t.Helper()
	if err := chromedp.Do(tb.ctx, chromedp.Navigate(addr)); err != nil {
		tb.t.Fatalf("loading %s: %v", addr, err)
	}
	tb.waitFor(ready)
}

// waitFor polls a JavaScript predicate. A page that replaces its document
// while a poll runs (a navigation's late commit, a reload) takes the poll's
// JavaScript context with it; the poll starts again in the new document.
func (tb *tab) waitFor(expr string) {
	tb.t.Helper()
	for attempt := 1; ; attempt++ {
		_, err := chromedp.Run(tb.ctx, chromedp.Poll[chromedp.Void](expr, chromedp.WithPollingTimeout(30*time.Second)))
		if err == nil {
			return
		}
		if attempt < 3 && (strings.Contains(err.Error(), "Cannot find context with specified id") || strings.Contains(err.Error(), "Execution context was destroyed") ||
			strings.Contains(err.Error(), "Inspected target navigated or closed")) {
			continue
		}
		tb.t.Fatalf("waiting for %s: %v", expr, err)
	}
}

// waitNetworkQuiet waits until every request the tab has made has
// finished or failed.
func (tb *tab) waitNetworkQuiet() {
	tb.t.Helper()
	for deadline := time.Now().Add(30 * time.Second); ; {
		tb.mu.Lock()
		n := len(tb.inflight)
		tb.mu.Unlock()
		if n == 0 {
			return
		}
		if time.Now().After(deadline) {
			tb.t.Fatalf("%d requests still in flight after 30 s", n)
		}
		time.Sleep(10 * time.Millisecond) // polling the tab's own count of requests
	}
}

// waitPainted waits until the canvas has run a frame and the page has
// presented two frames since: what is on the canvas is on the screen.
func (tb *tab) waitPainted() {
	tb.t.Helper()
	tb.waitFor(`document.getElementById("stage").contentWindow.coordsimFrame && document.getElementById("stage").contentWindow.coordsimFrame.frames() > 0`)
	tb.presented()
}

// presented waits until the page has presented two frames: what it last
// laid out (a scroll, a repaint) is on the screen.
func (tb *tab) presented() {
	tb.t.Helper()
	if _, err := chromedp.Run(tb.ctx, chromedp.Evaluate[chromedp.Void](`new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())))`, chromedp.EvalAwaitPromise)); err != nil {
		tb.t.Fatalf("waiting for the page to present a frame: %v", err)
	}
}

// repainted waits until the canvas has run a frame after the ones it had
// run when asked, and the page has presented it.
func (tb *tab) repainted(since float64) {
	tb.t.Helper()
	tb.waitFor(fmt.Sprintf(`document.getElementById("stage").contentWindow.coordsimFrame.frames() > %v`, since))
	tb.presented()
}

type pageState struct {
	Scenario    string   `json:"scenario"`
	Seed        string   `json:"seed"`
	Partition   int      `json:"partition"`
	Deadline    int      `json:"deadline"`
	Retention   int      `json:"retention"`
	Mutations   []string `json:"mutations"`
	Tick        int      `json:"tick"`
	Outcome     string   `json:"outcome"`
	TraceSHA256 string   `json:"traceSHA256"`
	Lang        string   `json:"lang"`
	Embed       bool     `json:"embed"`
	URL         string   `json:"url"`
	Problems    []string `json:"problems"`
}

// ready is the page ready and settled: what is below the simulator (the
// lesson, the compare picker) builds one task after window.coordsim.ready
// (app.js's coordsim:settle), and the tests check it as a learner sees it.
const ready = `window.coordsim && window.coordsim.ready && document.body.classList.contains("settled")`

func (tb *tab) state() pageState { return eval[pageState](tb, `window.coordsim.state()`) }

func (tb *tab) outcome() string {
	tb.t.Helper()
	attr, err := chromedp.Run(tb.ctx, chromedp.AttributeValue(chromedp.ID("outcome"), "data-outcome"))
	if err != nil {
		tb.t.Fatal(err)
	}
	return attr.Value
}

// press sends keys to an element the way a keyboard user would.
func (tb *tab) press(id, keys string) {
	tb.t.Helper()
	if err := chromedp.Do(tb.ctx, chromedp.Focus(chromedp.ID(id)), chromedp.SendKeys(chromedp.ID(id), keys)); err != nil {
		tb.t.Fatalf("keys to #%s: %v", id, err)
	}
}

// TestBrowserFreshTabForgetsTheLastTest: fresh loads the page once, with
// nothing an earlier test stored on the site's origin; the storage is
// forgotten before the page reads it, not after a first load.
func TestBrowserFreshTabForgetsTheLastTest(t *testing.T) {
	tb := open(t, "/", 390, 844, ready)
	eval[chromedp.Void](tb, `localStorage.setItem("coordsim.lesson.v1", JSON.stringify({notes: {"1": "an earlier test's note"}}))`)
	tb.close()
	tb = fresh(t, "/?lab=1", 390, 844)
	if kept := eval[string](tb, `localStorage.getItem("coordsim.lesson.v1") || ""`); strings.Contains(kept, "earlier test") {
		t.Errorf("a fresh tab kept an earlier test's record: %s", kept)
	}
	if n := eval[int](tb, `performance.getEntriesByType("navigation").length`); n != 1 {
		t.Errorf("fresh loaded the page %d times in this document", n)
	}
}
