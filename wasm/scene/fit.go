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
// that no label is cut. partHook sees every wrapped entry of which only
// the first lines have room (see newest).
var cutHook, partHook = func(string) {}, func(string) {}

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

// pickWhole is the first candidate that fits n cells, or "" when none
// does: a label left out rather than cut.
func pickWhole(cands []string, n int) string {
	for _, c := range cands {
		if Cells(c) <= n {
			return c
		}
	}
	return ""
}

// fitLines is the first candidate that fits one line of n cells, else the
// last one wrapped onto as many lines as it takes (see hang).
func fitLines(cands []string, n int) []string {
	if c := pickWhole(cands, n); c != "" {
		return []string{c}
	}
	return hang(cands[len(cands)-1], n)
}

// hang wraps s onto lines of n cells, each after the first indented by
// one where that still fits, so a wrapped entry reads as one among others.
func hang(s string, n int) []string {
	first, rest := wrap(s, n)
	out := []string{first}
	for rest != "" && len(out) < 9 {
		l, more, ok := split(rest, n-1)
		if !ok {
			// A word that only fits unindented.
			l, more = wrap(rest, n)
			out = append(out, l)
		} else {
			out = append(out, " "+l)
		}
		rest = more
	}
	return out
}

// wrapLines breaks s into lines of at most n cells (see wrap).
func wrapLines(s string, n int) []string {
	var out []string
	for s != "" {
		first, rest := wrap(s, n)
		out = append(out, first)
		if rest == "" || len(out) > 8 {
			break
		}
		s = rest
	}
	return out
}

// newest keeps the last groups of lines that fit room lines together, a
// group (one wrapped entry) whole. When even the newest group does not fit,
// its first room lines are kept and the last of them, shortened to w cells
// with "..", shows that it goes on: a sentence cut at a line's end would
// read as whole.
func newest(groups [][]Text, room, w int) []Text {
	from := len(groups) - fitCount(groups, room)
	if from == len(groups) {
		if from == 0 || room <= 0 {
			return nil
		}
		g := groups[from-1]
		kept := append([]Text(nil), g[:room]...)
		last := &kept[room-1]
		whole := strings.TrimRight(last.S, " ") + " " + strings.TrimLeft(g[room].S, " ")
		partHook(whole)
		last.S = head(whole, max(w-2, 0)) + ".."
		return kept
	}
	var out []Text
	for _, g := range groups[from:] {
		out = append(out, g...)
	}
	return out
}

// captionLines wraps the caption onto at most most lines of n cells, the
// second and third indented by two.
func captionLines(s string, n, most int) []string {
	first, rest := wrap(s, n)
	out := []string{first}
	if rest != "" && most > 1 {
		more := wrapLines(rest, n-2)
		if len(more) > most-1 {
			more = append(more[:most-2], fit(strings.Join(more[most-2:], " "), n-2))
		}
		out = append(out, more...)
	} else if rest != "" {
		out[0] = fit(s, n)
	}
	return out
}

// captionText places the caption's lines at the canvas's top; top is
// where what is under them starts. A canvas under 300 CSS pixels tall
// keeps it to one line for the nodes' sake: the page shows it whole.
func captionText(sc *Scene, s string, pad, cw, lh float64) (top float64) {
	most := 3
	if sc.H < 300*sc.Scale {
		most = 1
	}
	lines := captionLines(s, int((sc.W-2*pad)/cw), most)
	sc.Caption = Text{pad, pad, lines[0], ToneNeutral}
	top = pad + lh + pad
	for _, l := range lines[1:] {
		sc.Texts = append(sc.Texts, Text{pad + 2*cw, top - pad/2, l, ToneNeutral})
		top += lh
	}
	return top
}

// fitCount is how many of the last groups fit room lines together.
func fitCount(groups [][]Text, room int) int {
	n, used := 0, 0
	for n < len(groups) && used+len(groups[len(groups)-1-n]) <= room {
		used += len(groups[len(groups)-1-n])
		n++
	}
	return n
}

// textLines gives each line the tone.
func textLines(lines []string, tone Tone) []Text {
	out := make([]Text, len(lines))
	for i, l := range lines {
		out[i] = Text{S: l, Tone: tone}
	}
	return out
}

// wrap splits s so the first part fits n cells (see split); with no break,
// the first part is s shortened.
func wrap(s string, n int) (string, string) {
	first, rest, ok := split(s, n)
	if !ok {
		return fit(s, n), ""
	}
	return first, rest
}

// split splits s at the last break that lets the first part fit n cells:
// a space; next to a full-width glyph (Japanese breaks between any two
// characters, but not before closing punctuation nor after opening); in an
// identifier after a colon, or before the "#" of an attempt. ok is false
// when there is no such break.
func split(s string, n int) (first, rest string, ok bool) {
	if Cells(s) <= n || n <= 0 {
		return s, "", Cells(s) <= n
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
		case prev != ' ' && (prev == ':' || r == '#'):
			cut, next = i, i
		case prev != ' ' && (RuneCells(r) == 2 || RuneCells(prev) == 2) &&
			!strings.ContainsRune(noLineStart, r) && !strings.ContainsRune(noLineEnd, prev):
			cut, next = i, i
		}
		used += RuneCells(r)
		prev = r
	}
	if cut <= 0 {
		return "", "", false
	}
	return s[:cut], s[next:], true
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

// column stacks lines under a box's title, as many as fit. When some do
// not, the last one shown ends with "..", so the box does not read as
// all there is.
func column(lines []Text, r Rect, s float64) []Text {
	if n := lineRoom(r, s); len(lines) > n {
		last := &lines[n-1]
		partHook(last.S + " " + strings.TrimLeft(lines[n].S, " "))
		last.S = head(strings.TrimRight(last.S, " "), max(chars(r.W, s)-2, 0)) + ".."
		lines = lines[:n]
	}
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
