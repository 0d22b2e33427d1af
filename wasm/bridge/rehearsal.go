package bridge

import "coordsim/internal/share"

// rehearsalSteps is how many slider steps the page rehearses after its
// canvas first paints (rehearse.go): enough for V8 to have recompiled the
// step's hot functions with its optimizing compiler (measured in the page:
// web/bench_test.go's BenchmarkBrowserSliderSideBySide, README
// "Performance").
const rehearsalSteps = 150

// rehearsalOf is rehearsal step i's parameters: s at another of the
// slider's partitions, in turn, or s itself when its scenario has none to
// move (the slider is then disabled, and a step is still what a drag of
// another control runs). (No build constraint: tested natively.)
func rehearsalOf(s share.State, i int) share.State {
	if s.Partition != 0 {
		n := share.MaxPartition - share.MinPartition + 1
		s.Partition = int64(share.MinPartition + i%n)
	}
	return s
}
