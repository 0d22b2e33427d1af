//go:build js && wasm

// Command wasm is the simulator's canvas: an Ebiten game that paints the
// scene of the current run at the current playhead, and a small bridge that
// the page around it (index.html) calls. It runs in canvas.html, framed by
// index.html, because Ebiten sizes its canvas to the whole body.
//
// The bridge, on this frame's window as coordsimFrame:
//
//	apply(query string) string  parse the URL query, run the engine once,
//	                            return the panel view as JSON
//	seek(t number)              move the playhead (never re-runs)
//	caption(lang?) string       what the canvas's caption says now, for the page,
//	                            in lang ("en" when not given, "ja")
//	bench(n number) number      mean engine re-run time in ms over n runs
//	drawTimes() number[]        CPU ms of the recent repaints (measurement)
//	pointer(x, y, down)         a pointer event (canvas.js forwards them)
//	timelineBox() object        where the timeline strip is, in CSS pixels
//	lesson(lang), replay(query) the lesson's part (lesson.go)
//	frames() number             frames Ebiten has run (it runs one only when
//	                            something changed: see idle.go)
//	spacetime, compare, boundary*  the views' part (compare.go)
//	evidence, evidenceZip          the evidence export (evidence.go)
//	panes() object[]            compare mode's two panes as last drawn
//	                            (compare_canvas.go)
//
// A click or drag on the canvas's timeline posts {type: "coordsim:frame-seek",
// t} to the page, which owns the playhead.
package main

import (
	"encoding/json"
	"log"
	"runtime/debug"
	"strconv"
	"sync"
	"syscall/js"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"coordsim/engine"
	"coordsim/internal/evidence"
	"coordsim/internal/share"
	"coordsim/wasm/panel"
	"coordsim/wasm/scene"
)

// Version is the page's version, reported by window.coordsim.version and
// written into the evidence's README.md.
const Version = evidence.Version

// app holds the one recorded run and the playhead. Page calls and frames
// both touch it, so it is guarded.
type app struct {
	mu    sync.Mutex
	story scene.Reel
	pair  *scene.Pair // compare mode: runs A and B in lockstep (compare_canvas.go)
	t     float64
	draws []float64 // recent CPU times of repaints, in ms, for drawTimes()

	// The timeline as last laid out (device pixels), for pointer hits.
	timeline scene.Timeline
	shown    *scene.PairScene // compare mode: the panes as last laid out
	drag     scene.Timeline   // the timeline a drag started on
	ratio    float64
	frames   int // frames Ebiten has run (Update calls)
	dragging bool
	sent     int64 // tick last asked for while dragging, -1 for none
}

// pointer handles a pointer event at x, y (CSS pixels of the frame): a press
// or drag that starts on the timeline asks the page to seek there. canvas.js
// feeds it DOM events, which see clicks shorter than one Ebiten tick.
func (a *app) pointer(x, y float64, down bool) {
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

func (a *app) drawn(d time.Duration) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if len(a.draws) >= 240 {
		a.draws = a.draws[1:]
	}
	a.draws = append(a.draws, float64(d.Microseconds())/1000)
}

// reply is apply's answer: the panel view plus how long the engine took.
type reply struct {
	panel.View
	Version   string  `json:"version"`
	EngineMs  float64 `json:"engineMs"`
	ApplyMs   float64 `json:"applyMs"`
	EngineErr string  `json:"engineError,omitempty"`
}

func (a *app) apply(raw string) string {
	start := time.Now()
	s, probs := share.Parse(raw)
	named := s.Named()
	t0 := time.Now()
	res, err := named.Run(s.Params())
	engineMs := float64(time.Since(t0).Microseconds()) / 1000
	var engineErr string
	if err != nil {
		// Parse keeps values inside the engine's limits, so this is a bug;
		// still show the lesson rather than nothing.
		engineErr = err.Error()
		s = share.Defaults
		named = s.Named()
		res, _ = named.Run(s.Params())
	}
	v := panel.Build(named, res, s, probs)
	pair := pairOf(s, res) // compare mode: run B too, on one playhead
	if pair != nil {
		v.End = pair.End
	}
	if s.T > v.End {
		v.AddProblem(share.Problem{Field: "t", Value: strconv.FormatInt(s.T, 10), Code: "past-end", Max: v.End,
			Fallback: strconv.FormatInt(v.End, 10)})
		s.T = v.End
		v.Params.T, v.Query = s.T, share.Encode(s)
	}
	story := scene.NewIn(res, s.Lang)
	a.mu.Lock()
	a.story, a.pair, a.t = story, pair, float64(s.T)
	a.mu.Unlock()
	wake()
	b, err := json.Marshal(reply{View: v, Version: Version, EngineMs: engineMs, EngineErr: engineErr,
		ApplyMs: float64(time.Since(start).Microseconds()) / 1000})
	if err != nil {
		log.Printf("coordsim: encoding the view: %v", err)
		return "{}"
	}
	return string(b)
}

func (a *app) seek(t float64) {
	a.mu.Lock()
	a.t = t
	a.mu.Unlock()
	wake()
}

// bench times n engine runs of the lesson's long partition.
func bench(n int) float64 {
	sc := engine.Reference()
	p := engine.Params{Seed: engine.ReferenceSeed, Partition: 9, Deadline: 8}
	start := time.Now()
	for range n {
		if _, err := engine.Run(&sc, p); err != nil {
			return -1
		}
	}
	return float64(time.Since(start).Microseconds()) / 1000 / float64(n)
}

func (a *app) key(w, h int) drawKey {
	a.mu.Lock()
	defer a.mu.Unlock()
	return drawKey{a.story, a.t, w, h}
}

func (a *app) scene(w, h, ratio float64) *scene.Scene {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.story == nil {
		return nil
	}
	sc := a.story.AtRatio(a.t, w, h, ratio)
	a.timeline, a.ratio = sc.Timeline, max(ratio, 1)
	return sc
}

func main() {
	// The heap is small; collecting less often keeps GC pauses out of the
	// slider's frame budget.
	debug.SetGCPercent(400)
	a := &app{sent: -1, ratio: 1}
	win := js.Global()
	framed := !win.Get("parent").Equal(win)
	if !framed {
		a.apply("") // alone, the canvas paints the default run
	}
	// The canvas starts when the page around it says so (start), after the
	// page has shown its first run: Ebiten's start compiles its shaders, and
	// each of its frames reads the frame's size, which makes the browser lay
	// out the page; started during the page's own building, both delayed the
	// page's readiness by seconds on a slow machine.
	started := make(chan struct{})
	var startOnce sync.Once
	bridge := map[string]any{
		"start": js.FuncOf(func(js.Value, []js.Value) any {
			startOnce.Do(func() { close(started) })
			return nil
		}),
		"version": Version,
		"apply": js.FuncOf(func(_ js.Value, args []js.Value) any {
			if len(args) == 0 {
				return a.apply("")
			}
			return a.apply(args[0].String())
		}),
		"seek": js.FuncOf(func(_ js.Value, args []js.Value) any {
			if len(args) > 0 && args[0].Type() == js.TypeNumber {
				a.seek(args[0].Float())
			}
			return nil
		}),
		"caption": js.FuncOf(func(_ js.Value, args []js.Value) any {
			lang := "en"
			if len(args) > 0 && args[0].Type() == js.TypeString {
				lang = args[0].String()
			}
			a.mu.Lock()
			defer a.mu.Unlock()
			return a.story.CaptionAt(a.t, lang)
		}),
		"pointer": js.FuncOf(func(_ js.Value, args []js.Value) any {
			if len(args) == 3 {
				a.pointer(args[0].Float(), args[1].Float(), args[2].Truthy())
			}
			return nil
		}),
		"timelineBox": js.FuncOf(func(js.Value, []js.Value) any {
			a.mu.Lock()
			defer a.mu.Unlock()
			tl, r := a.timeline, a.ratio
			return map[string]any{"x0": tl.X0 / r, "x1": tl.X1 / r, "y": (tl.Strip.Y + tl.Strip.H/2) / r, "end": tl.End}
		}),
		"frames": js.FuncOf(func(js.Value, []js.Value) any {
			a.mu.Lock()
			defer a.mu.Unlock()
			return a.frames
		}),
		"drawTimes": js.FuncOf(func(js.Value, []js.Value) any {
			a.mu.Lock()
			defer a.mu.Unlock()
			out := make([]any, len(a.draws))
			for i, d := range a.draws {
				out[i] = d
			}
			return out
		}),
		"bench": js.FuncOf(func(_ js.Value, args []js.Value) any {
			n := 1000
			if len(args) > 0 && args[0].Type() == js.TypeNumber {
				n = max(1, args[0].Int())
			}
			return bench(n)
		}),
	}
	for name, fn := range lessonBridge() {
		bridge[name] = fn
	}
	bridge["panes"] = js.FuncOf(func(js.Value, []js.Value) any { return a.panes() })
	for name, fn := range compareBridge() {
		bridge[name] = fn
	}
	for name, fn := range evidenceBridge() {
		bridge[name] = fn
	}
	win.Set("coordsimFrame", js.ValueOf(bridge))
	// Tell the page (same origin) that the bridge is up.
	if framed {
		win.Get("parent").Call("postMessage", map[string]any{"type": "coordsim:frame-ready"}, win.Get("location").Get("origin"))
		<-started
	}

	ebiten.SetRunnableOnUnfocused(true)
	ebiten.SetScreenClearedEveryFrame(false) // Draw skips frames that did not change
	idleUntilWoken()
	if err := ebiten.RunGame(&game{app: a}); err != nil {
		// Without a canvas (no WebGL) the panels still work: keep the
		// bridge alive rather than exit.
		log.Printf("coordsim: the canvas stopped: %v", err)
		select {}
	}
}

// askSeek asks the page (same origin) to move the playhead to tick.
func askSeek(tick int64) {
	win := js.Global()
	if parent := win.Get("parent"); !parent.Equal(win) {
		parent.Call("postMessage", map[string]any{"type": "coordsim:frame-seek", "t": tick}, win.Get("location").Get("origin"))
	}
}
