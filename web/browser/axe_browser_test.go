package browser

// Accessibility, checked by the field's own engine: axe-core runs over the
// page in the browser with the WCAG 2.1 A and AA rules and 2.2 AA, in both languages,
// wide and on a phone, embedded, with a generated scenario and in every
// view. Any violation fails the test with its rule, help and nodes.

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// axePin names the axe-core release and the SHA-256 of its axe.min.js;
// `make axe` fetches that file into axeDir (gitignored).
const (
	axePin = "testdata/axe-core.pin"
	axeDir = "testdata/axe-core"
)

var (
	axeOnce sync.Once
	axeSrc  string
	axeErr  error
)

// axeScript is axe-core's source, checked against the pin. A missing or
// different file fails (never skips) the test, naming the command that
// fetches it.
func axeScript(t *testing.T) string {
	t.Helper()
	axeOnce.Do(func() {
		pin, err := os.ReadFile(axePin)
		if err != nil {
			axeErr = err
			return
		}
		fields := strings.Fields(string(pin))
		if len(fields) != 2 || !strings.HasPrefix(fields[1], "sha256:") {
			axeErr = fmt.Errorf("%s: want \"axe-core@VERSION sha256:HEX\", got %q", axePin, pin)
			return
		}
		src, err := os.ReadFile(filepath.Join(axeDir, "axe.min.js"))
		if err != nil {
			axeErr = fmt.Errorf("%s is missing (%v): run `make axe` at the module root to fetch %s from npm", filepath.Join("web", "browser", axeDir, "axe.min.js"), err, fields[0])
			return
		}
		sum := sha256.Sum256(src)
		if got := hex.EncodeToString(sum[:]); got != strings.TrimPrefix(fields[1], "sha256:") {
			axeErr = fmt.Errorf("web/browser/%s/axe.min.js has SHA-256 %s, not the pinned %s: remove the directory and run `make axe`", axeDir, got, fields[1])
			return
		}
		axeSrc = string(src)
	})
	if axeErr != nil {
		t.Fatalf("axe-core: %v", axeErr)
	}
	return axeSrc
}

// axeViolation is one failed rule with the nodes it failed on.
type axeViolation struct {
	ID     string   `json:"id"`
	Impact string   `json:"impact"`
	Help   string   `json:"help"`
	URL    string   `json:"helpUrl"`
	Nodes  []string `json:"nodes"`
}

// axeRun runs the WCAG 2.1 A and AA and 2.2 AA rules over context (the document, or
// {include: [...]}) of the top document. The canvas frame is left out: it
// holds one canvas, named by the frame's title, which the page checks.
const axeRun = `(async (context) => {
  const r = await axe.run(context, {
    runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
    iframes: false, resultTypes: ["violations"],
  });
  return r.violations.map((v) => ({ id: v.id, impact: v.impact || "", help: v.help, helpUrl: v.helpUrl,
    nodes: v.nodes.slice(0, 8).map((n) => n.target.join(" ") + ": " + (n.failureSummary || "").replace(/\s+/g, " "))
      .concat(v.nodes.length > 8 ? ["… and " + (v.nodes.length - 8) + " more"] : []) }));
})`

// checkAxe runs axe-core over the page as it is now (context: "document"
// or an axe include list) and reports every violation. axe-core goes in
// through DevTools, which the page's CSP does not govern.
func (tb *tab) checkAxe(src, where, context string) {
	tb.t.Helper()
	start := time.Now()
	if !eval[bool](tb, `typeof window.axe === "object"`) {
		if _, err := chromedp.Run(tb.ctx, chromedp.Evaluate[chromedp.Void](src)); err != nil {
			tb.t.Fatalf("%s: injecting axe-core: %v", where, err)
		}
	}
	got, err := chromedp.Run(tb.ctx, chromedp.Evaluate[[]axeViolation](axeRun+"("+context+")", chromedp.EvalAwaitPromise))
	if err != nil {
		tb.t.Fatalf("%s: running axe-core: %v", where, err)
	}
	for _, v := range got {
		tb.t.Errorf("%s: axe %s (%s): %s\n  %s\n  %s", where, v.ID, v.Impact, v.Help, v.URL, strings.Join(v.Nodes, "\n  "))
	}
	tb.t.Logf("%s: axe-core took %v", where, time.Since(start).Round(time.Millisecond))
}

// TestBrowserAxeWCAG22: no WCAG 2.1 A or AA or 2.2 AA violation, in both languages,
// at 1280x800 and 390x844, in every view, comparing two runs, with a
// generated scenario, and embedded. One load (axe-core goes in once); the
// rest by set() and the viewport; a view's check covers what a view changes.
func TestBrowserAxeWCAG22(t *testing.T) {
	browser(t) // skips with the other browser tests
	src := axeScript(t)
	const views = `{ include: [["#stage-wrap"], ["#panel"], ["#trace-section"]] }`
	const grid = `document.querySelectorAll("#boundary td[role=gridcell]").length === 1200`
	steps := []struct {
		w, h    int64  // resize to this first, unless 0
		set     string // set() these, unless ""
		wait    string // then wait for this, unless ""
		context string
	}{
		// A broken invariant: its rows red, the rows after the playhead grey.
		{0, 0, "", "", "document"},
		{0, 0, `{lang: "ja"}`, "", "document"},
		{0, 0, `{view: "spacetime", b: {partition: 9}}`, `document.querySelectorAll("#spacetime svg").length === 2`, views},
		{0, 0, `{lang: "en", view: "boundary", b: null}`, grid, views},
		// A phone, with a generated scenario: many rows, lost and copied messages.
		{390, 844, `{lang: "ja", view: "network", scenario: "random-faults", mutations: [], t: 10}`, "", "document"},
		{0, 0, `{lang: "en", scenario: "reference", t: 5}`, "", "document"},
		{0, 0, `{view: "boundary"}`, grid, views},
		// Embedded in a course page.
		{360, 640, `{embed: true, view: "network", scenario: "random-faults", t: 10}`, "", "document"},
		{0, 0, `{lang: "ja"}`, "", "document"},
	}
	start := "/?lang=en&scenario=crash-after-commit&mutations=non-atomic-commit&t=3"
	browser(t) // skips without a site
	tb := openFor(t, siteServer.URL+start, 1280, 800, ready, 4*time.Minute)
	where := fmt.Sprintf("%s at 1280x800", start)
	for _, s := range steps {
		if s.w != 0 {
			if err := chromedp.Do(tb.ctx, chromedp.EmulateViewport(s.w, s.h)); err != nil {
				t.Fatal(err)
			}
			where = fmt.Sprintf("at %dx%d", s.w, s.h)
		}
		if s.set != "" {
			eval[chromedp.Void](tb, `window.coordsim.set(`+s.set+`)`)
			where += " set(" + s.set + ")"
		}
		if s.wait != "" {
			tb.waitFor(s.wait)
		}
		tb.checkAxe(src, where, s.context)
	}
	if s := tb.state(); !s.Embed || s.Lang != "ja" || s.Scenario != "random-faults" {
		t.Errorf("the last check was not of the embedded page in Japanese: %+v", s)
	}
}
