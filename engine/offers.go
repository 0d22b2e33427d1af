package engine

import (
	"fmt"
	"slices"
	"strconv"
)

// Be the network: what the learner may do to one entry of a run, and what
// doing it makes of the run's inputs. In a generated scenario a move is a
// forced fault on the attempt (Params.Faults); in a fixture it is an edit of
// the events (the lesson's story has no clients that retry and no service
// that crashes, so only a message's moves apply there).

// Move is one thing the learner may do at an entry.
type Move string

// Moves.
const (
	MoveDrop      Move = "drop"      // the message is lost
	MoveDuplicate Move = "duplicate" // the network delivers a second copy
	MoveDelay     Move = "delay"     // it arrives Ticks later
	MoveHold      Move = "hold"      // it waits at the partition line until the partition ends
	// The service's moves, at a request's processing.
	MoveCrashBefore     Move = "crash-before-commit"
	MoveCrashAfter      Move = "crash-after-commit"
	MoveCrashInProgress Move = "crash-in-progress"
)

// Moves lists every move, in the order a menu offers them.
var Moves = []Move{MoveDrop, MoveDuplicate, MoveDelay, MoveHold, MoveCrashBefore, MoveCrashAfter, MoveCrashInProgress}

// moveFaults is the fault each move forces in a generated run: on a
// request, and on a response (the service's moves act on the service, and
// are named as their faults).
var moveFaults = map[Move][2]FaultKind{
	MoveDrop:            {DropRequest, DropResponse},
	MoveDuplicate:       {DuplicateRequest, DuplicateResponse},
	MoveDelay:           {DelayRequest, DelayResponse},
	MoveHold:            {HoldRequest, HoldResponse},
	MoveCrashBefore:     {CrashBeforeCommit, CrashBeforeCommit},
	MoveCrashAfter:      {CrashAfterCommit, CrashAfterCommit},
	MoveCrashInProgress: {CrashInProgress, CrashInProgress},
}

// TakesTicks says whether the move takes a number of ticks, as the fault
// it forces does: a delay's length (required) or a crash's restart time
// (optional).
func (m Move) TakesTicks() (must, may bool) { return moveFaults[m][0].TakesTicks() }

// Move is the move that forces a fault of kind k ("" for none: a story's
// slow-processing is no move of the learner's).
func (k FaultKind) Move() Move {
	for m, kinds := range moveFaults {
		if kinds[0] == k || kinds[1] == k {
			return m
		}
	}
	return ""
}

// OffersAt lists the moves the learner may make at entry i of r, a run of
// n: a message leaving (a generated message sent, a fixture's message
// arriving) may be dropped, duplicated, delayed, or held while a partition
// is yet to end; a generated request's processing may crash.
func (n Named) OffersAt(r *Result, i int) []Move {
	if i < 0 || i >= len(r.Trace) {
		return nil
	}
	_, end := partitionSpan(r)
	return n.offersAt(r, i, end)
}

// Offers is OffersAt for every entry of r, in one pass.
func (n Named) Offers(r *Result) [][]Move {
	_, end := partitionSpan(r)
	out := make([][]Move, len(r.Trace))
	for i := range out {
		out[i] = n.offersAt(r, i, end)
	}
	return out
}

// offersAt is OffersAt, given the tick the partition ends (-1: never).
func (n Named) offersAt(r *Result, i int, end int64) []Move {
	e := &r.Trace[i]
	holdable := end >= 0 && e.Tick < end
	if n.Model == nil {
		if e.Message == 0 || e.Delivery != DeliveryReceived && e.Delivery != DeliveryBuffered {
			return nil // a fixture's message is offered where it arrives
		}
		if e.Delivery == DeliveryBuffered {
			holdable = false // already held
		}
		return movesWith([]Move{MoveDrop, MoveDuplicate, MoveDelay}, holdable, MoveHold)
	}
	switch {
	case e.Attempt == 0:
		return nil
	case e.Delivery == DeliverySent && (e.Dir == Request || e.Dir == Response):
		return movesWith([]Move{MoveDrop, MoveDuplicate, MoveDelay}, holdable, MoveHold)
	case e.Dir == Request && e.IsProcessing() && e.Effect != EffectInProgress:
		moves := []Move{MoveCrashBefore}
		moves = movesWith(moves, e.ChangesState() || e.Effect == EffectCrashedCommit, MoveCrashAfter)
		return movesWith(moves, e.Effect == EffectClaimed, MoveCrashInProgress)
	}
	return nil
}

func movesWith(moves []Move, ok bool, m Move) []Move {
	if ok {
		return append(moves, m)
	}
	return moves
}

// partitionSpan is the first partition's start and end ticks in r (-1: none,
// or it never ends).
func partitionSpan(r *Result) (start, end int64) {
	start, end = -1, -1
	for i := range r.Trace {
		switch e := &r.Trace[i]; {
		case e.Kind == EntryPartitionStart && start < 0:
			start = e.Tick
		case e.Kind == EntryPartitionEnd && start >= 0:
			return start, e.Tick
		}
	}
	return start, end
}

// Intervention is one move at one entry of a run.
type Intervention struct {
	Entry int // the trace index
	Move  Move
	Ticks int64
}

// FaultFor is the forced fault a move at entry i of r (a generated run)
// makes.
func (n Named) FaultFor(r *Result, in Intervention) (Fault, error) {
	if err := n.checkMove(r, in); err != nil {
		return Fault{}, err
	}
	e := &r.Trace[in.Entry]
	cmd := r.Commands[e.Command-1]
	f := Fault{Client: cmd.Client + 1, Command: int(e.Command) - cmd.Client*n.Model.Commands, Attempt: int(e.Attempt), Ticks: in.Ticks}
	f.Kind = moveFaults[in.Move][0]
	if e.Dir == Response {
		f.Kind = moveFaults[in.Move][1]
	}
	return f, nil
}

// checkMove refuses a move entry in.Entry of r does not offer, or ticks it
// does not take.
func (n Named) checkMove(r *Result, in Intervention) error {
	if !slices.Contains(n.OffersAt(r, in.Entry), in.Move) {
		return &ParamError{"intervene", strconv.Itoa(in.Entry+1) + ":" + string(in.Move), "is not offered at that row of this run"}
	}
	must, may := in.Move.TakesTicks()
	switch {
	case must && (in.Ticks < 1 || in.Ticks > MaxDelay):
		return &ParamError{"intervene", strconv.FormatInt(in.Ticks, 10), fmt.Sprintf("must be 1..%d ticks", MaxDelay)}
	case !may && in.Ticks != 0:
		return &ParamError{"intervene", strconv.FormatInt(in.Ticks, 10), "is ticks a " + string(in.Move) + " does not take"}
	case in.Ticks < 0 || in.Ticks > MaxDelay:
		return &ParamError{"intervene", strconv.FormatInt(in.Ticks, 10), fmt.Sprintf("must be 1..%d ticks", MaxDelay)}
	}
	return nil
}
