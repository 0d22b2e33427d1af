package main

// coordsim sweep: the flags and the sweep's fixed configuration, the
// command itself, and which (seed, partition) a cell is. The worker pool is
// in sweep_pool.go, rows (CSV/JSON) in sweep_rows.go, the smallest
// violations in sweep_summary.go and the progress bar in sweep_progress.go.

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"runtime"
	"runtime/debug"
	"strconv"

	"coordsim/engine"
	"coordsim/engine/encode"
	"coordsim/internal/shard"
	"coordsim/internal/span"
)

// maxSweepCells bounds one sweep: ten million cells take minutes, not hours,
// and the rows a few gigabytes at most.
const maxSweepCells = 10_000_000

// maxShardedCells bounds a sharded sweep: a thousand processes of
// maxSweepCells each, and a merge of about 150 GB of rows.
const maxShardedCells = 10_000_000_000

// maxWorkers bounds --workers.
const maxWorkers = 4096

// chunkCells is how many consecutive cells a worker takes at a time.
const chunkCells = 256

type sweepConfig struct {
	grid
	seeds, parts span.Range
	total        int64 // the whole sweep's cells
	first        int64 // the first cell this process runs: 0 unless sharded
	cells        int   // the cells this process runs
	shard        shard.Assignment
	flags        []string // what a part records of the flags (sweep_shard.go)
	engine       string   // the fingerprint of the first cells' traces (preflight)
	workers      int
	json         bool
	baseURL      string
	outPath      string // "" writes the rows to stdout
	progress     bool
	shrink       bool     // each failing cell's row ends with its shrunk link (sweep_shrink.go)
	invariants   []string // names, in report order
}

func cmdSweep(args []string, std stdio) error {
	if len(args) > 0 && args[0] == "merge" {
		return cmdSweepMerge(args[1:], std)
	}
	cfg, err := parseSweep(args, std, os.Getenv)
	if err != nil {
		return err
	}
	if cfg.shard.Sharded {
		fmt.Fprintln(std.err, cfg.shardLine())
	}
	return cfg.sweep(std)
}

const sweepSynopsis = `Runs every (seed, partition length) cell of a scenario on all cores and writes one row
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
beyond that.

On a cluster, --shard K/N runs only the K-th of N even shares of the cells and writes a
part file instead of rows; 'coordsim sweep merge PART...' writes from the N parts exactly
what the unsharded sweep writes. Without --shard the share is read from a Kubernetes
Indexed Job (JOB_COMPLETION_INDEX, with --shards N) or a Slurm job array
(SLURM_ARRAY_TASK_ID, _MIN, _COUNT), and the sweep says which it used on stderr;
--shard none runs the whole sweep there. See deploy/README.md.`

// parseSweep reads the flags into a sweep's configuration and runs its
// preflight; getenv is the environment a scheduler's shard comes from.
func parseSweep(args []string, std stdio, getenv func(string) string) (*sweepConfig, error) {
	f := newFlags("sweep", sweepSynopsis)
	var seeds, parts, format, shardFlag string
	var workers, shards int64
	var progress, shrink bool
	f.fs.StringVar(&seeds, "seeds", "1..1000", "seeds: A..B or N, within 0..18446744073709551615")
	f.declareGrid("1..30", &parts)
	f.knobFlag(&f.retention, engine.RetentionKnob, "dedupe retention in ticks; 0 keeps entries forever (default: the scenario's)")
	declareProcessing(f)
	f.fs.StringVar(&format, "format", "csv", "rows as csv or json (with --shard: the rows the merge writes unless told)")
	out := f.fs.String("out", "", "write the rows (with --shard: the part) to this file (default: stdout)")
	baseURL := f.fs.String("base-url", defaultBaseURL, "the page's address, for share URLs")
	f.int64Flag(&workers, "workers", int64(runtime.GOMAXPROCS(0)), 1, maxWorkers, "goroutines running cells, each with its own engine memory; the default is GOMAXPROCS")
	f.fs.BoolVar(&shrink, "shrink", false, "end each row with a column, "+shrunkColumn+": for a cell that breaks an invariant, the share link of its\nshrunk run (coordsim shrink's, for the first invariant it breaks); empty for the others")
	f.fs.BoolVar(&progress, "progress", false, "show a progress bar on stderr (default: only when stderr is a terminal)")
	f.fs.StringVar(&shardFlag, "shard", "", "run only the K-th of N shares of the cells and write a part for 'coordsim sweep merge': K/N, 1 <= K <= N;\nnone runs the whole sweep even in a scheduler's array (default: from the scheduler's environment, if any)")
	f.int64Flag(&shards, "shards", 0, 1, shard.MaxShards, "in a Kubernetes Indexed Job: the number of shards, the Job's completions (JOB_COMPLETION_INDEX picks the shard)")
	if err := f.parse(args, std.help); err != nil {
		return nil, err
	}
	cfg := &sweepConfig{outPath: *out, json: format == "json", invariants: engine.InvariantNames(), shrink: shrink}
	if f.given("shards") && (shards < 1 || shards > shard.MaxShards) {
		return nil, &engine.ParamError{Field: "shards", Value: strconv.FormatInt(shards, 10), Reason: fmt.Sprintf("is out of range 1..%d", shard.MaxShards)}
	}
	var err error
	if cfg.shard, err = shard.Assign(shardFlag, int(shards), getenv); err != nil {
		return nil, err
	}
	if cfg.seeds, err = parseSpan("seeds", seeds, 0, math.MaxUint64); err != nil {
		return nil, err
	}
	if cfg.parts, err = parseSpan("partition", parts, uint64(engine.PartitionKnob.Lo), uint64(engine.PartitionKnob.Hi)); err != nil {
		return nil, err
	}
	if format != "csv" && format != "json" {
		return nil, &engine.ParamError{Field: "format", Value: strconv.Quote(format), Reason: "is not csv or json"}
	}
	if workers < 1 || workers > maxWorkers {
		return nil, &engine.ParamError{Field: "workers", Value: strconv.FormatInt(workers, 10), Reason: fmt.Sprintf("is out of range 1..%d", maxWorkers)}
	}
	cfg.workers = int(workers)
	if cfg.baseURL, err = parseBaseURL(*baseURL); err != nil {
		return nil, err
	}
	if err := cfg.size(seeds, parts); err != nil {
		return nil, err
	}
	if err := checkOutPath(cfg.outPath); err != nil {
		return nil, err
	}
	if cfg.grid, err = f.loadGrid(); err != nil {
		return nil, err
	}
	if cfg.engine, err = cfg.preflight(); err != nil {
		return nil, err
	}
	if cfg.shrink {
		if err := cfg.shrinkPreflight(); err != nil {
			return nil, err
		}
	}
	cfg.progress = progress
	if !f.given("progress") {
		cfg.progress = isTerminal(std.err)
	}
	cfg.flags = cfg.sweepFlags(f)
	return cfg, nil
}

// size counts the cells, the whole sweep's and this process's share, within
// the bounds: one process runs at most maxSweepCells, a sharded sweep at
// most maxShardedCells.
func (cfg *sweepConfig) size(seeds, parts string) error {
	limit, advice := uint64(maxSweepCells), "narrow either range, or split it with --shard K/N"
	if cfg.shard.Sharded {
		limit, advice = maxShardedCells, "narrow either range"
	}
	if n := cfg.seeds.Len(); n > limit || n*cfg.parts.Len() > limit {
		return &engine.ParamError{Field: "seeds", Value: strconv.Quote(seeds), Reason: fmt.Sprintf("with partition %q makes more than %d cells; %s", parts, limit, advice)}
	}
	cfg.total = int64(cfg.seeds.Len() * cfg.parts.Len())
	cfg.first, cfg.cells = 0, int(cfg.total)
	if !cfg.shard.Sharded {
		return nil
	}
	lo, hi := cfg.shard.Cells(cfg.total)
	if hi-lo > maxSweepCells {
		return &engine.ParamError{Field: "shard", Value: strconv.Quote(cfg.shard.String()), Reason: fmt.Sprintf("has %d of the %d cells, more than one process runs (%d); use more shards", hi-lo, cfg.total, maxSweepCells)}
	}
	cfg.first, cfg.cells = lo, int(hi-lo)
	return nil
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
	summary := cfg.summaryText
	if cfg.shard.Sharded {
		summary = cfg.shardSummaryText
	}
	return cfg.finish(ctx, dst, sum, cfg.cells, err, std, summary)
}

// finish is what sweep and merge do once the rows are written, or stopped:
// an interruption drops the file being written and says how far it got;
// otherwise the rows are committed (or dropped on error) and the summary
// goes to stderr, or to stdout when the rows went to --out.
func (cfg *sweepConfig) finish(ctx context.Context, dst *rowSink, sum sweepSummary, total int, err error, std stdio, summary func(sweepSummary) string) error {
	var intr *interrupted
	switch {
	case errors.As(err, &intr):
		intr.cells, intr.total = sum.cells, total
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
	w := std.err
	if cfg.outPath != "" {
		w = std.out
	}
	if _, err := io.WriteString(w, summary(sum)); err != nil {
		return &writeFailure{err}
	}
	return nil
}

// preflight runs the first seed at the shortest and the longest partition,
// so parameters the scenario cannot take are bad input (exit 2) before
// anything is written. Two runs suffice: what a run refuses is the same for
// every seed, and a partition length is refused only when it moves the
// partition's end past the start of the next one, which every longer length
// does too. It returns the SHA-256 of the two traces' SHA-256s, the
// fingerprint by which a part's engine is known (sweep_shard.go).
func (cfg *sweepConfig) preflight() (string, error) {
	r := cellRunner{g: &cfg.grid}
	var hasher encode.TraceHasher
	fp := sha256.New()
	for _, part := range []uint64{cfg.parts.Lo, cfg.parts.Hi} {
		res, err := r.run(cfg.params(cfg.seeds.Lo, int64(part)))
		if err != nil {
			return "", err
		}
		io.WriteString(fp, hasher.Sum(res))
	}
	return hex.EncodeToString(fp.Sum(nil)), nil
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

// cellAt is the seed and partition of the sweep's cell i: seed-major,
// partition-minor.
func (cfg *sweepConfig) cellAt(i int64) (uint64, int64) {
	n := int64(cfg.parts.Len())
	return cfg.seeds.Lo + uint64(i/n), int64(cfg.parts.Lo) + i%n
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
