package scene

import (
	"runtime"
	"testing"

	"coordsim/engine"
)

// farRun is the lesson's fixture with its last event moved to tick far: a
// share link may put an event anywhere up to 10^9.
func farRun(t *testing.T, far int64) *engine.Result {
	t.Helper()
	sc := engine.Reference()
	sc.Events = append([]engine.Event{}, sc.Events...)
	sc.Events[len(sc.Events)-1].Tick = far
	res, err := engine.Run(&sc, engine.Params{Seed: engine.ReferenceSeed})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// allocated is the bytes f allocates.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// A run's layout costs what its events and messages cost, never what its
// ticks span: one event at tick 10^7 made the timeline allocate a mark per
// tick (400 MB) and ended the page's Go program (issue 50). Every playhead,
// both languages, a phone and a desktop canvas, against the same run with
// its ticks small.
func TestLayoutIsBoundedByEventsNotTicks(t *testing.T) {
	small := farRun(t, 20)
	for _, far := range []int64{10_000_000, 1_000_000_000} {
		big := farRun(t, far)
		for _, lang := range []string{"en", "ja"} {
			for _, size := range [][2]float64{{880, 520}, {390, 600}} {
				cost := func(res *engine.Result, end int64) uint64 {
					reel := NewIn(res, lang)
					return allocated(func() {
						for _, at := range []float64{0, 3, 7.5, float64(end) / 2, float64(end)} {
							reel.AtRatio(at, size[0], size[1], 2)
							reel.CaptionAt(at, lang)
						}
					})
				}
				base, got := cost(small, 20), cost(big, far)
				if got > 2*base+1<<20 {
					t.Errorf("last event at tick %d (%s, %vx%v): the layout allocates %d bytes, against %d with it at tick 20", far, lang, size[0], size[1], got, base)
				}
			}
		}
	}
}

// Far ticks' labels do not run into each other: each starts after the one
// before it ends (the page showed "035128025710303..." before).
func TestFarTickLabelsStandApart(t *testing.T) {
	for _, far := range []int64{20, 10_000_000, 1_000_000_000} {
		for _, w := range []float64{880, 390} {
			sc := NewIn(farRun(t, far), "en").AtRatio(2, w, 600, 1)
			tl := &sc.Timeline
			last := -1e9
			for _, m := range tl.Ticks {
				if m.Label == "" {
					continue
				}
				lw := TextW(m.Label) // drawn centred on its mark, at scale 1
				if left := m.X - lw/2; left < last {
					t.Fatalf("last tick %d, %v px: label %q at %.1f starts before the one before ends (%.1f)", far, w, m.Label, m.X, last)
				}
				last = m.X + lw/2
			}
		}
	}
}

// TestTickLabelsAreRoundAndInside: the strip labels round ticks (a
// multiple of 1, 2 or 5 × 10^k: 0, 250000000, 500000000, ..., not
// 0, 35128025, ...), and every label lies inside the canvas, at a phone's
// width too (the last one had touched the edge at 390 px).
func TestTickLabelsAreRoundAndInside(t *testing.T) {
	round := func(n int64) bool {
		for n >= 10 && n%10 == 0 {
			n /= 10
		}
		return n == 1 || n == 2 || n == 5
	}
	for _, far := range []int64{20, 97, 1234, 10_000_000, 999_999_999, 1_000_000_000} {
		for _, w := range []float64{880, 390} {
			sc := NewIn(farRun(t, far), "en").AtRatio(2, w, 600, 1)
			var labels []TickMark
			for _, m := range sc.Timeline.Ticks {
				if m.Label != "" {
					labels = append(labels, m)
				}
			}
			if len(labels) < 2 {
				t.Fatalf("last tick %d, %v px: %d labels", far, w, len(labels))
			}
			if step := labels[1].Tick - labels[0].Tick; labels[0].Tick != 0 || !round(step) {
				t.Errorf("last tick %d, %v px: labels from %d every %d ticks, not a round step", far, w, labels[0].Tick, step)
			}
			for _, m := range labels {
				if lw := TextW(m.Label); m.X-lw/2 < 0 || m.X+lw/2 > w {
					t.Errorf("last tick %d, %v px: label %q spans %.1f..%.1f, outside the canvas", far, w, m.Label, m.X-lw/2, m.X+lw/2)
				}
			}
		}
	}
}
