package analysis

// The learner's proposal for the long partition between sites (the failure
// analysis's "lead" evidence): a deadline, a retention and a
// reconciliation policy, evaluated by the engine (engine/proposal) beside
// the story's own and one alternative the learner names, and said in the
// catalogue's words (proposal.*) for the page, `coordsim propose` and
// failure-analysis.md alike.

import (
	"errors"
	"slices"
	"strconv"
	"strings"

	"coordsim/engine"
	"coordsim/engine/proposal"
	"coordsim/internal/catalog"
)

// Plan is the learner's proposal as the lab's record keeps it
// (assets/progress.js: proposal).
type Plan struct {
	Choice
	Contract    string  `json:"contract,omitempty"` // what users are told, when: the learner's words
	Why         string  `json:"why,omitempty"`      // the decision and its trade-off: the learner's words
	Alternative *Choice `json:"alternative,omitempty"`
}

// Choice is a proposal's three settings as the record keeps them (0 and
// "" where the learner has chosen none).
type Choice struct {
	Deadline  int64  `json:"deadline"`
	Retention int64  `json:"retention"`
	Reconcile string `json:"reconcile"`
}

// Check reports the first field out of range or unchosen, as a
// ParamError naming it.
func (c Choice) Check() error { return c.proposal().Check() }

func (c Choice) proposal() proposal.Proposal {
	return proposal.Proposal{Deadline: c.Deadline, Retention: c.Retention, Policy: engine.Policy(c.Reconcile)}
}

// The columns of an evaluation, in order: the learner's proposal, the
// story's own settings, and the learner's alternative if they named one.
const (
	ColumnYours       = "yours"
	ColumnDefaults    = "defaults"
	ColumnAlternative = "alternative"
)

// Evaluated is a plan's evaluation: the engine's figures per column and,
// when a column cannot be run as written, the problem, naming its field.
type Evaluated struct {
	Plan    Plan
	Grid    proposal.Grid
	Columns []string // ColumnYours, ColumnDefaults[, ColumnAlternative]
	Figures []proposal.Evaluation
	// Problem says, in the plan's language, why it was not evaluated: a
	// field out of range or unchosen (its column named); "" when it was.
	Problem string
}

// EvaluatePlan runs the long partition over g for the plan, the story's
// defaults and the alternative; progress as engine/proposal's.
func EvaluatePlan(plan Plan, g proposal.Grid, lang string, progress func(done, total int)) (*Evaluated, error) {
	return evaluatePlan(plan, g, lang, 0, func(n engine.Named, ps []proposal.Proposal) ([]proposal.Evaluation, error) {
		return proposal.Evaluate(n, ps, g, progress)
	})
}

// EvaluateWith is EvaluatePlan over memo's grid, running only what memo
// has not, and of the plan's first columns alone when columns > 0 (the
// page shows the learner's column first).
func EvaluateWith(memo *proposal.Memo, plan Plan, lang string, columns int) (*Evaluated, error) {
	return evaluatePlan(plan, memo.Grid(), lang, columns, func(_ engine.Named, ps []proposal.Proposal) ([]proposal.Evaluation, error) {
		return memo.Evaluate(ps)
	})
}

func evaluatePlan(plan Plan, g proposal.Grid, lang string, columns int, run func(engine.Named, []proposal.Proposal) ([]proposal.Evaluation, error)) (*Evaluated, error) {
	n, err := engine.LookupScenario(proposal.Scenario)
	if err != nil {
		return nil, err
	}
	ev := &Evaluated{Plan: plan, Grid: g, Columns: plan.Columns()}
	ps := plan.proposals(n)
	for i, p := range ps {
		var pe *engine.ParamError
		if err := p.Check(); errors.As(err, &pe) {
			ev.Problem = catalog.T(lang, "proposal.problem", "column", catalog.T(lang, "proposal.column."+ev.Columns[i]),
				"field", catalog.T(lang, "proposal.field."+pe.Field), "reason", problemReason(lang, pe))
			return ev, nil
		}
	}
	if columns > 0 && columns < len(ps) {
		ev.Columns, ps = ev.Columns[:columns], ps[:columns]
	}
	ev.Figures, err = run(n, ps)
	return ev, err
}

// Columns are the plan's columns: ColumnYours, ColumnDefaults and, when
// it names one, ColumnAlternative.
func (p Plan) Columns() []string {
	if p.Alternative != nil {
		return []string{ColumnYours, ColumnDefaults, ColumnAlternative}
	}
	return []string{ColumnYours, ColumnDefaults}
}

// proposals are the plan's columns as the engine runs them.
func (p Plan) proposals(n engine.Named) []proposal.Proposal {
	ps := []proposal.Proposal{p.proposal(), proposal.Defaults(n)}
	if p.Alternative != nil {
		ps = append(ps, p.Alternative.proposal())
	}
	return ps
}

// Runs is how many runs evaluating the plan over g makes (columns with
// the same deadline and retention share theirs).
func (p Plan) Runs(g proposal.Grid) int {
	n, _ := engine.LookupScenario(proposal.Scenario)
	return proposal.Runs(p.proposals(n), g)
}

// problemReason is why a field's value cannot be run.
func problemReason(lang string, pe *engine.ParamError) string {
	switch pe.Field {
	case "deadline":
		return catalog.T(lang, "proposal.range", "lo", i64(proposal.DeadlineKnob.Lo), "hi", i64(proposal.DeadlineKnob.Hi))
	case "retention":
		return catalog.T(lang, "proposal.range", "lo", i64(proposal.RetentionKnob.Lo), "hi", i64(proposal.RetentionKnob.Hi))
	}
	return catalog.T(lang, "proposal.choose")
}

// Row is one measure of an evaluation in words: its code, its label and
// one cell per column.
type Row struct {
	Key   string
	Label string
	Cells []string
}

// Rows are the evaluation's measures in lang, the settings first.
func (ev *Evaluated) Rows(lang string) []Row {
	t := func(key string, args ...string) string { return catalog.T(lang, key, args...) }
	row := func(key string, cell func(e *proposal.Evaluation) string) Row {
		r := Row{Key: key, Label: t("proposal.row." + key)}
		for i := range ev.Figures {
			r.Cells = append(r.Cells, cell(&ev.Figures[i]))
		}
		return r
	}
	share := func(unit string) func(n, all int) string { // users or runs
		return func(n, all int) string {
			return t("proposal.share."+unit, "pct", percent(n, all), "n", count(n), "of", count(all))
		}
	}
	users, runs := share("users"), share("runs")
	effect := slices.Index(engine.InvariantNames(), "at-most-one-effect-per-key")
	return []Row{
		row("deadline", func(e *proposal.Evaluation) string { return t("analysis.tick", "tick", i64(e.Proposal.Deadline)) }),
		row("retention", func(e *proposal.Evaluation) string { return describeRetention(lang, e.Proposal.Retention, nil) }),
		row("reconcile", func(e *proposal.Evaluation) string { return t("proposal.policy." + string(e.Proposal.Policy)) }),
		row("uncertain", func(e *proposal.Evaluation) string { return users(e.Uncertain, e.Users) }),
		row("unsettled", func(e *proposal.Evaluation) string { return users(e.Unsettled, e.Users) }),
		row("compensated", func(e *proposal.Evaluation) string { return count(e.Compensated) }),
		row("wait", func(e *proposal.Evaluation) string {
			if e.LongestWait == 1 {
				return t("proposal.tick")
			}
			return t("proposal.ticks", "n", i64(e.LongestWait))
		}),
		row("residual", func(e *proposal.Evaluation) string { return runs(e.ResidualRuns, e.Runs) }),
		row("duplicate", func(e *proposal.Evaluation) string { return runs(e.Broken[effect], e.Runs) }),
		row("broken", func(e *proposal.Evaluation) string {
			if e.BrokenRuns == 0 {
				return t("proposal.brokenNone")
			}
			return t("proposal.broken", "n", count(e.BrokenRuns), "of", count(e.Runs), "pct", percent(e.BrokenRuns, e.Runs),
				"seeds", count(e.FailingSeeds), "names", brokenNames(lang, e))
		}),
	}
}

// percent is n of all as a percentage with one decimal; 0 of none is 0.
func percent(n, all int) string {
	if all == 0 {
		return "0"
	}
	return strconv.FormatFloat(100*float64(n)/float64(all), 'f', 1, 64)
}

// brokenNames lists the invariants an evaluation's runs break, with how
// many runs break each; "none" when none do.
func brokenNames(lang string, e *proposal.Evaluation) string {
	var out []string
	for i, name := range engine.InvariantNames() {
		if e.Broken[i] > 0 {
			out = append(out, catalog.T(lang, "proposal.brokenOne", "invariant", catalog.T(lang, "invariant."+name+".name"), "runs", count(e.Broken[i])))
		}
	}
	return strings.Join(out, catalog.T(lang, "analysis.sep.list"))
}

// FailureLink is a failing seed as the page opens it: the run at its
// shortest failing length, at the tick the invariant breaks.
type FailureLink struct {
	Text  string
	Query string // the share query (no address)
}

// Failures are each column's failing seeds as links.
func (ev *Evaluated) Failures(lang string) [][]FailureLink {
	out := make([][]FailureLink, len(ev.Figures))
	for i := range ev.Figures {
		e := &ev.Figures[i]
		for _, f := range e.Failures {
			p := engine.Params{Seed: f.Seed, Partition: f.Partition, Retention: e.Proposal.Retention}
			out[i] = append(out[i], FailureLink{
				Text:  catalog.T(lang, "proposal.failure", "seed", strconv.FormatUint(f.Seed, 10), "partition", i64(f.Partition), "invariant", catalog.T(lang, "invariant."+f.Invariant+".name"), "tick", i64(f.Tick)),
				Query: strings.TrimPrefix(ShareURL("", proposal.Scenario, p, e.Proposal.Deadline, f.Tick, lang), "?"),
			})
		}
	}
	return out
}

// count is n with thousands separated, as both languages write it.
func count(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0 && s[i-1] != '-'; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
