package main

// A shard of a sweep: the part it writes instead of rows (internal/shard
// has the format), what the part records of the sweep so the merge can
// write what the unsharded sweep writes, and the shard's few lines of
// summary.

import (
	"bufio"
	"coordsim/engine/fixture"
	"encoding/json"
	"flag"
	"fmt"
	"maps"
	"runtime/debug"
	"slices"
	"strings"

	"coordsim/engine"
	"coordsim/internal/shard"
)

// partRows writes a part: its header, the rows as CSV, and its closing line
// with the shard's tally. An interrupted shard writes no closing line, so
// the merge refuses what it left.
type partRows struct {
	cfg *sweepConfig
	pw  *shard.Writer
}

func (p *partRows) begin(w *bufio.Writer) {
	var header []byte
	p.pw, header = shard.NewWriter(p.cfg.partHeader())
	w.Write(header)
}

func (p *partRows) rows(w *bufio.Writer, b []byte) error {
	p.pw.Rows(b)
	_, err := w.Write(b)
	return err
}

func (p *partRows) end(w *bufio.Writer, sum *sweepSummary) {
	w.Write(p.pw.Trailer(encodeSummary(sum)))
}

func (p *partRows) interrupted(*bufio.Writer, *sweepSummary) {}

func (cfg *sweepConfig) partHeader() shard.Header {
	format := "csv"
	if cfg.json {
		format = "json"
	}
	return shard.Header{
		Shard: cfg.shard.K, Shards: cfg.shard.N, Cells: cfg.total, First: cfg.first, Count: int64(cfg.cells),
		Flags: cfg.flags, Format: format, Build: buildID(), Engine: cfg.engine,
	}
}

// notRecorded are the flags that do not change what the merge writes: how
// this process runs, and which share it runs. --format is recorded apart.
var notRecorded = []string{"shard", "shards", "out", "workers", "progress", "format"}

// sweepFlags are the flags given that make the sweep what it is, as
// --name=value in name order, the ranges in their canonical form: what the
// merge parses again, and what tells one sweep's parts from another's.
func (cfg *sweepConfig) sweepFlags(f *runFlags) []string {
	var out []string
	f.fs.Visit(func(fl *flag.Flag) {
		if slices.Contains(notRecorded, fl.Name) {
			return
		}
		value := fl.Value.String()
		switch fl.Name {
		case "seeds":
			value = cfg.seeds.String()
		case "partition":
			value = cfg.parts.String()
		case "mutation":
			value = strings.Join(engine.MutationStrings(f.mutations), ",")
		}
		out = append(out, "--"+fl.Name+"="+value)
	})
	return out
}

// buildID names the program: its module version, VCS revision and Go
// version, as the Go toolchain stamped them.
func buildID() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "unknown build"
	}
	id := bi.Path + " " + bi.Main.Version + " " + bi.GoVersion
	for _, s := range bi.Settings {
		switch {
		case s.Key == "vcs.revision":
			id += " " + s.Value
		case s.Key == "vcs.modified" && s.Value == "true":
			id += "+modified"
		}
	}
	return id
}

// shardLine says which shard this is, where that came from, and its cells.
func (cfg *sweepConfig) shardLine() string {
	text := fmt.Sprintf("sweep: shard %s from %s: ", cfg.shard, cfg.shard.From)
	if cfg.cells == 0 {
		return text + fmt.Sprintf("no cells (the sweep has %d, fewer than its %d shards)", cfg.total, cfg.shard.N)
	}
	s1, p1 := cfg.cellAt(cfg.first)
	s2, p2 := cfg.cellAt(cfg.first + int64(cfg.cells) - 1)
	return text + fmt.Sprintf("%d of the %d cells, seed %d partition %d to seed %d partition %d", cfg.cells, cfg.total, s1, p1, s2, p2)
}

// shardSummaryText is what a shard says when its part is written: the
// sweep's full summary is the merge's.
func (cfg *sweepConfig) shardSummaryText(sum sweepSummary) string {
	var b strings.Builder
	where := "standard output"
	if cfg.outPath != "" {
		where = fixture.Quote(cfg.outPath)
	}
	fmt.Fprintf(&b, "part: %s, shard %s of scenario %s: %d of the %d cells\n", where, cfg.shard, cfg.named.Name, sum.cells, cfg.total)
	writeOutcomes(&b, sum.outcomes)
	fmt.Fprintf(&b, "\nmerge the %d parts with: coordsim sweep merge PART... [--out FILE]\n", cfg.shard.N)
	return b.String()
}

// The shard's tally as its part's closing line holds it.
type (
	summaryJSON struct {
		Cells      int            `json:"cells"`
		Outcomes   map[string]int `json:"outcomes"`
		Invariants []tallyJSON    `json:"invariants"`
		First      *violationJSON `json:"first"`
	}
	tallyJSON struct {
		Violated int            `json:"violated"`
		First    *violationJSON `json:"first"`
	}
	violationJSON struct {
		Seed       uint64 `json:"seed"`
		Partition  int64  `json:"partition"`
		Deadline   int64  `json:"deadline"`
		Invariant  string `json:"invariant"`
		Tick       int64  `json:"tick"`
		TraceIndex int    `json:"trace_index"`
		Detail     string `json:"detail"`
	}
)

func encodeSummary(sum *sweepSummary) json.RawMessage {
	s := summaryJSON{Cells: sum.cells, Outcomes: sum.outcomes, First: encodeViolation(sum.first)}
	for _, t := range sum.perInv {
		s.Invariants = append(s.Invariants, tallyJSON{t.violated, encodeViolation(t.first)})
	}
	b, _ := json.Marshal(s)
	return b
}

func encodeViolation(v violationAt) *violationJSON {
	if !v.found {
		return nil
	}
	return &violationJSON{v.seed, v.partition, v.deadline, v.verdict.Name, v.verdict.Tick, v.verdict.FirstViolation, v.verdict.Detail}
}

// decodeSummary reads a part's tally back, refusing one that does not fit
// the sweep.
func decodeSummary(p *shard.Part, invariants int) (sweepSummary, error) {
	var s summaryJSON
	if err := json.Unmarshal(p.Summary, &s); err != nil || len(s.Invariants) != invariants || int64(s.Cells) != p.Count {
		return sweepSummary{}, &shard.PartError{Path: p.Path, Reason: "has a damaged closing line: its summary does not fit the sweep"}
	}
	sum := newSummary(invariants)
	sum.cells = s.Cells
	maps.Copy(sum.outcomes, s.Outcomes)
	sum.first = decodeViolation(s.First)
	for i, t := range s.Invariants {
		sum.perInv[i] = invariantTally{t.Violated, decodeViolation(t.First)}
	}
	return sum, nil
}

func decodeViolation(v *violationJSON) violationAt {
	if v == nil {
		return violationAt{}
	}
	return violationAt{true, v.Seed, v.Partition, v.Deadline, engine.Verdict{Name: v.Invariant, Tick: v.Tick, FirstViolation: v.TraceIndex, Detail: v.Detail}}
}
