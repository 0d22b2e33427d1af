package main

// The rows: where they go (stdout, or a file committed only when the sweep
// succeeds) and how one cell is written as CSV or JSON.

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"coordsim/engine"
	"coordsim/engine/canon"
	"coordsim/internal/analysis"
	"coordsim/internal/atomicwrite"
)

// rowSink is where the rows go: stdout, or a temporary file beside --out
// that commit renames into place, so a failed sweep leaves no half file.
type rowSink struct {
	*bufio.Writer
	file *atomicwrite.Pending // nil when writing to stdout
}

func (cfg *sweepConfig) openRows(stdout io.Writer) (*rowSink, error) {
	if cfg.outPath == "" {
		return &rowSink{Writer: bufio.NewWriterSize(stdout, 1<<16)}, nil
	}
	file, err := atomicwrite.Create(cfg.outPath)
	if err != nil {
		return nil, targetError("out", err)
	}
	return &rowSink{Writer: bufio.NewWriterSize(file, 1<<16), file: file}, nil
}

// commit flushes the rows and moves the file into place.
func (s *rowSink) commit() error {
	err := s.Flush()
	if s.file == nil {
		return err
	}
	if err != nil {
		s.file.Abort()
		return err
	}
	return s.file.Commit()
}

// abandon drops the temporary file (rows already on stdout stay there).
func (s *rowSink) abandon() {
	if s.file == nil {
		s.Flush()
		return
	}
	s.file.Abort()
}

// rowsOut is what surrounds the rows and how they are written: the CSV
// header, the JSON document, or a part's lines (sweep_shard.go).
type rowsOut interface {
	begin(w *bufio.Writer)
	rows(w *bufio.Writer, b []byte) error
	end(w *bufio.Writer, sum *sweepSummary)
	interrupted(w *bufio.Writer, sum *sweepSummary)
}

func (cfg *sweepConfig) rowsOut() rowsOut {
	if cfg.shard.Sharded {
		return &partRows{cfg: cfg}
	}
	return plainRows{cfg}
}

// plainRows are the rows as CSV or a JSON document.
type plainRows struct{ cfg *sweepConfig }

func (p plainRows) begin(w *bufio.Writer) { p.cfg.writeHeader(w) }

func (p plainRows) rows(w *bufio.Writer, b []byte) error {
	_, err := w.Write(b)
	return err
}

func (p plainRows) end(w *bufio.Writer, sum *sweepSummary) { p.cfg.writeFooter(w, sum) }

func (p plainRows) interrupted(w *bufio.Writer, sum *sweepSummary) {
	p.cfg.writePartialFooter(w, sum)
}

// The rows' columns, before one column per invariant and after them.
var (
	rowHead = []string{"seed", "partition", "outcome", "recovery_tick", "deadline", "held", "released", "residual_at_deadline", "residual", "users_definite", "users_indefinite", "users_unflagged"}
	rowTail = []string{"violation_tick", "trace_sha256"}
)

func (cfg *sweepConfig) writeHeader(w *bufio.Writer) {
	if !cfg.json {
		cols := append(append(append([]string{}, rowHead...), cfg.invariants...), rowTail...)
		if cfg.shrink {
			cols = append(cols, shrunkColumn)
		}
		w.WriteString(strings.Join(cols, ",") + "\n")
		return
	}
	b := []byte(`{"scenario":`)
	b = canon.AppendString(b, cfg.named.Name)
	b = fmt.Appendf(b, `,"seeds":%q,"partition":%q,"deadline":%d,"retention":%d,`, cfg.seeds.String(), cfg.parts.String(), cfg.deadline(), cfg.base.Retention)
	if cfg.base.Processing > 0 { // only then: other sweeps' files read as before
		b = fmt.Appendf(b, `"processing":%d,"lease":%d,`, cfg.base.Processing, cfg.base.EffectiveLease())
	}
	b = append(b, `"mutations":`...)
	b, _ = canon.Append(b, engine.MutationStrings(cfg.base.Mutations))
	if cfg.shrink { // only then, as processing
		b = append(b, `,"shrink":true`...)
	}
	b = fmt.Appendf(b, `,"cells":%d,"invariants":`, cfg.total)
	b, _ = canon.Append(b, cfg.invariants)
	b = append(b, ",\n\"rows\":[\n"...)
	w.Write(b)
}

func (cfg *sweepConfig) writeFooter(w *bufio.Writer, sum *sweepSummary) {
	if !cfg.json {
		return
	}
	perInv := make([]any, len(cfg.invariants))
	for i, name := range cfg.invariants {
		t := sum.perInv[i]
		perInv[i] = canon.Object{"name": name, "violated_cells": t.violated, "smallest": cfg.violationJSON(t.first)}
	}
	outcomes := canon.Object{}
	for k, v := range sum.outcomes {
		outcomes[k] = v
	}
	b, _ := canon.Marshal(canon.Object{"cells": sum.cells, "outcomes": outcomes, "invariants": perInv, "smallest_violation": cfg.violationJSON(sum.first)})
	w.WriteString("\n],\n\"summary\":")
	w.Write(b)
	w.WriteString("}\n")
}

// writePartialFooter closes the JSON document of an interrupted sweep:
// the rows so far, then "interrupted": true and how many cells they are.
func (cfg *sweepConfig) writePartialFooter(w *bufio.Writer, sum *sweepSummary) {
	if !cfg.json {
		return
	}
	fmt.Fprintf(w, "\n],\n\"interrupted\":true,\"cells_written\":%d}\n", sum.cells)
}

func (cfg *sweepConfig) violationJSON(v violationAt) any {
	if !v.found {
		return nil
	}
	return canon.Object{"seed": v.seed, "partition": v.partition, "invariant": v.verdict.Name, "tick": v.verdict.Tick, "trace_index": v.verdict.FirstViolation, "detail": v.verdict.Detail, "url": cfg.url(v)}
}

func appendCSVRow(b []byte, c *analysis.Cell) []byte {
	b = strconv.AppendUint(b, c.Seed, 10)
	b = append(b, ',')
	b = strconv.AppendInt(b, c.Partition, 10)
	b = append(b, ',')
	b = append(b, c.Outcome...)
	b = append(b, ',')
	if c.HasTick {
		b = strconv.AppendInt(b, c.RecoveryTick, 10)
	}
	for _, n := range [...]int64{c.Deadline, int64(c.Held), int64(c.Released), int64(c.ResidualAtDeadline), int64(c.Residual), int64(c.Definite), int64(c.Uncertain), int64(c.Unflagged)} {
		b = append(b, ',')
		b = strconv.AppendInt(b, n, 10)
	}
	for _, v := range c.Verdicts {
		b = append(b, ',')
		b = append(b, verdictWord(v)...)
	}
	b = append(b, ',')
	if v, ok := c.FirstViolation(); ok {
		b = strconv.AppendInt(b, v.Tick, 10)
	}
	b = append(b, ',')
	b = append(b, c.SHA...)
	return append(b, '\n')
}

// canonicalInt reports whether f is an integer as strconv writes one (and
// so a JSON number): no sign but a minus, no leading zero, no space.
func canonicalInt(f []byte) bool {
	if u, err := strconv.ParseUint(string(f), 10, 64); err == nil {
		return strconv.FormatUint(u, 10) == string(f)
	}
	i, err := strconv.ParseInt(string(f), 10, 64)
	return err == nil && strconv.FormatInt(i, 10) == string(f)
}

func verdictWord(v engine.Verdict) string {
	if v.Holds {
		return "ok"
	}
	return "fail"
}
