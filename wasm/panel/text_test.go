package panel

import (
	"encoding/json"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"coordsim/engine"
	"coordsim/internal/catalog"
)

// english is four or more English words in a row.
var english = regexp.MustCompile(`[A-Za-z][A-Za-z'’]*(?:[ ,.;:!?()]+[A-Za-z][A-Za-z'’]*){3,}`)

// texts collects every string of the view's JSON except the engine's own
// record (invariant detail), keyed by where it sits.
func texts(t *testing.T, v View) map[string]string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var doc any
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	var walk func(path string, x any)
	walk = func(path string, x any) {
		switch x := x.(type) {
		case map[string]any:
			for k, c := range x {
				if k != "detail" && k != "message" { // the engine's and share's English, kept for the record
					walk(path+"."+k, c)
				}
			}
		case []any:
			for i, c := range x {
				walk(path+"["+strconv.Itoa(i)+"]", c)
			}
		case string:
			out[path] = x
		}
	}
	walk("", doc)
	return out
}

func japanese(s string) bool {
	for _, r := range s {
		if unicode.In(r, unicode.Hiragana, unicode.Katakana, unicode.Han) {
			return true
		}
	}
	return false
}

// TestJapaneseViewHasNoEnglish: in ja, every sentence of the view is
// Japanese, for the lesson's run and for runs that show every kind of text
// (uncertain users, broken invariants, trace notes, URL problems).
func TestJapaneseViewHasNoEnglish(t *testing.T) {
	for _, q := range []string{"", "partition=9", "scenario=crash-after-commit&mutations=non-atomic-commit",
		"scenario=random-faults", "scenario=long-partition-between-sites", "partition=99&seed=x&mutations=nope&scenario=zz"} {
		v := build(t, q+"&lang=ja")
		if !japanese(v.OutcomeText) || !japanese(v.Told) || !japanese(v.CountsText) || !japanese(v.InvariantsText) {
			t.Errorf("%q: not Japanese: %q / %q / %q / %q", q, v.OutcomeText, v.Told, v.CountsText, v.InvariantsText)
		}
		for where, s := range texts(t, v) {
			if m := english.FindString(s); m != "" {
				t.Errorf("%q: English at %s: %q", q, where, m)
			}
			if strings.Contains(s, "[") && strings.Contains(s, "]") && strings.Contains(s, "page.") {
				t.Errorf("%q: a missing catalogue key at %s: %q", q, where, s)
			}
		}
	}
}

func TestViewTextInBothLanguages(t *testing.T) {
	for _, lang := range catalog.Langs {
		v := build(t, "partition=9&mutations=dedupe-off&lang="+lang)
		want := catalog.T(lang, "page.outcome.broken", "outcome",
			catalog.T(lang, "outcome."+engine.RecoveryDeadlineExceeded+".text", "recovery", "11", "deadline", "8"),
			"names", catalog.T(lang, "invariant."+engine.InvDuplicateFirst+".name"))
		if v.OutcomeText != want || v.OutcomeName != catalog.T(lang, "outcome."+v.Outcome+".name") {
			t.Errorf("%s: outcome text %q, want %q", lang, v.OutcomeText, want)
		}
		if v.Title != catalog.T(lang, "scenario.reference.title") || v.Story != catalog.T(lang, "scenario.reference.story") {
			t.Errorf("%s: title %q story %q", lang, v.Title, v.Story)
		}
		if len(v.Mutations) != len(engine.AllMutations) || len(v.Legend) != len(LegendCodes) || len(v.Scenarios) != len(engine.Scenarios()) {
			t.Fatalf("%s: %d mutations, %d legend entries, %d scenarios", lang, len(v.Mutations), len(v.Legend), len(v.Scenarios))
		}
		for i, m := range engine.AllMutations {
			if v.Mutations[i].Code != string(m) || v.Mutations[i].Text != catalog.T(lang, "mutation."+string(m)+".label") {
				t.Errorf("%s: mutation %d %+v", lang, i, v.Mutations[i])
			}
		}
		for _, l := range v.Legend {
			if !catalog.Has("page.legend." + l.Code) {
				t.Errorf("%s: legend %q has no words", lang, l.Code)
			}
		}
		for _, iv := range v.Invariants {
			if iv.Title != catalog.T(lang, "invariant."+iv.Name+".name") || iv.Explain == "" {
				t.Errorf("%s: invariant %+v", lang, iv)
			}
			if !iv.Holds && (iv.Broke == "" || iv.Jump == "" || !strings.Contains(iv.JumpLabel, iv.Title)) {
				t.Errorf("%s: broken invariant without its words: %+v", lang, iv)
			}
		}
		if !strings.Contains(v.Told, catalog.T(lang, "user.uncertain")) {
			t.Errorf("%s: told %q", lang, v.Told)
		}
	}
}

func TestProblemsInTheViewsLanguage(t *testing.T) {
	en, ja := build(t, "partition=99"), build(t, "partition=99&lang=ja")
	if len(en.Problems) != 1 || len(ja.Problems) != 1 {
		t.Fatalf("problems %+v / %+v", en.Problems, ja.Problems)
	}
	if got := en.Problems[0].Text; got != `The URL's partition value “99” must be a whole number from 1 to 30; using 4 instead.` {
		t.Errorf("en: %q", got)
	}
	if got := ja.Problems[0].Text; !strings.Contains(got, "partition") || !strings.Contains(got, "1 から 30") || !strings.Contains(got, "4") {
		t.Errorf("ja: %q", got)
	}
	// The codes stay for programs: field, value, code, range, fallback.
	if p := ja.Problems[0]; p.Field != "partition" || p.Code != "range" || p.Min != 1 || p.Max != 30 || p.Fallback != "4" {
		t.Errorf("codes: %+v", p)
	}
	if got := build(t, "mutations=nope&lang=ja").Problems[0].Text; !strings.Contains(got, "無視します") {
		t.Errorf("ignored value: %q", got)
	}
}
