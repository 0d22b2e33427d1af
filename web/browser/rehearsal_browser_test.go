package browser

import (
	"slices"
	"strconv"
	"strings"
	"testing"
)

// rehearsed is the canvas frame's rehearsal progress, {done, of}
// (wasm/bridge/rehearse.go).
const rehearsed = `document.getElementById("stage").contentWindow.coordsimFrame.rehearsed()`

// rehearsedAll holds once the page has rehearsed every slider step.
// lessonBuilt holds once the lesson's parts loaded after the first paint
// (quiz.js, transfer.js, explain.js, review.js) have built what they show.
const lessonBuilt = `(document.querySelector("#quiz-list > *") !== null && document.querySelector("#transfer-items > *") !== null &&
	document.getElementById("explain-point-once") !== null && document.getElementById("review-not-yet").textContent !== "")`

const rehearsedAll = `(() => { const r = ` + rehearsed + `; return r.done === r.of && r.of > 0; })()`

// TestBrowserRehearsesTheSliderAndKeepsNothing: once the canvas has first
// painted, the page rehearses the slider's steps in its idle time (so that
// V8 has their code optimized before the learner's first drag), not before:
// the load is busy enough. The rehearsal changes nothing the learner sees:
// the panels, the URL and the canvas's run stay the page's own.
func TestBrowserRehearsesTheSliderAndKeepsNothing(t *testing.T) {
	tb := open(t, "/?partition=4", 1280, 800, ready)
	type progress struct{ Done, Of int }
	if r := eval[progress](tb, rehearsed); r.Done != 0 || r.Of < 30 {
		t.Fatalf("at ready, before the canvas painted: rehearsed %d of %d steps; want 0 of at least the slider's 30", r.Done, r.Of)
	}
	// Once painted, the canvas is described in words (#canvas-description):
	// that is the page's own, so the panels are taken from then on.
	tb.waitFor(frames + " > 0")
	tb.waitFor(`document.getElementById("canvas-description-heading").textContent !== "" || null`)
	panels, url := eval[[]string](tb, panelsShown), eval[string](tb, `location.href`)
	tb.waitFor(rehearsedAll)
	f0 := eval[int](tb, frames)
	if got := eval[[]string](tb, panelsShown); !slices.Equal(got, panels) {
		t.Errorf("the panels changed during the rehearsal:\n%s\nwas\n%s", strings.Join(got, "\n"), strings.Join(panels, "\n"))
	}
	if got := eval[string](tb, `location.href`); got != url {
		t.Errorf("the URL changed during the rehearsal: %s, was %s", got, url)
	}
	// The canvas repaints its own run: a seek to where it is repaints it.
	eval[any](tb, `document.getElementById("stage").contentWindow.coordsimFrame.seek(0)`)
	tb.waitFor(frames + " > " + strconv.Itoa(f0))
	end := eval[float64](tb, `document.getElementById("stage").contentWindow.coordsimFrame.timelineBox().end`)
	if want := eval[float64](tb, `Number(document.getElementById("scrub").max)`); end != want {
		t.Errorf("after the rehearsal the canvas shows a run ending at tick %v; the page's ends at %v", end, want)
	}
}
