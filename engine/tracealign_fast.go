package engine

// reserveTrace is reuse for the trace's buffer, with one difference: a
// Runner in a hot loop (a sweep's worker, a search: its hotAfterRuns-th
// run) gets a buffer of at least hotTraceEntries, once.
//
// Why: Go puts an 8-byte header before every object over 512 bytes that
// holds pointers, so a small trace buffer never starts on a cache line,
// and no 160-byte entry lands on one either. reset clears the last run's
// entries with 32-byte stores, and half of them then straddle two lines.
// An object over 32 KB has no header and starts a page. Only a hot loop
// gets one: a fresh 40 KB costs 15-25 µs (a Runner's second run taking
// it made BenchmarkReferenceReport's two runs 36 -> 60 µs), which a
// run's few nanoseconds repay after thousands of runs.
//
// Measured on a 2-vCPU KVM guest (AMD EPYC), 2026-12-06: clearing the
// reference run's 11 entries 9.6 ns on a line against 14.0 ns off it;
// BenchmarkReferenceRun 0.978x and 0.985x of the same engine without it
// (tools/bench/compare.sh against HEAD). TestHotTraceStartsALine checks
// that a hot Runner's buffer starts a line and its runs equal fresh ones.
func (s *sim) reserveTrace(n int) {
	s.runs++
	if s.runs == hotAfterRuns && cap(s.trace) < hotTraceEntries {
		s.trace = make([]TraceEntry, 0, max(n, hotTraceEntries))
		return
	}
	reuse(&s.trace, n)
}

const (
	// hotTraceEntries is the smallest trace buffer Go allocates as a large
	// object: 256 entries of 160 bytes, 40 KB, over the 32 KB of the
	// largest size class.
	hotTraceEntries = 256
	// hotAfterRuns is the run at which a Runner counts as hot.
	hotAfterRuns = 4096
)
