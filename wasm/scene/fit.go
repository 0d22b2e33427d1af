package scene

import (
	"math"
	"slices"
	"strings"
	"unicode/utf8"

	"coordsim/wasm/phrase"
	"coordsim/wasm/typeface"
)

// Fitting text into boxes. The canvas's type is proportional (package
// typeface), so a box's room is a width, in CSS pixels at text scale 1
// (TextW), and where a message has shorter wordings, the longest that
// fits is shown.

// TextW is how wide s is drawn at text scale 1, in CSS pixels.
func TextW(s string) float64 { return typeface.Width(s) * FontPx }

// runeW is how wide r is drawn at text scale 1.
func runeW(r rune) float64 {
	f, i := typeface.Lookup(r)
	return f.Advance(i) * FontPx
}

// fullWidth reports whether r is a full-width (Japanese) character:
// everything the canvas draws beyond ASCII is (the typeface test checks
// the Japanese face holds it all).
func fullWidth(r rune) bool { return r >= 0x80 }

// dots marks a cut.
const dots = ".."

// cutHook sees every text fit or tail shortens; tests set it to prove
// that no label is cut. partHook sees every wrapped entry of which only
// the first lines have room (see newest); wordHook every text broken
// inside a Japanese word (see split).
var cutHook, partHook, wordHook = func(string) {}, func(string) {}, func(string) {}

// head is the longest prefix of s that fits w, cut between glyphs.
func head(s string, w float64) string {
	used := 0.0
	for i, r := range s {
		if used+runeW(r) > w+slack {
			return s[:i]
		}
		used += runeW(r)
	}
	return s
}

// slack forgives a sum of advances its rounding.
const slack = 1e-6

// fits reports whether s fits w.
func fits(s string, w float64) bool { return TextW(s) <= w+slack }

// fit shortens s to at most w, marking the cut.
func fit(s string, w float64) string {
	if w <= 0 {
		return ""
	}
	if fits(s, w) {
		return s
	}
	cutHook(s)
	if w < 3*TextW(dots) {
		return head(s, w)
	}
	return head(s, w-TextW(dots)) + dots
}

// tail keeps the last w of s, marking the cut.
func tail(s string, w float64) string {
	if fits(s, w) {
		return s
	}
	if w < 2*TextW(dots) {
		return fit(s, w)
	}
	cutHook(s)
	used, i := 0.0, len(s)
	for i > 0 {
		r, size := utf8.DecodeLastRuneInString(s[:i])
		if used+runeW(r) > w-TextW(dots)+slack {
			break
		}
		used += runeW(r)
		i -= size
	}
	return dots + s[i:]
}

// pick is the first candidate that fits w, else the last one shortened.
func pick(cands []string, w float64) string {
	for _, c := range cands {
		if fits(c, w) {
			return c
		}
	}
	return fit(cands[len(cands)-1], max(w, 2*CharW))
}

// pickWhole is the first candidate that fits w, or "" when none does: a
// label left out rather than cut.
func pickWhole(cands []string, w float64) string {
	for _, c := range cands {
		if fits(c, w) {
			return c
		}
	}
	return ""
}

// fitLines is the first candidate that fits one line of w, else the last
// one wrapped onto as many lines as it takes (see hang).
func fitLines(cands []string, w float64) []string {
	if c := pickWhole(cands, w); c != "" {
		return []string{c}
	}
	return hang(cands[len(cands)-1], w)
}

// hang wraps s onto lines of w, each after the first indented by a space
// where that still fits, so a wrapped entry reads as one among others.
func hang(s string, w float64) []string {
	first, rest := wrap(s, w)
	out := []string{first}
	for rest != "" && len(out) < 9 {
		l, more, ok := split(rest, w-TextW(" "))
		if !ok {
			// A word that only fits unindented.
			l, more = wrap(rest, w)
			out = append(out, l)
		} else {
			out = append(out, " "+l)
		}
		rest = more
	}
	return out
}

// wrapLines breaks s into lines of at most w (see wrap).
func wrapLines(s string, w float64) []string {
	var out []string
	for s != "" {
		first, rest := wrap(s, w)
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
// its first room lines are kept and the last of them, shortened to w with
// "..", shows that it goes on: a sentence cut at a line's end would read
// as whole.
func newest(groups [][]Text, room int, w float64) []Text {
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
		last.S = head(whole, max(w-TextW(dots), 0)) + dots
		return kept
	}
	var out []Text
	for _, g := range groups[from:] {
		out = append(out, g...)
	}
	return out
}

// captionLines wraps the caption onto at most most lines of w, the second
// and third indented by two CharW.
func captionLines(s string, w float64, most int) []string {
	first, rest := wrap(s, w)
	out := []string{first}
	if rest != "" && most > 1 {
		more := wrapLines(rest, w-2*CharW)
		if len(more) > most-1 {
			more = append(more[:most-2], fit(strings.Join(more[most-2:], " "), w-2*CharW))
		}
		out = append(out, more...)
	} else if rest != "" {
		out[0] = fit(s, w)
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
	lines := captionLines(s, (sc.W-2*pad)/sc.Scale, most)
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

// wrap splits s so the first part fits w (see split); with no break, the
// first part is s shortened.
func wrap(s string, w float64) (string, string) {
	first, rest, ok := split(s, w)
	if !ok {
		return fit(s, w), ""
	}
	return first, rest
}

// split splits s at the last break that lets the first part fit w: a
// space (see spaceBreaks); in Japanese, between two phrases (package
// phrase: BudouX's model), never before closing punctuation nor after
// opening; in an identifier after a colon, or before the "#" of an
// attempt. When no such break fits, a word that must be broken is broken
// between two Japanese characters (wordHook sees it) rather than cut. ok
// is false when there is no break at all.
func split(s string, w float64) (first, rest string, ok bool) {
	if fits(s, w) || w <= 0 {
		return s, "", fits(s, w)
	}
	phrases := phraseBreaks(s)
	cut, next := lastBreak(s, w, func(i int) bool { return slices.Contains(phrases, i) })
	if cut <= 0 {
		if cut, next = lastBreak(s, w, func(int) bool { return true }); cut > 0 {
			wordHook(s)
		}
	}
	if cut <= 0 {
		return "", "", false
	}
	return s[:cut], s[next:], true
}

// lastBreak is the last break in s that lets the first part fit w, and
// where the rest starts; phrase says where Japanese may break. cut is -1
// when there is none.
func lastBreak(s string, w float64, phrase func(i int) bool) (cut, next int) {
	cut, next = -1, -1
	used, prev := 0.0, rune(0)
	for i, r := range s {
		if used > w+slack {
			break
		}
		switch {
		case i == 0:
		case r == ' ':
			if nextR, _ := utf8.DecodeRuneInString(s[i+1:]); spaceBreaks(prev, nextR) {
				cut, next = i, i+1
			}
		case prev != ' ' && (prev == ':' || r == '#'):
			cut, next = i, i
		case prev != ' ' && (fullWidth(r) || fullWidth(prev)) && phrase(i) &&
			!strings.ContainsRune(noLineStart, r) && !strings.ContainsRune(noLineEnd, prev):
			cut, next = i, i
		}
		used += runeW(r)
		prev = r
	}
	return cut, next
}

// phraseBreaks are where s's Japanese phrases meet (none in ASCII text).
func phraseBreaks(s string) []int {
	for _, r := range s {
		if fullWidth(r) {
			return phrase.Breaks(s)
		}
	}
	return nil
}

// spaceBreaks reports whether a space between before and after is a line
// break: it is in Latin text, but a particle (「c1 が」) or a counter after
// a number (「2 回」) stays with the word before it.
func spaceBreaks(before, after rune) bool {
	switch {
	case !fullWidth(after):
		return true
	case after >= 'ぁ' && after <= 'ゟ':
		return false
	case before >= '0' && before <= '9' && strings.ContainsRune(counters, after):
		return false
	}
	return true
}

// counters are the counters the catalogue writes after a number.
const counters = "回件人通個行番秒分時日つ"

// Japanese line-breaking rules (kinsoku), for the punctuation the
// catalogue uses.
const (
	noLineStart = "、。，．：；！？）」』】ー…・:;,.!?)"
	noLineEnd   = "（「『【("
)

// room is how wide a line inside a box of width w at text scale s may be,
// in CSS pixels at text scale 1: the box less its margins.
func room(w, s float64) float64 { return (w - 12*s) / s }

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
		last.S = head(strings.TrimRight(last.S, " "), max(room(r.W, s)-TextW(dots), 0)) + dots
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
