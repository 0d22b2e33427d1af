package engine

import (
	"slices"
	"strconv"
)

// EditFor is the events a move at entry in.Entry of r (a run of fixture
// events) makes: a drop removes the message's event, a duplicate adds a
// second copy right after it, a delay moves it in.Ticks later, a hold moves
// it to the partition's start, so it waits until the partition ends. The
// result is in the order events are listed: by tick, an event moved to a
// tick going after those already there.
func (n Named) EditFor(r *Result, events []Event, in Intervention) ([]Event, error) {
	if err := n.checkMove(r, in); err != nil {
		return nil, err
	}
	id := r.Trace[in.Entry].EventID
	i := slices.IndexFunc(events, func(ev Event) bool { return ev.ID == id })
	if i < 0 {
		return nil, &ParamError{"intervene", strconv.Quote(id), "names no event of this run"}
	}
	out := slices.Clone(events)
	ev := out[i]
	switch in.Move {
	case MoveDrop:
		return slices.Delete(out, i, i+1), nil
	case MoveDuplicate:
		dup := ev
		dup.Kind, dup.ID = KindDuplicate, freeID(out, ev.ID+"-dup")
		return slices.Insert(out, i+1, dup), nil
	case MoveDelay:
		ev.Tick = min(ev.Tick+in.Ticks, MaxTick)
	case MoveHold:
		start, _ := partitionSpan(r)
		ev.Tick = start
	}
	out = slices.Delete(out, i, i+1)
	at := len(out)
	for j := range out {
		if out[j].Tick > ev.Tick {
			at = j
			break
		}
	}
	return slices.Insert(out, at, ev), nil
}

// freeID is id, or id with the first number after it that no event has.
func freeID(events []Event, id string) string {
	taken := func(s string) bool { return slices.ContainsFunc(events, func(ev Event) bool { return ev.ID == s }) }
	if !taken(id) {
		return id
	}
	for k := 2; ; k++ {
		if s := id + strconv.Itoa(k); !taken(s) {
			return s
		}
	}
}

// EditedEvents lists the ids of events that are new or changed in edited,
// compared with the story's own: what the learner made, for the "by you"
// marks.
func EditedEvents(own, edited []Event) map[string]bool {
	out := map[string]bool{}
	eachEdit(own, edited, func(id, kind string) {
		if kind != EditRemoved {
			out[id] = true
		}
	})
	return out
}

// eachEdit calls f with each edit that makes own, a story's events, into
// edited (by event id, and EditAdded, EditChanged or EditRemoved): in
// edited's order the events new or changed, then in own's order those
// removed. EditedEvents, EventEdits and Edits read them.
func eachEdit(own, edited []Event, f func(id, kind string)) {
	for _, ev := range edited {
		switch i := slices.IndexFunc(own, func(o Event) bool { return o.ID == ev.ID }); {
		case i < 0:
			f(ev.ID, EditAdded)
		case !SameEvent(own[i], ev):
			f(ev.ID, EditChanged)
		}
	}
	for _, o := range own {
		if !slices.ContainsFunc(edited, func(ev Event) bool { return ev.ID == o.ID }) {
			f(o.ID, EditRemoved)
		}
	}
}

// SameEvent reports whether a and b are one event as a fixture or a link
// writes it: every field but ByYou (a fact the page marks, not the event).
func SameEvent(a, b Event) bool {
	if (a.Transition == nil) != (b.Transition == nil) || a.Transition != nil && *a.Transition != *b.Transition {
		return false
	}
	a.Transition, b.Transition = nil, nil
	a.ByYou, b.ByYou = false, false
	return a == b
}

// MarkEdited is edited with ByYou set on each event new or changed from
// own's, and only on those.
func MarkEdited(own, edited []Event) []Event {
	changed := EditedEvents(own, edited)
	out := slices.Clone(edited)
	for i := range out {
		out[i].ByYou = changed[out[i].ID]
	}
	return out
}

// EventEdits counts the learner's edits of own: events new or changed in
// edited, and events of own that edited no longer has.
func EventEdits(own, edited []Event) int {
	n := 0
	eachEdit(own, edited, func(string, string) { n++ })
	return n
}
