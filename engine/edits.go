package engine

import "slices"

// A fixture's faults are its events (issue 56, item 1): the learner's
// edits of a story's events (an event added, changed or removed, events=)
// judged as forced faults are, each undone alone and the run made again.
//
// The CLI (coordsim run --why) and the export's worker (the page's "Which
// faults mattered?") judge edits; in the page's own WebAssembly they cost
// the first load 3.6 KB with brotli (measured 2026-12-06). So they are
// functions, and an edit's verdict (EditEffect) holds the edit beside a
// FaultEffect rather than in it.

// EventEdit is one of the learner's edits of a fixture's events, by the
// event's id: EditAdded, EditChanged or EditRemoved.
type EventEdit struct {
	ID   string
	Kind string
}

// The kinds of an edit.
const (
	EditAdded   = "added"
	EditChanged = "changed"
	EditRemoved = "removed"
)

// Edits lists the edits that make own, a story's events, into edited: in
// edited's order the events new or changed, then in own's order those
// removed.
func Edits(own, edited []Event) []EventEdit {
	var out []EventEdit
	eachEdit(own, edited, func(id, kind string) { out = append(out, EventEdit{id, kind}) })
	return out
}

// undo is edited with edit undone: an added event left out, a changed one
// as own has it, a removed one back before the first event after its tick.
func (edit EventEdit) undo(own, edited []Event) []Event {
	out := slices.Clone(edited)
	at := slices.IndexFunc(out, func(ev Event) bool { return ev.ID == edit.ID })
	was := slices.IndexFunc(own, func(o Event) bool { return o.ID == edit.ID })
	switch edit.Kind {
	case EditAdded:
		return slices.Delete(out, at, at+1)
	case EditChanged:
		out[at] = own[was]
		return out
	}
	next := slices.IndexFunc(out, func(ev Event) bool { return ev.Tick > own[was].Tick })
	if next < 0 {
		next = len(out)
	}
	return slices.Insert(out, next, own[was])
}

// EditEffect is one edit's verdict: FaultEffect's, with Fault zero.
// Unjudged: the events with only this edit undone do not run (a removed
// partition end without its removed start, say), so it is not judged
// alone: it neither mattered nor was inert, and it has no rows.
type EditEffect struct {
	Edit EventEdit
	FaultEffect
	Unjudged bool
}

// WhichEditsMattered judges each of the learner's edits of n's fixture
// (own, the story's events, edited into n.Fixture.Events), each undone
// alone and the run made again under p, as WhichMattered judges forced
// faults. An edit's rows are the entries of the edited event in the run
// with the edits (none for an event removed). An edit whose undoing alone
// leaves events the engine refuses is Unjudged; the others are judged.
func WhichEditsMattered(n Named, own []Event, p Params) ([]EditEffect, error) {
	if n.Fixture == nil {
		return nil, nil
	}
	with, err := Run(n.Fixture, p)
	if err != nil {
		return nil, err
	}
	edits := Edits(own, n.Fixture.Events)
	out := make([]EditEffect, len(edits))
	for i, edit := range edits {
		sc := *n.Fixture
		sc.Events = edit.undo(own, n.Fixture.Events)
		without, err := Run(&sc, p)
		if err != nil { // only this edit undone, the events do not run
			out[i] = EditEffect{Edit: edit, Unjudged: true}
			continue
		}
		out[i] = EditEffect{Edit: edit, FaultEffect: changed(with, without)}
		for row := range with.Trace {
			if edit.Kind != EditRemoved && with.Trace[row].EventID == edit.ID {
				out[i].Rows = append(out[i].Rows, row)
			}
		}
	}
	return out, nil
}
