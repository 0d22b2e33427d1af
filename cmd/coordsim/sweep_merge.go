package main

// coordsim sweep merge: the parts of a sharded sweep back into the rows and
// summary the unsharded sweep writes, streaming one part at a time.

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"

	"coordsim/engine"
	"coordsim/internal/shard"
)

const mergeSynopsis = `Merges the parts of a sharded sweep ('coordsim sweep --shard K/N', or one run per task of a
Kubernetes Indexed Job or a Slurm array) into the rows and summary the unsharded sweep of
the same flags writes, byte for byte, in any order of the parts. It reads one part at a
time and holds one row, however large the sweep.

Every part is checked before anything is written: a part that is not one, that was cut
short, that comes from another sweep or another build of coordsim, a shard given twice or
a shard missing is refused with one line naming it (exit 2). A row changed inside a part
is found as it is merged: with --out nothing is written; on stdout the rows stop there
(exit 1). Without --out the rows go to stdout and the summary to stderr; with --out the
summary goes to stdout. SIGINT or SIGTERM stops the merge as it stops a sweep.`

func cmdSweepMerge(args []string, std stdio) error {
	f := newFlags("sweep merge", mergeSynopsis)
	f.operands = " PART..."
	format := f.fs.String("format", "", "rows as csv or json (default: the --format the shards were given)")
	out := f.fs.String("out", "", "write the rows to this file (default: stdout)")
	progress := f.fs.Bool("progress", false, "show a progress bar on stderr (default: only when stderr is a terminal)")
	paths, err := f.parseOperands(args, std.help)
	if err != nil {
		return err
	}
	if *format != "" && *format != "csv" && *format != "json" {
		return &engine.ParamError{Field: "format", Value: strconv.Quote(*format), Reason: "is not csv or json"}
	}
	if err := checkOutPath(*out); err != nil {
		return err
	}
	parts := make([]*shard.Part, len(paths))
	for i, path := range paths {
		if parts[i], err = shard.Open(path); err != nil {
			return err
		}
	}
	if parts, err = shard.Check(parts); err != nil {
		return err
	}
	cfg, err := sweepOfParts(parts[0], std)
	if err != nil {
		return err
	}
	sums := make([]sweepSummary, len(parts))
	for i, p := range parts {
		if sums[i], err = decodeSummary(p, len(cfg.invariants)); err != nil {
			return err
		}
	}
	cfg.outPath = *out
	if *format != "" {
		cfg.json = *format == "json"
	}
	cfg.progress = *progress
	if !f.given("progress") {
		cfg.progress = isTerminal(std.err)
	}
	return cfg.merge(parts, sums, std)
}

// sweepOfParts is the sweep the parts were cut from, as this coordsim
// runs it: the same flags parsed again, unsharded, its first cells run
// again to check that this build's engine is the parts'.
func sweepOfParts(p *shard.Part, std stdio) (*sweepConfig, error) {
	for _, fl := range p.Flags {
		name, _, _ := strings.Cut(strings.TrimPrefix(fl, "--"), "=")
		if !strings.HasPrefix(fl, "--") || slices.Contains(notRecorded, name) {
			return nil, &shard.PartError{Path: p.Path, Reason: fmt.Sprintf("has a damaged first line: %q is not a flag a part records", fl)}
		}
	}
	args := append(append([]string{}, p.Flags...), "--shard=none", "--format="+p.Format)
	cfg, err := parseSweep(args, stdio{out: io.Discard, err: io.Discard, help: std.help}, os.Getenv)
	if err != nil {
		return nil, &shard.PartError{Path: p.Path, Reason: "records flags this coordsim refuses: " + err.Error()}
	}
	switch {
	case buildID() != p.Build:
		return nil, &shard.PartError{Path: p.Path, Reason: fmt.Sprintf("was written by a different build: %s, and this coordsim is %s", p.Build, buildID())}
	case cfg.engine != p.Engine:
		return nil, &shard.PartError{Path: p.Path, Reason: "was written by an engine that runs this sweep differently from this coordsim's (the first cells' traces differ)"}
	case cfg.total != p.Cells:
		return nil, &shard.PartError{Path: p.Path, Reason: fmt.Sprintf("has %d cells in all; its flags make %d", p.Cells, cfg.total)}
	}
	return cfg, nil
}

// merge writes the rows of every part in shard order, then the summary, as
// sweep does: a file only when every row is written.
func (cfg *sweepConfig) merge(parts []*shard.Part, sums []sweepSummary, std stdio) error {
	dst, err := cfg.openRows(std.out)
	if err != nil {
		return err
	}
	ctx, release := gracefulStop()
	defer release()
	sum, err := cfg.mergeRows(ctx, dst, parts, sums, std.err)
	var damaged *shard.PartError
	switch {
	case errors.As(err, &damaged) && cfg.outPath != "":
		dst.abandon()
		return damaged // nothing written: bad input
	case errors.As(err, &damaged):
		dst.abandon()
		return &writeFailure{fmt.Errorf("%w; the rows on standard output stop before it", damaged)}
	}
	return cfg.finish(ctx, dst, sum, int(cfg.total), err, std, cfg.summaryText)
}

// mergeRows copies the parts' rows (as JSON rows when asked) between the
// sweep's header and footer, adding up their tallies in shard order. Each
// part is checked whole before a row of it is written (sweep_merge_check.go).
func (cfg *sweepConfig) mergeRows(ctx context.Context, dst *rowSink, parts []*shard.Part, sums []sweepSummary, stderr io.Writer) (sweepSummary, error) {
	sum := newSummary(len(cfg.invariants))
	var bar *progressBar
	if cfg.progress {
		bar = startProgress(stderr, "merge", int(cfg.total))
	}
	out := plainRows{cfg}
	out.begin(dst.Writer)
	c := partCopy{cfg: cfg, ctx: ctx, dst: dst}
	for i, p := range parts {
		rows, err := cfg.rowsTally(ctx, p)
		if err == nil {
			err = checkTally(p, &sums[i], &rows)
		}
		if err == nil {
			err = c.copy(p)
		}
		if bar != nil {
			bar.add(int(p.Count))
		}
		if err != nil {
			if bar != nil {
				bar.finish(false, 1)
			}
			if errors.As(err, new(*interrupted)) {
				sum.cells = int(c.written)
				out.interrupted(dst.Writer, &sum)
				return sum, errors.Join(err, dst.Flush())
			}
			return sum, err
		}
		sum.merge(&sums[i])
	}
	if bar != nil {
		bar.finish(true, 1)
	}
	if err := cfg.rerunViolations(&sum); err != nil {
		return sum, err
	}
	out.end(dst.Writer, &sum)
	return sum, nil
}

// partCopy writes parts' rows to dst, as JSON rows when the merge writes
// JSON, counting them.
type partCopy struct {
	cfg     *sweepConfig
	ctx     context.Context
	dst     *rowSink
	buf     []byte
	written int64
}

func (c *partCopy) copy(p *shard.Part) error {
	return p.EachRow(func(row []byte) error {
		if c.written%4096 == 0 && c.ctx.Err() != nil {
			return &interrupted{}
		}
		if !c.cfg.json {
			_, err := c.dst.Write(row)
			c.written++
			return err
		}
		var err error
		link := ""
		if c.cfg.shrink {
			row, link, err = splitShrunk(row) // checked whole by rowsTally
		}
		if err == nil {
			c.buf, err = appendJSONFromCSV(c.buf[:0], row, c.cfg.invariants, c.written == 0)
		}
		if err != nil {
			return &shard.PartError{Path: p.Path, Reason: fmt.Sprintf("is damaged: row %d: %v", c.written-p.First+1, err)}
		}
		if c.cfg.shrink {
			c.buf = appendShrunkJSON(c.buf, link)
		}
		c.written++
		_, err = c.dst.Write(c.buf)
		return err
	})
}
