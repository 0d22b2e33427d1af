//go:build js && wasm

package bridge

import (
	"strconv"
	"sync"
	"syscall/js"
	"time"

	"coordsim/engine"
	"coordsim/engine/compare"
	"coordsim/internal/share"
	"coordsim/wasm/panel"
	"coordsim/wasm/scene"
)

// State is the one recorded run and the playhead. Page calls (through the
// bridge) and the canvas's frames (package main) both touch it, so it is
// guarded.
type State struct {
	mu    sync.Mutex
	story scene.Reel
	pair  *scene.Pair // compare mode: runs A and B in lockstep
	t     float64
	draws []float64 // recent CPU times of repaints, in ms, for drawTimes()

	// The timeline as last laid out (device pixels), for pointer hits.
	timeline scene.Timeline
	shown    *scene.PairScene // compare mode: the panes as last laid out
	drag     scene.Timeline   // the timeline a drag started on
	ratio    float64
	frames   int // frames the canvas has run
	dragging bool
	sent     int64 // tick last asked for while dragging, -1 for none

	// What the rehearsal (rehearse.go) repeats: the last run's parameters,
	// the canvas's size as last laid out (device pixels) and the steps done.
	applied   share.State
	canvas    canvasSize
	rehearsed int
}

// canvasSize is a canvas's size in device pixels and its device pixel
// ratio, as the scene lays out for it.
type canvasSize struct{ w, h, ratio float64 }

// App is the frame's state: the bridge writes it, the canvas paints it.
var App = &State{sent: -1, ratio: 1}

// ScheduleFrame asks the canvas for one frame; package main sets it when
// the canvas starts (nil before: there is nothing to paint yet).
var ScheduleFrame func()

// wake schedules one frame and wakes canvas.js.
func wake() {
	if ScheduleFrame != nil {
		ScheduleFrame()
	}
	WakeCanvasJS()
}

// WakeCanvasJS calls canvas.js's coordsimWake: it lets the canvas's parked
// animation-frame request through (see package main's idle.go) and starts
// its wait for a quiet second, after which it collects (collect.go).
func WakeCanvasJS() {
	if w := js.Global().Get("coordsimWake"); w.Type() == js.TypeFunction {
		w.Invoke()
	}
}

// Apply parses a URL query, runs the engine once (twice when it compares
// two runs), makes the result the canvas's and returns the panel view as
// JSON.
func (a *State) Apply(raw string) string {
	out := respond(raw)
	a.mu.Lock()
	a.story, a.pair, a.t, a.applied = out.story, out.pair, float64(out.state.T), out.state
	a.mu.Unlock()
	wake()
	return out.json
}

// response is what one apply computes: the view's JSON, the run for the
// canvas and the parameters it ran with.
type response struct {
	json  string
	story scene.Reel
	pair  *scene.Pair
	state share.State
}

// respond is Apply without its effects: it changes nothing (the rehearsal
// runs it too).
func respond(raw string) response {
	start := time.Now()
	s, probs := share.Parse(raw)
	named := s.Named()
	t0 := time.Now()
	res, resB, err := runsOf(s) // compare mode: run B too, on one playhead
	engineMs := float64(time.Since(t0).Microseconds()) / 1000
	var engineErr string
	if err != nil {
		// Parse keeps values inside the engine's limits, so this is a bug;
		// still show the lesson rather than nothing.
		engineErr = err.Error()
		s = share.Defaults
		named = s.Named()
		res, resB, _ = runsOf(s)
	}
	v := panel.Build(named, res, s, probs)
	pair := pairOf(s, res, resB)
	if pair != nil {
		v.End = pair.End
	}
	if s.T > v.End {
		v.AddProblem(share.Problem{Field: "t", Value: strconv.FormatInt(s.T, 10), Code: "past-end", Max: v.End,
			Fallback: strconv.FormatInt(v.End, 10)})
		s.T = v.End
		v.Params.T, v.Query = s.T, share.Encode(s)
	}
	story := scene.Later(res, s.Lang) // laid out when the canvas first paints it
	r := reply{View: v, Version: Version, EngineMs: engineMs, EngineErr: engineErr,
		ApplyMs: float64(time.Since(start).Microseconds()) / 1000}
	return response{string(r.appendJSON(make([]byte, 0, 16<<10))), story, pair, s}
}

// pairOf is the pair of runs the page compares, or nil when there is no
// run B.
func pairOf(s share.State, res, resB *engine.Result) *scene.Pair {
	if resB == nil {
		return nil
	}
	diverge := int64(-1)
	if d := compare.Runs(res, resB).FirstDivergence; d != nil {
		diverge = d.Tick
	}
	return scene.NewPair(res, resB, diverge, s.Lang)
}

// Seek moves the playhead; it never re-runs.
func (a *State) Seek(t float64) {
	a.mu.Lock()
	a.t = t
	a.mu.Unlock()
	wake()
}

// Pointer handles a pointer event at x, y (CSS pixels of the frame): a
// press or drag that starts on the timeline asks the page to seek there.
// canvas.js feeds it DOM events, which see clicks shorter than one frame.
func (a *State) Pointer(x, y float64, down bool) {
	a.mu.Lock()
	defer a.mu.Unlock()
	wake()
	if !down {
		a.dragging, a.sent = false, -1
		return
	}
	x, y = x*a.ratio, y*a.ratio
	if !a.dragging {
		tl, ok := a.hit(x, y)
		if !ok {
			return
		}
		a.drag = tl
	}
	a.dragging = true
	if tick := a.drag.TickAt(x); tick != a.sent {
		a.sent = tick
		askSeek(tick)
	}
}

// hit is the timeline under x, y (device pixels): either pane's in compare
// mode. The caller holds a.mu.
func (a *State) hit(x, y float64) (scene.Timeline, bool) {
	if a.pair != nil && a.shown != nil {
		return a.shown.TimelineAt(x, y)
	}
	return a.timeline, a.timeline.R.Contains(x, y)
}

// askSeek asks the page (same origin) to move the playhead to tick.
func askSeek(tick int64) {
	win := js.Global()
	if parent := win.Get("parent"); !parent.Equal(win) {
		parent.Call("postMessage", map[string]any{"type": "coordsim:frame-seek", "t": tick}, win.Get("location").Get("origin"))
	}
}
