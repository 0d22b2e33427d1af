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
	begun  int // chunks begun this run: the one being filled is chunks[begun-1]
	cur    []T // that chunk (nil before the first)
	pos    int // values handed out from it
	n      int // values handed out this run
	// used counts the values earlier runs were handed that may still hold
	// something (trim clears those past this run's).
	used int
}

// reset starts a run. next zeroes each value as it hands it out (the
// lesson's run takes a handful: clearing them one by one, inline, costs
// less than a bulk clear's call), and trim, at the end of the run, clears
// what earlier runs left past this run's values.
func (a *arena[T]) reset() {
	a.used = max(a.used, a.n)
	a.begun, a.pos, a.n = 0, 0, 0
	a.cur = nil
}

// trim clears the values earlier runs were handed past this run's, so
// that the arena keeps nothing of them alive.
func (a *arena[T]) trim() {
	skip, left := a.n, a.used-a.n
	for _, c := range a.chunks {
		if left <= 0 {
			break
		}
		if skip >= len(c) {
			skip -= len(c)
			continue
		}
		k := min(left, len(c)-skip)
		clear(c[skip : skip+k])
		skip, left = 0, left-k
	}
	a.used = a.n
}

// next returns a pointer to the next value, zero.
func (a *arena[T]) next() *T {
	if a.pos == len(a.cur) {
		a.nextChunk()
	}
	p := &a.cur[a.pos]
	var zero T
	*p = zero
	a.pos++
	a.n++
	return p
}

// nextChunk moves on to the next chunk, adding it if there is none.
func (a *arena[T]) nextChunk() {
	if a.begun == len(a.chunks) {
		a.chunks = append(a.chunks, make([]T, arenaFirstChunk<<min(a.begun, arenaMaxShift)))
	}
	a.cur, a.pos = a.chunks[a.begun], 0
	a.begun++
}
