package analysis

// The findings of analysis.md, computed from the runs: where the outcome
// flips against the deadline, what is held at the deadline, what users are
// told, which retentions break which invariants; and the commands that
// reproduce them. Also the small phrases they are written with.

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"coordsim/engine"
)

func joinInt64(xs []int64, sep string) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = strconv.FormatInt(x, 10)
	}
	return strings.Join(s, sep)
}

// spans writes sorted lengths compactly: "1..6, 9, 12..30".
func spans(xs []int64) string {
	var parts []string
	for i := 0; i < len(xs); {
		j := i
		for j+1 < len(xs) && xs[j+1] == xs[j]+1 {
			j++
		}
		if i == j {
			parts = append(parts, strconv.FormatInt(xs[i], 10))
		} else {
			parts = append(parts, fmt.Sprintf("%d..%d", xs[i], xs[j]))
		}
		i = j + 1
	}
	return strings.Join(parts, ", ")
}

// minMax is "n" or "a..b" over the values.
func minMax(xs []int) string {
	if len(xs) == 0 {
		return "-"
	}
	lo, hi := slices.Min(xs), slices.Max(xs)
	if lo == hi {
		return strconv.Itoa(lo)
	}
	return fmt.Sprintf("%d to %d", lo, hi)
}

func retentionName(r int64, ms []engine.Mutation) string {
	return "retention " + DescribeRetention(r, ms)
}

// findings are the conclusions, each computed from the runs.
func (a *Analysis) findings() []string {
	var out []string
	d := a.deadline()
	same := a.sameOutcomes()
	ks := []int{0}
	if !same {
		ks = ks[:0]
		for k := range a.retentions {
			ks = append(ks, k)
		}
	}
	// Recovery deadline.
	for _, k := range ks {
		prefix := "Recovery deadline: "
		if !same {
			prefix = "Recovery deadline, " + retentionName(a.retentions[k], a.base.Mutations) + ": "
		}
		flips := a.flips(k)
		if len(flips) == 0 {
			c := a.cells[0][k]
			out = append(out, fmt.Sprintf("%severy partition length in %s ends `%s` against deadline tick %d (recovery ticks %s): the range never crosses the deadline, so the outcome does not flip.",
				prefix, a.parts, c.Outcome, d, a.recoveryTicks(0, len(a.cells), k)))
			continue
		}
		var parts []string
		for j, i := range flips {
			from, to := a.cells[i-1][k], a.cells[i][k]
			part := fmt.Sprintf("at length **%d** from `%s` (length %d, recovery tick %s) to `%s` (recovery tick %s)",
				a.lengths[i], from.Outcome, a.lengths[i-1], tickText(from), to.Outcome, tickText(to))
			if j == 0 {
				part = "the outcome flips " + part
			} else {
				part = "it flips again " + part
			}
			parts = append(parts, part)
		}
		line := prefix + strings.Join(parts, "; ") + fmt.Sprintf(", against deadline tick %d.", d)
		if same && len(a.retentions) > 1 {
			line += " Every retention gives the same outcome at every length: retention decides what a late retry finds, not when the partition ends."
		}
		out = append(out, line)
	}

	// Held messages, users, reconciliation: grouped by outcome (first retention).
	byOutcome := map[string][]int{}
	var outcomes []string
	for i := range a.cells {
		o := a.cells[i][0].Outcome
		if _, ok := byOutcome[o]; !ok {
			outcomes = append(outcomes, o)
		}
		byOutcome[o] = append(byOutcome[o], i)
	}
	var held, users []string
	maxResidual := 0
	for _, o := range outcomes {
		var h, ind, tot []int
		var ls []int64
		for _, i := range byOutcome[o] {
			c := a.cells[i][0]
			h = append(h, c.ResidualAtDeadline)
			ind = append(ind, c.Uncertain)
			tot = append(tot, c.Definite+c.Uncertain)
			ls = append(ls, a.lengths[i])
			maxResidual = max(maxResidual, c.Residual)
		}
		held = append(held, fmt.Sprintf("with `%s` (lengths %s) %s messages are still held by the partition at the deadline", o, spans(ls), minMax(h)))
		users = append(users, fmt.Sprintf("with `%s` %s of %s users are told \"%s\" at the deadline instead of an answer", o, minMax(ind), minMax(tot), engine.UncertainMessage))
	}
	drained := "every held message is released by the end of the run"
	if _, missed := byOutcome[engine.RecoveryDeadlineExceeded]; missed {
		drained += ", but a drained buffer does not undo a missed deadline"
	}
	if maxResidual > 0 {
		drained = fmt.Sprintf("up to %d messages are still held when the run ends", maxResidual)
	}
	ret0 := ""
	if len(a.retentions) > 1 && !a.retentionIndependent() {
		ret0 = fmt.Sprintf(" (at retention %d)", a.retentions[0])
	}
	out = append(out, "Residual messages"+ret0+": "+strings.Join(held, "; ")+"; "+drained+".")
	out = append(out, "What users are told"+ret0+": "+strings.Join(users, "; ")+".")

	// Reconciliation across every cell.
	unflagged, flagged, runs := 0, 0, 0
	var unflaggedAt []string
	for i, row := range a.cells {
		for k, c := range row {
			flagged += c.Uncertain - c.Unflagged
			if c.Unflagged > 0 {
				unflagged += c.Unflagged
				runs++
				if len(unflaggedAt) < 3 {
					unflaggedAt = append(unflaggedAt, fmt.Sprintf("length %d, retention %d", a.lengths[i], a.retentions[k]))
				}
			}
		}
	}
	switch {
	case unflagged > 0:
		out = append(out, fmt.Sprintf("Reconciliation: in %d runs, %d users get no answer and nothing flags them for reconciliation (`%s` fails; first at %s): they would never learn the outcome.",
			runs, unflagged, engine.InvDefiniteOrFlagged, strings.Join(unflaggedAt, "; ")))
	case flagged > 0:
		out = append(out, fmt.Sprintf("Reconciliation: every indefinite result (%d across all runs) is flagged for reconciliation, so the users who were told \"uncertain\" will be told the outcome later.", flagged))
	default:
		out = append(out, "Reconciliation: no run leaves a user with an indefinite result, so nothing needs reconciling.")
	}

	// Dedupe retention, stale commands, invariants.
	var keepsAll []int64
	for k, r := range a.retentions {
		name := retentionName(r, a.base.Mutations)
		var failing []string
		stale, expired := 0, 0
		for vi, inv := range a.invariants {
			var ls []int64
			for i, row := range a.cells {
				if !row[k].Verdicts[vi].Holds {
					ls = append(ls, a.lengths[i])
				}
			}
			if len(ls) > 0 {
				failing = append(failing, fmt.Sprintf("`%s` fails at lengths %s", inv, spans(ls)))
			}
		}
		for _, row := range a.cells {
			stale += row[k].Stale
			expired += row[k].Expired
		}
		counts := fmt.Sprintf("%d dedupe entries expired and %d commands were rejected as stale (`%s`) across the %d lengths", expired, stale, engine.CodeStale, len(a.cells))
		if len(failing) == 0 {
			keepsAll = append(keepsAll, r)
			out = append(out, fmt.Sprintf("Dedupe retention, %s: every invariant holds at every length; %s.", name, counts))
			continue
		}
		line := fmt.Sprintf("Dedupe retention, %s: %s; %s.", name, strings.Join(failing, "; "), counts)
		if expired > 0 && stale > 0 {
			line += " A retry processed after its entry expired is no longer recognised as a duplicate: it runs as a new command against a state that has moved on."
		}
		out = append(out, line)
	}
	if len(a.retentions) > 1 {
		if len(keepsAll) == len(a.retentions) {
			out = append(out, "Retention changes no invariant verdict in this range.")
		} else {
			var parts []string
			for k, r := range a.retentions {
				var ok []int64
				for i, row := range a.cells {
					if len(row[k].Failing()) == 0 {
						ok = append(ok, a.lengths[i])
					}
				}
				verdict := "breaks an invariant at every length"
				switch {
				case len(ok) == len(a.lengths):
					verdict = "keeps every invariant at every length"
				case len(ok) > 0:
					verdict = "keeps every invariant only at lengths " + spans(ok)
				}
				parts = append(parts, retentionName(r, a.base.Mutations)+" "+verdict)
			}
			out = append(out, "Retention against partition length: "+strings.Join(parts, "; ")+".")
		}
	}
	if len(a.base.Mutations) > 0 {
		out = append(out, fmt.Sprintf("Defenses switched off on purpose: %s; the failures above are what they protect against.", DescribeMutations(a.base.Mutations)))
	}
	return out
}

func tickText(c Cell) string {
	if !c.HasTick {
		return "never"
	}
	return strconv.FormatInt(c.RecoveryTick, 10)
}

func (a *Analysis) recoveryTicks(from, to, k int) string {
	var ticks []int64
	for i := from; i < to; i++ {
		if c := a.cells[i][k]; c.HasTick {
			ticks = append(ticks, c.RecoveryTick)
		}
	}
	if len(ticks) == 0 {
		return "none: the partition never ends"
	}
	return spans(ticks)
}

// reproduce lists commands and share URLs for the flip and for each
// retention's first violation.
func (a *Analysis) reproduce() []string {
	var out []string
	r0 := a.retentions[0]
	for _, i := range a.flips(0) {
		out = append(out, fmt.Sprintf("Outcome flip at length %d (the page opens at the deadline tick): `%s`, or open %s", a.lengths[i], a.runCommand(a.lengths[i], r0), a.url(a.lengths[i], r0, a.deadline())))
	}
	for k, r := range a.retentions {
		for i, row := range a.cells {
			if v, ok := row[k].FirstViolation(); ok {
				out = append(out, fmt.Sprintf("First violation with %s (length %d, `%s` at tick %d): `%s`, or open %s",
					retentionName(r, a.base.Mutations), a.lengths[i], v.Name, v.Tick, a.runCommand(a.lengths[i], r), a.url(a.lengths[i], r, v.Tick)))
				break
			}
		}
	}
	if len(out) == 0 {
		out = append(out, fmt.Sprintf("Any row: `%s`, with its partition and retention.", a.runCommand(a.lengths[0], r0)))
	}
	return out
}
