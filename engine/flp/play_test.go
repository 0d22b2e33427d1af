package flp

import (
	"strings"
	"testing"
)

// FuzzParseMoves: what ParseMoves takes it writes back as it was written,
// and a replay of it never panics, whatever the moves name.
func FuzzParseMoves(f *testing.F) {
	for _, s := range []string{"s1.s2.d1.c3", "", "s0", "s4", "d0", "d01", "d99999", "x1", "s1..s2", ".", "c1.c2", strings.Repeat("s1.", 200) + "s1"} {
		f.Add(s)
	}
	start, _ := Start(WaitForTwo, AdoptOther, [N]int{0, 1, 1})
	f.Fuzz(func(t *testing.T, s string) {
		moves, err := ParseMoves(s)
		if err != nil {
			return
		}
		if back := FormatMoves(moves); back != s {
			t.Errorf("ParseMoves(%q) writes %q", s, back)
		}
		if len(moves) > MaxMoves {
			t.Errorf("ParseMoves(%q) took %d moves, over %d", s, len(moves), MaxMoves)
		}
		configs, err := Replay(start, moves)
		if err == nil && len(configs) != len(moves)+1 {
			t.Errorf("Replay(%q) gave %d configurations for %d moves", s, len(configs), len(moves))
		}
	})
}

// TestReplayStopsAtTheFirstRefusedMove: the configurations before it, and
// the move named by its place.
func TestReplayStopsAtTheFirstRefusedMove(t *testing.T) {
	start, _ := Start(WaitForAll, "", [N]int{0, 0, 1})
	moves, err := ParseMoves("s1.d1.s2")
	if err != nil {
		t.Fatal(err)
	}
	configs, err := Replay(start, moves)
	if err == nil || !strings.Contains(err.Error(), "move 2 (d1)") || len(configs) != 2 {
		t.Fatalf("Replay = %d configurations, %v; want 2 and move 2 (d1) refused (process 2 has not started)", len(configs), err)
	}
	if configs[1].Hash() == configs[0].Hash() || len(configs[1].Hash()) != 16 {
		t.Errorf("hashes %q and %q: want two different ones, 16 digits each", configs[0].Hash(), configs[1].Hash())
	}
}
