package share

import (
	"strings"
	"testing"

	"coordsim/engine/flp"
)

// A play written to a link reads back the same, and an unchanged default
// writes nothing in another view (older links read as before).
func TestFLPPlayRoundTrips(t *testing.T) {
	s, probs := Parse("scenario=reference&view=flp&flp=wait-for-two&rule=adopt-0&inputs=1,0,1&moves=s2.s3.d2")
	if len(probs) != 0 {
		t.Fatal(probs)
	}
	p := s.Play()
	if p.Rule != flp.AdoptZero || p.InputsText() != "1,0,1" || flp.FormatMoves(p.Moves) != "s2.s3.d2" {
		t.Fatalf("read %+v", p)
	}
	q := Encode(s)
	if !strings.Contains(q, "flp=wait-for-two&rule=adopt-0&inputs=1,0,1&moves=s2.s3.d2") {
		t.Errorf("Encode wrote %q", q)
	}
	if again, _ := Parse(q); !again.Play().equal(p) {
		t.Errorf("%q read back as %+v", q, again.Play())
	}
	if q := Encode(Defaults); strings.Contains(q, "flp=") || strings.Contains(q, "moves=") {
		t.Errorf("the default play written outside its view: %q", q)
	}
}

// A move the network cannot make where it comes is a problem naming it;
// the play keeps the moves before it. A move of no known form drops them
// all, as any bad value.
func TestFLPMovesRefusedWhereTheyCannotBeMade(t *testing.T) {
	s, probs := Parse("view=flp&flp=wait-for-all&inputs=0,0,1&moves=s1.d1.s2")
	if got := flp.FormatMoves(s.Play().Moves); got != "s1" {
		t.Errorf("kept %q, want s1 (d1 goes to process 2, not started)", got)
	}
	if len(probs) != 1 || probs[0].Code != "flp-move" || probs[0].Min != 2 || probs[0].Fallback != "s1" {
		t.Errorf("problems %+v", probs)
	}
	s, probs = Parse("view=flp&moves=s1.x9&inputs=0,1&flp=paxos&rule=adopt-1")
	if len(s.Play().Moves) != 0 || len(probs) != 4 || s.Play().Protocol != flp.WaitForTwo || s.Play().InputsText() != "0,1,1" {
		t.Errorf("%+v %+v", s.Play(), probs)
	}
	if _, probs := Parse("view=flp&flp=wait-for-all&rule=adopt-0"); len(probs) != 0 {
		t.Errorf("a rule beside wait-for-all is no problem (it has none to follow): %+v", probs)
	}
}

// A patch of moves alone keeps the rest, and one naming none keeps the
// moves. A new start with moves= empty (as the page sends it) drops them;
// a new start alone replays them from it, as the same link would.
func TestFLPMergeIsTheLinkChanged(t *testing.T) {
	cur, _ := Parse("view=flp&flp=wait-for-two&rule=adopt-other&inputs=0,1,1&moves=s1.s2")
	next, probs := Merge(cur, Patch{Values: map[string]string{"moves": "s1.s2.d1"}})
	if len(probs) != 0 || flp.FormatMoves(next.Play().Moves) != "s1.s2.d1" || next.Play().Rule != flp.AdoptOther {
		t.Errorf("moves patch: %+v %+v", next.Play(), probs)
	}
	kept, _ := Merge(next, Patch{Values: map[string]string{"lang": "ja"}})
	if flp.FormatMoves(kept.Play().Moves) != "s1.s2.d1" {
		t.Errorf("a patch naming no moves lost them: %+v", kept.Play())
	}
	fresh, probs := Merge(next, Patch{Values: map[string]string{"rule": "adopt-0", "moves": ""}})
	if len(fresh.Play().Moves) != 0 || len(probs) != 0 {
		t.Errorf("a new start kept the moves of another: %+v %+v", fresh.Play(), probs)
	}
	replayed, probs := Merge(next, Patch{Values: map[string]string{"flp": "wait-for-all"}})
	if flp.FormatMoves(replayed.Play().Moves) != "s1.s2.d1" || len(probs) != 0 {
		t.Errorf("the same moves from wait-for-all: %+v %+v", replayed.Play(), probs)
	}
}
