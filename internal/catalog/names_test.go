package catalog

import (
	"testing"

	"coordsim/engine"
)

// TestEveryEngineCodeIsNamed: a scenario, mutation, invariant, outcome or
// fault kind the engine knows must have its words here, so adding one to the
// engine without the catalogue fails.
func TestEveryEngineCodeIsNamed(t *testing.T) {
	var want []string
	for _, n := range engine.Scenarios() {
		want = append(want, "scenario."+n.Name+".title", "scenario."+n.Name+".story")
	}
	for _, m := range engine.AllMutations {
		want = append(want, "mutation."+string(m)+".label")
	}
	for _, name := range engine.InvariantNames() {
		want = append(want, "invariant."+name+".name", "invariant."+name+".explain")
	}
	for _, o := range []string{engine.RecoveredBeforeDeadline, engine.RecoveryDeadlineExceeded} {
		want = append(want, "outcome."+o+".name", "outcome."+o+".text", "outcome."+o+".none")
	}
	for _, f := range engine.FaultKinds {
		want = append(want, "fault."+string(f)+".name")
	}
	for _, k := range want {
		if !Has(k) {
			t.Errorf("the catalogue lacks %s", k)
		}
	}
}
