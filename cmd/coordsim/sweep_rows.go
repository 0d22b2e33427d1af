package main

// The rows: where they go (stdout, or a file committed only when the sweep
// succeeds) and how one cell is written as CSV or JSON.

import (
	"bufio"
	"bytes"
	"errors"
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

func appendJSONRow(b []byte, c *analysis.Cell, invariants []string, first bool) []byte {
	if !first {
		b = append(b, ",\n"...)
	}
	b = append(b, `{"seed":`...)
	b = strconv.AppendUint(b, c.Seed, 10)
	b = append(b, `,"partition":`...)
	b = strconv.AppendInt(b, c.Partition, 10)
	b = append(b, `,"outcome":`...)
	b = canon.AppendString(b, c.Outcome)
	b = append(b, `,"recovery_tick":`...)
	if c.HasTick {
		b = strconv.AppendInt(b, c.RecoveryTick, 10)
	} else {
		b = append(b, "null"...)
	}
	for i, n := range [...]int64{c.Deadline, int64(c.Held), int64(c.Released), int64(c.ResidualAtDeadline), int64(c.Residual), int64(c.Definite), int64(c.Uncertain), int64(c.Unflagged)} {
		b = append(b, `,"`...)
		b = append(b, rowHead[4+i]...)
		b = append(b, `":`...)
		b = strconv.AppendInt(b, n, 10)
	}
	b = append(b, `,"invariants":{`...)
	for i, v := range c.Verdicts {
		if i > 0 {
			b = append(b, ',')
		}
		b = canon.AppendString(b, invariants[i])
		b = append(b, ':')
		b = canon.AppendString(b, verdictWord(v))
	}
	b = append(b, `},"violation_tick":`...)
	if v, ok := c.FirstViolation(); ok {
		b = strconv.AppendInt(b, v.Tick, 10)
	} else {
		b = append(b, "null"...)
	}
	b = append(b, `,"trace_sha256":"`...)
	b = append(b, c.SHA...)
	return append(b, `"}`...)
}

// appendJSONFromCSV is appendJSONRow from a CSV row (a part's), refusing
// a row that is not one: the merge's JSON is the sweep's, byte for byte.
func appendJSONFromCSV(b, row []byte, invariants []string, first bool) ([]byte, error) {
	fields := bytes.Split(bytes.TrimSuffix(row, []byte{'\n'}), []byte{','})
	if len(fields) != len(rowHead)+len(invariants)+len(rowTail) {
		return b, fmt.Errorf("%d columns, not %d", len(fields), len(rowHead)+len(invariants)+len(rowTail))
	}
	number := func(name string, f []byte, null bool) error {
		switch {
		case len(f) == 0 && null:
			b = append(b, "null"...)
			return nil
		case !canonicalInt(f):
			return fmt.Errorf("%s %q is not a number", name, f)
		}
		b = append(b, f...)
		return nil
	}
	if !first {
		b = append(b, ",\n"...)
	}
	var err error
	b = append(b, `{"seed":`...)
	err = errors.Join(err, number("seed", fields[0], false))
	b = append(b, `,"partition":`...)
	err = errors.Join(err, number("partition", fields[1], false))
	b = append(b, `,"outcome":`...)
	b = canon.AppendString(b, string(fields[2]))
	b = append(b, `,"recovery_tick":`...)
	err = errors.Join(err, number("recovery_tick", fields[3], true))
	for i := 4; i < len(rowHead); i++ {
		b = append(b, `,"`...)
		b = append(b, rowHead[i]...)
		b = append(b, `":`...)
		err = errors.Join(err, number(rowHead[i], fields[i], false))
	}
	b = append(b, `,"invariants":{`...)
	for i, name := range invariants {
		v := string(fields[len(rowHead)+i])
		if v != "ok" && v != "fail" {
			err = errors.Join(err, fmt.Errorf("%s %q is not ok or fail", name, v))
		}
		if i > 0 {
			b = append(b, ',')
		}
		b = canon.AppendString(b, name)
		b = append(b, ':')
		b = canon.AppendString(b, v)
	}
	b = append(b, `},"violation_tick":`...)
	err = errors.Join(err, number("violation_tick", fields[len(fields)-2], true))
	sha := fields[len(fields)-1]
	if len(sha) != 64 || strings.Trim(string(sha), "0123456789abcdef") != "" {
		err = errors.Join(err, fmt.Errorf("trace_sha256 %q is not a SHA-256", sha))
	}
	b = append(b, `,"trace_sha256":"`...)
	b = append(b, sha...)
	return append(b, `"}`...), err
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
