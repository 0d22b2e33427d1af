package browser

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/chromedp/chromedp"
)

// The link builder (issue 52, item 6): an instructor sets the page as
// learners should start, opens "make a course link", chooses what the
// course fixes and how the quiz counts, and gets a link whose page holds
// it, a snippet that runs in a course page as copied, and make scorm's
// command; a setting a link would refuse is refused with its sentence.
func TestBrowserLinkBuilder(t *testing.T) {
	var mu sync.Mutex
	snippet := ""
	srv := httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		mu.Lock()
		defer mu.Unlock()
		rw.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(rw, `<!doctype html><html><head><meta charset="utf-8"><title>course</title><link rel="icon" href="data:,"></head><body>
<script>window.got = []; addEventListener("message", (e) => { if (e.data && typeof e.data.type === "string") got.push(e.data); });</script>
`+snippet+`</body></html>`)
	}))
	defer srv.Close()

	tb := fresh(t, "/?partition=9&lang=ja", 1280, 800)
	eval[chromedp.Void](tb, `document.getElementById("assign").open = true`)
	tb.waitFor(`document.getElementById("assign-link").value !== "" && !!document.querySelector('#assign-lock input[value="partition"]')`)
	if got := tb.text(`#assign-lock`); !strings.Contains(got, "分断の長さ") {
		t.Errorf("the lock's choices are not in the page's language: %q", got)
	}
	eval[chromedp.Void](tb, `(() => {
		document.querySelector('#assign-lock input[value="partition"]').click();
		document.querySelector('#assign-panels input[value="invariants"]').click();
		const set = (id, v) => { const e = document.getElementById(id); e.value = v; e.dispatchEvent(new Event("change")); };
		set("assign-grading", "first"); set("assign-attempts", "3"); set("assign-origin", `+jsString(srv.URL)+`);
	})()`)
	tb.waitFor(`document.getElementById("assign-snippet").value.includes("origin=")`)
	type built struct{ Link, Snippet, SCORM string }
	b := eval[built](tb, `({ Link: document.getElementById("assign-link").value, Snippet: document.getElementById("assign-snippet").value, SCORM: document.getElementById("assign-scorm").value })`)
	for _, want := range []string{"partition=9", "lang=ja", "lock=partition", "grading=first", "attempts=3"} {
		if !strings.Contains(b.Link, want) || !strings.Contains(b.Snippet, want) {
			t.Errorf("the link or the snippet has no %s:\n%s\n%s", want, b.Link, b.Snippet)
		}
	}
	if strings.Contains(b.Link, "panels=") || !strings.Contains(b.Snippet, "panels=invariants") || !strings.Contains(b.Snippet, "embed=1") {
		t.Errorf("the panels belong to the frame alone:\n%s\n%s", b.Link, b.Snippet)
	}
	if !strings.HasPrefix(b.SCORM, "make scorm LANG=ja QUERY='") || !strings.Contains(b.SCORM, "lock=partition") {
		t.Errorf("the SCORM command %q", b.SCORM)
	}

	// A value a link would refuse is refused here, with its sentence.
	eval[chromedp.Void](tb, `(() => { const e = document.getElementById("assign-attempts"); e.value = "0"; e.dispatchEvent(new Event("change")); })()`)
	tb.waitFor(`document.querySelectorAll("#assign-problems li").length === 1`)
	if got := tb.text("#assign-problems"); !strings.Contains(got, "attempts") {
		t.Errorf("the refused cap's sentence: %q", got)
	}

	// The snippet, as copied into a course page, runs: the frame is ready
	// with the assignment and tells the page the learner's progress.
	mu.Lock()
	snippet = b.Snippet
	mu.Unlock()
	page := openURL(t, srv.URL+"/", 900, 700, "")
	page.mu.Lock()
	page.host = strings.TrimPrefix(siteServer.URL, "http://")
	page.mu.Unlock()
	page.waitFor(`got.some((m) => m.type === "coordsim:ready" && m.state.embed && m.state.partition === 9 && m.state.lock.join() === "partition") &&
		got.some((m) => m.type === "coordsim:progress")`)
	(&course{tab: page, origin: srv.URL}).forgetCourseRequests() // the course page's own
	page.close()

	// The link opens the assignment, and its lock holds.
	tb.navigate(b.Link)
	if got := eval[string](tb, `(window.coordsim.set({partition: 3}), (() => { const s = window.coordsim.state(); return s.partition + " " + s.lock.join() + " " + s.lang; })())`); got != "9 partition ja" {
		t.Errorf("the learners' page: %q", got)
	}
}
