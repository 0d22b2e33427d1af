package browser

// The lesson under the simulator (assets/lesson.js): the lab's five steps
// done by doing them, the replay in the page, the prediction before the
// reveal, every "show me" control, progress across a reload, and Japanese
// panels without English sentences.

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"coordsim/engine"
	"coordsim/engine/encode"
)

type labState struct {
	Step int    `json:"step"`
	Done []bool `json:"done"`
}

func (tb *tab) lab() labState { return eval[labState](tb, `window.coordsim.state().lab`) }

// click clicks the element sel (a CSS selector) as a user would.
func (tb *tab) click(sel string) {
	tb.t.Helper()
	if err := chromedp.Do(tb.ctx, chromedp.ScrollIntoView(sel), chromedp.Click(sel)); err != nil {
		tb.t.Fatalf("click %s: %v", sel, err)
	}
}

func (tb *tab) text(sel string) string {
	tb.t.Helper()
	return eval[string](tb, fmt.Sprintf(`(() => { const e = document.querySelector(%q); return e ? e.textContent : "<none>"; })()`, sel))
}

// fresh opens path with no lesson progress stored.
func fresh(t *testing.T, path string, w, h int64) *tab {
	t.Helper()
	browser(t) // skips when there is no site to serve
	return openTab(t, siteServer.URL+path, w, h, ready, 60*time.Second, true)
}

func (tb *tab) reload() {
	tb.t.Helper()
	tb.navigate(eval[string](tb, `location.href`))
}

func step(n int) string { return fmt.Sprintf(`#lab-steps > li[data-step="%d"]`, n) }

func TestBrowserLabStepsByDoing(t *testing.T) {
	tb := fresh(t, "/", 1280, 800)
	if l := tb.lab(); l.Step != 1 || fmt.Sprint(l.Done) != "[false false false false false]" {
		t.Fatalf("fresh lab %+v", l)
	}
	// Step 1: the fixture's run, its seed, events, origin and limits; done
	// once the learner records them.
	tb.click(step(1) + ` [data-setup]`)
	facts := tb.text(step(1) + ` .facts`)
	if !strings.Contains(facts, "20260731") || !strings.Contains(facts, "lesson-authored") || !strings.Contains(facts, "Byzantine") ||
		eval[int](tb, `document.querySelectorAll("#lab table.events tbody tr").length`) != 6 {
		t.Errorf("step 1 facts: %q", facts)
	}
	if tb.lab().Done[0] {
		t.Fatal("step 1 done before the learner recorded anything")
	}
	// A one-letter note is no record, nor a note without the seed; nor is
	// any note while the event list is neither edited nor confirmed.
	tb.press("note-1", "a")
	if tb.lab().Done[0] {
		t.Fatal("step 1 done with the note \"a\"")
	}
	tb.press("note-1", kb.Backspace+"origin: lesson-authored; limits: not a proof, no Byzantine faults")
	if tb.lab().Done[0] {
		t.Fatal("step 1 done with a note that names no seed")
	}
	tb.press("note-1", "; seed 20260731")
	if tb.lab().Done[0] {
		t.Fatal("step 1 done before the event list was defined or confirmed")
	}
	// Confirm each row but one: not yet; the last one: done.
	for i := 1; i < 6; i++ {
		eval[bool](tb, fmt.Sprintf(`document.querySelectorAll("#lab input.confirm-row")[%d].click(), true`, i))
	}
	if tb.lab().Done[0] {
		t.Fatal("step 1 done with a row unconfirmed")
	}
	eval[bool](tb, `document.querySelectorAll("#lab input.confirm-row")[0].click(), true`)
	if !tb.lab().Done[0] {
		t.Fatalf("step 1 not done after the record and every row confirmed: %+v", tb.lab())
	}

	// Steps 2 and 3: set up before the release, then step to it.
	tb.click(step(2) + ` .step-open`)
	tb.click(step(2) + ` [data-setup]`)
	if s, l := tb.state(), tb.lab(); s.Tick != 5 || l.Step != 2 || l.Done[1] || l.Done[2] {
		t.Fatalf("step 2 set up: %+v %+v", s, l)
	}
	tb.waitFor(`location.search.includes("lab=2")`)
	tb.press("step", kb.Enter) // to the release: the reorder is on screen, but not named by the page
	if f, n := tb.text(step(2)+` .facts`), eval[int](tb, `document.querySelectorAll("#trace tr.lab-reorder").length`); strings.Contains(f, "Reorder at tick") || n != 0 || tb.lab().Done[1] {
		t.Errorf("before the learner names it, step 2 gives the reorder away: %q, %d rows marked", f, n)
	}
	eval[chromedp.Void](tb, `window.coordsim.seek(5)`)
	tb.waitFor(`window.coordsim.state().tick === 5`)
	// Wrong rows are refused with how many are wrong and missing (row 11,
	// the retry's release, is the only reordered delivery); the right
	// ones before the reorder is on screen are not enough.
	verdict2 := `#check-2 .check-verdict`
	// The question shows the trace's rows it is about beside it: every
	// processed delivery, with its logical sequence.
	if rows := eval[[]string](tb, `[...document.querySelectorAll("#check-2 .check-table tbody tr")].map((r) => [...r.cells].map((c) => c.textContent).join(" "))`); strings.Join(rows, "|") != "2 1 e1-confirm 2|9 6 e5-reconcile-read 3|10 6 e3-status-read 4|11 6 e4-confirm-retry 2" {
		t.Errorf("step 2's rows beside its question: %q", rows)
	}
	tb.press("check-rows", "9, 10"+kb.Enter)
	if v := tb.text(verdict2); tb.lab().Done[1] || !strings.Contains(v, "Not yet: 2 of the rows you named are not reordered. Reordered rows still missing: 1. Compare") {
		t.Fatalf("wrong rows: %+v, %q", tb.lab(), v)
	}
	eval[chromedp.Void](tb, `document.getElementById("check-rows").value = ""`)
	tb.press("check-rows", "11"+kb.Enter)
	if v := tb.text(verdict2); tb.lab().Done[1] || !strings.Contains(v, "not reached tick 6") {
		t.Fatalf("the right rows before the reorder: %+v, %q", tb.lab(), v)
	}
	tb.press("step", kb.Enter)
	if l := tb.lab(); !l.Done[1] || l.Done[2] || !strings.Contains(tb.text(verdict2), "Right") {
		t.Fatalf("one step to the release with the rows named: %+v (step 3 needs its counts), %q", l, tb.text(verdict2))
	}
	if f := tb.text(step(2) + ` .facts`); !strings.Contains(f, "Reorder at tick 6") || !strings.Contains(f, "2 3 4 2") {
		t.Errorf("step 2 facts: %q", f)
	}
	if n := eval[int](tb, `document.querySelectorAll("#trace tr.lab-reorder, #trace tr.lab-reuse").length`); n != 1 {
		t.Errorf("the reorder and the reuse are not marked in the trace (one row holds both): %d rows", n)
	}
	tb.click(step(3) + ` .step-open`)
	// Step 3 asks for the counts: the page does not show them before.
	if f := tb.text(step(3) + ` .facts`); strings.Contains(f, "answered from the dedupe store") || strings.Contains(f, "applied: 1") {
		t.Errorf("step 3's facts give the answer away: %q", f)
	}
	// Step 3's counts for the confirm key: a wrong one is named, with the
	// rows to count in (2 and 11), never the number; the right ones complete.
	verdict3 := `#check-3 .check-verdict`
	if rows := eval[[]string](tb, `[...document.querySelectorAll("#check-3 .check-table tbody tr")].map((r) => [...r.cells].map((c) => c.textContent).join(" "))`); strings.Join(rows, "|") != "2 1 e1-confirm transition applied confirmed|11 6 e4-confirm-retry stored result reused confirmed" {
		t.Errorf("step 3's rows beside its question: %q", rows)
	}
	tb.press("check-applied", "2")
	tb.press("check-reused", "1"+kb.Enter)
	if v := tb.text(verdict3); tb.lab().Done[2] || !strings.Contains(v, "applied transitions is not right: among trace rows 2, 11") || strings.Contains(v, "reused answers") {
		t.Fatalf("a wrong applied count: %+v, %q", tb.lab(), v)
	}
	eval[chromedp.Void](tb, `document.getElementById("check-applied").value = ""`)
	tb.press("check-applied", "1"+kb.Enter)
	if v := tb.text(verdict3); !tb.lab().Done[2] || !strings.Contains(v, "both counts match") {
		t.Fatalf("the right counts: %+v, %q", tb.lab(), v)
	}
	if f := tb.text(step(3) + ` .facts`); !strings.Contains(f, "answered from the dedupe store") || !strings.Contains(f, "applied: 1") {
		t.Errorf("step 3 facts once done: %q", f)
	}

	// Step 4: #replay runs the parameters twice in the page.
	tb.click(step(4) + ` .step-open`)
	tb.click(step(4) + ` [data-setup]`)
	tb.click(`#replay`)
	h1, h2 := tb.text(`#lab code[data-hash="1"]`), tb.text(`#lab code[data-hash="2"]`)
	named, _ := engine.LookupScenario("reference")
	res, err := named.Run(engine.Params{Seed: engine.ReferenceSeed, Partition: 4, Deadline: 8})
	if err != nil {
		t.Fatal(err)
	}
	if h1 != encode.TraceSHA256(res) || h2 != h1 || tb.state().TraceSHA256 != h1 || !strings.Contains(tb.text(`#trace-hash`), h1) {
		t.Errorf("replay hashes %q %q, engine %q, #trace-hash %q", h1, h2, encode.TraceSHA256(res), tb.text(`#trace-hash`))
	}
	if !tb.lab().Done[3] || !strings.Contains(tb.text(`#replay-verdict`), "Identical") {
		t.Errorf("step 4 after the replay: %+v, %q", tb.lab(), tb.text(`#replay-verdict`))
	}

	// Step 5: the prediction is recorded before the reveal.
	tb.click(step(5) + ` .step-open`)
	tb.click(step(5) + ` [data-setup]`)
	if !eval[bool](tb, `document.getElementById("predict-go").disabled && document.getElementById("reveal").hidden`) {
		t.Fatal("the move past the deadline is offered before a prediction")
	}
	tb.click(`#predict input[value="recovery-deadline-exceeded"]`)
	stored := eval[string](tb, `JSON.parse(localStorage.getItem("coordsim.lesson.v1")).prediction.outcome`)
	if stored != "recovery-deadline-exceeded" || tb.outcome() != "recovered-before-deadline" || !eval[bool](tb, `document.getElementById("reveal").hidden`) {
		t.Fatalf("prediction %q stored with the outcome %s on screen", stored, tb.outcome())
	}
	// The outcome alone does not open the move: the two counts are asked.
	if !eval[bool](tb, `document.getElementById("predict-go").disabled`) {
		t.Fatal("the move is offered on the outcome alone")
	}
	tb.press("predict-held", "3")
	tb.press("predict-uncertain", "1")
	if p := eval[string](tb, `JSON.stringify(JSON.parse(localStorage.getItem("coordsim.lesson.v1")).prediction)`); p !=
		`{"outcome":"recovery-deadline-exceeded","partition":4,"deadline":8,"held":3,"uncertain":1}` {
		t.Fatalf("the stored prediction: %s", p)
	}
	tb.click(`#predict-go`)
	reveal := tb.text(`#reveal`)
	if s := tb.state(); s.Partition != 9 || s.Outcome != "recovery-deadline-exceeded" || !tb.lab().Done[4] {
		t.Fatalf("after the move: %+v %+v", s, tb.lab())
	}
	for _, want := range []string{"as you predicted", "(tick 8): 3", "tenant-7:order-42:confirm:v1", "order-42 status", "uncertain",
		"you predicted 3, the run held 3 (right)", "you predicted 1, the run told 2 (not right)"} {
		if !strings.Contains(reveal, want) {
			t.Errorf("the reveal lacks %q: %q", want, reveal)
		}
	}

	// Progress, the note and the prediction survive a reload (once the
	// address bar, which follows the view a little behind, names step 5).
	tb.waitFor(`location.search.includes("lab=5")`)
	tb.reload()
	if l := tb.lab(); fmt.Sprint(l.Done) != "[true true true true true]" || l.Step != 5 {
		t.Errorf("after a reload: %+v", l)
	}
	if note := eval[string](tb, `document.getElementById("note-1").value`); !strings.Contains(note, "lesson-authored") {
		t.Errorf("note after a reload: %q", note)
	}
	if !eval[bool](tb, `document.querySelector('#predict input[value="recovery-deadline-exceeded"]').checked`) {
		t.Error("prediction not restored")
	}
}

// TestBrowserLabStepNeedsEvidence: one step to the release reaches the
// reorder and the reuse, but completes neither step 2 nor step 3 until the
// learner names the rows and the counts.
func TestBrowserLabStepNeedsEvidence(t *testing.T) {
	tb := fresh(t, "/", 1280, 800)
	tb.click(step(2) + ` .step-open`)
	tb.click(step(2) + ` [data-setup]`)
	tb.waitFor(`location.search.includes("lab=2")`)
	tb.press("step", kb.Enter)
	if s, l := tb.state(), tb.lab(); s.Tick != 6 || l.Done[1] || l.Done[2] {
		t.Fatalf("a step alone completed a step: %+v %+v", s, l)
	}
}

func TestBrowserLabURLOpensStep(t *testing.T) {
	tb := fresh(t, "/?lab=3&lang=ja", 390, 844)
	if l := tb.lab(); l.Step != 3 {
		t.Fatalf("lab=3 opened %+v", l)
	}
	if !eval[bool](tb, `!document.querySelector('`+step(3)+` .step-body').hidden && document.querySelector('`+step(1)+` .step-body').hidden`) {
		t.Error("lab=3 does not show step 3's body alone")
	}
	if s := tb.state(); !strings.Contains(s.URL, "lab=3") {
		t.Errorf("state url %q", s.URL)
	}
}

// TestBrowserShowControls: every data-show control changes the simulator,
// and a quiz's model answer opens only after an attempt.
func TestBrowserShowControls(t *testing.T) {
	tb := fresh(t, "/", 1280, 800)
	tb.waitFor(`document.querySelector("#transfer [data-show]") !== null || null`) // the quiz and the transfer task load after the first paint
	n := eval[int](tb, `document.querySelectorAll("[data-show]").length`)
	if n < 20 {
		t.Fatalf("only %d show controls", n)
	}
	for _, q := range []string{"q1", "q2", "q3", "q4", "q5", "q6", "a1", "a2"} {
		if eval[int](tb, fmt.Sprintf(`document.querySelectorAll('#quiz [data-question=%q] [data-show]').length`, q)) == 0 {
			t.Errorf("question %s has no show control", q)
		}
	}
	const base = `window.coordsim.set({scenario: "reference", seed: "20260731", partition: 4, deadline: 8, retention: 0, mutations: [], t: 0, view: "network"})`
	const key = `(() => { const s = window.coordsim.state(); delete s.url; delete s.lab; return JSON.stringify(s); })()`
	for i := range n {
		eval[chromedp.Void](tb, base)
		before := eval[string](tb, key)
		eval[chromedp.Void](tb, fmt.Sprintf(`document.querySelectorAll("[data-show]")[%d].click()`, i))
		if after := eval[string](tb, key); after == before {
			t.Errorf("show control %d (%s) changed nothing", i, eval[string](tb, fmt.Sprintf(`document.querySelectorAll("[data-show]")[%d].dataset.show`, i)))
		}
	}
	// Question 1 shows request-lost and response-lost.
	tb.click(`[data-question="q1"] > .shows [data-show="request-lost"]`)
	if s := tb.state(); s.Scenario != "request-lost" {
		t.Errorf("q1's first show: %+v", s)
	}
	tb.click(`[data-question="q1"] > .shows [data-show="response-lost"]`)
	if s := tb.state(); s.Scenario != "response-lost" {
		t.Errorf("q1's second show: %+v", s)
	}
	// Assessment 2: 5 minutes and 2 hours on the slider.
	tb.click(`[data-question="a2"] > .shows [data-show="two-hours"]`)
	if s := tb.state(); s.Partition != 24 || s.Outcome != "recovery-deadline-exceeded" {
		t.Errorf("two hours: %+v", s)
	}
	q := `[data-question="q1"]`
	if !eval[bool](tb, `document.querySelector('`+q+` .reveal').disabled && document.querySelector('`+q+` .model').hidden`) {
		t.Fatal("the model answer is offered before an attempt")
	}
	tb.answerCheck("q1", []string{"same"}, nil)
	tb.press("answer-q1", "the client sees no answer in both")
	tb.click(q + ` .reveal`)
	if !eval[bool](tb, `!document.querySelector('`+q+` .model').hidden`) || !strings.Contains(tb.text(q+` .model`), "server") {
		t.Error("the model answer did not open after an attempt")
	}
}

// englishSentence is four or more words of letters in a row: the shape
// web/site's words_test.go keeps out of the page's sources.
var englishSentence = regexp.MustCompile(`[A-Za-z][A-Za-z'’]*(?:[ ,.;:!?()]+[A-Za-z][A-Za-z'’]*){3,}`)

// TestBrowserLessonInJapanese: lang=ja shows no English sentence in the
// lesson's panels, hidden parts (step bodies, model answers) included.
func TestBrowserLessonInJapanese(t *testing.T) {
	tb := fresh(t, "/?lang=ja", 1280, 800)
	eval[chromedp.Void](tb, `document.querySelector('#predict input[value="recovery-deadline-exceeded"]').click()`)
	eval[chromedp.Void](tb, `for (const [id, v] of [["predict-held", "3"], ["predict-uncertain", "2"]]) {
		const input = document.getElementById(id);
		input.value = v;
		input.dispatchEvent(new Event("input", {bubbles: true})); }`)
	eval[chromedp.Void](tb, `document.getElementById("predict-go").click()`)
	eval[chromedp.Void](tb, `document.getElementById("replay").click()`)
	if !strings.Contains(tb.text(`#reveal`), "order-42") {
		t.Errorf("the reveal is empty: %q", tb.text(`#reveal`))
	}
	tb.waitFor(lessonBuilt) // built after the rest
	for _, id := range []string{"lab", "transfer", "quiz", "explain", "review", "scope", "sources"} {
		// Every text node on its own line, hidden ones included (step
		// bodies, model answers), so table cells do not run together;
		// what is marked English (a source's own title) left out.
		txt := eval[string](tb, fmt.Sprintf(`(() => {
			const w = document.createTreeWalker(document.getElementById(%q), NodeFilter.SHOW_TEXT), out = [];
			while (w.nextNode()) if (!w.currentNode.parentElement.closest('[lang="en"]')) out.push(w.currentNode.nodeValue);
			return out.join("\n"); })()`, id))
		if len([]rune(txt)) < 200 || strings.Contains(txt, "[lesson.") {
			t.Errorf("#%s in Japanese is short or lacks words: %q", id, txt)
		}
		for _, m := range englishSentence.FindAllString(txt, -1) {
			t.Errorf("#%s in Japanese has an English sentence: %q", id, m)
		}
	}
}
