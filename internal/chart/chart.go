// Package chart draws a small, hand-written SVG chart over integer x
// positions: rows of coloured cells (bands) above and below a line plot,
// line series with markers, a marked vertical line, axes and a legend. It has
// no dependencies and no floating-point formatting that varies: the same
// Chart gives the same bytes.
package chart

import (
	"bytes"
	"fmt"
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

// SVG renders c.
func (c *Chart) SVG() []byte {
	var b bytes.Buffer
	// Layout: title, subtitle, the mark's label, bands above, plot, x axis,
	// bands below, legend, notes.
	titleY := 24.0
	subY := 44.0
	y := 44.0
	if c.Subtitle != "" {
		y = 60
	}
	markLabelY := y + 10
	if c.Mark != nil {
		y += 18
	}
	aboveY := y
	y += float64(len(c.Above)) * (bandHeight + bandGap)
	if len(c.Above) > 0 {
		y += 6
	}
	plotTop := y
	plotBottom := plotTop + plotHeight
	axisLabelY := plotBottom + 42
	belowY := plotBottom + 56
	y = belowY + float64(len(c.Below))*(bandHeight+bandGap)
	legendY := y + 18
	rows := (len(c.Legend) + 2) / 3
	height := legendY + float64(rows)*22 + float64(len(c.Notes))*16 + 12

	n := len(c.X)
	plotW := float64(width - left - right)
	step := plotW / float64(max(n, 1))
	xAt := func(v float64) float64 { // v in x units
		if n == 0 {
			return left
		}
		return left + (v-float64(c.X[0])+0.5)*step
	}
	ymax := 1.0
	for _, s := range c.Series {
		for _, v := range s.Values {
			if !math.IsNaN(v) && v > ymax {
				ymax = v
			}
		}
	}
	ystep := niceStep(ymax)
	ymax = math.Ceil(ymax*1.08/ystep) * ystep // headroom: no line on the top edge
	yAt := func(v float64) float64 { return plotBottom - v/ymax*plotHeight }

	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%s" viewBox="0 0 %d %s" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="%d" fill="#222">`+"\n",
		width, num(height), width, num(height), fontSize)
	fmt.Fprintf(&b, `<rect x="0" y="0" width="%d" height="%s" fill="#ffffff"/>`+"\n", width, num(height))
	fmt.Fprintf(&b, `<text x="%d" y="%s" font-size="17" font-weight="bold">%s</text>`+"\n", 16, num(titleY), esc(c.Title))
	if c.Subtitle != "" {
		fmt.Fprintf(&b, `<text x="%d" y="%s" fill="#444">%s</text>`+"\n", 16, num(subY), esc(c.Subtitle))
	}

	bands := func(list []Band, top float64) {
		for i, band := range list {
			by := top + float64(i)*(bandHeight+bandGap)
			fmt.Fprintf(&b, `<text x="%d" y="%s" text-anchor="end">%s</text>`+"\n", left-8, num(by+bandHeight/2+4.5), esc(band.Label))
			for j, cell := range band.Cells {
				if j >= n {
					break
				}
				x := xAt(float64(c.X[j]) - 0.5)
				fmt.Fprintf(&b, `<rect x="%s" y="%s" width="%s" height="%d" fill="%s" stroke="#ffffff" stroke-width="1">`, num(x), num(by), num(step), bandHeight, cell.Fill)
				if cell.Title != "" {
					fmt.Fprintf(&b, `<title>%s</title>`, esc(cell.Title))
				}
				b.WriteString("</rect>\n")
			}
			// Text over each run of cells with the same text, if it fits.
			for j := 0; j < len(band.Cells) && j < n; {
				k := j
				for k+1 < len(band.Cells) && k+1 < n && band.Cells[k+1].Text == band.Cells[j].Text {
					k++
				}
				text := band.Cells[j].Text
				runW := float64(k-j+1) * step
				if text != "" && textWidth(text)+8 <= runW {
					mid := (xAt(float64(c.X[j])-0.5) + xAt(float64(c.X[k])+0.5)) / 2
					fmt.Fprintf(&b, `<text x="%s" y="%s" text-anchor="middle" font-size="%d">%s</text>`+"\n", num(mid), num(by+bandHeight/2+4), smallFont+1, esc(text))
				}
				j = k + 1
			}
		}
	}
	bands(c.Above, aboveY)

	// Grid and y axis.
	for v := 0.0; v <= ymax+1e-9; v += ystep {
		yy := yAt(v)
		fmt.Fprintf(&b, `<line x1="%d" y1="%s" x2="%d" y2="%s" stroke="#e3e3e3"/>`+"\n", left, num(yy), width-right, num(yy))
		fmt.Fprintf(&b, `<text x="%d" y="%s" text-anchor="end">%s</text>`+"\n", left-6, num(yy+4.5), num(v))
	}
	fmt.Fprintf(&b, `<line x1="%d" y1="%s" x2="%d" y2="%s" stroke="#222"/>`+"\n", left, num(plotTop), left, num(plotBottom))
	fmt.Fprintf(&b, `<line x1="%d" y1="%s" x2="%d" y2="%s" stroke="#222"/>`+"\n", left, num(plotBottom), width-right, num(plotBottom))
	fmt.Fprintf(&b, `<text x="%d" y="%s" text-anchor="middle" transform="rotate(-90 %d %s)">%s</text>`+"\n",
		left-44, num((plotTop+plotBottom)/2), left-44, num((plotTop+plotBottom)/2), esc(c.YLabel))

	// X axis ticks: every position when they fit, else every k-th.
	every := 1
	for float64(every)*step < 28 {
		every++
	}
	for j, x := range c.X {
		xx := xAt(float64(x))
		fmt.Fprintf(&b, `<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="#222"/>`+"\n", num(xx), num(plotBottom), num(xx), num(plotBottom+5))
		if j%every == 0 || j == n-1 && (n-1)%every >= every/2+1 {
			fmt.Fprintf(&b, `<text x="%s" y="%s" text-anchor="middle">%d</text>`+"\n", num(xx), num(plotBottom+20), x)
		}
	}
	fmt.Fprintf(&b, `<text x="%s" y="%s" text-anchor="middle">%s</text>`+"\n", num(left+plotW/2), num(axisLabelY), esc(c.XLabel))

	// Series: lines first, then markers on top.
	for _, s := range c.Series {
		var pts []string
		flush := func() {
			if len(pts) > 1 {
				dash := ""
				if s.Dashed {
					dash = ` stroke-dasharray="7 4"`
				}
				fmt.Fprintf(&b, `<polyline points="%s" fill="none" stroke="%s" stroke-width="2"%s/>`+"\n", strings.Join(pts, " "), s.Color, dash)
			}
			pts = pts[:0]
		}
		for j, v := range s.Values {
			if j >= n || math.IsNaN(v) {
				flush()
				continue
			}
			pts = append(pts, num(xAt(float64(c.X[j])+s.Offset))+","+num(yAt(v)))
		}
		flush()
	}
	title := c.PointTitle
	if title == nil {
		title = func(series string, x int64, value string) string {
			return fmt.Sprintf("%s at %d: %s", series, x, value)
		}
	}
	for _, s := range c.Series {
		for j, v := range s.Values {
			if j >= n || math.IsNaN(v) {
				continue
			}
			marker(&b, s.Marker, xAt(float64(c.X[j])+s.Offset), yAt(v), s.Color, title(s.Name, c.X[j], num(v)))
		}
	}

	bands(c.Below, belowY)

	if m := c.Mark; m != nil && n > 0 && m.X >= float64(c.X[0])-0.5 && m.X <= float64(c.X[n-1])+0.5 {
		xx := xAt(m.X)
		top := markLabelY + 4
		bottom := belowY + float64(len(c.Below))*(bandHeight+bandGap)
		fmt.Fprintf(&b, `<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s" stroke-width="2" stroke-dasharray="3 3"/>`+"\n", num(xx), num(top), num(xx), num(bottom), m.Color)
		anchor := "middle"
		switch {
		case xx < left+80:
			anchor = "start"
		case xx > width-right-80:
			anchor = "end"
		}
		fmt.Fprintf(&b, `<text x="%s" y="%s" text-anchor="%s" fill="%s" font-weight="bold">%s</text>`+"\n", num(xx), num(markLabelY), anchor, m.Color, esc(m.Label))
	}

	// Legend: three columns.
	colW := float64(width-32) / 3
	for i, it := range c.Legend {
		lx := 16 + float64(i%3)*colW
		ly := legendY + float64(i/3)*22
		switch {
		case it.Line:
			dash := ""
			if it.Dashed {
				dash = ` stroke-dasharray="7 4"`
			}
			fmt.Fprintf(&b, `<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s" stroke-width="2"%s/>`+"\n", num(lx), num(ly), num(lx+34), num(ly), it.Color, dash)
			marker(&b, it.Marker, lx+17, ly, it.Color, "")
		case it.Rule:
			fmt.Fprintf(&b, `<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s" stroke-width="2" stroke-dasharray="3 3"/>`+"\n", num(lx+17), num(ly-8), num(lx+17), num(ly+8), it.Color)
		default:
			fmt.Fprintf(&b, `<rect x="%s" y="%s" width="34" height="14" fill="%s" stroke="#999"/>`+"\n", num(lx), num(ly-7), it.Color)
		}
		fmt.Fprintf(&b, `<text x="%s" y="%s">%s</text>`+"\n", num(lx+42), num(ly+4.5), esc(it.Label))
	}
	for i, note := range c.Notes {
		fmt.Fprintf(&b, `<text x="16" y="%s" font-size="%d" fill="#555">%s</text>`+"\n", num(legendY+float64(rows)*22+float64(i)*16+4), smallFont+1, esc(note))
	}
	b.WriteString("</svg>\n")
	return b.Bytes()
}

func marker(b *bytes.Buffer, m Marker, x, y float64, color, title string) {
	tip := ""
	if title != "" {
		tip = "<title>" + esc(title) + "</title>"
	}
	switch m {
	case Square:
		fmt.Fprintf(b, `<rect x="%s" y="%s" width="8" height="8" fill="#ffffff" stroke="%s" stroke-width="2">%s</rect>`+"\n", num(x-4), num(y-4), color, tip)
	case Diamond:
		fmt.Fprintf(b, `<polygon points="%s,%s %s,%s %s,%s %s,%s" fill="%s">%s</polygon>`+"\n", num(x), num(y-5), num(x+5), num(y), num(x), num(y+5), num(x-5), num(y), color, tip)
	default:
		fmt.Fprintf(b, `<circle cx="%s" cy="%s" r="4" fill="%s">%s</circle>`+"\n", num(x), num(y), color, tip)
	}
}

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
