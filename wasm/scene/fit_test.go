package scene

import (
	"slices"
	"testing"
)

// TestTextWidthsAreTheFonts: Japanese advances a full em, Latin is
// proportional, and the widths add up.
func TestTextWidthsAreTheFonts(t *testing.T) {
	if w := TextW("分断"); w != 2*FontPx {
		t.Errorf("TextW(分断) = %v, want %v", w, 2*FontPx)
	}
	if TextW("iii") >= TextW("WWW") {
		t.Errorf("TextW(iii) = %v, TextW(WWW) = %v: proportional type", TextW("iii"), TextW("WWW"))
	}
	if a, b := TextW("t2 分断"), TextW("t2 ")+TextW("分断"); a != b {
		t.Errorf("TextW(t2 分断) = %v, the parts %v", a, b)
	}
	if TextW("") != 0 {
		t.Errorf("TextW() = %v", TextW(""))
	}
}

// TestWrapBreaksJapaneseBetweenPhrases: Japanese has no spaces, so it
// breaks between phrases (BudouX's), never inside a word, before closing
// punctuation nor after opening; a particle or a counter stays with the
// word before its space; ASCII breaks at spaces, after a colon in an
// identifier, before an attempt's "#"; nothing is cut mid-character.
func TestWrapBreaksJapaneseBetweenPhrases(t *testing.T) {
	cases := []struct {
		s    string
		w    float64
		want []string
	}{
		{"分断線で保留", TextW("分断線で") + 1, []string{"分断線で", "保留"}},
		{"保留された 1 件を解放", TextW("保留された 1 件") + 1, []string{"保留された", "1 件を解放"}},
		{"c1 が確定を再送", TextW("c1 が確定を再") + 1, []string{"c1 が確定を", "再送"}},
		{"期限: 不確定、後で照合", TextW("期限: 不確定、後") + 1, []string{"期限: 不確定、", "後で照合"}},
		{"（まだなし）", TextW("（まだな") + 1, []string{"（まだな", "し）"}},
		{"拒否（前提不一致）", 3 * FontPx, nil}, // only the rules
		{"tenant-7:order-42:confirm:v1", TextW("tenant-7:order-42:") + 1, []string{"tenant-7:order-42:", "confirm:v1"}},
		{"reconcile#1 read", TextW("reconcile") + 1, []string{"reconcile", "#1 read"}},
		{"partition: sites cut off", TextW("sites cut off") + 1, []string{"partition:", "sites cut off"}},
	}
	for _, c := range cases {
		got := wrapLines(c.s, c.w)
		for _, l := range got {
			if !fits(l, c.w) {
				t.Errorf("wrapLines(%q, %v): %q is wider", c.s, c.w, l)
			}
			for _, r := range noLineStart {
				if len(l) > 0 && []rune(l)[0] == r {
					t.Errorf("wrapLines(%q, %v): %q starts with %q", c.s, c.w, l, r)
				}
			}
		}
		if len(c.want) > 0 && !slices.Equal(got, c.want) {
			t.Errorf("wrapLines(%q, %v) = %q, want %q", c.s, c.w, got, c.want)
		}
	}
}

// TestFitCutsBetweenGlyphs: a shortened Japanese text never ends in half
// a character.
func TestFitCutsBetweenGlyphs(t *testing.T) {
	w := TextW("重複..") + 1
	if got := fit("重複排除ストア", w); got != "重複.." || !fits(got, w) {
		t.Errorf("fit = %q", got)
	}
	if got := tail("キー:重複排除", TextW("..複排除")+1); got != "..複排除" {
		t.Errorf("tail = %q", got)
	}
}

// TestNewestMarksAnEntryItCannotShowWhole: the service's box had room for
// one line of "t2 分断: 拠点間が不通" and showed "t2 分断: 拠点間が", which
// reads as a whole sentence.
func TestNewestMarksAnEntryItCannotShowWhole(t *testing.T) {
	w := TextW("t2 分断: 拠点間") + 1
	groups := [][]Text{textLines(hang("t1 e1-confirm 適用 -> confirmed", w), ToneApplied), textLines(hang("t2 分断: 拠点間が不通", w), ToneWarn)}
	if got := newest(groups, 2, w); len(got) != 2 || got[0].S != "t2 分断:" || got[1].S != " 拠点間が不通" {
		t.Errorf("room for the newest entry: %+v", got)
	}
	got := newest(groups, 1, w)
	if len(got) != 1 || got[0].S != "t2 分断: 拠点.." || !fits(got[0].S, w) || got[0].Tone != ToneWarn {
		t.Errorf("room for one line: %+v", got)
	}
	if got := newest(groups, 0, w); got != nil {
		t.Errorf("no room: %+v", got)
	}
}

// TestColumnMarksLinesItCannotShow: a box with room for fewer lines than it
// has shows the first ones, the last ending "..", inside the box's width;
// with room, every line as it is.
func TestColumnMarksLinesItCannotShow(t *testing.T) {
	inner := TextW("- reconcile") - 1                        // "- status.." fits, "- reconcile" does not
	r := Rect{W: 12 + inner, H: 6 + LineH + 6 + 3*(LineH+2)} // 3 lines
	lines := func() []Text {
		return textLines([]string{"told:", "status#1", "- status", "- reconcile"}, ToneWarn)
	}
	got := column(lines(), r, 1)
	if len(got) != 3 || got[0].S != "told:" || got[1].S != "status#1" || got[2].S != "- status.." || !fits(got[2].S, inner) {
		t.Errorf("three lines' room for four: %+v", got)
	}
	r.H += LineH + 2
	if got := column(lines(), r, 1); len(got) != 4 || got[2].S != "- status" || got[3].S != "- reconcile" {
		t.Errorf("room for all four: %+v", got)
	}
}

// TestWordBrokenOnlyWhenItMustBe: a word wider than its line is broken
// between its characters rather than cut, and wordHook hears of it; a
// sentence with a phrase break that fits is never.
func TestWordBrokenOnlyWhenItMustBe(t *testing.T) {
	var broken []string
	wordHook = func(s string) { broken = append(broken, s) }
	defer func() { wordHook = func(string) {} }()
	if got := wrapLines("書込後クラッシュ", TextW("書込後クラ")+1); !slices.Equal(got, []string{"書込後クラ", "ッシュ"}) || len(broken) != 1 {
		t.Errorf("a word wider than its line: %q, heard %q", got, broken)
	}
	broken = nil
	if wrapLines("重複排除ストアは重複に最初の結果を返します", TextW("重複排除ストアは")+1); len(broken) != 0 {
		t.Errorf("a sentence with phrase breaks was broken inside a word: %q", broken)
	}
}
