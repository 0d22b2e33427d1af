package main

// Browser end-to-end tests: the built site in real headless Chromium.
//
// They build the site themselves (TestMain, into a temp dir; set
// COORDSIM_SITE to reuse a built one), so `go test ./web` needs nothing
// first. Without a Chromium binary they skip with a message; -short skips
// them too.

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"image"
	"image/png"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

var (
	siteDir    string // the built site; "" when browser tests are skipped
	skipReason string
	server     *httptest.Server

	browserOnce   sync.Once
	browserCtx    context.Context
	browserCancel context.CancelFunc
	browserErr    error
)

// chromiumPath finds a Chromium or Chrome binary ($CHROMIUM first).
func chromiumPath() string {
	if p := os.Getenv("CHROMIUM"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "headless-shell"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

func TestMain(m *testing.M) {
	flag.Parse()
	code := func() int {
		switch {
		case testing.Short():
			skipReason = "browser tests skipped in -short mode"
		case os.Getenv("COORDSIM_SKIP_BROWSER") != "":
			skipReason = "browser tests skipped: COORDSIM_SKIP_BROWSER is set"
			fmt.Fprintln(os.Stderr, "WARNING: every browser test is skipped because COORDSIM_SKIP_BROWSER is set; the page is untested")
		case chromiumPath() == "":
			// A missing browser must not pass as a green run.
			fmt.Fprintln(os.Stderr, "FAIL: the browser tests need Chromium: apt-get install -y chromium fonts-noto-cjk (or set $CHROMIUM; COORDSIM_SKIP_BROWSER=1 skips them, loudly)")
			return 1
		default:
			dir := os.Getenv("COORDSIM_SITE")
			if dir == "" {
				tmp, err := os.MkdirTemp("", "coordsim-site-")
				if err != nil {
					fmt.Fprintln(os.Stderr, err)
					return 1
				}
				defer os.RemoveAll(tmp)
				root, err := moduleRoot()
				if err == nil {
					touchSources(root)
					// Tests build with fast brotli; benchmarks measure the
					// site as shipped (cached by content after the first).
					quality := BrotliFast
					if f := flag.Lookup("test.bench"); f != nil && f.Value.String() != "" {
						quality = BrotliBest
					}
					err = buildSite(root, tmp, quality)
				}
				if err != nil {
					fmt.Fprintln(os.Stderr, "building the site for the browser tests:", err)
					return 1
				}
				dir = tmp
			}
			siteDir = dir
			mux := http.NewServeMux()
			mux.Handle("/", siteHandler(siteDir))
			mux.HandleFunc("/test-parent.html", func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "text/html; charset=utf-8")
				fmt.Fprint(w, parentPage)
			})
			mux.HandleFunc("/test-clear.html", func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "text/html; charset=utf-8")
				fmt.Fprint(w, clearPage)
			})
			server = httptest.NewServer(mux)
			defer server.Close()
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

// touchSources opens every file the site is built from, so that go test's
// result cache (which sees only what this process opens, not what the go
// build it runs reads) is invalidated when any of them changes.
func touchSources(root string) {
	for _, dir := range []string{"wasm", "engine", "assets", "internal"} {
		filepath.WalkDir(filepath.Join(root, dir), func(p string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() {
				if f, err := os.Open(p); err == nil {
					f.Close()
				}
			}
			return nil
		})
	}
	for _, f := range []string{"go.mod", "go.sum", "index.html", "canvas.html"} {
		if fh, err := os.Open(filepath.Join(root, f)); err == nil {
			fh.Close()
		}
	}
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
		profile, err := os.MkdirTemp("", "coordsim-chromium-")
		if err != nil {
			browserErr = err
			return
		}
		opts := append(chromedp.DefaultExecAllocatorOptions[:],
			chromedp.ExecPath(chromiumPath()),
			chromedp.NoSandbox,
			chromedp.UserDataDir(profile),
			// WebGL2 in software, for machines without a GPU.
			chromedp.Flag("enable-unsafe-swiftshader", true),
			chromedp.Flag("use-angle", "swiftshader"),
			chromedp.Flag("disable-quic", true),
			chromedp.Flag("disable-component-update", true),
		)
		alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
		ctx, cancelCtx := chromedp.NewContext(alloc)
		browserErr = chromedp.Do(ctx) // start it now, without a deadline
		browserCtx = ctx
		browserCancel = func() {
			cancelCtx()
			cancelAlloc()
			os.RemoveAll(profile)
		}
	})
	if browserErr != nil {
		t.Fatalf("starting Chromium: %v", browserErr)
	}
	return browserCtx
}

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
	webglFail bool
}

// open loads path on a new tab of the shared browser at w x h and waits for
// window.coordsim.ready (or, with ready == "", for nothing).
func open(t testing.TB, path string, w, h int64, ready string) *tab {
	t.Helper()
	browser(t) // skips when there is no site to serve
	return openURL(t, server.URL+path, w, h, ready)
}

// openURL is open for any address (about:blank included).
func openURL(t testing.TB, addr string, w, h int64, ready string) *tab {
	t.Helper()
	return openFor(t, addr, w, h, ready, 60*time.Second)
}

// openFor is openURL for a tab that may live longer than a minute.
func openFor(t testing.TB, addr string, w, h int64, ready string, life time.Duration) *tab {
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
	if _, err := chromedp.Call(ctx, network.SetCacheDisabled, network.SetCacheDisabledParams{CacheDisabled: true}); err != nil {
		t.Fatal(err)
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
	case *network.EventLoadingFinished:
		tb.encoded += e.EncodedDataLength
	}
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
	origin, _ := url.Parse(server.URL)
	for _, r := range tb.requests {
		u, err := url.Parse(r)
		if err != nil || (u.Scheme != "data" && u.Scheme != "blob" && u.Host != origin.Host) {
			tb.t.Errorf("request left the page's origin: %s", r)
		}
	}
}

func eval[T any](tb *tab, expr string) T {
	tb.t.Helper()
	v, err := chromedp.Run(tb.ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		tb.t.Fatalf("evaluating %s: %v", expr, err)
	}
	return v
}

// waitFor polls a JavaScript predicate.
func (tb *tab) waitFor(expr string) {
	tb.t.Helper()
	if _, err := chromedp.Run(tb.ctx, chromedp.Poll[chromedp.Void](expr, chromedp.WithPollingTimeout(30*time.Second))); err != nil {
		tb.t.Fatalf("waiting for %s: %v", expr, err)
	}
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

const ready = `window.coordsim && window.coordsim.ready`

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

func TestBrowserSliderFlipsOutcome(t *testing.T) {
	tb := open(t, "/", 1280, 800, ready)
	if got := tb.outcome(); got != "recovered-before-deadline" {
		t.Fatalf("default outcome %q", got)
	}
	text, _ := chromedp.Run(tb.ctx, chromedp.Text(chromedp.ID("outcome")))
	if !strings.Contains(text, "recovered-before-deadline") {
		t.Errorf("#outcome text %q does not name the outcome", text)
	}
	base := tb.state()
	if base.Partition != 4 || base.Seed != "20260731" || base.Deadline != 8 {
		t.Fatalf("default state %+v", base)
	}

	// Keyboard: four steps right on the slider, 4 -> 8 ... one more to 9.
	tb.press("partition", strings.Repeat(kb.ArrowRight, 5))
	long := tb.state()
	if long.Partition != 9 || tb.outcome() != "recovery-deadline-exceeded" {
		t.Fatalf("partition 9: %+v, #outcome %q", long, tb.outcome())
	}
	if long.Seed != base.Seed || long.TraceSHA256 == base.TraceSHA256 {
		t.Errorf("same seed must give a new trace hash: %s %s -> %s %s", base.Seed, base.TraceSHA256, long.Seed, long.TraceSHA256)
	}
	if msg := eval[string](tb, `document.getElementById("announce").textContent`); !strings.Contains(msg, "recovery-deadline-exceeded") {
		t.Errorf("live region did not announce the change: %q", msg)
	}

	tb.press("partition", strings.Repeat(kb.ArrowLeft, 3))
	six := tb.state()
	if six.Partition != 6 || tb.outcome() != "recovered-before-deadline" {
		t.Fatalf("partition 6: %+v", six)
	}
	// The address bar follows a moment later (replaceState is debounced).
	tb.waitFor(`location.search.includes("partition=6") && location.search.includes("seed=20260731")`)
}

func TestBrowserPlaybackControls(t *testing.T) {
	tb := open(t, "/", 1280, 800, ready)
	tb.press("step", kb.Enter)
	if s := tb.state(); s.Tick != 1 {
		t.Fatalf("Enter on #step: tick %d, want 1", s.Tick)
	}
	tb.press("scrub", kb.ArrowRight+kb.ArrowRight)
	if s := tb.state(); s.Tick != 3 {
		t.Fatalf("arrows on #scrub: tick %d, want 3", s.Tick)
	}
	if now := eval[string](tb, `document.getElementById("now").textContent`); !strings.HasPrefix(now, "tick 3:") {
		t.Errorf("caption under the canvas: %q", now)
	}
	if future := eval[int](tb, `document.querySelectorAll("#trace tr.future").length`); future == 0 {
		t.Error("trace rows after tick 3 are not marked as future")
	}
	// A click on the canvas's timeline seeks too.
	box := eval[struct{ X0, X1, Y, End float64 }](tb, `(() => {
		const f = document.getElementById("stage"), r = f.getBoundingClientRect(), b = f.contentWindow.coordsimFrame.timelineBox();
		return { x0: r.left + b.x0, x1: r.left + b.x1, y: r.top + b.y, end: b.end }; })()`)
	if box.End == 0 {
		t.Fatalf("no timeline geometry: %+v", box)
	}
	x := box.X0 + (box.X1-box.X0)*7/box.End
	if err := chromedp.Do(tb.ctx, chromedp.MouseClickXY(x, box.Y)); err != nil {
		t.Fatal(err)
	}
	tb.waitFor(`window.coordsim.state().tick === 7`)

	// Play from the start, so the run cannot reach its end (where playback
	// stops by itself) before the second press, even on a loaded machine.
	eval[chromedp.Void](tb, `window.coordsim.set({t: 0}); document.getElementById("speed").value = "4"`)
	tb.press("play", " ")
	tb.waitFor(`window.coordsim.state().tick >= 1`)
	tb.press("play", " ")
	if eval[bool](tb, `window.coordsim.state().playing`) {
		t.Error("Space on #play did not pause")
	}
}

func TestBrowserShareURLRestoresState(t *testing.T) {
	tb := open(t, "/", 1280, 800, ready)
	eval[chromedp.Void](tb, `window.coordsim.set({seed: "42", partition: 7, deadline: 10, retention: 3, mutations: ["conflicting-retry", "short-retention"], t: 5, lang: "ja"})`)
	want := tb.state()
	tb.waitFor(`document.getElementById("share-url").value === window.coordsim.state().url`)
	share := eval[string](tb, `document.getElementById("share-url").value`)
	if want.URL != share || !strings.Contains(share, "mutations=conflicting-retry,short-retention") {
		t.Fatalf("share URL %q, state URL %q", share, want.URL)
	}
	u, _ := url.Parse(share)
	tb.close()
	again := open(t, u.RequestURI(), 1280, 800, ready)
	got := again.state()
	got.URL, want.URL = "", ""
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("share URL restored\n%+v\nwant\n%+v", got, want)
	}
	if label, _ := chromedp.Run(again.ctx, chromedp.Text(`label[for="partition"]`)); label != "分断の長さ（tick）" {
		t.Errorf("lang=ja did not switch the labels: %q", label)
	}
}

func TestBrowserHostileURLInjectsNothing(t *testing.T) {
	tb := open(t, "/?seed=<img src=x onerror=alert(1)>&partition=-5&scenario=%3Cimg%20src%3Dx%20onerror%3Dalert(2)%3E", 1280, 800, ready)
	msg, err := chromedp.Run(tb.ctx, chromedp.Text(chromedp.ID("problems")))
	if err != nil || !strings.Contains(msg, "seed") || !strings.Contains(msg, "partition") || !strings.Contains(msg, "scenario") {
		t.Fatalf("no visible message about the bad values: %q %v", msg, err)
	}
	if n := eval[int](tb, `document.querySelectorAll("img").length + document.getElementById("stage").contentDocument.querySelectorAll("img").length`); n != 0 {
		t.Errorf("%d img elements were injected", n)
	}
	s := tb.state()
	if s.Scenario != "reference" || s.Seed != "20260731" || s.Partition != 4 || tb.outcome() != "recovered-before-deadline" {
		t.Errorf("defaults not used: %+v", s)
	}
	tb.waitFor(`location.search.startsWith("?scenario=reference&") && location.search.includes("seed=20260731")`)
	if search := eval[string](tb, `location.search`); strings.Contains(search, "img") {
		t.Errorf("hostile text left in the URL: %s", search)
	}
}

func TestBrowserBadURLValueInJapanese(t *testing.T) {
	tb := open(t, "/?lang=ja&partition=99", 1280, 800, ready)
	msg, err := chromedp.Run(tb.ctx, chromedp.Text(chromedp.ID("problems")))
	if err != nil || !strings.Contains(msg, "partition") || !strings.Contains(msg, "1 から 30") {
		t.Fatalf("Japanese message for a bad partition: %q %v", msg, err)
	}
	if s := tb.state(); s.Partition != 4 || s.Lang != "ja" {
		t.Errorf("state %+v", s)
	}
}

func TestBrowserEmbedPostsStateToParent(t *testing.T) {
	tb := open(t, "/test-parent.html", 1000, 800, "")
	tb.waitFor(`window.got.length > 0`)
	first := eval[pageState](tb, `window.got[window.got.length - 1]`)
	if !first.Embed || first.Partition != 9 || first.Outcome != "recovery-deadline-exceeded" {
		t.Fatalf("first posted state %+v", first)
	}
	n := eval[int](tb, `window.got.length`)
	eval[chromedp.Void](tb, `document.getElementById("sim").contentWindow.coordsim.set({partition: 4})`)
	tb.waitFor(fmt.Sprintf(`window.got.length > %d && window.got[window.got.length - 1].partition === 4`, n))
	if last := eval[pageState](tb, `window.got[window.got.length - 1]`); last.Outcome != "recovered-before-deadline" || last.Scenario != "reference" {
		t.Errorf("state after set: %+v", last)
	}
	// A course page can switch the story; the posted state names it.
	n = eval[int](tb, `window.got.length`)
	eval[chromedp.Void](tb, `document.getElementById("sim").contentWindow.coordsim.set({scenario: "request-lost"})`)
	tb.waitFor(fmt.Sprintf(`window.got.length > %d && window.got[window.got.length - 1].scenario === "request-lost"`, n))
	if last := eval[pageState](tb, `window.got[window.got.length - 1]`); last.Partition != 2 || !last.Embed || !strings.Contains(last.URL, "scenario=request-lost") {
		t.Errorf("posted state after set({scenario}): %+v", last)
	}
	// Embed mode: canvas and essential controls only, inside the frame.
	doc := `document.getElementById("sim").contentDocument`
	fits := eval[bool](tb, doc+`.documentElement.scrollHeight <= 640 && `+doc+`.documentElement.scrollWidth <= 480 && `+
		doc+`.getElementById("stage").getBoundingClientRect().width >= 470`)
	hidden := eval[bool](tb, doc+`.getElementById("trace-section").offsetParent === null && `+doc+`.getElementById("seed").offsetParent === null`)
	visible := eval[bool](tb, `["stage", "partition", "play", "step", "scrub", "outcome"].every((id) => `+doc+`.getElementById(id).offsetParent !== null)`)
	if !fits || !hidden || !visible {
		t.Errorf("embed layout: fits %v, extras hidden %v, essentials visible %v", fits, hidden, visible)
	}
}

func TestBrowserCanvasIsDrawn(t *testing.T) {
	tb := open(t, "/?t=5", 1280, 800, ready)
	// A few frames for Ebiten to paint the scene at tick 5.
	tb.waitFor(`(() => { const c = document.getElementById("stage").contentDocument.querySelector("canvas"); return c && c.width > 300 && c.height > 200; })()`)
	time.Sleep(500 * time.Millisecond)
	shot, err := chromedp.Run(tb.ctx, chromedp.Screenshot(chromedp.ID("stage")))
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(shot))
	if err != nil {
		t.Fatal(err)
	}
	colours, inked := pixelStats(img)
	if colours < 8 || inked < 0.03 {
		t.Fatalf("canvas looks blank: %d colours, %.1f%% non-background pixels", colours, inked*100)
	}
}

// pixelStats counts distinct colours and the share of pixels that differ
// from the most common one (the background).
func pixelStats(img image.Image) (int, float64) {
	counts := map[uint32]int{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			counts[(r>>8)<<16|(g>>8)<<8|bl>>8]++
		}
	}
	top := 0
	for _, n := range counts {
		top = max(top, n)
	}
	total := b.Dx() * b.Dy()
	return len(counts), float64(total-top) / float64(total)
}

// pick chooses a scenario in the picker as a user would (the change event).
func (tb *tab) pick(name string) {
	tb.t.Helper()
	eval[chromedp.Void](tb, fmt.Sprintf(`(() => { const s = document.getElementById("scenario"); s.value = %q; s.dispatchEvent(new Event("change")); })()`, name))
}

type scenarioState struct {
	pageState
	Scenario   string `json:"scenario"`
	Title      string `json:"title"`
	Invariants []struct {
		Name  string `json:"name"`
		Holds bool   `json:"holds"`
		Tick  *int   `json:"tick"`
	} `json:"invariants"`
}

func (tb *tab) scenarioState() scenarioState {
	return eval[scenarioState](tb, `window.coordsim.state()`)
}

func TestBrowserScenarioPicker(t *testing.T) {
	tb := open(t, "/?partition=9", 1280, 800, ready)
	base := tb.scenarioState()
	rows := eval[int](tb, `document.querySelectorAll("#trace tbody tr").length`)
	if base.Scenario != "reference" || eval[int](tb, `document.getElementById("scenario").options.length`) < 7 {
		t.Fatalf("picker: state %+v", base)
	}
	tb.pick("random-faults")
	got := tb.scenarioState()
	if got.Scenario != "random-faults" || got.TraceSHA256 == base.TraceSHA256 || got.Partition != 4 || got.Deadline != 20 {
		t.Fatalf("after picking random-faults (the story's partition 4, deadline 20): %+v", got)
	}
	if n := eval[int](tb, `document.querySelectorAll("#trace tbody tr").length`); n <= rows {
		t.Errorf("trace did not change: %d rows, was %d", n, rows)
	}
	story, _ := chromedp.Run(tb.ctx, chromedp.Text(chromedp.ID("story")))
	if !strings.Contains(story, "Four clients") {
		t.Errorf("#story %q", story)
	}
	if msg := eval[string](tb, `document.getElementById("announce").textContent`); !strings.Contains(msg, "Random faults") {
		t.Errorf("live region did not announce the scenario: %q", msg)
	}
	tb.waitFor(`location.search.startsWith("?scenario=random-faults&")`)

	tb.pick("crash-after-commit")
	crash := tb.scenarioState()
	if crash.Scenario != "crash-after-commit" || crash.Partition != 2 || crash.Deadline != 10 || crash.Outcome != "recovered-before-deadline" {
		t.Fatalf("crash-after-commit: %+v", crash)
	}
	// The mutation toggles work on a generated scenario too.
	eval[chromedp.Void](tb, `document.getElementById("m-non-atomic-commit").click()`)
	if s := tb.scenarioState(); s.Scenario != "crash-after-commit" || len(s.Mutations) != 1 || s.TraceSHA256 == crash.TraceSHA256 {
		t.Errorf("toggle on crash-after-commit: %+v", s)
	}
}

func TestBrowserBrokenInvariantJumpsToItsTick(t *testing.T) {
	tb := open(t, "/?scenario=crash-after-commit&mutations=non-atomic-commit", 1280, 800, ready)
	s := tb.scenarioState()
	want := -1
	for _, inv := range s.Invariants {
		if inv.Name == "duplicate-gets-first-result" && !inv.Holds && inv.Tick != nil {
			want = *inv.Tick
		}
	}
	if want <= 0 || s.Tick != 0 {
		t.Fatalf("duplicate-gets-first-result should be broken at a later tick: %+v", s)
	}
	text, _ := chromedp.Run(tb.ctx, chromedp.Text(`#invariant-list li.broken`))
	if !strings.Contains(text, "duplicate-gets-first-result") || !strings.Contains(text, "stale") {
		t.Errorf("broken verdict shown as %q", text)
	}
	// Keyboard: focus the jump control and press Enter.
	btn := `#invariant-list li.broken button.jump`
	if err := chromedp.Do(tb.ctx, chromedp.Focus(btn), chromedp.SendKeys(btn, kb.Enter)); err != nil {
		t.Fatal(err)
	}
	if got := tb.state().Tick; got != want {
		t.Fatalf("jump moved the playhead to %d, want %d", got, want)
	}
	if row := eval[string](tb, `(() => { const r = document.querySelector("#trace tr.violation.current"); return r ? r.dataset.tick : ""; })()`); row != fmt.Sprint(want) {
		t.Errorf("violating trace row not highlighted at tick %d: %q", want, row)
	}
	tb.waitFor(fmt.Sprintf(`location.search.includes("t=%d")`, want))
}
