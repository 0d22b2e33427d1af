package share

import (
	"strings"
	"testing"

	"coordsim/engine/flp"
)

// A play written to a link reads back the same; a link without one writes
// none (older links read as before).
func TestFLPPlayRoundTrips(t *testing.T) {
	s, probs := Parse("scenario=reference&view=flp&flp=wait-for-two&rule=adopt-0&inputs=1,0,1&moves=s2.s3.d2")
	if len(probs) != 0 {
		t.Fatal(probs)
	}
	p, probs := PlayOf(s)
	if len(probs) != 0 || p.Rule != flp.AdoptZero || p.InputsText() != "1,0,1" || flp.FormatMoves(p.Moves) != "s2.s3.d2" {
		t.Fatalf("read %+v %v", p, probs)
	}
	q := Encode(s)
	if !strings.Contains(q, "&flp=wait-for-two&rule=adopt-0&inputs=1,0,1&moves=s2.s3.d2") {
		t.Errorf("Encode wrote %q", q)
	}
	if q := Encode(Defaults); strings.Contains(q, "flp=") || strings.Contains(q, "moves=") {
		t.Errorf("a play written where there is none: %q", q)
	}
	if p, _ := PlayOf(Defaults); p.Protocol != DefaultFLP.Protocol || p.Rule != DefaultFLP.Rule || len(p.Moves) != 0 {
		t.Errorf("the default play: %+v", p)
	}
}

// A value of another alphabet is a problem as the link is read; a value
// the world does not know, as the play is. Either takes the default.
func TestFLPBadValuesAreProblems(t *testing.T) {
	s, probs := Parse("view=flp&moves=s1.%3Cb%3E&inputs=0,1")
	if len(probs) != 1 || probs[0].Field != "moves" || s.FLP[3] != "" || s.FLP[2] != "0,1" {
		t.Errorf("%+v %+v", s.FLP, probs)
	}
	s, _ = Parse("view=flp&moves=s1.x9&inputs=0,1&flp=paxos&rule=adopt-1")
	p, probs := PlayOf(s)
	if len(p.Moves) != 0 || len(probs) != 4 || p.Protocol != flp.WaitForTwo || p.InputsText() != "0,1,1" {
		t.Errorf("%+v %+v", p, probs)
	}
	s, _ = Parse("view=flp&flp=wait-for-all&rule=adopt-0")
	if p, probs := PlayOf(s); len(probs) != 0 || p.Rule != "" {
		t.Errorf("a rule beside wait-for-all is none (it follows none): %+v %+v", p, probs)
	}
	s, _ = Parse("view=flp&flp=leader&gst=5&delta=2&moves=s1.t")
	if p, probs := PlayOf(s); len(probs) != 0 || p.GST != 5 || p.Delta != 2 || p.Text()[4] != "5" || len(p.Moves) != 2 {
		t.Errorf("a leader play's timing: %+v %+v", p, probs)
	}
	s, _ = Parse("view=flp&flp=leader&gst=7&delta=0")
	if p, probs := PlayOf(s); len(probs) != 2 || p.GST != flp.DefaultGST || p.Delta != flp.DefaultDelta {
		t.Errorf("a leader play's timing out of range takes the defaults, said: %+v %+v", p, probs)
	}
	s, _ = Parse("view=flp&flp=wait-for-two&gst=3")
	if p, probs := PlayOf(s); len(probs) != 0 || p.GST != 0 || p.Text()[4] != "" {
		t.Errorf("a wait protocol has no clock: %+v %+v", p, probs)
	}
	s, _ = Parse("moves=" + strings.Repeat("s1.", flp.MaxMoves) + "s1")
	if _, probs := PlayOf(s); len(probs) != 1 {
		t.Errorf("an overlong play: %v", probs)
	}
}

// A patch of moves alone keeps the rest; one naming none keeps the moves;
// a new start with moves= empty (as the page sends it) drops them.
func TestFLPMergeKeepsWhatIsNotNamed(t *testing.T) {
	cur, _ := Parse("view=flp&flp=wait-for-two&rule=adopt-other&inputs=0,1,1&moves=s1.s2")
	next, probs := Merge(cur, Patch{Values: map[string]string{"moves": "s1.s2.d1"}})
	if len(probs) != 0 || next.FLP != [6]string{"wait-for-two", "adopt-other", "0,1,1", "s1.s2.d1"} {
		t.Errorf("moves patch: %+v %+v", next.FLP, probs)
	}
	if kept, _ := Merge(next, Patch{Values: map[string]string{"lang": "ja"}}); kept.FLP != next.FLP {
		t.Errorf("a patch naming no play changed it: %+v", kept.FLP)
	}
	if fresh, _ := Merge(next, Patch{Values: map[string]string{"rule": "adopt-0", "moves": ""}}); fresh.FLP[3] != "" || fresh.FLP[1] != "adopt-0" {
		t.Errorf("a new start kept the moves of another: %+v", fresh.FLP)
	}
}
