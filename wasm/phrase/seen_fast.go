package phrase

// The fast path: the canvas's breaks, kept for the texts broken lately.
// TestSeenBreaksAreTheModels holds them equal to the model's.

import "sync"

var (
	canvas     *Model
	canvasOnce sync.Once
	// seen keeps the breaks of the texts broken lately: a frame lays out
	// the labels the last one did. BenchmarkLayoutJapanese (wasm/scene,
	// a 2-vCPU VM): 4.66 ms before phrases, 8.26 ms with them uncached,
	// 4.75 ms cached.
	seen   = map[string][]int{}
	seenMu sync.Mutex
)

// Breaks are the byte offsets in s where a phrase ends, by the canvas's
// model. The caller must not change them.
func Breaks(s string) []int {
	seenMu.Lock()
	defer seenMu.Unlock()
	if b, ok := seen[s]; ok {
		return b
	}
	canvasOnce.Do(func() { canvas = Parse(base, model) })
	if len(seen) >= 2048 {
		clear(seen)
	}
	b := canvas.Breaks(s)
	seen[s] = b
	return b
}
