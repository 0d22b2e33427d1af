package engine

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Three worlds behind one timeout. A client whose attempt timed out cannot
// tell which of three things happened: the request never arrived, the
// service processed it and only the response was lost, or the service is
// still working on it. Worlds forks a generated run at one timed-out
// attempt into those three, from the same seed (every other message keeps
// its luck), and states how long the client's view stays the same in all
// three and what its retry does in each.

// The worlds' kinds, in the order Worlds returns them.
const (
	WorldRequestLost  = "request-lost"
	WorldResponseLost = "response-lost"
	WorldInProgress   = "in-progress"
)

// WorldKinds lists the kinds in order.
var WorldKinds = []string{WorldRequestLost, WorldResponseLost, WorldInProgress}

// worldFaults forces each world on the attempt.
var worldFaults = map[string]FaultKind{WorldRequestLost: DropRequest, WorldResponseLost: DropResponse, WorldInProgress: SlowProcessing}

// World is one of the three runs.
type World struct {
	Kind   string
	Result *Result
	// Retries is what the service did with the command's later attempts
	// (its retries, and copies of them), in the order it did it.
	Retries []Effect
}

// Worlds is the fork of a run at one timed-out attempt.
type Worlds struct {
	Attempt string // as the trace names it: "c1.confirm#1"
	Client  int    // 0-based
	Worlds  []World
	// ClientViewEqualThrough is the last tick through which the client saw
	// exactly the same in all three worlds: its sends, timeouts and the
	// answers that reached it.
	ClientViewEqualThrough int64
}

// TimedOut lists the attempts of r whose timer fired (a retry or a
// give-up followed), as the trace names them, in the order they fired.
func TimedOut(r *Result) []string {
	var out []string
	for i := range r.Trace {
		if e := &r.Trace[i]; (e.Kind == EntryTimeout || e.Kind == EntryGiveUp) && !slices.Contains(out, e.EventID) {
			out = append(out, e.EventID)
		}
	}
	return out
}

// Worlds forks the run of n with p at the timed-out attempt named attempt
// ("" for the run's first timeout).
func (n Named) Worlds(p Params, attempt string) (*Worlds, error) {
	if n.Model == nil {
		return nil, errWorldsFixture(attempt)
	}
	base, err := RunModel(n.Model, p)
	if err != nil {
		return nil, err
	}
	return n.WorldsOf(base, p, attempt)
}

// WorldsOf is Worlds for base, the run of n with p already run.
func (n Named) WorldsOf(base *Result, p Params, attempt string) (*Worlds, error) {
	if n.Model == nil {
		return nil, errWorldsFixture(attempt)
	}
	timed := TimedOut(base)
	if attempt == "" && len(timed) > 0 {
		attempt = timed[0]
	}
	i := slices.IndexFunc(base.Trace, func(e TraceEntry) bool {
		return (e.Kind == EntryTimeout || e.Kind == EntryGiveUp) && e.EventID == attempt
	})
	if i < 0 {
		known := "none in this run"
		if len(timed) > 0 {
			known = "known: " + strings.Join(timed, ", ")
		}
		return nil, &ParamError{"attempt", strconv.Quote(attempt), "is not an attempt that timed out (" + known + ")"}
	}
	e := &base.Trace[i]
	cmd := &base.Commands[e.Command-1]
	w := &Worlds{Attempt: attempt, Client: cmd.Client}
	for _, kind := range WorldKinds {
		pw := p // the world's fault goes first, before the learner's and the story's
		pw.Faults = forcing(p.Faults, Fault{Client: cmd.Client + 1, Command: int(e.Command) - cmd.Client*n.Model.Commands, Attempt: int(e.Attempt), Kind: worldFaults[kind]})
		r, err := RunModel(n.Model, pw)
		if err != nil {
			return nil, fmt.Errorf("the %s world: %w", kind, err)
		}
		w.Worlds = append(w.Worlds, World{Kind: kind, Result: r, Retries: retries(r, e.Command, e.Attempt)})
	}
	w.ClientViewEqualThrough = sameViewThrough(w.Worlds, cmd.Client)
	return w, nil
}

func errWorldsFixture(attempt string) error {
	return &ParamError{"attempt", strconv.Quote(attempt), "cannot apply: a fixture's events have no clients that time out (worlds are for generated scenarios)"}
}

// forcing is faults with f in place of any other fault on f's attempt.
func forcing(faults []Fault, f Fault) []Fault {
	out := []Fault{f}
	for _, g := range faults {
		if g.Client != f.Client || g.Command != f.Command || g.Attempt != f.Attempt {
			out = append(out, g)
		}
	}
	return out
}

// retries is what the service did with command's attempts after attempt.
func retries(r *Result, command, attempt int32) []Effect {
	var out []Effect
	for i := range r.Trace {
		if e := &r.Trace[i]; e.Command == command && e.Attempt > attempt && e.IsProcessing() {
			out = append(out, e.Effect)
		}
	}
	return out
}

// sameViewThrough is the last tick through which client observed the same
// in every world (the run's end if it never differs).
func sameViewThrough(worlds []World, client int) int64 {
	views := make([][]observation, len(worlds))
	end, n := int64(0), 0
	for i, w := range worlds {
		views[i] = clientView(w.Result, client)
		end, n = max(end, w.Result.EndTick()), max(n, len(views[i]))
	}
	for j := range n {
		for _, v := range views[1:] {
			if j >= len(v) || j >= len(views[0]) || v[j] != views[0][j] {
				return firstTick(views, j) - 1
			}
		}
	}
	return end
}

// observation is one thing a client saw: at a tick, what.
type observation struct {
	tick int64
	what string
}

// firstTick is the earliest tick among the views' j-th observations.
func firstTick(views [][]observation, j int) int64 {
	t := int64(-1)
	for _, v := range views {
		if j < len(v) && (t < 0 || v[j].tick < t) {
			t = v[j].tick
		}
	}
	return t
}

// clientView is what client observed: its sends, its timers and the
// answers that reached it.
func clientView(r *Result, client int) []observation {
	var out []observation
	for i := range r.Trace {
		e := &r.Trace[i]
		c := r.CommandOf(e)
		if c == nil || c.Client != client {
			continue
		}
		switch {
		case e.Kind == EntryRequest && e.Delivery == DeliverySent,
			e.Kind == EntryTimeout, e.Kind == EntryGiveUp:
			out = append(out, observation{e.Tick, e.Kind.String() + " " + e.EventID})
		case e.Kind == EntryResponse && (e.Delivery == DeliveryReceived || e.Delivery == DeliveryIgnored):
			out = append(out, observation{e.Tick, e.Kind.String() + " " + e.EventID + " " + answerOf(e)})
		}
	}
	return out
}

func answerOf(e *TraceEntry) string {
	switch {
	case e.Error != nil:
		return "rejected " + e.Error.Code
	case e.Result != nil:
		return "state " + e.Result.State
	}
	return ""
}
