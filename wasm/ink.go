//go:build js && wasm

package main

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"coordsim/wasm/scene"
)

// ink paints the canvas's shapes from a white patch and its text from glyph
// atlases: each of the canvas's fonts (package typeface) at each size a
// frame asks for, every character of the font rasterized once by the
// browser from the font's outlines, at device pixels (glyphs.go). Shapes
// and glyphs are plain images that Ebiten packs onto one texture, so a
// frame still batches into a few draw calls; switching between a font
// atlas and Ebiten's vector shapes broke it into hundreds, which software
// WebGL turned into tens of milliseconds per frame.
type ink struct {
	white  *ebiten.Image
	wx, wy float32 // centre of the white patch
	sets   map[glyphKey]*glyphSet
	// missing: a glyph atlas asked for this frame is not ready yet (its
	// font is still loading), so the frame lacks some text.
	missing bool
	frame   int // paints so far, so a loading font is asked for once a frame
	vs      []ebiten.Vertex
	is      []uint16
	// op is text's options, reused: made per call it escaped to the heap
	// (a surface is an interface), a quarter of what a frame allocated.
	op ebiten.DrawImageOptions
}

func newInk() *ink {
	img := image.NewRGBA(image.Rect(0, 0, 3, 3))
	for i := range img.Pix {
		img.Pix[i] = 0xff
	}
	return &ink{white: ebiten.NewImageFromImage(img), wx: 1.5, wy: 1.5, sets: map[glyphKey]*glyphSet{}}
}

// surface is what the canvas paints on: an offscreen image, or Ebiten's
// final screen itself (see game.DrawFinalScreen).
type surface interface {
	Bounds() image.Rectangle
	DrawImage(img *ebiten.Image, options *ebiten.DrawImageOptions)
	DrawTriangles(vertices []ebiten.Vertex, indices []uint16, img *ebiten.Image, options *ebiten.DrawTrianglesOptions)
	Fill(clr color.Color)
}

// text paints s with its line's top-left corner at x, y, its type
// scene.FontPx times scale pixels, in colour c: each glyph at the pen,
// which moves by the font's advance (the widths scene.TextW measures), its
// baseline scene.Baseline down the line.
func (k *ink) text(dst surface, s string, x, y, scale float64, c color.Color) {
	op := &k.op
	*op = ebiten.DrawImageOptions{}
	op.ColorScale.ScaleWithColor(c)
	px := int(math.Round(scene.FontPx * scale))
	base := math.Round(y + scene.Baseline*scale)
	for _, r := range s {
		g, adv := k.glyph(r, px)
		if g.img != nil && r != ' ' {
			op.GeoM.Reset()
			op.GeoM.Translate(math.Round(x)-g.dx, base-g.dy)
			dst.DrawImage(g.img, op)
		}
		x += adv
	}
}

// poly fills the convex polygon pts with c.
func (k *ink) poly(dst surface, c color.Color, pts ...[2]float64) {
	r, g, b, a := c.RGBA()
	k.vs, k.is = k.vs[:0], k.is[:0]
	for i, p := range pts {
		k.vs = append(k.vs, ebiten.Vertex{DstX: float32(p[0]), DstY: float32(p[1]), SrcX: k.wx, SrcY: k.wy,
			ColorR: float32(r) / 0xffff, ColorG: float32(g) / 0xffff, ColorB: float32(b) / 0xffff, ColorA: float32(a) / 0xffff})
		if i >= 2 {
			k.is = append(k.is, 0, uint16(i-1), uint16(i))
		}
	}
	dst.DrawTriangles(k.vs, k.is, k.white, nil)
}

// rect fills an axis-aligned rectangle.
func (k *ink) rect(dst surface, x, y, w, h float64, c color.Color) {
	k.poly(dst, c, [2]float64{x, y}, [2]float64{x + w, y}, [2]float64{x + w, y + h}, [2]float64{x, y + h})
}

// line strokes a segment of the given width.
func (k *ink) line(dst surface, x0, y0, x1, y1, width float64, c color.Color) {
	dx, dy := x1-x0, y1-y0
	n := math.Hypot(dx, dy)
	if n == 0 {
		return
	}
	nx, ny := -dy/n*width/2, dx/n*width/2
	k.poly(dst, c, [2]float64{x0 + nx, y0 + ny}, [2]float64{x1 + nx, y1 + ny}, [2]float64{x1 - nx, y1 - ny}, [2]float64{x0 - nx, y0 - ny})
}

// dot fills an octagon of radius r around x, y.
func (k *ink) dot(dst surface, x, y, r float64, c color.Color) {
	var pts [8][2]float64
	for i := range pts {
		a := math.Pi / 8 * float64(2*i+1)
		pts[i] = [2]float64{x + r*math.Cos(a), y + r*math.Sin(a)}
	}
	k.poly(dst, c, pts[:]...)
}
