//go:build js && wasm

// Package bridge is what the page around the canvas (index.html) calls:
// coordsimFrame on the canvas frame's window. It runs the engine and
// answers in JSON; it never imports Ebiten, and it starts before Ebiten
// does (see init).
//
// The bridge, on this frame's window as coordsimFrame:
//
//	start()                     start the canvas (package main's Ebiten game)
//	apply(patch object) string  merge the patch into the page's state (Go
//	                            holds it: patchjs.go says what a patch is;
//	                            {query} loads a URL's), re-run only what it
//	                            changed, and return the reply (reply.go) as
//	                            JSON: everything the page shows
//	seek(t number) object       move the playhead over the recorded run
//	                            (never re-runs); returns the Position
//	                            {tick, caption, query, full}
//	bench(n number) number      mean engine re-run time in ms over n runs
//	drawTimes() number[]        CPU ms of the recent repaints (measurement)
//	pointer(x, y, down)         a pointer event (canvas.js forwards them)
//	timelineBox() object        where the timeline strip is, in CSS pixels
//	tokenBoxes() object[]       the messages on the canvas that take a move:
//	                            {entry, x, y, w, h} in CSS pixels (a click on
//	                            one opens its moves: coordsim:frame-intervene)
//	lesson(), replay()          the lesson's part (lesson.go)
//	frames() number             frames the canvas has run (it runs one only
//	                            when something changed: package main's idle.go)
//	collect() number            collect the Go heap if enough garbage piled up,
//	                            as canvas.js does when the page is quiet
//	                            (collect.go); the garbage, 0 when it did not
//	rehearse() bool             run the next of the slider steps the page
//	                            rehearses once the canvas has painted, keeping
//	                            nothing (rehearse.go); whether more remain
//	rehearsed() object          {done, of}: the rehearsal's steps
//	spacetime, boundary*        the views' part (views.go)
//	panes() object[]            compare mode's two panes as last drawn
//
// A click or drag on the canvas's timeline posts {type: "coordsim:frame-seek",
// t} to the page, which owns the playhead.
package bridge

import (
	"sync"
	"syscall/js"
	"time"

	"coordsim/engine"
)

// The page is ready when it shows its first run; the canvas comes after.
// Ebiten's packages do seconds of work in their initialization on a slow
// machine (internal/restorable compiles the built-in shaders with go/parser,
// and each function WebAssembly runs for the first time is compiled then),
// and package initialization runs before main. Go initializes packages in
// import-path order as their imports allow, so this package, which needs no
// Ebiten, initializes before Ebiten's heavy ones: when framed, its init sets
// the bridge up, tells the page, and waits for start() — the page calls it
// once it has shown the first run — and only then do Ebiten's packages
// initialize and main start the canvas. JavaScript's calls run meanwhile,
// since a WebAssembly Go program hands control back to JavaScript whenever
// every goroutine waits.
//
// So this package waits on no import that sorts after Ebiten's packages
// and is not initialized early anyway: runtime/debug and net/url (through
// internal/share) did, and every Ebiten package ready by then initialized
// first (web/browser/inittrace_test.go checks).
func init() {
	win := js.Global()
	started := make(chan struct{})
	var once sync.Once
	register(win, func() { once.Do(func() { close(started) }) })
	if parent := win.Get("parent"); parent.Type() != js.TypeObject || parent.Equal(win) {
		App.Load("") // alone, the canvas paints the default run
		return
	}
	// Tell the page (same origin) that the bridge is up.
	win.Get("parent").Call("postMessage", map[string]any{"type": "coordsim:frame-ready"}, win.Get("location").Get("origin"))
	<-started
}

func register(win js.Value, start func()) {
	a := App
	bridge := map[string]any{
		"start": guarded("start", func(js.Value, []js.Value) any {
			start()
			return nil
		}),
		"version": Version,
		"apply": guarded("apply", func(_ js.Value, args []js.Value) any {
			arg := js.Undefined()
			if len(args) > 0 {
				arg = args[0]
			}
			query, isQuery, patch := applyArg(arg)
			if isQuery {
				return a.Load(query)
			}
			return a.Apply(patch)
		}),
		"seek": guarded("seek", func(_ js.Value, args []js.Value) any {
			t, ok := numberArg(args, 0)
			if !ok {
				t = float64(a.current().T)
			}
			pos := a.Seek(t)
			return map[string]any{"tick": pos.Tick, "caption": pos.Caption, "query": pos.Query, "full": pos.Full}
		}),
		"pointer": guarded("pointer", func(_ js.Value, args []js.Value) any {
			if len(args) == 3 {
				a.Pointer(args[0].Float(), args[1].Float(), args[2].Truthy())
			}
			return nil
		}),
		"bench": guarded("bench", func(_ js.Value, args []js.Value) any {
			n := 1000
			if v, ok := numberArg(args, 0); ok {
				n = max(1, int(v))
			}
			return bench(n)
		}),
		"panes":    guarded("panes", func(js.Value, []js.Value) any { return a.panes() }),
		"collect":  guarded("collect", func(js.Value, []js.Value) any { return collect() }),
		"rehearse": guarded("rehearse", func(js.Value, []js.Value) any { return a.Rehearse() }),
		"rehearsed": guarded("rehearsed", func(js.Value, []js.Value) any {
			done, of := a.Rehearsed()
			return map[string]any{"done": done, "of": of}
		}),
	}
	for _, part := range []map[string]any{a.canvasBridge(), lessonBridge(), compareBridge(), challengeBridge(), assignBridge(), rateBridge(), judgedBridge()} {
		for name, fn := range part {
			bridge[name] = fn
		}
	}
	win.Set("coordsimFrame", js.ValueOf(bridge))
}

// canvasBridge is what the canvas last laid out and painted, for tests and
// measurement: where the timeline and the tokens are, the frames run and
// the recent repaints' times.
func (a *State) canvasBridge() map[string]any {
	return map[string]any{
		"timelineBox": guarded("timelineBox", func(js.Value, []js.Value) any {
			a.mu.Lock()
			defer a.mu.Unlock()
			tl, r := a.timeline, a.ratio
			return map[string]any{"x0": tl.X0 / r, "x1": tl.X1 / r, "y": (tl.Strip.Y + tl.Strip.H/2) / r, "end": tl.End}
		}),
		"tokenBoxes": guarded("tokenBoxes", func(js.Value, []js.Value) any {
			a.mu.Lock()
			defer a.mu.Unlock()
			out := []any{}
			for _, k := range a.tokens {
				if k.Entry >= 0 {
					b, r := k.Box(), a.ratio
					out = append(out, map[string]any{"entry": k.Entry, "x": b.X / r, "y": b.Y / r, "w": b.W / r, "h": b.H / r})
				}
			}
			return out
		}),
		"frames": guarded("frames", func(js.Value, []js.Value) any {
			a.mu.Lock()
			defer a.mu.Unlock()
			return a.frames
		}),
		"drawTimes": guarded("drawTimes", func(js.Value, []js.Value) any {
			a.mu.Lock()
			defer a.mu.Unlock()
			out := make([]any, len(a.draws))
			for i, d := range a.draws {
				out[i] = d
			}
			return out
		}),
	}
}

// stringArg is the bridge call's argument i when it is a string, def when
// it is missing or of another type.
func stringArg(args []js.Value, i int, def string) string {
	if i < len(args) && args[i].Type() == js.TypeString {
		return args[i].String()
	}
	return def
}

// numberArg is the bridge call's argument i, and whether it is a number.
func numberArg(args []js.Value, i int) (float64, bool) {
	if i < len(args) && args[i].Type() == js.TypeNumber {
		return args[i].Float(), true
	}
	return 0, false
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
