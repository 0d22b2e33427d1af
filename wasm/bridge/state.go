//go:build js && wasm

package bridge

import (
	"sync"
	"syscall/js"

	"coordsim/engine"
	"coordsim/internal/challenge"
	"coordsim/internal/share"
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
	tokens   []scene.Token    // the messages as last laid out, for a move on one (nil comparing)
	shown    *scene.PairScene // compare mode: the panes as last laid out
	drag     scene.Timeline   // the timeline a drag started on
	ratio    float64
	frames   int // frames the canvas has run
	dragging bool
	sent     int64 // tick last asked for while dragging, -1 for none

	// What the rehearsal (rehearse.go) repeats: the last run's parameters,
	// the canvas's size as last laid out (device pixels) and the steps done.
	applied   share.State
	shownRun  shownRun  // the canvas's run and story, kept while a change keeps them
	end       int64     // the timeline's last tick
	position  *Position // the position Seek last reported; nil after a new state
	canvas    canvasSize
	rehearsed int

	history share.History // the learner's moves, for undo and redo

	describing describing // what the page was last told the canvas shows (describe.go)
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

// Load makes the state the one a URL query names (the page's address on
// load, or a share link), runs it and returns the reply as JSON.
func (a *State) Load(query string) string {
	s, probs := share.Parse(query)
	a.mu.Lock()
	// Over a page a course locked (a learner's saved slide, a "show me", a
	// course's coordsim:set {query}), the link keeps the page's embedding
	// and may not move a locked value.
	s, refused := share.KeepLocked(a.applied, s)
	if len(refused) > 0 {
		a.mu.Unlock()
		return a.show(s, refused) // the link's own problems are moot: it is not shown
	}
	// A new page: its moves are the link's, and one undo takes them all
	// back to the story as it was.
	a.history = share.History{}
	a.history.Did(share.Authored{}, share.AuthoredOf(s))
	a.mu.Unlock()
	return a.show(s, probs)
}

// Apply merges a patch into the current state (share.Merge), re-runs only
// what it changed and returns the reply as JSON: everything the page shows.
func (a *State) Apply(p share.Patch) string {
	a.mu.Lock()
	if c, ok := challenge.Lookup(p.Values["challenge"]); ok && a.applied.Challenge != c.ID {
		// A challenge starts from its own setup, whatever the page showed,
		// with nothing to undo, unless that would move a value a course
		// locked.
		s, refused := share.KeepLocked(a.applied, challenge.Setup(c, a.applied))
		if len(refused) == 0 {
			a.history = share.History{}
		}
		a.mu.Unlock()
		return a.show(s, refused)
	}
	s, probs := a.history.Merge(a.applied, p, runA) // a move reads the run on screen, kept in pageRuns
	a.mu.Unlock()
	return a.show(s, probs)
}

// runA is s's run A, as the page shows it.
func runA(s share.State) (*engine.Result, error) {
	res, _, _, err := pageRuns.runs(s)
	return res, err
}

// pageRuns are the runs the page shows; the rehearsal keeps its own.
var pageRuns runCache

// show makes state s (with the problems found reading it) the page's and
// the canvas's, and returns the reply.
func (a *State) show(s share.State, probs []share.Problem) string {
	a.mu.Lock()
	prev, flags := a.shownRun, historyFlags{a.history.CanUndo(), a.history.CanRedo()}
	a.mu.Unlock()
	out := respond(s, probs, &pageRuns, prev, flags)
	a.mu.Lock()
	a.story, a.pair, a.t, a.applied, a.shownRun, a.end, a.position = out.story, out.pair, float64(out.state.T), out.state, out.run, out.end, nil
	lang := a.applied.Lang
	a.mu.Unlock()
	if LangShown != nil {
		LangShown(lang)
	}
	wake()
	return out.json
}

// LangShown, when set (package main sets it), hears the language of each
// state shown: the canvas fetches its fonts for that language then, before
// it paints.
var LangShown func(lang string)

// Seek moves the playhead over the recorded run; it never re-runs. It
// returns the new position, for the page's caption and address: playback
// seeks every animation frame, so a seek within the tick last reported
// reports it again rather than writing its queries anew.
func (a *State) Seek(t float64) Position {
	a.mu.Lock()
	end := a.end
	a.t = min(max(t, 0), float64(end))
	a.applied.T = int64(a.t)
	s, story, at, last := a.applied, a.story, a.t, a.position
	a.mu.Unlock()
	wake()
	if last != nil && last.Tick == s.T {
		return *last
	}
	caption := ""
	if story != nil {
		caption = story.CaptionAt(at, s.Lang)
	}
	pos := positionOf(s, at, end, caption)
	a.mu.Lock()
	a.position = &pos
	a.mu.Unlock()
	return pos
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
			a.tokenAt(x, y)
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

// tokenAt asks the page to open the moves of the message under x, y
// (device pixels), if it offers any. The caller holds a.mu.
func (a *State) tokenAt(x, y float64) {
	for i := len(a.tokens) - 1; i >= 0; i-- { // the last painted is on top
		if k := a.tokens[i]; k.Entry >= 0 && k.Box().Contains(x, y) {
			tell(map[string]any{"type": "coordsim:frame-intervene", "entry": k.Entry})
			return
		}
	}
}

// askSeek asks the page (same origin) to move the playhead to tick.
func askSeek(tick int64) { tell(map[string]any{"type": "coordsim:frame-seek", "t": tick}) }

// tell posts msg to the page (same origin).
func tell(msg map[string]any) {
	win := js.Global()
	if parent := win.Get("parent"); !parent.Equal(win) {
		parent.Call("postMessage", msg, win.Get("location").Get("origin"))
	}
}

// current is the page's state as last applied, with the playhead's tick.
func (a *State) current() share.State {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.applied
}
