package browser

// window.coordsim.boundary(mode?) (issue 26, finding 9): no mode is the
// default grid (partition by deadline) whatever the last call asked, and a
// mode the page has no grid for rejects instead of answering another grid.

import (
	"encoding/json"
	"testing"

	"github.com/chromedp/chromedp"
)

// gridKind is which grid boundary(args) answered: "deadlines" or "seeds".
func gridKind(tb *tab, args string) string {
	tb.t.Helper()
	var g struct {
		Deadlines []int    `json:"deadlines"`
		Seeds     []string `json:"seeds"`
	}
	if err := json.Unmarshal([]byte(awaitJSON(tb, `window.coordsim.boundary(`+args+`)`)), &g); err != nil {
		tb.t.Fatal(err)
	}
	switch {
	case len(g.Deadlines) == 40 && g.Seeds == nil:
		return "deadlines"
	case len(g.Seeds) == 50 && g.Deadlines == nil:
		return "seeds"
	}
	return "neither"
}

func TestBrowserBoundaryModeArgument(t *testing.T) {
	tb := open(t, "/?view=boundary", 1280, 800, ready)
	pressed := func() string {
		return eval[string](tb, `document.querySelector('#boundary-mode button[aria-pressed="true"]').dataset.mode`)
	}
	for _, c := range []struct{ args, want, toggle string }{
		{``, "deadlines", "deadline"},
		{`"seed"`, "seeds", "seed"},
		{``, "deadlines", "deadline"}, // not the last call's seed grid
		{`"seed"`, "seeds", "seed"},
		{`undefined`, "deadlines", "deadline"},
		{`"deadline"`, "deadlines", "deadline"},
	} {
		if got := gridKind(tb, c.args); got != c.want {
			t.Errorf("boundary(%s) answered the %s grid, want %s", c.args, got, c.want)
		}
		// The map on screen shows the grid boundary() answered.
		if got := pressed(); got != c.toggle {
			t.Errorf("after boundary(%s) the toggle shows %q", c.args, got)
		}
	}

	// A mode with no grid rejects, naming the modes, and changes nothing.
	gridKind(tb, `"seed"`)
	for _, bad := range []string{`"Seed"`, `"bogus"`, `null`, `1`, `{}`} {
		got, err := chromedp.Run(tb.ctx, chromedp.Evaluate[string](`window.coordsim.boundary(`+bad+`).then(() => "resolved", (e) => e.name + " " + e.code + ": " + e.message)`, chromedp.EvalAwaitPromise))
		if err != nil || got != `TypeError bad-mode: coordsim: boundary(mode): "deadline", "seed" or "share"` {
			t.Errorf("boundary(%s): %q %v", bad, got, err)
		}
	}
	if got := pressed(); got != "seed" {
		t.Errorf("a refused mode switched the map to %q", got)
	}
}

// TestBrowserBoundaryToggleBeforeItsScript: a click on the map's mode
// toggle in the instant its view opens, before boundary.js has come, is
// not lost: the map opens in the mode clicked.
func TestBrowserBoundaryToggleBeforeItsScript(t *testing.T) {
	tb := open(t, "/", 1280, 800, ready)
	if eval[bool](tb, `(window.coordsim.set({view: "boundary"}), document.querySelector('#boundary-mode button[data-mode="seed"]').click(), !!window.coordsim.boundaryTiming)`) {
		t.Fatal("boundary.js had come before the click: the test tries nothing")
	}
	tb.waitFor(`document.querySelectorAll("#boundary-map thead th").length === 51 && document.querySelector('#boundary-mode button[aria-pressed="true"]').dataset.mode === "seed"`)
}

// TestBrowserBoundaryOfAStoryWithoutAPartition: boundary() answers null at
// once for events with no partition to lengthen, in the boundary view as
// elsewhere (found by an attack round after issue 50: in view=boundary the
// Promise never settled, as the map, having said so, asked nothing again).
func TestBrowserBoundaryOfAStoryWithoutAPartition(t *testing.T) {
	for _, view := range []string{"&view=boundary", ""} {
		tb := open(t, "/?scenario=reference&events=1~a,1,deliver,1,1,k,pending%3Econfirmed"+view, 1280, 800, ready)
		for _, mode := range []string{``, `"share"`, `"seed"`} {
			got, err := chromedp.Run(tb.ctx, chromedp.Evaluate[string](`Promise.race([window.coordsim.boundary(`+mode+`).then((g) => String(g)),
				new Promise((done) => setTimeout(() => done("still pending after 10 s"), 10000))])`, chromedp.EvalAwaitPromise))
			if err != nil || got != "null" {
				t.Errorf("%s: boundary(%s): %q %v", view, mode, got, err)
			}
		}
	}
}
