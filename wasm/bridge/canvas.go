//go:build js && wasm

package bridge

import (
	"time"

	"coordsim/wasm/scene"
)

// What the canvas (package main) reads from the state, and tells it back.

// DrawKey is what the canvas shows: the canvas repaints only when it
// changes (a scheduled frame may change nothing).
type DrawKey struct {
	story scene.Reel
	t     float64
	w, h  int
}

// Key is what a w x h canvas would show now.
func (a *State) Key(w, h int) DrawKey {
	a.mu.Lock()
	defer a.mu.Unlock()
	return DrawKey{a.story, a.t, w, h}
}

// Frame counts one frame of the canvas (frames() reports them).
func (a *State) Frame() {
	a.mu.Lock()
	a.frames++
	a.mu.Unlock()
}

// Drawn records the CPU time of one repaint, for drawTimes().
func (a *State) Drawn(d time.Duration) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if len(a.draws) >= 240 {
		a.draws = a.draws[1:]
	}
	a.draws = append(a.draws, float64(d.Microseconds())/1000)
}

// Scene is the single run's scene at the playhead on a w x h canvas (device
// pixels), nil before the first run; it keeps the timeline for pointer
// hits.
func (a *State) Scene(w, h, ratio float64) *scene.Scene {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.story == nil {
		return nil
	}
	sc := a.story.AtRatio(a.t, w, h, ratio)
	a.timeline, a.ratio, a.canvas, a.tokens = sc.Timeline, max(ratio, 1), canvasSize{w, h, ratio}, sc.Tokens
	return sc
}

// PairScene lays compare mode's two panes out (nil when not comparing) and
// keeps their timelines for pointer hits; timelineBox reports run A's.
func (a *State) PairScene(w, h, ratio float64) *scene.PairScene {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.pair == nil {
		a.shown = nil
		return nil
	}
	ps := a.pair.AtRatio(a.t, w, h, ratio)
	a.shown, a.timeline, a.ratio, a.canvas, a.tokens = ps, ps.Panes[0].Timeline(), max(ratio, 1), canvasSize{w, h, ratio}, nil
	return ps
}

// panes describes the panes as last drawn, in CSS pixels, for the page's
// tests: [{x, y, w, h, title, t, end, divergeX}] (divergeX relative to the
// pane, -1 without a mark); empty when not comparing.
func (a *State) panes() []any {
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
