package main

import (
	"bytes"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"coordsim/engine"
	"coordsim/internal/chart"
	"coordsim/internal/span"
)

// Limits of one analysis: the chart must stay readable.
const (
	maxAnalyzePartitions = 200
	maxAnalyzeRetentions = 8
)

// analysis is one seed run at every partition length and retention.
type analysis struct {
	grid
	seed       uint64
	parts      span.Range
	retentions []int64
	baseURL    string
	lengths    []int64
	cells      [][]cell // [length][retention]
	invariants []string
	start      int64 // the partition's start tick, -1 if the scenario has none
}

func cmdAnalyze(args []string, out *bytes.Buffer) error {
	f := newFlags("analyze", `Runs one seed of a scenario at every partition length and every dedupe retention given,
and writes the failure analysis the lesson asks for (step 5, assessment 2) to DIR:
analysis.md (assumptions and limits, findings computed from the runs, a table with a
row per partition length: outcome, recovery tick, messages held at the deadline, and per
retention side by side what users are told, stale commands, expired dedupe entries and
the invariant verdicts)
and analysis.svg (the same against partition length: outcome band, messages held at the
deadline and indefinite user results per retention, invariant strips, the deadline).
The same flags give the same bytes. Prints the paths it wrote.`)
	var parts, retentions, outDir string
	f.fs.StringVar(&f.seed, "seed", "", "seed (default: the scenario's)")
	f.declareGrid("1..30", &parts)
	f.fs.StringVar(&retentions, "retention", "0,2,5", fmt.Sprintf("dedupe retentions in ticks, comma-separated numbers or A..B, at most %d; 0 keeps entries forever", maxAnalyzeRetentions))
	f.fs.StringVar(&outDir, "out", ".", "directory to write analysis.md and analysis.svg to (created if missing)")
	baseURL := f.fs.String("base-url", defaultBaseURL, "the page's address, for share URLs")
	if err := f.parse(args, out); err != nil {
		return err
	}
	a := &analysis{}
	var err error
	if a.parts, err = parseSpan("partition", parts, 1, uint64(engine.MaxPartition)); err != nil {
		return err
	}
	if a.parts.Len() > maxAnalyzePartitions {
		return &engine.ParamError{Field: "partition", Value: strconv.Quote(parts), Reason: fmt.Sprintf("has more than %d lengths (the chart shows at most %d; use sweep for more)", maxAnalyzePartitions, maxAnalyzePartitions)}
	}
	rets, err := span.ParseList(retentions, 0, uint64(engine.MaxRetention), maxAnalyzeRetentions)
	if err != nil {
		return &engine.ParamError{Field: "retention", Value: strconv.Quote(retentions), Reason: err.Error()}
	}
	for _, r := range rets {
		a.retentions = append(a.retentions, int64(r))
	}
	if a.baseURL, err = parseBaseURL(*baseURL); err != nil {
		return err
	}
	if a.grid, err = f.loadGrid(); err != nil {
		return err
	}
	a.seed = a.named.Defaults.Seed
	a.start = a.named.PartitionStart()
	if f.seed != "" {
		if a.seed, err = engine.ParseSeed(f.seed); err != nil {
			return err
		}
	}
	if err := a.run(); err != nil {
		return err
	}
	files := []struct {
		name string
		data []byte
	}{{"analysis.md", a.markdown()}, {"analysis.svg", a.chart().SVG()}}
	if err := os.MkdirAll(outDir, 0o755); err != nil {
		return &engine.ParamError{Field: "out", Value: strconv.Quote(outDir), Reason: "cannot be created: " + err.Error()}
	}
	for _, file := range files {
		path := filepath.Join(outDir, file.name)
		if err := writeFileAtomic(path, file.data); err != nil {
			return &writeFailure{err}
		}
		fmt.Fprintln(out, path)
	}
	return nil
}

// writeFileAtomic writes data to a temporary file beside path and renames
// it into place.
func writeFileAtomic(path string, data []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return err
	}
	_, err = tmp.Write(data)
	if err == nil {
		err = tmp.Chmod(0o644)
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		os.Remove(tmp.Name())
	}
	return err
}

func (a *analysis) params(length, retention int64) engine.Params {
	p := a.base
	p.Seed, p.Partition, p.Retention = a.seed, length, retention
	return p
}

// run runs every cell; a parameter the scenario cannot take is bad input.
func (a *analysis) run() error {
	r := cellRunner{g: &a.grid}
	for l := a.parts.Lo; ; l++ {
		row := make([]cell, len(a.retentions))
		for k, ret := range a.retentions {
			res, err := r.run(a.params(int64(l), ret))
			if err != nil {
				return err
			}
			row[k].extract(res, false)
			if a.invariants == nil {
				a.invariants = engine.InvariantNames()
			}
		}
		a.lengths = append(a.lengths, int64(l))
		a.cells = append(a.cells, row)
		if l == a.parts.Hi {
			return nil
		}
	}
}

// deadline is the recovery deadline in force.
func (a *analysis) deadline() int64 { return a.cells[0][0].Deadline }

// sameOutcomes reports whether every retention gives the same outcome at
// every length (retention changes the store, not the network).
func (a *analysis) sameOutcomes() bool {
	for _, row := range a.cells {
		for _, c := range row {
			if c.Outcome != row[0].Outcome {
				return false
			}
		}
	}
	return true
}

// flips lists the indexes i (into lengths) where the outcome for retention
// k differs from that at i-1.
func (a *analysis) flips(k int) []int {
	var out []int
	for i := 1; i < len(a.cells); i++ {
		if a.cells[i][k].Outcome != a.cells[i-1][k].Outcome {
			out = append(out, i)
		}
	}
	return out
}

func (a *analysis) command() string {
	parts := []string{"coordsim analyze", "--scenario " + a.named.Name, "--seed " + strconv.FormatUint(a.seed, 10),
		"--partition " + a.parts.String(), "--retention " + joinInt64(a.retentions, ","), "--deadline " + strconv.FormatInt(a.deadline(), 10)}
	if len(a.base.Mutations) > 0 {
		parts = append(parts, "--mutation "+describeMutations(a.base.Mutations))
	}
	return strings.Join(parts, " ")
}

func (a *analysis) runCommand(length, retention int64) string {
	s := fmt.Sprintf("coordsim run --scenario %s --seed %d --partition %d --deadline %d --retention %d", a.named.Name, a.seed, length, a.deadline(), retention)
	if len(a.base.Mutations) > 0 {
		s += " --mutation " + describeMutations(a.base.Mutations)
	}
	return s
}

func (a *analysis) url(length, retention, t int64) string {
	return shareURL(a.baseURL, a.named.Name, a.params(length, retention), a.deadline(), t)
}

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
	return "retention " + describeRetention(r, ms)
}

func (a *analysis) markdown() []byte {
	var b bytes.Buffer
	n := a.named
	d := a.deadline()
	fmt.Fprintf(&b, "# Failure analysis: %s, partition length against the recovery deadline\n\n", n.Name)
	fmt.Fprintf(&b, "%s. %s\n\n", n.Title, n.Story)
	fmt.Fprintf(&b, "Generated by `%s`; the same command gives the same bytes. Chart: [analysis.svg](analysis.svg).\n\n", a.command())
	b.WriteString("![Outcome, messages held at the deadline and indefinite user results against partition length](analysis.svg)\n\n")

	b.WriteString("## Setup\n\n| knob | value |\n| --- | --- |\n")
	fmt.Fprintf(&b, "| scenario | `%s` |\n| seed | %d |\n", n.Name, a.seed)
	start := "the scenario's partition start"
	if a.start >= 0 {
		start = fmt.Sprintf("tick %d", a.start)
	}
	fmt.Fprintf(&b, "| partition lengths | %s ticks, starting at %s |\n", a.parts, start)
	fmt.Fprintf(&b, "| recovery deadline | tick %d |\n", d)
	names := make([]string, len(a.retentions))
	for k, r := range a.retentions {
		names[k] = describeRetention(r, a.base.Mutations)
	}
	fmt.Fprintf(&b, "| dedupe retention | %s |\n", strings.Join(names, ", "))
	fmt.Fprintf(&b, "| mutations | %s |\n\n", describeMutations(a.base.Mutations))

	b.WriteString(`## Assumptions and limits

- Time is logical: integer ticks, not seconds. The events, ticks and deadline are a
  lesson-authored simulation, not a production incident or a protocol proof; for a real
  system, replace them with anonymised traces, the broker's delivery contract, the
  storage's durability and retention, and chaos rehearsals.
- One seed, one run per row: every figure below is what this seed does, not a
  distribution. ` + "`coordsim sweep`" + ` shows how far a result holds across seeds.
- The partition starts at its scenario tick and lasts the given length; the recovery
  tick is its end. The outcome is ` + "`recovered-before-deadline`" + ` when the recovery tick is at
  or before the deadline, else ` + "`recovery-deadline-exceeded`" + `.
- "Held at the deadline" counts messages the partition was holding when the deadline
  tick passed; "residual" counts those still held when the run ends.
- A user's result is judged at the deadline: definite (an answer, or a typed
  rejection) or indefinite (told "` + engine.UncertainMessage + `"). "Flagged" means the
  system records the command for reconciliation; an indefinite result that is not
  flagged breaks ` + "`" + engine.InvDefiniteOrFlagged + "`" + `.
- Retention R drops a dedupe entry R ticks after it was stored (checked before each
  event); 0 keeps entries forever.
- Not modelled: a bound on the partition buffer (queue limit), compensation of a
  result already shown, clock skew between the sites, and capacity or privacy costs of
  a long retention.

`)

	b.WriteString("## Findings\n\n")
	for _, line := range a.findings() {
		b.WriteString("- " + line + "\n")
	}
	b.WriteString("\n## Per partition length\n\n")
	b.WriteString("Invariants: ")
	for i, name := range a.invariants {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "I%d `%s`", i+1, name)
	}
	b.WriteString(". A failing invariant is shown as `I2@t`, with the tick of its first violation. ")
	b.WriteString("Users are definite / indefinite (and of those, flagged for reconciliation) at the deadline; ")
	b.WriteString("stale counts commands rejected as `" + engine.CodeStale + "`, expired counts dedupe entries dropped by retention.\n\n")
	if a.retentionIndependent() {
		a.wideTable(&b)
	} else {
		a.longTable(&b)
	}
	b.WriteString("\n## Reproduce\n\n")
	for _, line := range a.reproduce() {
		b.WriteString("- " + line + "\n")
	}
	return b.Bytes()
}

// retentionIndependent reports whether outcome, recovery and held messages
// are the same for every retention at every length, so the table can give
// them once per length with the retention-dependent columns alongside.
func (a *analysis) retentionIndependent() bool {
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

func (a *analysis) outcomeCell(i, k int) string {
	c := a.cells[i][k]
	if i > 0 && a.cells[i-1][k].Outcome != c.Outcome {
		return "**`" + c.Outcome + "`** (flips)"
	}
	return "`" + c.Outcome + "`"
}

func usersCell(c cell) string {
	return fmt.Sprintf("%d / %d (%d)", c.Definite, c.Indefinite, c.Indefinite-c.Unflagged)
}

func verdictsCell(c cell) string {
	var fails []string
	for i, v := range c.Verdicts {
		if !v.Holds {
			fails = append(fails, fmt.Sprintf("**I%d@%d**", i+1, v.Tick))
		}
	}
	if len(fails) == 0 {
		return "ok"
	}
	return strings.Join(fails, " ")
}

// wideTable is one row per length; per retention: users, stale/expired,
// invariants.
func (a *analysis) wideTable(b *bytes.Buffer) {
	b.WriteString("| length | recovery tick | outcome | held at deadline | residual at end |")
	for _, r := range a.retentions {
		fmt.Fprintf(b, " R=%d users | R=%d stale / expired | R=%d invariants |", r, r, r)
	}
	b.WriteString("\n|---:|---:|---|---:|---:|" + strings.Repeat("---|---:|---|", len(a.retentions)) + "\n")
	for i, row := range a.cells {
		c := row[0]
		fmt.Fprintf(b, "| %d | %s | %s | %d | %d |", a.lengths[i], tickText(c), a.outcomeCell(i, 0), c.ResidualAtDeadline, c.Residual)
		for _, c := range row {
			fmt.Fprintf(b, " %s | %d / %d | %s |", usersCell(c), c.Stale, c.Expired, verdictsCell(c))
		}
		b.WriteString("\n")
	}
	b.WriteString("\nR is the dedupe retention in ticks (0 keeps entries forever).\n")
}

// longTable is one row per length and retention, for runs where retention
// changes the outcome or the held messages too.
func (a *analysis) longTable(b *bytes.Buffer) {
	b.WriteString("| length | retention | recovery tick | outcome | held at deadline | residual at end | users | stale / expired | invariants |\n")
	b.WriteString("|---:|---:|---:|---|---:|---:|---|---:|---|\n")
	for i, row := range a.cells {
		for k, c := range row {
			fmt.Fprintf(b, "| %d | %d | %s | %s | %d | %d | %s | %d / %d | %s |\n", a.lengths[i], c.Retention, tickText(c), a.outcomeCell(i, k),
				c.ResidualAtDeadline, c.Residual, usersCell(c), c.Stale, c.Expired, verdictsCell(c))
		}
	}
	b.WriteString("\nRetention is in ticks (0 keeps entries forever).\n")
}

// findings are the conclusions, each computed from the runs.
func (a *analysis) findings() []string {
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
			ind = append(ind, c.Indefinite)
			tot = append(tot, c.Definite+c.Indefinite)
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
			flagged += c.Indefinite - c.Unflagged
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
					if len(row[k].failing()) == 0 {
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
		out = append(out, fmt.Sprintf("Defenses switched off on purpose: %s; the failures above are what they protect against.", describeMutations(a.base.Mutations)))
	}
	return out
}

func tickText(c cell) string {
	if !c.HasTick {
		return "never"
	}
	return strconv.FormatInt(c.RecoveryTick, 10)
}

func (a *analysis) recoveryTicks(from, to, k int) string {
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
func (a *analysis) reproduce() []string {
	var out []string
	r0 := a.retentions[0]
	for _, i := range a.flips(0) {
		out = append(out, fmt.Sprintf("Outcome flip at length %d (the page opens at the deadline tick): `%s`, or open %s", a.lengths[i], a.runCommand(a.lengths[i], r0), a.url(a.lengths[i], r0, a.deadline())))
	}
	for k, r := range a.retentions {
		for i, row := range a.cells {
			if v, ok := row[k].firstViolation(); ok {
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

func (a *analysis) chart() *chart.Chart {
	c := &chart.Chart{
		Title: fmt.Sprintf("%s: outcome, held messages and user results by partition length", a.named.Name),
		Subtitle: fmt.Sprintf("seed %d, deadline tick %d, retention %s, mutations %s", a.seed, a.deadline(),
			joinInt64(a.retentions, ", "), describeMutations(a.base.Mutations)),
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
			ind.Values = append(ind.Values, float64(cl.Indefinite))
			cellFill, text, title := fillHolds, "all hold", fmt.Sprintf("length %d, retention %d: every invariant holds", a.lengths[i], r)
			if f := cl.failing(); len(f) > 0 {
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
