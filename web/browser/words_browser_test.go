package browser

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"coordsim/engine"
	"coordsim/internal/catalog"
	"coordsim/wasm/panel"
)

// shownWords is what the page shows for its labels, checkboxes and legend.
type shownWords struct {
	Title     string            `json:"title"`
	Lang      string            `json:"lang"`
	Play      string            `json:"play"`
	Partition string            `json:"partition"`
	Mutations map[string]string `json:"mutations"` // code -> label text
	Checked   []string          `json:"checked"`
	Legend    []string          `json:"legend"` // data-code: text
	Picker    string            `json:"picker"` // the selected scenario's title
	Outcome   string            `json:"outcome"`
	Counts    string            `json:"counts"`
}

const shownJS = `(() => {
	const mutations = {}, checked = [];
	for (const box of document.querySelectorAll("#mutations input[type=checkbox]")) {
		mutations[box.id.slice(2)] = box.parentElement.textContent.trim();
		if (box.checked) checked.push(box.value);
	}
	const s = document.getElementById("scenario");
	return {
		title: document.title, lang: document.documentElement.lang,
		play: document.getElementById("play").textContent,
		partition: document.querySelector('label[for="partition"]').textContent,
		mutations, checked,
		legend: [...document.querySelectorAll("#legend .lg")].map((e) => e.dataset.code + ": " + e.textContent.trim()),
		picker: s.options[s.selectedIndex].textContent,
		outcome: document.getElementById("outcome").textContent,
		counts: document.getElementById("counts").textContent,
	};
})()`

// checkWordsIn fails unless the page shows the catalogue's words in lang.
func checkWordsIn(t *testing.T, tb *tab, lang string) shownWords {
	t.Helper()
	w := eval[shownWords](tb, shownJS)
	T := func(key string, args ...string) string { return catalog.T(lang, key, args...) }
	if w.Lang != lang || w.Title != T("page.title") || w.Play != T("page.play") || w.Partition != T("page.partition") {
		t.Errorf("%s labels: %+v", lang, w)
	}
	if len(w.Mutations) != len(engine.AllMutations) {
		t.Errorf("%s: %d checkboxes, want one per mutation: %v", lang, len(w.Mutations), w.Mutations)
	}
	for _, m := range engine.AllMutations {
		if got, want := w.Mutations[string(m)], T("mutation."+string(m)+".label"); got != want {
			t.Errorf("%s: #m-%s labelled %q, want %q", lang, m, got, want)
		}
	}
	var legend []string
	for _, code := range panel.LegendCodes {
		legend = append(legend, code+": "+T("page.legend."+code))
	}
	if fmt.Sprint(w.Legend) != fmt.Sprint(legend) {
		t.Errorf("%s legend\n%q\nwant\n%q", lang, w.Legend, legend)
	}
	if w.Picker != T("scenario.reference.title") {
		t.Errorf("%s picker shows %q", lang, w.Picker)
	}
	if !strings.Contains(w.Outcome, T("outcome.recovery-deadline-exceeded.text", "recovery", "11", "deadline", "8")) {
		t.Errorf("%s outcome %q", lang, w.Outcome)
	}
	return w
}

// TestBrowserWordsFromCatalogue: lang=ja shows the catalogue's Japanese
// labels, checkboxes and legend; switching #lang relabels everything and
// keeps the settings.
func TestBrowserWordsFromCatalogue(t *testing.T) {
	tb := open(t, "/?lang=ja&partition=9&mutations=dedupe-off", 1280, 800, ready)
	ja := checkWordsIn(t, tb, "ja")
	if fmt.Sprint(ja.Checked) != "[dedupe-off]" || !strings.Contains(ja.Counts, "メッセージ") {
		t.Errorf("ja: checked %v, counts %q", ja.Checked, ja.Counts)
	}
	langs := eval[[]string](tb, `[...document.getElementById("lang").options].map((o) => o.value + "=" + o.textContent)`)
	if fmt.Sprint(langs) != "[en=English ja=日本語]" {
		t.Errorf("language picker %v", langs)
	}

	eval[chromedp.Void](tb, `(() => { const s = document.getElementById("lang"); s.value = "en"; s.dispatchEvent(new Event("change")); })()`)
	tb.waitFor(`window.coordsim.state().lang === "en"`)
	en := checkWordsIn(t, tb, "en")
	if fmt.Sprint(en.Checked) != "[dedupe-off]" || !strings.HasPrefix(en.Counts, "Messages:") {
		t.Errorf("en: checked %v, counts %q", en.Checked, en.Counts)
	}
	if s := tb.state(); s.Partition != 9 || fmt.Sprint(s.Mutations) != "[dedupe-off]" {
		t.Errorf("switching the language changed the settings: %+v", s)
	}
	// The rebuilt checkboxes still drive the run.
	eval[chromedp.Void](tb, `document.getElementById("m-conflicting-retry").click()`)
	if s := tb.state(); fmt.Sprint(s.Mutations) != "[conflicting-retry dedupe-off]" {
		t.Errorf("after a click on a rebuilt checkbox: %v", s.Mutations)
	}
	tb.waitFor(`location.search.includes("lang=en")`)
}
