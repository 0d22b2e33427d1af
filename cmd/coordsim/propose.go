package main

// coordsim propose: a proposal for the long partition between sites,
// evaluated as the page's decision view and failure-analysis.md evaluate it
// (internal/analysis's EvaluatePlan), the same figures in the same words.

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"coordsim/engine"
	"coordsim/engine/proposal"
	"coordsim/internal/analysis"
)

// The largest grid propose runs: a million runs per column.
const (
	maxProposeSeeds      = 100_000
	maxProposePartitions = 1000
)

func cmdPropose(args []string, std stdio) error {
	n, _ := engine.LookupScenario(proposal.Scenario)
	def := proposal.Defaults(n)
	f := newFlags("propose", `Evaluates a proposal for the long partition between sites (the failure analysis's
proposal): a recovery deadline, a dedupe retention and what users told "uncertain" are
told after the deadline (read-back, compensate or hold). Runs it, the story's own
settings and, with --alternative, one alternative over seeds 1..SEEDS, each at partition
lengths 1..PARTITIONS, and prints as Markdown the table the page's decision view shows
and failure-analysis.md holds: users without a definite answer at the deadline, users
never answered, effects undone, the longest wait, runs with messages held at the
deadline, runs that break an invariant, and the first failing seeds as share links.
The same flags give the same bytes.`)
	var c analysis.Choice
	var alt, lang string
	var seeds int
	var parts int64
	f.fs.Int64Var(&c.Deadline, "deadline", def.Deadline, fmt.Sprintf("the recovery deadline tick, %d..%d", proposal.DeadlineKnob.Lo, proposal.DeadlineKnob.Hi))
	f.fs.Int64Var(&c.Retention, "retention", def.Retention, fmt.Sprintf("dedupe retention in ticks, %d..%d; 0 keeps entries forever", proposal.RetentionKnob.Lo, proposal.RetentionKnob.Hi))
	f.fs.StringVar(&c.Reconcile, "reconcile", string(def.Policy), "after the deadline: read-back, compensate or hold")
	f.fs.StringVar(&alt, "alternative", "", "an alternative to compare with: DEADLINE,RETENTION,RECONCILE")
	f.fs.IntVar(&seeds, "seeds", proposal.DefaultGrid.Seeds, fmt.Sprintf("run seeds 1..N, N within 1..%d", maxProposeSeeds))
	f.fs.Int64Var(&parts, "partitions", proposal.DefaultGrid.Partitions, fmt.Sprintf("run each seed at partition lengths 1..N ticks, N within 1..%d", maxProposePartitions))
	baseURL := f.fs.String("base-url", defaultBaseURL, "the page's address, for share URLs")
	f.fs.StringVar(&lang, "lang", "en", "the language of the words (codes, commands and URLs stay as they are): en or ja")
	progress := f.fs.Bool("progress", false, "show a progress bar on stderr (default: only when stderr is a terminal)")
	if err := f.parse(args, std.help); err != nil {
		return err
	}
	plan := analysis.Plan{Choice: c}
	if err := checkProposeFlags(&plan, alt, lang, seeds, parts); err != nil {
		return err
	}
	base, err := parseBaseURL(*baseURL)
	if err != nil {
		return err
	}
	g := proposal.Grid{Seeds: seeds, Partitions: parts}
	var bar *progressBar
	var tell func(done, total int)
	if *progress || isTerminal(std.err) {
		tell = func(done, total int) {
			if bar == nil {
				bar = startProgress(std.err, "propose", total)
			}
			bar.done.Store(int64(done))
		}
	}
	ev, err := analysis.EvaluatePlan(plan, g, lang, tell)
	if bar != nil {
		bar.finish(err == nil, 1)
	}
	if err != nil {
		return err
	}
	if ev.Problem != "" {
		return fmt.Errorf("%s", ev.Problem)
	}
	_, err = std.out.Write(ev.Markdown(lang, base, 2))
	return err
}

// checkProposeFlags checks what EvaluatePlan does not: the language, the
// grid's size and the alternative's form, which it fills into plan; each
// field's range is checked here too, so a bad value names its flag.
func checkProposeFlags(plan *analysis.Plan, alt, lang string, seeds int, parts int64) error {
	if !slices.Contains([]string{"en", "ja"}, lang) {
		return &engine.ParamError{Field: "lang", Value: strconv.Quote(lang), Reason: "must be en or ja"}
	}
	if seeds < 1 || seeds > maxProposeSeeds {
		return &engine.ParamError{Field: "seeds", Value: strconv.Itoa(seeds), Reason: fmt.Sprintf("is out of range 1..%d", maxProposeSeeds)}
	}
	if parts < 1 || parts > maxProposePartitions {
		return &engine.ParamError{Field: "partitions", Value: strconv.FormatInt(parts, 10), Reason: fmt.Sprintf("is out of range 1..%d", maxProposePartitions)}
	}
	if err := plan.Choice.Check(); err != nil {
		return err
	}
	if alt == "" {
		return nil
	}
	parts3 := strings.Split(alt, ",")
	bad := &engine.ParamError{Field: "alternative", Value: strconv.Quote(alt), Reason: "is not DEADLINE,RETENTION,RECONCILE (as 12,0,read-back)"}
	if len(parts3) != 3 {
		return bad
	}
	d, err1 := strconv.ParseInt(parts3[0], 10, 64)
	r, err2 := strconv.ParseInt(parts3[1], 10, 64)
	if err1 != nil || err2 != nil {
		return bad
	}
	a := analysis.Choice{Deadline: d, Retention: r, Reconcile: parts3[2]}
	if err := a.Check(); err != nil {
		pe := err.(*engine.ParamError)
		return &engine.ParamError{Field: "alternative", Value: strconv.Quote(alt), Reason: "has a " + pe.Field + " that " + pe.Reason}
	}
	plan.Alternative = &a
	return nil
}
