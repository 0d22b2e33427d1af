package engine

import "math"

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
	call, ret  int64       // trace entries: first sent, answer decided
	key        int32       // its dedupe key, as the run's index of it (truthKeys)
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

// truthKeys is the first input that took effect under each key of one
// order so far, by the key's index among the run's distinct keys (which is
// its command's: a run's commands are its distinct dedupe keys, one each,
// and UserResult.Command numbers them): one array, so that a history of
// any length is checked in linear time and a key is compared as a number.
// An entry belongs to the current order's history when its epoch is now's.
type truthKeys struct {
	first []truthKey
	now   uint32
}

type truthKey struct {
	input *Transition
	epoch uint32
}

// restart empties the table for the next order's history of a run with n
// keys, keeping its memory.
func (k *truthKeys) restart(n int) {
	if len(k.first) < n {
		k.first, k.now = make([]truthKey, n), 0
	}
	k.now++
	if k.now == 0 { // the epochs wrapped: every entry could look current
		clear(k.first)
		k.now = 1
	}
}

func (k *truthKeys) firstInput(key int32) (*Transition, bool) {
	if e := &k.first[key]; e.epoch == k.now {
		return e.input, true
	}
	return nil, false
}

// took records that input took effect under key, if none had before.
func (k *truthKeys) took(key int32, input *Transition) {
	if e := &k.first[key]; e.epoch != k.now {
		*e = truthKey{input, k.now}
	}
}

// truthState is one order's state in the check: its state, and the first
// input that took effect under each key so far. A walk keeps the keys in a
// table it adds to; a search, to copy nothing, as the bits of took over its
// ops (bit i: ops[i]'s input was the first under its key).
type truthState struct {
	order string
	keys  *truthKeys
	ops   []truthOp
	took  uint32
}

func (st *truthState) first(key int32) (*Transition, bool) {
	if st.keys != nil {
		return st.keys.firstInput(key)
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
func (op *truthOp) allows(st *truthState) (none, took bool) {
	return allows(op.outcome, op.state, op.transition, op.key, st)
}

// allows is what an answer (outcome, and the state it names) about a
// command (its transition, nil for a read, and key) allows in st.
func allows(outcome truthOutcome, state string, t *Transition, key int32, st *truthState) (none, took bool) {
	can := t == nil || sameString(t.From, st.order) // the contract would apply it
	switch outcome {
	case outApplied:
		return false, can && (t == nil && sameString(state, st.order) || t != nil && sameString(t.To, state))
	case outStale:
		return t != nil && t.From != st.order && state == st.order, false
	case outConflict:
		in, ok := st.first(key)
		return ok && !sameInput(in, t), false
	case outRejected:
		return true, false
	}
	return true, can // uncertain
}

// effect makes st the state after op (ops[i] of a search) took effect.
func (op *truthOp) effect(st *truthState, i int) {
	tookEffect(op.transition, op.key, st, i)
}

// tookEffect makes st the state after a command (its transition and key; ops[i]
// of a search) took effect.
func tookEffect(t *Transition, key int32, st *truthState, i int) {
	if t != nil {
		st.order = t.To
	}
	if st.keys != nil {
		st.keys.took(key, t)
	} else if _, ok := st.first(key); !ok {
		st.took |= 1 << i
	}
}

// set makes op user i's command, from what the user was told.
func (op *truthOp) set(i int, u *UserResult, cmd *Command) {
	*op = truthOp{user: i, order: cmd.order, call: int64(u.FirstEntry), ret: math.MaxInt64, key: int32(u.Command - 1), transition: cmd.Transition, outcome: outUnknown}
	if u.Status == Definite {
		op.ret = int64(u.Entry)
		op.outcome, op.state = told(u)
	}
}

// told is what a definite answer asserts, and the state it names.
func told(u *UserResult) (truthOutcome, string) {
	switch {
	case u.Error != nil && u.Error.Code == CodeStale:
		return outStale, u.Error.ActualState
	case u.Error != nil && u.Error.Code == CodeConflict:
		return outConflict, ""
	case u.Error != nil:
		return outRejected, ""
	case u.Result != nil:
		return outApplied, u.Result.State
	}
	return outUnknown, ""
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
