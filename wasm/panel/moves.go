package panel

import (
	"slices"

	"coordsim/engine"
	"coordsim/internal/share"
)

// The learner's moves, as the trace's rows offer them ("be the network").

// moveCodes is moves as the reply writes them.
func moveCodes(moves []engine.Move) []string {
	if len(moves) == 0 {
		return nil
	}
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = string(m)
	}
	return out
}

// MoveCodes are every move's code, in the menu's order.
func MoveCodes() []string { return moveCodes(engine.Moves) }

// Authored is what the learner has made of the run, for the moves' bar:
// how many moves (forced faults, or edited, added and removed events),
// whether undo and redo have a step to take, and the bar's sentence.
type Authored struct {
	Count   int    `json:"count"`
	Text    string `json:"text"`
	CanUndo bool   `json:"canUndo"`
	CanRedo bool   `json:"canRedo"`
}

// AuthoredOf is s's moves, with the history's flags. A lesson's own run
// (its events set by a "show me" or a step's set-up) holds none of the
// learner's: it says so rather than count the lesson's edits as theirs.
func AuthoredOf(s share.State, canUndo, canRedo bool) Authored {
	a := Authored{Count: share.MovesOf(s), CanUndo: canUndo, CanRedo: canRedo}
	switch {
	case a.Count > 0 && byLesson(s):
		a.Count, a.Text = 0, tr(s.Lang, "page.moves.lesson")
	case a.Count > 0:
		a.Text = tr(s.Lang, "page.moves.count", "count", itoa(a.Count))
	default:
		a.Text = tr(s.Lang, "page.moves.none")
	}
	return a
}

// LessonOwned is n, s's story, with its events not marked as the learner's
// when the lesson set them (a "show me" of an edited fixture): the trace,
// the canvas, the diagram and the event list then mark nothing "by you",
// as the moves' bar counts no move. A learner's own edit stays marked.
func LessonOwned(s share.State, n engine.Named) engine.Named {
	if n.Fixture == nil || !byLesson(s) {
		return n
	}
	sc := *n.Fixture
	sc.Events = slices.Clone(sc.Events)
	for i := range sc.Events {
		sc.Events[i].ByYou = false
	}
	n.Fixture = &sc
	return n
}

// byLesson reports whether s's events are one of the lesson's runs' own
// and it has no faults: the lesson made them, not the learner.
func byLesson(s share.State) bool {
	if s.Events == nil || len(s.Faults) > 0 {
		return false
	}
	events := share.EncodeEvents(s.Events)
	for _, r := range lessonRuns {
		if r.run.Scenario == s.Scenario && r.run.Events == events {
			return true
		}
	}
	return false
}

// ModelKnob is one of the network group's inputs: a generated story's
// model knob (engine.ModelKnobs) with its value in this run, its range,
// whether the link sets it, and its words.
type ModelKnob struct {
	Name    string `json:"name"`
	Value   int64  `json:"value"`
	Lo      int64  `json:"lo"`
	Hi      int64  `json:"hi"`
	Set     bool   `json:"set"`
	Label   string `json:"label"`
	Explain string `json:"explain"`
}

// ModelOf is the network group of named (s's story, its model applied),
// empty for a fixture.
func ModelOf(named engine.Named, s share.State) []ModelKnob {
	out := []ModelKnob{}
	if named.Model == nil {
		return out
	}
	for _, k := range engine.ModelKnobs {
		set := slices.ContainsFunc(s.Model, func(m engine.ModelSetting) bool { return m.Name == k.Name })
		out = append(out, ModelKnob{Name: k.Name, Value: k.Of(named.Model), Lo: k.Lo, Hi: k.Hi, Set: set,
			Label: tr(s.Lang, "page.model."+k.Name), Explain: tr(s.Lang, "page.model."+k.Name+".explain")})
	}
	return out
}
