package analysis

// analysis.svg: the failure analysis against partition length, drawn with
// internal/chart.

import (
	"math"
	"strconv"
	"strings"

	"coordsim/engine"
	"coordsim/internal/chart"
)

// Colours: one per retention (Okabe-Ito, readable by colour-blind readers),
// and the bands'; the bands' words (catalogue keys).
var (
	retentionColors = []string{"#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000", "#999933"}
	outcomeFills    = map[string]string{engine.RecoveredBeforeDeadline: "#bfe3bf", engine.RecoveryDeadlineExceeded: "#f4c2bb"}
	outcomeText     = map[string]string{engine.RecoveredBeforeDeadline: "analysis.chart.recovered", engine.RecoveryDeadlineExceeded: "analysis.chart.exceeded"}
)

const (
	fillHolds  = "#e6e6e6"
	fillFails  = "#f08a7e"
	deadlineC  = "#6a3d9a"
	seriesText = "#333333"
)

// Chart is the analysis against partition length (the CLI's STEM.svg: Chart().SVG()).
func (a *Analysis) Chart() *chart.Chart {
	d := i64(a.deadline())
	c := &chart.Chart{
		Title: a.t("analysis.chart.title", "scenario", a.named.Name),
		Subtitle: a.t("analysis.chart.subtitle", "seed", strconv.FormatUint(a.seed, 10), "deadline", d,
			"retentions", joinInt64(a.retentions, a.t("analysis.sep.list")), "mutations", a.mutations()),
		XLabel: a.t("analysis.chart.x"),
		YLabel: a.t("analysis.chart.y"),
		X:      a.lengths,
		PointTitle: func(series string, x int64, value string) string {
			return a.t("analysis.chart.point", "series", series, "x", i64(x), "value", value)
		},
	}
	if a.sameOutcomes() {
		c.Above = append(c.Above, a.outcomeBand(0, a.t("analysis.chart.outcome")))
	} else {
		for k, r := range a.retentions {
			c.Above = append(c.Above, a.outcomeBand(k, a.t("analysis.chart.outcomeAt", "retention", i64(r))))
		}
	}
	nr := len(a.retentions)
	for k, r := range a.retentions {
		color := retentionColors[k%len(retentionColors)]
		offset := 0.0
		if nr > 1 {
			offset = (float64(k) - float64(nr-1)/2) * math.Min(0.6/float64(nr), 0.15)
		}
		ret := i64(r)
		held := chart.Series{Name: a.t("analysis.chart.held", "retention", ret), Color: color, Marker: chart.Circle, Offset: offset}
		ind := chart.Series{Name: a.t("analysis.chart.indefinite", "retention", ret), Color: color, Dashed: true, Marker: chart.Square, Offset: offset}
		for _, row := range a.cells {
			held.Values = append(held.Values, float64(row[k].ResidualAtDeadline))
			ind.Values = append(ind.Values, float64(row[k].Uncertain))
		}
		c.Series = append(c.Series, held, ind)
		c.Below = append(c.Below, a.invariantStrip(k))
	}
	if a.start >= 0 {
		c.Mark = &chart.Mark{X: float64(a.deadline() - a.start), Label: a.t("analysis.chart.mark", "tick", d), Color: deadlineC}
	}
	c.Legend = a.legend()
	if a.start >= 0 {
		at := i64(a.deadline() - a.start)
		where := a.t("analysis.chart.deadlineAt", "at", at)
		if a.deadline()-a.start < int64(a.parts.Lo) || a.deadline()-a.start > int64(a.parts.Hi) {
			where = a.t("analysis.chart.deadlineOutside", "at", at)
		}
		c.Notes = append(c.Notes, a.t("analysis.chart.start", "start", i64(a.start), "where", where))
	}
	if nr > 1 {
		c.Notes = append(c.Notes, a.t("analysis.chart.shifted"))
	}
	return c
}

// outcomeBand is retention k's outcome at each length.
func (a *Analysis) outcomeBand(k int, label string) chart.Band {
	band := chart.Band{Label: label}
	for i, row := range a.cells {
		o := row[k].Outcome
		text := ""
		if key, ok := outcomeText[o]; ok {
			text = a.t(key)
		}
		band.Cells = append(band.Cells, chart.Cell{Fill: outcomeFills[o], Text: text,
			Title: a.t("analysis.chart.outcomeCell", "length", i64(a.lengths[i]), "outcome", o, "tick", a.tickText(row[k]))})
	}
	return band
}

// invariantStrip is retention k's invariant verdicts at each length.
func (a *Analysis) invariantStrip(k int) chart.Band {
	ret := i64(a.retentions[k])
	strip := chart.Band{Label: a.t("analysis.chart.invariants", "retention", ret)}
	for i, row := range a.cells {
		length := i64(a.lengths[i])
		cell := chart.Cell{Fill: fillHolds, Text: a.t("analysis.chart.allHold"),
			Title: a.t("analysis.chart.holdsTitle", "length", length, "retention", ret)}
		if f := row[k].Failing(); len(f) > 0 {
			names := strings.Join(f, ", ")
			cell = chart.Cell{Fill: fillFails, Text: names,
				Title: a.t("analysis.chart.failsTitle", "length", length, "retention", ret, "invariants", names)}
		}
		strip.Cells = append(strip.Cells, cell)
	}
	return strip
}

// legend is the lines, the mark, one swatch per retention, the outcomes and
// a violation.
func (a *Analysis) legend() []chart.LegendItem {
	items := []chart.LegendItem{
		{Label: a.t("analysis.chart.legendHeld"), Color: seriesText, Line: true, Marker: chart.Circle},
		{Label: a.t("analysis.chart.legendIndefinite"), Color: seriesText, Line: true, Dashed: true, Marker: chart.Square},
		{Label: a.t("analysis.chart.legendDeadline", "tick", i64(a.deadline())), Color: deadlineC, Rule: true},
	}
	for k, r := range a.retentions {
		items = append(items, chart.LegendItem{Label: a.retentionName(r), Color: retentionColors[k%len(retentionColors)]})
	}
	return append(items,
		chart.LegendItem{Label: engine.RecoveredBeforeDeadline, Color: outcomeFills[engine.RecoveredBeforeDeadline]},
		chart.LegendItem{Label: engine.RecoveryDeadlineExceeded, Color: outcomeFills[engine.RecoveryDeadlineExceeded]},
		chart.LegendItem{Label: a.t("analysis.chart.legendViolated"), Color: fillFails},
	)
}
