package engine

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Forced faults: what a story (Model.Faults) or the learner (Params.Faults,
// "be the network") makes happen to one attempt, in place of the seed's
// draw. A fault acts on one part of the attempt: its request, its response
// or the service's processing of it; an attempt may carry one fault on
// each. Every roll is still taken, so forcing one fault never shifts any
// other message's luck.

// Fault forces what would otherwise be left to chance, for one attempt of one
// command (numbered from 1).
type Fault struct {
	Client, Command, Attempt int
	Kind                     FaultKind
	// Ticks is the delay of a delay-* fault (1..MaxDelay), and the restart
	// time of a crash-* fault (0: the model's RestartTicks).
	Ticks int64
}

// FaultKind names a forced fault.
type FaultKind string

// Forced faults.
const (
	DropRequest       FaultKind = "drop-request"
	DropResponse      FaultKind = "drop-response"
	DuplicateRequest  FaultKind = "duplicate-request"
	DuplicateResponse FaultKind = "duplicate-response"
	// DelayRequest and DelayResponse add Ticks to the message's delay.
	DelayRequest  FaultKind = "delay-request"
	DelayResponse FaultKind = "delay-response"
	// HoldRequest and HoldResponse keep the message at the partition line
	// until the partition ends (nothing, for a message sent after it).
	HoldRequest  FaultKind = "hold-request"
	HoldResponse FaultKind = "hold-response"
	// CrashBeforeCommit: the service dies as the request reaches it, before
	// anything is looked up or written; the request is lost with it.
	CrashBeforeCommit FaultKind = "crash-before-commit"
	CrashAfterCommit  FaultKind = "crash-after-commit"
	// CrashInProgress: the service dies while the attempt's processing is
	// in progress (after its claim, before its commit).
	CrashInProgress FaultKind = "crash-in-progress"
	// SlowProcessing: the attempt's processing outlasts its client's timer
	// (Timeout + DelayMax + 1 ticks), whatever Params.Processing says: the
	// world where the request is still in progress (worlds.go).
	SlowProcessing FaultKind = "slow-processing"
)

// FaultTarget is the part of an attempt a fault acts on.
type FaultTarget uint8

// Fault targets.
const (
	OnRequest FaultTarget = iota
	OnResponse
	OnService
)

// FaultKinds lists the forced faults, in the order help text lists them.
var FaultKinds = []FaultKind{DropRequest, DropResponse, DuplicateRequest, DuplicateResponse, DelayRequest, DelayResponse,
	HoldRequest, HoldResponse, CrashBeforeCommit, CrashAfterCommit, CrashInProgress, SlowProcessing}

// Target is the part of the attempt kind acts on.
func (k FaultKind) Target() FaultTarget {
	switch k {
	case DropResponse, DuplicateResponse, DelayResponse, HoldResponse:
		return OnResponse
	case CrashBeforeCommit, CrashAfterCommit, CrashInProgress, SlowProcessing:
		return OnService
	}
	return OnRequest
}

// TakesTicks says whether kind takes a number of ticks: a delay must,
// a crash may (its restart time), the others may not.
func (k FaultKind) TakesTicks() (must, may bool) {
	switch k {
	case DelayRequest, DelayResponse:
		return true, true
	case CrashBeforeCommit, CrashAfterCommit, CrashInProgress:
		return false, true
	}
	return false, false
}

// FaultKindNames is the forced faults' names, comma-separated.
func FaultKindNames() string {
	names := make([]string, len(FaultKinds))
	for i, k := range FaultKinds {
		names[i] = string(k)
	}
	return strings.Join(names, ", ")
}

// String is the fault as the trace names its attempt, and its kind:
// "c1.confirm#1:drop-response", "c1.confirm#1:delay-request+3" (the
// grammar of faults=, internal/share).
func (f Fault) String() string {
	op := "command" + strconv.Itoa(f.Command)
	if f.Command >= 1 && f.Command <= len(lifecycle) {
		op = lifecycle[f.Command-1].op
	}
	s := "c" + strconv.Itoa(f.Client) + "." + op + "#" + strconv.Itoa(f.Attempt) + ":" + string(f.Kind)
	if f.Ticks > 0 {
		s += "+" + strconv.FormatInt(f.Ticks, 10)
	}
	return s
}

// checkFault refuses a fault that names no attempt of m, no known kind, or
// ticks its kind does not take.
func (m *Model) checkFault(f Fault, field string) error {
	if f.Client < 1 || f.Client > m.Clients || f.Command < 1 || f.Command > m.Commands || f.Attempt < 1 || f.Attempt > m.MaxAttempts {
		return &ParamError{field, f.String(), fmt.Sprintf("names no attempt of this scenario (clients 1..%d, %s, attempts 1..%d)", m.Clients, opsOf(m), m.MaxAttempts)}
	}
	if !slices.Contains(FaultKinds, f.Kind) {
		return &ParamError{field + ".kind", strconv.Quote(string(f.Kind)), "is unknown"}
	}
	must, may := f.Kind.TakesTicks()
	switch {
	case must && (f.Ticks < 1 || f.Ticks > MaxDelay):
		return &ParamError{field, f.String(), fmt.Sprintf("needs a delay of 1..%d ticks, as in %s+3", MaxDelay, f.Kind)}
	case !may && f.Ticks != 0:
		return &ParamError{field, f.String(), "takes no ticks"}
	case f.Ticks < 0 || f.Ticks > MaxDelay:
		return &ParamError{field, f.String(), fmt.Sprintf("restarts after 1..%d ticks", MaxDelay)}
	case (f.Kind == HoldRequest || f.Kind == HoldResponse) && m.PartitionStart == 0:
		return &ParamError{field, f.String(), "has no partition to wait for: this scenario's sites are never cut apart"}
	}
	return nil
}

// forced returns the forced fault on target of flight f's attempt, if any.
// The learner's (Params.Faults) come before the story's own.
func (ns *netsim) forced(f *Flight, target FaultTarget) (Fault, bool) {
	if len(ns.m.Faults)+len(ns.p.Faults) == 0 || f.Attempt == 0 {
		return Fault{}, false
	}
	cmd := &ns.cmds[f.Command]
	j := f.Command - cmd.client*ns.m.Commands
	for _, faults := range [2][]Fault{ns.p.Faults, ns.m.Faults} {
		for _, fault := range faults {
			if fault.Client == cmd.client+1 && fault.Command == j+1 && fault.Attempt == f.Attempt && fault.Kind.Target() == target {
				return fault, true
			}
		}
	}
	return Fault{}, false
}

// byLearner says whether the learner forced fault (not the story).
func (ns *netsim) byLearner(fault Fault) bool { return slices.Contains(ns.p.Faults, fault) }

// forcedService is the service's forced fault on flight fi, if kind.
func (ns *netsim) forcedService(fi int, kind FaultKind) (Fault, bool) {
	f := &ns.flights[fi]
	if !f.Request {
		return Fault{}, false
	}
	fault, ok := ns.forced(f, OnService)
	return fault, ok && fault.Kind == kind
}

// drawCrash decides whether the service dies inside the commit of the
// request being processed.
func (ns *netsim) drawCrash() bool {
	if fault, ok := ns.forcedService(ns.current, CrashAfterCommit); ok {
		ns.crashBy = fault
		return true
	}
	roll := ns.flightLuck(&ns.flights[ns.current], true)
	return roll.perMille() < ns.m.CrashPerMille
}

// restartAfter is how long the service stays down after the crash just
// made: a forced crash's own Ticks, or the model's.
func (ns *netsim) restartAfter() int64 {
	t := ns.crashBy.Ticks
	ns.crashBy = Fault{}
	if t > 0 {
		return t
	}
	return ns.m.RestartTicks
}

// crashOnArrival crashes the service as request flight fi reaches it
// (crash-before-commit), losing the request; it reports whether it did.
func (ns *netsim) crashOnArrival(tick int64, fi int) bool {
	fault, ok := ns.forcedService(fi, CrashBeforeCommit)
	if !ok {
		return false
	}
	ns.crash()
	mine := ns.byLearner(fault)
	*ns.appendEntry() = TraceEntry{Tick: tick, Kind: EntryCrash, EventID: "process-crashed", VolatileGeneration: int32(ns.generation), ByYou: mine}
	f := &ns.flights[fi]
	f.Dropped, f.Trace = "service down", len(ns.trace)
	entry := ns.flightEntry(tick, fi, DeliveryDropped, "the service crashed as it arrived")
	entry.Loss, entry.ByYou = LostServiceDown, entry.ByYou || mine
	*ns.appendEntry() = entry
	ns.crashBy = fault
	ns.schedule(tick+ns.restartAfter(), qRestart, 0, 0)
	return true
}

func hasFault(faults []Fault, kind FaultKind) bool {
	for _, f := range faults {
		if f.Kind == kind {
			return true
		}
	}
	return false
}
