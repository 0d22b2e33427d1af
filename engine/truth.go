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

// listedKeys is how many inputs truthKeys lists before it indexes its
// keys: a run's orders have a few keys each, and a list of a few is
// cheaper than a map; a fixture of many reads on one order has one key a
// read, and an index keeps its check linear.
const listedKeys = 8

// truthKeys is the first input that took effect under each key of one
// order so far. While it is short it lists every input that took effect,
// in turn, without asking whether its key is already there (the first
// listed under a key is the first input); once longer, it indexes each
// key's first and lists only new keys.
type truthKeys struct {
	list    []truthKey
	index   map[string]int32 // each key's first in list, once indexed
	indexed bool
}

// restart empties the table for the next order's history, keeping its
// memory (an index that grew huge goes, so a later small run does not clear
// it again and again).
func (k *truthKeys) restart() {
	k.list, k.indexed = k.list[:0], false
	if len(k.index) > 4096 {
		k.index = nil
	} else if len(k.index) > 0 {
		clear(k.index)
	}
}

func (k *truthKeys) first(key string) (*Transition, bool) {
	if k.indexed {
		if i, ok := k.index[key]; ok {
			return k.list[i].input, true
		}
		return nil, false
	}
	for i := range k.list {
		if k.list[i].key == key {
			return k.list[i].input, true
		}
	}
	return nil, false
}

// took records that input took effect under key.
func (k *truthKeys) took(key string, input *Transition) {
	if !k.indexed && len(k.list) < listedKeys {
		k.list = append(k.list, truthKey{key, input}) // listed as it comes
		return
	}
	if !k.indexed { // index the list from now on, each key's first
		if k.index == nil {
			k.index = make(map[string]int32, 4*listedKeys)
		}
		for i := len(k.list) - 1; i >= 0; i-- {
			k.index[k.list[i].key] = int32(i)
		}
		k.indexed = true
	}
	if _, ok := k.index[key]; !ok {
		k.index[key] = int32(len(k.list))
		k.list = append(k.list, truthKey{key, input})
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

func (st *truthState) first(key string) (*Transition, bool) {
	if st.keys != nil {
		return st.keys.first(key)
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
func allows(outcome truthOutcome, state string, t *Transition, key string, st *truthState) (none, took bool) {
	can := t == nil || t.From == st.order // the contract would apply it
	switch outcome {
	case outApplied:
		return false, can && (t == nil && state == st.order || t != nil && t.To == state)
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
func tookEffect(t *Transition, key string, st *truthState, i int) {
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
	*op = truthOp{user: i, order: cmd.order, call: int64(u.FirstEntry), ret: math.MaxInt64, key: cmd.Key, transition: cmd.Transition, outcome: outUnknown}
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
