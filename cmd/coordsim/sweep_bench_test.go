package main

import (
	"testing"

	"coordsim/engine"
)

// BenchmarkSweepCell is one sweep cell end to end (run, extract, trace
// SHA-256, CSV row) on the reference fixture and on random-faults.
func BenchmarkSweepCell(b *testing.B) {
	for _, name := range []string{"reference", "random-faults"} {
		b.Run(name, func(b *testing.B) {
			f := newFlags("sweep", "")
			f.scenarioName = name
			g, err := f.loadGrid()
			if err != nil {
				b.Fatal(err)
			}
			cfg := &sweepConfig{grid: g}
			wk := sweepWorker{cfg: cfg, runner: cellRunner{g: &cfg.grid}}
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				i++
				res, err := wk.runner.run(cfg.params(uint64(i), int64(1+i%30)))
				if err != nil {
					b.Fatal(err)
				}
				wk.c.Extract(res, &wk.hasher)
				wk.buf = appendCSVRow(wk.buf[:0], &wk.c)
			}
		})
	}
}

// BenchmarkEngineOnly is the same runs without the trace SHA-256 or a row.
func BenchmarkEngineOnly(b *testing.B) {
	named, _ := engine.LookupScenario("random-faults")
	i := 0
	for b.Loop() {
		i++
		if _, err := engine.RunModel(named.Model, engine.Params{Seed: uint64(i), Partition: int64(1 + i%30)}); err != nil {
			b.Fatal(err)
		}
	}
}
