package browser

import (
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"coordsim/engine"
	"coordsim/internal/catalog"
)

// shownTextJS is every text the page holds for a reader, the hidden parts
// too (a closed panel opens): each text node's text, whether it is in a
// lesson part, and the nearest id. What a learner types or reads as code
// is left out: <code>, the learner's own fields, the page's scripts, and
// the language picker's "English".
const shownTextJS = `(() => {
	const out = [];
	const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
	for (let n = walker.nextNode(); n; n = walker.nextNode()) {
		const p = n.parentElement;
		if (!p || !n.textContent.trim() || p.closest("code, kbd, samp, script, style, template, textarea, #lang, .slide-query")) continue;
		if (p.closest("[lang]").lang === "en") continue; // a work's own title, in English
		const at = p.closest("[id]");
		out.push({ text: n.textContent, lesson: !!p.closest(".lesson, [data-lesson]"), at: at ? at.id : p.tagName });
	}
	return out;
})()`

type shownText struct {
	Text   string `json:"text"`
	Lesson bool   `json:"lesson"`
	At     string `json:"at"`
}

var (
	englishWord = regexp.MustCompile(`[A-Za-z][A-Za-z0-9-]*`)
	typed       = regexp.MustCompile(catalog.Typed) // what a learner types or reads as code
)

// runWords are the words of what the runs themselves name: event ids,
// dedupe keys, state names, the commands' ids (c1.confirm#2). A page shows
// them as they are, as data, in every language.
func runWords(t *testing.T) map[string]bool {
	words := map[string]bool{}
	for _, n := range engine.Scenarios() {
		res, err := n.Run(n.Defaults)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range res.Trace {
			text := e.EventID + " " + e.Key
			if e.Result != nil {
				text += " " + e.Result.State + " " + e.Result.OrderID
			}
			if e.Error != nil {
				text += " " + e.Error.ExpectedState + " " + e.Error.ActualState
			}
			for _, w := range englishWord.FindAllString(text, -1) {
				words[w] = true
			}
		}
	}
	return words
}

func set(words string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(words) {
		m[w] = true
	}
	return m
}

// TestBrowserJapaneseSaysNoCode: at lang=ja, no view shows an engine code
// or an English word as the text a learner reads (issue 53): every English
// word on the page is the lesson's own (in its parts), notation, the
// canvas's names, or a run's data. And the text breaks between phrases.
func TestBrowserJapaneseSaysNoCode(t *testing.T) {
	tb := open(t, "/?lang=ja&partition=9&mutations=dedupe-off", 1280, 800, ready)
	data := runWords(t)
	notation, lessonEnglish := set(catalog.Notation+" "+catalog.CanvasNames), set(catalog.LessonEnglish)
	allowed := func(w string, lesson bool) bool {
		for _, w := range []string{w, strings.ToLower(w), strings.TrimRight(w, "0123456789")} { // PENDING, t5: a state, a tick
			if data[w] || notation[w] || lesson && lessonEnglish[w] {
				return true
			}
		}
		return false
	}
	stray := map[string][]string{}
	look := func(step string) {
		for _, s := range eval[[]shownText](tb, shownTextJS) {
			for _, w := range englishWord.FindAllString(typed.ReplaceAllString(s.Text, ""), -1) {
				if !allowed(w, s.Lesson) && len(stray[w]) < 3 {
					stray[w] = append(stray[w], step+" #"+s.At+": "+strings.TrimSpace(s.Text))
				}
			}
		}
	}
	// Japanese text breaks between phrases (word-break: auto-phrase).
	if wb := eval[string](tb, `getComputedStyle(document.querySelector("#lab p") || document.body).wordBreak`); wb != "auto-phrase" {
		t.Errorf("Japanese text breaks as word-break: %s, want auto-phrase", wb)
	}
	look("network")
	for _, view := range []struct{ set, wait string }{
		{`{view: "spacetime"}`, `document.querySelector("#spacetime-view svg")`},
		{`{view: "events"}`, `document.querySelectorAll("#events-view tbody tr").length > 0`},
		{`{view: "challenges"}`, `document.querySelectorAll("#challenges-view li").length > 0`},
		{`{view: "boundary"}`, `document.querySelectorAll("#boundary td[role=gridcell]").length > 0`},
		{`{scenario: "response-lost", view: "worlds"}`, `document.querySelectorAll("#worlds section").length === 3`},
		{`{scenario: "crash-while-in-progress", view: "network", b: {scenario: "response-lost"}}`, `document.getElementById("trace-b")`},
	} {
		eval[chromedp.Void](tb, "void window.coordsim.set("+view.set+")")
		tb.waitFor(view.wait)
		look(view.set)
	}
	words := make([]string, 0, len(stray))
	for w := range stray {
		words = append(words, w)
	}
	sort.Strings(words)
	for _, w := range words {
		t.Errorf("%q on the Japanese page:\n\t%s", w, strings.Join(stray[w], "\n\t"))
	}
}
