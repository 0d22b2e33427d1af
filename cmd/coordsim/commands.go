package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"slices"
	"strconv"

	"coordsim/engine"
	"coordsim/engine/canon"
	"coordsim/engine/encode"
	"coordsim/internal/catalog"
	"coordsim/internal/linearize"
	"coordsim/internal/render"
	"coordsim/internal/why"
)

func cmdReport(args []string, std stdio) error {
	f := newRunFlags("report", "Prints the lesson harness's report: baseline, replay, partition end +5 ticks and the\nconflicting retry, as JSON equal in meaning to what harness.py prints for the same\nfixture and seed.", false)
	if err := f.parse(args, std.help); err != nil {
		return err
	}
	named, p, err := f.load()
	if err != nil {
		return err
	}
	compiled, err := compile(&named)
	if err != nil {
		return err
	}
	rep, err := encode.ReportCompiled(compiled, p.Seed)
	if err != nil {
		return err
	}
	return streamJSON(std.out, rep)
}

func cmdRun(args []string, std stdio) error {
	f := newRunFlags("run", "Runs one scenario and prints its trace in delivery order, the recovery outcome, what\neach user is shown, and the invariant verdicts.", true)
	f.extraHelp = scenarioDefaults
	if err := f.parse(args, std.help); err != nil {
		return err
	}
	if !slices.Contains(catalog.Langs, f.lang) {
		return &engine.ParamError{Field: "lang", Value: strconv.Quote(f.lang), Reason: "must be en or ja"}
	}
	named, p, err := f.load()
	if err != nil {
		return err
	}
	if err := f.checkRunTargets(); err != nil {
		return err
	}
	if err := f.checkLink(); err != nil {
		return err
	}
	var judged engine.Named // --why runs the story again: its fixture is kept
	if f.why {
		judged = named
	}
	compiled, err := compile(&named)
	if err != nil {
		return err
	}
	res, err := compiled.Run(p)
	if err != nil {
		return err
	}
	f.sayDeparture(std.err, res, f.lang)
	if f.linearizability != "" {
		if err := writeLinearizability(f.linearizability, res); err != nil {
			return err
		}
	}
	if err := writeSVG(f, res); err != nil {
		return err
	}
	if f.json {
		return streamJSON(std.out, encode.Result(res))
	}
	w := bufio.NewWriterSize(std.out, 1<<16)
	err = render.RunTableIn(w, res, f.lang)
	if err == nil && f.why {
		err = writeWhy(w, judged, p, res, f.lang)
	}
	if err == nil && f.link {
		err = writeLink(w, f, named, p, res)
	}
	if err == nil {
		err = w.Flush()
	}
	if err != nil {
		return &writeFailure{err}
	}
	return nil
}

// writeLinearizability writes porcupine's page for what the users of res
// are told.
func writeLinearizability(path string, res *engine.Result) error {
	var page bytes.Buffer
	if _, err := linearize.Visualize(res, &page); err != nil {
		return fmt.Errorf("linearizability: %v", err)
	}
	return writeResult("linearizability", path, page.Bytes())
}

func cmdReplay(args []string, std stdio) error {
	f := newRunFlags("replay", "Runs the scenario twice from the same seed and prints whether the two traces are\nbyte-identical, with the SHA-256 of the trace (compact, key-sorted JSON).", true)
	f.extraHelp = scenarioDefaults
	if err := f.parse(args, std.help); err != nil {
		return err
	}
	named, p, err := f.load()
	if err != nil {
		return err
	}
	// One Runner for both runs: memory holds one run, not two; what is
	// compared is the two traces' SHA-256 and length.
	compiled, err := compile(&named)
	if err != nil {
		return err
	}
	var rn engine.Runner
	first, err := rn.Run(compiled, p)
	if err != nil {
		return err
	}
	a, entries := encode.TraceSHA256(first), len(first.Trace)
	second, err := rn.Run(compiled, p)
	if err != nil {
		return err
	}
	b := encode.TraceSHA256(second)
	if len(second.Trace) != entries {
		b += " (" + strconv.Itoa(len(second.Trace)) + " entries)"
	}
	var out bytes.Buffer
	defer func() { std.out.Write(out.Bytes()) }()
	if f.json {
		return writeJSON(&out, canon.Object{"identical": a == b, "first_sha256": a, "second_sha256": b, "entries": entries})
	}
	verdict := "identical"
	if a != b {
		verdict = "DIFFERENT"
	}
	fmt.Fprintf(&out, "replay: %s (%d trace entries)\nfirst  sha256 %s\nsecond sha256 %s\n", verdict, entries, a, b)
	return nil
}

// streamJSON writes v as canonical JSON and a newline to w as it is
// encoded (see canon.Write): only a buffer's worth is ever held.
func streamJSON(w io.Writer, v any) error {
	bw := bufio.NewWriterSize(w, 1<<16)
	err := canon.Write(bw, v)
	if err == nil {
		err = bw.WriteByte('\n')
	}
	if err == nil {
		err = bw.Flush()
	}
	if err != nil {
		return &writeFailure{err}
	}
	return nil
}

func writeJSON(out *bytes.Buffer, v any) error {
	b, err := canon.Marshal(v)
	if err != nil {
		return err
	}
	out.Write(b)
	out.WriteByte('\n')
	return nil
}

// scenarioDefaults is the table of each scenario's own defaults, which the
// flags take when they are not given.
func scenarioDefaults(out *bytes.Buffer) {
	out.WriteString("Each scenario's defaults (a flag left out takes its scenario's value):\n\n")
	fmt.Fprintf(out, "  %-30s %10s %10s %9s %10s %11s\n", "scenario", "seed", "partition", "deadline", "retention", "processing")
	for _, n := range engine.Scenarios() {
		part := "none"
		if n.HasPartition() {
			part = strconv.FormatInt(n.DefaultPartition(), 10)
		}
		ret := "forever"
		if n.Defaults.Retention > 0 {
			ret = strconv.FormatInt(n.Defaults.Retention, 10)
		}
		proc := "instant"
		if n.Defaults.Processing > 0 {
			proc = fmt.Sprintf("%d, lease %d", n.Defaults.Processing, n.Defaults.EffectiveLease())
		}
		fmt.Fprintf(out, "  %-30s %10d %10s %9d %10s %11s\n", n.Name, n.Defaults.Seed, part, n.DefaultDeadline(), ret, proc)
	}
	fmt.Fprintf(out, "\nA --fixture takes the lesson's seed %d and deadline %d, its own partition, and keeps\ndedupe entries forever.\n", engine.ReferenceSeed, engine.ReferenceDeadline)
}

// writeWhy is run --why: each fault, whether it mattered and what it
// changed (why.Judge), in lang: the story's own, a fixture's edits of its
// story's events, then the learner's and the seed's luck.
func writeWhy(w io.Writer, named engine.Named, p engine.Params, res *engine.Result, lang string) error {
	groups, noMoves, err := why.Judge(named, p, res, lang)
	for _, g := range groups {
		writeSaid(w, g.Title, sentences(g.Faults, func(v why.Verdict) string { return v.Text }))
	}
	if err != nil || !noMoves {
		return err
	}
	none := "why.none"
	if len(groups) > 0 {
		none = "why.noMoves"
	}
	_, err = fmt.Fprintf(w, "\n%s\n", catalog.T(lang, none))
	return err
}

// sentences says each verdict.
func sentences[E any](effects []E, say func(E) string) []string {
	out := make([]string, len(effects))
	for i, e := range effects {
		out[i] = say(e)
	}
	return out
}

// writeSaid writes title and the lines said under it, if any.
func writeSaid(w io.Writer, title string, said []string) error {
	if len(said) == 0 {
		return nil
	}
	fmt.Fprintf(w, "\n%s\n", title)
	for _, line := range said {
		if _, err := fmt.Fprintf(w, "  %s\n", line); err != nil {
			return err
		}
	}
	return nil
}
