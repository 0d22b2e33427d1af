package browser

import (
	"testing"

	"github.com/chromedp/chromedp"
)

// drawSweep seeks through the run in 24 steps, a frame apart, and
// returns the CPU time of the canvas's repaints meanwhile.
const drawSweep = `(async () => {
  const f = document.getElementById("stage").contentWindow.coordsimFrame, end = window.coordsim.state().endTick;
  let n = 0;
  for (let t = 0; t <= end; t += end / 24, n++) {
    f.seek(t);
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  }
  return f.drawTimes().slice(-Math.min(n, 240));
})()`

// BenchmarkBrowserCompareDraw is the canvas's repaint in compare mode (two
// panes, runs A and B, from two scenes) against one run, as CPU time in the
// WASM per frame (coordsimFrame.drawTimes).
func BenchmarkBrowserCompareDraw(b *testing.B) {
	for b.Loop() {
		for _, c := range []struct{ name, path string }{{"one-run", "/?partition=9"}, {"compare", "/?b.partition=9"},
			{"compare-random-faults", "/?scenario=random-faults&b.partition=12"}} {
			tb := open(b, c.path, 1280, 800, ready)
			draws, err := chromedp.Run(tb.ctx, chromedp.Evaluate[[]float64](drawSweep, chromedp.EvalAwaitPromise))
			if err != nil {
				b.Fatal(err)
			}
			b.ReportMetric(pct(draws, 50), c.name+"-draw-cpu-p50-ms")
			b.ReportMetric(pct(draws, 95), c.name+"-draw-cpu-p95-ms")
			tb.close()
		}
	}
}
