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
	"coordsim/engine/encode"
	"coordsim/engine/fixture"
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
	writeColumns(out, len(r.Trace)+1, func(i int, b []byte, ends []int) ([]byte, []int) {
		if i == 0 {
			for _, h := range [...]string{"#", "TICK", "KIND", "EVENT", "DELIVERY", "SEQ", "EFFECT", "RESULT"} {
				b = append(b, h...)
				ends = append(ends, len(b))
			}
			return b, ends
		}
		e := &r.Trace[i-1]
		b = strconv.AppendInt(b, int64(i-1), 10)
		ends = append(ends, len(b))
		b = strconv.AppendInt(b, e.Tick, 10)
		ends = append(ends, len(b))
		b = appendText(b, e.Kind.String())
		ends = append(ends, len(b))
		b = appendText(b, entryName(e))
		ends = append(ends, len(b))
		b = appendText(b, e.Delivery.String())
		ends = append(ends, len(b))
		if e.Delivery != 0 {
			b = strconv.AppendInt(b, e.LogicalSequence, 10)
		}
		ends = append(ends, len(b))
		b = appendText(b, e.Effect.String())
		ends = append(ends, len(b))
		b = appendEntryResult(b, e)
		return b, append(ends, len(b))
	})
	rec := r.Recovery
	fmt.Fprintf(out, "\noutcome: %s (", rec.Outcome)
	switch {
	case rec.HasTick:
		fmt.Fprintf(out, "recovery tick %d, ", rec.Tick)
	case !r.PartitionStarted:
		io.WriteString(out, "no partition, ")
	default:
		io.WriteString(out, "the partition never ends, ")
	}
	fmt.Fprintf(out, "deadline %d; released %d, residual %d, held at deadline %d)\n", rec.DeadlineTick, rec.Released, rec.Residual, rec.ResidualAtDeadline)
	fmt.Fprintf(out, "final state: %s; delivery order (logical sequence): ", text(r.FinalState))
	writeInts(out, r.DeliverySequences)
	fmt.Fprintf(out, "; reorder observed: %v\n", r.ReorderObserved)

	io.WriteString(out, "\nwhat each user is shown at the deadline:\n")
	writeColumns(out, len(r.Users), func(i int, b []byte, ends []int) ([]byte, []int) {
		u := &r.Users[i]
		b = appendText(append(b, "  "...), u.Key)
		ends = append(ends, len(b))
		b = appendText(b, u.Status)
		ends = append(ends, len(b))
		b = appendUserText(b, u)
		return b, append(ends, len(b))
	})
	io.WriteString(out, "\ninvariants:\n")
	for _, v := range r.Invariants {
		if v.Holds {
			fmt.Fprintf(out, "  ok    %s\n", v.Name)
		} else {
			fmt.Fprintf(out, "  FAIL  %s at trace #%d (tick %d): %s\n", v.Name, v.FirstViolation, v.Tick, text(v.Detail))
		}
	}
	fmt.Fprintf(out, "\ntrace sha256 %s\n", encode.TraceSHA256(r))
}

// writeColumns writes n rows of cells as text/tabwriter writes them with
// padding 2: every cell but the last padded with spaces to its column's
// widest cell (in runes) plus two. row appends row i's cells to b and each
// cell's end to ends. It asks for each row twice, once to measure and once
// to write, into buffers reused from row to row, so a table of millions of
// rows is streamed rather than held, and makes no garbage per row.
func writeColumns(out io.Writer, n int, row func(i int, b []byte, ends []int) ([]byte, []int)) {
	var widths, ends []int
	var cells, line []byte
	for i := range n {
		cells, ends = row(i, cells[:0], ends[:0])
		start := 0
		for j, end := range ends[:len(ends)-1] {
			if j == len(widths) {
				widths = append(widths, 0)
			}
			widths[j] = max(widths[j], utf8.RuneCount(cells[start:end]))
			start = end
		}
	}
	for i := range n {
		cells, ends = row(i, cells[:0], ends[:0])
		line = line[:0]
		start := 0
		for j, end := range ends[:len(ends)-1] {
			c := cells[start:end]
			line = append(line, c...)
			for k := utf8.RuneCount(c); k < widths[j]+2; k++ {
				line = append(line, ' ')
			}
			start = end
		}
		line = append(append(line, cells[start:]...), '\n')
		out.Write(line)
	}
}

// text is a value from the run's input (an id, a key, a state name) as the
// table shows it: unchanged when it is plain printable text, else quoted with
// every control or format character escaped, so a fixture can neither break
// the table's lines and columns nor send escape codes to a terminal.
func text(s string) string { return fixture.Quote(s) }

// Mutations is "none" or the comma-separated mutation names.
func Mutations(ms []engine.Mutation) string {
	if len(ms) == 0 {
		return "none"
	}
	return strings.Join(engine.MutationStrings(ms), ",")
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
	if p.Processing > 0 {
		parts = append(parts, fmt.Sprintf("processing %d ticks, lease %d", p.Processing, p.EffectiveLease()))
	}
	if len(p.Mutations) == 0 {
		parts = append(parts, "no mutations")
	} else {
		parts = append(parts, "mutations "+Mutations(p.Mutations))
	}
	return strings.Join(parts, ", ")
}

// entryName is the event a trace entry is about; an expiry names its key.
func entryName(e *engine.TraceEntry) string {
	if e.Kind == engine.EntryExpired {
		return e.Key
	}
	return e.EventID
}

// appendText appends the concatenation of parts as text shows it. When
// every part is plain text so is the whole, and it is appended without
// being built; otherwise the whole is quoted, as text quotes it.
func appendText(b []byte, parts ...string) []byte {
	for _, p := range parts {
		if fixture.Quote(p) != p {
			return append(b, text(strings.Join(parts, ""))...)
		}
	}
	for _, p := range parts {
		b = append(b, p...)
	}
	return b
}

// appendEntryResult appends the RESULT column: the state answered, the
// rejection, or what a control entry did.
func appendEntryResult(b []byte, e *engine.TraceEntry) []byte {
	switch {
	case e.Error != nil:
		return appendText(b, "rejected: ", e.Error.Code)
	case e.Result != nil && e.Effect == engine.EffectCrashedCommit:
		return appendText(b, "state ", e.Result.State, " written, answer lost")
	case e.Result != nil:
		return appendText(b, "state ", e.Result.State)
	case e.Kind == engine.EntryRecovery:
		b = strconv.AppendInt(append(b, "generation "...), int64(e.VolatileGeneration), 10)
		b = strconv.AppendInt(append(b, ", "...), int64(e.PersistentDedupeEntries), 10)
		return append(b, " dedupe entries kept"...)
	case e.Kind == engine.EntryCrash:
		b = strconv.AppendInt(append(b, "volatile memory lost; generation "...), int64(e.VolatileGeneration), 10)
		return append(b, " begins"...)
	case e.Kind == engine.EntryRestart:
		return append(b, "the service accepts requests again"...)
	case e.Note != "":
		return appendText(b, e.Note)
	}
	return b
}

// appendUserText appends what a user is shown, and whether anyone will
// reconcile it.
func appendUserText(b []byte, u *engine.UserResult) []byte {
	switch {
	case u.Result != nil:
		return appendText(b, "state ", u.Result.State, " (answer to ", u.EventID, ")")
	case u.Error != nil:
		return appendText(b, "rejected: ", u.Error.Code, " (answer to ", u.EventID, ")")
	case u.Reconcile:
		return appendText(b, u.Message, " (flagged)")
	}
	return appendText(b, u.Message, " (NOT flagged: nobody will reconcile it)")
}

// writeInts writes xs separated by spaces, a buffer at a time.
func writeInts(out io.Writer, xs []int64) {
	var b []byte
	for i, x := range xs {
		if i > 0 {
			b = append(b, ' ')
		}
		b = strconv.AppendInt(b, x, 10)
		if len(b) >= 4096 {
			out.Write(b)
			b = b[:0]
		}
	}
	out.Write(b)
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
