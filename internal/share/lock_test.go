package share

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"coordsim/engine"
)

// randomPatch names a few parameters with values a page, a course or a
// learner's saved link might send: other scenarios (which bring their own
// story's knobs), knobs, mutations, the learner's events, language, view.
func randomPatch(r *rand.Rand) Patch {
	names := strings.Split(engine.ScenarioNames(), ", ")
	events := engine.Reference().Events[:3]
	gen := map[string]func() string{
		"scenario":  func() string { return names[r.IntN(len(names))] },
		"seed":      func() string { return strconv.Itoa(r.IntN(50)) },
		"partition": func() string { return strconv.Itoa(1 + r.IntN(12)) },
		"deadline":  func() string { return strconv.Itoa(1 + r.IntN(20)) },
		"retention": func() string { return strconv.Itoa(r.IntN(10)) },
		"mutations": func() string { return []string{"", "dedupe-off", "unguarded-transition,dedupe-off"}[r.IntN(3)] },
		"events":    func() string { return []string{"", EncodeEvents(events)}[r.IntN(2)] },
		"lang":      func() string { return []string{"en", "ja"}[r.IntN(2)] },
		"view":      func() string { return Views[r.IntN(len(Views))] },
		"t":         func() string { return strconv.Itoa(r.IntN(12)) },
	}
	keys := make([]string, 0, len(gen))
	for k := range gen {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	p := Patch{Values: map[string]string{}}
	for range 1 + r.IntN(3) {
		k := keys[r.IntN(len(keys))]
		p.Values[k] = gen[k]()
	}
	return p
}

// A locked value changes by no path (issue 50): whatever a patch names,
// the locked values after a Merge are the ones before, and a patch that
// named or would have moved one says so with the locked problem. Before,
// ?seed=5&lock=seed then scenario=response-lost gave seed 20260731.
func TestLockedValuesMoveByNoPatch(t *testing.T) {
	r := rand.New(rand.NewPCG(50, 2))
	starts := []string{"seed=5&lock=seed", "scenario=response-lost&lock=scenario,partition", "partition=4&lock=partition,events",
		"lang=ja&view=spacetime&lock=lang,view", "mutations=dedupe-off&lock=mutations,deadline", "scenario=random-faults&lock=model,retention"}
	for _, start := range starts {
		cur, probs := Parse(start)
		if len(probs) > 0 {
			t.Fatalf("%s: %v", start, probs)
		}
		for range 300 {
			p := randomPatch(r)
			next, probs := Merge(cur, p)
			moved := false
			for _, key := range Lockable {
				if cur.Locked(key) && lockedValue(next, key) != lockedValue(cur, key) {
					t.Fatalf("%s, then %v: locked %s moved from %q to %q", start, p.Values, key, lockedValue(cur, key), lockedValue(next, key))
				}
			}
			refused := slices.ContainsFunc(probs, func(pr Problem) bool { return pr.Code == "locked" })
			if free, _ := Merge(State{Scenario: cur.Scenario, Seed: cur.Seed, Partition: cur.Partition, Deadline: cur.Deadline, Retention: cur.Retention,
				Mutations: cur.Mutations, Events: cur.Events, Model: cur.Model, Lang: cur.Lang, View: cur.View}, p); true {
				for _, key := range Lockable {
					moved = moved || cur.Locked(key) && lockedValue(free, key) != lockedValue(cur, key)
				}
			}
			for k := range p.Values {
				moved = moved || cur.Locked(k) // named: refused even with the same value, as before
			}
			if moved != refused {
				t.Fatalf("%s, then %v: it names or would move a locked value: %v; refused with the locked problem: %v (%v)", start, p.Values, moved, refused, probs)
			}
			cur = next
		}
	}
}

// The paths that replace more than a patch names: a learner's whole saved
// link, loaded over a locked page, keeps the page's embedding and is
// refused when it would move a locked value.
func TestKeepLockedOverAWholeLink(t *testing.T) {
	cur, _ := Parse("seed=5&embed=1&origin=https://course.example&lock=seed")
	link, _ := Parse("seed=7&partition=3")
	got, probs := KeepLocked(cur, link)
	if got.Seed != 5 || got.Partition != cur.Partition || len(probs) != 1 || probs[0].Field != "seed" || probs[0].Code != "locked" {
		t.Errorf("a link moving the locked seed: seed %d, partition %d, problems %v", got.Seed, got.Partition, probs)
	}
	link, _ = Parse("seed=5&partition=3")
	got, probs = KeepLocked(cur, link)
	if got.Partition != 3 || len(probs) != 0 || !got.Embed || got.Origin != cur.Origin || !slices.Equal(got.Lock, cur.Lock) {
		t.Errorf("a link keeping the locked seed: %+v, problems %v", got, probs)
	}
}

// A lab step's set-up over a course's lock (issue 52, item 5) runs around
// the locked knobs instead of being refused (lock=partition made step 4's
// set-up fail silently, so the lab could never complete), and is refused
// as any change where the lock fixes the story itself. Either way no
// locked value moves, whatever else the set-up names.
func TestLabSetUpRunsAroundALock(t *testing.T) {
	step4 := Patch{Values: map[string]string{"lab": "4", "scenario": "reference", "seed": "20260731", "partition": "4", "deadline": "8", "t": "0"}}
	for _, c := range []struct {
		start                string
		p                    Patch
		seed, partition, lab int64
		refused              bool
	}{
		{"partition=9&seed=5&lock=partition,seed", step4, 5, 9, 4, false},
		{"scenario=reference&lock=scenario,seed", step4, 20260731, 4, 4, false}, // the guide's example: the step names the locked scenario as it is
		{"scenario=response-lost&seed=5&lock=seed", Patch{Values: map[string]string{"lab": "1", "scenario": "reference"}}, 5, 4, 1, false},
		{"scenario=response-lost&lock=scenario", Patch{Values: map[string]string{"lab": "1", "scenario": "reference"}}, 20260731, 2, 1, true}, // the story stays, and says why
	} {
		cur, probs := Parse(c.start)
		if len(probs) > 0 {
			t.Fatalf("%s: %v", c.start, probs)
		}
		next, probs := Merge(cur, c.p)
		refused := slices.ContainsFunc(probs, func(pr Problem) bool { return pr.Code == "locked" })
		if refused != c.refused || int64(next.Seed) != c.seed || next.Partition != c.partition || next.Lab != c.lab {
			t.Errorf("%s, then %v: seed %d partition %d lab %d, refused %v (%v); want seed %d partition %d lab %d, refused %v",
				c.start, c.p.Values, next.Seed, next.Partition, next.Lab, refused, probs, c.seed, c.partition, c.lab, c.refused)
		}
	}
	r := rand.New(rand.NewPCG(52, 5))
	for _, start := range []string{"seed=5&lock=seed", "partition=9&lock=partition,deadline", "scenario=response-lost&lock=scenario,partition", "mutations=dedupe-off&lock=mutations"} {
		cur, _ := Parse(start)
		for range 300 {
			p := randomPatch(r)
			p.Values["lab"] = strconv.Itoa(1 + r.IntN(5))
			next, _ := Merge(cur, p)
			for _, key := range Lockable {
				if cur.Locked(key) && lockedValue(next, key) != lockedValue(cur, key) {
					t.Fatalf("%s, then the set-up %v: locked %s moved from %q to %q", start, p.Values, key, lockedValue(cur, key), lockedValue(next, key))
				}
			}
			cur = next
		}
	}
}
