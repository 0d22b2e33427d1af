package engine

import "testing"

// An arena's pointers keep their values however many chunks it adds, and a
// reused arena hands out zero values and, trimmed, zeroes everything the
// last run left behind.
func TestArenaKeepsPointersAndReleasesTheTail(t *testing.T) {
	var a arena[StoredEntry]
	const n = 200_000 // well past the largest chunk's doubling
	ptrs := make([]*StoredEntry, n)
	for i := range ptrs {
		ptrs[i] = a.next()
		ptrs[i].ReuseCount = i + 1
	}
	for i, p := range ptrs {
		if p.ReuseCount != i+1 {
			t.Fatalf("value %d reads %d: a later next moved or overwrote it", i, p.ReuseCount)
		}
	}
	a.reset()
	for i := range 10 {
		if p := a.next(); p != ptrs[i] || p.ReuseCount != 0 {
			t.Fatalf("after reset, value %d is %p holding %d; want the first chunk's slot, zeroed", i, p, p.ReuseCount)
		}
	}
	a.trim()
	for i := 10; i < n; i++ {
		if ptrs[i].ReuseCount != 0 {
			t.Fatalf("reset and trim left value %d holding %d", i, ptrs[i].ReuseCount)
		}
	}
}
