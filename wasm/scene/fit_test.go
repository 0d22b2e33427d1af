package scene

import (
	"slices"
	"testing"
)

// TestCellsCountFullWidthTwice: the grid the canvas paints on.
func TestCellsCountFullWidthTwice(t *testing.T) {
	for s, want := range map[string]int{"": 0, "seq 3": 5, "分断": 4, "t2 分断: 拠点": 13, "（空）": 6} {
		if got := Cells(s); got != want {
			t.Errorf("Cells(%q) = %d, want %d", s, got, want)
		}
	}
}

// TestWrapBreaksJapaneseBetweenCharacters: Japanese has no spaces, so it
// breaks between characters, never before closing punctuation nor after
// opening; ASCII breaks at spaces, after a colon in an identifier, before
// an attempt's "#"; nothing is cut mid-character.
func TestWrapBreaksJapaneseBetweenCharacters(t *testing.T) {
	cases := []struct {
		s    string
		n    int
		want []string
	}{
		{"分断線で保留", 8, []string{"分断線で", "保留"}},
		{"保留された 1 件を解放", 12, []string{"保留された 1", "件を解放"}},
		{"（まだなし）", 9, []string{"（まだな", "し）"}},
		{"拒否（前提不一致）", 6, nil}, // only the rules
		{"tenant-7:order-42:confirm:v1", 18, []string{"tenant-7:order-42:", "confirm:v1"}},
		{"reconcile#1 read", 9, []string{"reconcile", "#1 read"}},
		{"partition: sites cut off", 13, []string{"partition:", "sites cut off"}},
	}
	for _, c := range cases {
		got := wrapLines(c.s, c.n)
		for _, l := range got {
			if Cells(l) > c.n {
				t.Errorf("wrapLines(%q, %d): %q is wider than %d", c.s, c.n, l, c.n)
			}
			for _, r := range noLineStart {
				if len(l) > 0 && []rune(l)[0] == r {
					t.Errorf("wrapLines(%q, %d): %q starts with %q", c.s, c.n, l, r)
				}
			}
		}
		if len(c.want) > 0 && !slices.Equal(got, c.want) {
			t.Errorf("wrapLines(%q, %d) = %q, want %q", c.s, c.n, got, c.want)
		}
	}
}

// TestFitCutsBetweenGlyphs: a shortened Japanese text never ends in half
// a character.
func TestFitCutsBetweenGlyphs(t *testing.T) {
	if got := fit("重複排除ストア", 7); got != "重複.." || Cells(got) > 7 {
		t.Errorf("fit = %q", got)
	}
	if got := tail("キー:重複排除", 8); got != "..複排除" {
		t.Errorf("tail = %q", got)
	}
}

// TestNewestMarksAnEntryItCannotShowWhole: the service's box had room for
// one line of "t2 分断: 拠点間が不通" and showed "t2 分断: 拠点間が", which
// reads as a whole sentence.
func TestNewestMarksAnEntryItCannotShowWhole(t *testing.T) {
	groups := [][]Text{textLines(hang("t1 e1-confirm 適用 -> confirmed", 16), ToneApplied), textLines(hang("t2 分断: 拠点間が不通", 16), ToneWarn)}
	if got := newest(groups, 2, 16); len(got) != 2 || got[0].S != "t2 分断: 拠点間" || got[1].S != " が不通" {
		t.Errorf("room for the newest entry: %+v", got)
	}
	got := newest(groups, 1, 16)
	if len(got) != 1 || got[0].S != "t2 分断: 拠点.." || Cells(got[0].S) > 16 || got[0].Tone != ToneWarn {
		t.Errorf("room for one line: %+v", got)
	}
	if got := newest(groups, 0, 16); got != nil {
		t.Errorf("no room: %+v", got)
	}
}

// TestColumnMarksLinesItCannotShow: a box with room for fewer lines than it
// has shows the first ones, the last ending "..", inside the box's width;
// with room, every line as it is.
func TestColumnMarksLinesItCannotShow(t *testing.T) {
	r := Rect{W: 12 + 11*CharW, H: 6 + LineH + 6 + 3*(LineH+2)} // 11 cells, 3 lines
	lines := func() []Text {
		return textLines([]string{"told:", "status#1", "- status", "- reconcile"}, ToneWarn)
	}
	got := column(lines(), r, 1)
	if len(got) != 3 || got[0].S != "told:" || got[1].S != "status#1" || got[2].S != "- status.." || Cells(got[2].S) > 11 {
		t.Errorf("three lines' room for four: %+v", got)
	}
	r.H += LineH + 2
	if got := column(lines(), r, 1); len(got) != 4 || got[2].S != "- status" || got[3].S != "- reconcile" {
		t.Errorf("room for all four: %+v", got)
	}
}
