package main

import (
	"bytes"
	"fmt"
	"strings"
	"text/tabwriter"

	"coordsim/engine"
	"coordsim/engine/canon"
)

func cmdReport(args []string, out *bytes.Buffer) error {
	f := newRunFlags("report", "Prints the lesson harness's report: baseline, replay, partition end +5 ticks and the\nconflicting retry, as JSON equal in meaning to what harness.py prints for the same\nfixture and seed.", false)
	if err := f.parse(args, out); err != nil {
		return err
	}
	named, p, err := f.load()
	if err != nil {
		return err
	}
	rep, err := engine.Report(named.Fixture, p.Seed)
	if err != nil {
		return err
	}
	return writeJSON(out, rep)
}

func cmdRun(args []string, out *bytes.Buffer) error {
	f := newRunFlags("run", "Runs one scenario and prints its trace in delivery order, the recovery outcome, what\neach user is shown, and the invariant verdicts.", true)
	if err := f.parse(args, out); err != nil {
		return err
	}
	named, p, err := f.load()
	if err != nil {
		return err
	}
	res, err := named.Run(p)
	if err != nil {
		return err
	}
	if f.json {
		return writeJSON(out, res)
	}
	writeTable(out, res)
	return nil
}

func cmdReplay(args []string, out *bytes.Buffer) error {
	f := newRunFlags("replay", "Runs the scenario twice from the same seed and prints whether the two traces are\nbyte-identical, with the SHA-256 of the trace (compact, key-sorted JSON).", true)
	if err := f.parse(args, out); err != nil {
		return err
	}
	named, p, err := f.load()
	if err != nil {
		return err
	}
	first, err := named.Run(p)
	if err != nil {
		return err
	}
	second, err := named.Run(p)
	if err != nil {
		return err
	}
	a, b := first.TraceSHA256(), second.TraceSHA256()
	if f.json {
		return writeJSON(out, canon.Object{"identical": a == b, "first_sha256": a, "second_sha256": b, "entries": len(first.Trace)})
	}
	verdict := "identical"
	if a != b {
		verdict = "DIFFERENT"
	}
	fmt.Fprintf(out, "replay: %s (%d trace entries)\nfirst  sha256 %s\nsecond sha256 %s\n", verdict, len(first.Trace), a, b)
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

func writeTable(out *bytes.Buffer, r *engine.Result) {
	fmt.Fprintf(out, "scenario %s, seed %d, %s\n\n", r.Scenario, r.Seed, describeParams(r))
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "#\tTICK\tKIND\tEVENT\tDELIVERY\tSEQ\tEFFECT\tRESULT")
	for i, e := range r.Trace {
		seq := ""
		if e.Delivery != "" {
			seq = fmt.Sprint(e.LogicalSequence)
		}
		fmt.Fprintf(tw, "%d\t%d\t%s\t%s\t%s\t%s\t%s\t%s\n", i, e.Tick, e.Kind, entryName(e), e.Delivery, seq, e.Effect, entryResult(e))
	}
	tw.Flush()
	rec := r.Recovery
	fmt.Fprintf(out, "\noutcome: %s (", rec.Outcome)
	if rec.HasTick {
		fmt.Fprintf(out, "recovery tick %d, ", rec.Tick)
	} else {
		out.WriteString("the partition never ends, ")
	}
	fmt.Fprintf(out, "deadline %d; released %d, residual %d, held at deadline %d)\n", rec.DeadlineTick, rec.Released, rec.Residual, rec.ResidualAtDeadline)
	fmt.Fprintf(out, "final state: %s; delivery order (logical sequence): %s; reorder observed: %v\n", r.FinalState, joinInts(r.DeliverySequences), r.ReorderObserved)

	out.WriteString("\nwhat each user is shown at the deadline:\n")
	tw = tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	for _, u := range r.Users {
		fmt.Fprintf(tw, "  %s\t%s\t%s\n", u.Key, u.Status, userText(u))
	}
	tw.Flush()
	out.WriteString("\ninvariants:\n")
	for _, v := range r.Invariants {
		if v.Holds {
			fmt.Fprintf(out, "  ok    %s\n", v.Name)
		} else {
			fmt.Fprintf(out, "  FAIL  %s at trace #%d (tick %d): %s\n", v.Name, v.FirstViolation, v.Tick, v.Detail)
		}
	}
	fmt.Fprintf(out, "\ntrace sha256 %s\n", r.TraceSHA256())
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
		parts = append(parts, "mutations "+describeMutations(p.Mutations))
	}
	return strings.Join(parts, ", ")
}

func entryName(e engine.TraceEntry) string {
	if e.Kind == engine.EntryExpired {
		return e.Key
	}
	return e.EventID
}

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
