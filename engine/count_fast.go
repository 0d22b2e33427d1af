package engine

// countFixture is Result.count for a fixture's run, read from what the run
// already holds (its messages, the keys' applied and reused counts, its
// one possible crash, the expiries and the latest tick it played) instead
// of a pass over the trace's rules entry by entry. It buys about a fifth of
// the lesson's reference run: Result.count's trace pass took 80-100 of
// about 560 ns (pprof and A/B runs of BenchmarkReferenceRun, 2026-12-01),
// and the boundary grid is 1,200 such runs. TestFixtureCountsAsTheTraceSays
// holds the two equal for every story, mutation and 2,000 generated
// fixtures. A run that broke no invariant (verdictsFresh) counts none of
// them: 91 of the reference run's 5,305 instructions (callgrind), about
// 2 of its 255 ns (medians of 16 interleaved runs each way, 2026-12-04).
func (s *sim) countFixture(r *Result) {
	c := &r.Counts
	applied, replayed := 0, 0
	for i := range s.keys {
		applied += s.keys[i].Applied
		replayed += s.keys[i].Reuses
	}
	crashes := 0
	if s.crashed { // a fixture's process crashes once at most (crashesAfterStateWrite)
		crashes = 1
	}
	// Field by field, every field: a composite is built aside and copied in,
	// and the copy's wide loads stall on the narrow stores just made.
	c.Messages, c.Applied, c.Buffered, c.Released, c.Replayed = len(s.msgs), applied, s.buffered, r.Recovery.Released, replayed
	c.Rejected, c.Conflicts, c.Stale = len(r.Rejections), len(r.Conflicts), len(r.Rejections)-len(r.Conflicts)
	c.StoreEntries, c.Expired, c.Crashes = len(r.Store), s.expired, crashes
	c.Dropped, c.Copies, c.Timeouts, c.GaveUp = 0, 0, 0, 0 // a fixture's network neither drops nor copies; it has no clients' timers
	r.TimelineEnd = s.lastTick + 1
	if s.verdictsFresh { // no invariant broke: none to count
		r.countUsers()
		c.Broken = 0
		return
	}
	r.countUsersAndVerdicts()
}
