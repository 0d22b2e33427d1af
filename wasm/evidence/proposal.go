package main

import (
	"encoding/json"
	"strconv"
	"time"

	"coordsim/engine"
	"coordsim/engine/proposal"
	"coordsim/internal/analysis"
	"coordsim/internal/catalog"
)

// proposalReply is what the decision view's proposal (assets/proposal.js)
// is given: the form's words and, when asked to run, the engine's
// evaluation in words and in figures (state().proposal.evaluation).
type proposalReply struct {
	Words    map[string]string `json:"words"`
	Policies []policyLabel     `json:"policies"`
	Runs     int               `json:"runs"` // the runs evaluating the plan makes
	Ran      bool              `json:"ran"`
	Complete bool              `json:"complete"` // every column, not the learner's alone
	Problem  string            `json:"problem,omitempty"`
	Over     string            `json:"over,omitempty"` // what each column was run over
	Columns  []string          `json:"columns,omitempty"`
	Rows     []proposalRow     `json:"rows,omitempty"`
	Failures [][]failureLink   `json:"failures,omitempty"`
	Command  string            `json:"command,omitempty"`
	Figures  []figures         `json:"figures,omitempty"`
	Ms       float64           `json:"ms"`
}

type policyLabel struct {
	Code string `json:"code"`
	Text string `json:"text"`
}

type proposalRow struct {
	Key   string   `json:"key"`
	Label string   `json:"label"`
	Cells []string `json:"cells"`
}

type failureLink struct {
	Text  string `json:"text"`
	Query string `json:"query"`
}

// figures are one column's evaluation as numbers; a seed is a decimal
// string (64-bit seeds do not fit a JavaScript number).
type figures struct {
	Column       string    `json:"column"`
	Runs         int       `json:"runs"`
	Users        int       `json:"users"`
	Uncertain    int       `json:"uncertain"`
	Unsettled    int       `json:"unsettled"`
	Compensated  int       `json:"compensated"`
	LongestWait  int64     `json:"longestWait"`
	ResidualRuns int       `json:"residualRuns"`
	BrokenRuns   int       `json:"brokenRuns"`
	FailingSeeds int       `json:"failingSeeds"`
	Failures     []failure `json:"failures"`
}

type failure struct {
	Seed      string `json:"seed"`
	Partition int64  `json:"partition"`
	Invariant string `json:"invariant"`
	Tick      int64  `json:"tick"`
}

// proposalWords are the form's words, by the names proposal.js uses.
var proposalWords = []string{"title", "hint", "deadline", "retention", "reconcile", "contract", "why", "theirs", "alternative", "evaluate", "busy", "comparing", "done", "stale", "none", "command"}

// memo keeps the columns evaluated while the worker lives: the story's own
// settings are run once, and a column the learner did not change is not
// run again.
var memo *proposal.Memo

// evaluateProposal is the reply for the plan (the record's proposal as
// JSON) in lang: with run false the form's words alone; else the
// evaluation of the learner's column alone (columns 1, shown first) or of
// every column (0).
func evaluateProposal(planJSON, lang string, run bool, columns int) proposalReply {
	if lang != "ja" {
		lang = "en"
	}
	var plan analysis.Plan
	_ = json.Unmarshal([]byte(planJSON), &plan) // a plan of another shape is an empty one: its problem says what to choose
	r := proposalReply{Words: map[string]string{}, Runs: plan.Runs(proposal.DefaultGrid)}
	for _, w := range proposalWords {
		r.Words[w] = catalog.T(lang, "proposal.page."+w)
	}
	for _, p := range engine.Policies {
		r.Policies = append(r.Policies, policyLabel{string(p), catalog.T(lang, "proposal.policy."+string(p))})
	}
	if !run {
		return r
	}
	if memo == nil {
		n, _ := engine.LookupScenario(proposal.Scenario)
		memo = proposal.NewMemo(n, proposal.DefaultGrid)
	}
	start := time.Now()
	ev, err := analysis.EvaluateWith(memo, plan, lang, columns)
	r.Ran, r.Ms = true, float64(time.Since(start).Microseconds())/1000
	switch {
	case err != nil:
		r.Problem = err.Error()
		return r
	case ev.Problem != "":
		r.Problem = ev.Problem
		return r
	}
	r.Complete = len(ev.Columns) == len(ev.Plan.Columns())
	r.Over, r.Columns, r.Command = ev.RunsText(lang), ev.ColumnNames(lang), ev.Command(lang, analysis.DefaultBaseURL)
	for _, row := range ev.Rows(lang) {
		r.Rows = append(r.Rows, proposalRow{row.Key, row.Label, row.Cells})
	}
	for _, links := range ev.Failures(lang) {
		col := []failureLink{}
		for _, l := range links {
			col = append(col, failureLink{l.Text, l.Query})
		}
		r.Failures = append(r.Failures, col)
	}
	for i, e := range ev.Figures {
		f := figures{Column: ev.Columns[i], Runs: e.Runs, Users: e.Users, Uncertain: e.Uncertain, Unsettled: e.Unsettled, Compensated: e.Compensated,
			LongestWait: e.LongestWait, ResidualRuns: e.ResidualRuns, BrokenRuns: e.BrokenRuns, FailingSeeds: e.FailingSeeds, Failures: []failure{}}
		for _, x := range e.Failures {
			f.Failures = append(f.Failures, failure{strconv.FormatUint(x.Seed, 10), x.Partition, x.Invariant, x.Tick})
		}
		r.Figures = append(r.Figures, f)
	}
	return r
}
