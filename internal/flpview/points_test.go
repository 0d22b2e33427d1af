package flpview

import (
	"slices"
	"strings"
	"testing"

	"coordsim/engine/flp"
	"coordsim/internal/quiz"
	"coordsim/internal/share"
)

// TestPointsOfPlays: each FLP outline point is shown by the play that
// makes it, and by no play that does not.
func TestPointsOfPlays(t *testing.T) {
	cases := []struct {
		query string
		want  []string
	}{
		{"view=flp&moves=s1.s2.s3.d1.d3.d2.d7.d9.d10.d13.d15.d14.d19.d21.d22.d25.d27.d26.d31.d33", []string{"termination"}}, // the adversary's 20 moves
		{"view=flp&moves=s1.s2.s3.d1.d3.d2.d7.d9.d10.d13.d15.d14.d19.d21", nil},                                             // 14 moves: not yet
		{"view=flp&flp=wait-for-all&inputs=0,0,1&moves=c3", []string{"crash"}},                                              // the others wait for ever
		{"view=flp&flp=wait-for-all&inputs=0,0,1&moves=s1.s2.s3.d1.d2.c3", nil},                                             // a crash after the inputs went out blocks nothing
		{"view=flp&flp=leader&gst=2&delta=1&moves=s1.s2.s3.d1.d3.c1.t.t.t.d4.t.d7.d9.d10.d12", []string{"practical"}},
		{"view=flp&flp=leader&gst=2&delta=1&moves=s1.s2.s3.d1.d3.c1.t.t.t.d4.t.d7", nil}, // not decided yet
	}
	for _, c := range cases {
		s, probs := share.Parse(c.query)
		if len(probs) > 0 {
			t.Fatal(probs)
		}
		if got := Points(s); !slices.Equal(got, c.want) {
			t.Errorf("%s: shows %v, want %v", c.query, got, c.want)
		}
	}
}

// TestHeldMessageShowsAsync: a message held back through HeldMoves other
// moves shows that FLP's network has no bound on delay; one move fewer
// does not. Under wait-for-two, p1's first message to p2 stays in flight
// while p1 and p3 go round after round between them.
func TestHeldMessageShowsAsync(t *testing.T) {
	c, err := flp.Start(flp.WaitForTwo, flp.AdoptOther, [flp.N]int{0, 1, 1})
	if err != nil {
		t.Fatal(err)
	}
	var moves []flp.Step
	step := func(s flp.Step) {
		if c, err = c.Apply(s); err != nil {
			t.Fatal(err)
		}
		moves = append(moves, s)
	}
	for p := range flp.N {
		step(flp.Step{Kind: flp.StartStep, Proc: p})
	}
	for len(moves) < 1+HeldMoves { // m1 is in flight from the first move on
		i := slices.IndexFunc(c.Steps(), func(s flp.Step) bool {
			return s.Kind == flp.DeliverStep && s.Msg != 1 && slices.ContainsFunc(c.InFlight, func(m flp.Msg) bool { return m.ID == s.Msg && m.To != 1 })
		})
		if i < 0 {
			t.Fatalf("no delivery away from p2 after %s", flp.FormatMoves(moves))
		}
		step(c.Steps()[i])
	}
	for n, want := range map[int]bool{len(moves) - 1: false, len(moves): true} {
		s, _ := share.Parse("view=flp&moves=" + flp.FormatMoves(moves[:n]))
		if got := slices.Contains(Points(s), "async"); got != want {
			t.Errorf("m1 held through %d moves (%s): async %v, want %v", n-1, flp.FormatMoves(moves[:n]), got, want)
		}
	}
}

// TestTalkWithFLPSlides: quiz's check of a talk takes a view=flp slide's
// points from here (FLPPoints), and without them says the worker must.
func TestTalkWithFLPSlides(t *testing.T) {
	slides := []string{"scenario=reference", "view=flp&flp=wait-for-all&inputs=0,0,1&moves=c3"}
	talk := quiz.CheckTalk(slides, 7*60*1000, "en")
	for _, p := range talk.Points {
		if p.Point == "crash" && (!p.Shown || !strings.Contains(p.Reason, "slide 2")) {
			t.Errorf("crash: %+v", p)
		}
		if p.Point == "termination" && p.Shown {
			t.Errorf("termination shown by %v", slides)
		}
	}
	if talk.Worker {
		t.Error("the worker's check says it needs the worker")
	}
	defer func(f func(share.State) []string) { quiz.FLPPoints = f }(quiz.FLPPoints)
	quiz.FLPPoints = nil // as in the page's WebAssembly
	if talk := quiz.CheckTalk(slides, 7*60*1000, "en"); !talk.Worker {
		t.Error("without the FLP world, a talk with an FLP slide does not say it needs the worker")
	}
}
