package browser

// The lesson's demonstrations as a learner meets them (assets/lesson.js,
// quiz.js): each "set up" and "show me" brings the simulator into view with
// the focus on it, on a phone and with motion reduced or not; each leaves
// nothing of what the learner authored before; and no outcome shown says
// all is well while an invariant is broken.

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// inView: the page has stopped scrolling (the same offset two frames in a
// row: Poll runs once a frame), the simulator's top is at the window's,
// give or take a layout that moved while it scrolled, and it has the focus.
const inView = `(() => { const r = document.getElementById("stage-wrap").getBoundingClientRect();
	const still = window.lastScrollY === scrollY; window.lastScrollY = scrollY;
	return still && r.top > -2 && r.top < innerHeight / 8 && document.activeElement === document.getElementById("stage-wrap") || null; })()`

// demoControls are the lesson's controls that set the simulator up.
const demoControls = "#lab [data-setup], #quiz > div > article > .shows [data-show], #scope [data-show]"

func TestBrowserShowBringsTheSimulator(t *testing.T) {
	for _, reduced := range []bool{true, false} {
		t.Run(fmt.Sprintf("reduced=%v", reduced), func(t *testing.T) {
			tb := fresh(t, "/?lang=ja", 390, 844)
			if !reduced {
				tb.motion("no-preference") // every tab starts reduced
			}
			tb.waitFor(`document.getElementById("qc-a2")`)
			controls := eval[int](tb, fmt.Sprintf(`document.querySelectorAll(%q).length`, demoControls))
			if controls < 30 {
				t.Fatalf("only %d controls", controls)
			}
			for i := range controls {
				if !reduced && i%5 != 0 { // smooth scrolling: a sample, each waited for
					continue
				}
				eval[chromedp.Void](tb, fmt.Sprintf(`(() => { const b = document.querySelectorAll(%q)[%d]; b.scrollIntoView(); b.click(); })()`, demoControls, i))
				if _, err := chromedp.Run(tb.ctx, chromedp.Poll[chromedp.Void](inView, chromedp.WithPollingTimeout(20*time.Second))); err != nil {
					t.Fatalf("control %d (%s) left the simulator out of view: %s", i, eval[string](tb, fmt.Sprintf(`document.querySelectorAll(%q)[%d].textContent`, demoControls, i)),
						eval[string](tb, `JSON.stringify([document.getElementById("stage-wrap").getBoundingClientRect().top, scrollY, document.activeElement && document.activeElement.id])`))
				}
				broken := eval[bool](tb, `document.getElementById("invariants").classList.contains("broken")`)
				outcome := tb.text("#outcome")
				if broken != eval[bool](tb, `document.getElementById("outcome").classList.contains("broken")`) ||
					broken && !strings.Contains(outcome, "安全ではありません") || broken && !strings.Contains(tb.text("#told"), "確定した応答が誤っていることもあります") {
					t.Errorf("control %d: invariants broken %v, outcome %q, told %q", i, broken, outcome, tb.text("#told"))
				}
			}
		})
	}
}

// TestBrowserShowReplacesWhatWasAuthored: events the learner edited on the
// reference stay out of a demonstration on the same story.
func TestBrowserShowReplacesWhatWasAuthored(t *testing.T) {
	tb := fresh(t, "/?events=1~e2-partition-start,2,partition_start~e1-confirm,3,deliver,2,0,tenant-7:order-42:confirm:v1,pending%3Econfirmed", 1280, 800)
	tb.waitFor(`document.getElementById("qc-a2")`)
	if !strings.Contains(tb.state().URL, "events=") {
		t.Fatalf("the authored events did not load: %s", tb.state().URL)
	}
	tb.click(`[data-question="q2"] > .shows [data-show="store-answers"]`)
	if s := tb.state(); strings.Contains(s.URL, "events=") || s.Scenario != "reference" || s.Tick != 6 {
		t.Errorf("the demonstration kept the authored events: %+v", s)
	}
	// A demonstration that sets the lesson's own events is no move of the
	// learner's (issue 54, item 6): the moves' bar says it is the lesson's.
	tb.click(`[data-question="q4"] > .shows [data-show="stale"]`)
	if s := tb.state(); !strings.Contains(s.URL, "events=") {
		t.Fatalf("the stale demonstration sets no events: %s", s.URL)
	}
	if got := tb.text("#moves-count"); got != "The lesson's run: no moves of yours" {
		t.Errorf("after the lesson's own run, the moves' bar says %q", got)
	}
}

// TestBrowserShowMeKeepsALock: a "show me" of the learner's own lesson
// that would change what the course locked (issue 50, finding 2: the quiz's
// buttons moved a locked scenario) is refused with the locked problem, and
// the story stays the locked one (what the show sets beside it applies, as
// in any set()); a show that changes nothing locked plays.
func TestBrowserShowMeKeepsALock(t *testing.T) {
	tb := fresh(t, "/?lock=scenario", 1280, 800)
	tb.waitFor(`document.getElementById("qc-a2")`)
	for _, show := range []string{
		`[data-question="q2"] > .shows [data-show="non-atomic"]`, // another story
		`[data-question="q1"] > .shows [data-show="request-lost"]`,
	} {
		tb.click(show)
		s := tb.state()
		if s.Scenario != "reference" {
			t.Errorf("%s moved the locked story to %s", show, s.Scenario)
		}
		if !strings.Contains(strings.Join(s.Problems, " "), "fixed") {
			t.Errorf("%s: the refusal is not said: %q", show, s.Problems)
		}
	}
	tb.click(`[data-question="q2"] > .shows [data-show="conflict"]`) // the same story: only a mutation
	if s := tb.state(); s.Scenario != "reference" || !slices.Contains(s.Mutations, "conflicting-retry") {
		t.Errorf("a show that keeps the locked values did not play: %+v", s)
	}
}

// TestBrowserGlideFinishesWhatStoppedShort: a smooth scroll to the simulator
// that something stops short (a layout change, here an instant scroll back
// to where it began) is finished at once; one the learner stops (a wheel
// turned, here) is left where the learner left it.
func TestBrowserGlideFinishesWhatStoppedShort(t *testing.T) {
	tb := fresh(t, "/?lang=en", 390, 844)
	tb.motion("no-preference")
	tb.waitFor(`document.getElementById("qc-a2")`)
	// stopAfter clicks a lab control, then two frames into the glide scrolls
	// back to where it began, after a wheel if the learner takes over.
	stopAfter := func(learner bool) string {
		return fmt.Sprintf(`new Promise(done => { const b = document.querySelector("#lab [data-setup]");
			b.scrollIntoView(); const from = scrollY; b.click();
			requestAnimationFrame(() => requestAnimationFrame(() => {
				if (%v) window.dispatchEvent(new WheelEvent("wheel", { deltaY: 40 }));
				scrollTo({ top: from, behavior: "instant" });
				let n = 0; const wait = () => ++n < 30 ? requestAnimationFrame(wait) : done(scrollY === from);
				requestAnimationFrame(wait);
			}));
		})`, learner)
	}
	if stayed, err := chromedp.Run(tb.ctx, chromedp.Evaluate[bool](stopAfter(true), chromedp.EvalAwaitPromise)); err != nil || !stayed {
		t.Errorf("the page moved on after the learner took over the scroll (err %v)", err)
	}
	if stayed, err := chromedp.Run(tb.ctx, chromedp.Evaluate[bool](stopAfter(false), chromedp.EvalAwaitPromise)); err != nil || stayed {
		t.Errorf("a glide stopped short stayed short (err %v)", err)
	}
	if _, err := chromedp.Run(tb.ctx, chromedp.Poll[chromedp.Void](inView, chromedp.WithPollingTimeout(10*time.Second))); err != nil {
		t.Errorf("the simulator is out of view after a glide stopped short: %s", eval[string](tb,
			`JSON.stringify([document.getElementById("stage-wrap").getBoundingClientRect().top, scrollY])`))
	}
}
