package browser

// The page's controls in the browser: slider, playback, share URL,
// hostile and bad URLs, embedding, the canvas, the scenario picker, the
// invariant jump.

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"net/url"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

func TestBrowserSliderFlipsOutcome(t *testing.T) {
	tb := open(t, "/", 1280, 800, ready)
	if got := tb.outcome(); got != "recovered-before-deadline" {
		t.Fatalf("default outcome %q", got)
	}
	// The outcome in words, not as the engine's code (issue 53).
	text, _ := chromedp.Run(tb.ctx, chromedp.Text(chromedp.ID("outcome")))
	if !strings.Contains(text, "recovered before the deadline") || strings.Contains(text, "recovered-before-deadline") {
		t.Errorf("#outcome text %q does not name the outcome in words, or shows its code", text)
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
	if msg := eval[string](tb, `document.getElementById("announce").textContent`); !strings.Contains(msg, "Outcome: recovery deadline exceeded.") {
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
	tb.waitPainted()
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
	if !strings.Contains(text, "duplicate-gets-first-result") || !strings.Contains(text, "rejected: not in the expected state") {
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
