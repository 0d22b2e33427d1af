package scene

import (
	"math"
	"strings"
	"testing"

	"coordsim/engine"
)

// lineXOf is where the partition line stands on sc, up or not.
func lineXOf(sc *Scene) float64 {
	a, _ := sc.BoxNamed("site-a")
	b, _ := sc.BoxNamed("site-b")
	return math.Round((a.R.X + a.R.W + b.R.X) / 2)
}

// entryOf is the first trace entry of kind, or fails.
func entryOf(t *testing.T, res *engine.Result, kind string) *engine.TraceEntry {
	t.Helper()
	for i := range res.Trace {
		if res.Trace[i].Kind == kind {
			return &res.Trace[i]
		}
	}
	t.Fatalf("no %s entry", kind)
	return nil
}

// TestTimeoutIsDrawnWhenItFires: the client's timer firing is a mark at the
// client's end of its lane from the timeout's tick, naming the attempt,
// not only a caption.
func TestTimeoutIsDrawnWhenItFires(t *testing.T) {
	for _, name := range []string{"response-lost", "request-lost"} {
		ns, res := netStory(t, name, engine.Params{})
		e := entryOf(t, res, engine.EntryTimeout)
		tick := float64(e.Tick)
		if got := ns.At(tick-0.5, w, h).Marks; len(got) != 0 {
			t.Errorf("%s: a timeout mark before it fires: %+v", name, got)
		}
		sc := ns.At(tick, w, h)
		if len(sc.Marks) != 1 || sc.Marks[0].Kind != MarkTimeout {
			t.Fatalf("%s t=%v: marks %+v, want one timeout", name, tick, sc.Marks)
		}
		m := sc.Marks[0]
		cl, _ := sc.BoxNamed("client-1")
		lane := sc.Lanes[0]
		if m.Client != 0 || math.Abs(m.X-(cl.R.X+cl.R.W)) > 3*m.R || math.Abs(m.Y-lane.At(m.X)) > 1 {
			t.Errorf("%s: the mark is not at the client's end of its lane: %+v (client box %+v, lane %+v)", name, m, cl.R, lane)
		}
		if !strings.Contains(m.Label.S, "confirm#1") || !strings.Contains(m.Label.S, "timed out") {
			t.Errorf("%s: the mark says %q", name, m.Label.S)
		}
		if sc.Partition != nil && m.Label.X+float64(len(m.Label.S))*CharW*sc.Scale > sc.Partition.X {
			t.Errorf("%s: the mark's label runs over the partition line", name)
		}
		if got := ns.At(tick+TimeoutLinger, w, h).Marks; len(got) != 0 {
			t.Errorf("%s: the timeout mark never goes away", name)
		}
	}
}

// TestLossCrossSaysWhatWasLost: response-lost's cross says response and
// stands on the service's side of the lane, clear of the partition line,
// which rises while it lingers; request-lost's says request.
func TestLossCrossSaysWhatWasLost(t *testing.T) {
	for _, c := range []struct {
		name, id, label string
		response        bool
	}{
		{"response-lost", "c1.confirm#1>resp", "response lost", true},
		{"request-lost", "c1.confirm#1", "request lost", false},
	} {
		ns, res := netStory(t, c.name, engine.Params{})
		f := flight(t, res, c.id)
		if f.Dropped != "network" {
			t.Fatalf("%s: fixture changed: %+v", c.name, f)
		}
		for _, at := range []float64{float64(f.Arrive), float64(f.Arrive) + CrossLinger - 0.1} {
			sc := ns.At(at, w, h)
			if len(sc.Crosses) != 1 {
				t.Fatalf("%s t=%v: crosses %+v", c.name, at, sc.Crosses)
			}
			x := sc.Crosses[0]
			lineX := lineXOf(sc)
			if x.Label != c.label || x.Response != c.response {
				t.Errorf("%s t=%v: cross %+v, want %q", c.name, at, x, c.label)
			}
			if (x.X > lineX) != c.response || math.Abs(x.X-lineX) < 20 {
				t.Errorf("%s t=%v: cross at x=%v, partition line at %v: not on the sender's side, clear of it", c.name, at, x.X, lineX)
			}
			if w := float64(len(x.Label)) * CharW * sc.Scale; sc.Partition != nil && x.LX < lineX && x.LX+w > lineX {
				t.Errorf("%s t=%v: the label runs across the partition line", c.name, at)
			}
		}
		if c.response && ns.At(float64(f.Arrive)+CrossLinger-0.1, w, h).Partition == nil {
			t.Errorf("%s: the partition line should be up while the cross lingers (the test checks less)", c.name)
		}
	}
}

// TestNoCrossOnThePartitionLine: the partition holds messages and loses
// none, so no cross stands on its line, in any generated run at any size,
// including messages held, released and then lost to a down service.
func TestNoCrossOnThePartitionLine(t *testing.T) {
	heldLost := 0
	for seed := uint64(1); seed <= 12; seed++ {
		for _, part := range []int64{2, 4, 9} {
			ns, res := netStory(t, "random-faults", engine.Params{Seed: seed, Partition: part})
			for _, f := range res.Flights {
				if f.Dropped == "" || f.Trace < 0 {
					continue
				}
				held := f.HeldFrom >= 0
				if held {
					heldLost++
				}
				for _, size := range [][2]float64{{1280, 800}, {390, 844}} {
					for _, at := range []float64{float64(f.Arrive), float64(f.Arrive) + 1} {
						sc := ns.At(at, size[0], size[1])
						lineX := lineXOf(sc)
						for _, x := range sc.Crosses {
							if math.Abs(x.X-lineX) < (CrossR+2)*sc.Scale {
								t.Errorf("seed %d partition %d %v t=%v: a cross on the partition line: %+v", seed, part, size, at, x)
							}
							lw := float64(len(x.Label)) * CharW * sc.Scale
							if sc.Partition != nil && x.LX < lineX && x.LX+lw > lineX {
								t.Errorf("seed %d partition %d %v t=%v: label %q across the line", seed, part, size, at, x.Label)
							}
							if x.Label == "" {
								t.Errorf("an unlabelled cross: %+v", x)
							}
						}
						if svc, _ := sc.BoxNamed("service"); held && at == float64(f.Arrive) && !crossNear(sc, svc.R.X, lineX) {
							t.Errorf("seed %d partition %d: %s held then lost (%s): no cross at the service: %+v", seed, part, f.ID, f.Dropped, sc.Crosses)
						}
					}
				}
			}
		}
	}
	if heldLost == 0 {
		t.Error("no message was held then lost: the held path is not checked")
	}
}

// crossNear reports whether a cross stands between the line and x, nearer x.
func crossNear(sc *Scene, x, lineX float64) bool {
	for _, c := range sc.Crosses {
		if c.X > (x+lineX)/2 && c.X <= x {
			return true
		}
	}
	return false
}
