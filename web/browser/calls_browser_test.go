package browser

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/chromedp/chromedp"
)

// countCalls wraps the page's calls into the frame's bridge (every
// coordsimFrame function but the canvas frame's own: its frames, repaints,
// pointer, rehearsal and collection) so that each call is logged by name
// in window.__calls.
const countCalls = `(() => {
  const own = new Set(["start", "frames", "drawTimes", "pointer", "timelineBox", "tokenBoxes", "collect", "rehearse", "rehearsed", "panes", "bench"]);
  const f = document.getElementById("stage").contentWindow.coordsimFrame;
  window.__calls = [];
  for (const name of Object.keys(f)) {
    if (own.has(name) || typeof f[name] !== "function") continue;
    const real = f[name];
    f[name] = function (...args) { window.__calls.push(name); return real.apply(this, args); };
  }
})()`

// TestBrowserOneCallPerChange: each change a learner or a course page makes
// is one call from the page into the WASM, which holds the page's state:
// a drag step of the slider is one apply, a set() is one apply, a seek of
// the scrubber one seek, a change of language one apply (the lesson's
// words for every language came once). A change that leaves the runs alone
// runs nothing (engineMs 0: the recorded run is read).
func TestBrowserOneCallPerChange(t *testing.T) {
	tb := open(t, "/", 1280, 800, ready)
	defer tb.checkClean()
	// The lesson's later parts build after the first paint; counting starts
	// once they have, so that their own first work is not a drag's.
	tb.waitFor(`document.querySelector("[data-point-check]") !== null && document.querySelector("#review-items .review-item") !== null`)
	eval[chromedp.Void](tb, countCalls)
	calls := func(what string, js string, want ...string) {
		t.Helper()
		eval[chromedp.Void](tb, `window.__calls.length = 0`)
		eval[chromedp.Void](tb, js)
		if got := eval[[]string](tb, `window.__calls`); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: calls into the WASM %q, want %q", what, got, want)
		}
	}
	for _, p := range []int{5, 6, 7, 8, 9} {
		calls(fmt.Sprintf("drag step to partition %d", p), fmt.Sprintf(`(() => { const s = document.getElementById("partition"); s.value = "%d"; s.dispatchEvent(new Event("input", { bubbles: true })); })()`, p), "apply")
	}
	if got := tb.state().Partition; got != 9 {
		t.Fatalf("after the drag the partition is %d, want 9", got)
	}
	calls("set({t})", `window.coordsim.set({ t: 3 })`, "apply")
	if ms := evalAwait[float64](tb, inModule("store.js", `m.store.get().reply.engineMs`)); ms != 0 {
		t.Errorf("set({t}) ran the engine for %v ms; a tick reads the recorded run", ms)
	}
	calls("seek by the scrubber", `(() => { const s = document.getElementById("scrub"); s.value = "6"; s.dispatchEvent(new Event("input", { bubbles: true })); })()`, "seek")
	if got := tb.state().Tick; got != 6 {
		t.Errorf("after the seek the tick is %d, want 6", got)
	}
	calls("step", `document.getElementById("step").click()`, "seek")
	calls("language", `(() => { const s = document.getElementById("lang"); s.value = "ja"; s.dispatchEvent(new Event("change", { bubbles: true })); })()`, "apply")
	if got := tb.state(); got.Lang != "ja" || got.Tick != 7 || got.Partition != 9 {
		t.Errorf("after the language change: lang %q tick %d partition %d, want ja, 7, 9", got.Lang, got.Tick, got.Partition)
	}
	calls("space-time view", `document.querySelector('#views button[data-view="spacetime"]').click()`, "apply")
	calls("compare", `window.coordsim.set({ b: { partition: 4 } })`, "apply")
	tb.waitFor(`location.search.includes("b.partition=4") && location.search.includes("t=7")`)
}
