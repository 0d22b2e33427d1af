//go:build js && wasm

package main

import (
	"image"
	"image/color"
	"image/draw"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font/basicfont"
)

// glyphs draws text from the 7x13 bitmap font's own atlas. Ebiten's text
// package would pull a font shaper into the WASM (about 0.4 MB gzip); a
// bitmap font needs only sub-images. Japanese and other prose live in the
// HTML around the canvas, so ASCII is all the canvas draws.
type glyphs struct {
	atlas *ebiten.Image
	face  *basicfont.Face
}

func newGlyphs(f *basicfont.Face) *glyphs {
	// The mask is an alpha image; white glyphs on transparency can be tinted
	// with ColorScale.
	b := f.Mask.Bounds()
	img := image.NewRGBA(b)
	draw.DrawMask(img, b, image.NewUniform(color.White), image.Point{}, f.Mask, b.Min, draw.Src)
	return &glyphs{atlas: ebiten.NewImageFromImage(img), face: f}
}

// index finds r's row in the atlas.
func (g *glyphs) index(r rune) (int, bool) {
	for _, rg := range g.face.Ranges {
		if r >= rg.Low && r < rg.High {
			return int(r-rg.Low) + rg.Offset, true
		}
	}
	return 0, false
}

// draw paints s with its top-left corner at x, y, each glyph scale times
// its size, in colour c.
func (g *glyphs) draw(dst *ebiten.Image, s string, x, y, scale float64, c color.Color) {
	h := g.face.Ascent + g.face.Descent
	op := &ebiten.DrawImageOptions{}
	op.ColorScale.ScaleWithColor(c)
	for _, r := range s {
		row, ok := g.index(r)
		if !ok {
			row, _ = g.index('?')
		}
		op.GeoM.Reset()
		op.GeoM.Scale(scale, scale)
		op.GeoM.Translate(x, y)
		x += float64(g.face.Advance) * scale
		if r == ' ' {
			continue
		}
		sub := g.atlas.SubImage(image.Rect(0, row*h, g.face.Width, (row+1)*h)).(*ebiten.Image)
		dst.DrawImage(sub, op)
	}
}
