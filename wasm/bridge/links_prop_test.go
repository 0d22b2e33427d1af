package bridge

import (
	"runtime"
	"testing"
	"time"

	"coordsim/engine"
	"coordsim/internal/share"
	"coordsim/wasm/scene"
	"pgregory.net/rapid"
)

// Nothing a link holds ends the page's Go program or freezes it (issue 50,
// item 1): for random share links (links_test.go), what the page does with
// one — apply's reply, the moves after it, seeks, the canvas's frames at
// two sizes, the canvas described in words, the space-time diagram —
// neither panics nor does work that grows with the ticks' values: the same
// link with its events' ticks spread up to 10^9 allocates and takes about
// what it does with the ticks 0, 1, 2, .... No build constraint: make test
// runs it natively and in WebAssembly (where a panic is the page's end).
func TestLinksAreAnsweredWithWorkThatIgnoresTheTicks(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) { ticksDoNotCount(t, visit) })
}

// ticksDoNotCount draws a link and has visit do with it what the page
// does, with small ticks and with ticks up to 10^9: the second must not
// allocate or take much more than the first.
func ticksDoNotCount(t *rapid.T, visit func(l link, query string)) {
	l := drawLink(t)
	// Ranks 100 ticks apart are a small run's ticks, as far apart as the
	// partition and deadline knobs reach, as 10^9/70 are.
	small, large := l.query(100), l.query(l.scaleTo(engine.MaxTick))
	visit(l, small) // compiles the scenarios, warms what is cached across pages
	smallWork, largeWork := work(l, small, visit), work(l, large, visit)
	for _, q := range []string{small, large} {
		if err := runs(q); err != nil { // Parse keeps only what the engine runs (share.keepRunnable)
			t.Fatalf("the engine refuses a link the page took: %v\n?%s", err, q)
		}
	}
	for range 2 { // the least of three: a collection or a busy core is not the link's work
		smallWork, largeWork = smallWork.least(work(l, small, visit)), largeWork.least(work(l, large, visit))
	}
	if largeWork.bytes > 4*smallWork.bytes+1<<20 || largeWork.time > 4*smallWork.time+250*time.Millisecond {
		t.Fatalf("with ticks up to 10^9 the page's work is %v, with small ticks %v\nsmall: ?%s\nlarge: ?%s", largeWork, smallWork, small, large)
	}
}

// runs is the engine's error for q's runs.
func runs(q string) error {
	s, _ := share.Parse(q)
	var c runCache
	_, _, _, err := c.runs(s)
	return err
}

// spent is the work a link took: the bytes allocated and the time.
type spent struct {
	bytes uint64
	time  time.Duration
}

func (s spent) least(o spent) spent { return spent{min(s.bytes, o.bytes), min(s.time, o.time)} }

// work is what visiting link l (its query q) costs.
func work(l link, q string, visit func(link, string)) spent {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	start := time.Now()
	visit(l, q)
	d := time.Since(start)
	runtime.ReadMemStats(&after)
	return spent{after.TotalAlloc - before.TotalAlloc, d}
}

// visit does with query q (link l's, at some scale) what a page does: loads
// it, applies l's patches, seeks and paints at each of l's positions.
func visit(l link, q string) {
	var p page
	p.load(q)
	p.show(l.seeks)
	for _, patch := range l.patches {
		p.apply(patch)
		p.show(l.seeks)
	}
}

// page is what the bridge's State does for a page (state.go, canvas.go,
// describe.go), without the browser: apply's replies, seeks and frames.
type page struct {
	cache   runCache
	history share.History
	out     response
}

// load is apply({query}): State.Load.
func (p *page) load(query string) {
	s, probs := share.Parse(query)
	p.history = share.History{}
	p.history.Did(share.Authored{}, share.AuthoredOf(s))
	p.out = respond(s, probs, &p.cache, shownRun{}, historyFlags{})
}

// apply is apply(patch): State.Apply.
func (p *page) apply(values map[string]string) {
	runA := func(s share.State) (*engine.Result, error) {
		res, _, _, err := p.cache.runs(s)
		return res, err
	}
	s, probs := p.history.Merge(p.out.state, share.Patch{Values: values}, runA)
	p.out = respond(s, probs, &p.cache, p.out.run, historyFlags{p.history.CanUndo(), p.history.CanRedo()})
}

// show seeks to each fraction of the run and paints there: State.Seek,
// the canvas's frame (State.Scene, PairScene) at two sizes, the words for
// it (State.describe) and window.coordsim.spacetime().
func (p *page) show(fractions []float64) {
	s, end := p.out.state, p.out.end
	for _, f := range fractions {
		at := min(max(f*float64(end), 0), float64(end))
		positionOf(s, at, end, p.out.story.CaptionAt(at, s.Lang))
		for _, size := range [][3]float64{{1280, 720, 1}, {750, 1334, 2}} {
			if p.out.pair != nil {
				p.out.pair.AtRatio(at, size[0], size[1], size[2])
			} else {
				p.out.story.AtRatio(at, size[0], size[1], size[2])
			}
		}
		if p.out.pair != nil {
			scene.DescribePair(p.out.pair, int64(at))
		} else {
			scene.Describe(p.out.story, int64(at), s.Lang)
		}
	}
	if res, resB, _, err := p.cache.runs(s); err == nil {
		diagramsOf(s, res, resB)
	}
}
