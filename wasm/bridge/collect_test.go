package bridge

import (
	"runtime"
	"runtime/debug"
	"testing"
)

var sink [][]byte

// collect runs only when a collection is worth its pause, and then frees
// what piled up.
func TestCollectRunsOnlyForEnoughGarbage(t *testing.T) {
	// No collection but collect's: one in the middle would count the 4 MB
	// below as live.
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	runtime.GC()
	if g := collect(); g != 0 {
		t.Fatalf("collect ran right after a collection (found %d bytes of garbage)", g)
	}
	for range 64 {
		sink = append(sink, make([]byte, 64<<10)) // 4 MB, then dropped
	}
	sink = nil
	var before runtime.MemStats
	runtime.ReadMemStats(&before)
	g := collect()
	if g < 4<<20 {
		t.Fatalf("collect found %d bytes of garbage, want at least the 4 MB dropped", g)
	}
	var after runtime.MemStats
	runtime.ReadMemStats(&after)
	if after.NumGC == before.NumGC {
		t.Fatal("collect reported garbage but ran no collection")
	}
	if g := collect(); g != 0 {
		t.Fatalf("collect ran again with nothing new (found %d bytes)", g)
	}
}
