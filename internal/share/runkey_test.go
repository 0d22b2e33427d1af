package share

import (
	"reflect"
	"slices"
	"testing"

	"coordsim/engine"
	"pgregory.net/rapid"
)

// linkRunKey is what RunKey was before it hashed typed values: the link of
// the state's run parameters.
func linkRunKey(s State) string {
	return Encode(State{Scenario: s.Scenario, Seed: s.Seed, Partition: s.Partition, Deadline: s.Deadline,
		Retention: s.Retention, Processing: s.Processing, Lease: s.Lease, Mutations: s.Mutations, Faults: s.Faults, Events: s.Events, Model: s.Model, B: s.B})
}

// TestRunKeyIsTheRunsLink: two pages have one RunKey exactly when the
// links of their runs' parameters are one, over random pages and patches
// of them; ScenarioKey likewise for the scenario, its model and events.
func TestRunKeyIsTheRunsLink(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a, _ := Parse(pageLink(t))
		a, _ = Merge(a, drawPatch(t))
		b := a
		if rapid.Bool().Draw(t, "same page") {
			b, _ = Merge(a, drawPatch(t))
		} else {
			b, _ = Parse(pageLink(t))
		}
		if (RunKey(a) == RunKey(b)) != (linkRunKey(a) == linkRunKey(b)) {
			t.Fatalf("RunKey %s and %s, links %s and %s", RunKey(a), RunKey(b), linkRunKey(a), linkRunKey(b))
		}
		sameScenario := a.Scenario == b.Scenario && reflect.DeepEqual(a.Model, b.Model) && EncodeEvents(a.Events) == EncodeEvents(b.Events) && (a.Events == nil) == (b.Events == nil)
		if (a.ScenarioKey() == b.ScenarioKey()) != sameScenario {
			t.Fatalf("ScenarioKey %s and %s for %s and %s", a.ScenarioKey(), b.ScenarioKey(), linkRunKey(a), linkRunKey(b))
		}
	})
}

// TestRunKeyTellsEveryFieldApart: changing any one field of an event, a
// fault, a model setting or run B's parameters changes the key (a field
// added later is changed here too, through reflection: unhashed, two runs
// that differ in it would share their key and the page show one for the
// other).
func TestRunKeyTellsEveryFieldApart(t *testing.T) {
	seed, n := uint64(1), int64(1)
	name := "reference"
	base := State{Scenario: "reference", Events: []engine.Event{{ID: "e", Tick: 1, Kind: engine.KindDeliver, Transition: &engine.Transition{From: "a", To: "b"}}},
		Faults: []engine.Fault{{Client: 1, Command: 1, Attempt: 1}}, Model: []engine.ModelSetting{{Name: "clients", Value: 2}},
		B: &BParams{Scenario: &name, Seed: &seed, Partition: &n, Deadline: &n, Retention: &n, Mutations: &[]engine.Mutation{}}}
	key := RunKey(base)
	changed := func(what string, change func(s *State, v reflect.Value), of func(s *State) reflect.Value) {
		for i := range of(&base).NumField() {
			s := base
			s.Events, s.Faults, s.Model = slices.Clone(base.Events), slices.Clone(base.Faults), slices.Clone(base.Model)
			b := *base.B
			s.B = &b
			f := of(&s).Field(i)
			change(&s, f)
			if RunKey(s) == key {
				t.Errorf("changing %s.%s leaves the run key", what, of(&s).Type().Field(i).Name)
			}
		}
	}
	other := func(_ *State, f reflect.Value) {
		switch f.Kind() {
		case reflect.String:
			f.SetString(f.String() + "x")
		case reflect.Int, reflect.Int64, reflect.Int32:
			f.SetInt(f.Int() + 1)
		case reflect.Bool:
			f.SetBool(!f.Bool())
		case reflect.Pointer:
			if f.IsNil() {
				f.Set(reflect.New(f.Type().Elem()))
			} else {
				f.Set(reflect.Zero(f.Type()))
			}
		default:
			t.Fatalf("a field of kind %s: teach this test to change it", f.Kind())
		}
	}
	changed("Event", other, func(s *State) reflect.Value { return reflect.ValueOf(&s.Events[0]).Elem() })
	changed("Fault", other, func(s *State) reflect.Value { return reflect.ValueOf(&s.Faults[0]).Elem() })
	changed("ModelSetting", other, func(s *State) reflect.Value { return reflect.ValueOf(&s.Model[0]).Elem() })
	changed("BParams", other, func(s *State) reflect.Value { return reflect.ValueOf(s.B).Elem() })
}
