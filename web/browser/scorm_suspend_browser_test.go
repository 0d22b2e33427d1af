package browser

// The learner's record in an LMS's suspend data (assets/suspend.js): merged
// with the browser's on launch, never sent empty, packed when too long,
// cut only when even packed it does not fit.

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// Issue 50, finding 3: on launch the LMS's suspend_data replaced the
// browser's record whole, so a note cut to fit the LMS overwrote the full
// one; and a record still too long after cutting notes was sent empty. Now
// the two merge, and the LMS always gets a record, with the page saying
// what it keeps only in part.
func TestBrowserSCORMMergesAndNeverSendsNothing(t *testing.T) {
	tb, base := openLMS(t)
	waitSCO(tb, built)
	full := "seed 20260731; the fixture is lesson-authored, no production incident; limits: ticks are logical. " + strings.Repeat("More of my own reasoning. ", 30)
	local := `{"notes": {"note-1": ` + jsString(full) + `}}`
	lmsKept := `{"format":"coordsim.progress.v1","progress":{"notes":{"note-1":` + jsString(full[:400]) + `},"done":[true,false,false,false,false]}}`
	eval[chromedp.Void](tb, `document.getElementById("sco").remove()`) // the first session finishes before the LMS's data is set
	tb.waitFor(`window.finished === 1`)
	eval[chromedp.Void](tb, `localStorage.clear(); localStorage.setItem("coordsim.lesson.v1", `+jsString(local)+`);
		localStorage.setItem("lms-cmi", JSON.stringify({suspend_data: `+jsString(lmsKept)+`, core: {lesson_status: "incomplete", score: {raw: ""}}}))`)
	if _, err := chromedp.Run(tb.ctx, chromedp.Navigate(base+"/lms.html")); err != nil {
		t.Fatal(err)
	}
	waitSCO(tb, built)
	if got := inSCO[string](tb, `document.getElementById("note-1").value`); got != full {
		t.Errorf("after launch the note is %d characters, want the browser's full %d", len(got), len(full))
	}
	if got := inSCO[int](tb, `window.coordsim.progress().lab.done`); got != 1 {
		t.Errorf("the LMS's step done was not merged in: %d done", got)
	}

	// A slide of 5 KB that does not pack (and a second step done, which
	// the LMS hears at once): the record no longer fits in 4,096
	// characters, packed or with the notes cut; the LMS still gets one, and the page says what it keeps
	// only in part.
	big := `{"format":"coordsim.progress.v1","progress":{"done":[true,true,false,false,false],"explain":{"outline":{},"slides":[{"query":` + jsString("?scenario=reference&events="+incompressible(5000)) + `,"title":"t","notes":"n","ms":0}]}}}`
	waitSCO(tb, `(() => { const dt = new DataTransfer(); dt.items.add(new File([`+jsString(big)+`], "big.json"));
		const input = document.getElementById("progress-file"); input.files = dt.files; input.dispatchEvent(new Event("change")); return true; })()`)
	tb.waitFor(`JSON.parse(window.API.LMSGetValue("cmi.suspend_data")).progress.done[1] === true`)
	if sent := cmi(tb, "cmi.suspend_data"); len(sent) > 4096 || !strings.Contains(sent, `"note-1"`) || !strings.Contains(sent, `"slides":[]`) {
		t.Errorf("the LMS got %d characters: %.200s", len(sent), sent)
	}
	if got := inSCO[string](tb, `document.getElementById("lab-storage").hidden ? "" : document.getElementById("lab-storage").textContent`); !strings.Contains(got, "4,096") || !strings.Contains(got, "slides") {
		t.Errorf("the page does not say what the LMS keeps only in part: %q", got)
	}
}

// incompressible is n letters and digits that deflate cannot shrink much
// (a fixed pseudo-random draw).
func incompressible(n int) string {
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
	r := rand.New(rand.NewPCG(1, 2))
	b := make([]byte, n)
	for i := range b {
		b[i] = alphabet[r.IntN(len(alphabet))]
	}
	return string(b)
}

// A record too long for SCORM 1.2's 4,096 characters is packed (issue 52,
// item 4): a note of 9,000 characters reaches the LMS whole, packed, the
// page says nothing is kept only in part, and a relaunch in a browser
// that kept nothing brings it back whole.
func TestBrowserSCORMPacksWhatDoesNotFit(t *testing.T) {
	tb, base := openLMS(t)
	waitSCO(tb, built+` && (localStorage.clear(), true)`)
	note := strings.Repeat("The retry carried the same dedupe key, so the store answered it. ", 140)
	waitSCO(tb, `(() => { const a = document.getElementById("note-1"); return !!a && (a.value = `+jsString(note)+`, a.dispatchEvent(new Event("input")), true); })()`)
	tb.waitFor(`window.API.LMSGetValue("cmi.suspend_data").startsWith("coordsim.progress.v1+deflate:")`)
	if sent := cmi(tb, "cmi.suspend_data"); len(sent) > 4096 {
		t.Errorf("the packed record is %d characters", len(sent))
	}
	if got := inSCO[bool](tb, `document.getElementById("lab-storage").hidden || !document.getElementById("lab-storage").textContent.includes("4,096")`); !got {
		t.Errorf("the page says the LMS keeps part of a record it keeps whole: %q", inSCO[string](tb, `document.getElementById("lab-storage").textContent`))
	}
	eval[chromedp.Void](tb, `document.getElementById("sco").remove()`)
	tb.waitFor(`window.finished === 1`)
	if _, err := chromedp.Run(tb.ctx, chromedp.Navigate(base+"/lms.html")); err != nil {
		t.Fatal(err)
	}
	waitSCO(tb, built+` && (localStorage.clear(), true)`) // the LMS's record alone, from here
	if _, err := chromedp.Run(tb.ctx, chromedp.Navigate(base+"/lms.html")); err != nil {
		t.Fatal(err)
	}
	waitSCO(tb, built)
	if got := inSCO[string](tb, `document.getElementById("note-1") && document.getElementById("note-1").value`); got != note {
		t.Errorf("resumed a note of %d characters, want %d", len(got), len(note))
	}
}
