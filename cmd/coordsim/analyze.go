package main

// coordsim analyze: the flags, one run per (partition length, retention),
// the files written, and the commands and share URLs that reproduce a cell.
// What the runs mean is in analyze_findings.go, analysis.md's tables in
// analyze_tables.go and analysis.svg in analyze_chart.go.

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"coordsim/engine"
	"coordsim/internal/span"
)

// Limits of one analysis: the chart must stay readable.
const (
	maxAnalyzePartitions = 200
	maxAnalyzeRetentions = 8
)

// analysis is one seed run at every partition length and retention.
type analysis struct {
	grid
	seed       uint64
	parts      span.Range
	retentions []int64
	baseURL    string
	lengths    []int64
	cells      [][]cell // [length][retention]
	invariants []string
	start      int64 // the partition's start tick, -1 if the scenario has none
}

func cmdAnalyze(args []string, out *bytes.Buffer) error {
	f := newFlags("analyze", `Runs one seed of a scenario at every partition length and every dedupe retention given,
and writes the failure analysis the lesson asks for (step 5, assessment 2) to DIR:
analysis.md (assumptions and limits, findings computed from the runs, a table with a
row per partition length: outcome, recovery tick, messages held at the deadline, and per
retention side by side what users are told, stale commands, expired dedupe entries and
the invariant verdicts)
and analysis.svg (the same against partition length: outcome band, messages held at the
deadline and indefinite user results per retention, invariant strips, the deadline).
The same flags give the same bytes. Prints the paths it wrote.`)
	var parts, retentions, outDir string
	f.fs.StringVar(&f.seed, "seed", "", "seed (default: the scenario's)")
	f.declareGrid("1..30", &parts)
	f.fs.StringVar(&retentions, "retention", "0,2,5", fmt.Sprintf("dedupe retentions in ticks, comma-separated numbers or A..B, at most %d; 0 keeps entries forever", maxAnalyzeRetentions))
	f.fs.StringVar(&outDir, "out", ".", "directory to write analysis.md and analysis.svg to (created if missing)")
	baseURL := f.fs.String("base-url", defaultBaseURL, "the page's address, for share URLs")
	if err := f.parse(args, out); err != nil {
		return err
	}
	a := &analysis{}
	var err error
	if a.parts, err = parseSpan("partition", parts, 1, uint64(engine.MaxPartition)); err != nil {
		return err
	}
	if a.parts.Len() > maxAnalyzePartitions {
		return &engine.ParamError{Field: "partition", Value: strconv.Quote(parts), Reason: fmt.Sprintf("has more than %d lengths (the chart shows at most %d; use sweep for more)", maxAnalyzePartitions, maxAnalyzePartitions)}
	}
	rets, err := span.ParseList(retentions, 0, uint64(engine.MaxRetention), maxAnalyzeRetentions)
	if err != nil {
		return &engine.ParamError{Field: "retention", Value: strconv.Quote(retentions), Reason: err.Error()}
	}
	for _, r := range rets {
		a.retentions = append(a.retentions, int64(r))
	}
	if a.baseURL, err = parseBaseURL(*baseURL); err != nil {
		return err
	}
	if a.grid, err = f.loadGrid(); err != nil {
		return err
	}
	a.seed = a.named.Defaults.Seed
	a.start = a.named.PartitionStart()
	if f.seed != "" {
		if a.seed, err = engine.ParseSeed(f.seed); err != nil {
			return err
		}
	}
	if err := a.run(); err != nil {
		return err
	}
	files := []struct {
		name string
		data []byte
	}{{"analysis.md", a.markdown()}, {"analysis.svg", a.chart().SVG()}}
	if err := os.MkdirAll(outDir, 0o755); err != nil {
		return &engine.ParamError{Field: "out", Value: strconv.Quote(outDir), Reason: "cannot be created: " + err.Error()}
	}
	for _, file := range files {
		path := filepath.Join(outDir, file.name)
		if err := writeFileAtomic(path, file.data); err != nil {
			return &writeFailure{err}
		}
		fmt.Fprintln(out, path)
	}
	return nil
}

// writeFileAtomic writes data to a temporary file beside path and renames
// it into place.
func writeFileAtomic(path string, data []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return err
	}
	_, err = tmp.Write(data)
	if err == nil {
		err = tmp.Chmod(0o644)
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		os.Remove(tmp.Name())
	}
	return err
}

func (a *analysis) params(length, retention int64) engine.Params {
	p := a.base
	p.Seed, p.Partition, p.Retention = a.seed, length, retention
	return p
}

// run runs every cell; a parameter the scenario cannot take is bad input.
func (a *analysis) run() error {
	r := cellRunner{g: &a.grid}
	for l := a.parts.Lo; ; l++ {
		row := make([]cell, len(a.retentions))
		for k, ret := range a.retentions {
			res, err := r.run(a.params(int64(l), ret))
			if err != nil {
				return err
			}
			row[k].extract(res, nil)
			if a.invariants == nil {
				a.invariants = engine.InvariantNames()
			}
		}
		a.lengths = append(a.lengths, int64(l))
		a.cells = append(a.cells, row)
		if l == a.parts.Hi {
			return nil
		}
	}
}

// deadline is the recovery deadline in force.
func (a *analysis) deadline() int64 { return a.cells[0][0].Deadline }

// sameOutcomes reports whether every retention gives the same outcome at
// every length (retention changes the store, not the network).
func (a *analysis) sameOutcomes() bool {
	for _, row := range a.cells {
		for _, c := range row {
			if c.Outcome != row[0].Outcome {
				return false
			}
		}
	}
	return true
}

// flips lists the indexes i (into lengths) where the outcome for retention
// k differs from that at i-1.
func (a *analysis) flips(k int) []int {
	var out []int
	for i := 1; i < len(a.cells); i++ {
		if a.cells[i][k].Outcome != a.cells[i-1][k].Outcome {
			out = append(out, i)
		}
	}
	return out
}

func (a *analysis) command() string {
	parts := []string{"coordsim analyze", "--scenario " + a.named.Name, "--seed " + strconv.FormatUint(a.seed, 10),
		"--partition " + a.parts.String(), "--retention " + joinInt64(a.retentions, ","), "--deadline " + strconv.FormatInt(a.deadline(), 10)}
	if len(a.base.Mutations) > 0 {
		parts = append(parts, "--mutation "+describeMutations(a.base.Mutations))
	}
	return strings.Join(parts, " ")
}

func (a *analysis) runCommand(length, retention int64) string {
	s := fmt.Sprintf("coordsim run --scenario %s --seed %d --partition %d --deadline %d --retention %d", a.named.Name, a.seed, length, a.deadline(), retention)
	if len(a.base.Mutations) > 0 {
		s += " --mutation " + describeMutations(a.base.Mutations)
	}
	return s
}

func (a *analysis) url(length, retention, t int64) string {
	return shareURL(a.baseURL, a.named.Name, a.params(length, retention), a.deadline(), t)
}
