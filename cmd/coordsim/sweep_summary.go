package main

// The summary: counts per outcome and, per invariant and overall, the
// smallest violating seed with its share URL.

import (
	"coordsim/engine/fixture"
	"fmt"
	"maps"
	"slices"
	"strings"
	"time"

	"coordsim/engine"
	"coordsim/internal/rate"
)

// sweepSummary is what the rows add up to.
type sweepSummary struct {
	cells    int
	outcomes map[string]int
	perInv   []invariantTally // by invariant, in report order
	first    violationAt      // the smallest cell violating anything
	elapsed  time.Duration
}

type invariantTally struct {
	violated int
	first    violationAt
}

// violationAt is one violating cell: the smallest (seed, partition) in the
// sweep's order.
type violationAt struct {
	found     bool
	seed      uint64
	partition int64
	deadline  int64
	verdict   engine.Verdict
}

func newSummary(invariants int) sweepSummary {
	return sweepSummary{outcomes: map[string]int{}, perInv: make([]invariantTally, invariants)}
}

// merge adds c, the tally of the cells after s's, to s.
func (s *sweepSummary) merge(c *sweepSummary) {
	s.cells += c.cells
	for k, v := range c.outcomes {
		s.outcomes[k] += v
	}
	for i := range c.perInv {
		s.perInv[i].violated += c.perInv[i].violated
		if !s.perInv[i].first.found {
			s.perInv[i].first = c.perInv[i].first
		}
	}
	if !s.first.found {
		s.first = c.first
	}
}

// summaryText is the human summary: outcomes, and per invariant and overall
// the smallest violating seed with its share URL.
func (cfg *sweepConfig) summaryText(sum sweepSummary) string {
	var b strings.Builder
	processing := ""
	if p := cfg.base; p.Processing > 0 {
		processing = fmt.Sprintf(", processing %d ticks, lease %d", p.Processing, p.EffectiveLease())
	}
	fmt.Fprintf(&b, "sweep: scenario %s, seeds %s x partition %s = %d cells; deadline %d, retention %s%s, mutations %s\n",
		cfg.named.Name, cfg.seeds, cfg.parts, sum.cells, cfg.deadline(), describeRetention(cfg.base.Retention, cfg.base.Mutations), processing, describeMutations(cfg.base.Mutations))
	if cfg.outPath != "" {
		format := "csv"
		if cfg.json {
			format = "json"
		}
		fmt.Fprintf(&b, "rows: %s (%s)\n", fixture.Quote(cfg.outPath), format)
	}
	writeOutcomes(&b, sum.outcomes)
	b.WriteString("\ninvariants:\n")
	width := 0
	for _, name := range cfg.invariants {
		width = max(width, len(name))
	}
	for i, name := range cfg.invariants {
		t := sum.perInv[i]
		lo, hi := rate.Wilson(t.violated, sum.cells)
		if !t.first.found {
			fmt.Fprintf(&b, "  %-*s  holds in all %d cells (95%% interval of the share: %s-%s)\n", width, name, sum.cells, rate.Percent(lo), rate.Percent(hi))
			continue
		}
		v := t.first
		fmt.Fprintf(&b, "  %-*s  violated in %d of %d cells (%s, 95%% interval %s-%s); smallest seed %d (partition %d, tick %d)\n", width, name, t.violated, sum.cells,
			rate.Percent(float64(t.violated)/float64(sum.cells)), rate.Percent(lo), rate.Percent(hi), v.seed, v.partition, v.verdict.Tick)
		fmt.Fprintf(&b, "  %-*s  %s\n", width, "", cfg.url(v))
	}
	if !sum.first.found {
		fmt.Fprintf(&b, "no invariant is violated in any of the %d cells\n", sum.cells)
		return b.String()
	}
	v := sum.first
	fmt.Fprintf(&b, "smallest violating seed: %d (partition %d): %s at tick %d: %s\n", v.seed, v.partition, v.verdict.Name, v.verdict.Tick, v.verdict.Detail)
	u := cfg.url(v)
	fmt.Fprintf(&b, "  %s\n", u)
	for _, p := range pageProblems(u) {
		fmt.Fprintf(&b, "  note: the page says: %s\n", p)
	}
	return b.String()
}

// writeOutcomes is the summary's "outcomes:" line, without its newline:
// each outcome and its count, in name order.
func writeOutcomes(b *strings.Builder, outcomes map[string]int) {
	b.WriteString("outcomes:")
	for i, o := range slices.Sorted(maps.Keys(outcomes)) {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(b, " %s %d", o, outcomes[o])
	}
}
