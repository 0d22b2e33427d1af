package engine

import "slices"

// A generated run's luck, as forced faults (issue 56): what its seed did
// to its messages and its service (a request or a response the network
// lost or copied, a crash inside a commit), each as the forced fault on
// its attempt that does the same. With the model's fault rates at zero and
// these forced, the seed makes the same run (every roll is taken whatever
// the outcome, so the delays stay as they were) but where a forced fault,
// which acts on every message of its attempt's part, cannot do what luck
// did to one of them (TestLuckyFaultsMakeTheSameRun counts those), and a
// run's failure can be told, and made smaller, by what happened in it
// rather than by its seed.
// The story's own forced faults stay the story's: a link cannot leave
// them out. Unlucky, UnluckySettings, LuckyFaults and ShrinkLucky are
// functions, not methods of Named: only the CLI and the export's worker
// call them, and the page's first load keeps to what the page uses.

// Unlucky is n without luck: the network's and the service's fault rates
// at zero, so that only forced faults happen (the story's own and the
// learner's); every delay is still drawn as before.
func Unlucky(n Named) Named {
	if n.Model == nil {
		return n
	}
	m := *n.Model
	m.DropRequestPerMille, m.DropResponsePerMille, m.DuplicatePerMille, m.CrashPerMille = 0, 0, 0, 0
	n.Model = &m
	return n
}

// UnluckySettings are the model's settings that make n Unlucky, as a link
// writes them (m.drop-request=0, ...): those of its rates not at zero
// already. None for a fixture.
func UnluckySettings(n Named) []ModelSetting {
	var out []ModelSetting
	for _, name := range []string{"drop-request", "drop-response", "duplicate", "crash"} {
		if k, ok := ModelKnobNamed(name); ok && n.Model != nil && k.Of(n.Model) != 0 {
			out = append(out, ModelSetting{Name: name, Value: 0})
		}
	}
	return out
}

// LuckyFaults are the faults of run res, a run of n with p, as forced
// ones: p's own first, then those the seed's luck made, each as the forced
// fault that makes it, in the order the run met them. Nil for a fixture. A
// part of an attempt the learner or the story forced is left to that
// fault.
func LuckyFaults(n Named, p Params, res *Result) []Fault {
	if n.Model == nil {
		return nil
	}
	out := slices.Clone(p.Faults)
	add := func(f Fault) {
		same := func(g Fault) bool { return g.sameAttemptPart(f) }
		if !slices.ContainsFunc(out, same) && !slices.ContainsFunc(n.Model.Faults, same) {
			out = append(out, f)
		}
	}
	for i := range res.Trace {
		e := &res.Trace[i]
		switch {
		case e.Kind == EntryCrash && i > 0 && res.Trace[i-1].IsProcessing() && res.Trace[i-1].Flight > 0:
			if f := res.Flights[res.Trace[i-1].Flight-1]; f.Request {
				add(n.faultOn(&f, CrashAfterCommit))
			}
		case e.Delivery == DeliveryDuplicated && e.Flight > 0:
			copied := res.Flights[e.Flight-1]
			add(n.faultOn(&copied, pick(copied.Request, DuplicateRequest, DuplicateResponse)))
		case e.Delivery == DeliveryDropped && e.Flight > 0:
			if f := res.Flights[e.Flight-1]; f.Dropped == "network" {
				add(n.faultOn(&f, pick(f.Request, DropRequest, DropResponse)))
			}
		}
	}
	return out
}

// ShrinkLucky is Shrink for a generated run with its luck's faults too:
// the run's faults (LuckyFaults) are forced on n Unlucky, which must still
// break inv, and shrunk there. It returns the unlucky story, the run's
// faults as forced and the smallest set that still breaks inv; an error
// when the unlucky run with all of them holds inv (luck no forced fault
// makes alike, such as one of the two answers to a copied request lost);
// b bounds it as it bounds Shrink.
func ShrinkLucky(n Named, p Params, inv string, b ShrinkBound) (Named, []Fault, []Fault, error) {
	res, err := n.Run(p)
	if err != nil {
		return n, nil, nil, err
	}
	all, calm := LuckyFaults(n, p, res), Unlucky(n)
	q := p
	q.Faults = all
	kept, err := calm.Shrink(q, inv, b)
	if pe, ok := err.(*ParamError); ok && pe.Field == "invariant" {
		err = &ParamError{"invariant", inv, "holds once the run's luck is forced faults: its luck did what no forced fault does alike"}
	}
	return calm, all, kept, err
}

// FaultRows lists the rows of res, a run of n, where its k-th forced
// fault acted: the entries its move marked (ByYou) about its attempt's
// request or response, or for a fault on the service the crash and the
// request it lost. None when an earlier fault on the same part of the
// attempt acts in its place (netsim.forced), itself written twice too.
func (n Named) FaultRows(res *Result, k int) []int {
	fault := res.Params.Faults[k]
	if slices.IndexFunc(res.Params.Faults, fault.sameAttemptPart) < k {
		return nil
	}
	var rows []int
	for i := range res.Trace {
		if res.Trace[i].ByYou && n.actedAt(res, i, fault) {
			rows = append(rows, i)
		}
	}
	return rows
}

// actedAt reports whether row i of res is about fault's attempt and part.
// A crash is about the attempt whose arrival it crashed at (its loss
// follows it) or whose processing it ended (its commit, its claim).
func (n Named) actedAt(res *Result, i int, fault Fault) bool {
	e := &res.Trace[i]
	switch {
	case e.Kind == EntryCrash && fault.Kind == CrashBeforeCommit:
		return i+1 < len(res.Trace) && res.Trace[i+1].Loss == LostServiceDown && n.onPart(res, res.Trace[i+1].Flight, OnService, fault)
	case e.Kind == EntryCrash: // made right after the entry of the processing it ended
		return i > 0 && crashedIn(fault.Kind, res.Trace[i-1].Effect) && n.onPart(res, res.Trace[i-1].Flight, OnService, fault)
	case e.Loss == LostServiceDown:
		return n.onPart(res, e.Flight, OnService, fault) // the request a crash lost
	}
	return n.onPart(res, e.Flight, OnRequest, fault)
}

// onPart reports whether fault is on part of flight's attempt (OnRequest
// stands for the flight's own part, request or response); flight 0 is none.
func (n Named) onPart(res *Result, flight int32, part FaultTarget, fault Fault) bool {
	if flight == 0 {
		return false
	}
	f := &res.Flights[flight-1]
	if part == OnRequest && !f.Request {
		part = OnResponse
	}
	g := n.faultOn(f, fault.Kind)
	return part == fault.Kind.Target() && g.Client == fault.Client && g.Command == fault.Command && g.Attempt == fault.Attempt
}

// crashedIn reports whether a crash forced by kind follows a processing
// entry with effect.
func crashedIn(kind FaultKind, effect Effect) bool {
	if kind == CrashInProgress {
		return effect == EffectClaimed
	}
	return effect == EffectCrashedCommit || effect == EffectCommittedThenCrashed
}

// faultOn is the forced fault of kind on flight f's attempt.
func (n Named) faultOn(f *Flight, kind FaultKind) Fault {
	return Fault{Client: f.Client + 1, Command: f.Command - f.Client*n.Model.Commands + 1, Attempt: f.Attempt, Kind: kind}
}

// sameAttemptPart reports whether f and g act on the same part of the same
// attempt: a forced fault there takes the place of any other.
func (f Fault) sameAttemptPart(g Fault) bool {
	return f.Client == g.Client && f.Command == g.Command && f.Attempt == g.Attempt && f.Kind.Target() == g.Kind.Target()
}

func pick[T any](cond bool, a, b T) T {
	if cond {
		return a
	}
	return b
}
