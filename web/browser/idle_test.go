package browser

// The idle page: ready, not playing, it must schedule no frames (a course
// page may embed several), and what that costs the machine is measured here
// from Chromium's own processes.

import (
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// countRAF counts the top page's requestAnimationFrame calls from now on
// (app.js looks the function up on every call).
const countRAF = `(() => {
  window.rafCalls = 0;
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (cb) => { window.rafCalls++; return raf(cb); };
})()`

const frames = `document.getElementById("stage").contentWindow.coordsimFrame.frames()`

// stillFor reports the Ebiten frames and the page's animation frames asked
// for over d.
func (tb *tab) stillFor(d time.Duration) (ebitenFrames, pageFrames int) {
	f0, r0 := eval[int](tb, frames), eval[int](tb, `window.rafCalls`)
	time.Sleep(d)
	return eval[int](tb, frames) - f0, eval[int](tb, `window.rafCalls`) - r0
}

// waitStill waits until neither the canvas nor the page has run a frame
// for a second (polled on a timer, not on animation frames, which countRAF
// counts): the page has settled, however slow a loaded machine makes its
// frames (a quarter of a second was not enough at a load of 20 on two
// cores).
func (tb *tab) waitStill() {
	tb.t.Helper()
	expr := `(() => {
	  const n = ` + frames + ` + window.rafCalls, s = window.stillSince || (window.stillSince = { n: -1, at: 0 });
	  if (s.n !== n) { s.n = n; s.at = performance.now(); }
	  return performance.now() - s.at > 1000;
	})()`
	if _, err := chromedp.Run(tb.ctx, chromedp.Poll[bool](expr, chromedp.WithPollingInterval(50*time.Millisecond), chromedp.WithPollingTimeout(30*time.Second))); err != nil {
		tb.t.Fatalf("the page never settled: %v", err)
	}
	eval[chromedp.Void](tb, `delete window.stillSince`)
}

func TestBrowserIdlePageSchedulesNoFrames(t *testing.T) {
	tb := open(t, "/", 1280, 800, ready)
	eval[chromedp.Void](tb, countRAF)
	// The canvas starts after the page is ready (wasm/bridge): wait for its
	// first frame, then let the frames after it run.
	tb.waitFor(frames + " > 0")
	tb.waitStill()
	if ef, pf := tb.stillFor(time.Second); ef != 0 || pf != 0 {
		t.Errorf("idle for 1 s: Ebiten ran %d frames, the page asked for %d animation frames; want none", ef, pf)
	}

	eval[chromedp.Void](tb, `document.getElementById("speed").value = "0.5"`)
	tb.press("play", " ")
	// Not timed: a loaded machine may manage only a few frames a second.
	if ef, pf := tb.stillFor(time.Second); ef < 2 || pf < 2 {
		t.Errorf("playing for 1 s: Ebiten ran %d frames, the page asked for %d animation frames; want both moving", ef, pf)
	}
	tb.press("play", " ")
	tb.waitStill()
	if ef, pf := tb.stillFor(time.Second); ef != 0 || pf != 0 {
		t.Errorf("paused for 1 s: Ebiten ran %d frames, the page asked for %d animation frames; want none", ef, pf)
	}

	// A seek and an apply each paint.
	f0 := eval[int](tb, frames)
	tb.press("step", " ")
	tb.waitFor(frames + " > " + strconv.Itoa(f0))
	f1 := eval[int](tb, frames)
	eval[chromedp.Void](tb, `window.coordsim.set({partition: 9})`)
	tb.waitFor(frames + " > " + strconv.Itoa(f1))
}

// browserCPU is the CPU time Chromium has used so far: its browser process
// and every process under it (renderers, GPU, utilities), children that
// ended included.
func browserCPU(tb testing.TB) time.Duration {
	tb.Helper()
	root := chromedp.FromContext(browser(tb)).Browser.Process()
	if root == nil {
		tb.Skip("no Chromium process to measure")
	}
	ents, err := os.ReadDir("/proc")
	if err != nil {
		tb.Skipf("no /proc to measure CPU from: %v", err)
	}
	parent := map[int]int{}
	ticks := map[int]int64{}
	for _, e := range ents {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		b, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue
		}
		// pid (comm) state ppid ... utime stime cutime cstime: fields 4, 14-17.
		rest := strings.Fields(string(b[strings.LastIndexByte(string(b), ')')+1:]))
		if len(rest) < 15 {
			continue
		}
		parent[pid], _ = strconv.Atoi(rest[1])
		for _, f := range rest[11:15] {
			n, _ := strconv.ParseInt(f, 10, 64)
			ticks[pid] += n
		}
	}
	var total int64
	for pid, n := range ticks {
		for p := pid; p > 1; p = parent[p] {
			if p == root.Pid {
				total += n
				break
			}
		}
	}
	const clkTck = 100 // USER_HZ on Linux
	return time.Duration(total) * time.Second / clkTck
}

// idleCPU loads addr and returns the whole browser's CPU, as a percentage
// of one core, over a 10 s window starting at each of from (after ready).
func idleCPU(b *testing.B, addr string, ready string, from ...time.Duration) []float64 {
	tb := openURL(b, addr, 1280, 800, ready)
	defer tb.close()
	start, pct := time.Now(), []float64{}
	for _, at := range from {
		time.Sleep(time.Until(start.Add(at)))
		c0, t0 := browserCPU(b), time.Now()
		time.Sleep(10 * time.Second)
		c1, t1 := browserCPU(b), time.Now()
		pct = append(pct, 100*float64(c1-c0)/float64(t1.Sub(t0)))
	}
	return pct
}

// BenchmarkBrowserIdleCPU: the whole browser's CPU (every Chromium process)
// while the page sits ready and not playing, over 10 s, next to the same
// browser showing about:blank (budget: at most 2% of a core above it). The
// page is loaded once first, so neither figure pays for the browser's start.
// The browser's own housekeeping (its databases, history, metrics) runs on
// timers of its own and lands in one window or another, a percent or two
// of a core when it does: so blank and page alternate, idleRounds times,
// and the figures are the medians (the page's above blank: the median of
// each round's difference).
//
// idle-above-blank-pct is measured from 5 s after ready. For tens of
// seconds after a load, V8 is still compiling the hot WebAssembly functions'
// optimized code on background threads, once (traced: 1.2 s of CPU in the
// first 10 s, 60-130 ms in each 10 s after, none from about 40 s on, on a
// 2-core VM); steady-above-blank-pct is the last round's page from 45 s
// after ready, when it is done, above the median blank.
func BenchmarkBrowserIdleCPU(b *testing.B) {
	const idleRounds = 3
	open(b, "/", 1280, 800, ready).close()
	for b.Loop() {
		var blank, page, above []float64
		var steady float64
		for round := range idleRounds {
			from := []time.Duration{5 * time.Second}
			if round == idleRounds-1 {
				from = append(from, 45*time.Second)
			}
			bl := idleCPU(b, "about:blank", "", 5*time.Second)[0]
			pg := idleCPU(b, siteServer.URL+"/", ready, from...)
			blank, page, above = append(blank, bl), append(page, pg[0]), append(above, pg[0]-bl)
			if len(pg) > 1 {
				steady = pg[1]
			}
		}
		b.ReportMetric(pct(blank, 50), "blank-cpu-pct")
		b.ReportMetric(pct(page, 50), "idle-page-cpu-pct")
		b.ReportMetric(pct(above, 50), "idle-above-blank-pct")
		b.ReportMetric(slices.Max(above), "idle-above-blank-max-pct")
		b.ReportMetric(steady-pct(blank, 50), "steady-above-blank-pct")
	}
}

// TestBrowserCanvasNeverAsksForGamepads: Ebiten calls
// navigator.getGamepads() on every update, and a page that has called it
// makes Chromium poll the gamepads on a thread of its own from then on
// (1.25% of a core on an idle page, measured); canvas.js gives the frame a
// navigator without gamepads.
func TestBrowserCanvasNeverAsksForGamepads(t *testing.T) {
	tb := openURL(t, "about:blank", 1280, 800, "")
	count := `(() => {
  window.gamepadAsks = 0;
  const ask = Navigator.prototype.getGamepads;
  Navigator.prototype.getGamepads = function () { window.gamepadAsks++; return ask.call(this); };
})()`
	if _, err := chromedp.Call(tb.ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: count}); err != nil {
		t.Fatal(err)
	}
	tb.navigate(siteServer.URL + "/")
	tb.waitFor(frames + " > 0")
	f0 := eval[int](tb, frames)
	eval[chromedp.Void](tb, `window.coordsim.set({partition: 9})`)
	tb.waitFor(frames + " > " + strconv.Itoa(f0)) // Ebiten updated again
	if asks := eval[int](tb, `document.getElementById("stage").contentWindow.gamepadAsks`); asks != 0 {
		t.Errorf("the canvas frame asked the browser for gamepads %d times", asks)
	}
}
