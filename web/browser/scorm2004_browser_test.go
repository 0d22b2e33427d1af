package browser

// The SCORM 2004 4th Edition package (issue 52, item 4) in an LMS played by
// scorm-again's Scorm2004API: its language, each checked answer as an
// interaction, a record far past SCORM 1.2's 4,096 characters kept whole,
// completion and success, resume from the LMS's data alone; and the
// launch's mastery score, mode and credit honoured (in both editions).

import (
	"regexp"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"coordsim/web/site"
)

// lmsPage2004 is lmsPage for SCORM 2004: ?student=ID as there, and the
// launch's ?passing= (cmi.scaled_passing_score), ?mode=, ?credit= and
// ?strip (the launch data in place of the address's query). On
// Terminate it keeps the learner's record (lms2004-cmi[-ID]).
const lmsPage2004 = `<!doctype html><html><head><meta charset="utf-8"><title>LMS</title><link rel="icon" href="data:,">
<script src="/scorm2004.min.js"></script></head><body>
<script>
window.API_1484_11 = new Scorm2004API({ autocommit: false, logLevel: 5 });
const q = new URLSearchParams(location.search);
const student = q.get("student") || "";
const record = student ? "lms2004-cmi-" + student : "lms2004-cmi";
const kept = localStorage.getItem(record);
if (kept) window.API_1484_11.loadFromJSON(JSON.parse(kept));
const c = window.API_1484_11.cmi;
c.learner_id = student || "learner";
c.learner_name = "Learner, " + (student || "one");
c.entry = kept && JSON.parse(kept).suspend_data ? "resume" : "ab-initio";
if (q.get("passing")) c.scaled_passing_score = q.get("passing");
if (q.get("mode")) c.mode = q.get("mode");
if (q.get("credit")) c.credit = q.get("credit");
// ?strip: an LMS that drops the launch address's query and gives the
// package's launch data (its manifest's dataFromLMS) instead.
if (q.get("strip")) c.launch_data = LAUNCH_DATA;
window.finished = 0;
window.API_1484_11.on("Terminate", () => {
  localStorage.setItem(record, JSON.stringify({ suspend_data: c.suspend_data, completion_status: c.completion_status, success_status: c.success_status,
    learner_preference: { language: c.learner_preference.language } }));
  window.finished++;
});
</script>
<iframe id="sco" data-src="/content/index.html" width="1000" height="760" title="lesson"></iframe>
<script>
const sco = document.getElementById("sco");
sco.src = q.get("strip") ? sco.dataset.src.split("?")[0] : sco.dataset.src;
</script>
</body></html>`

// openLMS2004 opens the LMS's page (with query, the launch's settings) on
// the 2004 package built with launch.
func openLMS2004(t *testing.T, launch, query string) (*tab, string) {
	browser(t)
	base := lmsOf(t, launch, site.SCORM2004)
	tb := openURL(t, base+"/lms.html"+query, 1100, 850, "")
	tb.mu.Lock()
	tb.host = strings.TrimPrefix(base, "http://")
	tb.mu.Unlock()
	return tb, base
}

// cmi2004 is the LMS's value of a SCORM 2004 element.
func cmi2004(tb *tab, element string) string {
	return eval[string](tb, `String(window.API_1484_11.GetValue(`+jsString(element)+`))`)
}

// checkInSCO answers question id's checked part with option in the LMS's
// frame and checks it.
func checkInSCO(tb *tab, id, option string) {
	tb.t.Helper()
	waitSCO(tb, `(() => { const o = document.getElementById("qc-`+id+`-`+option+`"); if (!o) return false;
		o.click(); document.getElementById("qc-`+id+`").requestSubmit(); return true; })()`)
}

// importInSCO restores the progress file text in the LMS's frame.
func importInSCO(tb *tab, text string) {
	tb.t.Helper()
	waitSCO(tb, `(() => { const dt = new DataTransfer(); dt.items.add(new File([`+jsString(text)+`], "progress.json"));
		const input = document.getElementById("progress-file"); input.files = dt.files; input.dispatchEvent(new Event("change")); return true; })()`)
}

// completeRecord is a progress file with every lab step done and right
// answers to the first n of six checked parts.
func completeRecord(n int) string {
	checks := []string{}
	for i, a := range []string{`"q1":{"answer":["same"]`, `"q2":{"answer":["reject"]`, `"q4":{"answer":["order"]`,
		`"q5":{"answer":["termination"]`, `"q3":{"answer":["1","1","2"]`, `"a2":{"answer":["0","0","6","3"]`} {
		if i < n {
			checks = append(checks, a+`,"correct":true}`)
		}
	}
	return `{"format":"coordsim.progress.v1","progress":{"step":5,"done":[true,true,true,true,true],"notes":{},"answers":{},"revealed":{},"confirmed":{},"challenges":{},"prediction":null,"checks":{` +
		strings.Join(checks, ",") + `}}}`
}

func TestBrowserSCORM2004(t *testing.T) {
	tb, base := openLMS2004(t, "lang=ja", "")
	waitSCO(tb, built+` && (localStorage.clear(), true)`)
	if got := inSCO[string](tb, `document.documentElement.lang`); got != "ja" {
		t.Errorf("the package launched in %q", got)
	}
	if got := cmi2004(tb, "cmi.completion_status") + " " + cmi2004(tb, "cmi.success_status"); got != "incomplete unknown" {
		t.Errorf("after launch: %s", got)
	}

	// Each check of a checked part is an interaction, graded by the
	// engine: q1 wrong, then right.
	waitSCO(tb, `!!document.getElementById("qc-q1")`)
	checkInSCO(tb, "q1", "error")
	checkInSCO(tb, "q1", "same")
	tb.waitFor(`window.API_1484_11.GetValue("cmi.interactions._count") === "2"`)
	for n, want := range []string{"q1 choice error incorrect", "q1 choice same correct"} {
		at := "cmi.interactions." + string(rune('0'+n)) + "."
		got := cmi2004(tb, at+"id") + " " + cmi2004(tb, at+"type") + " " + cmi2004(tb, at+"learner_response") + " " + cmi2004(tb, at+"result")
		if got != want {
			t.Errorf("interaction %d: %q, want %q", n, got, want)
		}
		if l, ts := cmi2004(tb, at+"latency"), cmi2004(tb, at+"timestamp"); !regexp.MustCompile(`^PT[0-9.]+S$`).MatchString(l) || !regexp.MustCompile(`^20\d\d-\d\d-\d\dT\d\d:\d\d:\d\d$`).MatchString(ts) {
			t.Errorf("interaction %d: latency %q, timestamp %q", n, l, ts)
		}
	}

	// A note of 20,000 characters: past 1.2's 4,096, within 2004's 64,000,
	// so the LMS keeps it whole.
	note := strings.Repeat("私の推論。", 4000)
	waitSCO(tb, `(() => { const a = document.getElementById("note-1"); return !!a && (a.value = `+jsString(note)+`, a.dispatchEvent(new Event("input")), true); })()`)
	tb.waitFor(`window.API_1484_11.GetValue("cmi.suspend_data").length > 20000`)
	if sent := cmi2004(tb, "cmi.suspend_data"); !strings.Contains(sent, note) || len([]rune(sent)) > 64000 {
		t.Errorf("the LMS got %d characters, the note whole: %v", len([]rune(sent)), strings.Contains(sent, note))
	}

	// Complete with six checked parts right: completed and passed, the
	// score scaled.
	importInSCO(tb, completeRecord(6))
	tb.waitFor(`window.API_1484_11.GetValue("cmi.success_status") === "passed"`)
	if got := cmi2004(tb, "cmi.completion_status") + " " + cmi2004(tb, "cmi.score.raw") + " " + cmi2004(tb, "cmi.score.scaled"); got != "completed 85 0.85" {
		t.Errorf("when passed: %s", got)
	}

	// Close; relaunch in a browser that kept nothing: the LMS's data alone
	// brings the note back whole.
	eval[chromedp.Void](tb, `document.getElementById("sco").remove()`)
	tb.waitFor(`window.finished === 1`)
	if _, err := chromedp.Run(tb.ctx, chromedp.Navigate(base+"/lms.html")); err != nil {
		t.Fatal(err)
	}
	waitSCO(tb, built)
	if got := inSCO[string](tb, `document.getElementById("note-1") && document.getElementById("note-1").value`); got != note {
		t.Errorf("resumed note of %d characters, want %d", len([]rune(got)), len([]rune(note)))
	}
	if got := inSCO[int](tb, `window.coordsim.progress().lab.done`); got != 5 {
		t.Errorf("resumed with %d steps done", got)
	}
}

// TestBrowserSCORMLaunchSettings: the LMS's mastery score decides passed
// (six checked parts right, 85, miss a mastery of 0.9: failed); a launch
// for no credit, or to browse, reports completion but no score and no
// success (1.2: browsed); a review launch writes nothing.
func TestBrowserSCORMLaunchSettings(t *testing.T) {
	for _, c := range []struct {
		query, want string
	}{
		{"?passing=0.9", "completed failed 85"},
		{"?passing=0.8", "completed passed 85"},
		{"?credit=no-credit", "completed unknown "},
		{"?mode=browse", "completed unknown "},
		{"?mode=review", "unknown unknown "},
	} {
		t.Run(c.query, func(t *testing.T) {
			tb, _ := openLMS2004(t, "", c.query)
			waitSCO(tb, built+` && (localStorage.clear(), true)`)
			importInSCO(tb, completeRecord(6))
			waitSCO(tb, `window.coordsim.progress().lab.done === 5`)
			// The review launch writes nothing: wait for what the others write.
			if !strings.Contains(c.query, "review") {
				tb.waitFor(`window.API_1484_11.GetValue("cmi.completion_status") === "completed"`)
			}
			got := cmi2004(tb, "cmi.completion_status") + " " + cmi2004(tb, "cmi.success_status") + " " + cmi2004(tb, "cmi.score.raw")
			if got != c.want {
				t.Errorf("%s: %q, want %q", c.query, got, c.want)
			}
			if strings.Contains(c.query, "review") && cmi2004(tb, "cmi.suspend_data") != "" {
				t.Errorf("a review launch wrote the record")
			}
		})
	}
	// SCORM 1.2 says the same in its words.
	for _, c := range []struct{ query, want string }{{"?mastery=90", "failed 85"}, {"?mode=browse", "browsed "}} {
		t.Run("1.2"+c.query, func(t *testing.T) {
			tb, base := openLMS(t)
			if _, err := chromedp.Run(tb.ctx, chromedp.Navigate(base+"/lms.html"+c.query)); err != nil {
				t.Fatal(err)
			}
			waitSCO(tb, built+` && (localStorage.clear(), true)`)
			importInSCO(tb, completeRecord(6))
			waitSCO(tb, `window.coordsim.progress().lab.done === 5`)
			tb.waitFor(`window.API.LMSGetValue("cmi.core.lesson_status") !== "incomplete"`)
			if got := cmi(tb, "cmi.core.lesson_status") + " " + cmi(tb, "cmi.core.score.raw"); got != c.want {
				t.Errorf("%s: %q, want %q", c.query, got, c.want)
			}
		})
	}
}

// The learner's language is theirs under an LMS (issue 52, item 4): a
// package built in Japanese, switched to English by the learner, launches
// in English the next time (the LMS keeps it as the learner's preference);
// a course that fixed the language keeps it.
func TestBrowserSCORMKeepsTheLearnersLanguage(t *testing.T) {
	tb, base := openLMS2004(t, "lang=ja", "")
	waitSCO(tb, built+` && document.documentElement.lang === "ja"`)
	if got := cmi2004(tb, "cmi.learner_preference.language"); got != "" {
		t.Errorf("the language the page started in was kept as a choice: %q", got)
	}
	waitSCO(tb, `(() => { const s = document.getElementById("lang"); s.value = "en"; s.dispatchEvent(new Event("change")); return true; })()`)
	tb.waitFor(`window.API_1484_11.GetValue("cmi.learner_preference.language") === "en"`)
	eval[chromedp.Void](tb, `document.getElementById("sco").remove()`)
	tb.waitFor(`window.finished === 1`)
	if _, err := chromedp.Run(tb.ctx, chromedp.Navigate(base+"/lms.html")); err != nil {
		t.Fatal(err)
	}
	waitSCO(tb, built)
	if got := inSCO[string](tb, `document.documentElement.lang + " " + window.coordsim.state().lang`); got != "en en" {
		t.Errorf("relaunched in %q, want the learner's en", got)
	}

	locked, _ := openLMS2004(t, "lang=ja&lock=lang", "")
	eval[chromedp.Void](locked, `localStorage.setItem("lms2004-cmi", JSON.stringify({learner_preference: {language: "en"}}))`)
	if _, err := chromedp.Run(locked.ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	waitSCO(locked, built)
	if got := inSCO[string](locked, `window.coordsim.state().lang`); got != "ja" {
		t.Errorf("a course that fixed the language launched in %q", got)
	}
}

// An LMS that drops the launch address's query gives the package's
// settings as launch data (issue 52, item 3): the page starts in them.
func TestBrowserSCORMLaunchData(t *testing.T) {
	tb, _ := openLMS2004(t, "lang=ja&grading=first&attempts=3", "?strip=1")
	waitSCO(tb, built)
	if got := eval[string](tb, `document.getElementById("sco").getAttribute("src")`); got != "/content/index.html" {
		t.Fatalf("the LMS launched the page at %q: the test strips nothing", got)
	}
	if got := inSCO[string](tb, `(() => { const s = window.coordsim.state(); return s.lang + " " + s.score.quiz.grading; })()`); got != "ja first" {
		t.Errorf("launched with the launch data: %q, want ja first", got)
	}
}
