package engine

import (
	"testing"
	"unsafe"
)

// TestHotTraceStartsALine: a Runner in a hot loop clears and writes a trace
// buffer that starts a cache line (tracealign_fast.go), and its runs of
// every story are a fresh run's; one that runs a few times keeps a buffer
// of its own size. Should Go's allocator change so that the large
// buffer no longer starts a line, this fails, and reserveTrace buys
// nothing but memory.
func TestHotTraceStartsALine(t *testing.T) {
	sc := Reference()
	c, err := Compile(&sc)
	if err != nil {
		t.Fatal(err)
	}
	var r Runner
	p := Params{Seed: ReferenceSeed}
	for range hotAfterRuns - 1 {
		res, err := r.Run(c, p)
		if err != nil {
			t.Fatal(err)
		}
		if n := cap(res.Trace); n >= hotTraceEntries {
			t.Fatalf("a Runner not yet hot reserved %d entries; it needs %d", n, len(res.Trace))
		}
	}
	for range 3 {
		res, err := r.Run(c, p)
		if err != nil {
			t.Fatal(err)
		}
		if cap(res.Trace) < hotTraceEntries {
			t.Fatalf("a hot Runner's run has room for %d entries, not %d", cap(res.Trace), hotTraceEntries)
		}
		if at := uintptr(unsafe.Pointer(unsafe.SliceData(res.Trace))) % 64; at != 0 {
			t.Fatalf("the hot trace starts %d bytes into a cache line", at)
		}
		if fresh, _ := Run(&sc, p); !sameTrace(res, fresh) || res.Counts != fresh.Counts {
			t.Fatal("a hot Runner's run differs from a fresh run")
		}
	}
	runsAsFresh(t, &r) // every kind of run, hot
	if size := unsafe.Sizeof(TraceEntry{}) * hotTraceEntries; size <= 32<<10 {
		t.Fatalf("%d entries are %d bytes: a size class, with a header, not a large object", hotTraceEntries, size)
	}
}
