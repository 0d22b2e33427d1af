package browser

import "testing"

// BenchmarkBrowserDrawJapanese: the canvas's CPU time per repaint with
// Japanese labels (glyphs from the same atlas image as ASCII and shapes, so
// a frame still batches into a few draw calls), for comparison with
// BenchmarkBrowserSliderToOutcome's draw-cpu figures in English.
func BenchmarkBrowserDrawJapanese(b *testing.B) {
	for _, lang := range []string{"en", "ja"} {
		b.Run(lang, func(b *testing.B) {
			tb := open(b, "/?lang="+lang, 1280, 800, ready)
			for b.Loop() {
				slide(b, tb)
				draws := eval[[]float64](tb, `document.getElementById("stage").contentWindow.coordsimFrame.drawTimes()`)
				b.ReportMetric(pct(draws, 50), "draw-cpu-p50-ms")
				b.ReportMetric(pct(draws, 95), "draw-cpu-p95-ms")
			}
			tb.close()
		})
	}
}
