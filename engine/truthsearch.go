package engine

import (
	"fmt"
	"math"
	"slices"
)

// The search behind users-told-the-truth (truth.go has the contract it
// checks): each order's history, in the order its answers were decided,
// and when that order does not explain it, every order that respects real
// time, up to maxExactOps operations on one order.

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

// firstUnexplained returns the operation whose answer first makes the
// history unexplainable, or -1. Answers are taken in the order they were
// decided; each prefix is checked, with every operation called by then and
// answered later taken as still pending (uncertain).
func firstUnexplained(ops []truthOp, initial string) int {
	if len(ops) > maxExactOps {
		return firstUnexplainedInSequence(ops, initial)
	}
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

// firstUnexplainedInSequence is firstUnexplained for a history too long
// to search: as linearizable does for it, the answers are taken in the
// order they were decided, and the first one that order does not explain
// is the one. Linear, where checking each prefix would be quadratic.
func firstUnexplainedInSequence(ops []truthOp, initial string) int {
	byDecision := make([]int, len(ops))
	for i := range byDecision {
		byDecision[i] = i
	}
	slices.SortStableFunc(byDecision, func(a, b int) int { return compareInt64(ops[a].ret, ops[b].ret) })
	sorted := make([]truthOp, len(ops))
	for i, j := range byDecision {
		sorted[i] = ops[j]
	}
	if bad := firstOutOfSequence(sorted, initial); bad >= 0 {
		return byDecision[bad]
	}
	return -1
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
			none, took := ops[i].allows(&st)
			if took {
				next := st
				ops[i].effect(&next, i)
				if search(done|1<<i, next) {
					return true
				}
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
	return firstOutOfSequence(ops, initial) < 0
}

// firstOutOfSequence is the first of ops (in the order given) whose answer
// the ones before it do not explain, or -1: one pass, the keys indexed
// when there are many, so a history of any length is checked in linear
// time.
func firstOutOfSequence(ops []truthOp, initial string) int {
	st := truthState{order: initial}
	if len(ops) <= 32 { // the keys as bits of took: nothing to allocate
		st.ops = ops
	} else {
		keys := int32(0)
		for i := range ops {
			keys = max(keys, ops[i].key+1)
		}
		st.keys = new(truthKeys)
		st.keys.restart(int(keys))
	}
	for i := range ops {
		none, took := ops[i].allows(&st)
		switch {
		case took:
			ops[i].effect(&st, i)
		case !none:
			return i
		}
	}
	return -1
}
