package browser

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// panelsShown serializes what the page shows about its run: every element
// of the panels with its tag, sorted classes, attributes and text, and the
// form controls' state. The live region (#announce) is left out: it says
// what changed since the previous run, so it depends on the way there.
const panelsShown = `(() => {
  const out = [];
  const walk = (n, depth) => {
    if (n.nodeType === 3) {
      if (n.data.trim()) out.push(depth + JSON.stringify(n.data));
      return;
    }
    if (n.nodeType !== 1) return;
    const attrs = [...n.attributes].filter((a) => a.name !== "class").map((a) => a.name + "=" + a.value).sort();
    let line = depth + n.tagName + "." + [...n.classList].sort().join(".") + " " + attrs.join(" ");
    if (n.matches("input, select, textarea")) line += " value=" + n.value + " checked=" + n.checked + " disabled=" + n.disabled;
    out.push(line);
    for (const c of n.childNodes) walk(c, depth + " ");
  };
  for (const id of ["problems", "stage-wrap", "panel", "lab", "trace-section"]) walk(document.getElementById(id), "");
  return out;
})()`

// TestBrowserSliderUpdatesEveryPanel: the panels a drag updates in place
// (panels.js, lesson.js, views.js, app.js write only what changed) end up
// as a page loaded fresh at the same address shows them: outcome, users,
// counts, invariants, trace rows and their marks, the lab, the controls.
// The drags change the outcome back and forth, and the scenarios between
// them change the trace's length.
func TestBrowserSliderUpdatesEveryPanel(t *testing.T) {
	tb := open(t, "/", 1280, 800, ready)
	slide := func(v int) {
		t.Helper()
		eval[chromedp.Void](tb, fmt.Sprintf(`(() => { const s = document.getElementById("partition"); s.value = "%d"; s.dispatchEvent(new Event("input", { bubbles: true })); })()`, v))
	}
	// shown waits until the address bar has caught up (it follows 150 ms
	// behind) and returns the state's address and what the panels show.
	shown := func(tb *tab) (string, []string) {
		t.Helper()
		tb.waitFor(`location.search === "?" + window.coordsim.state().url.split("?")[1]`)
		tb.presented()
		return tb.state().URL, eval[[]string](tb, panelsShown)
	}
	check := func(what string) {
		t.Helper()
		url, got := shown(tb)
		fresh := openURL(t, url, 1280, 800, ready)
		_, want := shown(fresh)
		fresh.close()
		if strings.Join(got, "\n") == strings.Join(want, "\n") {
			return
		}
		for i := range max(len(got), len(want)) {
			g, w := "(none)", "(none)"
			if i < len(got) {
				g = got[i]
			}
			if i < len(want) {
				w = want[i]
			}
			if g != w {
				t.Fatalf("%s: the page differs from one loaded at %s, first at line %d:\n got: %s\nwant: %s", what, url, i, g, w)
			}
		}
	}

	for _, v := range []int{9, 6, 1, 12, 9} {
		slide(v)
	}
	if tb.outcome() != "recovery-deadline-exceeded" {
		t.Fatalf("partition 9: outcome %q", tb.outcome())
	}
	check("reference, dragged 4 -> 9 -> 6 -> 1 -> 12 -> 9")

	tb.pick("random-faults")
	slide(9)
	check("random-faults, partition 9")

	tb.pick("reference")
	slide(6)
	check("back to reference, partition 6")
}

// collectCalls collects what the page's start left, then records the canvas
// frame's calls of coordsimFrame.collect from now on (canvas.js looks it up
// on every call): when, and the garbage collected; and when each drag of
// #partition came (window.drags), on the same clock.
const collectCalls = `(() => {
  const w = document.getElementById("stage").contentWindow, f = w.coordsimFrame, collect = f.collect;
  collect();
  window.collects = [];
  window.drags = [];
  // Heard as the drag begins (capture, on the document: before the page's
  // own listener applies it and wakes the canvas, which arms the quiet
  // timer), so a drag's time is never later than the timer it armed.
  document.addEventListener("input", (e) => { if (e.target.id === "partition") window.drags.push(performance.now()); }, true);
  f.collect = () => { const garbage = collect(); window.collects.push({ at: performance.now(), garbage }); return garbage; };
})()`

// quietDelay is how long after the last wake canvas.js collects.
const quietDelay = 1000 // ms

// TestBrowserSliderCollectsGarbageWhenQuiet: the Go heap is collected once
// the page goes quiet after a burst of drags (wasm/bridge/collect.go): no
// collection comes sooner than the quiet delay after a drag (on a loaded
// machine a pause within the burst may be that long, and then one may come
// in it), one comes after the burst, and none again while the page sits
// idle. (A burst long enough to reach the runtime's own limit, hundreds of
// drags, is still collected in the middle.)
func TestBrowserSliderCollectsGarbageWhenQuiet(t *testing.T) {
	tb := open(t, "/", 1280, 800, ready)
	tb.waitFor(frames + " > 0")
	tb.waitFor(rehearsedAll) // the rehearsal collects after its last step
	eval[chromedp.Void](tb, collectCalls)
	// The burst's start and end, taken in the page, in the same task as the
	// first drag and the last.
	burst, err := chromedp.Run(tb.ctx, chromedp.Evaluate[[2]float64](`(async () => {
	  const start = performance.now();
	  await (`+sliderTimes+`)(40);
	  return [start, performance.now()];
	})()`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	start, end := burst[0], burst[1]
	tb.waitFor(`window.collects.some((c) => c.at > ` + fmt.Sprint(end) + `)`)
	// The measuring window: idle for longer than the quiet delay after the
	// collection, when nothing more may come.
	time.Sleep(2 * quietDelay * time.Millisecond)
	type call struct{ At, Garbage float64 }
	var after []call
	drags := eval[[]float64](tb, `window.drags`)
	for _, c := range eval[[]call](tb, `window.collects`) {
		if c.At > end {
			after = append(after, c)
		}
		// A quiet timer set before the burst may fire in its first frame,
		// before the first drag's wake clears it; finding nothing to
		// collect (0), it does not pause.
		if c.At <= start || c.Garbage == 0 {
			continue
		}
		last := start
		for _, d := range drags {
			if d < c.At {
				last = max(last, d)
			}
		}
		if c.At-last < quietDelay {
			t.Errorf("the heap was collected %.0f ms after a drag, sooner than the quiet delay (%d ms): %v", c.At-last, quietDelay, c)
		}
	}
	if len(drags) != 40 {
		t.Fatalf("recorded %d drags, want 40", len(drags))
	}
	if len(after) != 1 || after[0].Garbage < 1<<20 {
		t.Errorf("after 40 drags and quiet, want one collection of at least 1 MB of garbage; got %v", after)
	}
}
