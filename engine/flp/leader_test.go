package flp

import (
	"fmt"
	"testing"
)

// leaderWorlds are the timings the tests search: every input at GST 0 to
// 2 with delta 1, and mixed inputs at a later GST and a longer delta.
func leaderWorlds(t *testing.T) map[string]*Graph {
	t.Helper()
	out := map[string]*Graph{}
	add := func(in [N]int, gst, delta int) {
		c, err := mustStart(t, Leader, "", in).Timed(gst, delta)
		if err != nil {
			t.Fatal(err)
		}
		out[fmt.Sprintf("inputs %v gst %d delta %d", in, gst, delta)] = Explore(c, testGap)
	}
	for n := range 8 {
		for gst := range 3 {
			add(inputsOf(n), gst, 1)
		}
	}
	add([N]int{0, 1, 1}, 4, 1)
	add([N]int{1, 0, 0}, 2, 2)
	return out
}

// TestLeaderProtocol: in every schedule up to the search's horizon, no two
// processes decide differently (whatever GST); after GST every live
// process has decided within Settle ticks, and not sooner in some
// schedule of some GST (the bound is the protocol's, not a loose one);
// before GST the network can keep the outcome open: from inputs 0,1,1 a
// configuration at GST is still bivalent.
func TestLeaderProtocol(t *testing.T) {
	tight := map[int]bool{}
	for name, g := range leaderWorlds(t) {
		c := g.configs[0]
		settle := c.GST + Settle(c.Delta)
		if g.Reaches(Config.Disagree) {
			t.Errorf("%s: two processes decided differently", name)
		}
		if moves, ok := g.UndecidedAt(settle); ok {
			t.Errorf("%s: undecided after tick %d (GST + Settle): %s", name, settle, FormatMoves(moves))
		}
		_, sooner := g.UndecidedAt(settle - 1)
		tight[c.Delta] = tight[c.Delta] || sooner
		open := g.Reaches(func(x Config) bool { v, _ := g.Valence(x); return x.Now == c.GST && v == Bivalent })
		if c.Inputs() == [N]int{0, 1, 1} && c.GST > 0 && !open {
			t.Errorf("%s: no configuration at GST is bivalent", name)
		}
	}
	if !tight[1] {
		t.Errorf("with delta 1, every process decided by tick GST + Settle - 1 at every GST: Settle is looser than the protocol")
	}
}

// TestLeaderTiming: Timed takes GST and delta within their limits, for the
// leader protocol only.
func TestLeaderTiming(t *testing.T) {
	c := mustStart(t, Leader, "", [N]int{0, 1, 1})
	if c.GST != DefaultGST || c.Delta != DefaultDelta {
		t.Errorf("a leader play starts at GST %d delta %d, want the defaults", c.GST, c.Delta)
	}
	for _, bad := range [][2]int{{-1, 1}, {MaxGST + 1, 1}, {0, 0}, {0, MaxDelta + 1}} {
		if _, err := c.Timed(bad[0], bad[1]); err == nil {
			t.Errorf("Timed(%d, %d) accepted", bad[0], bad[1])
		}
	}
	if _, err := mustStart(t, WaitForTwo, AdoptOther, [N]int{0, 1, 1}).Timed(1, 1); err == nil {
		t.Error("a wait protocol took a GST")
	}
}
