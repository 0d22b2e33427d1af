//go:build js && wasm

package main

import (
	"github.com/hajimehoshi/ebiten/v2"

	"coordsim/wasm/scene"
)

// Compare mode on the canvas: one Ebiten canvas draws run A and run B side
// by side (stacked where the canvas is narrow), from two scenes on one
// playhead, rather than a second frame with a second WebAssembly instance.
// Where the panes go is scene.Pair's (pure geometry) and which runs the
// bridge's; this file only paints.

// paneImages are the panes' offscreen images, reused while their size
// stays the same.
var paneImages [2]*ebiten.Image

func paneImage(i, w, h int) *ebiten.Image {
	img := paneImages[i]
	if img == nil || img.Bounds().Dx() != w || img.Bounds().Dy() != h {
		if img != nil {
			img.Deallocate()
		}
		img = ebiten.NewImage(w, h)
		paneImages[i] = img
	}
	return img
}

// drawPair paints both panes when the page compares two runs, and reports
// whether it did.
func (g *game) drawPair(screen surface) bool {
	b := screen.Bounds()
	ps := g.app.PairScene(float64(b.Dx()), float64(b.Dy()), ebiten.Monitor().DeviceScaleFactor())
	if ps == nil {
		return false
	}
	screen.Fill(stripFill) // the gap between the panes
	top := painter{screen, ps.Scale}
	for i := range ps.Panes {
		pane := &ps.Panes[i]
		sc := pane.Scene
		img := paneImage(i, int(sc.W), int(sc.H))
		paint(img, sc)
		if m := pane.Diverge; m != nil {
			p := painter{img, sc.Scale}
			strip := sc.Timeline.Strip
			p.line(m.X, strip.Y-4*sc.Scale, m.X, strip.Y+strip.H+3*sc.Scale, 3*sc.Scale, toneInk[m.Tone])
			p.text(m.Label)
		}
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(pane.R.X, pane.R.Y+pane.SceneY)
		screen.DrawImage(img, op)
		top.rect(scene.Rect{X: pane.R.X, Y: pane.R.Y, W: pane.R.W, H: pane.SceneY}, siteFill)
		t := pane.Title
		t.X, t.Y = t.X+pane.R.X, t.Y+pane.R.Y
		top.text(t)
	}
	return true
}
