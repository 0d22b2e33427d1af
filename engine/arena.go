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
	chunk  int // the chunk being filled, chunks[chunk]
	cur    []T // that chunk (nil before the first)
	pos    int // values handed out from it
	n      int // values handed out this run
}

// reset starts a run. It clears the values the last run was handed, in one
// pass per chunk, so that next hands out values without clearing each:
// past the values handed out, an arena holds only zeros.
func (a *arena[T]) reset() {
	left := a.n
	for _, c := range a.chunks {
		if left == 0 {
			break
		}
		k := min(left, len(c))
		clear(c[:k])
		left -= k
	}
	a.chunk, a.pos, a.n = 0, 0, 0
	a.cur = nil
	if len(a.chunks) > 0 {
		a.cur = a.chunks[0]
	}
}

// next returns a pointer to the next value, zero. (Small, so that it
// inlines; moving to the next chunk is apart.)
func (a *arena[T]) next() *T {
	if a.pos == len(a.cur) {
		a.nextChunk()
	}
	p := &a.cur[a.pos]
	a.pos++
	a.n++
	return p
}

// nextChunk moves on to the next chunk, adding it if there is none.
func (a *arena[T]) nextChunk() {
	if a.cur != nil {
		a.chunk++
	}
	if a.chunk == len(a.chunks) {
		a.chunks = append(a.chunks, make([]T, arenaFirstChunk<<min(a.chunk, arenaMaxShift)))
	}
	a.cur, a.pos = a.chunks[a.chunk], 0
}
