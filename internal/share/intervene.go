package share

import (
	"slices"
	"strconv"
	"strings"

	"coordsim/engine"
)

// The learner's moves ("be the network"): set({intervene: "ROW:MOVE[+TICKS]"})
// names a row of the run as the page numbers it (from 1) and one of
// engine.Moves ("7:delay+3", "4:crash-after-commit"). Intervene turns it into
// what the URL holds: a forced fault in faults= for a generated story, an
// edit of events= for a fixture, so a reload or a share link replays it.

// ParseIntervention reads an intervene value.
func ParseIntervention(v string) (engine.Intervention, error) {
	bad := func(reason string) (engine.Intervention, error) {
		return engine.Intervention{}, &engine.ParamError{Field: "intervene", Value: engine.QuoteShort(v), Reason: reason}
	}
	row, move, ok := strings.Cut(v, ":")
	n, err := strconv.Atoi(row)
	if !ok || err != nil || !digits(row) || n < 1 {
		return bad("is not ROW:MOVE, like 7:drop (the row as the trace numbers it, from 1)")
	}
	move, ticksText, hasTicks := strings.Cut(move, "+")
	in := engine.Intervention{Entry: n - 1, Move: engine.Move(move)}
	if !slices.Contains(engine.Moves, in.Move) {
		return bad("is not a known move (known: " + moveNames() + ")")
	}
	if hasTicks {
		t, err := strconv.ParseInt(ticksText, 10, 64)
		if err != nil || !digits(ticksText) || t < 1 || t > engine.MaxDelay {
			return bad("gives no ticks (1.." + strconv.Itoa(engine.MaxDelay) + ") after +")
		}
		in.Ticks = t
	}
	return in, nil
}

func moveNames() string {
	names := make([]string, len(engine.Moves))
	for i, m := range engine.Moves {
		names[i] = string(m)
	}
	return strings.Join(names, ", ")
}

// Intervene is s with move in made on r, s's run: its faults with the new
// fault in place of any on the same part of the attempt, or its events
// edited.
func Intervene(s State, r *engine.Result, in engine.Intervention) (State, error) {
	named := s.Named()
	if named.Model != nil {
		f, err := named.FaultFor(r, in)
		if err != nil {
			return s, err
		}
		faults := slices.DeleteFunc(slices.Clone(s.Faults), func(g engine.Fault) bool { return sameAttempt(f, g) })
		if len(faults) >= MaxFaults {
			return s, &engine.ParamError{Field: "intervene", Value: strconv.Itoa(in.Entry + 1), Reason: "would make more than " + strconv.Itoa(MaxFaults) + " interventions"}
		}
		s.Faults = append(faults, f)
		slices.SortFunc(s.Faults, compareFaults)
		return s, nil
	}
	events, err := named.EditFor(r, named.Fixture.Events, in)
	if err != nil {
		return s, err
	}
	if len(events) > MaxURLEvents {
		return s, &engine.ParamError{Field: "intervene", Value: strconv.Itoa(in.Entry + 1), Reason: "would make more than " + strconv.Itoa(MaxURLEvents) + " events, more than a link holds (download the fixture instead)"}
	}
	s.Events = events
	return s, nil
}

// Authored is what the learner made of a run: its faults and its events
// (nil: the story's own). History keeps what undo and redo step through.
// Model is the state's model settings; WithModel says a step of the
// history moves them too (a generated run made smaller with its luck as
// forced faults sets the fault rates at zero, and its undo puts them
// back). A change of the model alone is not a move.
type Authored struct {
	Faults    []engine.Fault
	Events    []engine.Event
	Model     []engine.ModelSetting
	WithModel bool
}

// Equal says whether a and b made the same run.
func (a Authored) Equal(b Authored) bool {
	return slices.Equal(a.Faults, b.Faults) && (a.Events == nil) == (b.Events == nil) && slices.EqualFunc(a.Events, b.Events, engine.SameEvent)
}

// Key names a for a set of them (the challenge search's): equal keys,
// equal moves.
func (a Authored) Key() string {
	return scenarioKey(State{Events: a.Events}) + runKey(State{Faults: a.Faults})
}

// MovesOf counts the learner's moves in s: its forced faults, or, for a
// fixture story with the learner's events, the events new, changed or
// removed from the story's own.
func MovesOf(s State) int {
	if s.Events == nil {
		return len(s.Faults)
	}
	own, err := engine.LookupScenario(s.Scenario)
	if err != nil || own.Fixture == nil {
		return len(s.Faults)
	}
	return engine.EventEdits(own.Fixture.Events, s.Events)
}

// AuthoredOf is s's faults, events and model settings.
func AuthoredOf(s State) Authored {
	return Authored{Faults: s.Faults, Events: s.Events, Model: s.Model}
}

// History is the learner's moves, for undo and redo: Undo holds what came
// before each change, newest last; Redo what an undo took back.
type History struct{ undo, redo []Authored }

// maxHistory bounds the moves kept.
const maxHistory = 200

// Did records that the run changed from before to after: a new move
// clears what could be redone.
func (h *History) Did(before, after Authored) {
	if before.Equal(after) {
		return
	}
	h.undo = append(h.undo, before)
	if len(h.undo) > maxHistory {
		h.undo = slices.Delete(h.undo, 0, 1)
	}
	h.redo = h.redo[:0]
}

// Undo is what to go back to from cur, false when there is nothing.
func (h *History) Undo(cur Authored) (Authored, bool) { return step(&h.undo, &h.redo, cur) }

// Redo is what an undo took back, false when there is nothing.
func (h *History) Redo(cur Authored) (Authored, bool) { return step(&h.redo, &h.undo, cur) }

// step takes the newest of from, and keeps cur on to, to step back.
func step(from, to *[]Authored, cur Authored) (Authored, bool) {
	if len(*from) == 0 {
		return cur, false
	}
	next := (*from)[len(*from)-1]
	*from = (*from)[:len(*from)-1]
	cur.WithModel = next.WithModel // stepping back moves the model back as it came
	*to = append(*to, cur)
	return next, true
}

// CanUndo and CanRedo say whether there is a step to take.
func (h *History) CanUndo() bool { return len(h.undo) > 0 }
func (h *History) CanRedo() bool { return len(h.redo) > 0 }

// MoveKeys are the patch keys History.Merge reads before share.Merge: a move
// (intervene=ROW:MOVE[+TICKS]) and undo, redo and clear (1; 0 asks for
// nothing).
var MoveKeys = []string{"intervene", "undo", "redo", "clear"}

// Merge is share.Merge with the learner's moves: it makes patch p's move,
// undo, redo or clear into faults= and events= on cur (the state whose run
// run gives), and keeps the history: a change to what the learner made is
// recorded (undo and redo step through it), a new scenario starts afresh.
// A move that cannot be made is a problem and changes nothing.
func (h *History) Merge(cur State, p Patch, run func(State) (*engine.Result, error)) (State, []Problem) {
	values := map[string]string{}
	for k, v := range p.Values {
		values[k] = v
	}
	before := AuthoredOf(cur)
	var refused []Problem
	var made *Authored
	stepped := false
	for _, k := range MoveKeys {
		v, ok := values[k]
		if !ok {
			continue
		}
		delete(values, k)
		if k != "intervene" && (v == "" || v == "0") {
			continue // undo: false asks for nothing
		}
		var to Authored
		var err error
		switch k {
		case "intervene":
			to, err = moved(cur, v, run)
		case "undo":
			to, stepped = h.Undo(before)
		case "redo":
			to, stepped = h.Redo(before)
		case "clear":
			to = Authored{}
		}
		if err != nil {
			refused = append(refused, problem("intervene", v, "move-refused", 0, 0, "", err.Error()))
			continue
		}
		made = &to
		break
	}
	if made != nil && made.WithModel {
		for k, v := range modelValues(cur.Model, made.Model) {
			values[k] = v
		}
	}
	s, probs := Merge(cur, Patch{Values: values, NamesB: p.NamesB, Authored: made})
	switch {
	case s.Scenario != cur.Scenario:
		*h = History{}
	case !stepped:
		after := AuthoredOf(s)
		before.WithModel = !before.Equal(after) && !slices.Equal(before.Model, after.Model) // one step, undone whole
		h.Did(before, after)
	}
	return s, append(probs, refused...)
}

// modelValues are the m. parameters that make settings from into to: each
// of to's, and "" (the story's own) for each of from's that to has not.
func modelValues(from, to []engine.ModelSetting) map[string]string {
	out := map[string]string{}
	for _, s := range from {
		out[modelPrefix+s.Name] = ""
	}
	for _, p := range encodeModel(to) {
		out[p[0]] = p[1]
	}
	return out
}

// moved is cur's authored parts after the move v.
func moved(cur State, v string, run func(State) (*engine.Result, error)) (Authored, error) {
	in, err := ParseIntervention(v)
	if err != nil {
		return Authored{}, err
	}
	r, err := run(cur)
	if err != nil {
		return Authored{}, err
	}
	next, err := Intervene(cur, r, in)
	if err != nil {
		return Authored{}, err
	}
	return AuthoredOf(next), nil
}

// Patch is the patch that makes a run's authored parts a.
func (a Authored) Patch() Patch { return Patch{Values: map[string]string{}, Authored: &a} }
