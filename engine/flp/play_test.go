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

// The plays the search shows are plays: the shortest disagreement replays
// to two different decisions, and the endless play keeps everyone
// undecided and comes back, from its loop on, to where the loop began.
func TestSearchShowsItsFindingsAsPlays(t *testing.T) {
	start, _ := Start(WaitForTwo, AdoptZero, [N]int{0, 1, 1})
	g := Explore(start, 2)
	moves, ok := g.PlayTo(Config.Disagree)
	if !ok {
		t.Fatal("adopt-0: no play to a disagreement")
	}
	configs, err := Replay(start, moves)
	if err != nil || !configs[len(configs)-1].Disagree() {
		t.Fatalf("adopt-0: %s does not end in a disagreement (%v)", FormatMoves(moves), err)
	}
	if _, _, ok := g.Endless(); ok {
		t.Error("adopt-0 always ends, yet an endless play was found")
	}

	start, _ = Start(WaitForTwo, AdoptOther, [N]int{0, 1, 1})
	g = Explore(start, 2)
	moves, loop, ok := g.Endless()
	if !ok {
		t.Fatal("adopt-other: no endless play")
	}
	configs, err = Replay(start, moves)
	if err != nil || loop >= len(moves) {
		t.Fatalf("adopt-other: %s, loop at %d: %v", FormatMoves(moves), loop, err)
	}
	for i, c := range configs {
		if c.Decisions() != 0 {
			t.Fatalf("adopt-other: after move %d of %s a process has decided", i, FormatMoves(moves))
		}
	}
	if a, b := string(key(nil, configs[loop])), string(key(nil, configs[len(configs)-1])); a != b {
		t.Errorf("adopt-other: the play does not come back to where its loop began (%q, %q)", a, b)
	}
	if _, ok := g.PlayTo(Config.Disagree); ok {
		t.Error("adopt-other never disagrees, yet a play to a disagreement was found")
	}
	if b, c := g.Bivalent(); b == 0 || c == 0 {
		t.Errorf("adopt-other: %d bivalent configurations, %d critical moves", b, c)
	}
}
