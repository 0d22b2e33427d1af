//go:build js && wasm

package main

import (
	"github.com/hajimehoshi/ebiten/v2"

	"coordsim/engine"
	"coordsim/internal/share"
	"coordsim/wasm/scene"
)

// Compare mode on the canvas: one Ebiten canvas draws run A and run B side
// by side (stacked where the canvas is narrow), from two scenes on one
// playhead, rather than a second frame with a second WebAssembly instance.
// Where the panes go is scene.Pair's (pure geometry); this file only paints.

// pairOf is the pair of runs the page compares, or nil when the query
// names no run B; res is run A's result.
func pairOf(s share.State, res *engine.Result) *scene.Pair {
	sb, ok := s.BState()
	if !ok {
		return nil
	}
	resB, err := sb.Named().Run(sb.Params())
	if err != nil {
		return nil
	}
	diverge := int64(-1)
	if d := engine.Compare(res, resB).FirstDivergence; d != nil {
		diverge = d.Tick
	}
	return scene.NewPair(res, resB, diverge, s.Lang)
}

// pairScene lays the pair out (nil when not comparing) and keeps the
// panes' timelines for pointer hits; timelineBox reports run A's.
func (a *app) pairScene(w, h, ratio float64) *scene.PairScene {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.pair == nil {
		a.shown = nil
		return nil
	}
	ps := a.pair.AtRatio(a.t, w, h, ratio)
	a.shown, a.timeline, a.ratio = ps, ps.Panes[0].Timeline(), max(ratio, 1)
	return ps
}

// hit is the timeline under x, y (device pixels): either pane's in compare
// mode. The caller holds a.mu.
func (a *app) hit(x, y float64) (scene.Timeline, bool) {
	if a.pair != nil && a.shown != nil {
		return a.shown.TimelineAt(x, y)
	}
	return a.timeline, a.timeline.R.Contains(x, y)
}

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
func (g *game) drawPair(screen *ebiten.Image) bool {
	b := screen.Bounds()
	ps := g.app.pairScene(float64(b.Dx()), float64(b.Dy()), ebiten.Monitor().DeviceScaleFactor())
	if ps == nil {
		return false
	}
	screen.Fill(stripFill) // the gap between the panes
	top := painter{screen, ps.Scale}
	for i := range ps.Panes {
		pane := &ps.Panes[i]
		sc := pane.Scene
		img := paneImage(i, int(sc.W), int(sc.H))
		img.Fill(background)
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

// panes describes the panes as last drawn, in CSS pixels, for the page's
// tests: [{x, y, w, h, title, t, end, divergeX}] (divergeX relative to the
// pane, -1 without a mark); empty when not comparing.
func (a *app) panes() []any {
	a.mu.Lock()
	defer a.mu.Unlock()
	out := []any{}
	if a.pair == nil || a.shown == nil {
		return out
	}
	r := a.ratio
	for i := range a.shown.Panes {
		p := &a.shown.Panes[i]
		dx := -1.0
		if p.Diverge != nil {
			dx = p.Diverge.X / r
		}
		out = append(out, map[string]any{"x": p.R.X / r, "y": p.R.Y / r, "w": p.R.W / r, "h": p.R.H / r, "title": p.Title.S,
			"t": p.Scene.T, "end": p.Scene.Timeline.End, "divergeX": dx, "stacked": a.shown.Stacked})
	}
	return out
}
