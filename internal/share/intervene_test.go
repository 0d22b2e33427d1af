package share

import (
	"strings"
	"testing"

	"coordsim/engine"
)

func runOf(t *testing.T, s State) *engine.Result {
	t.Helper()
	r, err := s.Named().Run(s.Params())
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestInterveneGenerated: a move on a generated run becomes a fault in
// faults=, in place of any on the same part of the attempt; undo and redo
// step through what the learner made.
func TestInterveneGenerated(t *testing.T) {
	s, _ := Parse("scenario=request-lost")
	var h History
	in, err := ParseIntervention("1:delay+3") // row 1: c1.confirm#1 sent
	if err != nil {
		t.Fatal(err)
	}
	next, err := Intervene(s, runOf(t, s), in)
	if err != nil {
		t.Fatal(err)
	}
	if got := FaultsText(next.Faults); got != "c1.confirm#1:delay-request+3" {
		t.Fatalf("faults %s", got)
	}
	h.Did(AuthoredOf(s), AuthoredOf(next))
	in, _ = ParseIntervention("1:drop")
	again, err := Intervene(next, runOf(t, next), in)
	if err != nil || FaultsText(again.Faults) != "c1.confirm#1:drop-request" {
		t.Fatalf("the drop does not replace the delay: %v %v", again.Faults, err)
	}
	h.Did(AuthoredOf(next), AuthoredOf(again))
	back, ok := h.Undo(AuthoredOf(again))
	if !ok || FaultsText(back.Faults) != "c1.confirm#1:delay-request+3" {
		t.Fatalf("undo gives %+v", back)
	}
	if merged, probs := Merge(again, back.Patch()); len(probs) != 0 || FaultsText(merged.Faults) != FaultsText(back.Faults) {
		t.Fatalf("undo's patch: %v %v", merged.Faults, probs)
	}
	back, _ = h.Undo(back)
	if len(back.Faults) != 0 || h.CanUndo() {
		t.Fatalf("second undo gives %+v", back)
	}
	fwd, ok := h.Redo(back)
	if !ok || FaultsText(fwd.Faults) != "c1.confirm#1:delay-request+3" || !h.CanRedo() {
		t.Fatalf("redo gives %+v", fwd)
	}
	h.Did(fwd, AuthoredOf(again))
	if h.CanRedo() {
		t.Fatal("a new move keeps what could be redone")
	}
}

// TestInterveneFixture: on the lesson's fixture a move edits the events,
// and the edited run marks only what changed.
func TestInterveneFixture(t *testing.T) {
	s, _ := Parse("")
	r := runOf(t, s)
	for _, c := range []struct{ move, want string }{
		{"1:delay+2", "e1-confirm,3,deliver"},
		{"1:duplicate", "e1-confirm-dup,1,duplicate"},
		{"1:hold", "e1-confirm,2,deliver"},
	} {
		in, err := ParseIntervention(c.move)
		if err != nil {
			t.Fatal(err)
		}
		next, err := Intervene(s, r, in)
		if err != nil {
			t.Fatalf("%s: %v", c.move, err)
		}
		if text := EncodeEvents(next.Events); !strings.Contains(text, c.want) {
			t.Errorf("%s: events %s", c.move, text)
		}
		if again, probs := Parse(Encode(next)); len(probs) != 0 || EncodeEvents(again.Events) != EncodeEvents(next.Events) {
			t.Errorf("%s: the link does not hold it: %v", c.move, probs)
		}
	}
	in, _ := ParseIntervention("1:drop")
	next, _ := Intervene(s, r, in)
	if len(next.Events) != len(s.Named().Fixture.Events)-1 {
		t.Errorf("drop leaves %d events", len(next.Events))
	}
	if _, err := Intervene(s, r, engine.Intervention{Entry: 0, Move: engine.MoveCrashAfter}); err == nil {
		t.Error("a fixture offers a crash")
	}
}

func TestParseInterventionRefuses(t *testing.T) {
	for _, v := range []string{"", "0:drop", "x:drop", "1", "1:teleport", "1:delay+", "1:delay+0", "1:delay+1001", "+1:drop", "1:drop+x"} {
		if _, err := ParseIntervention(v); err == nil {
			t.Errorf("%q: no error", v)
		}
	}
}

func FuzzParseIntervention(f *testing.F) {
	for _, seed := range []string{"7:delay+3", "1:drop", "4:crash-after-commit+2", "0:", ":", "1:hold+99999999999999999999"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, v string) {
		in, err := ParseIntervention(v)
		if err != nil {
			if strings.ContainsAny(err.Error(), "\n\r") {
				t.Fatalf("error spans lines: %q", err)
			}
			return
		}
		if in.Entry < 0 || in.Ticks < 0 || in.Ticks > engine.MaxDelay {
			t.Fatalf("%q: %+v", v, in)
		}
	})
}

// TestHistoryMerge: moves, undo, redo and clear as patches, the way the
// page sends them; a refused move is a problem and changes nothing.
func TestHistoryMerge(t *testing.T) {
	run := func(s State) (*engine.Result, error) { return s.Named().Run(s.Params()) }
	var h History
	cur, _ := Parse("scenario=request-lost")
	step := func(k, v string) []Problem {
		var probs []Problem
		cur, probs = h.Merge(cur, Patch{Values: map[string]string{k: v}}, run)
		return probs
	}
	if probs := step("intervene", "1:duplicate"); len(probs) != 0 {
		t.Fatal(probs)
	}
	step("intervene", "1:delay+2") // in place of the duplicate
	want := FaultsText(cur.Faults)
	if want != "c1.confirm#1:delay-request+2" {
		t.Fatalf("the second move: %s", want)
	}
	step("undo", "1")
	if FaultsText(cur.Faults) != "c1.confirm#1:duplicate-request" {
		t.Fatalf("undo: %s", FaultsText(cur.Faults))
	}
	step("redo", "1")
	if FaultsText(cur.Faults) != want {
		t.Fatalf("redo: %s, want %s", FaultsText(cur.Faults), want)
	}
	step("clear", "1")
	if len(cur.Faults) != 0 || !h.CanUndo() {
		t.Fatalf("clear: %v, undo %v", cur.Faults, h.CanUndo())
	}
	if probs := step("intervene", "999:drop"); len(probs) != 1 || probs[0].Code != "move-refused" || len(cur.Faults) != 0 {
		t.Fatalf("a refused move: %v %v", probs, cur.Faults)
	}
	step("seed", "7") // a knob is no move: undo still reaches the moves
	step("undo", "1")
	if FaultsText(cur.Faults) != want {
		t.Fatalf("undo after clear: %s", FaultsText(cur.Faults))
	}
	step("scenario", "response-lost")
	if h.CanUndo() || h.CanRedo() {
		t.Fatal("a new scenario keeps the old one's history")
	}
}

// TestHistoryMovesTheModelWithTheFaults: a step that changes the faults
// and the model together (a generated run made smaller, its luck as forced
// faults on the story with its fault rates at zero) is undone and redone
// whole; a change of the model alone is no move.
func TestHistoryMovesTheModelWithTheFaults(t *testing.T) {
	run := func(s State) (*engine.Result, error) { return s.Named().Run(s.Params()) }
	var h History
	cur, _ := Parse("scenario=random-faults&seed=3&m.clients=3")
	step := func(values map[string]string) {
		t.Helper()
		var probs []Problem
		if cur, probs = h.Merge(cur, Patch{Values: values}, run); len(probs) != 0 {
			t.Fatal(probs)
		}
	}
	link := func() string { return RunQuery(cur) }
	lucky := link()
	step(map[string]string{"faults": "c1.confirm#1:drop-response", "m.drop-request": "0", "m.crash": "0"})
	small := link()
	if !strings.Contains(small, "m.drop-request=0") || !strings.Contains(small, "m.clients=3") || len(cur.Faults) != 1 {
		t.Fatalf("the small run: %s", small)
	}
	step(map[string]string{"undo": "1"})
	if link() != lucky {
		t.Fatalf("undo: %s, want %s", link(), lucky)
	}
	step(map[string]string{"redo": "1"})
	if link() != small {
		t.Fatalf("redo: %s, want %s", link(), small)
	}
	step(map[string]string{"m.clients": "2"}) // the model alone: no move
	step(map[string]string{"undo": "1"})
	if !strings.Contains(link(), "m.clients=3") || strings.Contains(link(), "m.drop-request") || len(cur.Faults) != 0 {
		t.Fatalf("undo after a change of the model: %s", link())
	}
}
