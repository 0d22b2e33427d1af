package engine

// The schedule memo, a fenced fast path: a Runner keeps the last schedule it
// rewrote with what shaped it, so runs that differ only in what moves no
// event (seed, deadline, retention, the other mutations), as each row of a
// boundary grid does, take it again instead of rewriting it. Buys a tenth
// to a sixth of the lesson's boundary grid (BenchmarkBoundary/reference
// with and without it side by side: 0.84x when it was made, 0.82x by seed;
// 0.93x on 2026-12-04, medians of 12 interleaved turns, 403 against 434 us);
// TestScheduleMemoEqualsUnmemoizedRuns holds a memoized run equal to an
// unmemoized one.

// scheduleShape is everything c.schedule's result depends on.
type scheduleShape struct {
	c           *Compiled
	endDelay    int64
	partition   int64
	conflicting bool
}

// scheduleFor is the schedule of c under p: the compiled one, the memo's,
// or a fresh rewrite (which the memo then holds), with the latest tick of
// its events (for countFixture: every entry of a fixture's run is at its
// event's tick or earlier).
func (s *sim) scheduleFor(c *Compiled, p *Params) ([]step, int64, error) {
	shape := scheduleShape{c, p.EndDelay, p.Partition, hasMutation(p.Mutations, ConflictingRetry)}
	if shape.endDelay == 0 && shape.partition == 0 && !shape.conflicting {
		return c.steps, c.lastTick, nil // nothing moves
	}
	if shape == s.schedShape {
		return s.sched, s.schedLast, nil
	}
	s.schedShape = scheduleShape{} // schedule writes into the scratch
	if s.schedEnd == nil {
		s.schedEnd = new(played)
	}
	steps, err := c.schedule(p, s.sched, s.schedEnd)
	if err != nil {
		return nil, 0, err
	}
	s.sched, s.schedShape, s.schedLast = steps, shape, lastTick(steps) // a copy: never the compiled steps
	return steps, s.schedLast, nil
}

// lastTick is the latest tick of steps' events.
func lastTick(steps []step) int64 {
	last := int64(0)
	for i := range steps {
		last = max(last, steps[i].ev.Tick)
	}
	return last
}
