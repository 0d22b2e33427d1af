package main

// The worker pool: workers take chunks of consecutive cells, run them and
// format their rows; chunks are written in order whatever the scheduling.

import (
	"bufio"
	"context"
	"coordsim/engine/encode"
	"coordsim/internal/analysis"
	"errors"
	"fmt"
	"io"
	"sync"
	"sync/atomic"
	"time"
)

// chunkResult is one chunk's rows, encoded, and its tally.
type chunkResult struct {
	index int
	rows  []byte
	sum   sweepSummary
	err   error
}

// run runs every cell on cfg.workers goroutines and writes the rows in cell
// order. Workers take chunks of consecutive cells; the writer puts chunks
// back in order, and at most a few chunks per worker are ever in flight, so
// memory stays flat however many cells there are.
func (cfg *sweepConfig) run(ctx context.Context, w *bufio.Writer, stderr io.Writer) (sweepSummary, error) {
	sum := sweepSummary{outcomes: map[string]int{}, perInv: make([]invariantTally, len(cfg.invariants))}
	var bar *progressBar
	if cfg.progress {
		bar = startProgress(stderr, "sweep", cfg.cells)
	}
	start := time.Now()
	cfg.writeHeader(w)

	chunks := (cfg.cells + chunkCells - 1) / chunkCells
	window := make(chan struct{}, 4*cfg.workers)
	results := make(chan *chunkResult, 4*cfg.workers)
	var next atomic.Int64
	var stop atomic.Bool
	var wg sync.WaitGroup
	for range cfg.workers {
		wg.Go(func() {
			wk := sweepWorker{cfg: cfg, runner: cellRunner{g: &cfg.grid}}
			for !stop.Load() {
				window <- struct{}{}
				i := int(next.Add(1) - 1)
				if i >= chunks {
					<-window
					return
				}
				results <- wk.chunk(i)
			}
		})
	}
	go func() { wg.Wait(); close(results) }()
	done := make(chan struct{})
	defer close(done)
	go func() {
		select {
		case <-ctx.Done():
			stop.Store(true) // workers finish the chunk in hand and quit
		case <-done:
		}
	}()

	var err error
	pending := map[int]*chunkResult{}
	want := 0
	for r := range results {
		pending[r.index] = r
		for {
			r, ok := pending[want]
			if !ok {
				break
			}
			delete(pending, want)
			want++
			if err == nil && r.err != nil {
				err = r.err
			}
			if err == nil && ctx.Err() != nil {
				err = &interrupted{}
			}
			if err == nil {
				_, err = w.Write(r.rows)
				sum.merge(&r.sum)
				if bar != nil {
					bar.add(r.sum.cells)
				}
			}
			if err != nil {
				stop.Store(true)
			}
			<-window
		}
	}
	sum.elapsed = time.Since(start)
	if err == nil && ctx.Err() != nil {
		err = &interrupted{}
	}
	if bar != nil {
		bar.finish(err == nil, cfg.workers)
	}
	var intr *interrupted
	if errors.As(err, &intr) {
		cfg.writePartialFooter(w, &sum)
		return sum, errors.Join(err, w.Flush())
	}
	if err != nil {
		return sum, err
	}
	cfg.writeFooter(w, &sum)
	return sum, nil
}

// sweepWorker owns the memory one goroutine reuses from cell to cell.
type sweepWorker struct {
	cfg    *sweepConfig
	runner cellRunner
	hasher encode.TraceHasher
	c      analysis.Cell
	buf    []byte
}

func (wk *sweepWorker) chunk(index int) *chunkResult {
	cfg := wk.cfg
	out := &chunkResult{index: index, sum: sweepSummary{outcomes: map[string]int{}, perInv: make([]invariantTally, len(cfg.invariants))}}
	buf := wk.buf[:0]
	end := min((index+1)*chunkCells, cfg.cells)
	for i := index * chunkCells; i < end; i++ {
		seed, part := cfg.cellAt(i)
		p := cfg.params(seed, part)
		res, err := wk.runner.run(p)
		if err != nil {
			out.err = fmt.Errorf("cell seed %d, partition %d: %w", seed, part, err)
			return out
		}
		wk.c.Extract(res, &wk.hasher)
		c := &wk.c
		if cfg.json {
			buf = appendJSONRow(buf, c, cfg.invariants, i == 0)
		} else {
			buf = appendCSVRow(buf, c)
		}
		s := &out.sum
		s.cells++
		s.outcomes[c.Outcome]++
		for j, v := range c.Verdicts {
			if v.Holds {
				continue
			}
			s.perInv[j].violated++
			if !s.perInv[j].first.found {
				s.perInv[j].first = violationAt{true, seed, part, c.Deadline, v}
			}
		}
		if v, ok := c.FirstViolation(); ok && !s.first.found {
			s.first = violationAt{true, seed, part, c.Deadline, v}
		}
	}
	out.rows = append([]byte(nil), buf...)
	wk.buf = buf
	return out
}
