package flpview

import (
	"encoding/json"
	"strings"
	"testing"

	"coordsim/internal/share"
)

// adversary keeps every process undecided for 20 moves under wait-for-two,
// rule adopt-other, from 0,1,1: each process hears one whose value differs,
// round after round (engine/flp's testdata/wait-for-two-adopt-other.txt).
const adversary = "s1.s2.s3.d1.d3.d2.d7.d9.d10.d13.d15.d14.d19.d21.d22.d25.d27.d26.d31.d33"

// disagreement makes p3 decide 1 and p2 decide 0 under rule adopt-0
// (testdata/wait-for-two-adopt-0.txt).
const disagreement = "s2.s3.d2.s1.d1.d7.d9"

func viewOf(t *testing.T, query, lang string) View {
	t.Helper()
	s, probs := share.Parse(query)
	if len(probs) != 0 {
		t.Fatalf("%s: %v", query, probs)
	}
	return Of(s, lang)
}

// The two challenges are met by the plays that meet them, in both
// languages, and not before; every word the view says is in the catalogue.
func TestChallengesAreMetByTheirPlays(t *testing.T) {
	for _, lang := range []string{"en", "ja"} {
		v := viewOf(t, "view=flp&flp=wait-for-two&rule=adopt-other&inputs=0,1,1&moves="+adversary, lang)
		if !v.Challenges[0].Done || v.Challenges[1].Done || v.Valence != "bivalent" || v.Moves != adversary {
			t.Errorf("%s: the adversary's play: %+v, valence %s, moves %s", lang, v.Challenges, v.Valence, v.Moves)
		}
		short := viewOf(t, "view=flp&moves="+adversary[:strings.LastIndex(adversary, ".")], lang)
		if short.Challenges[0].Done || !strings.Contains(short.Challenges[0].Progress, "19") {
			t.Errorf("%s: 19 moves: %+v", lang, short.Challenges[0])
		}
		d := viewOf(t, "view=flp&rule=adopt-0&moves="+disagreement, lang)
		if !d.Challenges[1].Done || !d.Disagree || d.Challenges[0].Done {
			t.Errorf("%s: the disagreement's play: %+v", lang, d.Challenges)
		}
		for _, view := range []View{v, short, d} {
			b, _ := json.Marshal(view)
			if strings.Contains(string(b), "[flp.") {
				t.Errorf("%s: a word missing from the catalogue: %s", lang, b)
			}
		}
	}
}

// A move the network cannot make where it comes stops the play before it,
// said in the visitor's language; the view shows the configuration reached.
func TestARefusedMoveStopsThePlay(t *testing.T) {
	v := viewOf(t, "view=flp&flp=wait-for-all&inputs=0,0,1&moves=s1.d1.s2", "ja")
	if v.Moves != "s1" || len(v.Problems) != 1 || !strings.Contains(v.Problems[0], "2 手目（d1）") || len(v.History) != 2 {
		t.Errorf("%+v %+v", v.Moves, v.Problems)
	}
}

// wait-for-all with one crash before it starts: stuck, and the view says so.
func TestWaitForAllStuckAfterACrash(t *testing.T) {
	v := viewOf(t, "view=flp&flp=wait-for-all&inputs=0,0,1&moves=c3", "en")
	if v.Valence != "stuck" || !strings.HasPrefix(v.Words["caption"], "Whatever the network does, no process") || len(v.Actions) != 2 {
		t.Errorf("valence %s, caption %q, actions %+v", v.Valence, v.Words["caption"], v.Actions)
	}
}

// The leader protocol's view: its clock and timing, each message's kind
// and due tick, the tick's move, a message to a crashed process said to be
// never delivered, the third challenge met by the leader story, and every
// word in the catalogue, in both languages.
func TestLeaderView(t *testing.T) {
	const story = "s1.s2.s3.d1.d3.c1.t.t.t.d4.t.d7"
	for _, lang := range []string{"en", "ja"} {
		v := viewOf(t, "view=flp&flp=leader&gst=2&delta=1&moves="+story, lang)
		if v.GST != 2 || v.Delta != 1 || v.Words["clock"] == "" || v.Valence != "0-valent" {
			t.Errorf("%s: gst %d delta %d clock %q valence %s", lang, v.GST, v.Delta, v.Words["clock"], v.Valence)
		}
		var toCrashed, tick bool
		for _, m := range v.InFlight {
			toCrashed = toCrashed || !m.Deliverable && strings.Contains(m.Button, "p1") && strings.Contains(m.Text, "→ p1")
		}
		for _, a := range v.Actions {
			tick = tick || a.Move == "t"
		}
		if !toCrashed || !tick {
			t.Errorf("%s: a message to the crashed p1 %v, the tick's move %v: %+v %+v", lang, toCrashed, tick, v.InFlight, v.Actions)
		}
		done := viewOf(t, "view=flp&flp=leader&gst=2&delta=1&moves="+story+".d9.d10.d12", lang)
		if !strings.Contains(done.Challenges[2].Progress, "17978") || !strings.Contains(done.Words["retry"], map[string]string{"en": "a leader cannot tell", "ja": "リーダーには"}[lang]) {
			t.Errorf("%s: prove it says %q; the retry %q", lang, done.Challenges[2].Progress, done.Words["retry"])
		}
		if !done.Challenges[2].Done || v.Challenges[2].Done || !done.Challenges[2].Active || done.Challenges[0].Active {
			t.Errorf("%s: prove it: %+v before, %+v after", lang, v.Challenges[2], done.Challenges)
		}
		for _, view := range []View{v, done} {
			if b, _ := json.Marshal(view); strings.Contains(string(b), "[flp.") {
				t.Errorf("%s: a word missing from the catalogue: %s", lang, b)
			}
		}
	}
}
