package engine

import (
	"fmt"
	"math"
	"slices"
)

// The invariant users-told-the-truth: what every user is told must have a
// sequential explanation. Each user's command is one operation, from the
// trace entry where it was first sent to the one that decided its user's
// answer (never, for a user told "uncertain"), so operations within a tick
// are ordered as the engine processed them. The operations on one order
// must fit one order's contract in some order that respects those times,
// each answer asserting what the contract says it does (DESIGN's "what an
// answer asserts"):
//   - a result (new or stored): the command took effect, leaving that state;
//   - a conflict (422): the first input that took effect under the
//     command's own key was another, and this command did not take effect;
//   - a stale rejection: the command did not take effect, and the order was
//     in the state the rejection names, not the command's from-state;
//   - any other rejection: the command did not take effect;
//   - "uncertain": nothing (it took effect or it did not).
//
// This is linearizability of the command-level history; internal/linearize
// checks the same histories with porcupine, against a model written from
// the contract, in tests.

// truthOp is one user's command as an operation of the history.
type truthOp struct {
	user       int
	order      int32
	call, ret  int64 // trace entries: first sent, answer decided
	key        string
	transition *Transition // nil for a read
	outcome    truthOutcome
	state      string // the state a result reports, or a stale rejection names
}

type truthOutcome uint8

const (
	outApplied  truthOutcome = iota // told the command took effect (or read state)
	outRejected                     // told it was refused: no effect
	outStale                        // refused because the from-state was gone
	outConflict                     // refused: another input holds the key
	outUnknown                      // told "uncertain": effect or not
)

// truthKey is the first input that took effect under a key: what a
// conflict answer asserts about.
type truthKey struct {
	key   string
	input *Transition
}

// truthState is one order's state in the check: its state, and the first
// input that took effect under each key so far. A walk keeps the keys as a
// list it appends to; a search, to copy nothing, as the bits of took over
// its ops (bit i: ops[i]'s input was the first under its key).
type truthState struct {
	order string
	keys  []truthKey
	ops   []truthOp
	took  uint32
}

func (st *truthState) first(key string) (*Transition, bool) {
	for i := range st.keys {
		if st.keys[i].key == key {
			return st.keys[i].input, true
		}
	}
	for i := range st.ops {
		if st.took&(1<<i) != 0 && st.ops[i].key == key {
			return st.ops[i].transition, true
		}
	}
	return nil, false
}

func sameInput(a, b *Transition) bool {
	if a == nil || b == nil {
		return a == b
	}
	return *a == *b
}

// allows reports what op's answer allows in st: that it had no effect, and
// that it took effect (effect is then the state after).
func (op *truthOp) allows(st truthState) (none, took bool) {
	t := op.transition
	can := t == nil || t.From == st.order // the contract would apply it
	switch op.outcome {
	case outApplied:
		return false, can && (t == nil && op.state == st.order || t != nil && t.To == op.state)
	case outStale:
		return t != nil && t.From != st.order && op.state == st.order, false
	case outConflict:
		in, ok := st.first(op.key)
		return ok && !sameInput(in, t), false
	case outRejected:
		return true, false
	}
	return true, can // uncertain
}

// effect is st after op (ops[i] of a search) took effect. A walk's keys
// grow in place.
func (op *truthOp) effect(st truthState, i int) truthState {
	if op.transition != nil {
		st.order = op.transition.To
	}
	if _, ok := st.first(op.key); !ok {
		if st.ops != nil {
			st.took |= 1 << i
		} else {
			st.keys = append(st.keys, truthKey{op.key, op.transition})
		}
	}
	return st
}

// maxExactOps bounds the operations on one order that are searched
// exhaustively; a longer history (only a huge fixture has one) is checked in
// the order the answers were decided.
const maxExactOps = 16

// checkTruth finds the first user whose answer no sequential order of the
// commands explains.
func (s *sim) checkTruth(r *Result) {
	if !s.explainedAsDecided(r) { // the common case: nothing to sort, nothing to search
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

// truthOrdered reports whether ops are sorted by order, then by the entry
// that decided their answers.
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
	*op = truthOp{user: i, order: cmd.order, call: int64(u.FirstEntry), ret: math.MaxInt64, key: cmd.Key, transition: cmd.Transition, outcome: outUnknown}
	if u.Status == Definite {
		op.ret = int64(u.Entry)
		switch {
		case u.Error != nil && u.Error.Code == CodeStale:
			op.outcome, op.state = outStale, u.Error.ActualState
		case u.Error != nil && u.Error.Code == CodeConflict:
			op.outcome = outConflict
		case u.Error != nil:
			op.outcome = outRejected
		case u.Result != nil:
			op.outcome, op.state = outApplied, u.Result.State
		}
	}
}

// explainedAsDecided is checkTruth's common case in one pass over the
// users, without building or sorting the histories: it reports whether the
// users already come grouped by order and, within an order, in an order
// that respects real time (none answered before one placed ahead of it was
// sent), and each order's history is explained in that order. When it is
// not, checkTruth does the whole check, which finds the same for such a run.
func (s *sim) explainedAsDecided(r *Result) bool {
	w := s.newTruthWalk(r.InitialState)
	for i := range r.Users {
		u := &r.Users[i]
		if cmd := r.UserCommand(u); cmd != nil {
			w.step(u, cmd)
		}
	}
	s.truthKeys = w.st.keys[:0] // kept, grown, for the next run
	return !w.failed
}

// truthWalk is explainedAsDecided one user at a time, so a fixture's run
// can take it in the pass over its users that it makes anyway.
type truthWalk struct {
	initial string
	st      truthState
	order   int32 // the order so far
	sent    int64 // the latest entry where one of its commands was first sent
	failed  bool
}

// newTruthWalk starts a walk on the sim's scratch for keys.
func (s *sim) newTruthWalk(initial string) truthWalk {
	return truthWalk{initial: initial, st: truthState{order: initial, keys: s.truthKeys[:0]}, order: -1}
}

// step takes the next user, told about cmd. An uncertain command is taken
// to have had its effect when it could.
func (w *truthWalk) step(u *UserResult, cmd *Command) {
	switch {
	case w.failed:
		return
	case cmd.order < w.order:
		w.failed = true // not grouped by order
		return
	case cmd.order > w.order:
		w.st, w.order, w.sent = truthState{order: w.initial, keys: w.st.keys[:0]}, cmd.order, math.MinInt64 // a new order's history
	}
	var op truthOp
	op.set(0, u, cmd)
	if op.ret < w.sent {
		w.failed = true // answered before one placed ahead of it was sent
		return
	}
	w.sent = max(w.sent, op.call)
	none, took := op.allows(w.st)
	switch {
	case took:
		w.st = op.effect(w.st, 0)
	case !none:
		w.failed = true
	}
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
// decided; each prefix is checked, with every operation called by then and
// answered later taken as still pending (uncertain).
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
			switch op := ops[i]; {
			case op.ret <= ops[d].ret:
				prefix = append(prefix, op)
			case op.call <= ops[d].ret:
				op.outcome, op.ret = outUnknown, math.MaxInt64
				prefix = append(prefix, op)
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

// truthMemo is a search state that failed: the operations done, and the
// order's state and keys.
type truthMemo struct {
	done, took uint32
	order      string
}

// linearizable searches for an order of ops that respects real time and the
// order's contract.
func linearizable(ops []truthOp, initial string) bool {
	if len(ops) > maxExactOps {
		sorted := slices.Clone(ops)
		slices.SortStableFunc(sorted, func(a, b truthOp) int { return compareInt64(a.ret, b.ret) })
		return sequentiallyExplained(sorted, initial)
	}
	failed := map[truthMemo]bool{}
	var search func(done uint32, st truthState) bool
	search = func(done uint32, st truthState) bool {
		if done == 1<<len(ops)-1 {
			return true
		}
		k := truthMemo{done, st.took, st.order}
		if failed[k] {
			return false
		}
		for i := range ops {
			if done&(1<<i) != 0 || !minimal(ops, done, i) {
				continue
			}
			none, took := ops[i].allows(st)
			if took && search(done|1<<i, ops[i].effect(st, i)) {
				return true
			}
			if none && search(done|1<<i, st) {
				return true
			}
		}
		failed[k] = true
		return false
	}
	return search(0, truthState{order: initial, ops: ops})
}

// minimal reports whether no pending operation must come before ops[i]:
// one whose answer was decided before ops[i] was first sent.
func minimal(ops []truthOp, done uint32, i int) bool {
	for j := range ops {
		if j != i && done&(1<<j) == 0 && ops[j].ret < ops[i].call {
			return false
		}
	}
	return true
}

// sequentiallyExplained checks ops in the order given (the order their
// answers were decided, uncertain ones last, taken to have had their effect
// when they could): a witness order when it succeeds, and the check used for
// a history too long to search.
func sequentiallyExplained(ops []truthOp, initial string) bool {
	st := truthState{order: initial}
	if len(ops) <= 32 { // the keys as bits of took: nothing to allocate
		st.ops = ops
	}
	for i := range ops {
		none, took := ops[i].allows(st)
		switch {
		case took:
			st = ops[i].effect(st, i)
		case !none:
			return false
		}
	}
	return true
}
