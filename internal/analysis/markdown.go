package analysis

// analysis.md: the document (setup, assumptions, findings, reproduction)
// and its per-partition-length tables, in the analysis's language (the
// words are the catalogue's analysis.* messages).

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"coordsim/engine"
	"coordsim/internal/catalog"
	_ "coordsim/internal/catalog/offpage" // the words this package writes
)

// Markdown is the analysis document (the CLI's STEM.md).
func (a *Analysis) Markdown() []byte {
	var b bytes.Buffer
	n := a.named
	fmt.Fprintf(&b, "# %s\n\n", a.t("analysis.md.title"))
	fmt.Fprintf(&b, "%s\n\n", a.t("analysis.md.scenario", "title", catalog.ScenarioTitle(a.lang, n.Name), "story", catalog.ScenarioStory(a.lang, n.Name)))
	fmt.Fprintf(&b, "%s\n\n", a.t("analysis.md.generated", "command", a.command(), "svg", a.svgName()))
	fmt.Fprintf(&b, "![%s](%s)\n\n", a.t("analysis.md.chartAlt"), a.svgName())
	a.setup(&b)
	a.assumptions(&b)

	fmt.Fprintf(&b, "## %s\n\n", a.t("analysis.md.findings"))
	for _, line := range a.findings() {
		b.WriteString("- " + line + "\n")
	}
	fmt.Fprintf(&b, "\n## %s\n\n", a.t("analysis.md.perLength"))
	invariants := make([]string, len(a.invariants))
	for i, name := range a.invariants {
		invariants[i] = fmt.Sprintf("I%d `%s`", i+1, name)
	}
	b.WriteString(a.t("analysis.table.lead", "invariants", a.list(invariants), "stale", engine.CodeStale) + "\n\n")
	if a.retentionIndependent() {
		a.wideTable(&b)
	} else {
		a.longTable(&b)
	}
	fmt.Fprintf(&b, "\n## %s\n\n", a.t("analysis.md.reproduce"))
	for _, line := range a.reproduce() {
		b.WriteString("- " + line + "\n")
	}
	return b.Bytes()
}

// setup is the table of what every run shares.
func (a *Analysis) setup(b *bytes.Buffer) {
	fmt.Fprintf(b, "## %s\n\n| %s | %s |\n| --- | --- |\n", a.t("analysis.md.setup"), a.t("analysis.setup.knob"), a.t("analysis.setup.value"))
	row := func(key, value string) { fmt.Fprintf(b, "| %s | %s |\n", a.t(key), value) }
	row("analysis.setup.scenario", a.t("md.named", "words", catalog.ScenarioTitle(a.lang, a.named.Name), "code", a.named.Name))
	row("analysis.setup.seed", strconv.FormatUint(a.seed, 10))
	start := a.t("analysis.setup.scenarioStart")
	if a.start >= 0 {
		start = a.tick(a.start)
	}
	if a.named.HasPartition() {
		row("analysis.setup.partitions", a.t("analysis.setup.partitionsValue", "lengths", a.parts.String(), "start", start))
	} else {
		row("analysis.setup.partitions", a.t("analysis.setup.noPartition"))
	}
	row("analysis.setup.deadline", a.tick(a.deadline()))
	names := make([]string, len(a.retentions))
	for k, r := range a.retentions {
		names[k] = a.retention(r)
	}
	row("analysis.setup.retention", a.list(names))
	row("analysis.setup.mutations", a.mutations())
	b.WriteString("\n")
}

// assumptions are what the figures rest on and what the model leaves out.
func (a *Analysis) assumptions(b *bytes.Buffer) {
	fmt.Fprintf(b, "## %s\n\n", a.t("analysis.md.assumptions"))
	for _, item := range []string{"logical", "seed", "partition", "held", "users", "retention", "unmodelled"} {
		b.WriteString("- " + a.t("analysis.assume."+item, "recovered", a.outcomeWords(engine.RecoveredBeforeDeadline),
			"exceeded", a.outcomeWords(engine.RecoveryDeadlineExceeded), "told", a.t("user.uncertain"), "invariant", a.invariantNamed(engine.InvDefiniteOrFlagged)) + "\n")
	}
	b.WriteString("\n")
}

// retentionIndependent reports whether outcome, recovery and held messages
// are the same for every retention at every length, so the table can give
// them once per length with the retention-dependent columns alongside.
func (a *Analysis) retentionIndependent() bool {
	for _, row := range a.cells {
		for _, c := range row {
			r := row[0]
			if c.Outcome != r.Outcome || c.HasTick != r.HasTick || c.RecoveryTick != r.RecoveryTick || c.ResidualAtDeadline != r.ResidualAtDeadline || c.Residual != r.Residual {
				return false
			}
		}
	}
	return true
}

func (a *Analysis) outcomeCell(i, k int) string {
	c := a.cells[i][k]
	if i > 0 && a.cells[i-1][k].Outcome != c.Outcome {
		return a.t("analysis.table.flipped", "outcome", c.Outcome)
	}
	return "`" + c.Outcome + "`"
}

func usersCell(c Cell) string {
	return fmt.Sprintf("%d / %d (%d)", c.Definite, c.Uncertain, c.Uncertain-c.Unflagged)
}

func (a *Analysis) verdictsCell(c Cell) string {
	var fails []string
	for i, v := range c.Verdicts {
		if !v.Holds {
			fails = append(fails, fmt.Sprintf("**I%d@%d**", i+1, v.Tick))
		}
	}
	if len(fails) == 0 {
		return a.t("analysis.table.ok")
	}
	return strings.Join(fails, " ")
}

// column is a table header's word.
func (a *Analysis) column(key string) string { return a.t("analysis.table." + key) }

// wideTable is one row per length; per retention: users, stale/expired,
// invariants.
func (a *Analysis) wideTable(b *bytes.Buffer) {
	fmt.Fprintf(b, "| %s | %s | %s | %s | %s |", a.column("length"), a.column("recovery"), a.column("outcome"), a.column("held"), a.column("residual"))
	for _, r := range a.retentions {
		per := func(key string) string {
			return a.t("analysis.table.perRetention", "retention", strconv.FormatInt(r, 10), "column", a.column(key))
		}
		fmt.Fprintf(b, " %s | %s | %s |", per("users"), per("staleExpired"), per("invariants"))
	}
	b.WriteString("\n|---:|---:|---|---:|---:|" + strings.Repeat("---|---:|---|", len(a.retentions)) + "\n")
	for i, row := range a.cells {
		c := row[0]
		fmt.Fprintf(b, "| %d | %s | %s | %d | %d |", a.lengths[i], a.tickText(c), a.outcomeCell(i, 0), c.ResidualAtDeadline, c.Residual)
		for _, c := range row {
			fmt.Fprintf(b, " %s | %d / %d | %s |", usersCell(c), c.Stale, c.Expired, a.verdictsCell(c))
		}
		b.WriteString("\n")
	}
	b.WriteString("\n" + a.t("analysis.table.wideNote") + "\n")
}

// longTable is one row per length and retention, for runs where retention
// changes the outcome or the held messages too.
func (a *Analysis) longTable(b *bytes.Buffer) {
	header := []string{"length", "retention", "recovery", "outcome", "held", "residual", "users", "staleExpired", "invariants"}
	for _, key := range header {
		b.WriteString("| " + a.column(key) + " ")
	}
	b.WriteString("|\n|---:|---:|---:|---|---:|---:|---|---:|---|\n")
	for i, row := range a.cells {
		for k, c := range row {
			fmt.Fprintf(b, "| %d | %d | %s | %s | %d | %d | %s | %d / %d | %s |\n", a.lengths[i], c.Retention, a.tickText(c), a.outcomeCell(i, k),
				c.ResidualAtDeadline, c.Residual, usersCell(c), c.Stale, c.Expired, a.verdictsCell(c))
		}
	}
	b.WriteString("\n" + a.t("analysis.table.longNote") + "\n")
}
