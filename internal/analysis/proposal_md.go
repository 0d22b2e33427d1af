package analysis

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"coordsim/internal/catalog"
	"coordsim/internal/render"
)

// Markdown is the evaluation as `coordsim propose` prints it and
// failure-analysis.md holds it: what was run, the table of measures by
// column, each column's failing seeds as links to base, and the command
// that gives the same figures. Headings start at level (2: "##").
func (ev *Evaluated) Markdown(lang, base string, level int) []byte {
	t := func(key string, args ...string) string { return catalog.T(lang, key, args...) }
	h := strings.Repeat("#", level)
	var b bytes.Buffer
	fmt.Fprintf(&b, "%s %s\n\n%s\n", h, t("proposal.md.evaluation"), ev.RunsText(lang))
	if ev.Problem != "" {
		fmt.Fprintf(&b, "\n%s\n", ev.Problem)
		return b.Bytes()
	}
	b.WriteString("\n|")
	for _, c := range append([]string{t("proposal.md.measure")}, ev.ColumnNames(lang)...) {
		fmt.Fprintf(&b, " %s |", c)
	}
	b.WriteString("\n|" + strings.Repeat(" --- |", len(ev.Columns)+1) + "\n")
	for _, r := range ev.Rows(lang) {
		fmt.Fprintf(&b, "| %s |", r.Label)
		for _, c := range r.Cells {
			fmt.Fprintf(&b, " %s |", c)
		}
		b.WriteString("\n")
	}
	fmt.Fprintf(&b, "\n%s %s\n", h+"#", t("proposal.md.failures"))
	names := ev.ColumnNames(lang)
	for i, links := range ev.Failures(lang) {
		if len(links) == 0 {
			fmt.Fprintf(&b, "\n- %s: %s\n", names[i], t("proposal.md.noFailure"))
			continue
		}
		fmt.Fprintf(&b, "\n- %s: %s\n", names[i], t("proposal.md.failing", "seeds", count(ev.Figures[i].FailingSeeds), "shown", strconv.Itoa(len(links))))
		for _, l := range links {
			fmt.Fprintf(&b, "  - [%s](%s)\n", l.Text, base+"?"+l.Query)
		}
	}
	fmt.Fprintf(&b, "\n%s\n", t("proposal.md.command", "command", ev.Command(lang, base)))
	return b.Bytes()
}

// RunsText says what each column was run over.
func (ev *Evaluated) RunsText(lang string) string {
	return catalog.T(lang, "proposal.runs", "runs", count(ev.Grid.Seeds*int(ev.Grid.Partitions)),
		"seeds", strconv.Itoa(ev.Grid.Seeds), "partitions", i64(ev.Grid.Partitions), "scenario", catalog.ScenarioTitle(lang, "long-partition-between-sites"))
}

// ColumnNames are the columns' headings in lang.
func (ev *Evaluated) ColumnNames(lang string) []string {
	out := make([]string, len(ev.Columns))
	for i, c := range ev.Columns {
		out[i] = catalog.T(lang, "proposal.column."+c)
	}
	return out
}

// Command is the `coordsim propose` that prints the same figures.
func (ev *Evaluated) Command(lang, base string) string {
	c := ev.Plan.Choice
	s := fmt.Sprintf("coordsim propose --deadline %d --retention %d --reconcile %s", c.Deadline, c.Retention, render.ShellQuote(c.Reconcile))
	if a := ev.Plan.Alternative; a != nil {
		s += fmt.Sprintf(" --alternative %s", render.ShellQuote(fmt.Sprintf("%d,%d,%s", a.Deadline, a.Retention, a.Reconcile)))
	}
	s += fmt.Sprintf(" --seeds %d --partitions %d", ev.Grid.Seeds, ev.Grid.Partitions)
	if base != DefaultBaseURL {
		s += " --base-url " + render.ShellQuote(base)
	}
	if lang == "ja" {
		s += " --lang ja"
	}
	return s
}
