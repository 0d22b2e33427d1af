package analysis

// The findings of analysis.md, computed from the runs: where the outcome
// flips against the deadline, what is held at the deadline, what users are
// told, which retentions break which invariants; and the commands that
// reproduce them. Also the small phrases they are written with, in the
// analysis's language.

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

func i64(x int64) string { return strconv.FormatInt(x, 10) }

// spans writes sorted lengths compactly: "1..6, 9, 12..30".
func (a *Analysis) spans(xs []int64) string {
	var parts []string
	for i := 0; i < len(xs); {
		j := i
		for j+1 < len(xs) && xs[j+1] == xs[j]+1 {
			j++
		}
		if i == j {
			parts = append(parts, i64(xs[i]))
		} else {
			parts = append(parts, fmt.Sprintf("%d..%d", xs[i], xs[j]))
		}
		i = j + 1
	}
	return a.list(parts)
}

// minMax is "n" or "a to b" over the values.
func (a *Analysis) minMax(xs []int) string {
	if len(xs) == 0 {
		return "-"
	}
	lo, hi := slices.Min(xs), slices.Max(xs)
	if lo == hi {
		return strconv.Itoa(lo)
	}
	return a.t("analysis.range", "lo", strconv.Itoa(lo), "hi", strconv.Itoa(hi))
}

// list joins names, clauses joins clauses (a sentence each in Japanese).
func (a *Analysis) list(xs []string) string    { return strings.Join(xs, a.t("analysis.sep.list")) }
func (a *Analysis) clauses(xs []string) string { return strings.Join(xs, a.t("analysis.sep.clause")) }

func (a *Analysis) tick(t int64) string { return a.t("analysis.tick", "tick", i64(t)) }

// retention is a retention in words; retentionName with the word "retention".
func (a *Analysis) retention(r int64) string { return describeRetention(a.lang, r, a.base.Mutations) }
func (a *Analysis) retentionName(r int64) string {
	return a.t("analysis.retention.name", "retention", a.retention(r))
}

// mutations is "none" in words or the mutations' names.
func (a *Analysis) mutations() string {
	if len(a.base.Mutations) == 0 {
		return a.t("analysis.none")
	}
	return DescribeMutations(a.base.Mutations)
}

// findings are the conclusions, each computed from the runs.
func (a *Analysis) findings() []string {
	out := a.deadlineFindings()
	out = append(out, a.heldFindings()...)
	out = append(out, a.reconciliationFinding())
	out = append(out, a.retentionFindings()...)
	if len(a.base.Mutations) > 0 {
		out = append(out, a.t("analysis.finding.mutations", "mutations", DescribeMutations(a.base.Mutations)))
	}
	return out
}

// deadlineFindings say where the outcome flips against the deadline: once,
// or per retention when retention changes the outcome.
func (a *Analysis) deadlineFindings() []string {
	var out []string
	same := a.sameOutcomes()
	ks := []int{0}
	if !same {
		ks = ks[:0]
		for k := range a.retentions {
			ks = append(ks, k)
		}
	}
	for _, k := range ks {
		text := a.flipText(k)
		line := a.t("analysis.finding.deadline", "text", text)
		if !same {
			line = a.t("analysis.finding.deadlineAt", "retention", a.retentionName(a.retentions[k]), "text", text)
		}
		if same && len(a.retentions) > 1 && len(a.flips(k)) > 0 {
			line = a.t("analysis.finding.sameOutcomes", "line", line)
		}
		out = append(out, line)
	}
	return out
}

// flipText is where retention k's outcome flips, or that it does not.
func (a *Analysis) flipText(k int) string {
	d := i64(a.deadline())
	flips := a.flips(k)
	if len(flips) == 0 {
		return a.t("analysis.finding.noFlip", "lengths", a.parts.String(), "outcome", a.outcomeWords(a.cells[0][k].Outcome), "deadline", d,
			"ticks", a.recoveryTicks(0, len(a.cells), k))
	}
	var parts []string
	for j, i := range flips {
		from, to := a.cells[i-1][k], a.cells[i][k]
		key := "analysis.finding.flip"
		if j > 0 {
			key = "analysis.finding.flipAgain"
		}
		parts = append(parts, a.t(key, "length", i64(a.lengths[i]), "from", a.outcomeWords(from.Outcome), "prev", i64(a.lengths[i-1]),
			"fromTick", a.tickText(from), "to", a.outcomeWords(to.Outcome), "toTick", a.tickText(to)))
	}
	return a.t("analysis.finding.flips", "flips", a.clauses(parts), "deadline", d)
}

// heldFindings are the messages held and what users are told, grouped by
// outcome (at the first retention).
func (a *Analysis) heldFindings() []string {
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
		held = append(held, a.t("analysis.finding.held", "outcome", a.outcomeWords(o), "lengths", a.spans(ls), "held", a.minMax(h)))
		users = append(users, a.t("analysis.finding.users", "outcome", a.outcomeWords(o), "uncertain", a.minMax(ind), "users", a.minMax(tot), "told", a.t("user.uncertain")))
	}
	drained := a.t("analysis.finding.drained")
	if _, missed := byOutcome[engine.RecoveryDeadlineExceeded]; missed {
		drained = a.t("analysis.finding.drainedMissed")
	}
	if maxResidual > 0 {
		drained = a.t("analysis.finding.residualEnd", "count", strconv.Itoa(maxResidual))
	}
	if len(a.retentions) > 1 && !a.retentionIndependent() {
		r := i64(a.retentions[0])
		return []string{
			a.t("analysis.finding.residualAt", "retention", r, "held", a.clauses(held), "drained", drained),
			a.t("analysis.finding.toldAt", "retention", r, "users", a.clauses(users)),
		}
	}
	return []string{
		a.t("analysis.finding.residual", "held", a.clauses(held), "drained", drained),
		a.t("analysis.finding.told", "users", a.clauses(users)),
	}
}

// reconciliationFinding is whether every indefinite result, across every
// cell, is flagged for reconciliation.
func (a *Analysis) reconciliationFinding() string {
	unflagged, flagged, runs := 0, 0, 0
	var unflaggedAt []string
	for i, row := range a.cells {
		for k, c := range row {
			flagged += c.Uncertain - c.Unflagged
			if c.Unflagged > 0 {
				unflagged += c.Unflagged
				runs++
				if len(unflaggedAt) < 3 {
					unflaggedAt = append(unflaggedAt, a.t("analysis.finding.unflaggedAt", "length", i64(a.lengths[i]), "retention", i64(a.retentions[k])))
				}
			}
		}
	}
	switch {
	case unflagged > 0:
		return a.t("analysis.finding.unflagged", "runs", strconv.Itoa(runs), "users", strconv.Itoa(unflagged), "invariant", a.invariantNamed(engine.InvDefiniteOrFlagged),
			"where", strings.Join(unflaggedAt, a.t("analysis.sep.where")))
	case flagged > 0:
		return a.t("analysis.finding.flagged", "count", strconv.Itoa(flagged))
	}
	return a.t("analysis.finding.noUncertain")
}

// retentionFindings are, per retention, the invariants that fail, the
// expired entries and stale commands; then retention against length.
func (a *Analysis) retentionFindings() []string {
	var out []string
	keepsAll := 0
	for k, r := range a.retentions {
		name := a.retentionName(r)
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
				failing = append(failing, a.t("analysis.finding.fails", "invariant", a.invariantNamed(inv), "lengths", a.spans(ls)))
			}
		}
		for _, row := range a.cells {
			stale += row[k].Stale
			expired += row[k].Expired
		}
		counts := a.t("analysis.finding.counts", "expired", strconv.Itoa(expired), "stale", strconv.Itoa(stale), "code", engine.CodeStale,
			"count", strconv.Itoa(len(a.cells)))
		if len(failing) == 0 {
			keepsAll++
			out = append(out, a.t("analysis.finding.retentionHolds", "retention", name, "counts", counts))
			continue
		}
		line := a.t("analysis.finding.retentionFails", "retention", name, "fails", a.clauses(failing), "counts", counts)
		if expired > 0 && stale > 0 {
			line = a.t("analysis.finding.lateRetry", "line", line)
		}
		out = append(out, line)
	}
	switch {
	case len(a.retentions) < 2:
	case keepsAll == len(a.retentions):
		out = append(out, a.t("analysis.finding.noVerdictChange"))
	default:
		out = append(out, a.retentionAgainstLength())
	}
	return append(out, a.retentionWhy()...)
}

// retentionAgainstLength is, per retention, the lengths at which every
// invariant holds.
func (a *Analysis) retentionAgainstLength() string {
	var parts []string
	for k, r := range a.retentions {
		var ok []int64
		for i, row := range a.cells {
			if len(row[k].Failing()) == 0 {
				ok = append(ok, a.lengths[i])
			}
		}
		name := a.retentionName(r)
		verdict := a.t("analysis.finding.keepsNone", "retention", name)
		switch {
		case len(ok) == len(a.lengths):
			verdict = a.t("analysis.finding.keepsAll", "retention", name)
		case len(ok) > 0:
			verdict = a.t("analysis.finding.keepsSome", "retention", name, "lengths", a.spans(ok))
		}
		parts = append(parts, verdict)
	}
	return a.t("analysis.finding.byRetention", "verdicts", a.clauses(parts))
}

func (a *Analysis) tickText(c Cell) string {
	if !c.HasTick {
		return a.t("analysis.never")
	}
	return i64(c.RecoveryTick)
}

func (a *Analysis) recoveryTicks(from, to, k int) string {
	var ticks []int64
	for i := from; i < to; i++ {
		if c := a.cells[i][k]; c.HasTick {
			ticks = append(ticks, c.RecoveryTick)
		}
	}
	if len(ticks) == 0 {
		return a.t("analysis.finding.noRecovery")
	}
	return a.spans(ticks)
}

// reproduce lists commands and share URLs for the flip and for each
// retention's first violation.
func (a *Analysis) reproduce() []string {
	var out []string
	r0 := a.retentions[0]
	for _, i := range a.flips(0) {
		l := a.lengths[i]
		out = append(out, a.t("analysis.reproduce.flip", "length", i64(l), "command", a.runCommand(l, r0), "url", a.url(l, r0, a.deadline())))
	}
	for k, r := range a.retentions {
		for i, row := range a.cells {
			if v, ok := row[k].FirstViolation(); ok {
				l := a.lengths[i]
				out = append(out, a.t("analysis.reproduce.violation", "retention", a.retentionName(r), "length", i64(l), "invariant", a.invariantNamed(v.Name),
					"tick", i64(v.Tick), "command", a.runCommand(l, r), "url", a.url(l, r, v.Tick)))
				break
			}
		}
	}
	if len(out) == 0 {
		out = append(out, a.t("analysis.reproduce.any", "command", a.runCommand(a.lengths[0], r0)))
	}
	return out
}

// outcomeWords is an outcome as the prose says it: its words, quoted.
func (a *Analysis) outcomeWords(code string) string { return a.quoted("outcome." + code + ".name") }

// quoted is the catalogue's words for key, quoted as the prose quotes a name.
func (a *Analysis) quoted(key string) string { return a.t("md.quoted", "words", a.t(key)) }

// invariantNamed is an invariant as the prose says it: its words, quoted,
// with the code a reader finds in the trace beside them.
func (a *Analysis) invariantNamed(code string) string {
	return a.t("md.named", "words", a.quoted("invariant."+code+".name"), "code", code)
}
