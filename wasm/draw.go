//go:build js && wasm

package main

import (
	"image/color"
	"math"
	"runtime"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"coordsim/wasm/bridge"
	"coordsim/wasm/scene"
)

var pen = newInk()

var (
	background = rgb(0xf6f5f0)
	inkBlack   = rgb(0x1d1d1f)
	siteFill   = rgb(0xe9e7df)
	nodeFill   = rgb(0xffffff)
	byYouInk   = rgb(0x7a3db8) // the learner's moves, as the page marks them (views.css)
	stripFill  = rgb(0xdcdad2)
	partFill   = rgb(0xf3c9c9)
	crashFill  = rgb(0xfbe6f1)
)

// toneInk is a tone's text and outline colour; toneFill its token fill.
var toneInk = map[scene.Tone]color.RGBA{
	scene.ToneNeutral:  inkBlack,
	scene.ToneRequest:  rgb(0x1f55b0),
	scene.ToneHeld:     rgb(0x9a5a00),
	scene.ToneApplied:  rgb(0x17702f),
	scene.ToneReplayed: rgb(0x6a3fb5),
	scene.ToneRejected: rgb(0xbf1f2a),
	scene.ToneRead:     rgb(0x0d6673),
	scene.ToneCrash:    rgb(0xa0206e),
	scene.ToneWarn:     rgb(0xa94400),
	scene.ToneMuted:    rgb(0x5f5f5f),
}

var toneFill = map[scene.Tone]color.RGBA{
	scene.ToneRequest:  rgb(0xdde8fb),
	scene.ToneHeld:     rgb(0xffe7bf),
	scene.ToneApplied:  rgb(0xd8f0dd),
	scene.ToneReplayed: rgb(0xe8defa),
	scene.ToneRejected: rgb(0xfbdadc),
	scene.ToneRead:     rgb(0xd6eef1),
}

func rgb(v uint32) color.RGBA {
	return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}
}

type game struct {
	app *bridge.State
	// What the screen shows now: Draw repaints only when it changes (a
	// scheduled frame may change nothing, e.g. a pointer move off the
	// timeline).
	shown bridge.DrawKey
	// Whether the canvas has been painted and shown (reveal).
	revealed bool
	// The last paint lacked text whose font was still loading: paint
	// again, whatever the key (the font's load wakes the canvas).
	incomplete bool
}

func (g *game) Update() error {
	g.app.Frame()
	return nil
}

func (g *game) Layout(w, h int) (int, int) { return w, h } // unused: LayoutF wins

// LayoutF renders at device pixels, so a high-density screen gets sharp text
// rather than an upscaled canvas.
func (g *game) LayoutF(w, h float64) (float64, float64) {
	r := ebiten.Monitor().DeviceScaleFactor()
	return math.Ceil(w * r), math.Ceil(h * r)
}

// Draw only notes whether the picture changes; DrawFinalScreen paints it.
// Ebiten runs DrawFinalScreen only after a Draw that drew something, so a
// change draws one pixel of the offscreen, which nothing shows.
func (g *game) Draw(offscreen *ebiten.Image) {
	b := offscreen.Bounds()
	key := g.app.Key(b.Dx(), b.Dy())
	if key == g.shown && !g.incomplete {
		return
	}
	g.shown = key
	pen.rect(offscreen, 0, 0, 1, 1, background)
}

// DrawFinalScreen paints the scene straight onto the screen: by default
// Ebiten copies the offscreen image there, a pass over every pixel of the
// canvas that software GL pays for on every frame. It paints every pixel
// with opaque fills, so the opaque drawing buffer (context.go) never shows
// its black. (Layout asks for the screen's own size, so geoM is the
// identity; were it not, the scene goes through the offscreen.)
func (g *game) DrawFinalScreen(screen ebiten.FinalScreen, offscreen *ebiten.Image, geoM ebiten.GeoM) {
	start := time.Now()
	pen.frame++
	pen.missing = false
	defer func() {
		g.app.Drawn(time.Since(start))
		g.app.Painted()
		// A paint without all its text is not shown first: the canvas
		// stays hidden until one with every glyph.
		g.incomplete = pen.missing
		if !g.revealed && !g.incomplete {
			g.revealed = true
			reveal()
		}
	}()
	if geoM != (ebiten.GeoM{}) {
		// As Ebiten would (LayoutF rounds up, so this only ever shrinks
		// the picture, which Ebiten does with linear filtering), over a
		// fill of what the picture leaves uncovered.
		screen.Fill(background)
		g.drawScene(offscreen)
		op := &ebiten.DrawImageOptions{GeoM: geoM}
		if geoM.Element(0, 0) < 1 {
			op.Filter = ebiten.FilterLinear
		}
		screen.DrawImage(offscreen, op)
		return
	}
	g.drawScene(screen)
}

func (g *game) drawScene(dst surface) {
	// A panic here would end Ebiten's loop and the page's Go program; a
	// scene that fails to lay out leaves the background and says so on
	// the console (the bridge's calls are guarded alike: bridge/guard.go).
	defer func() {
		if v := recover(); v != nil {
			stack := make([]byte, 8<<10)
			bridge.ConsoleError("coordsim: the canvas failed to draw: " + bridge.PanicText(v) + "\n" + string(stack[:runtime.Stack(stack, false)]))
			dst.Fill(background)
		}
	}()
	b := dst.Bounds()
	if g.drawPair(dst) { // compare mode: two panes (compare_canvas.go)
		return
	}
	sc := g.app.Scene(float64(b.Dx()), float64(b.Dy()), ebiten.Monitor().DeviceScaleFactor())
	if sc == nil {
		dst.Fill(background)
		return
	}
	paint(dst, sc)
}

// paint draws scene sc over the whole of dst.
func paint(dst surface, sc *scene.Scene) {
	p := painter{dst, sc.Scale}
	p.ground(sc.Boxes)
	for _, box := range sc.Boxes {
		p.box(box)
	}
	for _, l := range sc.Links {
		p.link(l, sc.Partition)
	}
	for _, l := range sc.Lanes {
		p.lane(l.X0, l.Y0, l.X1, l.Y1, sc.Partition, rgb(0xb4b4b4))
	}
	if sc.Partition != nil {
		p.partition(sc.Partition)
	}
	for _, t := range sc.Texts {
		p.text(t)
	}
	for _, k := range sc.Tokens {
		p.token(k)
	}
	for _, c := range sc.Crosses {
		p.cross(c)
	}
	for _, m := range sc.Marks {
		p.mark(m)
	}
	p.timeline(&sc.Timeline, sc.T)
	p.text(sc.Caption)
}

type painter struct {
	dst   surface
	scale float64
}

func (p painter) rect(r scene.Rect, fill color.Color) {
	pen.rect(p.dst, r.X, r.Y, r.W, r.H, fill)
}

func (p painter) frame(r scene.Rect, width float64, c color.Color) {
	w := width
	pen.rect(p.dst, r.X, r.Y, r.W, w, c)
	pen.rect(p.dst, r.X, r.Y+r.H-w, r.W, w, c)
	pen.rect(p.dst, r.X, r.Y+w, w, r.H-2*w, c)
	pen.rect(p.dst, r.X+r.W-w, r.Y+w, w, r.H-2*w, c)
}

func (p painter) line(x0, y0, x1, y1, width float64, c color.Color) {
	pen.line(p.dst, x0, y0, x1, y1, width, c)
}

func (p painter) text(t scene.Text) {
	if t.S == "" {
		return
	}
	pen.text(p.dst, t.S, math.Round(t.X), math.Round(t.Y), p.scale, toneInk[t.Tone])
}

// ground fills the background and the sites, each only where no site or
// node box goes over it (scene.Uncovered): every pixel is filled once,
// where a fill of the whole canvas, then of the sites, then of the nodes
// made software GL fill most of them three times. Every fill is opaque.
func (p painter) ground(boxes []scene.Box) {
	var sites, nodes []scene.Rect
	for _, b := range boxes {
		if isSite(b) {
			sites = append(sites, b.R)
		} else {
			nodes = append(nodes, b.R)
		}
	}
	all := p.dst.Bounds()
	for _, k := range scene.Uncovered(scene.Rect{W: float64(all.Dx()), H: float64(all.Dy())}, sites) {
		p.fill(k, background)
	}
	for _, site := range sites {
		for _, k := range scene.Uncovered(site, nodes) {
			p.fill(k, siteFill)
		}
	}
}

func isSite(b scene.Box) bool { return b.Name == "site-a" || b.Name == "site-b" }

// fill paints a rectangle by its edges, so that it meets its neighbours'
// edges exactly.
func (p painter) fill(k scene.Corners, c color.Color) {
	pen.poly(p.dst, c, [2]float64{k.X0, k.Y0}, [2]float64{k.X1, k.Y0}, [2]float64{k.X1, k.Y1}, [2]float64{k.X0, k.Y1})
}

func (p painter) box(b scene.Box) {
	s := p.scale
	if isSite(b) { // filled by ground
		p.text(b.TitleAt(s))
		return
	}
	border, width := inkBlack, 1*s
	if b.Flash {
		border, width = toneInk[scene.ToneRequest], 3*s
	}
	if b.Down {
		p.rect(b.R, crashFill)
		border, width = toneInk[scene.ToneCrash], 3*s
	} else {
		p.rect(b.R, nodeFill)
	}
	p.frame(b.R, width, border)
	ink := toneInk[scene.ToneMuted]
	if b.Down {
		ink = toneInk[scene.ToneCrash]
	}
	p.icon(b.Icon(), b.IconAt(s), ink)
	p.text(b.TitleAt(s))
	if b.Down {
		// A banner in the title row, right-aligned: the process is gone.
		r := b.BadgeRect(s)
		p.rect(r, toneInk[scene.ToneCrash])
		pen.text(p.dst, b.Badge, math.Round(r.X+4*s), math.Round(r.Y+3*s), s, color.White)
	}
	p.line(b.R.X+6*s, b.R.Y+6*s+scene.LineH*s+1*s, b.R.X+b.R.W-6*s, b.R.Y+6*s+scene.LineH*s+1*s, 1, stripFill)
}

// lane strokes a path of the network, cut where the partition's line
// crosses it: a partition cuts the link, not only the picture.
func (p painter) lane(x0, y0, x1, y1 float64, pt *scene.Partition, c color.Color) {
	w := 1.5 * p.scale
	if pt == nil || pt.X <= x0 || pt.X >= x1 {
		p.line(x0, y0, x1, y1, w, c)
		return
	}
	gap := 7 * p.scale
	at := func(x float64) float64 { return y0 + (y1-y0)*(x-x0)/(x1-x0) }
	p.line(x0, y0, pt.X-gap, at(pt.X-gap), w, c)
	p.line(pt.X+gap, at(pt.X+gap), x1, y1, w, c)
}

func (p painter) link(l scene.Link, pt *scene.Partition) {
	s := p.scale
	c := rgb(0x9a9a9a)
	p.lane(l.X0, l.Y, l.X1, l.Y, pt, c)
	head, dir := scene.ArrowHead(s), 1.0
	tip := l.X1
	if !l.Rightward {
		tip, dir = l.X0, -1
	}
	p.line(tip, l.Y, tip-dir*head, l.Y-head/2, 1.5*s, c)
	p.line(tip, l.Y, tip-dir*head, l.Y+head/2, 1.5*s, c)
	// Label each lane at its arrowhead, clear of the partition queue.
	p.text(l.LabelAt(s))
}

func (p painter) partition(pt *scene.Partition) {
	s := p.scale
	c := toneInk[scene.ToneRejected]
	dash, gap := 10*s, 6*s
	for y := pt.Y0; y < pt.Y1; y += dash + gap {
		p.line(pt.X, y, pt.X, math.Min(y+dash, pt.Y1), 3*s, c)
	}
	r := pt.BannerRect(s)
	p.rect(r, c)
	pen.text(p.dst, pt.Label, math.Round(r.X+4*s), math.Round(r.Y+3*s), s, color.White)
}

func (p painter) timeline(tl *scene.Timeline, t float64) {
	s := p.scale
	lh := scene.LineH * s
	strip := tl.Strip
	p.rect(strip, stripFill)
	for _, r := range tl.Parts {
		p.rect(r, partFill)
	}
	for _, tx := range tl.PartTexts {
		p.text(tx)
	}
	for _, m := range tl.Ticks {
		hgt := 3 * s
		if m.Label != "" {
			hgt = 6 * s
			w := scene.TextW(m.Label) * s
			p.text(scene.Text{X: m.X - w/2, Y: strip.Y + strip.H + 7*s, S: m.Label, Tone: scene.ToneMuted})
		}
		p.line(m.X, strip.Y+strip.H, m.X, strip.Y+strip.H+hgt, 1, inkBlack)
	}
	marker := func(m *scene.Marker, width float64) {
		c := toneInk[m.Tone]
		p.line(m.X, m.Label.Y+lh, m.X, strip.Y+strip.H, width*s, c)
		p.text(m.Label)
	}
	for _, r := range tl.Downs {
		p.rect(r, toneInk[scene.ToneCrash])
	}
	for _, x := range tl.Breaks {
		// A small red wedge above the strip: an invariant broke here.
		c := toneInk[scene.ToneRejected]
		y := strip.Y
		pen.poly(p.dst, c, [2]float64{x - 5*s, y - 7*s}, [2]float64{x + 5*s, y - 7*s}, [2]float64{x, y})
	}
	marker(&tl.Deadline, 2)
	if tl.Recovery != nil {
		marker(tl.Recovery, 2)
	}
	// The playhead: a line through the strip and a handle below it.
	c := toneInk[scene.ToneRequest]
	x := tl.Playhead
	p.line(x, strip.Y-3*s, x, strip.Y+strip.H+3*s, 3*s, c)
	pen.dot(p.dst, x, strip.Y-3*s, 4*s, c)
	_ = t
}
