package phrase

// The fast path: the canvas's breaks, kept for the texts broken lately.
// TestSeenBreaksAreTheModels holds them equal to the model's.

import "sync"

var (
	canvas     *Model
	canvasOnce sync.Once
	// seen keeps the breaks of the texts broken lately: a frame lays out
	// the labels the last one did. BenchmarkLayoutJapanese (wasm/scene,
	// natively, 2-vCPU KVM guest, AMD EPYC): 4.8-5.7 ms a layout cached,
	// 8.7-9.8 ms with every text broken again (three calls each,
	// alternating, 2026-12-06; 4.75 against 8.26 ms on 2026-12-04).
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
