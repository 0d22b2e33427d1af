// Package render writes what more than one front end prints, so their bytes
// match: the readable table of one run, printed by `coordsim run`, the
// evidence's trace.txt and the engine's data-driven test scripts
// (engine/testdata/script); the space-time diagram; the trace's notes, which
// the page's trace table shows too (Note).
package render

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"coordsim/engine"
	"coordsim/engine/encode"
	"coordsim/engine/fixture"
)

// RunTable writes one run as `coordsim run` prints it, in English: the
// parameters, the trace in delivery order, the recovery outcome, what each
// user is shown at the deadline, the invariant verdicts and the trace's
// SHA-256.
func RunTable(w io.Writer, r *engine.Result) error { return RunTableIn(w, r, "en") }

// RunTableIn is RunTable in lang (en or ja; English for another), as
// `coordsim run --lang` prints it: every word from the catalogue, the codes
// (kinds, delivery modes, effects, outcomes, invariants, rejections, ids,
// keys, states) as they are. Rows are numbered from 1, as the page numbers
// them; the engine's indexes (Verdict.FirstViolation) count from 0.
func RunTableIn(w io.Writer, r *engine.Result, lang string) error {
	ew := &errWriter{w: w}
	writeRunTable(ew, r, newWords(lang))
	return ew.err
}

func writeRunTable(out io.Writer, r *engine.Result, w *words) {
	fmt.Fprintf(out, "%s\n\n", w.header(r))
	writeColumns(out, len(r.Trace)+1, func(i int, b []byte, ends []int) ([]byte, []int) {
		if i == 0 {
			for _, h := range w.cols {
				b = append(b, h...)
				ends = append(ends, len(b))
			}
			return b, ends
		}
		e := &r.Trace[i-1]
		b = strconv.AppendInt(b, int64(i), 10) // the row's number, from 1
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
		b = w.appendEntryResult(b, r, e)
		return b, append(ends, len(b))
	})
	fmt.Fprintf(out, "\n%s\n", w.outcome(r))
	before, after := w.final(r)
	io.WriteString(out, before)
	writeInts(out, r.DeliverySequences())
	io.WriteString(out, after+"\n")

	fmt.Fprintf(out, "\n%s\n", w.t("runtable.users"))
	writeColumns(out, len(r.Users), func(i int, b []byte, ends []int) ([]byte, []int) {
		u := &r.Users[i]
		b = appendText(append(b, "  "...), u.Key)
		ends = append(ends, len(b))
		b = appendText(b, u.Status.String())
		ends = append(ends, len(b))
		b = w.appendUserText(b, u)
		return b, append(ends, len(b))
	})
	fmt.Fprintf(out, "\n%s\n", w.t("runtable.invariants"))
	for i := range r.Invariants {
		fmt.Fprintf(out, "%s\n", w.verdict(r, &r.Invariants[i]))
	}
	fmt.Fprintf(out, "\n%s\n", w.t("runtable.sha", "sha", encode.TraceSHA256(r)))
}

// writeColumns writes n rows of cells as text/tabwriter writes them with
// padding 2: every cell but the last padded with spaces to its column's
// widest cell plus two, a cell's width being what a terminal gives it (a
// wide character, as in Japanese, counts two; see displayWidth). row
// appends row i's cells to b and each cell's end to ends. It asks for each row twice, once to measure and once
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
			widths[j] = max(widths[j], displayWidth(cells[start:end]))
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
			for k := displayWidth(c); k < widths[j]+2; k++ {
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
