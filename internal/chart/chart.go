// Package chart draws a small, hand-written SVG chart over integer x
// positions: rows of coloured cells (bands) above and below a line plot,
// line series with markers, a marked vertical line, axes and a legend. It has
// no dependencies and no floating-point formatting that varies: the same
// Chart gives the same bytes.
package chart

import (
	"math"
	"strconv"
	"strings"
)

// Chart is everything drawn.
type Chart struct {
	Title    string
	Subtitle string
	XLabel   string
	YLabel   string
	// X are the positions along the x axis: consecutive integers.
	X []int64
	// Above are rows of cells drawn above the plot (one cell per X).
	Above []Band
	// Series are plotted as lines with markers; NaN values are gaps.
	Series []Series
	// Below are rows of cells drawn under the x axis.
	Below []Band
	// Mark is an optional vertical line across the plot and the bands.
	Mark *Mark
	// Legend lists the entries drawn under the chart, in order.
	Legend []LegendItem
	// Notes are lines of small text under the legend.
	Notes []string
	// PointTitle is a marker's tooltip: the series' name, the x position
	// and the value; nil is "NAME at X: VALUE".
	PointTitle func(series string, x int64, value string) string
}

// Band is a labelled row of cells, one per X.
type Band struct {
	Label string
	Cells []Cell
}

// Cell is one coloured cell; Text is drawn inside runs of equal text when
// it fits, Title becomes a tooltip.
type Cell struct {
	Fill  string
	Text  string
	Title string
}

// Series is one line.
type Series struct {
	Name   string
	Color  string
	Dashed bool
	Marker Marker
	Values []float64 // one per X
	// Offset shifts the markers sideways, in x units, so equal values of
	// several series stay visible.
	Offset float64
}

// Marker shapes.
type Marker int

// The markers.
const (
	Circle Marker = iota
	Square
	Diamond
)

// Mark is a vertical line at an x position (may be fractional).
type Mark struct {
	X     float64
	Label string
	Color string
}

// LegendItem is a line sample (Line true) or a colour swatch.
type LegendItem struct {
	Label  string
	Color  string
	Line   bool
	Dashed bool
	Marker Marker
	// Stroke draws the swatch with a dashed outline (for the mark).
	Rule bool
}

// Geometry, in SVG user units.
const (
	width      = 960
	left       = 190 // room for band labels and the y axis label
	right      = 30
	bandHeight = 22
	bandGap    = 6
	plotHeight = 300
	fontSize   = 13
	smallFont  = 11
)

// niceStep is a tick step of 1, 2 or 5 times a power of ten giving at most
// about eight grid lines up to max.
func niceStep(max float64) float64 {
	if max <= 0 {
		return 1
	}
	raw := max / 8
	p := math.Pow(10, math.Floor(math.Log10(raw)))
	for _, m := range []float64{1, 2, 5, 10} {
		if m*p >= raw {
			return math.Max(1, m*p)
		}
	}
	return math.Max(1, 10*p)
}

// num formats a coordinate with at most two decimals and no trailing zeros.
func num(v float64) string {
	s := strconv.FormatFloat(math.Round(v*100)/100, 'f', 2, 64)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	if s == "-0" {
		return "0"
	}
	return s
}

// textWidth estimates a band text's width at its font size: 6.6 a
// character, twice that for a wide (CJK) one.
func textWidth(s string) float64 {
	w := 0.0
	for _, r := range s {
		w += 6.6
		if r >= 0x2E80 {
			w += 6.6
		}
	}
	return w
}

func esc(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch r {
		case '&':
			b.WriteString("&amp;")
		case '<':
			b.WriteString("&lt;")
		case '>':
			b.WriteString("&gt;")
		case '"':
			b.WriteString("&quot;")
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}
