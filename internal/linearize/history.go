package linearize

import (
	"io"
	"math"

	"github.com/anishathalye/porcupine"

	"coordsim/engine"
)

// Times are positions in the trace, so operations within a tick are ordered
// as the engine processed them: entry i becomes 2i for a call and 2i+1 for
// a return.
func callAt(entry int) int64   { return 2 * int64(entry) }
func returnAt(entry int) int64 { return 2*int64(entry) + 1 }

// never is the return of an operation that never returned.
const never = math.MaxInt64

// Commands is the command-level history: each user's command, from the
// trace entry where it was first sent to the one that decided the answer
// its user was told (never, for a user told "uncertain").
func Commands(r *engine.Result) []porcupine.Operation {
	ops := make([]porcupine.Operation, 0, len(r.Users))
	for i := range r.Users {
		u := &r.Users[i]
		cmd := r.UserCommand(u)
		if cmd == nil {
			continue
		}
		op := porcupine.Operation{ClientId: i, Call: callAt(u.FirstEntry), Return: never, // a row per user in the visualization
			Input:  Input{Order: cmd.Order, Command: cmd.Label(), Key: cmd.Key, Transition: cmd.Transition, FP: engine.InputFingerprint(cmd.Transition), Commands: true},
			Output: Output{Kind: Unknown}}
		if u.Status == engine.Definite {
			op.Return = returnAt(u.Entry)
			switch {
			case u.Error != nil && u.Error.Code == engine.CodeStale:
				op.Output = Output{Kind: Stale, State: u.Error.ActualState}
			case u.Error != nil && u.Error.Code == engine.CodeConflict:
				op.Output = Output{Kind: Conflict}
			case u.Error != nil:
				op.Output = Output{Kind: Rejected}
			case u.Result != nil:
				op.Output = Output{Kind: Applied, State: u.Result.State}
			}
		}
		ops = append(ops, op)
	}
	return ops
}

// Attempts is the attempt-level history: every attempt or network copy the
// service processed (from its claim to its commit, when processing takes
// time; "in progress" is a refusal), with the input it carried and the answer it produced
// (none when a crash took it: it took effect then, or not at all), under the
// command's own key; and, after everything, a read of each order's final
// state, so an effect no answer shows (a conflicting input applied inside a
// crashed commit) is still seen.
func Attempts(r *engine.Result) []porcupine.Operation {
	var ops []porcupine.Operation
	claimed := map[int]int{} // flight -> the entry where its processing claimed the record
	for i := range r.Trace {
		e := &r.Trace[i]
		cmd := r.CommandOf(e)
		switch {
		case !e.IsProcessing() || cmd == nil || e.Effect == engine.EffectLeaseLost:
			continue // processed nothing, or its result was discarded
		case e.Effect == engine.EffectClaimed:
			claimed[int(e.Flight)] = i // it runs from here to its commit
			continue
		}
		call := i
		if c, ok := claimed[int(e.Flight)]; ok && e.Kind == engine.EntryComplete {
			call = c
		}
		op := porcupine.Operation{ClientId: cmd.Client, Call: callAt(call), Return: returnAt(i),
			Input: Input{Order: cmd.Order, Command: cmd.Label(), Key: cmd.Key, Transition: e.Transition, FP: engine.InputFingerprint(e.Transition)}}
		var out Output
		switch {
		case e.Effect == engine.EffectCrashedCommit || e.Effect == engine.EffectCommittedThenCrashed:
			out = Output{Kind: Unknown}
		case e.Code() == engine.CodeStale:
			out = Output{Kind: Stale, State: e.Error.ActualState}
		case e.Code() == engine.CodeConflict:
			out = Output{Kind: Conflict}
		case e.Error != nil:
			out = Output{Kind: Rejected}
		case e.Result != nil:
			out = Output{Kind: Applied, State: e.Result.State}
		}
		if e.StoredBy > 0 { // the store answered with an entry: whose?
			out.By = r.Commands[e.StoredBy-1].Label()
		}
		op.Output = out
		ops = append(ops, op)
	}
	for _, o := range r.Orders {
		ops = append(ops, porcupine.Operation{ClientId: len(ops), Call: callAt(len(r.Trace)), Return: returnAt(len(r.Trace)),
			Input:  Input{Order: o.ID, Command: o.ID + " final state", Commands: true},
			Output: Output{Kind: Applied, State: o.State}})
	}
	return ops
}

// Check reports whether the history is linearizable against the contract,
// starting from the run's initial state.
func Check(r *engine.Result, history []porcupine.Operation) bool {
	return porcupine.CheckOperations(Model(r.InitialState), history)
}

// Visualize writes porcupine's own page for the command-level history and
// its linearization (or the longest partial one, when none exists), so a
// learner sees why "rejected, then shipped" cannot be ordered.
func Visualize(r *engine.Result, w io.Writer) (linearizable bool, err error) {
	model := Model(r.InitialState)
	res, info := porcupine.CheckOperationsVerbose(model, Commands(r), 0)
	return res == porcupine.Ok, porcupine.Visualize(model, info, w)
}
