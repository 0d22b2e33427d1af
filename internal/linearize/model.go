// Package linearize checks the engine's histories with porcupine
// (github.com/anishathalye/porcupine), a linearizability checker written by
// others: an oracle independent of the engine's own invariants, to learn
// whether those invariants are complete and raise no false alarms.
//
// The model is the order service's contract, partitioned by order: one
// order's state machine plus a dedupe store keyed by each command's own key.
// Histories come at two levels, built from the engine's facts (no id is
// parsed): what each user was told (Commands) and what the service answered
// to each attempt or network copy it processed (Attempts).
package linearize

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/anishathalye/porcupine"

	"coordsim/engine"
)

// Input is what one operation asks of one order.
type Input struct {
	Order      string
	Command    string // the command's label, for the visualization
	Key        string // the command's own dedupe key (the contract's key)
	Transition *engine.Transition
	FP         engine.Fingerprint
	Commands   bool // a command-level operation: what its user was told
}

// Kind is what an operation was answered.
type Kind uint8

// Answers.
const (
	Applied  Kind = iota // a result: the state the command reports
	Rejected             // refused: nothing happened
	Stale                // refused: the from-state was gone
	Conflict             // refused: the key holds other input
	Unknown              // no answer (uncertain, or lost in a crash)
)

// Output is the answer.
type Output struct {
	Kind  Kind
	State string // a result's state, or the state a stale rejection names
	// By is the command whose result answered (its label): the answering
	// command itself unless the store answered with another's entry.
	By string
}

// state is one order's state and its dedupe store, as a comparable value:
// entries "key fp=state" sorted by key.
type state struct {
	order string
	store string
}

func (s state) lookup(key string) (fp, result string, ok bool) {
	for _, e := range strings.Split(s.store, "\n") {
		if k, rest, found := strings.Cut(e, " "); found && k == key {
			fp, result, _ = strings.Cut(rest, "=")
			return fp, result, true
		}
	}
	return "", "", false
}

func (s state) with(key, fp, result string) state {
	entries := []string{}
	if s.store != "" {
		entries = strings.Split(s.store, "\n")
	}
	entries = append(entries, key+" "+fp+"="+result)
	slices.SortFunc(entries, func(a, b string) int { return cmp.Compare(a, b) })
	return state{order: s.order, store: strings.Join(entries, "\n")}
}

// Model is the contract. Its initial state is initial for every order.
func Model(initial string) porcupine.Model {
	m := porcupine.NondeterministicModel{
		Partition: byOrder,
		Init:      func() []any { return []any{state{order: initial}} },
		Step: func(s, in, out any) []any {
			return step(s.(state), in.(Input), out.(Output))
		},
		Equal: func(a, b any) bool { return a.(state) == b.(state) },
		DescribeOperation: func(in, out any) string {
			i, o := in.(Input), out.(Output)
			return fmt.Sprintf("%s %s -> %s", i.Command, describeInput(i), describeOutput(o))
		},
		DescribeState: func(s any) string {
			st := s.(state)
			if st.store == "" {
				return st.order
			}
			return st.order + " | store: " + strings.ReplaceAll(st.store, "\n", ", ")
		},
	}
	return m.ToModel()
}

// step is the states after one operation; none when its answer is
// impossible in s.
func step(s state, in Input, out Output) []any {
	if in.Commands {
		return told(s, in, out)
	}
	next, want := apply(s, in)
	switch out.Kind {
	case Unknown:
		if next != s {
			return []any{s, next} // it took effect, or it did not
		}
		return []any{s}
	case Rejected:
		return []any{s} // refused for a reason the contract does not name
	}
	if out.Kind != want.Kind || out.State != want.State || (out.By != "" && out.By != in.Command) {
		return nil // the answer differs, or another command's entry gave it
	}
	return []any{next}
}

// told is what the answer a user was told about a command asserts (the
// docs/semantics.md, "What an answer asserts"), as the states it allows after the
// command; none when it is a lie in s.
//   - A result, new or stored: the command took effect, leaving that state.
//   - A conflict (422): the first input that took effect under the
//     command's own key was another one, and this command did not.
//   - A stale rejection: the command did not take effect, and the order was
//     in the state it names, which is not the command's from-state.
//   - Any other rejection: the command did not take effect.
//   - Uncertain: nothing.
func told(s state, in Input, out Output) []any {
	took, can := s.took(in)
	switch out.Kind {
	case Applied:
		if can && took.order == out.State {
			return []any{took}
		}
	case Conflict:
		if fp, _, ok := s.lookup(in.Key); ok && fp != in.FP.String() {
			return []any{s}
		}
	case Stale:
		if t := in.Transition; t != nil && t.From != s.order && s.order == out.State {
			return []any{s}
		}
	case Rejected:
		return []any{s}
	case Unknown:
		if can && took != s {
			return []any{s, took}
		}
		return []any{s}
	}
	return nil
}

// took is s after the command took effect, whatever attempt carried it:
// the transition applied and its input recorded as the key's first, if the
// key had none; can is false when the order's state does not allow it.
func (s state) took(in Input) (next state, can bool) {
	t := in.Transition
	if t != nil && t.From != s.order {
		return s, false
	}
	next = s
	if t != nil {
		next.order = t.To
	}
	if _, _, ok := s.lookup(in.Key); !ok && in.Key != "" {
		next = next.with(in.Key, in.FP.String(), next.order)
	}
	return next, true
}

// apply is what the contract answers to an attempt in in s, and the state
// after it: the key's stored first result (same input) or a conflict
// (other input); else the transition applied and its result stored, or a
// stale rejection naming the state the order is in.
func apply(s state, in Input) (state, Output) {
	fp := in.FP.String()
	if stored, result, ok := s.lookup(in.Key); ok {
		if stored == fp {
			return s, Output{Kind: Applied, State: result}
		}
		return s, Output{Kind: Conflict}
	}
	t := in.Transition
	switch {
	case t == nil:
		return s.with(in.Key, fp, s.order), Output{Kind: Applied, State: s.order}
	case t.From == s.order:
		next := state{order: t.To, store: s.store}
		return next.with(in.Key, fp, t.To), Output{Kind: Applied, State: t.To}
	}
	return s, Output{Kind: Stale, State: s.order}
}

func byOrder(history []porcupine.Operation) [][]porcupine.Operation {
	var orders []string
	parts := map[string][]porcupine.Operation{}
	for _, op := range history {
		o := op.Input.(Input).Order
		if _, ok := parts[o]; !ok {
			orders = append(orders, o)
		}
		parts[o] = append(parts[o], op)
	}
	out := make([][]porcupine.Operation, 0, len(orders))
	for _, o := range orders {
		out = append(out, parts[o])
	}
	return out
}

func describeInput(i Input) string {
	if i.Transition == nil {
		return "read"
	}
	return i.Transition.From + "->" + i.Transition.To
}

func describeOutput(o Output) string {
	switch o.Kind {
	case Applied:
		return o.State
	case Rejected:
		return "rejected"
	case Stale:
		return "rejected: stale (" + o.State + ")"
	case Conflict:
		return "rejected: conflict"
	}
	return "uncertain"
}
