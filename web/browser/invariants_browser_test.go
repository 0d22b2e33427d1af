package browser

import (
	"testing"

	"github.com/chromedp/chromedp"
)

// TestBrowserKeyDesignMutations: the key-design checkboxes come from the
// catalogue, and each key mutation breaks its invariant in the page as in
// the CLI (cmd/coordsim/testdata/script/run.txtar).
func TestBrowserKeyDesignMutations(t *testing.T) {
	tb := open(t, "/?scenario=response-lost", 1280, 800, ready)
	broken := func() map[string]bool {
		out := map[string]bool{}
		for _, inv := range tb.scenarioState().Invariants {
			if !inv.Holds {
				out[inv.Name] = true
			}
		}
		return out
	}
	if b := broken(); len(b) != 0 {
		t.Fatalf("defended run breaks %v", b)
	}
	eval[chromedp.Void](tb, `document.getElementById("m-key-too-wide").click()`)
	if b := broken(); !b["store-answers-only-its-command"] || len(b) != 1 {
		t.Errorf("key-too-wide breaks %v, want only store-answers-only-its-command", b)
	}
	eval[chromedp.Void](tb, `document.getElementById("m-key-too-wide").click()`)
	eval[chromedp.Void](tb, `document.getElementById("m-key-too-narrow").click()`)
	if b := broken(); !b["duplicate-gets-first-result"] || b["store-answers-only-its-command"] {
		t.Errorf("key-too-narrow breaks %v, want duplicate-gets-first-result", b)
	}
	if s := tb.scenarioState(); len(s.Mutations) != 1 || s.Mutations[0] != "key-too-narrow" {
		t.Errorf("mutations in the state: %v", s.Mutations)
	}
	tb.checkClean()
}

// TestBrowserUsersToldTheTruth: "rejected, then shipped" breaks the seventh
// invariant in the page, and its jump moves the playhead to the ship's
// answer (tick 8), the first no order of the commands explains.
func TestBrowserUsersToldTheTruth(t *testing.T) {
	tb := open(t, "/?scenario=response-lost&seed=1&partition=1&mutations=conflicting-retry&lang=en", 1280, 800, ready)
	var tick *int
	for _, inv := range tb.scenarioState().Invariants {
		if inv.Name == "users-told-the-truth" && !inv.Holds {
			tick = inv.Tick
		}
	}
	if tick == nil || *tick != 8 {
		t.Fatalf("users-told-the-truth should break at tick 8: %+v", tb.scenarioState().Invariants)
	}
	jump := `#invariant-list li.broken button.jump[data-tick="8"]`
	if err := chromedp.Do(tb.ctx, chromedp.Click(jump)); err != nil {
		t.Fatal(err)
	}
	if got := tb.state().Tick; got != 8 {
		t.Fatalf("jump moved the playhead to %d, want 8", got)
	}
	tb.checkClean()
}
