package engine

import (
	"errors"
	"slices"
	"time"
)

// Which faults mattered (issue 56, item 1): each of a run's forced faults
// (Params.Faults: the learner's moves on a generated story) removed alone
// and the run made again. A fault mattered when that changes an
// invariant's verdict, what a user is told, or the outcome; it is inert
// when it changes none of them.

// FaultEffect is one fault's verdict. What it changed is the first found
// of: "invariant" (Name: the invariant; Tick: where it broke, with the
// fault or without it), "user" (Name: the user's key; Tick: when they were
// told, with the fault), "outcome" (Name: the outcome with the fault).
type FaultEffect struct {
	Fault    Fault
	Mattered bool
	What     string
	Name     string
	Tick     int64
	// Breaks: the invariant breaks with the fault (and holds without it);
	// false when the fault is what kept it holding.
	Breaks bool
	// Rows are the trace rows of the run with the fault where it acted
	// (Named.FaultRows); none for a fault on an attempt never made.
	Rows []int
}

// WhichMattered judges each of p's forced faults, in p's order.
func (n Named) WhichMattered(p Params) ([]FaultEffect, error) {
	c, err := n.Compile()
	if err != nil {
		return nil, err
	}
	with, err := c.Run(p)
	if err != nil {
		return nil, err
	}
	out := make([]FaultEffect, len(p.Faults))
	for i, f := range p.Faults {
		q := p
		q.Faults = slices.Delete(slices.Clone(p.Faults), i, i+1)
		without, err := c.Run(q) // a fresh Runner: with stays valid
		if err != nil {
			return nil, err
		}
		out[i] = changed(with, without)
		out[i].Fault, out[i].Rows = f, n.FaultRows(with, i)
	}
	return out, nil
}

// WhichOwnMattered judges each of a generated story's own faults
// (Model.Faults: the lesson's drop, crash or copy), each taken out of the
// story alone and the run made again under p. Their rows are not marked:
// the trace marks only the learner's moves (ByYou). None for a fixture. A
// function: the CLI and the export's worker judge them, not the page's
// own WebAssembly.
func WhichOwnMattered(n Named, p Params) ([]FaultEffect, error) {
	if n.Model == nil || len(n.Model.Faults) == 0 {
		return nil, nil
	}
	with, err := n.Run(p)
	if err != nil {
		return nil, err
	}
	out := make([]FaultEffect, len(n.Model.Faults))
	for i, f := range n.Model.Faults {
		m := *n.Model
		m.Faults = slices.Delete(slices.Clone(m.Faults), i, i+1)
		story := n
		story.Model = &m
		without, err := story.Run(p)
		if err != nil {
			return nil, err
		}
		out[i] = changed(with, without)
		out[i].Fault = f
	}
	return out, nil
}

// changed is what differs between a run with a fault and without it.
func changed(with, without *Result) FaultEffect {
	for k, v := range with.Invariants {
		if w := without.Invariants[k]; v.Holds != w.Holds {
			tick := v.Tick
			if v.Holds {
				tick = w.Tick
			}
			return FaultEffect{Mattered: true, What: "invariant", Name: v.Name, Tick: tick, Breaks: !v.Holds}
		}
	}
	if u := changedUser(with, without); u != nil {
		return FaultEffect{Mattered: true, What: "user", Name: u.Key, Tick: u.DecidedAt}
	}
	if with.Outcome() != without.Outcome() {
		return FaultEffect{Mattered: true, What: "outcome", Name: with.Outcome()}
	}
	return FaultEffect{}
}

// changedUser is the first user told otherwise with the fault than
// without it, by their command's key (the users come in order of first
// arrival, which a fault can change), or told only in one of the runs.
func changedUser(with, without *Result) *UserResult {
	told := make(map[string]userAnswer, len(without.Users))
	for k := range without.Users {
		told[without.Users[k].Key] = answer(&without.Users[k])
	}
	for k := range with.Users {
		u := &with.Users[k]
		if a, ok := told[u.Key]; !ok || a != answer(u) {
			return u
		}
		delete(told, u.Key)
	}
	for k := range without.Users { // a command sent only without the fault
		if _, ok := told[without.Users[k].Key]; ok {
			return &without.Users[k]
		}
	}
	return nil
}

// userAnswer is what a user is told, as a comparable value: uncertain, or
// the state a result reports, or a rejection's code.
type userAnswer struct {
	status UserStatus
	state  string
	code   string
}

func answer(u *UserResult) userAnswer {
	a := userAnswer{status: u.Status}
	if u.Result != nil {
		a.state = u.Result.State
	}
	if u.Error != nil {
		a.code = u.Error.Code
	}
	return a
}

// Shrink is a smallest set of p's forced faults under which the run still
// breaks invariant inv (issue 56, item 2): each fault, in p's order, is
// left out when the run breaks inv without it, until leaving out any one
// that remains keeps inv holding (a 1-minimal set, as delta debugging's
// last phase ends). The same input gives the same set; it takes at most
// len(p.Faults) runs a pass, and a pass removes a fault or ends; b bounds
// it (ShrinkBound).
func (n Named) Shrink(p Params, inv string, b ShrinkBound) ([]Fault, error) {
	c, err := n.Compile()
	if err != nil {
		return nil, err
	}
	var r Runner
	return oneMinimal(p.Faults, inv, b, func(faults []Fault) (bool, error) {
		q := p
		q.Faults = faults
		res, err := r.Run(c, q)
		if err != nil {
			return false, err
		}
		return breaks(res, inv), nil
	})
}

// ShrinkEvents is Shrink for a fixture's messages: a smallest list of n's
// events, in their order, under which the run still breaks inv. The
// partition's start and end stay: they are the frame a partition length
// applies to (Params.Partition moves the end), and a list without them is
// another story.
func (n Named) ShrinkEvents(p Params, inv string, b ShrinkBound) ([]Event, error) {
	if n.Fixture == nil {
		return nil, &ParamError{"scenario", n.Name, "is generated: its faults are shrunk, not its events"}
	}
	events := n.Fixture.Events
	var messages []int
	for i := range events {
		if events[i].Kind.IsMessage() {
			messages = append(messages, i)
		}
	}
	with := func(kept []int) []Event { // the partition's events, and the messages kept (in order)
		var out []Event
		for i := range events {
			in := len(kept) > 0 && kept[0] == i
			if in {
				kept = kept[1:]
			}
			if in || !events[i].Kind.IsMessage() {
				out = append(out, events[i])
			}
		}
		return out
	}
	kept, err := oneMinimal(messages, inv, b, func(kept []int) (bool, error) {
		sc := *n.Fixture
		sc.Events = with(kept)
		res, err := Run(&sc, p)
		return err == nil && breaks(res, inv), nil
	})
	if kept == nil {
		return nil, err
	}
	return with(kept), err
}

// ShrinkBound bounds a shrink: once Stop says so (nil: never; it is asked
// before each run, a time limit's clock) it stops with the smallest list
// found so far, which still breaks the invariant but may not be
// 1-minimal, and ErrShrinkStopped; Progress (nil: none) hears each run,
// with how many items are kept.
type ShrinkBound struct {
	Stop     func() bool
	Progress func(runs, kept int)
}

// Within is the bound of a shrink that stops at deadline.
func Within(deadline time.Time) ShrinkBound {
	return ShrinkBound{Stop: func() bool { return time.Now().After(deadline) }}
}

// ErrShrinkStopped is a shrink stopped at its deadline (ShrinkBound).
var ErrShrinkStopped = errors.New("stopped at the time limit: the faults (or events) kept still break it, but leaving out one of them may too")

// chunkedFrom is the length from which a shrink first leaves out runs of
// items (delta debugging's complement steps, halves, then quarters, ...):
// one at a time takes as many runs a pass as the list has items, so a
// fixture of a million events would take 10^12 runs of 10^6 events.
const chunkedFrom = 32

// oneMinimal leaves each of items out, in order, while breaking says the
// rest still break inv, until leaving out any one that remains ends that:
// a 1-minimal list, the same from the same input. A list longer than
// chunkedFrom first loses runs of items, halves, quarters and so on, each
// left out while the rest still break inv. At b's deadline it returns the
// list kept so far and ErrShrinkStopped.
func oneMinimal[T any](items []T, inv string, b ShrinkBound, breaking func([]T) (bool, error)) ([]T, error) {
	runs := 0
	try := func(list []T, kept int) (bool, error) {
		if b.Stop != nil && b.Stop() {
			return false, ErrShrinkStopped
		}
		ok, err := breaking(list)
		if runs++; b.Progress != nil {
			b.Progress(runs, kept)
		}
		return ok, err
	}
	if ok, err := try(items, len(items)); err != nil || !ok {
		if err == nil {
			err = &ParamError{"invariant", inv, "holds in this run: nothing to shrink"}
		}
		return nil, err
	}
	kept := slices.Clone(items)
	size := 1
	if len(kept) > chunkedFrom {
		size = len(kept) / 2
	}
	for ; ; size = max(size/2, 1) {
		removed := false
		for i := 0; i < len(kept); {
			without := slices.Delete(slices.Clone(kept), i, min(i+size, len(kept)))
			ok, err := try(without, len(kept))
			if err != nil {
				return kept, err
			}
			if ok {
				kept, removed = without, true
			} else {
				i += size
			}
		}
		if size == 1 && !removed {
			return kept, nil
		}
	}
}

// breaks reports whether res breaks invariant inv.
func breaks(res *Result, inv string) bool {
	i := slices.IndexFunc(res.Invariants, func(v Verdict) bool { return v.Name == inv })
	return i >= 0 && !res.Invariants[i].Holds
}
