//go:build js && wasm

package main

import (
	"image"
	"math"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"

	"coordsim/wasm/bridge"
	"coordsim/wasm/scene"
	"coordsim/wasm/typeface"
)

// Glyph atlases: one per font and pixel size, every character of the font
// rasterized by the browser (canvas.js's coordsimGlyphs: the font's own
// outlines, anti-aliased, at device pixels) into a grid of cells, and cut
// here into one sub-image a glyph. The WASM links no font parser (see
// package typeface for what one cost).

// fontLoaded is what the page calls once a font the canvas asked for has
// loaded (or failed to): the frame that lacked its text is painted again.
func fontLoaded() {
	js.Global().Set("coordsimFontLoaded", js.FuncOf(func(js.Value, []js.Value) any {
		//lint:ignore SA1019 pairs with FPSModeVsyncOffMinimum (idle.go)
		ebiten.ScheduleFrame()
		bridge.WakeCanvasJS()
		return nil
	}))
}

// fetchFonts has the page fetch, as each new language is shown, the
// fonts its canvas sentences need (the first face, Latin, always: ids and
// numbers), so that they are there by the paint.
func fetchFonts() {
	fetched := map[string]bool{}
	bridge.LangShown = func(lang string) {
		if fetched[lang] {
			return
		}
		fetched[lang] = true
		for _, f := range append([]*typeface.Face{typeface.Faces()[0]}, typeface.FacesFor(scene.StartCaption(lang))...) {
			js.Global().Call("coordsimFont", f.Family, f.File)
		}
	}
}

type glyphKey struct {
	face *typeface.Face
	px   int
}

// glyphSet is one font at one size; not ready while its font loads.
type glyphSet struct {
	glyphs []glyph
	ready  bool
	tried  int // the frame it was last asked for
}

// glyph is one character's image, drawn dx, dy up and left of the pen on
// the baseline.
type glyph struct {
	img    *ebiten.Image
	dx, dy float64
}

// glyph is r's image at px pixels and how far it moves the pen. While
// its font loads there is no image, and the frame is marked missing.
func (k *ink) glyph(r rune, px int) (glyph, float64) {
	f, i := typeface.Lookup(r)
	adv := f.Advance(i) * float64(px)
	set := k.set(f, px)
	if !set.ready {
		k.missing = true
		return glyph{}, adv
	}
	return set.glyphs[i], adv
}

// set is face f's atlas at px pixels, asking the browser to rasterize it
// the first time (and again each frame while the font loads).
func (k *ink) set(f *typeface.Face, px int) *glyphSet {
	key := glyphKey{f, px}
	if s, ok := k.sets[key]; ok && (s.ready || s.tried == k.frame) {
		return s
	}
	s := rasterize(f, px)
	s.tried = k.frame
	k.sets[key] = s
	return s
}

// rasterize asks the page for f's glyphs at px pixels: a grid of cells,
// each a glyph with its pen at (pad, pad+ascent); nil data while the font
// is not loaded yet (the page wakes the canvas once it is).
func rasterize(f *typeface.Face, px int) *glyphSet {
	runes := f.Runes()
	widest := 0.0
	for i := range runes {
		widest = max(widest, f.Advance(i))
	}
	pad := px/8 + 1
	asc := int(math.Ceil(f.Ascent() * float64(px)))
	cellW := int(math.Ceil(widest*float64(px))) + 2*pad
	cellH := asc + int(math.Ceil(f.Descent()*float64(px))) + 2*pad
	cols := max(1, min(len(runes), 2048/cellW))
	rows := (len(runes) + cols - 1) / cols
	data := js.Global().Call("coordsimGlyphs", f.Family, f.File, px, string(runes), cellW, cellH, pad, pad+asc, cols)
	if data.IsNull() || data.IsUndefined() {
		return &glyphSet{}
	}
	w, h := cols*cellW, rows*cellH
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	js.CopyBytesToGo(img.Pix, data)
	// The canvas gives white at each pixel's coverage, not premultiplied;
	// Ebiten wants premultiplied alpha.
	for p := 0; p < len(img.Pix); p += 4 {
		a := img.Pix[p+3]
		img.Pix[p], img.Pix[p+1], img.Pix[p+2] = a, a, a
	}
	atlas := ebiten.NewImageFromImage(img)
	s := &glyphSet{ready: true, glyphs: make([]glyph, len(runes))}
	for i := range runes {
		x, y := i%cols*cellW, i/cols*cellH
		s.glyphs[i] = glyph{
			img: atlas.SubImage(image.Rect(x, y, x+cellW, y+cellH)).(*ebiten.Image),
			dx:  float64(pad), dy: float64(pad + asc),
		}
	}
	return s
}
