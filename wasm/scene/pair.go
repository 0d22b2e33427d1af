package scene

import (
	"math"

	"coordsim/engine"
)

// Comparing two runs on one canvas: run A and run B each get a pane (side
// by side where the canvas is wide, stacked where it is narrow) and play in
// lockstep on one playhead. Both timelines span the same ticks, so a tick
// sits at the same place on both, and both mark where the traces part.

// Pair is two recorded runs shown together.
type Pair struct {
	A, B Reel
	End  int64 // the shared last tick: the later of the two runs' ends
	// Diverge is the tick of the first trace entry where A and B differ
	// (compare.Runs's FirstDivergence), -1 when the traces are the same.
	Diverge int64
	Lang    string // what the panes' titles speak
}

// NewPair lays out runs a and b in lockstep, their canvas speaking lang;
// diverge is the tick of their first difference (-1 for none).
func NewPair(a, b *engine.Result, diverge int64, lang string) *Pair {
	p := &Pair{A: NewIn(a, lang), B: NewIn(b, lang), End: max(a.TimelineEnd, b.TimelineEnd), Diverge: diverge, Lang: lang}
	for _, r := range []Reel{p.A, p.B} {
		if e, ok := r.(interface{ stretch(int64) }); ok {
			e.stretch(p.End)
		}
	}
	return p
}

// stretch makes the timeline run to end (at least its own end): the
// shorter run of a pair waits, finished, while the longer one plays on.
func (r *reel) stretch(end int64) { r.End = max(r.End, end) }

func (ns *NetStory) stretch(end int64) { ns.base.stretch(end) }

// Pane is one run's part of the canvas: a title strip over its scene.
type Pane struct {
	R     Rect // the whole pane, in canvas pixels
	Scene *Scene
	// Title names the run ("Run A"), at the pane's top left; the scene
	// starts under it, at SceneY (relative to R).
	Title  Text
	SceneY float64
	// Diverge is the first difference marked on this pane's timeline
	// (scene coordinates), nil when the traces are the same.
	Diverge *Marker
}

// PairScene is what the canvas shows of a pair at one playhead.
type PairScene struct {
	W, H  float64
	Scale float64
	Panes [2]Pane
	// Stacked: A above B (a narrow canvas); otherwise side by side.
	Stacked bool
}

// Stacks reports whether a w by h canvas stacks its two panes: when each
// would be narrower side by side than a single run's scene needs, or
// taller than wide.
func Stacks(w, h, ratio float64) bool {
	ratio = math.Max(ratio, 1)
	return w/ratio < 760 || w < h
}

// AtRatio lays both runs out at playhead t on a w by h canvas of device
// pixels, ratio device pixels to the CSS pixel.
func (p *Pair) AtRatio(t, w, h, ratio float64) *PairScene {
	ratio = math.Max(ratio, 1)
	s := math.Max(1, math.Round(ratio))
	ps := &PairScene{W: w, H: h, Scale: s, Stacked: Stacks(w, h, ratio)}
	gap := 4 * s
	titleH := LineH*s + 6*s
	rects := [2]Rect{{0, 0, math.Floor((w - gap) / 2), h}, {math.Floor((w-gap)/2) + gap, 0, w - math.Floor((w-gap)/2) - gap, h}}
	if ps.Stacked {
		half := math.Floor((h - gap) / 2)
		rects = [2]Rect{{0, 0, w, half}, {0, half + gap, w, h - half - gap}}
	}
	names := [2]string{tr(p.Lang, "scene.compare.runA"), tr(p.Lang, "scene.compare.runB")}
	for i, r := range [2]Reel{p.A, p.B} {
		pane := &ps.Panes[i]
		pane.R = rects[i]
		pane.SceneY = titleH
		pane.Title = Text{X: 6 * s, Y: 3 * s, S: fit(names[i], room(rects[i].W, s)), Tone: ToneNeutral}
		pane.Scene = r.AtRatio(t, math.Floor(pane.R.W), math.Floor(pane.R.H-titleH), ratio)
		if p.Diverge >= 0 {
			pane.Diverge = divergeMarker(&pane.Scene.Timeline, p.Diverge, pane.Scene.Scale, p.Lang)
		}
	}
	return ps
}

// divergeMarker marks tick on tl: a line through the strip, labelled under
// it, clear of the deadline and recovery labels above.
func divergeMarker(tl *Timeline, tick int64, s float64, lang string) *Marker {
	x := tl.X0
	if tl.End > 0 {
		x += float64(tick) * (tl.X1 - tl.X0) / float64(tl.End)
	}
	label := tr(lang, "scene.compare.diverge", "tick", tick)
	w := TextW(label) * s
	lx := math.Max(tl.R.X, math.Min(x-w/2, tl.R.X+tl.R.W-w))
	return &Marker{X: x, Tone: ToneCrash, Label: Text{X: lx, Y: tl.Strip.Y + tl.Strip.H + 7*s + LineH*s + 2*s, S: label, Tone: ToneCrash}}
}

// TimelineAt is the pane whose timeline contains x, y (canvas pixels), and
// that timeline moved into canvas coordinates, for clicks and drags.
func (ps *PairScene) TimelineAt(x, y float64) (Timeline, bool) {
	for _, pane := range ps.Panes {
		tl := pane.Timeline()
		if tl.R.Contains(x, y) || tl.Strip.Contains(x, y) {
			return tl, true
		}
	}
	return Timeline{}, false
}

// Timeline is the pane's timeline in canvas coordinates (only the parts a
// pointer needs: R, Strip, X0, X1, End).
func (pane *Pane) Timeline() Timeline {
	tl := pane.Scene.Timeline
	dx, dy := pane.R.X, pane.R.Y+pane.SceneY
	return Timeline{R: Rect{tl.R.X + dx, tl.R.Y + dy, tl.R.W, tl.R.H}, Strip: Rect{tl.Strip.X + dx, tl.Strip.Y + dy, tl.Strip.W, tl.Strip.H},
		X0: tl.X0 + dx, X1: tl.X1 + dx, End: tl.End}
}
