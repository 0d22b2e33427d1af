package main

// coordsim sweep: the flags and the sweep's fixed configuration, the
// command itself, and which (seed, partition) a cell is. The worker pool is
// in sweep_pool.go, rows (CSV/JSON) in sweep_rows.go, the smallest
// violations in sweep_summary.go and the progress bar in sweep_progress.go.

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"runtime"
	"runtime/debug"
	"strconv"

	"coordsim/engine"
	"coordsim/internal/span"
)

// maxSweepCells bounds one sweep: ten million cells take minutes, not hours,
// and the rows a few gigabytes at most.
const maxSweepCells = 10_000_000

// maxWorkers bounds --workers.
const maxWorkers = 4096

// chunkCells is how many consecutive cells a worker takes at a time.
const chunkCells = 256

type sweepConfig struct {
	grid
	seeds, parts span.Range
	cells        int
	workers      int
	json         bool
	baseURL      string
	outPath      string // "" writes the rows to stdout
	progress     bool
	invariants   []string // names, in report order
}

func cmdSweep(args []string, std stdio) error {
	f := newFlags("sweep", `Runs every (seed, partition length) cell of a scenario on all cores and writes one row
per cell (CSV or JSON) in the order seed, then partition, whatever the scheduling. Then it
prints, per invariant and overall, the smallest seed that violates it, with a share URL
that opens the page on that run at the violating tick. Without --out the rows go to
stdout and this summary to stderr; with --out the summary goes to stdout.

The first seed is run at the shortest and the longest partition before anything is
written, so flags the scenario cannot take (exit 2) never leave half a file. SIGINT or
SIGTERM stops the workers: the rows written so far stay whole (a JSON document is closed
with "interrupted": true), a file being written to --out is removed, and the sweep exits
130 with one line on stderr. The page offers
partition 1..30, deadline 1..40 and retention 0..40; the summary says when a URL goes
beyond that.`)
	var seeds, parts, format string
	var workers int64
	var progress bool
	f.fs.StringVar(&seeds, "seeds", "1..1000", "seeds: A..B or N, within 0..18446744073709551615")
	f.declareGrid("1..30", &parts)
	f.knobFlag(&f.retention, engine.RetentionKnob, "dedupe retention in ticks; 0 keeps entries forever (default: the scenario's)")
	declareProcessing(f)
	f.fs.StringVar(&format, "format", "csv", "rows as csv or json")
	out := f.fs.String("out", "", "write the rows to this file (default: stdout)")
	baseURL := f.fs.String("base-url", defaultBaseURL, "the page's address, for share URLs")
	f.int64Flag(&workers, "workers", int64(runtime.GOMAXPROCS(0)), 1, maxWorkers, "goroutines running cells, each with its own engine memory; the default is GOMAXPROCS")
	f.fs.BoolVar(&progress, "progress", false, "show a progress bar on stderr (default: only when stderr is a terminal)")
	if err := f.parse(args, std.help); err != nil {
		return err
	}
	cfg := &sweepConfig{outPath: *out, json: format == "json", invariants: engine.InvariantNames()}
	var err error
	if cfg.seeds, err = parseSpan("seeds", seeds, 0, math.MaxUint64); err != nil {
		return err
	}
	if cfg.parts, err = parseSpan("partition", parts, uint64(engine.PartitionKnob.Lo), uint64(engine.PartitionKnob.Hi)); err != nil {
		return err
	}
	if format != "csv" && format != "json" {
		return &engine.ParamError{Field: "format", Value: strconv.Quote(format), Reason: "is not csv or json"}
	}
	if workers < 1 || workers > maxWorkers {
		return &engine.ParamError{Field: "workers", Value: strconv.FormatInt(workers, 10), Reason: fmt.Sprintf("is out of range 1..%d", maxWorkers)}
	}
	cfg.workers = int(workers)
	if cfg.baseURL, err = parseBaseURL(*baseURL); err != nil {
		return err
	}
	if n := cfg.seeds.Len(); n > maxSweepCells || n*cfg.parts.Len() > maxSweepCells {
		return &engine.ParamError{Field: "seeds", Value: strconv.Quote(seeds), Reason: fmt.Sprintf("with partition %q makes more than %d cells; narrow either range", parts, maxSweepCells)}
	}
	cfg.cells = int(cfg.seeds.Len() * cfg.parts.Len())
	if err := checkOutPath(cfg.outPath); err != nil {
		return err
	}
	if cfg.grid, err = f.loadGrid(); err != nil {
		return err
	}
	if err := cfg.preflight(); err != nil {
		return err
	}
	cfg.progress = progress
	if !f.given("progress") {
		cfg.progress = isTerminal(std.err)
	}

	return cfg.sweep(std)
}

// sweep runs every cell, writes the rows where they go (a file only when
// every cell is written) and then the summary.
func (cfg *sweepConfig) sweep(std stdio) error {
	// The live heap is small and every cell allocates afresh (models have no
	// reusable Runner), so the default GOGC spends most of the time in the
	// collector: 400 more than triples random-faults throughput for a few
	// tens of megabytes. A GOGC the user set wins.
	if os.Getenv("GOGC") == "" {
		defer debug.SetGCPercent(debug.SetGCPercent(400))
	}
	dst, err := cfg.openRows(std.out)
	if err != nil {
		return err
	}
	// A terminating signal stops the workers; the rows already written
	// stay whole (a JSON document is closed), a file being written is
	// removed.
	ctx, release := gracefulStop()
	defer release()
	sum, err := cfg.run(ctx, dst.Writer, std.err)
	var intr *interrupted
	switch {
	case errors.As(err, &intr):
		intr.cells, intr.total = sum.cells, cfg.cells
		if c, ok := context.Cause(ctx).(signalCause); ok {
			intr.sig = c.sig
		}
		intr.file = cfg.outPath
		dst.abandon()
		return intr
	case err == nil:
		err = dst.commit()
	default:
		dst.abandon()
	}
	if err != nil {
		return &writeFailure{err}
	}
	summary := std.err
	if cfg.outPath != "" {
		summary = std.out
	}
	if _, err := io.WriteString(summary, cfg.summaryText(sum)); err != nil {
		return &writeFailure{err}
	}
	return nil
}

// preflight runs the first seed at the shortest and the longest partition,
// so parameters the scenario cannot take are bad input (exit 2) before
// anything is written. Two runs suffice: what a run refuses is the same for
// every seed, and a partition length is refused only when it moves the
// partition's end past the start of the next one, which every longer length
// does too.
func (cfg *sweepConfig) preflight() error {
	r := cellRunner{g: &cfg.grid}
	for _, part := range []uint64{cfg.parts.Lo, cfg.parts.Hi} {
		if _, err := r.run(cfg.params(cfg.seeds.Lo, int64(part))); err != nil {
			return err
		}
	}
	return nil
}

// checkOutPath refuses an --out that cannot be written (see
// atomicwrite.Check) before any cell is run.
func checkOutPath(path string) error {
	if path == "" {
		return nil
	}
	return checkTarget("out", path)
}

// interrupted is a sweep stopped by a terminating signal: Main prints it
// on one line and exits 128+signal.
type interrupted struct {
	cells, total int
	file         string // --out, left as it was
	sig          os.Signal
}

func (e *interrupted) Error() string {
	where := "the rows on standard output are partial: whole rows only"
	if e.file != "" {
		where = "nothing was written to " + strconv.Quote(e.file)
	}
	by := ""
	if e.sig != nil {
		by = " by " + signalName(e.sig)
	}
	return fmt.Sprintf("interrupted%s after %d of %d cells; %s", by, e.cells, e.total, where)
}

func (cfg *sweepConfig) params(seed uint64, partition int64) engine.Params {
	p := cfg.base
	p.Seed, p.Partition = seed, partition
	return p
}

// cellAt is the seed and partition of cell i: seed-major, partition-minor.
func (cfg *sweepConfig) cellAt(i int) (uint64, int64) {
	n := int(cfg.parts.Len())
	return cfg.seeds.Lo + uint64(i/n), int64(cfg.parts.Lo) + int64(i%n)
}

func (cfg *sweepConfig) url(v violationAt) string {
	return shareURL(cfg.baseURL, cfg.named.Name, cfg.params(v.seed, v.partition), v.deadline, v.verdict.Tick)
}

// deadline is the deadline in force (the scenario's unless --deadline).
func (cfg *sweepConfig) deadline() int64 {
	if cfg.base.Deadline > 0 {
		return cfg.base.Deadline
	}
	return cfg.named.DefaultDeadline()
}
