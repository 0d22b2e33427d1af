// Package render writes what more than one front end prints, so their bytes
// match: today the readable table of one run, printed by `coordsim run` and by
// the engine's data-driven test scripts (engine/testdata/script).
package render

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

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
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "#\tTICK\tKIND\tEVENT\tDELIVERY\tSEQ\tEFFECT\tRESULT")
	for i, e := range r.Trace {
		seq := ""
		if e.Delivery != "" {
			seq = fmt.Sprint(e.LogicalSequence)
		}
		fmt.Fprintf(tw, "%d\t%d\t%s\t%s\t%s\t%s\t%s\t%s\n", i, e.Tick, text(e.Kind), text(entryName(e)), text(e.Delivery), seq, text(e.Effect), text(entryResult(e)))
	}
	tw.Flush()
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
	tw = tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	for _, u := range r.Users {
		fmt.Fprintf(tw, "  %s\t%s\t%s\n", text(u.Key), text(u.Status), text(userText(u)))
	}
	tw.Flush()
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
