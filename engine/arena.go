package engine

// Arena chunks start small (the lesson's run stores a handful of values)
// and double up to a cap, so a long run adds a chunk rarely.
const (
	arenaFirstChunk = 8
	arenaMaxShift   = 7 // chunks of 8 << 7 = 1024 values at most
)

// arena hands out pointers to zeroed values that stay valid for the whole
// run. It grows by adding chunks, never by moving what it holds: a slice
// grown by append keeps every outgrown array alive for as long as a
// pointer into it lives (the trace points at rejections and stored
// entries), which cost a million-event run several times the values' own
// size. A Runner's next run reuses the chunks.
type arena[T any] struct {
	chunks [][]T
	chunk  int // the chunk being filled
	pos    int // values handed out from it
	n      int // values handed out this run
	dirty  int // values a run since the last release may have written
}

// reset starts a run; values are zeroed as they are handed out again.
func (a *arena[T]) reset() { a.chunk, a.pos, a.n = 0, 0, 0 }

// next returns a pointer to the next value, zeroed.
func (a *arena[T]) next() *T {
	if a.chunk < len(a.chunks) && a.pos == len(a.chunks[a.chunk]) {
		a.chunk, a.pos = a.chunk+1, 0
	}
	if a.chunk == len(a.chunks) {
		a.chunks = append(a.chunks, make([]T, arenaFirstChunk<<min(a.chunk, arenaMaxShift)))
	}
	p := &a.chunks[a.chunk][a.pos]
	var zero T
	*p = zero
	a.pos++
	a.n++
	a.dirty = max(a.dirty, a.n)
	return p
}

// release zeroes what earlier runs left past this run's values, so that a
// Runner does not keep a longer run's strings and results alive.
func (a *arena[T]) release() {
	start := 0
	for _, c := range a.chunks {
		if start >= a.dirty {
			break
		}
		lo, hi := max(a.n-start, 0), min(a.dirty-start, len(c))
		if lo < hi {
			clear(c[lo:hi])
		}
		start += len(c)
	}
	a.dirty = a.n
}
