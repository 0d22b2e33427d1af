package browser

// The lesson's saved progress is read by its shape (assets/progress.js;
// issue 26, finding 7): notes or answers of another shape, or an entry of
// another type inside them, are left out, said so, and kept aside under a
// key of their own, never dropped or shown as "[object Object]".

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// asides are the keys progress.js copied rejected text to, with that text.
func (tb *tab) asides() map[string]string {
	return eval[map[string]string](tb, `Object.fromEntries(Object.keys(localStorage).filter((k) => k.startsWith("coordsim.lesson.v1.rejected-")).map((k) => [k, localStorage.getItem(k)]))`)
}

// storeLab writes raw as the lesson's saved progress and reloads the page.
func (tb *tab) storeLab(raw string) {
	tb.t.Helper()
	eval[chromedp.Void](tb, `localStorage.setItem("coordsim.lesson.v1", `+jsString(raw)+`)`)
	tb.reload()
}

func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

func TestBrowserLabProgressOfTheWrongShape(t *testing.T) {
	tb := fresh(t, "/", 1280, 800)
	const first = `{"step":1,"notes":[],"answers":{"answer-q1":{"a":1},"answer-q2":"my answer"}}`
	tb.storeLab(first)
	msg := tb.text("#lab-storage")
	asides := tb.asides()
	if len(asides) != 1 {
		t.Fatalf("%d keys set aside, want 1: %v", len(asides), asides)
	}
	var aside string
	for k, v := range asides {
		aside = k
		if v != first {
			t.Errorf("%s holds %q, not the stored text %q", k, v, first)
		}
	}
	if eval[bool](tb, `document.getElementById("lab-storage").hidden`) || !strings.Contains(msg, "(notes, answers)") || !strings.Contains(msg, aside) {
		t.Errorf("the message %q does not name notes, answers and %s", msg, aside)
	}
	tb.waitFor(`document.getElementById("answer-q2")`) // the quiz builds in tasks of its own, after the first paint
	if q1, q2 := eval[string](tb, `document.getElementById("answer-q1").value`), eval[string](tb, `document.getElementById("answer-q2").value`); q1 != "" || q2 != "my answer" {
		t.Errorf("answers shown: q1 %q, q2 %q", q1, q2)
	}

	// A note typed now survives a reload; the text set aside stays, and is
	// not set aside again.
	tb.press("note-1", "seed 20260731, lesson-authored")
	tb.reload()
	if got := eval[string](tb, `document.getElementById("note-1").value`); got != "seed 20260731, lesson-authored" {
		t.Errorf("the typed note after a reload: %q", got)
	}
	if got := tb.asides(); len(got) != 1 || got[aside] != first {
		t.Errorf("after the reload the keys set aside are %v", got)
	}
	if !eval[bool](tb, `document.getElementById("lab-storage").hidden`) {
		t.Errorf("a clean record still shows %q", tb.text("#lab-storage"))
	}

	// An entry of the wrong type inside notes: left out, never "[object Object]",
	// and lab.md keeps the rest; in Japanese.
	tb.navigate(siteServer.URL + "/?lang=ja")
	const second = `{"notes":{"note-1":{"a":1},"note-2":"second note"},"revealed":{"q1":"yes"},"extra":1}`
	tb.storeLab(second)
	if got := eval[string](tb, `document.getElementById("note-1").value + "|" + document.getElementById("note-2").value`); got != "|second note" {
		t.Errorf("notes shown %q", got)
	}
	msg = tb.text("#lab-storage")
	if !strings.Contains(msg, "notes、revealed") || !strings.Contains(msg, "このページが知らない項目") || !strings.Contains(msg, "localStorage のキー coordsim.lesson.v1.rejected-") {
		t.Errorf("the Japanese message %q", msg)
	}
	if got := tb.asides(); len(got) != 2 {
		t.Errorf("keys set aside: %v", got)
	}
	lab := awaitJSON(tb, `window.coordsim.evidence().then((e) => e.files["lab.md"])`)
	if !strings.Contains(lab, "second note") || strings.Contains(lab, "object Object") {
		t.Errorf("lab.md: %s", lab)
	}

	// Text that is no record at all is set aside whole.
	tb.navigate(siteServer.URL + "/")
	tb.storeLab(`{"notes":`)
	if msg := tb.text("#lab-storage"); !strings.Contains(msg, "(the whole record)") {
		t.Errorf("an unreadable record: %q", msg)
	}
	found := false
	for _, v := range tb.asides() {
		found = found || v == `{"notes":`
	}
	if !found {
		t.Errorf("the unreadable text was not kept aside: %v", tb.asides())
	}
}
