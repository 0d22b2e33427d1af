package browser

// Browser tests of compare mode's canvas and traces (issue 11): one canvas
// draws runs A and B in lockstep on one scrubber, and the first divergent
// trace entry is marked in both traces and on both timelines.

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"coordsim/engine/compare"
)

// pane is one run's pane on the canvas, as the frame's panes() reports it.
type pane struct {
	X, Y, W, H float64
	Title      string
	T          float64
	End        int64
	DivergeX   float64 `json:"divergeX"`
	Stacked    bool
}

const panesJS = `document.getElementById("stage").contentWindow.coordsimFrame.panes()`

// panesAt waits until the canvas has drawn both panes at tick.
func (tb *tab) panesAt(tick int) []pane {
	tb.t.Helper()
	tb.waitFor(fmt.Sprintf(`(() => { const p = %s; return p.length === 2 && p.every((x) => x.t === %d); })()`, panesJS, tick))
	return eval[[]pane](tb, panesJS)
}

func TestBrowserCompareCanvasLockstep(t *testing.T) {
	_, a := native(t, "partition=4")
	_, b := native(t, "partition=9")
	end := max(a.TimelineEnd, b.TimelineEnd)
	c := compare.Runs(a, b)
	tb := open(t, "/?b.partition=9", 1280, 800, ready)
	if st := eval[struct{ EndTick int64 }](tb, `window.coordsim.state()`); st.EndTick != end || eval[string](tb, `document.getElementById("scrub").max`) != fmt.Sprint(end) {
		t.Errorf("the scrubber ends at %d (state %d), want the later run's end %d", end, st.EndTick, end)
	}
	ps := tb.panesAt(0)
	if ps[0].Stacked || ps[1].X < ps[0].X+ps[0].W || ps[0].Title != "Run A" || ps[1].Title != "Run B" {
		t.Errorf("at 1280x800 the panes should sit side by side, A then B: %+v", ps)
	}
	for _, p := range ps {
		if p.End != end || p.DivergeX <= 0 {
			t.Errorf("a pane's timeline: end %d, divergence mark at %v: %+v", p.End, p.DivergeX, p)
		}
	}
	// One scrubber moves both.
	tb.press("scrub", strings.Repeat(kb.ArrowRight, 5))
	tb.panesAt(5)
	// A click on run B's timeline seeks both (the page owns the playhead).
	box := eval[struct{ X0, X1, Y float64 }](tb, `(() => { const f = document.getElementById("stage").getBoundingClientRect(), b = document.getElementById("stage").contentWindow.coordsimFrame.timelineBox();
		return { x0: f.left + b.x0, x1: f.left + b.x1, y: f.top + b.y }; })()`)
	shift := ps[1].X - ps[0].X
	x := box.X0 + shift + (box.X1-box.X0)*float64(c.FirstDivergence.Tick)/float64(end)
	if err := chromedp.Do(tb.ctx, chromedp.MouseClickXY(x, box.Y)); err != nil {
		t.Fatal(err)
	}
	tb.waitFor(fmt.Sprintf(`window.coordsim.state().tick === %d`, c.FirstDivergence.Tick))
	tb.panesAt(int(c.FirstDivergence.Tick))
	// Stop comparing: one run, one pane.
	tb.press("compare-stop", kb.Enter)
	tb.waitFor(`document.getElementById("stage").contentWindow.coordsimFrame.panes().length === 0`)
	if st := eval[struct{ EndTick int64 }](tb, `window.coordsim.state()`); st.EndTick != a.TimelineEnd {
		t.Errorf("after comparing, the scrubber ends at %d, want A's %d", st.EndTick, a.TimelineEnd)
	}
}

func TestBrowserCompareCanvasStacksOnAPhone(t *testing.T) {
	tb := open(t, "/?scenario=request-lost&b.scenario=response-lost&t=3", 390, 844, ready)
	ps := tb.panesAt(3)
	if !ps[0].Stacked || ps[1].Y < ps[0].Y+ps[0].H || ps[0].W != ps[1].W || ps[0].H < 200 {
		t.Errorf("on a phone the panes stack, A over B, each tall enough to read: %+v", ps)
	}
}

func TestBrowserCompareTraces(t *testing.T) {
	_, a := native(t, "partition=4")
	_, b := native(t, "partition=9")
	tb := open(t, "/?b.partition=9&lang=ja", 1280, 800, ready)
	// B's trace comes with compare.js, imported as the page first compares:
	// wait for it, not for ready.
	tb.waitFor(`(() => { const t = document.getElementById("trace-b"); return !!t && t.tBodies[0].rows.length > 0; })()`)
	c := eval[compareState](tb, `window.coordsim.state().compare`)
	got := eval[[]string](tb, `["trace", "trace-b"].map((id) => { const t = document.getElementById(id), r = t.querySelector("tbody tr.diverge");
		return t.tBodies[0].rows.length + " " + (r ? r.sectionRowIndex : -1) + " " + (t.caption ? t.caption.textContent : ""); })`)
	want := []string{fmt.Sprintf("%d %d 実行 A", len(a.Trace), c.FirstDivergence.Entry), fmt.Sprintf("%d %d 実行 B", len(b.Trace), c.FirstDivergence.Entry)}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("A's and B's traces (rows, divergent row, caption): %q, want %q", got, want)
	}
	// B's rows follow the playhead as A's do.
	tb.press("scrub", strings.Repeat(kb.ArrowRight, 6))
	future := 0
	for _, e := range b.Trace {
		if e.Tick > 6 {
			future++
		}
	}
	if n := eval[int](tb, `document.querySelectorAll("#trace-b tr.future").length`); n != future {
		t.Errorf("%d of B's rows are after tick 6, %d marked", future, n)
	}
	// The headers relabel with the page.
	eval[chromedp.Void](tb, `window.coordsim.set({lang: "en"})`)
	if got := eval[string](tb, `document.querySelector("#trace-b caption").textContent + "|" + document.querySelector("#trace-b thead th:nth-child(2)").textContent`); got != "Run B|"+eval[string](tb, `document.querySelector("#trace thead th:nth-child(2)").textContent`) {
		t.Errorf("B's caption and column labels in English: %q", got)
	}
	tb.press("compare-stop", kb.Enter)
	if eval[bool](tb, `!!document.getElementById("trace-b") || !!document.getElementById("trace").caption`) {
		t.Error("B's trace (or A's caption) stays after comparing stopped")
	}
}
