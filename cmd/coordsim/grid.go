package main

// What sweep and analyze share: the scenario and fixed knobs they run every
// cell with, one cell's figures taken out of a Result, and the share URL.

import (
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"coordsim/engine"
	"coordsim/internal/render"
	"coordsim/internal/share"
	"coordsim/internal/span"
)

// defaultBaseURL is where `make run` serves the page.
const defaultBaseURL = "http://127.0.0.1:8080/"

// declareGrid declares the knobs every cell of a sweep or an analysis shares.
func (f *runFlags) declareGrid(partitionDefault string, partition *string) {
	f.fs.StringVar(&f.scenarioName, "scenario", engine.DefaultScenario, "named scenario ("+engine.ScenarioNames()+")")
	f.fs.StringVar(partition, "partition", partitionDefault, fmt.Sprintf("partition lengths in ticks: A..B or N, within 1..%d", engine.MaxPartition))
	f.int64Flag(&f.deadline, "deadline", 0, 1, engine.MaxDeadline, "recovery deadline tick (default: the scenario's)")
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

// cell is what a sweep row or an analysis row reports about one run, copied
// out of its Result (which the next run reuses).
type cell struct {
	Seed      uint64
	Partition int64
	Retention int64

	Outcome            string
	RecoveryTick       int64
	HasTick            bool
	Deadline           int64
	Held               int // messages the partition held at some point
	Released           int
	ResidualAtDeadline int // still held when the deadline tick passed
	Residual           int // still held at the end of the run

	Definite   int // users with an answer at the deadline
	Indefinite int // users told the outcome is uncertain
	Unflagged  int // indefinite users nobody is told to reconcile

	Stale     int // stale-transition rejections (a command whose precondition no longer holds)
	Conflicts int // same key, other input
	Expired   int // dedupe entries that expired (retention)

	Verdicts []engine.Verdict
	SHA      string // trace SHA-256; only when asked for
}

// extract fills c from res, reusing c's verdict slice; with a hasher it
// also hashes the trace (a sweep's worker keeps one, so a seed's runs at
// one partition length after another share the hashing of their common
// prefix).
func (c *cell) extract(res *engine.Result, hasher *engine.TraceHasher) {
	rec := res.Recovery
	*c = cell{
		Seed: res.Seed, Partition: res.Params.Partition, Retention: res.Params.Retention,
		Outcome: rec.Outcome, RecoveryTick: rec.Tick, HasTick: rec.HasTick, Deadline: rec.DeadlineTick,
		Held: res.BufferedCount, Released: rec.Released, ResidualAtDeadline: rec.ResidualAtDeadline, Residual: rec.Residual,
		Conflicts: len(res.Conflicts),
		Verdicts:  append(c.Verdicts[:0], res.Invariants...),
	}
	for _, u := range res.Users {
		if u.Status == engine.Definite {
			c.Definite++
			continue
		}
		c.Indefinite++
		if !u.Reconcile {
			c.Unflagged++
		}
	}
	for _, r := range res.Rejections {
		if r.Code == engine.CodeStale {
			c.Stale++
		}
	}
	for i := range res.Trace {
		if res.Trace[i].Kind == engine.EntryExpired {
			c.Expired++
		}
	}
	if hasher != nil {
		c.SHA = hasher.Sum(res)
	}
}

// firstViolation is the earliest violated verdict by tick (ties: report
// order), or ok=false when every invariant held.
func (c *cell) firstViolation() (v engine.Verdict, ok bool) {
	for _, x := range c.Verdicts {
		if !x.Holds && (!ok || x.Tick < v.Tick) {
			v, ok = x, true
		}
	}
	return v, ok
}

// failing lists the names of the invariants that did not hold.
func (c *cell) failing() []string { return engine.BrokenNames(c.Verdicts) }

// shareURL is the page's URL for one cell, written by the page's own URL
// encoder (wasm/query); t is the tick to open at (-1: the start).
func shareURL(base, scenario string, p engine.Params, deadline, t int64) string {
	sep := "?"
	if strings.Contains(base, "?") {
		sep = "&"
	}
	return base + sep + share.Encode(share.State{
		Scenario: scenario, Seed: p.Seed, Partition: p.Partition, Deadline: deadline, Retention: p.Retention,
		Mutations: p.Mutations, T: max(t, 0), Lang: share.Defaults.Lang,
	})
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

// parseBaseURL checks --base-url: an absolute http(s) URL.
func parseBaseURL(s string) (string, error) {
	u, err := url.Parse(s)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.Fragment != "" {
		return "", &engine.ParamError{Field: "base-url", Value: strconv.Quote(s), Reason: "is not an absolute http(s) URL without a #fragment"}
	}
	return s, nil
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
func describeMutations(ms []engine.Mutation) string { return render.Mutations(ms) }

// describeRetention is a retention in words.
func describeRetention(r int64, ms []engine.Mutation) string {
	switch {
	case r == 0 && slices.Contains(ms, engine.ShortRetention):
		return fmt.Sprintf("0 (short-retention: %d ticks)", engine.ShortRetentionTicks)
	case r == 0:
		return "0 (kept forever)"
	}
	return fmt.Sprintf("%d ticks", r)
}
