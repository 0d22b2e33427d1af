package analysis

// What a sweep row and an analysis row report about one run, and the share
// URL and words both use.

import (
	"slices"
	"strconv"
	"strings"

	"coordsim/engine"
	"coordsim/engine/encode"
	"coordsim/internal/catalog"
	"coordsim/internal/render"
	"coordsim/internal/share"
)

// Cell is what a sweep row or an analysis row reports about one run, copied
// out of its Result (which the next run reuses).
type Cell struct {
	Seed      uint64
	Partition int64
	Retention int64

	Outcome            string
	RecoveryTick       int64
	HasTick            bool
	Deadline           int64
	Held               int // messages the partition held at some point
	Released           int
	ResidualAtDeadline int // still held when the deadline tick passed
	Residual           int // still held at the end of the run

	Definite  int // users with an answer at the deadline
	Uncertain int // users told the outcome is uncertain
	Unflagged int // uncertain users nobody is told to reconcile

	Stale     int // stale-transition rejections (a command whose precondition no longer holds)
	Conflicts int // same key, other input
	Expired   int // dedupe entries that expired (retention)

	Verdicts []engine.Verdict
	SHA      string // trace SHA-256; only when asked for
}

// Extract fills c from res, reusing c's verdict slice; with a hasher it
// also hashes the trace (a sweep's worker keeps one, so a seed's runs at
// one partition length after another share the hashing of their common
// prefix).
func (c *Cell) Extract(res *engine.Result, hasher *encode.TraceHasher) {
	rec := res.Recovery
	*c = Cell{
		Seed: res.Seed, Partition: res.Params.Partition, Retention: res.Params.Retention,
		Outcome: rec.Outcome, RecoveryTick: rec.Tick, HasTick: rec.HasTick, Deadline: rec.DeadlineTick,
		Held: res.Counts.Buffered, Released: rec.Released, ResidualAtDeadline: rec.ResidualAtDeadline, Residual: rec.Residual,
		Conflicts: res.Counts.Conflicts, Stale: res.Counts.Stale, Expired: res.Counts.Expired,
		Definite: res.Counts.Definite, Uncertain: res.Counts.Uncertain, Unflagged: res.Counts.Unflagged,
		Verdicts: append(c.Verdicts[:0], res.Invariants...),
	}
	if hasher != nil {
		c.SHA = hasher.Sum(res)
	}
}

// FirstViolation is the earliest violated verdict by tick (ties: report
// order), or ok=false when every invariant held.
func (c *Cell) FirstViolation() (v engine.Verdict, ok bool) {
	for _, x := range c.Verdicts {
		if !x.Holds && (!ok || x.Tick < v.Tick) {
			v, ok = x, true
		}
	}
	return v, ok
}

// Failing lists the names of the invariants that did not hold.
func (c *Cell) Failing() []string { return engine.BrokenNames(c.Verdicts) }

// ShareURL is the page's URL for one run, written by the page's own URL
// encoder (internal/share); t is the tick to open at (-1: the start), lang
// the page's language ("" for the default).
func ShareURL(base, scenario string, p engine.Params, deadline, t int64, lang string) string {
	return shareURL(base, scenario, p, deadline, t, lang, share.Made{})
}

// ShareURLOf is ShareURL for a link that checks itself: res is the run of
// those parameters, and the link says it (v=, h=), so the page can tell
// when the run it opens is another.
func ShareURLOf(base, scenario string, p engine.Params, deadline, t int64, lang string, res *engine.Result) string {
	return shareURL(base, scenario, p, deadline, t, lang, share.MadeFrom(res))
}

func shareURL(base, scenario string, p engine.Params, deadline, t int64, lang string, made share.Made) string {
	if lang == "" {
		lang = share.Defaults.Lang
	}
	return Link(base, share.State{
		Scenario: scenario, Seed: p.Seed, Partition: p.Partition, Deadline: deadline, Retention: p.Retention,
		Processing: p.Processing, Lease: p.Lease, Mutations: p.Mutations, Faults: p.Faults, T: max(t, 0), Lang: lang,
		Made: made,
	})
}

// Link is s's link on the page at base.
func Link(base string, s share.State) string {
	sep := "?"
	if strings.Contains(base, "?") {
		sep = "&"
	}
	return base + sep + share.Encode(s)
}

// DescribeMutations is "none" or the comma-separated names.
func DescribeMutations(ms []engine.Mutation) string { return render.Mutations(ms) }

// DescribeRetention is a retention in words, in English (a sweep's rows).
func DescribeRetention(r int64, ms []engine.Mutation) string { return describeRetention("en", r, ms) }

// describeRetention is a retention in words in lang.
func describeRetention(lang string, r int64, ms []engine.Mutation) string {
	switch {
	case r == 0 && slices.Contains(ms, engine.ShortRetention):
		return catalog.T(lang, "analysis.retention.short", "ticks", strconv.Itoa(engine.ShortRetentionTicks))
	case r == 0:
		return catalog.T(lang, "analysis.retention.forever")
	}
	return catalog.T(lang, "analysis.retention.ticks", "ticks", strconv.FormatInt(r, 10))
}
