package linearize

import (
	"testing"

	"github.com/anishathalye/porcupine"

	"coordsim/engine"
)

// Hand-made histories of one order, at both levels.
func TestModelOnHandMadeHistories(t *testing.T) {
	confirm := &engine.Transition{From: "pending", To: "confirmed"}
	cancel := &engine.Transition{From: "confirmed", To: "cancelled"}
	ship := &engine.Transition{From: "confirmed", To: "shipped"}
	in := func(key string, tr *engine.Transition, commands bool) Input {
		return Input{Order: "order-1", Command: key, Key: key, Transition: tr, FP: engine.InputFingerprint(tr), Commands: commands}
	}
	op := func(call, ret int64, i Input, kind Kind, st string) porcupine.Operation {
		return porcupine.Operation{Call: call, Return: ret, Input: i, Output: Output{Kind: kind, State: st}}
	}
	cases := []struct {
		name    string
		history []porcupine.Operation
		want    bool
	}{
		// Attempt level: the store answers duplicates with the first result.
		{"retry gets the stored result", []porcupine.Operation{
			op(0, 1, in("c", confirm, false), Applied, "confirmed"),
			op(2, 3, in("c", confirm, false), Applied, "confirmed")}, true},
		{"retry refused as stale (no store)", []porcupine.Operation{
			op(0, 1, in("c", confirm, false), Applied, "confirmed"),
			op(2, 3, in("c", confirm, false), Stale, "")}, false},
		{"other input under the key is a conflict", []porcupine.Operation{
			op(0, 1, in("c", confirm, false), Applied, "confirmed"),
			op(2, 3, in("c", cancel, false), Conflict, "")}, true},
		{"a conflict that changed the order", []porcupine.Operation{
			op(0, 1, in("c", confirm, false), Applied, "confirmed"),
			op(2, 3, in("c", cancel, false), Applied, "cancelled")}, false},
		{"a crash inside the commit, then the retry's stored result", []porcupine.Operation{
			op(0, never, in("c", confirm, false), Unknown, ""),
			op(2, 3, in("c", confirm, false), Applied, "confirmed")}, true},
		// Command level: what users are told.
		{"rejected, then shipped", []porcupine.Operation{
			op(0, 1, in("c", confirm, true), Rejected, ""),
			op(2, 3, in("s", ship, true), Applied, "shipped")}, false},
		{"uncertain, then shipped", []porcupine.Operation{
			op(0, never, in("c", confirm, true), Unknown, ""),
			op(2, 3, in("s", ship, true), Applied, "shipped")}, true},
		{"confirmed, then shipped", []porcupine.Operation{
			op(0, 1, in("c", confirm, true), Applied, "confirmed"),
			op(2, 3, in("s", ship, true), Applied, "shipped")}, true},
	}
	for _, c := range cases {
		if got := porcupine.CheckOperations(Model("pending"), c.history); got != c.want {
			t.Errorf("%s: linearizable %v, want %v", c.name, got, c.want)
		}
	}
}
