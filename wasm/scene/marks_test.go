package scene

import (
	"math"
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
func entryOf(t *testing.T, res *engine.Result, kind engine.EntryKind) *engine.TraceEntry {
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
		if m.Label != "confirm#1 timed out" || len(m.Lines) != 1 || m.Lines[0].S != m.Label {
			t.Errorf("%s: the mark says %q, painted %+v", name, m.Label, m.Lines)
		}
		if sc.Partition != nil && across(m.Lines, sc.Partition.X, sc.Scale) {
			t.Errorf("%s: the mark's words run over the partition line", name)
		}
		// On a phone the words move under the clock, still clear of the line.
		small := ns.At(tick, 390, 844)
		if len(small.Marks) != 1 || len(small.Marks[0].Lines) == 0 || (small.Partition != nil && across(small.Marks[0].Lines, small.Partition.X, small.Scale)) {
			t.Errorf("%s 390x844: %+v", name, small.Marks)
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
			if len(x.Lines) != 1 || x.Lines[0].S != c.label {
				t.Errorf("%s t=%v: painted %+v, want %q on one line", c.name, at, x.Lines, c.label)
			}
			if sc.Partition != nil && across(x.Lines, lineX, sc.Scale) {
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
							if sc.Partition != nil && across(x.Lines, lineX, sc.Scale) {
								t.Errorf("seed %d partition %d %v t=%v: label %q across the line", seed, part, size, at, x.Label)
							}
							cl, _ := sc.BoxNamed("client-1")
							svc, _ := sc.BoxNamed("service")
							for _, l := range x.Lines {
								if l.X < cl.R.X+cl.R.W-1 || l.X+TextW(l.S)*sc.Scale > svc.R.X+1 {
									t.Errorf("seed %d partition %d %v t=%v: %q over a node", seed, part, size, at, l.S)
								}
							}
							if x.Label == "" || len(x.Lines) == 0 {
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

// across reports whether any of lines runs across x.
func across(lines []Text, x, s float64) bool {
	for _, l := range lines {
		if l.X < x && l.X+TextW(l.S)*s > x {
			return true
		}
	}
	return false
}

// TestFixtureNamesUncertainUsersByCommand: past the deadline, the lesson's
// client box names each user told "uncertain" by their command, as the
// page's list does, whatever event decided it.
func TestFixtureNamesUncertainUsersByCommand(t *testing.T) {
	st := story(t, engine.Params{Partition: 9})
	before, after := st.At(float64(st.Deadline)-0.5, w, h), st.At(float64(st.Deadline), w, h)
	for _, u := range []string{"order-42 status", "order-42 reconcile"} {
		if hasText(before, u) || !hasText(after, "- "+u) {
			t.Errorf("%q: before the deadline %v, after %v", u, hasText(before, u), hasText(after, u))
		}
	}
	if hasText(after, "order-42 confirm") {
		t.Error("the confirm's user has a definite answer")
	}
}

// TestMovesAreMarkedOnTheCanvas: a message whose fate the learner forced is
// drawn marked, and lost by them, its cross too; no other is.
func TestMovesAreMarkedOnTheCanvas(t *testing.T) {
	named, _ := engine.LookupScenario("request-lost")
	p, _ := named.Resolve(engine.Overrides{})
	p.Faults = []engine.Fault{{Client: 1, Command: 1, Attempt: 2, Kind: engine.DelayRequest, Ticks: 1}, {Client: 1, Command: 2, Attempt: 1, Kind: engine.DropResponse}}
	res, err := named.Run(p)
	if err != nil {
		t.Fatal(err)
	}
	reel := New(res)
	tokens, crosses := 0, 0
	for tick := 0.0; tick <= float64(res.TimelineEnd); tick += 0.25 {
		sc := reel.AtRatio(tick, 1280, 800, 1)
		for _, k := range sc.Tokens {
			if k.ByYou != (k.ID == "c1.confirm#2" || k.ID == "c1.ship#1>resp") {
				t.Fatalf("t%.2f: token %s by you %v", tick, k.ID, k.ByYou)
			}
			if k.ByYou {
				tokens++
			}
		}
		for _, c := range sc.Crosses {
			if c.ByYou {
				crosses++
			}
		}
	}
	if tokens == 0 || crosses == 0 {
		t.Fatalf("marked: %d token frames, %d crosses", tokens, crosses)
	}
}
