package main

// A merge trusts nothing a part says of itself: each row is read and
// checked as the sweep writes it before any row of its part is written,
// the part's closing summary must be what its rows add up to, and the
// violations the summary reports are run again, so that what it prints
// (an invariant's detail, a tick) is the engine's, not the part's. Every
// cell so checked holds only digits, the two outcome codes, ok or fail and
// a hex hash: nothing a spreadsheet reads as a formula (=, +, -, @) or a
// terminal as an escape can pass.

import (
	"bytes"
	"context"
	"fmt"
	"maps"
	"strconv"

	"coordsim/engine"
	"coordsim/internal/analysis"
	"coordsim/internal/shard"
)

// rowsTally is what a part's rows add up to, read from the rows alone.
func (cfg *sweepConfig) rowsTally(ctx context.Context, p *shard.Part) (sweepSummary, error) {
	sum := newSummary(len(cfg.invariants))
	n := int64(0)
	err := p.EachRow(func(row []byte) error {
		if n%4096 == 0 && ctx.Err() != nil {
			return &interrupted{}
		}
		n++
		seed, partition, outcome, fails, err := cfg.readShrunkRow(row)
		if err != nil {
			return &shard.PartError{Path: p.Path, Reason: fmt.Sprintf("is damaged: row %d: %v", n, err)}
		}
		sum.cells++
		sum.outcomes[outcome]++
		for i, failed := range fails {
			if failed {
				sum.perInv[i].violated++
				if !sum.perInv[i].first.found {
					sum.perInv[i].first = violationAt{found: true, seed: seed, partition: partition}
				}
				if !sum.first.found {
					sum.first = violationAt{found: true, seed: seed, partition: partition}
				}
			}
		}
		return nil
	})
	return sum, err
}

// readShrunkRow is readRow, under --shrink for a row whose last column is
// its cell's shrunk link, found again.
func (cfg *sweepConfig) readShrunkRow(row []byte) (seed uint64, partition int64, outcome string, fails []bool, err error) {
	link := ""
	if cfg.shrink {
		if row, link, err = splitShrunk(row); err != nil {
			return 0, 0, "", nil, err
		}
	}
	if seed, partition, outcome, fails, err = cfg.readRow(row); err == nil && cfg.shrink {
		err = cfg.checkShrunk(seed, partition, link)
	}
	return seed, partition, outcome, fails, err
}

// readRow checks one row of a part as the sweep writes it (appendCSVRow):
// canonical non-negative integers, a known outcome, ok or fail, a hash.
func (cfg *sweepConfig) readRow(row []byte) (seed uint64, partition int64, outcome string, fails []bool, err error) {
	if _, err = appendJSONFromCSV(nil, row, cfg.invariants, true); err != nil {
		return 0, 0, "", nil, err
	}
	fields := bytes.Split(bytes.TrimSuffix(row, []byte{'\n'}), []byte{','})
	for i, f := range fields {
		if i != 2 && len(f) > 0 && f[0] == '-' {
			return 0, 0, "", nil, fmt.Errorf("column %d %q is negative", i+1, f)
		}
	}
	outcome = string(fields[2])
	if outcome != engine.RecoveredBeforeDeadline && outcome != engine.RecoveryDeadlineExceeded {
		return 0, 0, "", nil, fmt.Errorf("outcome %q is not one the engine writes", shortQuote(outcome))
	}
	if seed, err = strconv.ParseUint(string(fields[0]), 10, 64); err == nil {
		partition, err = strconv.ParseInt(string(fields[1]), 10, 64)
	}
	for _, v := range fields[len(rowHead) : len(rowHead)+len(cfg.invariants)] {
		fails = append(fails, string(v) == "fail")
	}
	return seed, partition, outcome, fails, err
}

// shortQuote is s quoted for one line, at most 40 bytes of it.
func shortQuote(s string) string {
	if len(s) > 40 {
		s = s[:40]
	}
	q := strconv.Quote(s)
	return q[1 : len(q)-1]
}

// checkTally refuses a part whose closing summary is not what its rows
// add up to.
func checkTally(p *shard.Part, said, rows *sweepSummary) error {
	same := said.cells == rows.cells && maps.Equal(said.outcomes, rows.outcomes) && sameCell(said.first, rows.first)
	for i := range said.perInv {
		same = same && said.perInv[i].violated == rows.perInv[i].violated && sameCell(said.perInv[i].first, rows.perInv[i].first)
	}
	if !same {
		return &shard.PartError{Path: p.Path, Reason: "is damaged or forged: its closing summary is not what its rows add up to"}
	}
	return nil
}

func sameCell(a, b violationAt) bool {
	return a.found == b.found && a.seed == b.seed && a.partition == b.partition
}

// rerunViolations makes each violation sum reports the engine's own: the
// cell run again, its verdict for the invariant (the first it breaks, for
// the overall one). A cell that breaks nothing there is a forged row.
func (cfg *sweepConfig) rerunViolations(sum *sweepSummary) error {
	again := func(v *violationAt, inv int) error {
		if !v.found {
			return nil
		}
		res, err := cfg.named.Run(cfg.params(v.seed, v.partition))
		if err != nil {
			return fmt.Errorf("cell seed %d, partition %d: %w", v.seed, v.partition, err)
		}
		var c analysis.Cell
		c.Extract(res, nil)
		verdict, ok := c.FirstViolation()
		if inv >= 0 {
			verdict, ok = c.Verdicts[inv], !c.Verdicts[inv].Holds
		}
		if !ok {
			return fmt.Errorf("the parts' rows say cell seed %d, partition %d breaks an invariant, and run again it breaks none: a part is forged", v.seed, v.partition)
		}
		v.deadline, v.verdict = c.Deadline, verdict
		return nil
	}
	for i := range sum.perInv {
		if err := again(&sum.perInv[i].first, i); err != nil {
			return err
		}
	}
	return again(&sum.first, -1)
}
