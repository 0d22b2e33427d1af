package engine

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
)

// TestWhichMatteredNamesTheFaultThatBreaks: with the dedupe store and the
// guard off, the duplicate of the first confirm breaks at-most-one-effect
// (at tick 2); a drop of a third attempt never made, and a tick more on
// the ship's answer, change nothing a user or an invariant sees.
// Each acted where the trace marks it by you: the copy made and delivered
// (rows 2 and 5, counted from 1), the late answer (row 21); the drop on
// no row.
func TestWhichMatteredNamesTheFaultThatBreaks(t *testing.T) {
	n, err := LookupScenario("request-lost")
	if err != nil {
		t.Fatal(err)
	}
	p := n.Defaults
	p.Mutations = []Mutation{DedupeOff, UnguardedTransition}
	p.Faults = []Fault{{Client: 1, Command: 1, Attempt: 1, Kind: DuplicateRequest}, {Client: 1, Command: 1, Attempt: 3, Kind: DropRequest},
		{Client: 1, Command: 2, Attempt: 1, Kind: DelayResponse, Ticks: 1}}
	got, err := n.WhichMattered(p)
	if err != nil {
		t.Fatal(err)
	}
	want := []FaultEffect{{Fault: p.Faults[0], Mattered: true, What: "invariant", Name: InvAtMostOnceEffect, Tick: 2, Breaks: true, Rows: []int{1, 4}}, {Fault: p.Faults[1]}, {Fault: p.Faults[2], Rows: []int{20}}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v\nwant %+v", got, want)
	}
}

// TestMatteredFaultsChangeWhatIsSeen, over every generated story, with
// each mutation and with none, and random forced faults: a fault labelled
// mattered changes, when removed alone, what it names (its invariant's
// verdict, what its user is told, the outcome); an inert one changes no
// invariant's verdict, no user's answer (by the user's key: a fault can
// change the order users first send in, or whether one sends at all) and
// not the outcome; and each fault's rows are rows its move marked
// (checkFaultRows). Before users were compared by key, 300 draws found
// faults called inert that changed a user (their commands sent in another
// order, or one sent only without the fault).
func TestMatteredFaultsChangeWhatIsSeen(t *testing.T) {
	seen := map[bool]int{}
	for draw := range uint64(20) {
		r := rand.New(rand.NewPCG(56, draw))
		for _, n := range Scenarios() {
			if n.Model == nil {
				continue // a fixture's moves are edits of its events, not forced faults
			}
			for _, m := range append([]Mutation{""}, AllMutations...) {
				p := n.Defaults
				p.Seed = r.Uint64N(1000)
				if m != "" {
					p.Mutations = []Mutation{m}
				}
				p.Faults = randomFaults(r, n.Model)
				if n.Model.PartitionStart == 0 {
					p.Faults = slices.DeleteFunc(p.Faults, func(f Fault) bool { return f.Kind == HoldRequest || f.Kind == HoldResponse })
				}
				got, err := n.WhichMattered(p)
				if err != nil {
					continue // a mutation the story does not take, a fault it refuses
				}
				with, _ := n.Run(p)
				checkFaultRows(t, with, got)
				for i, e := range got {
					q := p
					q.Faults = slices.Delete(slices.Clone(p.Faults), i, i+1)
					without, _ := n.Run(q)
					seen[e.Mattered]++
					if e.Mattered != !sameSeen(with, without) || e.Mattered && !names(e, with, without) {
						t.Errorf("%s %s seed %d %v: %+v, but removed alone it changes: %v", n.Name, m, p.Seed, p.Faults, e, !sameSeen(with, without))
					}
				}
			}
		}
	}
	if seen[true] == 0 || seen[false] == 0 {
		t.Errorf("mattered %d, inert %d: the property needs both", seen[true], seen[false])
	}
}

// checkFaultRows: each fault's rows are rows its move marked (ByYou), no
// row is two faults', and every row a move marked is one fault's but a
// message lost to a crashed service (its crash's row is the fault's).
func checkFaultRows(t *testing.T, with *Result, effects []FaultEffect) {
	t.Helper()
	owner := map[int]int{}
	for k, e := range effects {
		for _, i := range e.Rows {
			if _, twice := owner[i]; twice || !with.Trace[i].ByYou {
				t.Errorf("%v: row %d (by you %v) is fault %d's and %d's", e.Fault, i, with.Trace[i].ByYou, owner[i], k)
			}
			owner[i] = k
		}
	}
	for i, e := range with.Trace {
		if _, ok := owner[i]; e.ByYou && !ok && e.Loss != LostServiceDown {
			t.Errorf("row %d (%s %s) is by you, and no fault's: %v", i, e.Kind, e.EventID, effects)
		}
	}
}

// sameSeen reports whether two runs show the same: every invariant's
// verdict, what every user is told (toldText, the truth check's words for
// it), the outcome.
func sameSeen(a, b *Result) bool {
	if a.Outcome() != b.Outcome() || len(a.Users) != len(b.Users) {
		return false
	}
	for i := range a.Invariants {
		if a.Invariants[i].Holds != b.Invariants[i].Holds {
			return false
		}
	}
	for i := range a.Users {
		if toldText(&a.Users[i]) != toldText(&b.Users[i]) {
			return false
		}
	}
	return true
}

// names reports whether what e names differs between the two runs.
func names(e FaultEffect, with, without *Result) bool {
	switch e.What {
	case "invariant":
		i := slices.IndexFunc(with.Invariants, func(v Verdict) bool { return v.Name == e.Name })
		return i >= 0 && with.Invariants[i].Holds != without.Invariants[i].Holds
	case "user": // told otherwise, or told only in one of the runs
		i := slices.IndexFunc(with.Users, func(u UserResult) bool { return u.Key == e.Name })
		j := slices.IndexFunc(without.Users, func(u UserResult) bool { return u.Key == e.Name })
		return (i >= 0 || j >= 0) && (i < 0 || j < 0 || toldText(&with.Users[i]) != toldText(&without.Users[j]))
	}
	return e.What == "outcome" && with.Outcome() == e.Name && without.Outcome() != e.Name
}

// randomFaults are one to four forced faults on m's attempts.
func randomFaults(r *rand.Rand, m *Model) []Fault {
	out := make([]Fault, 1+r.IntN(4))
	for i := range out {
		f := Fault{Client: 1 + r.IntN(m.Clients), Command: 1 + r.IntN(m.Commands), Attempt: 1 + r.IntN(m.MaxAttempts), Kind: FaultKinds[r.IntN(len(FaultKinds))]}
		if must, _ := f.Kind.TakesTicks(); must {
			f.Ticks = 1 + r.Int64N(3)
		}
		out[i] = f
	}
	return out
}

// TestShrinkIsOneMinimal: over every generated story with each mutation and
// random forced faults, for each invariant the run breaks, Shrink keeps a
// subset of the faults that still breaks it, from which leaving out any
// one fault keeps it holding; the same input gives the same set.
func TestShrinkIsOneMinimal(t *testing.T) {
	r := rand.New(rand.NewPCG(56, 2))
	shrunk := 0
	for _, n := range Scenarios() {
		if n.Model == nil {
			continue
		}
		for _, m := range AllMutations {
			p := n.Defaults
			p.Seed, p.Mutations = r.Uint64N(1000), []Mutation{m}
			p.Faults = append(randomFaults(r, n.Model), randomFaults(r, n.Model)...)
			if n.Model.PartitionStart == 0 {
				p.Faults = slices.DeleteFunc(p.Faults, func(f Fault) bool { return f.Kind == HoldRequest || f.Kind == HoldResponse })
			}
			res, err := n.Run(p)
			if err != nil {
				continue
			}
			for _, v := range res.Invariants {
				if v.Holds {
					continue
				}
				got, err := n.Shrink(p, v.Name, ShrinkBound{})
				if err != nil {
					t.Fatalf("%s %s: %v", n.Name, m, err)
				}
				again, _ := n.Shrink(p, v.Name, ShrinkBound{})
				if !slices.Equal(got, again) {
					t.Errorf("%s %s %s: %v, then %v", n.Name, m, v.Name, got, again)
				}
				if !breaksWith(n, p, got, v.Name) {
					t.Errorf("%s %s: %v does not break %s", n.Name, m, got, v.Name)
				}
				for i := range got {
					if breaksWith(n, p, slices.Delete(slices.Clone(got), i, i+1), v.Name) {
						t.Errorf("%s %s %s: %v is not 1-minimal: without %s it still breaks", n.Name, m, v.Name, got, got[i])
					}
				}
				shrunk += len(p.Faults) - len(got)
			}
		}
	}
	if shrunk == 0 {
		t.Error("no fault was ever left out: the property cannot tell Shrink from the identity")
	}
}

func breaksWith(n Named, p Params, faults []Fault, inv string) bool {
	p.Faults = faults
	res, err := n.Run(p)
	return err == nil && breaks(res, inv)
}

// TestShrinkEventsIsOneMinimal: every fixture story under each mutation and
// three partition lengths, for each invariant its run breaks, shrinks to a
// list of its events that still breaks it, with the partition's events,
// from which leaving out any one message keeps it holding (or makes a list
// the engine refuses); the same list each time.
func TestShrinkEventsIsOneMinimal(t *testing.T) {
	shrunk := 0
	for _, n := range Scenarios() {
		if n.Fixture == nil {
			continue
		}
		for _, m := range AllMutations {
			for _, part := range []int64{1, 4, 9} {
				p := n.Defaults
				p.Mutations, p.Partition = []Mutation{m}, part
				res, err := n.Run(p)
				if err != nil {
					continue
				}
				for _, v := range res.Invariants {
					if v.Holds {
						continue
					}
					got, err := n.ShrinkEvents(p, v.Name, ShrinkBound{})
					if err != nil {
						t.Fatalf("%s %s: %v", n.Name, m, err)
					}
					if again, _ := n.ShrinkEvents(p, v.Name, ShrinkBound{}); !slices.EqualFunc(got, again, SameEvent) {
						t.Errorf("%s %s %s: %d events, then %d", n.Name, m, v.Name, len(got), len(again))
					}
					if !breaksWithEvents(n, p, got, v.Name) {
						t.Errorf("%s %s: the %d events kept do not break %s", n.Name, m, len(got), v.Name)
					}
					if starts(got) != starts(n.Fixture.Events) {
						t.Errorf("%s %s %s: the partition's events are not all kept", n.Name, m, v.Name)
					}
					for i := range got {
						if got[i].Kind.IsMessage() && breaksWithEvents(n, p, slices.Delete(slices.Clone(got), i, i+1), v.Name) {
							t.Errorf("%s %s %s: not 1-minimal: without %s it still breaks", n.Name, m, v.Name, got[i].ID)
						}
					}
					shrunk += len(n.Fixture.Events) - len(got)
				}
			}
		}
	}
	if shrunk == 0 {
		t.Error("no event was ever left out: the property cannot tell ShrinkEvents from the identity")
	}
}

func breaksWithEvents(n Named, p Params, events []Event, inv string) bool {
	sc := *n.Fixture
	sc.Events = events
	res, err := Run(&sc, p)
	return err == nil && breaks(res, inv)
}

// starts counts events's partition starts and ends.
func starts(events []Event) int {
	return len(slices.DeleteFunc(slices.Clone(events), func(e Event) bool { return e.Kind.IsMessage() }))
}

// TestWhichOwnMattered judges a story's own faults, each taken out of the
// story alone: with every defense on, the lesson's lost request changes
// nothing anyone sees; the lost answer of late-retry-after-retention is
// what breaks duplicate-gets-first-result at tick 9. Over every story with
// faults of its own and each mutation, a fault called mattered changes
// what it names when taken out, an inert one nothing seen.
func TestWhichOwnMattered(t *testing.T) {
	judge := func(name string, p func(*Params)) []FaultEffect {
		n, err := LookupScenario(name)
		if err != nil {
			t.Fatal(err)
		}
		q := n.Defaults
		p(&q)
		got, err := WhichOwnMattered(n, q)
		if err != nil {
			t.Fatal(err)
		}
		return got
	}
	none := func(*Params) {}
	if got := judge("request-lost", none); len(got) != 1 || got[0].Mattered || got[0].Fault.Kind != DropRequest {
		t.Errorf("request-lost: %+v", got)
	}
	if got := judge("late-retry-after-retention", none); len(got) != 1 || !got[0].Mattered || got[0].Name != InvDuplicateFirst || got[0].Tick != 9 || !got[0].Breaks {
		t.Errorf("late-retry-after-retention: %+v", got)
	}
	if got := judge("reference", none); got != nil {
		t.Errorf("a fixture has no faults of its own to judge: %+v", got)
	}
	seen := map[bool]int{}
	for _, n := range Scenarios() {
		if n.Model == nil || len(n.Model.Faults) == 0 {
			continue
		}
		for _, m := range append([]Mutation{""}, AllMutations...) {
			p := n.Defaults
			if m != "" {
				p.Mutations = []Mutation{m}
			}
			got, err := WhichOwnMattered(n, p)
			if err != nil {
				continue // a mutation the story does not take
			}
			with, _ := n.Run(p)
			for i, e := range got {
				story, model := n, *n.Model
				model.Faults = slices.Delete(slices.Clone(model.Faults), i, i+1)
				story.Model = &model
				without, _ := story.Run(p)
				seen[e.Mattered]++
				if e.Mattered != !sameSeen(with, without) || e.Mattered && !names(e, with, without) {
					t.Errorf("%s %s: %+v, but taken out it changes: %v", n.Name, m, e, !sameSeen(with, without))
				}
			}
		}
	}
	if seen[true] == 0 || seen[false] == 0 {
		t.Errorf("mattered %d, inert %d: the property needs both", seen[true], seen[false])
	}
}
