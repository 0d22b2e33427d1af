package scene

import (
	"math"
	"testing"

	"coordsim/engine"
	"coordsim/engine/compare"
	"coordsim/internal/share"
)

func runQuery(t *testing.T, q string) *engine.Result {
	t.Helper()
	s, probs := share.Parse(q)
	if len(probs) != 0 {
		t.Fatalf("%s: %v", q, probs)
	}
	res, err := s.Named().Run(s.Params())
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func pairOf(t *testing.T, qa, qb string) (*Pair, compare.Comparison) {
	t.Helper()
	a, b := runQuery(t, qa), runQuery(t, qb)
	c := compare.Runs(a, b)
	d := int64(-1)
	if c.FirstDivergence != nil {
		d = c.FirstDivergence.Tick
	}
	return NewPair(a, b, d, "en"), c
}

func inside(r, outer Rect) bool {
	return r.X >= outer.X && r.Y >= outer.Y && r.X+r.W <= outer.X+outer.W+0.001 && r.Y+r.H <= outer.Y+outer.H+0.001
}

func TestPairPlaysInLockstep(t *testing.T) {
	for _, c := range []struct{ a, b string }{
		{"partition=4", "partition=9"},
		{"scenario=request-lost", "scenario=response-lost"},
		{"scenario=random-faults", "scenario=random-faults&partition=12"},
	} {
		p, cmp := pairOf(t, c.a, c.b)
		a, b := runQuery(t, c.a), runQuery(t, c.b)
		if p.End != max(a.TimelineEnd, b.TimelineEnd) {
			t.Errorf("%s vs %s: shared end %d, ends %d and %d", c.a, c.b, p.End, a.TimelineEnd, b.TimelineEnd)
		}
		for _, size := range [][3]float64{{1600, 900, 2}, {840, 460, 1}, {390, 480, 1}, {780, 960, 2}} {
			w, h, ratio := size[0], size[1], size[2]
			for _, tick := range []float64{0, float64(cmp.FirstDivergence.Tick), float64(p.End)} {
				ps := p.AtRatio(tick, w, h, ratio)
				whole := Rect{0, 0, w, h}
				A, B := ps.Panes[0], ps.Panes[1]
				if !inside(A.R, whole) || !inside(B.R, whole) {
					t.Fatalf("%s %v: panes %+v %+v outside the canvas", c.b, size, A.R, B.R)
				}
				if ps.Stacked != (w/ratio < 760 || w < h) {
					t.Errorf("%v: stacked %v", size, ps.Stacked)
				}
				if ps.Stacked && !(A.R.Y+A.R.H <= B.R.Y) || !ps.Stacked && !(A.R.X+A.R.W <= B.R.X) {
					t.Errorf("%v: panes overlap or are out of order: %+v %+v", size, A.R, B.R)
				}
				for i, pane := range ps.Panes {
					sc := pane.Scene
					if sc.W != math.Floor(pane.R.W) || sc.H+pane.SceneY > pane.R.H || sc.T != tick || sc.Timeline.End != p.End {
						t.Errorf("%s %v pane %d at %v: scene %vx%v at t %v, end %d; pane %+v", c.b, size, i, tick, sc.W, sc.H, sc.T, sc.Timeline.End, pane.R)
					}
					if pane.Title.S == "" || pane.Diverge == nil || pane.Diverge.Label.S == "" {
						t.Fatalf("pane %d lacks its title or the divergence mark: %+v", i, pane)
					}
					// The mark sits at the divergence's tick on the strip.
					tl := sc.Timeline
					want := tl.X0 + float64(cmp.FirstDivergence.Tick)*(tl.X1-tl.X0)/float64(tl.End)
					if math.Abs(pane.Diverge.X-want) > 0.01 || pane.Diverge.Label.X < tl.R.X || pane.Diverge.Label.Y <= tl.Strip.Y {
						t.Errorf("pane %d: divergence mark %+v, want x %v under the strip", i, pane.Diverge, want)
					}
				}
				// A click on B's timeline finds B's, in canvas coordinates.
				tlB := B.Timeline()
				got, ok := ps.TimelineAt(tlB.X1, tlB.Strip.Y+1)
				if !ok || got.R != tlB.R || got.TickAt(tlB.X1) != p.End {
					t.Errorf("%v: a hit on B's timeline found %+v %v", size, got, ok)
				}
				if _, ok := ps.TimelineAt(B.R.X+1, B.R.Y+1); ok {
					t.Errorf("%v: B's title counts as a timeline", size)
				}
			}
		}
	}
}

func TestPairWithoutDivergence(t *testing.T) {
	p, _ := pairOf(t, "partition=4", "partition=4")
	ps := p.AtRatio(3, 1600, 900, 2)
	if p.Diverge != -1 || ps.Panes[0].Diverge != nil || ps.Panes[1].Diverge != nil {
		t.Errorf("identical runs are marked as parting: %d %+v", p.Diverge, ps.Panes[0].Diverge)
	}
}
