package panel

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"coordsim/internal/share"
)

// Issue 26, finding 8: a problem's sentence shows URL text with every
// control and format character escaped (a bidi override reordered the
// sentence around it), and a long value cut, saying how long it was.
func TestProblemTextEscapesAndCuts(t *testing.T) {
	const bidi = "seed=1%E2%80%AE0%20gnisu%20%3Bdilav%20si%20eulav%20sihT"
	for _, lang := range share.Langs {
		v := build(t, bidi+"&lang="+lang)
		if len(v.Problems) != 1 {
			t.Fatalf("%s: problems %+v", lang, v.Problems)
		}
		text := v.Problems[0].Text
		if strings.IndexFunc(text, func(r rune) bool { return unicode.In(r, unicode.Cf, unicode.Cc) }) >= 0 ||
			!strings.Contains(text, `1\u202e0 gnisu ;dilav`) {
			t.Errorf("%s: %q", lang, text)
		}
		long := build(t, "seed="+strings.Repeat("7", 100000)+"&lang="+lang).Problems[0]
		if strings.Contains(long.Text, strings.Repeat("7", share.MaxShown)) || !strings.Contains(long.Text, strings.Repeat("7", share.MaxShown-1)+"…") ||
			!strings.Contains(long.Text, "100,000") || utf8.RuneCountInString(long.Text) > 200 || strings.Contains(long.Text, "{") {
			t.Errorf("%s: a 100,000-digit seed reads %q", lang, long.Text)
		}
		if short := build(t, "seed=x&lang="+lang).Problems[0].Text; strings.Contains(short, "100,000") || strings.Contains(short, "{") ||
			strings.Contains(short, "…") {
			t.Errorf("%s: a short value reads %q", lang, short)
		}
	}
	for n, want := range map[int]string{41: "41", 999: "999", 1000: "1,000", 100000: "100,000", 1234567: "1,234,567"} {
		if got := grouped(n); got != want {
			t.Errorf("grouped(%d) = %q", n, got)
		}
	}
	// A problem built elsewhere (the bridge's past-end) is escaped too.
	var v View
	v.Params.Lang = "en"
	v.AddProblem(share.Problem{Field: "t", Value: "9\u202e9", Code: "past-end", Fallback: "3"})
	if got := v.Problems[0].Text; strings.ContainsRune(got, '\u202e') || !strings.Contains(got, `9\u202e9`) {
		t.Errorf("past-end: %q", got)
	}
}

// Issue 26, finding 9: the view lists share.MaxProblems problems and one
// line for the rest, in the view's language, and a refused origin still
// makes the frame fail closed however many problems came before it.
func TestProblemListIsCapped(t *testing.T) {
	q := "mutations=" + strings.Repeat("nope,", 40000) + "&embed=1&origin=javascript:alert(1)"
	for lang, want := range map[string]string{"en": "And 39990 more problems", "ja": "ほかに 39990 件"} {
		v := build(t, q+"&lang="+lang)
		if len(v.Problems) != share.MaxProblems+2 || !v.Params.OriginRefused {
			t.Fatalf("%s: %d problems, origin refused %v", lang, len(v.Problems), v.Params.OriginRefused)
		}
		if got := v.Problems[share.MaxProblems].Code; got != "origin" {
			t.Errorf("%s: the origin's problem is not listed: %q", lang, got)
		}
		last := v.Problems[len(v.Problems)-1]
		if last.Code != "more" || !strings.Contains(last.Text, want) || strings.Contains(last.Text, "{") {
			t.Errorf("%s: the last line %+v", lang, last)
		}
		// A problem found after Build (the playhead past the end) is counted with the rest.
		v.AddProblem(share.Problem{Field: "t", Value: "999", Code: "past-end", Fallback: "12"})
		if n := len(v.Problems); n != share.MaxProblems+2 || v.Problems[n-1].Count != 39991 {
			t.Errorf("%s: after AddProblem, %d problems, the last %+v", lang, n, v.Problems[n-1])
		}
	}
}
