//go:build js && wasm

package bridge

import (
	"encoding/json"
	"syscall/js"

	"coordsim/wasm/scene"
)

// The canvas in words: once the canvas has painted a tick (or a new run)
// and the playhead rests a moment there, the page is told what it shows
// (coordsim:frame-describe: scene.Describe's words for each run on the
// canvas, and which run this is, a count of the runs shown), for its
// #canvas-description and the announcement of what changed. It is pushed,
// not called for: the page's one call per change (apply, seek) stays one,
// and a drag's steps describe only where it settles.

// describeDelay is how long the playhead must rest, in ms: under the 50
// ms from which canvas.js stretches the timers of a parked page.
const describeDelay = 40

// describing is what was last described, and the timer that will describe
// the next.
type describing struct {
	run   int // how many runs (or pairs) the canvas has shown
	story scene.Reel
	pair  *scene.Pair
	tick  int64
	timer js.Value
	fire  js.Func
}

// Painted notes that the canvas painted; a tick or run not yet described
// is, once the playhead rests there.
func (a *State) Painted() {
	a.mu.Lock()
	d := &a.describing
	tick := int64(a.t)
	if a.story == nil || (d.story == a.story && d.pair == a.pair && d.tick == tick) {
		a.mu.Unlock()
		return
	}
	if d.story != a.story || d.pair != a.pair {
		d.run++
	}
	d.story, d.pair, d.tick = a.story, a.pair, tick
	if d.fire.IsUndefined() {
		d.fire = guarded("describe", func(js.Value, []js.Value) any { a.describe(); return nil })
	}
	timer := d.timer
	a.mu.Unlock()
	win := js.Global()
	if !timer.IsUndefined() {
		win.Call("clearTimeout", timer)
	}
	next := win.Call("setTimeout", d.fire, describeDelay)
	a.mu.Lock()
	d.timer = next
	a.mu.Unlock()
}

// describe tells the page what the canvas shows now.
func (a *State) describe() {
	a.mu.Lock()
	story, pair, tick, lang, run := a.story, a.pair, int64(a.t), a.applied.Lang, a.describing.run
	a.mu.Unlock()
	var ds []*scene.Description
	switch {
	case pair != nil:
		ds = scene.DescribePair(pair, tick)
	case story != nil:
		ds = []*scene.Description{scene.Describe(story, tick, lang)}
	default:
		return
	}
	b, err := json.Marshal(ds)
	if err != nil {
		return
	}
	tell(map[string]any{"type": "coordsim:frame-describe", "run": run, "descriptions": string(b)})
}
