package main

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
