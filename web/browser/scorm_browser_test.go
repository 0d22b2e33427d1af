package browser

// The SCORM 1.2 package (issue 32, part 5; make scorm, assets/scorm.js) in
// an LMS played by scorm-again, the runtime LMSs embed: launch, do two lab
// steps, close, relaunch with only what the LMS kept, resume, complete.

import (
	"archive/zip"
	"fmt"
	"html"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"coordsim/web/site"
)

const scormDir = "testdata/scorm-again"

// lmsPage is the LMS: scorm-again's API in the page, loaded with what the
// LMS kept of the last session (suspend data, status, score: localStorage
// lms-cmi stands for its database), and the package's index.html in a
// frame. On LMSFinish it keeps those values again.
const lmsPage = `<!doctype html><html><head><meta charset="utf-8"><title>LMS</title><link rel="icon" href="data:,">
<script src="/scorm12.min.js"></script></head><body>
<script>
window.API = new Scorm12API({ autocommit: false, logLevel: 5 });
// ?student=ID launches as that learner, with the LMS's record of them
// (lms-cmi-ID); without one, as the LMS's only learner (lms-cmi).
const student = new URLSearchParams(location.search).get("student") || "";
const record = student ? "lms-cmi-" + student : "lms-cmi";
const kept = localStorage.getItem(record);
if (kept) window.API.loadFromJSON(JSON.parse(kept));
window.API.cmi.core.student_id = student;
window.API.cmi.core.student_name = student ? "Learner, " + student.toUpperCase() : "";
window.API.cmi.core.entry = kept && JSON.parse(kept).suspend_data ? "resume" : "ab-initio";
// The launch's ?mastery=, ?mode= and ?credit=, as the LMS sets them.
const q = new URLSearchParams(location.search);
if (q.get("mastery")) window.API.cmi.student_data.mastery_score = q.get("mastery");
if (q.get("mode")) window.API.cmi.core.lesson_mode = q.get("mode");
if (q.get("credit")) window.API.cmi.core.credit = q.get("credit");
window.finished = 0;
window.exitValue = null; // cmi.core.exit is write-only: the LMS hears it set
window.API.on("LMSSetValue.cmi.core.exit", (element, value) => { window.exitValue = value; });
window.API.on("LMSFinish", () => {
  const c = window.API.cmi;
  localStorage.setItem(record, JSON.stringify({ suspend_data: c.suspend_data, core: { lesson_status: c.core.lesson_status, score: { raw: c.core.score.raw } } }));
  window.finished++;
});
</script>
<iframe id="sco" src="/content/index.html" width="1000" height="760" title="lesson"></iframe>
</body></html>`

// lms serves the LMS page, scorm-again and the package unpacked under
// /content/, as an LMS serves an imported package, launched as its
// manifest says.
func lms(t *testing.T) string { return lmsLaunching(t, "") }

// lmsLaunching is lms for a package built with launch (site.SCORM).
func lmsLaunching(t *testing.T, launch string) string { return lmsOf(t, launch, site.SCORM12) }

// lmsOf is lms for ed's package built with launch: scorm-again's runtime
// of that edition in the LMS's page.
func lmsOf(t *testing.T, launch string, ed site.Edition) string {
	t.Helper()
	runtime, page := "scorm12.min.js", lmsPage
	if ed == site.SCORM2004 {
		runtime, page = "scorm2004.min.js", lmsPage2004
	}
	src, err := os.ReadFile(filepath.Join(scormDir, runtime))
	if err != nil {
		t.Fatalf("%s is missing (%v): run `make scorm-again` at the module root", filepath.Join("web", "browser", scormDir), err)
	}
	tmp := t.TempDir()
	pkg := filepath.Join(tmp, ed.Name())
	if err := site.SCORM(siteDir, pkg, launch, ed); err != nil {
		t.Fatal(err)
	}
	content := filepath.Join(tmp, "content")
	unzip(t, pkg, content)
	manifest, err := os.ReadFile(filepath.Join(content, "imsmanifest.xml"))
	if err != nil {
		t.Fatalf("the package has no imsmanifest.xml: %v", err)
	}
	href := regexp.MustCompile(`adlcp:scorm[tT]ype="sco" href="([^"]+)"`).FindSubmatch(manifest)
	if href == nil {
		t.Fatalf("the manifest launches no SCO:\n%s", manifest)
	}
	launchURL := string(href[1])
	if params := regexp.MustCompile(`identifierref="sco" parameters="([^"]*)"`).FindSubmatch(manifest); params != nil {
		launchURL += string(params[1]) // SCORM 2004: the item's parameters
	}
	page = strings.Replace(page, `src="/content/index.html"`, `src="/content/`+html.UnescapeString(launchURL)+`"`, 1)
	data := ""
	if m := regexp.MustCompile(`<adlcp:data[fF]rom[lL][mM][sS]>([^<]*)</`).FindSubmatch(manifest); m != nil {
		data = html.UnescapeString(string(m[1]))
	}
	page = strings.Replace(page, "LAUNCH_DATA", jsString(data), 1)
	mux := http.NewServeMux()
	mux.HandleFunc("/lms.html", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		io.WriteString(w, page)
	})
	mux.HandleFunc("/"+runtime, func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/javascript")
		w.Write(src)
	})
	mux.Handle("/content/", http.StripPrefix("/content/", http.FileServer(http.Dir(content))))
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv.URL
}

func unzip(t *testing.T, zipPath, dir string) {
	t.Helper()
	zr, err := zip.OpenReader(zipPath)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	for _, f := range zr.File {
		p := filepath.Join(dir, filepath.FromSlash(f.Name))
		if !strings.HasPrefix(p, dir+string(filepath.Separator)) {
			t.Fatalf("the package holds %q, outside its root", f.Name)
		}
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		data, err := io.ReadAll(rc)
		rc.Close()
		if err == nil {
			err = os.MkdirAll(filepath.Dir(p), 0o755)
		}
		if err == nil {
			err = os.WriteFile(p, data, 0o644)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
}

// waitSCO waits until expr is truthy in the LMS's frame.
func waitSCO(tb *tab, expr string) {
	tb.t.Helper()
	inSCO[bool](tb, `(`+expr+`) ? true : null`)
}

// inSCO evaluates expr in the LMS's frame (once its document answers;
// a null value is waited past, so waitSCO can wait on it).
func inSCO[T any](tb *tab, expr string) T {
	tb.t.Helper()
	nodes, err := chromedp.Run(tb.ctx, chromedp.Nodes(chromedp.ID("sco")))
	if err != nil || len(nodes) == 0 {
		tb.t.Fatalf("finding the SCO's frame: %v", err)
	}
	v, err := chromedp.Run(tb.ctx, chromedp.Poll[struct {
		V T `json:"v"`
	}]("(() => { const v = ("+expr+"); return v === null ? null : {v}; })()", chromedp.WithPollingInFrame(nodes[0]), chromedp.WithPollingTimeout(50*time.Second)))
	if err != nil {
		tb.t.Fatalf("in the SCO, %s: %v", expr, err)
	}
	return v.V
}

// clickInSCO clicks the element sel in the LMS's frame once it is there.
func clickInSCO(tb *tab, sel string) {
	tb.t.Helper()
	waitSCO(tb, `(() => { const e = document.querySelector(`+jsString(sel)+`); return !!e && (e.click(), true); })()`)
}

// cmi is the LMS's value of a SCORM element (cmi.core.lesson_status ...).
func cmi(tb *tab, element string) string {
	return eval[string](tb, fmt.Sprintf(`String(window.API.LMSGetValue(%q))`, element))
}

// built is the SCO's lesson built, its lab's step 2 set up to take.
const built = `window.coordsim && window.coordsim.ready && !!document.querySelector('#lab-steps > li[data-step="2"] [data-setup]')`

// openLMS opens the LMS page in a tab that allows its requests, and
// returns it with the LMS's base URL.
func openLMS(t *testing.T) (*tab, string) {
	browser(t)
	base := lms(t)
	tb := openURL(t, base+"/lms.html", 1100, 850, "")
	tb.mu.Lock()
	tb.host = strings.TrimPrefix(base, "http://")
	tb.mu.Unlock()
	return tb, base
}

func TestBrowserSCORMPackageResumes(t *testing.T) {
	tb, base := openLMS(t)
	waitSCO(tb, built+` && (localStorage.clear(), true)`)
	// The page reports once it is ready, a task after (scorm.js's
	// reportSoon): wait for that report, not for the lesson's build.
	tb.waitFor(`String(window.API.LMSGetValue("cmi.core.lesson_status")) !== "not attempted"`)
	if s := cmi(tb, "cmi.core.lesson_status"); s != "incomplete" {
		t.Errorf("after launch the status is %q", s)
	}

	// Two steps: the event list confirmed and the note recorded (step 1);
	// the reorder set up and stepped through (step 2).
	note := "seed 20260731; the fixture is lesson-authored, no production incident; limits: ticks are logical"
	clickInSCO(tb, `#lab-steps > li[data-step="1"] .step-open`)
	clickInSCO(tb, `#lab-steps > li[data-step="1"] [data-setup]`)
	waitSCO(tb, `document.querySelectorAll(".confirm-row").length === 6 && ([...document.querySelectorAll(".confirm-row")].forEach((b) => b.checked || b.click()), true)`)
	waitSCO(tb, `(() => { const a = document.getElementById("note-1"); return !!a && (a.value = `+jsString(note)+`, a.dispatchEvent(new Event("input")), true); })()`)
	waitSCO(tb, `window.coordsim.progress().lab.done === 1`)
	clickInSCO(tb, `#lab-steps > li[data-step="2"] .step-open`)
	clickInSCO(tb, `#lab-steps > li[data-step="2"] [data-setup]`)
	// The reordered row named (trace row 11), each poll steps a tick until
	// the reorder is on screen.
	waitSCO(tb, `(() => { const a = document.getElementById("check-rows"); return !!a && (a.value = "11", a.form.requestSubmit(), true); })()`)
	waitSCO(tb, `(document.getElementById("step").click(), window.coordsim.progress().lab.done >= 2)`)
	if raw := cmi(tb, "cmi.core.score.raw"); raw != "15" && raw != "23" { // 2 or 3 of 5 steps and 8 checked parts

		t.Errorf("score %q after two steps; progress %s", raw, inSCO[string](tb, `JSON.stringify(window.coordsim.progress())`))
	}

	// Close: the LMS takes the SCO away; it commits and finishes, suspended.
	eval[chromedp.Void](tb, `document.getElementById("sco").remove()`)
	tb.waitFor(`window.finished === 1`)
	if exit := eval[string](tb, `window.exitValue`); exit != "suspend" {
		t.Errorf("exit %q, want suspend", exit)
	}
	done := eval[int](tb, `JSON.parse(JSON.parse(localStorage.getItem("lms-cmi")).suspend_data).progress.done.filter(Boolean).length`)
	if done < 2 {
		t.Fatalf("the LMS kept %d steps done", done)
	}

	// Relaunch in a browser that kept nothing of the lab: the LMS's data
	// alone brings it back.
	if _, err := chromedp.Run(tb.ctx, chromedp.Navigate(base+"/lms.html")); err != nil {
		t.Fatal(err)
	}
	waitSCO(tb, built)
	if got := inSCO[int](tb, `window.coordsim.progress().lab.done`); got != done {
		t.Errorf("resumed with %d steps done, want %d", got, done)
	}
	if got := inSCO[string](tb, `document.getElementById("note-1") && document.getElementById("note-1").value`); got != note {
		t.Errorf("resumed note %q", got)
	}

	// Complete: every step done and five checked parts right (a progress
	// file restored) reports it; a sixth right passes.
	restore := func(rightChecks int) {
		checks := []string{}
		for i, a := range []string{`"q1":{"answer":["same"]`, `"q2":{"answer":["reject"]`, `"q4":{"answer":["order"]`,
			`"q5":{"answer":["termination"]`, `"q3":{"answer":["1","1","2"]`, `"a2":{"answer":["0","0","6","3"]`} {
			if i < rightChecks {
				checks = append(checks, a+`,"correct":true}`)
			}
		}
		all := `{"format":"coordsim.progress.v1","progress":{"step":5,"done":[true,true,true,true,true],"notes":{},"answers":{},"revealed":{},"confirmed":{},"challenges":{},"prediction":null,"checks":{` +
			strings.Join(checks, ",") + `}}}`
		waitSCO(tb, `(() => { const dt = new DataTransfer(); dt.items.add(new File([`+jsString(all)+`], "all.json"));
			const input = document.getElementById("progress-file"); input.files = dt.files; input.dispatchEvent(new Event("change")); return true; })()`)
	}
	restore(5)
	tb.waitFor(`window.API.LMSGetValue("cmi.core.lesson_status") === "completed"`)
	if raw := cmi(tb, "cmi.core.score.raw"); raw != "77" { // (5 steps + 5 parts) of 13
		t.Errorf("score %q when complete with 5 checked parts right", raw)
	}
	restore(6)
	tb.waitFor(`window.API.LMSGetValue("cmi.core.lesson_status") === "passed"`)
	if raw := cmi(tb, "cmi.core.score.raw"); raw != "85" { // 11 of 13
		t.Errorf("score %q when passed", raw)
	}
	eval[chromedp.Void](tb, `document.getElementById("sco").remove()`)
	tb.waitFor(`window.finished === 1`)
	if exit := eval[string](tb, `window.exitValue`); exit != "" {
		t.Errorf("exit %q when complete, want none", exit)
	}
}

// A status the LMS has heard never goes down (issue 52, item 3): a learner
// the LMS has as passed, relaunched on a browser whose record has less
// (one step done, no answer right), is still reported passed.
func TestBrowserSCORMStatusNeverGoesDown(t *testing.T) {
	tb, base := openLMS(t)
	eval[chromedp.Void](tb, `localStorage.clear(); localStorage.setItem("lms-cmi-d", JSON.stringify({suspend_data: `+
		jsString(`{"format":"coordsim.progress.v1","progress":{"done":[true,false,false,false,false]}}`)+`, core: {lesson_status: "passed", score: {raw: "85"}}}))`)
	if _, err := chromedp.Run(tb.ctx, chromedp.Navigate(base+"/lms.html?student=d")); err != nil {
		t.Fatal(err)
	}
	waitSCO(tb, built)
	tb.waitFor(`JSON.parse(window.API.LMSGetValue("cmi.suspend_data") || "{}").progress !== undefined && window.API.LMSGetValue("cmi.core.score.raw") === "8"`)
	if s := cmi(tb, "cmi.core.lesson_status"); s != "passed" {
		t.Errorf("a learner the LMS had as passed is reported %q", s)
	}
}

// The package launches in the language and with the settings it was built
// with (issue 52, item 4: it always launched in English): make scorm
// LANG=ja QUERY=... writes them into the manifest's launch.
func TestBrowserSCORMLaunchesAsBuilt(t *testing.T) {
	browser(t)
	base := lmsLaunching(t, "lang=ja&grading=first&attempts=3")
	tb := openURL(t, base+"/lms.html", 1100, 850, "")
	tb.mu.Lock()
	tb.host = strings.TrimPrefix(base, "http://")
	tb.mu.Unlock()
	waitSCO(tb, built)
	if got := inSCO[string](tb, `document.documentElement.lang + " " + window.coordsim.state().lang`); got != "ja ja" {
		t.Errorf("the package launched in %q", got)
	}
	if got := inSCO[string](tb, `window.coordsim.state().score.quiz.grading`); got != "first" {
		t.Errorf("the package launched with grading %q", got)
	}
}
