package scene

import (
	"math/rand/v2"
	"testing"
)

// TestUncoveredTilesTheRest: over random areas and covers (edges on
// quarter pixels, as scaled layouts put them), every sample point of the
// area lies in exactly one of the uncovered rectangles or else in a cover,
// and no uncovered rectangle leaves the area.
func TestUncoveredTilesTheRest(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	q := func(n int) float64 { return float64(rng.IntN(4*n)) / 4 }
	for range 2000 {
		area := Rect{q(10), q(10), 1 + q(40), 1 + q(40)}
		covers := make([]Rect, rng.IntN(5))
		for i := range covers {
			covers[i] = Rect{q(50) - 5, q(50) - 5, q(30), q(30)}
		}
		checkUncovered(t, area, covers)
	}
}

// TestUncoveredSites: the canvas's usual case, two sites side by side
// under a caption and over a timeline, gives the four strips around them
// and the gap between them, and nothing under a site.
func TestUncoveredSites(t *testing.T) {
	area := Rect{0, 0, 100, 60}
	got := Uncovered(area, []Rect{{5, 10, 40, 30}, {55, 10, 40, 30}})
	want := []Corners{{0, 0, 100, 10}, {0, 10, 5, 40}, {45, 10, 55, 40}, {95, 10, 100, 40}, {0, 40, 100, 60}}
	if len(got) != len(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	for i := range got {
		if got[i] != want[i] {
			t.Fatalf("got %v, want %v", got, want)
		}
	}
	if got := Uncovered(area, []Rect{area}); len(got) != 0 {
		t.Errorf("a cover over everything leaves %v", got)
	}
}

func FuzzUncovered(f *testing.F) {
	f.Add(0.0, 0.0, 10.0, 10.0, 2.0, 2.0, 3.0, 3.0, 4.0, 1.0, 5.0, 9.0)
	f.Fuzz(func(t *testing.T, ax, ay, aw, ah, x0, y0, w0, h0, x1, y1, w1, h1 float64) {
		for _, v := range []float64{ax, ay, aw, ah, x0, y0, w0, h0, x1, y1, w1, h1} {
			if v < -100 || v > 100 || v != v {
				return
			}
		}
		if aw <= 0 || ah <= 0 {
			return
		}
		checkUncovered(t, Rect{ax, ay, aw, ah}, []Rect{{x0, y0, w0, h0}, {x1, y1, w1, h1}})
	})
}

func checkUncovered(t *testing.T, area Rect, covers []Rect) {
	t.Helper()
	out := Uncovered(area, covers)
	in := func(x, y, x0, y0, x1, y1 float64) bool { return x >= x0 && x < x1 && y >= y0 && y < y1 }
	for _, k := range out {
		if k.X0 >= k.X1 || k.Y0 >= k.Y1 || k.X0 < area.X || k.Y0 < area.Y || k.X1 > area.X+area.W || k.Y1 > area.Y+area.H {
			t.Fatalf("area %v covers %v: %v is empty or leaves the area", area, covers, k)
		}
	}
	const n = 37 // samples across, not aligned with quarter pixels
	for i := range n {
		for j := range n {
			x, y := area.X+area.W*(float64(i)+0.5)/n, area.Y+area.H*(float64(j)+0.5)/n
			covered := false
			for _, c := range covers {
				covered = covered || in(x, y, c.X, c.Y, c.X+c.W, c.Y+c.H)
			}
			hits := 0
			for _, k := range out {
				if in(x, y, k.X0, k.Y0, k.X1, k.Y1) {
					hits++
				}
			}
			if covered && hits != 0 || !covered && hits != 1 {
				t.Fatalf("area %v covers %v: (%v,%v) covered %v, in %d uncovered of %v", area, covers, x, y, covered, hits, out)
			}
		}
	}
}
