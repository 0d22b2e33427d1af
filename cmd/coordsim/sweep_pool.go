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
	sum := newSummary(len(cfg.invariants))
	var bar *progressBar
	if cfg.progress {
		bar = startProgress(stderr, "sweep", cfg.cells)
	}
	start := time.Now()
	out := cfg.rowsOut()
	out.begin(w)
	pool := cfg.startPool(ctx)
	defer pool.close()

	var err error
	pending := map[int]*chunkResult{}
	want := 0
	for r := range pool.results {
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
				err = out.rows(w, r.rows)
				sum.merge(&r.sum)
				if bar != nil {
					bar.add(r.sum.cells)
				}
			}
			if err != nil {
				pool.stop.Store(true)
			}
			<-pool.window
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
		out.interrupted(w, &sum)
		return sum, errors.Join(err, w.Flush())
	}
	if err != nil {
		return sum, err
	}
	out.end(w, &sum)
	return sum, nil
}

// pool is the workers of one sweep: they take chunks in turn while the
// window has room, and stop when stop is set or the context is done.
type pool struct {
	window  chan struct{}
	results chan *chunkResult
	stop    atomic.Bool
	done    chan struct{}
}

func (cfg *sweepConfig) startPool(ctx context.Context) *pool {
	p := &pool{window: make(chan struct{}, 4*cfg.workers), results: make(chan *chunkResult, 4*cfg.workers), done: make(chan struct{})}
	chunks := (cfg.cells + chunkCells - 1) / chunkCells
	var next atomic.Int64
	var wg sync.WaitGroup
	for range cfg.workers {
		wg.Go(func() {
			wk := sweepWorker{cfg: cfg, runner: cellRunner{g: &cfg.grid}}
			for !p.stop.Load() {
				p.window <- struct{}{}
				i := int(next.Add(1) - 1)
				if i >= chunks {
					<-p.window
					return
				}
				p.results <- wk.chunk(i)
			}
		})
	}
	go func() { wg.Wait(); close(p.results) }()
	go func() {
		select {
		case <-ctx.Done():
			p.stop.Store(true) // workers finish the chunk in hand and quit
		case <-p.done:
		}
	}()
	return p
}

func (p *pool) close() { close(p.done) }

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
	out := &chunkResult{index: index, sum: newSummary(len(cfg.invariants))}
	buf := wk.buf[:0]
	end := min((index+1)*chunkCells, cfg.cells)
	jsonRows := cfg.json && !cfg.shard.Sharded // a part holds CSV rows
	for i := index * chunkCells; i < end; i++ {
		seed, part := cfg.cellAt(cfg.first + int64(i))
		p := cfg.params(seed, part)
		res, err := wk.runner.run(p)
		if err != nil {
			out.err = fmt.Errorf("cell seed %d, partition %d: %w", seed, part, err)
			return out
		}
		wk.c.Extract(res, &wk.hasher)
		c := &wk.c
		if jsonRows {
			buf = appendJSONRow(buf, c, cfg.invariants, i == 0)
		} else {
			buf = appendCSVRow(buf, c)
		}
		if cfg.shrink {
			link, err := cfg.cellShrunk(p, c)
			if err != nil {
				out.err = fmt.Errorf("cell seed %d, partition %d: shrinking: %w", seed, part, err)
				return out
			}
			if jsonRows {
				buf = appendShrunkJSON(buf, link)
			} else {
				buf = appendShrunkCSV(buf, link)
			}
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
