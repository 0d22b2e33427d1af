package flp

import (
	"fmt"
	"reflect"
	"testing"
)

const testGap = 2

func inputsOf(n int) [N]int { return [N]int{n & 1, n >> 1 & 1, n >> 2 & 1} }

func mustStart(t *testing.T, p Protocol, r Rule, in [N]int) Config {
	t.Helper()
	c, err := Start(p, r, in)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestWaitForAllAgreesOrBlocks: under wait-for-all no schedule makes two
// processes decide differently; the inputs alone fix the decision (no
// configuration is bivalent); and a process that never starts leaves the
// others stuck for ever.
func TestWaitForAllAgreesOrBlocks(t *testing.T) {
	for n := range 8 {
		c := mustStart(t, WaitForAll, "", inputsOf(n))
		g := Explore(c, testGap)
		if g.Pruned != 0 {
			t.Errorf("%v: the search cut %d moves of a finite world", inputsOf(n), g.Pruned)
		}
		if g.Reaches(Config.Disagree) {
			t.Errorf("%v: two processes decided differently", inputsOf(n))
		}
		if g.Reaches(func(c Config) bool { v, _ := g.Valence(c); return v == Bivalent }) {
			t.Errorf("%v: a bivalent configuration", inputsOf(n))
		}
	}
	c := mustStart(t, WaitForAll, "", [N]int{0, 1, 1})
	g := Explore(c, testGap)
	if v, _ := g.Valence(c); v != OneValent {
		t.Errorf("inputs 0,1,1 start %s, want 1-valent", v)
	}
	crashed, err := c.Apply(Step{Kind: CrashStep, Proc: 2})
	if err != nil {
		t.Fatal(err)
	}
	if v, ok := g.Valence(crashed); !ok || v != Stuck {
		t.Errorf("process 2 crashed before it started: %s (%v), want stuck", v, ok)
	}
}

// TestWaitForTwoRules: under rule adopt-0 the network can make two
// processes decide differently; under adopt-other it never can, but it can
// keep every process undecided for ever, and the start of mixed inputs is
// bivalent with a critical step somewhere on the way to a decision.
func TestWaitForTwoRules(t *testing.T) {
	mixed := [N]int{0, 1, 1}
	zero := Explore(mustStart(t, WaitForTwo, AdoptZero, mixed), testGap)
	if !zero.Reaches(Config.Disagree) {
		t.Error("adopt-0: no schedule makes two processes decide differently")
	}
	for n := range 8 {
		g := Explore(mustStart(t, WaitForTwo, AdoptOther, inputsOf(n)), testGap)
		if g.Reaches(Config.Disagree) {
			t.Errorf("adopt-other, inputs %v: two processes decided differently", inputsOf(n))
		}
	}
	c := mustStart(t, WaitForTwo, AdoptOther, mixed)
	g := Explore(c, testGap)
	t.Logf("adopt-other from %v: %d configurations within %d rounds (%d moves cut there), %d undecided for ever", mixed, g.Size(), g.Gap, g.Pruned, g.UndecidedForever())
	if v, _ := g.Valence(c); v != Bivalent {
		t.Errorf("adopt-other from %v: %s, want bivalent", mixed, v)
	}
	if g.UndecidedForever() == 0 {
		t.Error("adopt-other: the network cannot keep the processes undecided")
	}
	if zero.UndecidedForever() != 0 {
		t.Errorf("adopt-0: %d configurations undecided for ever", zero.UndecidedForever())
	}
	// One crash before it starts, and the other two, one 0 and one 1,
	// take each other's value for ever: no decision, ever.
	crashed, err := c.Apply(Step{Kind: CrashStep, Proc: 1})
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := g.Valence(crashed); v != Stuck {
		t.Errorf("adopt-other, process 1 crashed before it started: %s, want stuck", v)
	}
	critical := g.Reaches(func(c Config) bool {
		for _, s := range c.Steps() {
			if g.Critical(c, s) {
				return true
			}
		}
		return false
	})
	if !critical {
		t.Error("adopt-other: no critical step")
	}
}

// TestStepsAreTheOnlyMoves: a step the network cannot make is refused and
// changes nothing; the same step from the same configuration gives the
// same configuration.
func TestStepsAreTheOnlyMoves(t *testing.T) {
	c := mustStart(t, WaitForTwo, AdoptOther, [N]int{0, 1, 1})
	for _, s := range []Step{{Kind: DeliverStep, Msg: 1}, {Kind: "hold"}, {Kind: StartStep, Proc: 3}} {
		if n, err := c.Apply(s); err == nil || !reflect.DeepEqual(n, c) {
			t.Errorf("%v in the start: %v", s, err)
		}
	}
	a, _ := c.Apply(Step{Kind: StartStep, Proc: 0})
	b, _ := c.Apply(Step{Kind: StartStep, Proc: 0})
	if !reflect.DeepEqual(a, b) || len(a.InFlight) != N-1 {
		t.Errorf("start twice: %+v, %+v", a, b)
	}
	if _, err := a.Apply(Step{Kind: StartStep, Proc: 0}); err == nil {
		t.Error("a process started twice")
	}
	for _, bad := range []struct {
		p  Protocol
		r  Rule
		in [N]int
	}{{"paxos", "", [N]int{}}, {WaitForTwo, "adopt-1", [N]int{}}, {WaitForAll, "", [N]int{0, 2, 1}}} {
		if _, err := Start(bad.p, bad.r, bad.in); err == nil {
			t.Errorf("Start(%v) took it", bad)
		}
	}
}

// FuzzParseInputs: what ParseInputs takes it gives back as written; it
// takes nothing but three 0s and 1s.
func FuzzParseInputs(f *testing.F) {
	for _, s := range []string{"0,1,1", "1,1,1", "0,1", "0,1,2", " 0,1,1", "0,1,1,", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		in, err := ParseInputs(s)
		if err != nil {
			return
		}
		if back := fmt.Sprintf("%d,%d,%d", in[0], in[1], in[2]); back != s {
			t.Errorf("ParseInputs(%q) = %v, which writes %q", s, in, back)
		}
	})
}
