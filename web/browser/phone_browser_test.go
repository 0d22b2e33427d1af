package browser

// A phone is a first-class screen (issue 12): at 390x844 the canvas, the
// partition slider and the outcome are on the first screen; the trace
// scrolls inside its own box; "jump to tick" brings its trace row into
// view; the scrubber speaks its tick in words; a broken invariant is
// announced once.

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"coordsim/internal/catalog"
)

type box struct {
	ID                       string
	Top, Bottom, Left, Right float64
}

// onScreen lists the boxes of the elements ids (CSS selectors) that are not
// wholly inside the viewport, with the page's scroll position and width.
const onScreen = `((sels) => {
  const out = [];
  for (const s of sels) {
    const r = document.querySelector(s).getBoundingClientRect();
    if (r.height === 0 || r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) {
      out.push({ id: s, top: r.top, bottom: r.bottom, left: r.left, right: r.right });
    }
  }
  const el = document.scrollingElement;
  if (el.scrollTop !== 0 || el.scrollWidth > innerWidth) out.push({ id: "page scrollTop " + el.scrollTop + ", scrollWidth " + el.scrollWidth });
  return out;
})`

func TestBrowserPhoneFirstScreen(t *testing.T) {
	for _, lang := range catalog.Langs {
		tb := open(t, "/?lang="+lang, 390, 844, ready)
		// The lesson's run, then a generated one with four clients.
		for _, set := range []string{"", `{scenario: "random-faults"}`} {
			if set != "" {
				eval[chromedp.Void](tb, `window.coordsim.set(`+set+`)`)
			}
			off := eval[[]box](tb, onScreen+`(["#stage", "#partition", "#partition-out", "#outcome", "#play", "#scrub"])`)
			for _, b := range off {
				t.Errorf("lang=%s set(%s) at 390x844: %s is not on the first screen: %+v", lang, set, b.ID, b)
			}
			// No column of the trace is held over the others (the moves
			// column hid the delivery, order, effect and result).
			if held := eval[int](tb, `[...document.querySelectorAll("#trace tr > *")].filter((c) => getComputedStyle(c).position === "sticky" && getComputedStyle(c).right !== "auto").length`); held > 0 {
				t.Errorf("lang=%s %s: %d trace cells held at the right on a phone", lang, set, held)
			}
			// The trace scrolls inside its own box, which fits the screen.
			wrap := eval[box](tb, `(() => { const r = document.querySelector("#trace-section .table-wrap").getBoundingClientRect(); return { top: r.top, bottom: r.bottom, left: r.left, right: r.right }; })()`)
			if wrap.Right-wrap.Left > 390 || wrap.Bottom-wrap.Top > 844 {
				t.Errorf("lang=%s %s: the trace's box is %.0fx%.0f, larger than the screen", lang, set, wrap.Right-wrap.Left, wrap.Bottom-wrap.Top)
			}
		}
		tb.close()
	}
}

// TestBrowserJumpShowsTraceRow: on a phone and wide, the broken invariant's
// jump moves the playhead and brings its trace row into view, inside the
// trace's own box.
func TestBrowserJumpShowsTraceRow(t *testing.T) {
	tb := open(t, "/?scenario=random-faults&mutations=dedupe-off&lang=ja", 390, 844, ready)
	for _, size := range [][2]int64{{390, 844}, {1280, 800}} {
		if err := chromedp.Do(tb.ctx, chromedp.EmulateViewport(size[0], size[1]), chromedp.Evaluate[chromedp.Void](`scrollTo(0, 0)`)); err != nil {
			t.Fatal(err)
		}
		// The last row to break, deep in the trace's box.
		row := eval[int](tb, `Math.max(-1, ...[...document.querySelectorAll("#invariant-list button.jump")].map((b) => Number(b.dataset.row)))`)
		if row < 20 {
			t.Fatalf("random-faults with dedupe-off should break an invariant deep in the trace, at row %d", row)
		}
		btn := fmt.Sprintf(`#invariant-list button.jump[data-row="%d"]`, row)
		tick := eval[int](tb, `Number(document.querySelector('`+btn+`').dataset.tick)`)
		if err := chromedp.Do(tb.ctx, chromedp.Focus(btn), chromedp.SendKeys(btn, kb.Enter)); err != nil {
			t.Fatal(err)
		}
		if got := tb.state().Tick; got != tick {
			t.Fatalf("%dx%d: jump moved the playhead to %d, want %d", size[0], size[1], got, tick)
		}
		seen := eval[string](tb, `(() => {
		  const row = document.querySelector("#trace tr.current"), wrap = row.closest(".table-wrap");
		  const r = row.getBoundingClientRect(), w = wrap.getBoundingClientRect();
		  const ok = r.top >= 0 && r.bottom <= innerHeight && r.top >= w.top && r.bottom <= w.bottom;
		  return ok ? "" : JSON.stringify({ row: [r.top, r.bottom], box: [w.top, w.bottom], innerHeight });
		})()`)
		if seen != "" {
			t.Errorf("%dx%d: the trace row of tick %d is not in view after the jump: %s", size[0], size[1], tick, seen)
		}
	}
}

// TestBrowserScrubberSpeaksTick: aria-valuetext names the tick in words
// from the catalogue, in the page's language, and follows the scrubber.
func TestBrowserScrubberSpeaksTick(t *testing.T) {
	tb := open(t, "/?lang=ja&t=2", 390, 844, ready)
	end := fmt.Sprint(eval[int](tb, `window.coordsim.state().endTick`))
	text := func() string {
		return eval[string](tb, `document.getElementById("scrub").getAttribute("aria-valuetext") || ""`)
	}
	if got, want := text(), catalog.T("ja", "page.scrub.valuetext", "tick", "2", "end", end); got != want {
		t.Errorf("aria-valuetext at tick 2: %q, want %q", got, want)
	}
	tb.press("scrub", kb.ArrowRight)
	if got, want := text(), catalog.T("ja", "page.scrub.valuetext", "tick", "3", "end", end); got != want {
		t.Errorf("aria-valuetext after one step: %q, want %q", got, want)
	}
	eval[chromedp.Void](tb, `window.coordsim.set({lang: "en"})`)
	if got, want := text(), catalog.T("en", "page.scrub.valuetext", "tick", "3", "end", end); got != want {
		t.Errorf("aria-valuetext in English: %q, want %q", got, want)
	}
}

// TestBrowserAnnouncesBrokenInvariant: breaking an invariant is said in
// the live region once; moving the playhead says nothing more; mending it
// is said too.
func TestBrowserAnnouncesBrokenInvariant(t *testing.T) {
	tb := open(t, "/?scenario=crash-after-commit&lang=en", 390, 844, ready)
	announce := func() string { return eval[string](tb, `document.getElementById("announce").textContent`) }
	if got := announce(); got != "" {
		t.Errorf("a run that breaks nothing announced %q on load", got)
	}
	eval[chromedp.Void](tb, `document.getElementById("m-non-atomic-commit").click()`)
	title := catalog.T("en", "invariant.duplicate-gets-first-result.name")
	if got := announce(); !strings.Contains(got, title) {
		t.Errorf("breaking %q announced %q", title, got)
	}
	// Count every change to the live region while the playhead moves.
	eval[chromedp.Void](tb, `(() => { window.announced = 0;
	  new MutationObserver((m) => { window.announced += m.length; }).observe(document.getElementById("announce"), { childList: true, characterData: true, subtree: true }); })()`)
	tb.press("scrub", strings.Repeat(kb.ArrowRight, 4))
	eval[chromedp.Void](tb, `window.coordsim.set({t: 0})`)
	if n, _ := chromedp.Run(tb.ctx, chromedp.Evaluate[int](`new Promise((ok) => setTimeout(() => ok(window.announced), 50))`, chromedp.EvalAwaitPromise)); n != 0 {
		t.Errorf("moving the playhead changed the live region %d times", n)
	}
	eval[chromedp.Void](tb, `document.getElementById("m-non-atomic-commit").click()`)
	count := fmt.Sprint(eval[int](tb, `window.coordsim.state().invariants.length`))
	if got, want := announce(), catalog.T("en", "page.invariants.all", "count", count); !strings.Contains(got, want) {
		t.Errorf("mending the run announced %q, want %q", got, want)
	}
}

// TestBrowserStageIsTheSizeScenesAreTestedAt: the canvas frame's inner size
// at 1280x800 and at 390x844, in both languages, is what wasm/scene's label
// tests lay scenes out at (canvasSizes in wasm/scene/labels_test.go), so
// "every label fits" there means it fits in the page.
func TestBrowserStageIsTheSizeScenesAreTestedAt(t *testing.T) {
	tb := open(t, "/?lang=en", 1280, 800, ready)
	defer tb.close()
	for _, c := range []struct {
		lang          string
		w, h          int64
		innerW, inner int
	}{
		{"en", 1280, 800, 894, 478},
		{"ja", 1280, 800, 894, 478},
		{"ja", 390, 844, 372, 352},
		{"en", 390, 844, 372, 352},
	} {
		if err := chromedp.Do(tb.ctx, chromedp.EmulateViewport(c.w, c.h)); err != nil {
			t.Fatal(err)
		}
		eval[chromedp.Void](tb, `window.coordsim.set({lang: "`+c.lang+`"})`)
		got, err := chromedp.Run(tb.ctx, chromedp.Evaluate[[]int](`new Promise((done) => requestAnimationFrame(() => {
  const f = document.getElementById("stage").contentWindow;
  done([f.innerWidth, f.innerHeight]);
}))`, chromedp.EvalAwaitPromise))
		if err != nil {
			t.Fatal(err)
		}
		if got[0] != c.innerW || got[1] != c.inner {
			t.Errorf("lang=%s at %dx%d: the canvas frame is %dx%d; wasm/scene tests its labels at %dx%d: update one or the other", c.lang, c.w, c.h, got[0], got[1], c.innerW, c.inner)
		}
	}
}
