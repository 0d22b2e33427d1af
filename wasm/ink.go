//go:build js && wasm

package main

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font/basicfont"

	"coordsim/wasm/glyphs"
	"coordsim/wasm/scene"
)

// ink paints everything on the canvas from one small source image: the 7x13
// bitmap font's ASCII glyphs, the Japanese glyphs the catalogue's canvas
// sentences use (package glyphs, 12x13, two 7-pixel cells each), and a
// white patch for shapes. With one source, Ebiten batches a whole frame
// into a few draw calls; switching between a font atlas and vector shapes
// broke it into hundreds, which software WebGL turned into tens of
// milliseconds per frame. It also keeps Ebiten's text and vector packages
// (and a font shaper) out of the WASM.
type ink struct {
	face   *basicfont.Face
	atlas  *ebiten.Image
	rows   []*ebiten.Image // one sub-image per ASCII glyph
	wide   []*ebiten.Image // one per glyphs.Index
	wx, wy float32         // centre of the white patch, in atlas pixels
	vs     []ebiten.Vertex
	is     []uint16
	// op is text's options, reused: made per call it escaped to the heap
	// (a surface is an interface), a quarter of what a frame allocated.
	op ebiten.DrawImageOptions
}

func newInk(f *basicfont.Face) *ink {
	mb := f.Mask.Bounds()
	h := f.Ascent + f.Descent
	// The Japanese glyphs stand in columns right of the ASCII strip, as
	// tall as it, a pixel apart so scaled glyphs never sample a neighbour.
	left := max(f.Width, 3) + 1
	perCol := max(mb.Dy()/glyphs.H, 1)
	cols := (glyphs.Count() + perCol - 1) / perCol
	img := image.NewRGBA(image.Rect(0, 0, left+cols*(glyphs.W+1), mb.Dy()+3))
	draw.DrawMask(img, mb.Sub(mb.Min), image.NewUniform(color.White), image.Point{}, f.Mask, mb.Min, draw.Src)
	draw.Draw(img, image.Rect(0, mb.Dy(), 3, mb.Dy()+3), image.NewUniform(color.White), image.Point{}, draw.Src)
	at := func(i int) image.Point { return image.Pt(left+i/perCol*(glyphs.W+1), i%perCol*glyphs.H) }
	for i := range glyphs.Count() {
		o := at(i)
		for y := range glyphs.H {
			for x := range glyphs.W {
				if glyphs.Set(i, x, y) {
					img.Set(o.X+x, o.Y+y, color.White)
				}
			}
		}
	}
	k := &ink{face: f, atlas: ebiten.NewImageFromImage(img), wx: 1.5, wy: float32(mb.Dy()) + 1.5}
	for y := 0; y+h <= mb.Dy(); y += h {
		k.rows = append(k.rows, k.atlas.SubImage(image.Rect(0, y, f.Width, y+h)).(*ebiten.Image))
	}
	for i := range glyphs.Count() {
		o := at(i)
		k.wide = append(k.wide, k.atlas.SubImage(image.Rect(o.X, o.Y, o.X+glyphs.W, o.Y+glyphs.H)).(*ebiten.Image))
	}
	return k
}

// row finds r's glyph.
func (k *ink) row(r rune) (int, bool) {
	for _, rg := range k.face.Ranges {
		if r >= rg.Low && r < rg.High {
			i := int(r-rg.Low) + rg.Offset
			return i, i < len(k.rows)
		}
	}
	return 0, false
}

// surface is what the canvas paints on: an offscreen image, or Ebiten's
// final screen itself (see game.DrawFinalScreen).
type surface interface {
	Bounds() image.Rectangle
	DrawImage(img *ebiten.Image, options *ebiten.DrawImageOptions)
	DrawTriangles(vertices []ebiten.Vertex, indices []uint16, img *ebiten.Image, options *ebiten.DrawTrianglesOptions)
	Fill(clr color.Color)
}

// text paints s with its top-left corner at x, y, each glyph scale times its
// size, in colour c. A character beyond ASCII takes two cells
// (scene.RuneCells), its 12-pixel glyph centred in their 14.
func (k *ink) text(dst surface, s string, x, y, scale float64, c color.Color) {
	op := &k.op
	*op = ebiten.DrawImageOptions{}
	op.ColorScale.ScaleWithColor(c)
	cell := float64(k.face.Advance) * scale
	for _, r := range s {
		src, dx := k.glyph(r)
		if r != ' ' {
			op.GeoM.Reset()
			op.GeoM.Scale(scale, scale)
			op.GeoM.Translate(x+dx*scale, y)
			dst.DrawImage(src, op)
		}
		x += float64(scene.RuneCells(r)) * cell
	}
}

// glyph is r's image and how far right of its cell it is drawn.
func (k *ink) glyph(r rune) (*ebiten.Image, float64) {
	if r >= 0x80 {
		if i, ok := glyphs.Index(r); ok {
			return k.wide[i], float64(2*k.face.Advance-glyphs.W) / 2
		}
		r = '?'
	}
	i, ok := k.row(r)
	if !ok {
		i, _ = k.row('?')
	}
	return k.rows[i], 0
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
	dst.DrawTriangles(k.vs, k.is, k.atlas, nil)
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
