package engine

import (
	"fmt"
	"math"
	"slices"
)

// The invariant users-told-the-truth: what every user is told must have a
// sequential explanation. Each user's command is one operation, from the
// tick it was first sent to the tick its answer was decided (never, for a
// user told "uncertain"); the operations on one order must fit one order's
// state machine in some order that respects real time: an applied command
// moved the order from its from-state to its to-state, a rejected one had
// no effect (a stale one found its from-state gone), a read saw the state,
// and an uncertain one may or may not have taken effect. This is
// linearizability of the command-level history; internal/linearize checks
// the same histories with porcupine, an independent checker, in tests.

// truthOp is one user's command as an operation of the history.
type truthOp struct {
	user       int
	order      int32
	call, ret  int64 // doubled ticks: a return at tick t comes after a call at t
	transition *Transition
	outcome    truthOutcome
	state      string // the state an applied command or a read reports
}

type truthOutcome uint8

const (
	outApplied  truthOutcome = iota // told the command took effect (or read state)
	outRejected                     // told it was refused: no effect
	outStale                        // refused because the from-state was gone
	outUnknown                      // told "uncertain": effect or not
)

// maxExactOps bounds the operations on one order that are searched
// exhaustively; a longer history (only a huge fixture has one) is checked in
// the order the answers were decided.
const maxExactOps = 16

// checkTruth finds the first user whose answer no sequential order of the
// commands explains.
func (s *sim) checkTruth(r *Result) {
	if !explainedAsDecided(r) { // the common case: nothing to sort, nothing to search
		s.searchTruth(r)
	}
}

// searchTruth is checkTruth for a run whose users explainedAsDecided did
// not explain (a fixture's run walks them in userResults).
func (s *sim) searchTruth(r *Result) {
	ops := s.truth[:0]
	for i := range r.Users {
		u := &r.Users[i]
		cmd := r.UserCommand(u)
		if cmd == nil {
			continue
		}
		ops = append(ops, truthOp{}) // filled in place, not copied from the stack
		ops[len(ops)-1].set(i, u, cmd)
	}
	s.truth = ops
	// One history per order, each in the order its answers were decided.
	// A fixture's users usually come in that order already: check before
	// sorting.
	if !truthOrdered(ops) {
		slices.SortStableFunc(ops, func(a, b truthOp) int {
			if a.order != b.order {
				return int(a.order - b.order)
			}
			return compareInt64(a.ret, b.ret)
		})
	}
	for start := 0; start < len(ops); {
		end := start + 1
		for end < len(ops) && ops[end].order == ops[start].order {
			end++
		}
		group := ops[start:end]
		start = end
		// Answers in the order they were decided respect real time; when
		// that order explains them (the common case) nothing is searched.
		if sequentiallyExplained(group, r.InitialState) {
			continue
		}
		if bad := firstUnexplained(group, r.InitialState); bad >= 0 {
			u := &r.Users[group[bad].user]
			cmd := r.UserCommand(u)
			s.violate(InvUsersToldTruth, u.Entry, u.DecidedAt, fmt.Sprintf(
				"the user of %s was told %s at tick %d, which no order of %s's commands explains", cmd.Label(), toldText(u), u.DecidedAt, cmd.Order))
			return
		}
	}
}

// truthOrdered reports whether ops are sorted by order, then by the tick
// their answers were decided.
func truthOrdered(ops []truthOp) bool {
	for i := 1; i < len(ops); i++ {
		a, b := &ops[i-1], &ops[i]
		if a.order > b.order || (a.order == b.order && a.ret > b.ret) {
			return false
		}
	}
	return true
}

// set makes op user i's command, from what the user was told.
func (op *truthOp) set(i int, u *UserResult, cmd *Command) {
	op.user, op.order, op.call, op.ret, op.transition, op.outcome = i, cmd.order, 2*u.FirstSent, math.MaxInt64, cmd.Transition, outUnknown
	if u.Status == Definite {
		op.ret = 2*u.DecidedAt + 1
		switch {
		case u.Error != nil && u.Error.Code == CodeStale:
			op.outcome = outStale
		case u.Error != nil:
			op.outcome = outRejected
		case u.Result != nil:
			op.outcome, op.state = outApplied, u.Result.State
		}
	}
}

// explainedAsDecided is checkTruth's common case in one pass over the
// users, without building or sorting the histories: it reports whether the
// users already come grouped by order and, within an order, in the order
// their answers were decided, and each order's history is explained in that
// order (sequentiallyExplained). When it is not, checkTruth does the whole
// check, which finds the same for such a run.
func explainedAsDecided(r *Result) bool {
	w := newTruthWalk(r.InitialState)
	for i := range r.Users {
		u := &r.Users[i]
		if cmd := r.UserCommand(u); cmd != nil {
			w.step(u, cmd)
		}
	}
	return !w.failed
}

// truthWalk is explainedAsDecided one user at a time, so a fixture's run
// can take it in the pass over its users that it makes anyway.
type truthWalk struct {
	initial, state string
	order          int32 // the order so far
	ret            int64 // the decision tick so far, doubled
	failed         bool
}

func newTruthWalk(initial string) truthWalk {
	return truthWalk{initial: initial, state: initial, order: -1}
}

// step takes the next user, told about cmd.
func (w *truthWalk) step(u *UserResult, cmd *Command) {
	switch {
	case w.failed:
		return
	case cmd.order < w.order:
		w.failed = true // not grouped by order
		return
	case cmd.order > w.order:
		w.state, w.order, w.ret = w.initial, cmd.order, math.MinInt64 // a new order's history
	}
	if ret := 2*u.DecidedAt + 1; ret >= w.ret && appliedInTurn(u, cmd.Transition, w.state) {
		// The usual answer, in turn, without building an operation.
		w.state, w.ret = u.Result.State, ret
		return
	}
	var op truthOp
	op.set(0, u, cmd)
	if op.ret < w.ret {
		w.failed = true // not in the order the answers were decided
		return
	}
	_, last, n := truthStep(&op, w.state)
	w.state, w.ret, w.failed = last, op.ret, n == 0
}

// appliedInTurn reports whether the user was told a result that state
// explains (t is the command's transition, nil for a read), the state
// after it being the result's; the walk checks that it comes in turn.
// Anything else (false) takes the walk's general step, which decides it the
// same way. (Small, so that it inlines in the walks.)
func appliedInTurn(u *UserResult, t *Transition, state string) bool {
	if u.Result == nil || u.Error != nil || u.Status != Definite {
		return false
	}
	if t != nil { // a read sees the state; a transition leaves its to-state
		if t.From != state {
			return false
		}
		state = t.To
	}
	return state == u.Result.State
}

func toldText(u *UserResult) string {
	switch {
	case u.Error != nil:
		return "rejected (" + u.Error.Code + ")"
	case u.Result != nil:
		return "state " + u.Result.State
	}
	return "uncertain"
}

// firstUnexplained returns the operation whose answer first makes the
// history unexplainable, or -1. Answers are taken in the order they were
// decided; each prefix (with every operation called by then) is checked.
func firstUnexplained(ops []truthOp, initial string) int {
	if linearizable(ops, initial) {
		return -1
	}
	decided := make([]int, 0, len(ops))
	for i := range ops {
		if ops[i].ret != math.MaxInt64 {
			decided = append(decided, i)
		}
	}
	slices.SortStableFunc(decided, func(a, b int) int { return compareInt64(ops[a].ret, ops[b].ret) })
	for _, d := range decided {
		var prefix []truthOp
		for i := range ops {
			if ops[i].ret <= ops[d].ret || (ops[i].ret == math.MaxInt64 && ops[i].call <= ops[d].ret) {
				prefix = append(prefix, ops[i])
			}
		}
		if !linearizable(prefix, initial) {
			return d
		}
	}
	return decided[len(decided)-1]
}

func compareInt64(a, b int64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// linearizable searches for an order of ops that respects real time and the
// order's state machine.
func linearizable(ops []truthOp, initial string) bool {
	if len(ops) > maxExactOps {
		sorted := slices.Clone(ops)
		slices.SortStableFunc(sorted, func(a, b truthOp) int { return compareInt64(a.ret, b.ret) })
		return sequentiallyExplained(sorted, initial)
	}
	type key struct {
		done  uint32
		state string
	}
	failed := map[key]bool{}
	var search func(done uint32, state string) bool
	search = func(done uint32, state string) bool {
		if done == 1<<len(ops)-1 {
			return true
		}
		k := key{done, state}
		if failed[k] {
			return false
		}
		for i := range ops {
			if done&(1<<i) != 0 || !minimal(ops, done, i) {
				continue
			}
			first, last, n := truthStep(&ops[i], state)
			if (n > 0 && search(done|1<<i, first)) || (n > 1 && search(done|1<<i, last)) {
				return true
			}
		}
		failed[k] = true
		return false
	}
	return search(0, initial)
}

// minimal reports whether no pending operation must come before ops[i]:
// one that returned before ops[i] was called.
func minimal(ops []truthOp, done uint32, i int) bool {
	for j := range ops {
		if j != i && done&(1<<j) == 0 && ops[j].ret < ops[i].call {
			return false
		}
	}
	return true
}

// truthStep is the states the order can be in after op, given the state
// before it: n of them (0 when op's answer is impossible there), the one
// where an uncertain command took effect last.
func truthStep(op *truthOp, state string) (first, last string, n int) {
	t := op.transition
	switch op.outcome {
	case outApplied:
		switch {
		case t == nil && op.state == state:
			return state, state, 1
		case t != nil && t.From == state && t.To == op.state:
			return t.To, t.To, 1
		}
		return "", "", 0
	case outStale:
		if t == nil || t.From != state {
			return state, state, 1
		}
		return "", "", 0
	case outRejected:
		return state, state, 1
	}
	// Uncertain: it took effect or it did not.
	if t != nil && t.From == state {
		return state, t.To, 2
	}
	return state, state, 1
}

// sequentiallyExplained checks ops in the order given (the order their
// answers were decided, uncertain ones last, taken to have had their effect
// when they could): a witness order when it succeeds, and the check used for
// a history too long to search.
func sequentiallyExplained(ops []truthOp, initial string) bool {
	state := initial
	for i := range ops {
		_, last, n := truthStep(&ops[i], state)
		if n == 0 {
			return false
		}
		state = last
	}
	return true
}
