package browser

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// describedAt waits until #canvas-description describes tick and returns
// its text.
func (tb *tab) describedAt(heading string) string {
	tb.t.Helper()
	tb.waitFor(`(() => document.getElementById("canvas-description-heading").textContent === ` + jsString(heading) + ` || null)()`)
	return tb.text("#canvas-description")
}

// TestBrowserCanvasDescription: #canvas-description follows the playhead
// in words: the lesson at tick 5 has three messages held at the partition,
// named; a step to tick 6 says the partition heals and releases them, once;
// in Japanese the same, and the run's change (the language) is not
// announced as a tick's.
func TestBrowserCanvasDescription(t *testing.T) {
	tb := open(t, "/?t=5", 1280, 800, ready)
	defer tb.checkClean()
	got := tb.describedAt("The canvas at tick 5 of 9")
	for _, want := range []string{
		"A partition cuts the network", "client (user)", "e4-confirm-retry waiting", "order service", "order-42: CONFIRMED",
		"dedupe store (persistent)", "tenant-7:order-42:confirm:v1",
		"e3-status-read seq 4: held at the partition", "e4-confirm-retry seq 2: held at the partition", "e5-reconcile-read seq 3: held at the partition",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("tick 5: the description does not say %q:\n%s", want, got)
		}
	}
	if got := tb.text("#canvas-changes"); got != "" {
		t.Errorf("the page's first run was announced as a tick's change: %q", got)
	}
	// Each write to the live region is counted.
	eval[chromedp.Void](tb, `(() => { window.__said = []; new MutationObserver(() => window.__said.push(document.getElementById("canvas-changes").textContent)).observe(document.getElementById("canvas-changes"), { childList: true, characterData: true, subtree: true }); })()`)
	tb.click("#step")
	got = tb.describedAt("The canvas at tick 6 of 9")
	if !strings.Contains(got, "The network between site A and site B is whole.") || !strings.Contains(got, "e4-confirm-retry replayed confirmed: the answer, on its way back") {
		t.Errorf("tick 6: %s", got)
	}
	tb.waitFor(`window.__said.length > 0 || null`)
	said := eval[[]string](tb, `window.__said`)
	if len(said) != 1 || !strings.HasPrefix(said[0], "tick 6: ") || !strings.Contains(said[0], "the partition heals; 3 held messages are released: e3-status-read, e4-confirm-retry, e5-reconcile-read.") {
		t.Errorf("the step to tick 6 announced %q, want once, the partition healing and the three released", said)
	}

	eval[chromedp.Void](tb, `window.coordsim.set({ lang: "ja", t: 5 })`)
	got = tb.describedAt("tick 5 のキャンバス（全 9 tick）")
	if !strings.Contains(got, "e4-confirm-retry seq 2: 分断線で保留中") || !strings.Contains(got, "注文サービス") {
		t.Errorf("ja tick 5: %s", got)
	}
	eval[chromedp.Void](tb, `window.__said.length = 0`)
	tb.click("#step")
	tb.describedAt("tick 6 のキャンバス（全 9 tick）")
	tb.waitFor(`window.__said.length > 0 || null`)
	if said := eval[[]string](tb, `window.__said`); len(said) != 1 || !strings.Contains(said[0], "分断が解消する。保留中のメッセージ 3 件が解放される") {
		t.Errorf("ja: the step to tick 6 announced %q", said)
	}
}

// TestBrowserCanvasDescriptionComparing: in compare mode each run is
// described under its pane's title.
func TestBrowserCanvasDescriptionComparing(t *testing.T) {
	tb := open(t, "/?b.partition=9&t=6", 1280, 800, ready)
	defer tb.checkClean()
	got := tb.describedAt("The canvas at tick 6 of 12")
	if !strings.Contains(got, "Run A") || !strings.Contains(got, "Run B") || strings.Count(got, "The network between site A and site B is whole.") != 1 || strings.Count(got, "A partition cuts the network") != 1 {
		t.Errorf("compare mode, tick 6 (A healed, B still cut): %s", got)
	}
}
