package main

// What sweep and analyze share: the scenario and fixed knobs they run every
// cell with, and the share URL (a cell's figures are analysis.Cell).

import (
	"fmt"
	"strconv"
	"strings"

	"coordsim/engine"
	"coordsim/internal/analysis"
	"coordsim/internal/share"
	"coordsim/internal/span"
)

// defaultBaseURL is where `make run` serves the page.
const defaultBaseURL = analysis.DefaultBaseURL

// declareGrid declares the knobs every cell of a sweep or an analysis shares.
func (f *runFlags) declareGrid(partitionDefault string, partition *string) {
	f.fs.StringVar(&f.scenarioName, "scenario", engine.DefaultScenario, "named scenario ("+engine.ScenarioNames()+")")
	f.fs.StringVar(partition, "partition", partitionDefault, fmt.Sprintf("partition lengths in ticks: A..B or N, within 1..%d", engine.MaxPartition))
	f.knobFlag(&f.deadline, engine.DeadlineKnob, "recovery deadline tick (default: the scenario's)")
	f.fs.Var(&f.mutations, "mutation", "switch a defense off; repeat or comma-separate ("+engine.MutationNames()+")")
}

// grid is the scenario and the parameters every cell shares; cells set the
// seed and the partition length (and analyze the retention).
type grid struct {
	named    engine.Named
	compiled *engine.Compiled // compiled once, run by every worker's Runner
	base     engine.Params
}

// loadGrid looks the scenario up and fills the knobs not given with its
// defaults. Seed and partition are set per cell, so they count as given.
func (f *runFlags) loadGrid() (grid, error) {
	named, err := engine.LookupScenario(f.scenarioName)
	if err != nil {
		return grid{}, err
	}
	// Seed and partition are set per cell.
	o := engine.Overrides{Mutations: f.mutations}
	if f.given("deadline") {
		o.Deadline = &f.deadline
	}
	if f.given("retention") {
		o.Retention = &f.retention
	}
	var knobs engine.Params
	f.processingOverrides(&o, &knobs)
	base, err := named.Resolve(o)
	if err != nil {
		return grid{}, err
	}
	g := grid{named: named, base: base}
	if g.compiled, err = named.Compile(); err != nil {
		return grid{}, err
	}
	return g, nil
}

// cellRunner runs cells of one grid on one Runner, reusing its memory from
// cell to cell. Not safe for concurrent use: one per worker.
type cellRunner struct {
	g *grid
	r engine.Runner
}

// run runs one cell. The Result is valid only until the next run.
func (c *cellRunner) run(p engine.Params) (*engine.Result, error) {
	return c.r.Run(c.g.compiled, p)
}

// pageProblems says which of a share URL's values the page would refuse
// (it offers narrower ranges than the engine), in the page's own words.
func pageProblems(shared string) []string {
	_, raw, _ := strings.Cut(shared, "?")
	_, probs := share.Parse(raw)
	out := make([]string, len(probs))
	for i, p := range probs {
		out[i] = p.Message
	}
	return out
}

// parseSpan reads a range flag, naming the flag and value on error.
func parseSpan(flag, s string, min, max uint64) (span.Range, error) {
	r, err := span.Parse(s, min, max)
	if err != nil {
		return r, &engine.ParamError{Field: flag, Value: strconv.Quote(s), Reason: err.Error()}
	}
	return r, nil
}

// describeMutations is "none" or the comma-separated names.
func describeMutations(ms []engine.Mutation) string { return analysis.DescribeMutations(ms) }

// describeRetention is a retention in words.
func describeRetention(r int64, ms []engine.Mutation) string {
	return analysis.DescribeRetention(r, ms)
}

// shareURL is the page's URL for one cell, in the page's default language.
func shareURL(base, scenario string, p engine.Params, deadline, t int64) string {
	return analysis.ShareURL(base, scenario, p, deadline, t, "")
}
