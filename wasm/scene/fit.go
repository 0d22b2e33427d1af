package scene

import (
	"math"
	"strings"
	"unicode/utf8"
)

// Fitting text into boxes. The canvas's bitmap fonts are fixed width: an
// ASCII glyph takes one character cell, a full-width (Japanese) glyph two,
// so a box's room is counted in cells (Cells), and where a message has
// shorter wordings, the longest that fits is shown.

// RuneCells is how many character cells r takes: two for a full-width
// glyph (everything the canvas draws beyond ASCII is Japanese; the glyph
// atlas's test checks that), one otherwise.
func RuneCells(r rune) int {
	if r < 0x80 {
		return 1
	}
	return 2
}

// Cells is how many character cells s takes on the canvas.
func Cells(s string) int {
	n := 0
	for _, r := range s {
		n += RuneCells(r)
	}
	return n
}

// cutHook sees every text fit or tail shortens; tests set it to prove
// that no label is cut.
var cutHook = func(string) {}

// head is the longest prefix of s that fits n cells, cut between glyphs.
func head(s string, n int) string {
	used := 0
	for i, r := range s {
		if used+RuneCells(r) > n {
			return s[:i]
		}
		used += RuneCells(r)
	}
	return s
}

// fit shortens s to at most n cells.
func fit(s string, n int) string {
	if n <= 0 {
		return ""
	}
	if Cells(s) <= n {
		return s
	}
	cutHook(s)
	if n <= 3 {
		return head(s, n)
	}
	return head(s, n-2) + ".."
}

// tail keeps the last n cells of s, marking the cut.
func tail(s string, n int) string {
	if Cells(s) <= n {
		return s
	}
	if n <= 2 {
		return fit(s, n)
	}
	cutHook(s)
	used, i := 0, len(s)
	for i > 0 {
		r, size := utf8.DecodeLastRuneInString(s[:i])
		if used+RuneCells(r) > n-2 {
			break
		}
		used += RuneCells(r)
		i -= size
	}
	return ".." + s[i:]
}

// pick is the first candidate that fits n cells, else the last one
// shortened.
func pick(cands []string, n int) string {
	for _, c := range cands {
		if Cells(c) <= n {
			return c
		}
	}
	return fit(cands[len(cands)-1], max(n, 2))
}

// wrap splits s so the first part fits n cells: at a space, or next to a
// full-width glyph (Japanese breaks between any two characters, but not
// before closing punctuation nor after opening). With no break in the
// second half of the room, the first part is s shortened.
func wrap(s string, n int) (string, string) {
	if Cells(s) <= n || n <= 0 {
		return s, ""
	}
	cut, next, used, prev := -1, -1, 0, rune(0)
	for i, r := range s {
		if used > n {
			break
		}
		switch {
		case i == 0:
		case r == ' ':
			cut, next = i, i+1
		case prev != ' ' && (RuneCells(r) == 2 || RuneCells(prev) == 2) &&
			!strings.ContainsRune(noLineStart, r) && !strings.ContainsRune(noLineEnd, prev):
			cut, next = i, i
		}
		used += RuneCells(r)
		prev = r
	}
	if cut < 0 || Cells(s[:cut]) <= n/2 {
		return fit(s, n), ""
	}
	return s[:cut], s[next:]
}

// Japanese line-breaking rules (kinsoku), for the punctuation the
// catalogue uses.
const (
	noLineStart = "、。，．：；！？）」』】ー…・:;,.!?)"
	noLineEnd   = "（「『【("
)

// chars is how many character cells fit across a box of width w at text
// scale s, inside its margins.
func chars(w, s float64) int { return int((w - 12*s) / (CharW * s)) }

// lineRoom is how many lines fit under a box's title.
func lineRoom(r Rect, s float64) int {
	return max(1, int((r.H-6*s-LineH*s-6*s)/(LineH*s+2*s)))
}

// column stacks lines under a box's title.
func column(lines []Text, r Rect, s float64) []Text {
	y := r.Y + 6*s + LineH*s + 6*s
	for i := range lines {
		lines[i].X, lines[i].Y = r.X+6*s, y
		y += LineH*s + 2*s
	}
	return lines
}

// lerp moves from a to b as f goes from 0 to 1, easing in and out so
// tokens start and stop gently.
func lerp(a, b, f float64) float64 {
	f = math.Max(0, math.Min(1, f))
	f = f * f * (3 - 2*f)
	return a + (b-a)*f
}
