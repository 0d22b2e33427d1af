package engine

// calendar is the generated run's event queue, ordered by (tick, kind, then
// the order events were scheduled in). Ticks are small integers and many
// events share one, so events are kept in a bucket per tick with a FIFO per
// kind, and only the distinct ticks go through a heap: far cheaper than one
// heap over every event when a hundred thousand clients are in flight. A
// FIFO holds just an event's two arguments; its bucket and slot give its
// tick and kind.
type calendar struct {
	buckets map[int64]*bucket
	ticks   []int64 // min-heap of the ticks that have a bucket
	spare   []*bucket
	n       int
	// last is the bucket most recently used and lastTick its tick: most
	// pushes and every pop of a tick go to the same bucket, so the map is
	// asked only when the tick changes.
	last     *bucket
	lastTick int64
}

type bucket struct {
	fifo [qKinds][]qArgs
	head [qKinds]int
	n    int
}

type qArgs struct{ a, b int32 }

func (c *calendar) len() int { return c.n }

func (c *calendar) push(it qItem) {
	if c.buckets == nil {
		c.buckets = make(map[int64]*bucket)
	}
	b, ok := c.last, c.last != nil && c.lastTick == it.tick
	if !ok {
		b, ok = c.buckets[it.tick]
	}
	if !ok {
		if k := len(c.spare); k > 0 {
			b, c.spare = c.spare[k-1], c.spare[:k-1]
		} else {
			b = &bucket{}
		}
		c.buckets[it.tick] = b
		c.pushTick(it.tick)
	}
	c.last, c.lastTick = b, it.tick
	b.fifo[it.kind] = append(b.fifo[it.kind], qArgs{int32(it.a), int32(it.b)})
	b.n++
	c.n++
}

// pop removes the first event. It may be called while events are pushed
// into the current tick, of any kind: each pop looks again for the lowest
// kind waiting.
func (c *calendar) pop() qItem {
	t := c.ticks[0]
	b := c.last
	if b == nil || c.lastTick != t {
		b = c.buckets[t]
		c.last, c.lastTick = b, t
	}
	for k := range b.fifo {
		if b.head[k] == len(b.fifo[k]) {
			continue
		}
		args := b.fifo[k][b.head[k]]
		it := qItem{tick: t, kind: qKind(k), a: int(args.a), b: int(args.b)}
		b.head[k]++
		b.n--
		c.n--
		if b.n == 0 {
			delete(c.buckets, t)
			c.last = nil
			c.popTick()
			for k := range b.fifo {
				b.fifo[k], b.head[k] = b.fifo[k][:0], 0
			}
			c.spare = append(c.spare, b)
		}
		return it
	}
	panic("engine: empty bucket in the calendar")
}

func (c *calendar) pushTick(t int64) {
	h := append(c.ticks, t)
	for i := len(h) - 1; i > 0; {
		parent := (i - 1) / 2
		if h[parent] <= h[i] {
			break
		}
		h[i], h[parent] = h[parent], h[i]
		i = parent
	}
	c.ticks = h
}

func (c *calendar) popTick() {
	h := c.ticks
	last := len(h) - 1
	h[0] = h[last]
	h = h[:last]
	for i := 0; ; {
		small, l, r := i, 2*i+1, 2*i+2
		if l < len(h) && h[l] < h[small] {
			small = l
		}
		if r < len(h) && h[r] < h[small] {
			small = r
		}
		if small == i {
			break
		}
		h[i], h[small] = h[small], h[i]
		i = small
	}
	c.ticks = h
}
