package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"coordsim/engine"
)

// BenchmarkSweepCell is one sweep cell end to end (run, extract, trace
// SHA-256, CSV row) on the reference fixture and on random-faults, on one
// goroutine: cells/s is per core.
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
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "cells/s")
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

// BenchmarkShardedSweep is a sweep of random-faults over 60,000 cells as
// processes run it: one unsharded process, and N = 1, 2 and 4 shards one
// after another (each on every core, as each on its own cluster node) with
// their merge. Each op runs all four in turn, so a change in the host's
// speed touches them alike; the metrics are each one's mean time and the
// shards' overhead over the unsharded sweep.
func BenchmarkShardedSweep(b *testing.B) {
	coordsim := coordsimBinary(b)
	grid := []string{"sweep", "--scenario", "random-faults", "--seeds", "1..2000", "--partition", "1..30"}
	dir := b.TempDir()
	run := func(args ...string) {
		if out, err := exec.Command(coordsim, args...).CombinedOutput(); err != nil {
			b.Fatalf("coordsim %v: %v\n%s", args, err, out)
		}
	}
	timed := func(f func()) time.Duration {
		start := time.Now()
		f()
		return time.Since(start)
	}
	shards := []int{1, 2, 4}
	var unsharded time.Duration
	sharded := make([]time.Duration, len(shards))
	for b.Loop() {
		unsharded += timed(func() { run(append(grid, "--out", filepath.Join(dir, "rows.csv"))...) })
		for i, n := range shards {
			sharded[i] += timed(func() {
				merge := []string{"sweep", "merge", "--out", filepath.Join(dir, "merged.csv")}
				for k := 1; k <= n; k++ {
					part := filepath.Join(dir, fmt.Sprintf("%d.part", k))
					run(append(grid, "--shard", fmt.Sprintf("%d/%d", k, n), "--out", part)...)
					merge = append(merge, part)
				}
				run(merge...)
			})
		}
	}
	ms := func(d time.Duration) float64 { return d.Seconds() * 1000 / float64(b.N) }
	b.ReportMetric(ms(unsharded), "unsharded-ms")
	for i, n := range shards {
		b.ReportMetric(ms(sharded[i]), fmt.Sprintf("shards%d-ms", n))
		b.ReportMetric(100*(sharded[i].Seconds()/unsharded.Seconds()-1), fmt.Sprintf("shards%d-overhead-%%", n))
	}
	os.RemoveAll(dir)
}
