package main

import (
	"bufio"
	"fmt"
	"io"
	"maps"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"coordsim/engine"
	"coordsim/engine/canon"
	"coordsim/internal/span"
)

// maxSweepCells bounds one sweep: ten million cells take minutes, not hours,
// and the rows a few gigabytes at most.
const maxSweepCells = 10_000_000

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
	var workers int
	var progress bool
	f.fs.StringVar(&seeds, "seeds", "1..1000", "seeds: A..B or N, within 0..18446744073709551615")
	f.declareGrid("1..30", &parts)
	f.fs.Int64Var(&f.retention, "retention", 0, "dedupe retention in ticks; 0 keeps entries forever (default: the scenario's)")
	f.fs.StringVar(&format, "format", "csv", "rows as csv or json")
	out := f.fs.String("out", "", "write the rows to this file (default: stdout)")
	baseURL := f.fs.String("base-url", defaultBaseURL, "the page's address, for share URLs")
	f.fs.IntVar(&workers, "workers", runtime.GOMAXPROCS(0), "goroutines running cells, each with its own engine memory; the default is GOMAXPROCS")
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
	if workers < 1 || workers > 4096 {
		return &engine.ParamError{Field: "workers", Value: strconv.Itoa(workers), Reason: "is out of range 1..4096"}
	}
	cfg.workers = workers
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

// rowSink is where the rows go: stdout, or a temporary file beside --out
// that commit renames into place, so a failed sweep leaves no half file.
type rowSink struct {
	*bufio.Writer
	tmp *os.File // nil when writing to stdout
}

func (cfg *sweepConfig) openRows(stdout io.Writer) (*rowSink, error) {
	if cfg.outPath == "" {
		return &rowSink{Writer: bufio.NewWriterSize(stdout, 1<<16)}, nil
	}
	tmp, err := os.CreateTemp(filepath.Dir(cfg.outPath), "."+filepath.Base(cfg.outPath)+".tmp-*")
	if err != nil {
		return nil, &engine.ParamError{Field: "out", Value: strconv.Quote(cfg.outPath), Reason: "cannot be written: " + err.Error()}
	}
	return &rowSink{Writer: bufio.NewWriterSize(tmp, 1<<16), tmp: tmp}, nil
}

// commit flushes the rows and moves the file into place.
func (s *rowSink) commit(path string) error {
	err := s.Flush()
	if s.tmp == nil {
		return err
	}
	if err == nil {
		err = s.tmp.Chmod(0o644)
	}
	if cerr := s.tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(s.tmp.Name(), path)
	}
	if err != nil {
		os.Remove(s.tmp.Name())
	}
	return err
}

// abandon drops the temporary file (rows already on stdout stay there).
func (s *rowSink) abandon() {
	if s.tmp == nil {
		s.Flush()
		return
	}
	s.tmp.Close()
	os.Remove(s.tmp.Name())
}

// sweepSummary is what the rows add up to.
type sweepSummary struct {
	cells    int
	outcomes map[string]int
	perInv   []invariantTally // by invariant, in report order
	first    violationAt      // the smallest cell violating anything
	elapsed  time.Duration
}

type invariantTally struct {
	violated int
	first    violationAt
}

// violationAt is one violating cell: the smallest (seed, partition) in the
// sweep's order.
type violationAt struct {
	found     bool
	seed      uint64
	partition int64
	deadline  int64
	verdict   engine.Verdict
}

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
func (cfg *sweepConfig) run(w *bufio.Writer, stderr io.Writer) (sweepSummary, error) {
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
	if bar != nil {
		bar.finish(err == nil, cfg.workers)
	}
	if err != nil {
		return sum, err
	}
	cfg.writeFooter(w, &sum)
	return sum, nil
}

func (s *sweepSummary) merge(c *sweepSummary) {
	s.cells += c.cells
	for k, v := range c.outcomes {
		s.outcomes[k] += v
	}
	for i := range c.perInv {
		s.perInv[i].violated += c.perInv[i].violated
		if !s.perInv[i].first.found {
			s.perInv[i].first = c.perInv[i].first
		}
	}
	if !s.first.found {
		s.first = c.first
	}
}

// sweepWorker owns the memory one goroutine reuses from cell to cell.
type sweepWorker struct {
	cfg    *sweepConfig
	runner cellRunner
	c      cell
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
		wk.c.extract(res, true)
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
		if v, ok := c.firstViolation(); ok && !s.first.found {
			s.first = violationAt{true, seed, part, c.Deadline, v}
		}
	}
	out.rows = append([]byte(nil), buf...)
	wk.buf = buf
	return out
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
	b = fmt.Appendf(b, `,"seeds":%q,"partition":%q,"deadline":%d,"retention":%d,"mutations":`, cfg.seeds.String(), cfg.parts.String(), cfg.deadline(), cfg.base.Retention)
	b, _ = canon.Append(b, mutationNames(cfg.base.Mutations))
	b = fmt.Appendf(b, `,"cells":%d,"invariants":`, cfg.cells)
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

func (cfg *sweepConfig) violationJSON(v violationAt) any {
	if !v.found {
		return nil
	}
	return canon.Object{"seed": v.seed, "partition": v.partition, "invariant": v.verdict.Name, "tick": v.verdict.Tick, "trace_index": v.verdict.FirstViolation, "detail": v.verdict.Detail, "url": cfg.url(v)}
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

func appendCSVRow(b []byte, c *cell) []byte {
	b = strconv.AppendUint(b, c.Seed, 10)
	b = append(b, ',')
	b = strconv.AppendInt(b, c.Partition, 10)
	b = append(b, ',')
	b = append(b, c.Outcome...)
	b = append(b, ',')
	if c.HasTick {
		b = strconv.AppendInt(b, c.RecoveryTick, 10)
	}
	for _, n := range [...]int64{c.Deadline, int64(c.Held), int64(c.Released), int64(c.ResidualAtDeadline), int64(c.Residual), int64(c.Definite), int64(c.Indefinite), int64(c.Unflagged)} {
		b = append(b, ',')
		b = strconv.AppendInt(b, n, 10)
	}
	for _, v := range c.Verdicts {
		b = append(b, ',')
		b = append(b, verdictWord(v)...)
	}
	b = append(b, ',')
	if v, ok := c.firstViolation(); ok {
		b = strconv.AppendInt(b, v.Tick, 10)
	}
	b = append(b, ',')
	b = append(b, c.SHA...)
	return append(b, '\n')
}

func appendJSONRow(b []byte, c *cell, invariants []string, first bool) []byte {
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
	for i, n := range [...]int64{c.Deadline, int64(c.Held), int64(c.Released), int64(c.ResidualAtDeadline), int64(c.Residual), int64(c.Definite), int64(c.Indefinite), int64(c.Unflagged)} {
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
	if v, ok := c.firstViolation(); ok {
		b = strconv.AppendInt(b, v.Tick, 10)
	} else {
		b = append(b, "null"...)
	}
	b = append(b, `,"trace_sha256":"`...)
	b = append(b, c.SHA...)
	return append(b, `"}`...)
}

func verdictWord(v engine.Verdict) string {
	if v.Holds {
		return "ok"
	}
	return "fail"
}

// summaryText is the human summary: outcomes, and per invariant and overall
// the smallest violating seed with its share URL.
func (cfg *sweepConfig) summaryText(sum sweepSummary) string {
	var b strings.Builder
	fmt.Fprintf(&b, "sweep: scenario %s, seeds %s x partition %s = %d cells; deadline %d, retention %s, mutations %s\n",
		cfg.named.Name, cfg.seeds, cfg.parts, sum.cells, cfg.deadline(), describeRetention(cfg.base.Retention, cfg.base.Mutations), describeMutations(cfg.base.Mutations))
	if cfg.outPath != "" {
		format := "csv"
		if cfg.json {
			format = "json"
		}
		fmt.Fprintf(&b, "rows: %s (%s)\n", cfg.outPath, format)
	}
	b.WriteString("outcomes:")
	for i, o := range slices.Sorted(maps.Keys(sum.outcomes)) {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, " %s %d", o, sum.outcomes[o])
	}
	b.WriteString("\ninvariants:\n")
	width := 0
	for _, name := range cfg.invariants {
		width = max(width, len(name))
	}
	for i, name := range cfg.invariants {
		t := sum.perInv[i]
		if !t.first.found {
			fmt.Fprintf(&b, "  %-*s  holds in all %d cells\n", width, name, sum.cells)
			continue
		}
		v := t.first
		fmt.Fprintf(&b, "  %-*s  violated in %d of %d cells; smallest seed %d (partition %d, tick %d)\n", width, name, t.violated, sum.cells, v.seed, v.partition, v.verdict.Tick)
		fmt.Fprintf(&b, "  %-*s  %s\n", width, "", cfg.url(v))
	}
	if !sum.first.found {
		fmt.Fprintf(&b, "no invariant is violated in any of the %d cells\n", sum.cells)
		return b.String()
	}
	v := sum.first
	fmt.Fprintf(&b, "smallest violating seed: %d (partition %d): %s at tick %d: %s\n", v.seed, v.partition, v.verdict.Name, v.verdict.Tick, v.verdict.Detail)
	u := cfg.url(v)
	fmt.Fprintf(&b, "  %s\n", u)
	for _, p := range pageProblems(u) {
		fmt.Fprintf(&b, "  note: the page says: %s\n", p)
	}
	return b.String()
}

// isTerminal reports whether w is a character device (a terminal).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0 && st.Mode()&os.ModeDevice != 0
}

// progressBar draws "label [####----] 42% n/total cells, rate, eta" on one
// stderr line, at most ten times a second, from its own goroutine.
type progressBar struct {
	w     io.Writer
	label string
	total int
	done  atomic.Int64
	start time.Time
	quit  chan struct{}
	wg    sync.WaitGroup
}

func startProgress(w io.Writer, label string, total int) *progressBar {
	p := &progressBar{w: w, label: label, total: total, start: time.Now(), quit: make(chan struct{})}
	p.wg.Go(func() {
		t := time.NewTicker(100 * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-p.quit:
				return
			case <-t.C:
				p.draw(false)
			}
		}
	})
	return p
}

func (p *progressBar) add(n int) { p.done.Add(int64(n)) }

func (p *progressBar) draw(final bool) {
	done := int(p.done.Load())
	frac := 1.0
	if p.total > 0 {
		frac = float64(done) / float64(p.total)
	}
	const width = 30
	fill := int(frac * width)
	elapsed := time.Since(p.start).Seconds()
	rate := 0.0
	if elapsed > 0 {
		rate = float64(done) / elapsed
	}
	tail := "eta --"
	if final {
		tail = fmt.Sprintf("in %.1fs", elapsed)
	} else if rate > 0 {
		tail = fmt.Sprintf("eta %.0fs", float64(p.total-done)/rate)
	}
	fmt.Fprintf(p.w, "\r%s [%s%s] %3.0f%% %d/%d cells, %.0f cells/s, %s ", p.label,
		strings.Repeat("#", fill), strings.Repeat("-", width-fill), 100*frac, done, p.total, rate, tail)
}

// finish stops the updates and ends the line.
func (p *progressBar) finish(ok bool, workers int) {
	close(p.quit)
	p.wg.Wait()
	if ok {
		p.draw(true)
		fmt.Fprintf(p.w, "on %d workers\n", workers)
		return
	}
	fmt.Fprintln(p.w)
}
