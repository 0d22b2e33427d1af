package analysis

// analysis.svg: the failure analysis against partition length, drawn with
// internal/chart.

import (
	"fmt"
	"math"
	"strings"

	"coordsim/engine"
	"coordsim/internal/chart"
)

// Colours: one per retention (Okabe-Ito, readable by colour-blind readers),
// and the bands'.
var (
	retentionColors = []string{"#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000", "#999933"}
	outcomeFills    = map[string]string{engine.RecoveredBeforeDeadline: "#bfe3bf", engine.RecoveryDeadlineExceeded: "#f4c2bb"}
	outcomeText     = map[string]string{engine.RecoveredBeforeDeadline: "recovered", engine.RecoveryDeadlineExceeded: "deadline exceeded"}
)

const (
	fillHolds  = "#e6e6e6"
	fillFails  = "#f08a7e"
	deadlineC  = "#6a3d9a"
	seriesText = "#333333"
)

// Chart is the analysis against partition length (the CLI's STEM.svg: Chart().SVG()).
func (a *Analysis) Chart() *chart.Chart {
	c := &chart.Chart{
		Title: fmt.Sprintf("%s: outcome, held messages and user results by partition length", a.named.Name),
		Subtitle: fmt.Sprintf("seed %d, deadline tick %d, retention %s, mutations %s", a.seed, a.deadline(),
			joinInt64(a.retentions, ", "), DescribeMutations(a.base.Mutations)),
		XLabel: "partition length (ticks)",
		YLabel: "messages / users",
		X:      a.lengths,
	}
	outcomeBand := func(k int, label string) chart.Band {
		band := chart.Band{Label: label}
		for i, row := range a.cells {
			o := row[k].Outcome
			band.Cells = append(band.Cells, chart.Cell{Fill: outcomeFills[o], Text: outcomeText[o],
				Title: fmt.Sprintf("length %d: %s (recovery tick %s)", a.lengths[i], o, tickText(row[k]))})
		}
		return band
	}
	if a.sameOutcomes() {
		c.Above = append(c.Above, outcomeBand(0, "outcome"))
	} else {
		for k, r := range a.retentions {
			c.Above = append(c.Above, outcomeBand(k, fmt.Sprintf("outcome, retention %d", r)))
		}
	}
	nr := len(a.retentions)
	for k, r := range a.retentions {
		color := retentionColors[k%len(retentionColors)]
		offset := 0.0
		if nr > 1 {
			offset = (float64(k) - float64(nr-1)/2) * math.Min(0.6/float64(nr), 0.15)
		}
		held := chart.Series{Name: fmt.Sprintf("held at deadline, retention %d", r), Color: color, Marker: chart.Circle, Offset: offset}
		ind := chart.Series{Name: fmt.Sprintf("indefinite users, retention %d", r), Color: color, Dashed: true, Marker: chart.Square, Offset: offset}
		strip := chart.Band{Label: fmt.Sprintf("invariants, retention %d", r)}
		for i, row := range a.cells {
			cl := row[k]
			held.Values = append(held.Values, float64(cl.ResidualAtDeadline))
			ind.Values = append(ind.Values, float64(cl.Uncertain))
			cellFill, text, title := fillHolds, "all hold", fmt.Sprintf("length %d, retention %d: every invariant holds", a.lengths[i], r)
			if f := cl.Failing(); len(f) > 0 {
				cellFill, text = fillFails, strings.Join(f, ", ")
				title = fmt.Sprintf("length %d, retention %d: %s fails", a.lengths[i], r, strings.Join(f, ", "))
			}
			strip.Cells = append(strip.Cells, chart.Cell{Fill: cellFill, Text: text, Title: title})
		}
		c.Series = append(c.Series, held, ind)
		c.Below = append(c.Below, strip)
	}
	if a.start >= 0 {
		c.Mark = &chart.Mark{X: float64(a.deadline() - a.start), Label: fmt.Sprintf("deadline: tick %d", a.deadline()), Color: deadlineC}
	}
	c.Legend = []chart.LegendItem{
		{Label: "messages held at the deadline", Color: seriesText, Line: true, Marker: chart.Circle},
		{Label: "users told \"uncertain\" (indefinite)", Color: seriesText, Line: true, Dashed: true, Marker: chart.Square},
		{Label: fmt.Sprintf("deadline (tick %d)", a.deadline()), Color: deadlineC, Rule: true},
	}
	for k, r := range a.retentions {
		c.Legend = append(c.Legend, chart.LegendItem{Label: retentionName(r, a.base.Mutations), Color: retentionColors[k%len(retentionColors)]})
	}
	c.Legend = append(c.Legend,
		chart.LegendItem{Label: engine.RecoveredBeforeDeadline, Color: outcomeFills[engine.RecoveredBeforeDeadline]},
		chart.LegendItem{Label: engine.RecoveryDeadlineExceeded, Color: outcomeFills[engine.RecoveryDeadlineExceeded]},
		chart.LegendItem{Label: "an invariant is violated", Color: fillFails},
	)
	if a.start >= 0 {
		at := a.deadline() - a.start
		where := fmt.Sprintf("the deadline line sits at length %d", at)
		if at < int64(a.parts.Lo) || at > int64(a.parts.Hi) {
			where = fmt.Sprintf("the deadline falls at length %d, outside the lengths shown", at)
		}
		c.Notes = append(c.Notes, fmt.Sprintf("The partition starts at tick %d, so length L ends (recovers) at tick %d+L; %s.", a.start, a.start, where))
	}
	if nr > 1 {
		c.Notes = append(c.Notes, "Markers of different retentions are shifted slightly sideways so that equal values stay visible.")
	}
	return c
}
