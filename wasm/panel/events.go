package panel

import (
	"strconv"

	"coordsim/engine"
	"coordsim/internal/catalog"
	"coordsim/internal/share"
)

// Events is view=events: the run's event list as the editor shows it (the
// learner's, or the story's own), the words it needs, and what the fixture
// parser refused in the last edit, said in the page's language beside the
// field it names.
type Events struct {
	Fixture bool       `json:"fixture"` // a fixture story: its events can be edited
	Note    string     `json:"note"`    // what the list is (the story's own, or the learner's)
	Rows    []EventRow `json:"rows"`
	Kinds   []Label    `json:"kinds"`
	Error   *EventErr  `json:"error"` // null when the last edit ran
	// JSON is the events as fixture.json, the bytes `coordsim run
	// --fixture` runs to the page's trace SHA-256.
	JSON  string `json:"json"`
	Limit int    `json:"limit"` // the events a link holds
}

// EventRow is one event, each field as the editor's cell shows it.
type EventRow struct {
	ID       string `json:"id"`
	Tick     int64  `json:"tick"`
	Kind     string `json:"kind"`
	Seq      int64  `json:"seq"`
	Priority int64  `json:"priority"`
	Key      string `json:"key"`
	From     string `json:"from"`
	To       string `json:"to"`
	ByYou    bool   `json:"byYou"` // new or changed from the story's own
}

// EventErr is the parser's refusal: which row (from 0; -1 for the list)
// and field ("" for the row as a whole), and the sentence.
type EventErr struct {
	Row   int    `json:"row"`
	Field string `json:"field"`
	Text  string `json:"text"`
}

// EventKinds are the kinds an event may be, in the editor's order.
var EventKinds = []string{string(engine.KindDeliver), string(engine.KindDuplicate), string(engine.KindPartitionStart), string(engine.KindPartitionEnd)}

// EventsOf is the editor's view of s's events, with the refusal among
// probs, if any.
func EventsOf(named engine.Named, s share.State, probs []share.Problem) Events {
	lang := s.Lang
	v := Events{Fixture: named.Fixture != nil, Rows: []EventRow{}, Kinds: labelsOf(lang, EventKinds, "page.events.kind.", ""), Limit: share.MaxURLEvents}
	for _, p := range probs {
		if p.Fixture != nil {
			v.Error = eventErrOf(lang, p.Fixture)
		}
	}
	if named.Fixture == nil {
		v.Note = tr(lang, "page.events.generated")
		return v
	}
	for _, ev := range named.Fixture.Events {
		r := EventRow{ID: ev.ID, Tick: ev.Tick, Kind: string(ev.Kind), Seq: ev.LogicalSequence, Priority: ev.DeliveryPriority, Key: ev.DedupeKey, ByYou: ev.ByYou}
		if ev.Transition != nil {
			r.From, r.To = ev.Transition.From, ev.Transition.To
		}
		v.Rows = append(v.Rows, r)
	}
	v.JSON = string(share.FixtureJSON(named.Fixture.Events))
	v.Note = tr(lang, "page.events.own")
	if n := share.MovesOf(s); s.Events != nil && n > 0 {
		v.Note = tr(lang, "page.events.edited", "count", itoa(n))
	}
	return v
}

// eventErrOf says fe in lang: where, then what.
func eventErrOf(lang string, fe *engine.FieldError) *EventErr {
	where := tr(lang, "page.events.where.list")
	switch {
	case fe.Index >= 0 && fe.Name != "":
		field := strconv.Quote(fe.Name) // a field the schema does not have
		if catalog.Has("page.events.col." + fe.Name) {
			field = tr(lang, "page.events.col."+fe.Name)
		}
		where = tr(lang, "page.events.where.row", "row", itoa(fe.Index+1), "field", field)
	case fe.Index >= 0:
		where = tr(lang, "page.events.where.event", "row", itoa(fe.Index+1))
	}
	what := tr(lang, "page.events.err."+fe.Code, "value", share.Escape(fe.Value), "min", i64(fe.Lo), "max", i64(fe.Hi),
		"other", strconv.Itoa(fe.Other+1))
	return &EventErr{Row: fe.Index, Field: fe.Name, Text: where + ": " + what}
}
