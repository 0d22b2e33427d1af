package evidence

import (
	"bytes"
	"fmt"
	"strings"

	"coordsim/engine/proposal"
	"coordsim/internal/analysis"
)

// failureAnalysis is failure-analysis.md: first the learner's proposal for
// the long partition, evaluated again here (analysis.EvaluatePlan, as the
// page and `coordsim propose` evaluate it), with their user contract and
// their decision quoted and said to be theirs; then, in an appendix that
// says it is the machine's, the run's own analysis: `coordsim analyze`'s
// bytes (machine), each heading one level down.
func failureAnalysis(l, base string, lab *Lab, machine []byte) ([]byte, error) {
	var b bytes.Buffer
	fmt.Fprintf(&b, "# %s\n\n%s\n", t(l, "evidence.proposal.title"), t(l, "evidence.proposal.lead"))
	if lab == nil || lab.Proposal == nil {
		fmt.Fprintf(&b, "\n%s\n", t(l, "evidence.proposal.none"))
	} else {
		plan := *lab.Proposal
		ev, err := analysis.EvaluatePlan(plan, proposal.DefaultGrid, l, nil)
		if err != nil {
			return nil, err
		}
		fmt.Fprintf(&b, "\n## %s\n\n", t(l, "evidence.proposal.contract"))
		quote(&b, plan.Contract, t(l, "evidence.proposal.noText"))
		fmt.Fprintf(&b, "\n## %s\n\n", t(l, "evidence.proposal.why"))
		quote(&b, plan.Why, t(l, "evidence.proposal.noText"))
		b.WriteString("\n")
		b.Write(ev.Markdown(l, base, 2))
	}
	fmt.Fprintf(&b, "\n## %s\n\n%s\n\n", t(l, "evidence.proposal.machine"), t(l, "evidence.proposal.machineLead"))
	for _, line := range strings.SplitAfter(string(machine), "\n") {
		if strings.HasPrefix(line, "#") { // the analysis has no code block: a # starts a heading
			b.WriteByte('#')
		}
		b.WriteString(line)
	}
	return b.Bytes(), nil
}
