//go:build js && wasm

package bridge

import "coordsim/internal/share"

// A slider step runs a few hundred Go functions: the patch's merge, the
// engine, the panel view and its JSON, the compare offers, the canvas's
// layout. V8 runs each in its baseline code until it has run enough, then
// recompiles it with its optimizing compiler on a background thread. On a
// two-core laptop that compilation (seconds of a core) and the freeing of
// the baseline code it replaces (on the page's own thread) fell in the
// learner's first drags, and their frames came late. So once the canvas has
// first painted, canvas.js has the page rehearse those steps while it is
// idle, one per call, each for another partition, keeping nothing; the
// optimized code is then there before the learner's first drag.

// rehearsalRuns are the rehearsal's runs, apart from the page's: a
// rehearsed step leaves the page's kept runs as they are.
var rehearsalRuns runCache

// Rehearse runs the next rehearsal step, as a drag of the slider would but
// without its effects: the page, the canvas and the URL stay as they are.
// It reports whether steps remain.
func (a *State) Rehearse() bool {
	a.mu.Lock()
	i, s, size := a.rehearsed, a.applied, a.canvas
	if i >= rehearsalSteps || a.story == nil { // done, or no run yet
		a.mu.Unlock()
		return false
	}
	a.rehearsed++
	a.mu.Unlock()

	next, probs := share.Merge(s, rehearsalOf(s, i))
	out := respond(next, probs, &rehearsalRuns, shownRun{}, historyFlags{})
	if size.w > 0 && size.h > 0 {
		if out.pair != nil {
			out.pair.AtRatio(float64(out.state.T), size.w, size.h, size.ratio)
		} else {
			out.story.AtRatio(float64(out.state.T), size.w, size.h, size.ratio)
		}
	}
	return i+1 < rehearsalSteps
}

// Rehearsed is how many rehearsal steps have run, and how many there are.
func (a *State) Rehearsed() (done, of int) {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.rehearsed, rehearsalSteps
}
