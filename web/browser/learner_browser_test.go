package browser

// One learner, one record (issue 52, item 1; assets/learner.js): on a
// shared browser, an LMS's learners each have their own record, an LMS's
// first launch of a learner starts blank, and "not you? start fresh" moves
// the anonymous record aside (never deleting it) for the next learner.

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestBrowserSCORMOneLearnerOneRecord is the scenario in one
// browser profile: learner A does step 1 with a note; learner B, launched
// ab-initio, hears none of it; A's next launch finds A's note whole.
func TestBrowserSCORMOneLearnerOneRecord(t *testing.T) {
	tb, base := openLMS(t)
	eval[chromedp.Void](tb, `localStorage.clear()`)
	launch := func(student string) {
		t.Helper()
		if _, err := chromedp.Run(tb.ctx, chromedp.Navigate(base+"/lms.html?student="+student)); err != nil {
			t.Fatal(err)
		}
		waitSCO(tb, built)
	}
	finish := func() {
		t.Helper()
		eval[chromedp.Void](tb, `document.getElementById("sco").remove()`)
		tb.waitFor(`window.finished === 1`)
	}

	launch("a")
	if got := inSCO[string](tb, `document.getElementById("learner-who").textContent`); !strings.Contains(got, "Learner, A") {
		t.Errorf("A's page says %q of whose record it is", got)
	}
	if inSCO[bool](tb, `!document.getElementById("learner-fresh").hidden`) {
		t.Error(`"not you?" is offered under an LMS, which says who the learner is`)
	}
	note := "Learner A's own note: the seed is 20260731 and the fixture is lesson-authored."
	clickInSCO(tb, `#lab-steps > li[data-step="1"] .step-open`)
	clickInSCO(tb, `#lab-steps > li[data-step="1"] [data-setup]`)
	waitSCO(tb, `document.querySelectorAll(".confirm-row").length === 6 && ([...document.querySelectorAll(".confirm-row")].forEach((b) => b.checked || b.click()), true)`)
	waitSCO(tb, `(() => { const a = document.getElementById("note-1"); return !!a && (a.value = `+jsString(note)+`, a.dispatchEvent(new Event("input")), true); })()`)
	waitSCO(tb, `window.coordsim.progress().lab.done === 1`)
	tb.waitFor(`window.API.LMSGetValue("cmi.suspend_data").includes("Learner A's own note")`)
	finish()

	// B, on the same browser, for the first time.
	launch("b")
	tb.waitFor(`window.API.LMSGetValue("cmi.core.lesson_status") !== ""`) // B's first report
	if s := cmi(tb, "cmi.core.lesson_status"); s != "incomplete" {
		t.Errorf("B's first report is %q, before B did anything", s)
	}
	if raw := cmi(tb, "cmi.core.score.raw"); raw != "0" {
		t.Errorf("B's first score is %q", raw)
	}
	if sent := cmi(tb, "cmi.suspend_data"); strings.Contains(sent, "Learner A") || strings.Contains(sent, `"done":[true`) {
		t.Errorf("B's record holds A's work: %.300s", sent)
	}
	if got := inSCO[string](tb, `document.getElementById("note-1") ? document.getElementById("note-1").value : ""`); got != "" {
		t.Errorf("B reads a note: %q", got)
	}
	finish()

	// A again: A's own record, whole.
	launch("a")
	if got := inSCO[string](tb, `document.getElementById("note-1") && document.getElementById("note-1").value`); got != note {
		t.Errorf("A's note on relaunch: %q", got)
	}
	if got := inSCO[int](tb, `window.coordsim.progress().lab.done`); got != 1 {
		t.Errorf("A's steps done on relaunch: %d", got)
	}
}

// TestBrowserSCORMFirstLaunchStartsBlank: an LMS that kept nothing of a
// learner (ab-initio, no suspend data) starts them blank, whatever this
// browser holds under their key; what it held is set aside, not deleted.
func TestBrowserSCORMFirstLaunchStartsBlank(t *testing.T) {
	tb, base := openLMS(t)
	eval[chromedp.Void](tb, `localStorage.clear()`)
	if _, err := chromedp.Run(tb.ctx, chromedp.Navigate(base+"/lms.html?student=c")); err != nil {
		t.Fatal(err)
	}
	waitSCO(tb, built)
	// An LMS learner's record: their id in this course (the package's
	// folder, as the LMS serves it).
	const key = "coordsim.lesson.v1@lms:/content/:c"
	// What an earlier attempt left in this browser, then a new attempt the
	// LMS starts from nothing (it forgot its record of c).
	earlier := `{"done":[true,true,true,true,true],"notes":{"note-1":"an earlier attempt's note"}}`
	inSCO[bool](tb, `(localStorage.setItem(`+jsString(key)+`, `+jsString(earlier)+`), true)`)
	eval[chromedp.Void](tb, `document.getElementById("sco").remove()`)
	tb.waitFor(`window.finished === 1`)
	eval[chromedp.Void](tb, `localStorage.removeItem("lms-cmi-c")`)
	if _, err := chromedp.Run(tb.ctx, chromedp.Navigate(base+"/lms.html?student=c")); err != nil {
		t.Fatal(err)
	}
	waitSCO(tb, built)
	tb.waitFor(`window.API.LMSGetValue("cmi.core.lesson_status") !== ""`)
	if s := cmi(tb, "cmi.core.lesson_status"); s != "incomplete" {
		t.Errorf("a first launch reports %q from what the browser held", s)
	}
	aside := inSCO[string](tb, `Object.keys(localStorage).filter((k) => k.startsWith(`+jsString(key+".aside-")+`)).map((k) => localStorage.getItem(k)).join("|")`)
	if aside != earlier {
		t.Errorf("the earlier record was not kept aside: %q", aside)
	}
	if got := inSCO[string](tb, `document.getElementById("learner-who").textContent`); !strings.Contains(got, key+".aside-") {
		t.Errorf("the page does not say where the earlier record went: %q", got)
	}
}

// TestBrowserNotYouStartsFresh: on a shared browser with no LMS, the next
// learner starts fresh under their name; the anonymous record is moved
// aside, and a named learner finds their own record again by their name.
func TestBrowserNotYouStartsFresh(t *testing.T) {
	tb := fresh(t, "/", 1280, 800)
	eval[chromedp.Void](tb, `localStorage.removeItem("coordsim.learner")`)
	earlier := `{"done":[true,false,false,false,false],"notes":{"note-1":"the previous learner's note"}}`
	eval[chromedp.Void](tb, `localStorage.setItem("coordsim.lesson.v1", `+jsString(earlier)+`)`)
	tb.reload()
	tb.waitFor(`window.coordsim.progress().lab.done === 1`)
	if got := tb.text("#learner-who"); !strings.Contains(got, "anyone who uses it") {
		t.Errorf("the anonymous record's words: %q", got)
	}
	startAs := func(name string) {
		t.Helper()
		tb.click("#learner-fresh")
		tb.waitFor(`!document.getElementById("learner-form").hidden && document.activeElement.id === "learner-name"`)
		// The page loads again: wait for a page without the old one's mark.
		eval[chromedp.Void](tb, `window.oldPage = true; document.getElementById("learner-name").value = `+jsString(name)+`; document.getElementById("learner-form").requestSubmit()`)
		tb.waitFor(`!window.oldPage && window.coordsim && window.coordsim.ready && !!window.coordsim.progress && document.getElementById("learner-who").textContent !== ""`)
	}
	startAs("Bo")
	tb.waitFor(`document.getElementById("learner-who").textContent.includes("Bo")`)
	if done := eval[int](tb, `window.coordsim.progress().lab.done`); done != 0 {
		t.Errorf("Bo starts with %d steps done", done)
	}
	if got := tb.text("#learner-who"); !strings.Contains(got, "coordsim.lesson.v1.aside-") {
		t.Errorf("the page does not say where the previous record went: %q", got)
	}
	if got := eval[string](tb, `Object.keys(localStorage).filter((k) => k.startsWith("coordsim.lesson.v1.aside-")).map((k) => localStorage.getItem(k)).join("|")`); got != earlier {
		t.Errorf("the previous record set aside: %q", got)
	}
	if eval[bool](tb, `localStorage.getItem("coordsim.lesson.v1") !== null`) {
		t.Error("the anonymous record is still where the next learner would read it")
	}
	// Bo's own work, then someone else, then Bo again.
	tb.click(step(1) + ` [data-setup]`)
	tb.waitFor(`(() => { const a = document.getElementById("note-1"); return !!a && (a.value = "Bo's note", a.dispatchEvent(new Event("input")), true); })()`)
	tb.waitFor(`localStorage.getItem("coordsim.lesson.v1@name:Bo") !== null && localStorage.getItem("coordsim.lesson.v1@name:Bo").includes("Bo's note")`)
	startAs("")
	tb.waitFor(`document.getElementById("learner-who").textContent.includes("anyone who uses it")`)
	if got := eval[string](tb, `document.getElementById("note-1") ? document.getElementById("note-1").value : ""`); got != "" {
		t.Errorf("the next learner reads %q", got)
	}
	startAs("Bo")
	tb.waitFor(`!!document.getElementById("note-1") && document.getElementById("note-1").value === "Bo's note"`)
}

// Issue 52, item 5: under lock=partition (the obvious assignment preset),
// lab step 4's set-up failed silently, so the lab could never complete.
// Now a step's set-up runs around the locked knobs and says so, step 4 is
// done by two identical replays under the course's partition, and a lock
// on the story itself says the step cannot be set up here.
func TestBrowserLabStepsUnderALock(t *testing.T) {
	tb := fresh(t, "/?partition=9&lock=partition", 1280, 800)
	tb.click(step(4) + ` .step-open`)
	tb.click(step(4) + ` [data-setup]`)
	if p := eval[int](tb, `window.coordsim.state().partition`); p != 9 {
		t.Fatalf("the set-up moved the locked partition to %d", p)
	}
	if got := tb.text(step(4) + ` .lock-note`); !strings.Contains(got, "fixes the partition length") || !strings.Contains(got, "two replays") {
		t.Errorf("step 4's note under lock=partition: %q", got)
	}
	tb.click(`#replay`)
	tb.waitFor(`window.coordsim.state().lab.done[3] === true`)
	if got := tb.text(step(1) + ` .lock-note`); !strings.Contains(got, "fixes the partition length") || strings.Contains(got, "two replays") {
		t.Errorf("step 1's note under lock=partition: %q", got)
	}

	tb.navigate(siteServer.URL + "/?scenario=response-lost&lock=scenario")
	tb.click(step(1) + ` .step-open`)
	tb.click(step(1) + ` [data-setup]`)
	tb.waitFor(`document.querySelector('#lab-steps > li[data-step="1"] .lock-note').textContent.includes("cannot be set up here")`)
	if got := tb.text(step(1) + ` .lock-note`); !strings.Contains(got, "the scenario") {
		t.Errorf("step 1's note under lock=scenario: %q", got)
	}
	if s := eval[string](tb, `window.coordsim.state().scenario`); s != "response-lost" {
		t.Errorf("the locked scenario moved to %q", s)
	}
}

// "Open full view" keeps the assignment (issue 52, item 5): the course's
// lock and quiz rules come along to the full page; only what belongs to
// the frame (embed, panels, origin) stays behind.
func TestBrowserOpenFullViewKeepsTheLock(t *testing.T) {
	tb := open(t, "/?embed=1&partition=9&lock=partition&grading=first&attempts=3&panels=invariants", 720, 560, ready)
	href := eval[string](tb, `document.getElementById("open-full").href`)
	for _, want := range []string{"embed=0", "lock=partition", "grading=first", "attempts=3"} {
		if !strings.Contains(href, want) {
			t.Errorf("the full view's link %q has no %s", href, want)
		}
	}
	if strings.Contains(href, "panels=") {
		t.Errorf("the full view's link %q keeps the frame's panels", href)
	}
	tb.navigate(href)
	if st := eval[string](tb, `(() => { const s = window.coordsim.state(); return s.embed + " " + s.lock.join() + " " + s.partition; })()`); st != "false partition 9" {
		t.Errorf("the full view: %q", st)
	}
	if got := eval[string](tb, `(window.coordsim.set({partition: 3}), String(window.coordsim.state().partition))`); got != "9" {
		t.Errorf("the full view let the locked partition move to %s", got)
	}
}

// "Open full view" carries the learner's record (issue 52, item 5): a
// course on another site gives the frame storage of its own, which the
// full view's tab does not see; the link carries the record (packed, in
// its fragment, added as it is followed), and the full view merges it,
// says so and where its work is kept, and takes the fragment off its
// address.
func TestBrowserOpenFullViewCarriesTheProgress(t *testing.T) {
	tb := open(t, "/?embed=1", 1000, 760, ready)
	note := "my reasoning in the course's frame: " + strings.Repeat("the retry carried the same key. ", 20)
	tb.waitFor(`(() => { const a = document.getElementById("note-1"); return !!a && (a.value = ` + jsString(note) + `, a.dispatchEvent(new Event("input")), true); })()`)
	// Followed: the link gets the record; the test keeps the tab here.
	href := eval[string](tb, `(() => { const a = document.getElementById("open-full");
		a.addEventListener("click", (e) => e.preventDefault(), { once: true }); a.click(); return a.href; })()`)
	if !strings.Contains(href, "#carry=coordsim.progress.v1") {
		t.Fatalf("the followed link carries no record: %.120s", href)
	}
	eval[chromedp.Void](tb, `localStorage.clear()`) // the full view's storage, apart from the frame's
	tb.navigate(href)
	tb.waitFor(`document.getElementById("note-1") && document.getElementById("note-1").value.length > 0`)
	if got := eval[string](tb, `document.getElementById("note-1").value`); got != note {
		t.Errorf("the full view's note: %q", got)
	}
	if got := eval[string](tb, `location.hash`); got != "" {
		t.Errorf("the full view's address keeps the record: %.80s", got)
	}
	if got := tb.text("#progress-status"); !strings.Contains(got, "course page") || !strings.Contains(got, "does not see it") {
		t.Errorf("the full view does not say where the progress came from and is kept: %q", got)
	}
}
