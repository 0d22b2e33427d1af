package chart

import (
	"bytes"
	"fmt"
	"math"
	"strings"
)

// Drawing a chart: its layout first, then each part in the order it is
// painted.

// SVG renders c.
func (c *Chart) SVG() []byte {
	d := c.layOut()
	d.header()
	d.bands(c.Above, d.aboveY)
	d.yAxis()
	d.xAxis()
	// Series: lines first, then markers on top.
	for _, s := range c.Series {
		d.line(s)
	}
	d.markers()
	d.bands(c.Below, d.belowY)
	d.mark()
	d.legend()
	d.notes()
	d.b.WriteString("</svg>\n")
	return d.b.Bytes()
}

// drawing is one rendering of a chart: where its parts go, and the bytes
// written so far.
type drawing struct {
	c *Chart
	b bytes.Buffer
	// Vertical positions, top to bottom, and the whole height.
	titleY, subY, markLabelY, aboveY float64
	plotTop, plotBottom, axisLabelY  float64
	belowY, legendY, height          float64
	rows                             int     // of the legend
	n                                int     // positions on the x axis
	plotW, step                      float64 // the plot's width, one position's
	ymax, ystep                      float64 // the y axis's top and grid step
}

// layOut places the chart's parts and scales its axes.
func (c *Chart) layOut() *drawing {
	d := &drawing{c: c, titleY: 24, subY: 44}
	// Layout: title, subtitle, the mark's label, bands above, plot, x axis,
	// bands below, legend, notes.
	y := 44.0
	if c.Subtitle != "" {
		y = 60
	}
	d.markLabelY = y + 10
	if c.Mark != nil {
		y += 18
	}
	d.aboveY = y
	y += float64(len(c.Above)) * (bandHeight + bandGap)
	if len(c.Above) > 0 {
		y += 6
	}
	d.plotTop = y
	d.plotBottom = d.plotTop + plotHeight
	d.axisLabelY = d.plotBottom + 42
	d.belowY = d.plotBottom + 56
	y = d.belowY + float64(len(c.Below))*(bandHeight+bandGap)
	d.legendY = y + 18
	d.rows = (len(c.Legend) + 2) / 3
	d.height = d.legendY + float64(d.rows)*22 + float64(len(c.Notes))*16 + 12

	d.n = len(c.X)
	d.plotW = float64(width - left - right)
	d.step = d.plotW / float64(max(d.n, 1))
	ymax := 1.0
	for _, s := range c.Series {
		for _, v := range s.Values {
			if !math.IsNaN(v) && v > ymax {
				ymax = v
			}
		}
	}
	d.ystep = niceStep(ymax)
	d.ymax = math.Ceil(ymax*1.08/d.ystep) * d.ystep // headroom: no line on the top edge
	return d
}

// xAt is the x coordinate of v, in x units.
func (d *drawing) xAt(v float64) float64 {
	if d.n == 0 {
		return left
	}
	return left + (v-float64(d.c.X[0])+0.5)*d.step
}

func (d *drawing) yAt(v float64) float64 { return d.plotBottom - v/d.ymax*plotHeight }

// header opens the SVG: its size, background, title and subtitle.
func (d *drawing) header() {
	b, c := &d.b, d.c
	fmt.Fprintf(b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%s" viewBox="0 0 %d %s" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="%d" fill="#222">`+"\n",
		width, num(d.height), width, num(d.height), fontSize)
	fmt.Fprintf(b, `<rect x="0" y="0" width="%d" height="%s" fill="#ffffff"/>`+"\n", width, num(d.height))
	fmt.Fprintf(b, `<text x="%d" y="%s" font-size="17" font-weight="bold">%s</text>`+"\n", 16, num(d.titleY), esc(c.Title))
	if c.Subtitle != "" {
		fmt.Fprintf(b, `<text x="%d" y="%s" fill="#444">%s</text>`+"\n", 16, num(d.subY), esc(c.Subtitle))
	}
}

// bands draws rows of cells from top down.
func (d *drawing) bands(list []Band, top float64) {
	for i, band := range list {
		by := top + float64(i)*(bandHeight+bandGap)
		d.cells(band, by)
		d.runTexts(band, by)
	}
}

// cells draws a band's label and its cells, one per x position.
func (d *drawing) cells(band Band, by float64) {
	b := &d.b
	fmt.Fprintf(b, `<text x="%d" y="%s" text-anchor="end">%s</text>`+"\n", left-8, num(by+bandHeight/2+4.5), esc(band.Label))
	for j, cell := range band.Cells {
		if j >= d.n {
			break
		}
		x := d.xAt(float64(d.c.X[j]) - 0.5)
		fmt.Fprintf(b, `<rect x="%s" y="%s" width="%s" height="%d" fill="%s" stroke="#ffffff" stroke-width="1">`, num(x), num(by), num(d.step), bandHeight, cell.Fill)
		if cell.Title != "" {
			fmt.Fprintf(b, `<title>%s</title>`, esc(cell.Title))
		}
		b.WriteString("</rect>\n")
	}
}

// runTexts writes text over each run of a band's cells with the same
// text, if it fits.
func (d *drawing) runTexts(band Band, by float64) {
	for j := 0; j < len(band.Cells) && j < d.n; {
		k := j
		for k+1 < len(band.Cells) && k+1 < d.n && band.Cells[k+1].Text == band.Cells[j].Text {
			k++
		}
		text := band.Cells[j].Text
		runW := float64(k-j+1) * d.step
		if text != "" && textWidth(text)+8 <= runW {
			mid := (d.xAt(float64(d.c.X[j])-0.5) + d.xAt(float64(d.c.X[k])+0.5)) / 2
			fmt.Fprintf(&d.b, `<text x="%s" y="%s" text-anchor="middle" font-size="%d">%s</text>`+"\n", num(mid), num(by+bandHeight/2+4), smallFont+1, esc(text))
		}
		j = k + 1
	}
}

// yAxis draws the grid, the y axis with its values, the x axis's line and
// the y axis's label.
func (d *drawing) yAxis() {
	b := &d.b
	for v := 0.0; v <= d.ymax+1e-9; v += d.ystep {
		yy := d.yAt(v)
		fmt.Fprintf(b, `<line x1="%d" y1="%s" x2="%d" y2="%s" stroke="#e3e3e3"/>`+"\n", left, num(yy), width-right, num(yy))
		fmt.Fprintf(b, `<text x="%d" y="%s" text-anchor="end">%s</text>`+"\n", left-6, num(yy+4.5), num(v))
	}
	fmt.Fprintf(b, `<line x1="%d" y1="%s" x2="%d" y2="%s" stroke="#222"/>`+"\n", left, num(d.plotTop), left, num(d.plotBottom))
	fmt.Fprintf(b, `<line x1="%d" y1="%s" x2="%d" y2="%s" stroke="#222"/>`+"\n", left, num(d.plotBottom), width-right, num(d.plotBottom))
	mid := (d.plotTop + d.plotBottom) / 2
	fmt.Fprintf(b, `<text x="%d" y="%s" text-anchor="middle" transform="rotate(-90 %d %s)">%s</text>`+"\n",
		left-44, num(mid), left-44, num(mid), esc(d.c.YLabel))
}

// xAxis draws the x axis's ticks and their values (every position when
// they fit, else every k-th) and its label.
func (d *drawing) xAxis() {
	b, n := &d.b, d.n
	every := 1
	for float64(every)*d.step < 28 {
		every++
	}
	for j, x := range d.c.X {
		xx := d.xAt(float64(x))
		fmt.Fprintf(b, `<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="#222"/>`+"\n", num(xx), num(d.plotBottom), num(xx), num(d.plotBottom+5))
		if j%every == 0 || j == n-1 && (n-1)%every >= every/2+1 {
			fmt.Fprintf(b, `<text x="%s" y="%s" text-anchor="middle">%d</text>`+"\n", num(xx), num(d.plotBottom+20), x)
		}
	}
	fmt.Fprintf(b, `<text x="%s" y="%s" text-anchor="middle">%s</text>`+"\n", num(left+d.plotW/2), num(d.axisLabelY), esc(d.c.XLabel))
}

// line draws series s as polylines broken at its gaps (NaN); a lone point
// has no line.
func (d *drawing) line(s Series) {
	var pts []string
	flush := func() {
		if len(pts) > 1 {
			dash := ""
			if s.Dashed {
				dash = ` stroke-dasharray="7 4"`
			}
			fmt.Fprintf(&d.b, `<polyline points="%s" fill="none" stroke="%s" stroke-width="2"%s/>`+"\n", strings.Join(pts, " "), s.Color, dash)
		}
		pts = pts[:0]
	}
	for j, v := range s.Values {
		if j >= d.n || math.IsNaN(v) {
			flush()
			continue
		}
		pts = append(pts, num(d.xAt(float64(d.c.X[j])+s.Offset))+","+num(d.yAt(v)))
	}
	flush()
}

// markers draws every series' markers, each with its tooltip.
func (d *drawing) markers() {
	c := d.c
	title := c.PointTitle
	if title == nil {
		title = func(series string, x int64, value string) string {
			return fmt.Sprintf("%s at %d: %s", series, x, value)
		}
	}
	for _, s := range c.Series {
		for j, v := range s.Values {
			if j >= d.n || math.IsNaN(v) {
				continue
			}
			marker(&d.b, s.Marker, d.xAt(float64(c.X[j])+s.Offset), d.yAt(v), s.Color, title(s.Name, c.X[j], num(v)))
		}
	}
}

// mark draws the mark's line from its label down through the bands below,
// if it is within the x range.
func (d *drawing) mark() {
	c, n := d.c, d.n
	m := c.Mark
	if m == nil || n == 0 || m.X < float64(c.X[0])-0.5 || m.X > float64(c.X[n-1])+0.5 {
		return
	}
	xx := d.xAt(m.X)
	top := d.markLabelY + 4
	bottom := d.belowY + float64(len(c.Below))*(bandHeight+bandGap)
	fmt.Fprintf(&d.b, `<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s" stroke-width="2" stroke-dasharray="3 3"/>`+"\n", num(xx), num(top), num(xx), num(bottom), m.Color)
	anchor := "middle"
	switch {
	case xx < left+80:
		anchor = "start"
	case xx > width-right-80:
		anchor = "end"
	}
	fmt.Fprintf(&d.b, `<text x="%s" y="%s" text-anchor="%s" fill="%s" font-weight="bold">%s</text>`+"\n", num(xx), num(d.markLabelY), anchor, m.Color, esc(m.Label))
}

// legend draws the legend in three columns.
func (d *drawing) legend() {
	b := &d.b
	colW := float64(width-32) / 3
	for i, it := range d.c.Legend {
		lx := 16 + float64(i%3)*colW
		ly := d.legendY + float64(i/3)*22
		switch {
		case it.Line:
			dash := ""
			if it.Dashed {
				dash = ` stroke-dasharray="7 4"`
			}
			fmt.Fprintf(b, `<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s" stroke-width="2"%s/>`+"\n", num(lx), num(ly), num(lx+34), num(ly), it.Color, dash)
			marker(b, it.Marker, lx+17, ly, it.Color, "")
		case it.Rule:
			fmt.Fprintf(b, `<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s" stroke-width="2" stroke-dasharray="3 3"/>`+"\n", num(lx+17), num(ly-8), num(lx+17), num(ly+8), it.Color)
		default:
			fmt.Fprintf(b, `<rect x="%s" y="%s" width="34" height="14" fill="%s" stroke="#999"/>`+"\n", num(lx), num(ly-7), it.Color)
		}
		fmt.Fprintf(b, `<text x="%s" y="%s">%s</text>`+"\n", num(lx+42), num(ly+4.5), esc(it.Label))
	}
}

// notes writes the notes under the legend.
func (d *drawing) notes() {
	for i, note := range d.c.Notes {
		fmt.Fprintf(&d.b, `<text x="16" y="%s" font-size="%d" fill="#555">%s</text>`+"\n", num(d.legendY+float64(d.rows)*22+float64(i)*16+4), smallFont+1, esc(note))
	}
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
