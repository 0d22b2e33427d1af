package engine

import (
	"fmt"
	"slices"
	"testing"
)

// TestWhichEditsMattered: the learner edits the lesson's events under
// dedupe-off: the retry removed (without the retry nothing breaks: it
// mattered, it keeps duplicate-gets-first-result holding), the status read
// moved a tick later (inert), a read of their own added (it mattered: a
// user more, told the state at tick 7). Each is undone alone; the retry
// has no rows (it is gone), the others their event's rows in the edited
// run.
func TestWhichEditsMattered(t *testing.T) {
	n, err := LookupScenario("reference")
	if err != nil {
		t.Fatal(err)
	}
	own := n.Fixture.Events
	edited := slices.DeleteFunc(slices.Clone(own), func(ev Event) bool { return ev.ID == "e4-confirm-retry" })
	i := slices.IndexFunc(edited, func(ev Event) bool { return ev.ID == "e3-status-read" })
	edited[i].Tick++
	mine := edited[i]
	mine.ID, mine.Tick, mine.DedupeKey, mine.LogicalSequence = "my-read", 7, "read:order-42:status:9", 9
	edited = append(edited, mine)
	sc := *n.Fixture
	sc.Events = MarkEdited(own, edited)
	story := n
	story.Fixture = &sc
	p := n.Defaults
	p.Mutations = []Mutation{DedupeOff}
	got, err := WhichEditsMattered(story, own, p)
	if err != nil {
		t.Fatal(err)
	}
	var said []string
	for _, e := range got {
		said = append(said, fmt.Sprintf("%s %s mattered=%v %s %s %d breaks=%v rows=%v", e.Edit.ID, e.Edit.Kind, e.Mattered, e.What, e.Name, e.Tick, e.Breaks, e.Rows))
	}
	want := []string{
		"e3-status-read changed mattered=false   0 breaks=false rows=[3 8]",
		"my-read added mattered=true user read:order-42:status:9 7 breaks=false rows=[9 10]",
		"e4-confirm-retry removed mattered=true invariant duplicate-gets-first-result 6 breaks=false rows=[]",
	}
	if !slices.Equal(said, want) {
		t.Errorf("got\n%q\nwant\n%q", said, want)
	}

	// Each verdict is what undoing the edit alone changes.
	with, _ := Run(&sc, p)
	for k, e := range got {
		undone := sc
		undone.Events = e.Edit.undo(own, sc.Events)
		without, _ := Run(&undone, p)
		if e.Mattered != !sameSeen(with, without) || e.Mattered && !names(e.FaultEffect, with, without) {
			t.Errorf("edit %d %+v, but undone alone it changes: %v", k, e, !sameSeen(with, without))
		}
	}
	if got, _ := WhichEditsMattered(n, own, p); len(got) != 0 {
		t.Errorf("the story's own events have no edits to judge: %+v", got)
	}
}

// TestAnEditUndoneAloneThatDoesNotRun: removing the lesson's partition
// (its start and its end) is two edits, and undoing the end alone leaves an
// end without its start, which the engine refuses. That edit is Unjudged;
// the others are judged, and the answer stands (found by an attack round
// after issue 50: the one refusal failed coordsim run --why, and the
// page's "Which faults mattered?", for the whole run).
func TestAnEditUndoneAloneThatDoesNotRun(t *testing.T) {
	n, err := LookupScenario("reference")
	if err != nil {
		t.Fatal(err)
	}
	own := n.Fixture.Events
	edited := slices.DeleteFunc(slices.Clone(own), func(ev Event) bool { return ev.Kind == KindPartitionStart || ev.Kind == KindPartitionEnd })
	sc := *n.Fixture
	sc.Events = MarkEdited(own, edited)
	story := n
	story.Fixture = &sc
	got, err := WhichEditsMattered(story, own, n.Defaults)
	if err != nil {
		t.Fatalf("the answer failed: %v", err)
	}
	var unjudged, judged []string
	for _, e := range got {
		if e.Unjudged {
			unjudged = append(unjudged, e.Edit.ID)
			if e.Mattered || len(e.Rows) > 0 {
				t.Errorf("%s is unjudged, yet %+v", e.Edit.ID, e)
			}
			continue
		}
		judged = append(judged, e.Edit.ID)
	}
	if len(unjudged) != 1 || own[slices.IndexFunc(own, func(ev Event) bool { return ev.ID == unjudged[0] })].Kind != KindPartitionEnd || len(judged) != 1 {
		t.Fatalf("unjudged %v, judged %v: want the partition's end unjudged, its start judged", unjudged, judged)
	}
}
