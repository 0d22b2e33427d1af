package bridge

import (
	"runtime"
	"runtime/metrics"
)

// The Go heap is collected while the page is quiet, not in the middle of a
// drag. The page allocates 60-100 KB a slider step and the heap holds well
// under 1 MB live, so a collection comes every hundred-odd steps (main sets
// GOGC to 400), and in WebAssembly it runs on the page's one thread:
// measured in software WebGL, one made a slider step take 64 and 73 ms (two
// traces) instead of about 4. canvas.js calls collect (coordsimFrame.collect)
// a second after the last wake (a step, a seek, the canvas's first paint),
// so the pause falls where nobody waits and a burst of steps starts with
// the whole headroom.

// minGarbage is the garbage worth a collection's pause: a few ms here, for
// about ten slider steps' worth.
const minGarbage = 1 << 20

// garbage is about how much of the heap the next collection would free:
// the heap's objects, dead ones not yet swept included, less what the last
// collection found live.
func garbage() uint64 {
	s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}, {Name: "/gc/heap/live:bytes"}}
	metrics.Read(s)
	objects, live := s[0].Value.Uint64(), s[1].Value.Uint64()
	if objects < live {
		return 0
	}
	return objects - live
}

// collect runs a collection when at least minGarbage has piled up since the
// last one, and returns the garbage it found then (0: it did not run).
func collect() uint64 {
	g := garbage()
	if g < minGarbage {
		return 0
	}
	runtime.GC()
	return g
}
