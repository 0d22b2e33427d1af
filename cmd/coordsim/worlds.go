package main

import (
	"bytes"
	"fmt"
	"strings"

	"coordsim/engine"
	"coordsim/engine/encode"
	"coordsim/internal/render"
)

// cmdWorlds forks one run at a timed-out attempt into the three worlds a
// client cannot tell apart (engine.Worlds) and prints them: how long the
// client's view stays the same, what the retry does in each, then each run.
func cmdWorlds(args []string, out *bytes.Buffer) error {
	f := newRunFlags("worlds", "Forks a generated run at one timed-out attempt into three worlds from the same seed:\nthe request was lost, it was processed and only the response was lost, or it is still\nin progress. Prints the ticks through which the client's view is the same in all three,\nwhat its retry does in each, and the three runs.", true)
	f.extraHelp = scenarioDefaults
	attempt := f.fs.String("attempt", "", "the timed-out attempt to fork at, as the trace names it (c1.confirm#1); default: the run's first timeout")
	if err := f.parse(args, out); err != nil {
		return err
	}
	named, p, err := f.load()
	if err != nil {
		return err
	}
	w, err := named.Worlds(p, *attempt)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "worlds: scenario %s, seed %d, forked at %s (client %d)\n", named.Name, p.Seed, w.Attempt, w.Client+1)
	fmt.Fprintf(out, "the client's view is the same in all three worlds through tick %d\n\n", w.ClientViewEqualThrough)
	fmt.Fprintf(out, "%-14s %-26s %-64s %s\n", "world", "outcome", "trace sha256", "what the retries met")
	for _, world := range w.Worlds {
		fmt.Fprintf(out, "%-14s %-26s %-64s %s\n", world.Kind, world.Result.Recovery.Outcome, encode.TraceSHA256(world.Result), effects(world.Retries))
	}
	for _, world := range w.Worlds {
		fmt.Fprintf(out, "\n== the %s world\n\n", world.Kind)
		if err := render.RunTable(out, world.Result); err != nil {
			return err
		}
	}
	return nil
}

func effects(es []engine.Effect) string {
	if len(es) == 0 {
		return "no retry reached the service"
	}
	names := make([]string, len(es))
	for i, e := range es {
		names[i] = e.String()
	}
	return strings.Join(names, ", ")
}
