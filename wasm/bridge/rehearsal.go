package bridge

import (
	"strconv"

	"coordsim/internal/share"
)

// rehearsalSteps is how many slider steps the page rehearses after its
// canvas first paints (rehearse.go): enough for V8 to have recompiled the
// step's hot functions with its optimizing compiler (measured in the page:
// web/browser/bench_sidebyside_test.go's BenchmarkBrowserSliderSideBySide, docs/performance.md).
const rehearsalSteps = 150

// rehearsalOf is rehearsal step i's patch to state s: the slider at another
// of its partitions, in turn, as a drag sends it, or nothing when s's
// scenario has none to move (the slider is then disabled, and a step is
// still what a change of another control runs). (No build constraint:
// tested natively.)
func rehearsalOf(s share.State, i int) share.Patch {
	if s.Partition == 0 {
		return share.Patch{}
	}
	n := share.MaxPartition - share.MinPartition + 1
	return share.Patch{Values: map[string]string{"partition": strconv.Itoa(share.MinPartition + i%n)}}
}
