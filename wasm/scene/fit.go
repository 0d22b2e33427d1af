package scene

import (
	"math"
	"strings"
)

// Fitting text into boxes. The canvas's bitmap font is fixed width, so a
// box's room is counted in characters; where a message has shorter
// wordings, the longest that fits is shown.

// fit shortens s to at most n characters.
func fit(s string, n int) string {
	if n <= 0 {
		return ""
	}
	if len(s) <= n {
		return s
	}
	if n <= 3 {
		return s[:n]
	}
	return s[:n-2] + ".."
}

// tail keeps the last n characters of s, marking the cut.
func tail(s string, n int) string {
	if len(s) <= n {
		return s
	}
	if n <= 2 {
		return fit(s, n)
	}
	return ".." + s[len(s)-n+2:]
}

// pick is the first candidate that fits n characters, else the last one
// shortened.
func pick(cands []string, n int) string {
	for _, c := range cands {
		if len(c) <= n {
			return c
		}
	}
	return fit(cands[len(cands)-1], max(n, 2))
}

// wrap splits s at a space so the first part fits n characters.
func wrap(s string, n int) (string, string) {
	if len(s) <= n || n <= 0 {
		return s, ""
	}
	cut := strings.LastIndexByte(s[:n+1], ' ')
	if cut <= n/2 {
		return fit(s, n), ""
	}
	return s[:cut], s[cut+1:]
}

// chars is how many characters fit across a box of width w at text scale s,
// inside its margins.
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
