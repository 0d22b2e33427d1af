package main

import (
	"bytes"
	"fmt"

	"coordsim/engine"
	"coordsim/engine/canon"
	"coordsim/internal/linearize"
	"coordsim/internal/render"
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
	if f.linearizability != "" {
		if err := writeLinearizability(f.linearizability, res); err != nil {
			return err
		}
	}
	if err := writeSVG(f, res); err != nil {
		return err
	}
	if f.json {
		return writeJSON(out, res)
	}
	return render.RunTable(out, res)
}

// writeLinearizability writes porcupine's page for what the users of res
// are told.
func writeLinearizability(path string, res *engine.Result) error {
	var page bytes.Buffer
	if _, err := linearize.Visualize(res, &page); err != nil {
		return fmt.Errorf("linearizability: %v", err)
	}
	if err := writeFileAtomic(path, page.Bytes()); err != nil {
		return fmt.Errorf("linearizability: %v", err)
	}
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
