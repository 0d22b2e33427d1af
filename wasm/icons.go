//go:build js && wasm

package main

import (
	"image/color"
	"math"

	"coordsim/wasm/scene"
)

// Nodes drawn as what they are, in the square r before their titles: a
// person for a client, a server (two stacked units, their lights on) for
// the order service, a cylinder for the dedupe store.
func (p painter) icon(kind string, r scene.Rect, ink color.Color) {
	s := p.scale
	switch kind {
	case "client":
		cx := r.X + r.W/2
		pen.dot(p.dst, cx, r.Y+r.H*0.28, r.W*0.24, ink)
		pen.poly(p.dst, ink, [2]float64{r.X + r.W*0.1, r.Y + r.H}, [2]float64{r.X + r.W*0.9, r.Y + r.H},
			[2]float64{r.X + r.W*0.78, r.Y + r.H*0.58}, [2]float64{r.X + r.W*0.22, r.Y + r.H*0.58})
	case "service":
		h := (r.H - 2*s) / 2
		for i := range 2 {
			u := scene.Rect{X: r.X, Y: r.Y + float64(i)*(h+2*s), W: r.W, H: h}
			p.rect(u, ink)
			pen.dot(p.dst, u.X+u.W-3*s, u.Y+u.H/2, 1.2*s, nodeFill)
			p.line(u.X+2*s, u.Y+u.H/2, u.X+u.W-6*s, u.Y+u.H/2, 1*s, nodeFill)
		}
	case "store":
		ry := r.H * 0.16
		body := scene.Rect{X: r.X, Y: r.Y + ry, W: r.W, H: r.H - 2*ry}
		p.rect(body, ink)
		p.ellipse(r.X+r.W/2, r.Y+r.H-ry, r.W/2, ry, ink)
		p.ellipse(r.X+r.W/2, r.Y+ry, r.W/2, ry, ink)
		p.ellipse(r.X+r.W/2, r.Y+ry, r.W/2-1.2*s, ry-1*s, nodeFill)
	}
}

// ellipse fills an ellipse of radii rx, ry around x, y.
func (p painter) ellipse(x, y, rx, ry float64, c color.Color) {
	var pts [16][2]float64
	for i := range pts {
		a := math.Pi / 8 * float64(i)
		pts[i] = [2]float64{x + rx*math.Cos(a), y + ry*math.Sin(a)}
	}
	pen.poly(p.dst, c, pts[:]...)
}
