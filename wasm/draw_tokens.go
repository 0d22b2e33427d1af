//go:build js && wasm

package main

import (
	"image/color"
	"math"

	"coordsim/wasm/scene"
)

// What moves on the canvas: each message as a card (its shape says which
// way it goes), where one was lost, and a client's timeout.

// tokenDir is which way a token's card points: +1 right (a request on its
// way), -1 left (an answer on its way back), 0 a plain card (held at the
// line: stopped). The shape says it, not the colour alone.
func tokenDir(k scene.Token) float64 {
	switch {
	case k.Phase == scene.PhaseHeld:
		return 0
	case k.Response || k.Phase == scene.PhaseReply:
		return -1
	}
	return 1
}

// card is a token's outline: a rectangle whose leading side (dir) comes
// to a point.
func card(r scene.Rect, dir, s float64) [][2]float64 {
	tip := math.Min(scene.TokenTip*s, r.H/2)
	x0, x1, y0, y1, ym := r.X, r.X+r.W, r.Y, r.Y+r.H, r.Y+r.H/2
	switch {
	case dir > 0:
		return [][2]float64{{x0, y0}, {x1 - tip, y0}, {x1, ym}, {x1 - tip, y1}, {x0, y1}}
	case dir < 0:
		return [][2]float64{{x0 + tip, y0}, {x1, y0}, {x1, y1}, {x0 + tip, y1}, {x0, ym}}
	}
	return [][2]float64{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}
}

// outline fills the convex polygon pts and strokes its edges.
func (p painter) outline(pts [][2]float64, fill, ink color.Color, width float64) {
	pen.poly(p.dst, fill, pts...)
	for i := range pts {
		a, b := pts[i], pts[(i+1)%len(pts)]
		p.line(a[0], a[1], b[0], b[1], width, ink)
	}
}

func (p painter) token(k scene.Token) {
	s := p.scale
	r := k.Box()
	fill, ok := toneFill[k.Tone]
	if !ok {
		fill = nodeFill
	}
	ink, dir := toneInk[k.Tone], tokenDir(k)
	if k.Compact {
		// No room for words: a small mark of the same shape.
		p.outline(card(r, dir, s), fill, ink, 1.5*s)
		return
	}
	if k.Dup {
		// A second copy: a shadow card behind it.
		p.outline(card(scene.Rect{X: r.X + 3*s, Y: r.Y + 3*s, W: r.W, H: r.H}, dir, s), fill, ink, 1*s)
	}
	if k.ByYou {
		// The learner's move: a second frame around the card, not colour alone.
		p.frame(scene.Rect{X: r.X - 3*s, Y: r.Y - 3*s, W: r.W + 6*s, H: r.H + 6*s}, 2*s, byYouInk)
	}
	p.outline(card(r, dir, s), fill, ink, 1.5*s)
	// The words sit in the card's body, clear of its point.
	body := r
	body.W -= scene.TokenTip * s * math.Abs(dir)
	if dir < 0 {
		body.X += scene.TokenTip * s
	}
	widest := 0.0
	for _, l := range k.Lines {
		widest = max(widest, scene.TextW(l)*s)
	}
	inset := math.Min(6*s, (body.W-widest)/2)
	for i, l := range k.Lines {
		tone := k.Tone
		if i > 0 && k.Phase != scene.PhaseReply {
			tone = scene.ToneMuted
		}
		p.text(scene.Text{X: body.X + inset, Y: r.Y + 3*s + float64(i)*scene.LineH*s, S: l, Tone: tone})
	}
}

// cross marks where a message was lost: an X and a word.
func (p painter) cross(c scene.Cross) {
	s := p.scale
	r := 5 * s
	ink := toneInk[c.Tone]
	p.line(c.X-r, c.Y-r, c.X+r, c.Y+r, 2.5*s, ink)
	p.line(c.X-r, c.Y+r, c.X+r, c.Y-r, 2.5*s, ink)
	if c.ByYou { // lost by the learner's move: a box around the X
		p.frame(scene.Rect{X: c.X - 2*r, Y: c.Y - 2*r, W: 4 * r, H: 4 * r}, 2*s, byYouInk)
	}
	for _, l := range c.Lines {
		p.text(l)
	}
}

// mark draws a sign at a node: a timeout is a clock face, its hands at the
// hour the timer was set for.
func (p painter) mark(m scene.Mark) {
	s := p.scale
	ink := toneInk[m.Tone]
	pen.dot(p.dst, m.X, m.Y, m.R, ink)
	pen.dot(p.dst, m.X, m.Y, m.R-1.5*s, nodeFill)
	p.line(m.X, m.Y, m.X, m.Y-m.R+3*s, 1.5*s, ink)
	p.line(m.X, m.Y, m.X+m.R-3.5*s, m.Y, 1.5*s, ink)
	for _, l := range m.Lines {
		p.text(l)
	}
}
