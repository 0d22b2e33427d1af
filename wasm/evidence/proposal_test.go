package main

import (
	"strings"
	"testing"
)

// TestEvaluateProposal: the decision view's proposal is given every word
// of its form in the language asked for; the learner's column alone, then
// every column (the first not run again), with the figures the CLI prints;
// and, for a plan with a field unchosen, the problem naming it.
func TestEvaluateProposal(t *testing.T) {
	plan := `{"deadline":20,"retention":12,"reconcile":"hold","alternative":{"deadline":10,"retention":2,"reconcile":"compensate"}}`
	words := evaluateProposal(plan, "ja", false, 0)
	if words.Ran || len(words.Policies) != 3 || words.Runs != 27000 {
		t.Errorf("words alone: %+v", words)
	}
	for _, w := range proposalWords {
		if words.Words[w] == "" || strings.HasPrefix(words.Words[w], "proposal.") {
			t.Errorf("the form's word %q is %q", w, words.Words[w])
		}
	}
	yours := evaluateProposal(plan, "ja", true, 1)
	if !yours.Ran || yours.Complete || len(yours.Figures) != 1 || yours.Figures[0].BrokenRuns != 3080 || len(yours.Rows[0].Cells) != 1 {
		t.Errorf("your column: %+v", yours)
	}
	all := evaluateProposal(plan, "ja", true, 0)
	if !all.Complete || len(all.Figures) != 3 || all.Figures[0].Uncertain != 15171 || all.Figures[2].Compensated != 24398 || len(all.Failures) != 3 ||
		!strings.HasPrefix(all.Command, "coordsim propose --deadline 20 --retention 12 --reconcile hold --alternative 10,2,compensate") {
		t.Errorf("every column: %+v", all)
	}
	if got := evaluateProposal(`{"deadline":20}`, "en", true, 1); got.Problem != "Not evaluated as written: Your proposal, what users are told after the deadline: choose one." {
		t.Errorf("a plan without a policy: %q", got.Problem)
	}
	if got := evaluateProposal(`not json`, "fr", true, 0); !strings.HasPrefix(got.Problem, "Not evaluated as written: Your proposal, recovery deadline") {
		t.Errorf("a plan of another shape: %q", got.Problem)
	}
}
