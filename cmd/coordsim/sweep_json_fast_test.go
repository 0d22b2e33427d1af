package main

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"testing"

	"coordsim/engine"
	"coordsim/internal/analysis"
)

// jsonRow is a sweep row as encoding/json writes it: what the hand writer
// must equal (the invariants' object in their report order, which a map
// would sort).
type jsonRow struct {
	Seed         uint64          `json:"seed"`
	Partition    int64           `json:"partition"`
	Outcome      string          `json:"outcome"`
	RecoveryTick *int64          `json:"recovery_tick"`
	Deadline     int64           `json:"deadline"`
	Held         int             `json:"held"`
	Released     int             `json:"released"`
	RAD          int             `json:"residual_at_deadline"`
	Residual     int             `json:"residual"`
	Definite     int             `json:"users_definite"`
	Uncertain    int             `json:"users_indefinite"`
	Unflagged    int             `json:"users_unflagged"`
	Invariants   json.RawMessage `json:"invariants"`
	Violation    *int64          `json:"violation_tick"`
	SHA          string          `json:"trace_sha256"`
}

func encodingJSONRow(c *analysis.Cell, names []string) []byte {
	inv := []byte{'{'}
	for i, v := range c.Verdicts {
		if i > 0 {
			inv = append(inv, ',')
		}
		k, _ := json.Marshal(names[i])
		w, _ := json.Marshal(verdictWord(v))
		inv = append(append(append(inv, k...), ':'), w...)
	}
	r := jsonRow{Seed: c.Seed, Partition: c.Partition, Outcome: c.Outcome, Deadline: c.Deadline, Held: c.Held,
		Released: c.Released, RAD: c.ResidualAtDeadline, Residual: c.Residual, Definite: c.Definite,
		Uncertain: c.Uncertain, Unflagged: c.Unflagged, Invariants: append(inv, '}'), SHA: c.SHA}
	if c.HasTick {
		r.RecoveryTick = &c.RecoveryTick
	}
	if v, ok := c.FirstViolation(); ok {
		r.Violation = &v.Tick
	}
	b, _ := json.Marshal(&r)
	return b
}

func randomCell(r *rand.Rand, names []string) *analysis.Cell {
	c := &analysis.Cell{Seed: r.Uint64(), Partition: r.Int64N(1e9), Outcome: []string{engine.RecoveredBeforeDeadline, engine.RecoveryDeadlineExceeded}[r.IntN(2)],
		RecoveryTick: r.Int64N(1e9), HasTick: r.IntN(2) == 0, Deadline: r.Int64N(1e9), Held: r.IntN(99), Released: r.IntN(99),
		ResidualAtDeadline: r.IntN(9), Residual: r.IntN(9), Definite: r.IntN(9), Uncertain: r.IntN(9), Unflagged: r.IntN(9),
		SHA: "6760966f376eae3f16dc007fc6e003fd27ad277d0bffd58d47b3368798527fa8"}
	for _, n := range names {
		v := engine.Verdict{Name: n, Holds: r.IntN(4) > 0, FirstViolation: -1}
		if !v.Holds {
			v.FirstViolation, v.Tick = r.IntN(99), r.Int64N(1e9)
		}
		c.Verdicts = append(c.Verdicts, v)
	}
	return c
}

// TestSweepJSONRowIsEncodingJSONs: the hand row writer and the CSV-to-JSON
// one the merge uses write what encoding/json writes, for random cells.
func TestSweepJSONRowIsEncodingJSONs(t *testing.T) {
	names := engine.InvariantNames()
	r := rand.New(rand.NewPCG(51, 2))
	for range 2000 {
		c := randomCell(r, names)
		want := encodingJSONRow(c, names)
		if got := appendJSONRow(nil, c, names, true); !bytes.Equal(got, want) {
			t.Fatalf("the hand row:\n%s\nencoding/json:\n%s", got, want)
		}
		fromCSV, err := appendJSONFromCSV(nil, appendCSVRow(nil, c), names, true)
		if err != nil || !bytes.Equal(fromCSV, want) {
			t.Fatalf("from CSV (%v):\n%s\nencoding/json:\n%s", err, fromCSV, want)
		}
	}
}

// BenchmarkSweepJSONRow is the hand row against encoding/json's.
func BenchmarkSweepJSONRow(b *testing.B) {
	names := engine.InvariantNames()
	c := randomCell(rand.New(rand.NewPCG(1, 1)), names)
	b.Run("hand", func(b *testing.B) {
		var buf []byte
		for b.Loop() {
			buf = appendJSONRow(buf[:0], c, names, false)
		}
	})
	b.Run("encoding-json", func(b *testing.B) {
		for b.Loop() {
			encodingJSONRow(c, names)
		}
	})
}
