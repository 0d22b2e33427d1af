package main

// coordsim sweep: the flags and the sweep's fixed configuration, the
// command itself, and which (seed, partition) a cell is. The worker pool is
// in sweep_pool.go, rows (CSV/JSON) in sweep_rows.go, the smallest
// violations in sweep_summary.go and the progress bar in sweep_progress.go.

import (
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

Every partition length is run once with the first seed before anything is written, so
flags the scenario cannot take (exit 2) never leave half a file. The page offers
partition 1..30, deadline 1..40 and retention 0..40; the summary says when a URL goes
beyond that.`)
	var seeds, parts, format string
	var workers int64
	var progress bool
	f.fs.StringVar(&seeds, "seeds", "1..1000", "seeds: A..B or N, within 0..18446744073709551615")
	f.declareGrid("1..30", &parts)
	f.int64Flag(&f.retention, "retention", 0, 0, engine.MaxRetention, "dedupe retention in ticks; 0 keeps entries forever (default: the scenario's)")
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
	if cfg.parts, err = parseSpan("partition", parts, 1, uint64(engine.MaxPartition)); err != nil {
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
	sum, err := cfg.run(dst.Writer, std.err)
	if err == nil {
		err = dst.commit(cfg.outPath)
	} else {
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

// preflight runs the first seed at every partition length, so parameters the
// scenario cannot take are bad input (exit 2) before anything is written.
func (cfg *sweepConfig) preflight() error {
	r := cellRunner{g: &cfg.grid}
	for part := cfg.parts.Lo; ; part++ {
		p := cfg.params(cfg.seeds.Lo, int64(part))
		if _, err := r.run(p); err != nil {
			return err
		}
		if part == cfg.parts.Hi {
			return nil
		}
	}
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

func mutationNames(ms []engine.Mutation) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = string(m)
	}
	return out
}
