// Package render writes what more than one front end prints, so their bytes
// match: today the readable table of one run, printed by `coordsim run` and by
// the engine's data-driven test scripts (engine/testdata/script).
package render

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"coordsim/engine"
)

// RunTable writes one run as `coordsim run` prints it: the parameters, the
// trace in delivery order, the recovery outcome, what each user is shown at
// the deadline, the invariant verdicts and the trace's SHA-256.
func RunTable(w io.Writer, r *engine.Result) error {
	ew := &errWriter{w: w}
	writeRunTable(ew, r)
	return ew.err
}

func writeRunTable(out io.Writer, r *engine.Result) {
	fmt.Fprintf(out, "scenario %s, seed %d, %s\n\n", text(r.Scenario), r.Seed, describeParams(r))
	writeColumns(out, len(r.Trace)+1, func(i int, c []string) []string {
		if i == 0 {
			return append(c, "#", "TICK", "KIND", "EVENT", "DELIVERY", "SEQ", "EFFECT", "RESULT")
		}
		e := &r.Trace[i-1]
		seq := ""
		if e.Delivery != "" {
			seq = strconv.FormatInt(e.LogicalSequence, 10)
		}
		return append(c, strconv.Itoa(i-1), strconv.FormatInt(e.Tick, 10), text(e.Kind), text(entryName(*e)), text(e.Delivery), seq, text(e.Effect), text(entryResult(*e)))
	})
	rec := r.Recovery
	fmt.Fprintf(out, "\noutcome: %s (", rec.Outcome)
	if rec.HasTick {
		fmt.Fprintf(out, "recovery tick %d, ", rec.Tick)
	} else {
		io.WriteString(out, "the partition never ends, ")
	}
	fmt.Fprintf(out, "deadline %d; released %d, residual %d, held at deadline %d)\n", rec.DeadlineTick, rec.Released, rec.Residual, rec.ResidualAtDeadline)
	fmt.Fprintf(out, "final state: %s; delivery order (logical sequence): %s; reorder observed: %v\n", text(r.FinalState), joinInts(r.DeliverySequences), r.ReorderObserved)

	io.WriteString(out, "\nwhat each user is shown at the deadline:\n")
	writeColumns(out, len(r.Users), func(i int, c []string) []string {
		u := r.Users[i]
		return append(c, "  "+text(u.Key), text(u.Status), text(userText(u)))
	})
	io.WriteString(out, "\ninvariants:\n")
	for _, v := range r.Invariants {
		if v.Holds {
			fmt.Fprintf(out, "  ok    %s\n", v.Name)
		} else {
			fmt.Fprintf(out, "  FAIL  %s at trace #%d (tick %d): %s\n", v.Name, v.FirstViolation, v.Tick, text(v.Detail))
		}
	}
	fmt.Fprintf(out, "\ntrace sha256 %s\n", r.TraceSHA256())
}

// writeColumns writes n rows of cells as text/tabwriter writes them with
// padding 2: every cell but the last padded with spaces to its column's
// widest cell (in runes) plus two. It asks for each row twice, once to
// measure and once to write, so a table of millions of rows is streamed
// rather than held.
func writeColumns(out io.Writer, n int, row func(i int, cells []string) []string) {
	var widths []int
	var cells []string
	for i := range n {
		cells = row(i, cells[:0])
		for j, c := range cells[:len(cells)-1] {
			if j == len(widths) {
				widths = append(widths, 0)
			}
			widths[j] = max(widths[j], utf8.RuneCountInString(c))
		}
	}
	var line []byte
	for i := range n {
		cells = row(i, cells[:0])
		line = line[:0]
		for j, c := range cells[:len(cells)-1] {
			line = append(line, c...)
			for k := utf8.RuneCountInString(c); k < widths[j]+2; k++ {
				line = append(line, ' ')
			}
		}
		line = append(append(line, cells[len(cells)-1]...), '\n')
		out.Write(line)
	}
}

// text is a value from the run's input (an id, a key, a state name) as the
// table shows it: unchanged when it is plain printable text, else quoted with
// every control or format character escaped, so a fixture can neither break
// the table's lines and columns nor send escape codes to a terminal.
func text(s string) string { return engine.Quote(s) }

// Mutations is "none" or the comma-separated mutation names.
func Mutations(ms []engine.Mutation) string {
	if len(ms) == 0 {
		return "none"
	}
	names := make([]string, len(ms))
	for i, m := range ms {
		names[i] = string(m)
	}
	return strings.Join(names, ",")
}

func describeParams(r *engine.Result) string {
	p := r.Params
	parts := []string{}
	if p.Partition > 0 {
		parts = append(parts, fmt.Sprintf("partition %d ticks", p.Partition))
	} else {
		parts = append(parts, "partition as in the scenario")
	}
	parts = append(parts, fmt.Sprintf("deadline %d", r.Recovery.DeadlineTick))
	if r := p.EffectiveRetention(); r > 0 {
		parts = append(parts, fmt.Sprintf("retention %d ticks", r))
	} else {
		parts = append(parts, "retention forever")
	}
	if len(p.Mutations) == 0 {
		parts = append(parts, "no mutations")
	} else {
		parts = append(parts, "mutations "+Mutations(p.Mutations))
	}
	return strings.Join(parts, ", ")
}

// entryName is the event a trace entry is about; an expiry names its key.
func entryName(e engine.TraceEntry) string {
	if e.Kind == engine.EntryExpired {
		return e.Key
	}
	return e.EventID
}

// entryResult is the RESULT column: the state answered, the rejection, or
// what a control entry did.
func entryResult(e engine.TraceEntry) string {
	switch {
	case e.Error != nil:
		return "rejected: " + e.Error.Code
	case e.Result != nil && e.Effect == engine.EffectCrashedCommit:
		return "state " + e.Result.State + " written, answer lost"
	case e.Result != nil:
		return "state " + e.Result.State
	case e.Kind == engine.EntryRecovery:
		return fmt.Sprintf("generation %d, %d dedupe entries kept", e.VolatileGeneration, e.PersistentDedupeEntries)
	case e.Kind == engine.EntryCrash:
		return fmt.Sprintf("volatile memory lost; generation %d begins", e.VolatileGeneration)
	case e.Kind == engine.EntryRestart:
		return "the service accepts requests again"
	case e.Note != "":
		return e.Note
	}
	return ""
}

// userText is what a user is shown, and whether anyone will reconcile it.
func userText(u engine.UserResult) string {
	switch {
	case u.Result != nil:
		return fmt.Sprintf("state %s (answer to %s)", u.Result.State, u.EventID)
	case u.Error != nil:
		return fmt.Sprintf("rejected: %s (answer to %s)", u.Error.Code, u.EventID)
	case u.Reconcile:
		return u.Message + " (flagged)"
	}
	return u.Message + " (NOT flagged: nobody will reconcile it)"
}

func joinInts(xs []int64) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = fmt.Sprint(x)
	}
	return strings.Join(s, " ")
}

// errWriter keeps the first write error and drops later writes.
type errWriter struct {
	w   io.Writer
	err error
}

func (e *errWriter) Write(p []byte) (int, error) {
	if e.err != nil {
		return 0, e.err
	}
	n, err := e.w.Write(p)
	e.err = err
	return n, err
}
