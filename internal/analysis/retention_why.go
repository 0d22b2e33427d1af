package analysis

import "strconv"

// Why a finite retention holds where it does: a store entry that lasts R
// ticks answers every retry that reaches the service less than R ticks
// after its command's first processing (engine.Result.LongestRetryGap).
// Where it holds, that is the schedule's timing, which a later retry does
// not keep to: the findings say so, so a retention that passed is not
// read as one that is safe.

// retentionWhy is, per finite retention that holds at some length, the
// longest retry gap where it holds and the shortest where it breaks, then
// once why that does not generalize; none when no finite retention holds
// anywhere.
func (a *Analysis) retentionWhy() []string {
	var out []string
	together := false
	for k, r := range a.retentions {
		if r == 0 {
			continue
		}
		safe, broke := int64(-1), int64(-1)
		for i, row := range a.cells {
			g := a.gaps[i][k]
			if len(row[k].Failing()) == 0 {
				safe = max(safe, g)
				together = together || g == 0
			} else if broke < 0 || g < broke {
				broke = g
			}
		}
		if safe < 0 || safe >= r || broke >= 0 && broke < r {
			continue // it holds nowhere, or not for the entry's lifetime alone
		}
		name := a.retentionName(r)
		if broke < 0 {
			out = append(out, a.t("analysis.finding.gapHolds", "retention", name, "safe", strconv.FormatInt(safe, 10)))
		} else {
			out = append(out, a.t("analysis.finding.gapSome", "retention", name, "safe", strconv.FormatInt(safe, 10), "broke", strconv.FormatInt(broke, 10)))
		}
	}
	if len(out) == 0 {
		return nil
	}
	if together {
		out = append(out, a.t("analysis.finding.gapTogether"))
	}
	return append(out, a.t("analysis.finding.gapNotGeneral"))
}
