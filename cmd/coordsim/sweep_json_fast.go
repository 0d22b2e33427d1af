package main

// Speed only: a sweep's JSON row written directly. encoding/json took
// 4.5-4.8 µs a row against 0.24-0.26 here (BenchmarkSweepJSONRow, 2026-12-04, a
// 2-vCPU EPYC guest): 43 s more for the largest sweep one process takes
// (10^7 cells), more than the engine's own time for most cells.
// TestSweepJSONRowIsEncodingJSONs holds the two to the same bytes.

import (
	"bytes"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"coordsim/engine/canon"
	"coordsim/internal/analysis"
)

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
