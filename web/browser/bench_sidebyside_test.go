package browser

import (
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// BenchmarkBrowserSliderSideBySide drags the simulator's slider and the
// clear-only page's in alternating blocks of ten, in two tabs open at once,
// so that both meet the same moments of a busy machine (the two slider
// benchmarks in bench_test.go run a minute apart and each meets its own).
//
// In the first seconds after a load: once the canvas has started, 20
// unmeasured drags on the simulator, then 60 on each page, pooled over
// sideBySideLoads loads (one load's p95 moves by a millisecond or two).
// Settled: both pages sit quiet until the first load is 45 s old; then a
// block of ten on each, reported apart as after-pause (the simulator's
// block first, so the clear-only page's starts about 0.4 s later), then 60
// each, before the other loads open (a tab closed shortly before made the
// drags late in either build).
//
// Besides each p95 of sliderTimes' frame, the share of drags whose page
// missed the next frame (missedFrames). Traced (2026-12-01): after a pause
// of more than about 5 s the GPU process had released the simulator's tile
// resources, and its first swaps after the pause, making them again, took
// 36-74 ms rather than 12-14 (software GL), so one or two of the first
// drags could miss a frame; the clear-only page has no tiles.
func BenchmarkBrowserSliderSideBySide(b *testing.B) {
	const sideBySideLoads = 3
	browser(b) // skips without a site
	clear := openFor(b, siteServer.URL+"/test-clear.html", 1280, 800, "window.ready", 5*time.Minute)
	// Both tabs are in one browser on one display: one frame rate.
	interval := frameInterval(b, clear)
	for b.Loop() {
		b.ReportMetric(interval, "frame-interval-ms")
		sim := openFor(b, siteServer.URL+"/", 1280, 800, ready, 2*time.Minute)
		simFirst, clearFirst := firstSeconds(b, sim, clear)
		waitUntilSettled(sim)
		s, c := drags(b, sim, 10), drags(b, clear, 10)
		b.ReportMetric(missedFrames(s.Gap, interval), "after-pause-missed-frame-pct")
		b.ReportMetric(missedFrames(c.Gap, interval), "after-pause-clear-missed-frame-pct")
		s, c = sideBySide(b, sim, clear)
		b.ReportMetric(pct(s.Frame, 95), "settled-next-frame-p95-ms")
		b.ReportMetric(pct(c.Frame, 95), "settled-clear-next-frame-p95-ms")
		b.ReportMetric(missedFrames(s.Gap, interval), "settled-missed-frame-pct")
		b.ReportMetric(missedFrames(c.Gap, interval), "settled-clear-missed-frame-pct")
		sim.close()
		for range sideBySideLoads - 1 {
			sim := open(b, "/", 1280, 800, ready)
			s, c := firstSeconds(b, sim, clear)
			simFirst.add(s)
			clearFirst.add(c)
			sim.close()
		}
		b.ReportMetric(pct(simFirst.Frame, 95), "next-frame-p95-ms")
		b.ReportMetric(pct(clearFirst.Frame, 95), "clear-next-frame-p95-ms")
		b.ReportMetric(missedFrames(simFirst.Gap, interval), "missed-frame-pct")
		b.ReportMetric(missedFrames(clearFirst.Gap, interval), "clear-missed-frame-pct")
	}
}

// firstSeconds is sideBySide in the first seconds after sim's load: once
// its canvas has started, and after 20 unmeasured drags on sim.
func firstSeconds(b *testing.B, sim, clear *tab) (simTimes, clearTimes slideTimes) {
	settle(sim, frames+" > 0")
	drags(b, sim, 20)
	return sideBySide(b, sim, clear)
}

// sideBySide is six blocks of ten drags on each tab, alternating.
func sideBySide(b *testing.B, sim, clear *tab) (simTimes, clearTimes slideTimes) {
	for range 6 {
		simTimes.add(drags(b, sim, 10))
		clearTimes.add(drags(b, clear, 10))
	}
	return simTimes, clearTimes
}

// frameInterval is the median time between tb's animation frames, in ms.
func frameInterval(b *testing.B, tb *tab) float64 {
	ts, err := chromedp.Run(tb.ctx, chromedp.Evaluate[[]float64](`new Promise((resolve) => {
		const ts = [];
		const tick = (t) => (ts.push(t), ts.length > 60 ? resolve(ts) : requestAnimationFrame(tick));
		requestAnimationFrame(tick);
	})`, chromedp.EvalAwaitPromise))
	if err != nil {
		b.Fatal(err)
	}
	gaps := make([]float64, 0, len(ts)-1)
	for i := 1; i < len(ts); i++ {
		gaps = append(gaps, ts[i]-ts[i-1])
	}
	return pct(gaps, 50)
}

// missedFrames is the share of drags, in percent, whose page missed the
// frame after the input: the frame that showed the drag came more than one
// and a half frame intervals (so two or more) after the one the input
// followed (sliderTimes' gap). The budget is a p95 within one frame on
// hardware; here the next-frame p95s of the two pages differ by a
// millisecond or two either way from run to run, where within a frame its
// callbacks start, without a frame missed.
func missedFrames(gaps []float64, interval float64) float64 {
	missed := 0
	for _, g := range gaps {
		if g > 1.5*interval {
			missed++
		}
	}
	return 100 * float64(missed) / float64(max(1, len(gaps)))
}
