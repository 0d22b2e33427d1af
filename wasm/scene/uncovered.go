package scene

import (
	"cmp"
	"slices"
)

// Corners is an axis-aligned rectangle by its edges, so that one drawn
// beside another shares the other's edge coordinates exactly: the
// rasterizer then gives every pixel on the seam to one of them, leaving
// no gap where the canvas's previous frame would show through.
type Corners struct{ X0, Y0, X1, Y1 float64 }

// Uncovered is area less every cover, as disjoint rectangles: in each band
// between covers' top and bottom edges, the stretches no cover spans. The
// canvas fills a background only there: software GL, which most of the
// lesson's laptops and this project's tests fall back to, pays for every
// pixel of every fill, and the sites and nodes drawn over the background
// cover most of it.
func Uncovered(area Rect, covers []Rect) []Corners {
	ax1, ay1 := area.X+area.W, area.Y+area.H
	var in []Corners
	ys := []float64{area.Y, ay1}
	for _, c := range covers {
		k := Corners{max(c.X, area.X), max(c.Y, area.Y), min(c.X+c.W, ax1), min(c.Y+c.H, ay1)}
		if k.X0 < k.X1 && k.Y0 < k.Y1 {
			in = append(in, k)
			ys = append(ys, k.Y0, k.Y1)
		}
	}
	slices.Sort(ys)
	ys = slices.Compact(ys)
	slices.SortFunc(in, func(a, b Corners) int { return cmp.Compare(a.X0, b.X0) })
	var out []Corners
	for i := 0; i+1 < len(ys); i++ {
		y0, y1 := ys[i], ys[i+1]
		x := area.X
		for _, k := range in {
			if k.Y0 > y0 || k.Y1 < y1 {
				continue // not across this band
			}
			if k.X0 > x {
				out = append(out, Corners{x, y0, k.X0, y1})
			}
			x = max(x, k.X1)
		}
		if x < ax1 {
			out = append(out, Corners{x, y0, ax1, y1})
		}
	}
	return out
}
