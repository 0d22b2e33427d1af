package scene

import (
	"slices"
	"strings"
	"testing"

	"coordsim/engine"
)

func netStory(t *testing.T, name string, p engine.Params) (*NetStory, *engine.Result) {
	t.Helper()
	named, err := engine.LookupScenario(name)
	if err != nil {
		t.Fatal(err)
	}
	p, err = named.Resolve(stated(p))
	if err != nil {
		t.Fatal(err)
	}
	res, err := named.Run(p)
	if err != nil {
		t.Fatal(err)
	}
	return newNetStory(res, "en"), res
}

// stated is p's nonzero knobs as overrides, so the story's defaults fill the rest.
func stated(p engine.Params) engine.Overrides {
	o := engine.Overrides{Mutations: p.Mutations}
	if p.Seed != 0 {
		o.Seed = &p.Seed
	}
	if p.Partition != 0 {
		o.Partition = &p.Partition
	}
	if p.Deadline != 0 {
		o.Deadline = &p.Deadline
	}
	if p.Retention != 0 {
		o.Retention = &p.Retention
	}
	return o
}

// flight finds a flight by id.
func flight(t *testing.T, res *engine.Result, id string) engine.Flight {
	t.Helper()
	for _, f := range res.Flights {
		if f.ID == id {
			return f
		}
	}
	t.Fatalf("no flight %s", id)
	return engine.Flight{}
}

func TestResponseTravelsFromServiceToClient(t *testing.T) {
	ns, res := netStory(t, "response-lost", engine.Params{})
	f := flight(t, res, "c1.confirm#2>resp")
	if f.HeldFrom >= 0 || f.Dropped != "" || f.Arrive <= f.Sent {
		t.Fatalf("fixture changed: %+v", f)
	}
	if _, ok := ns.At(float64(f.Sent)-0.1, w, h).Token(f.ID, ""); ok {
		t.Error("response on screen before it is sent")
	}
	var xs []float64
	for i := 0; i <= 4; i++ {
		at := float64(f.Sent) + float64(i)/5*float64(f.Arrive-f.Sent)
		k, ok := ns.At(at, w, h).Token(f.ID, PhaseReply)
		if !ok || !k.Response {
			t.Fatalf("t=%v: response not travelling", at)
		}
		xs = append(xs, k.X)
	}
	for i := 1; i < len(xs); i++ {
		if xs[i] >= xs[i-1] {
			t.Fatalf("response does not move from the service towards the client: %v", xs)
		}
	}
	sc := ns.At(float64(f.Arrive), w, h)
	if _, ok := sc.Token(f.ID, ""); ok {
		t.Error("response still on screen at its arrival tick")
	}
	svc, _ := sc.BoxNamed("service")
	cl, _ := sc.BoxNamed("client-1")
	first, _ := ns.At(float64(f.Sent), w, h).Token(f.ID, "")
	last, _ := ns.At(float64(f.Arrive)-0.01, w, h).Token(f.ID, "")
	if svc.R.X-(first.X+first.W/2) > 2 || (last.X-last.W/2)-(cl.R.X+cl.R.W) > 8 {
		t.Errorf("response should run from the service's edge (%v) to the client's (%v): %v .. %v", svc.R.X, cl.R.X+cl.R.W, first.X, last.X)
	}
}

func TestDroppedMessageVanishesWithACross(t *testing.T) {
	ns, res := netStory(t, "response-lost", engine.Params{})
	f := flight(t, res, "c1.confirm#1>resp")
	if f.Dropped != "network" {
		t.Fatalf("fixture changed: %+v", f)
	}
	lost := float64(f.Arrive)
	k, ok := ns.At(lost-0.01, w, h).Token(f.ID, "")
	if !ok {
		t.Fatal("dropped response not travelling just before its loss tick")
	}
	sc := ns.At(lost, w, h)
	if _, ok := sc.Token(f.ID, ""); ok {
		t.Error("dropped response still on screen at its loss tick")
	}
	if len(sc.Crosses) != 1 || sc.Crosses[0].X-k.X > 2 || k.X-sc.Crosses[0].X > 2 {
		t.Fatalf("no cross where it was lost (token at %v): %+v", k.X, sc.Crosses)
	}
	svc, _ := sc.BoxNamed("service")
	cl, _ := sc.BoxNamed("client-1")
	if x := sc.Crosses[0].X; x >= svc.R.X-10 || x <= cl.R.X+cl.R.W+10 {
		t.Errorf("the loss should be drawn mid-network, at %v", x)
	}
	if len(ns.At(lost+CrossLinger, w, h).Crosses) != 0 {
		t.Error("the cross never goes away")
	}
	if !strings.Contains(ns.CaptionAt(lost, "en"), "LOST") {
		t.Errorf("caption at the loss: %q", ns.CaptionAt(lost, "en"))
	}
}

func TestCrashMarkerBetweenCrashAndRestart(t *testing.T) {
	ns, res := netStory(t, "crash-after-commit", engine.Params{Mutations: []engine.Mutation{engine.NonAtomicCommit}})
	var crash, restart int64 = -1, -1
	for _, e := range res.Trace {
		switch e.Kind {
		case engine.EntryCrash:
			crash = e.Tick
		case engine.EntryRestart:
			restart = e.Tick
		}
	}
	if crash < 0 || restart <= crash {
		t.Fatalf("fixture changed: crash %d restart %d", crash, restart)
	}
	for _, c := range []struct {
		at   float64
		down bool
	}{{float64(crash) - 0.5, false}, {float64(crash), true}, {float64(restart) - 0.01, true}, {float64(restart), false}} {
		sc := ns.At(c.at, w, h)
		svc, _ := sc.BoxNamed("service")
		if sc.Down != c.down || svc.Down != c.down {
			t.Errorf("t=%v: service down %v, want %v", c.at, sc.Down, c.down)
		}
		if c.down && !hasText(sc, "CRASHED") {
			t.Errorf("t=%v: no CRASHED text: %v", c.at, texts(sc))
		}
	}
	if tl := ns.At(0, w, h).Timeline; len(tl.Downs) != 1 || len(tl.Breaks) == 0 {
		t.Errorf("timeline should show the down span and the broken invariant: %+v %+v", tl.Downs, tl.Breaks)
	}
	// Non-atomic: the state was written, but no dedupe entry.
	sc := ns.At(float64(crash), w, h)
	if sc.Orders[0] != "confirmed" || len(sc.Store) != 0 {
		t.Errorf("after the non-atomic crash: orders %v, store %+v", sc.Orders, sc.Store)
	}
}

func TestHeldRequestWaitsAtTheLineThenIsReleased(t *testing.T) {
	ns, res := netStory(t, "crash-after-commit", engine.Params{})
	f := flight(t, res, "c1.confirm#2")
	if f.HeldFrom < 0 {
		t.Fatalf("fixture changed: %+v", f)
	}
	sc := ns.At(float64(f.HeldFrom)+0.5, w, h)
	k, ok := sc.Token(f.ID, PhaseHeld)
	if !ok || sc.Partition == nil {
		t.Fatalf("not held at the line: %+v", sc.Tokens)
	}
	if right := k.X + k.W/2; right > sc.Partition.X || sc.Partition.X-right > 20 {
		t.Errorf("held request not against the line: right edge %v, line %v", right, sc.Partition.X)
	}
	if _, ok := ns.At(float64(f.Arrive)-0.25, w, h).Token(f.ID, PhaseRelease); !ok {
		t.Error("not released in the tick before its delivery")
	}
	if sc := ns.At(float64(f.Arrive), w, h); !hasText(sc, "REPLAYED") {
		t.Errorf("the retry is not shown replayed: %v", texts(sc))
	}
}

func TestExpiredEntryShownAsExpired(t *testing.T) {
	ns, res := netStory(t, "late-retry-after-retention", engine.Params{})
	var exp int64 = -1
	for _, e := range res.Trace {
		if e.Kind == engine.EntryExpired {
			exp = e.Tick
		}
	}
	if exp < 0 {
		t.Fatal("fixture changed: nothing expires")
	}
	before, after := ns.At(float64(exp)-1, w, h), ns.At(float64(exp), w, h)
	if len(before.Store) != 1 || before.Store[0].Expired {
		t.Fatalf("store before expiry: %+v", before.Store)
	}
	if len(after.Store) != 1 || !after.Store[0].Expired || after.Store[0].ExpiredAt != exp || !hasText(after, "EXPIRED") {
		t.Fatalf("store at expiry: %+v, texts %v", after.Store, texts(after))
	}
}

func TestManyClientsEachHaveALaneAndFitTheCanvas(t *testing.T) {
	ns, res := netStory(t, "random-faults", engine.Params{})
	if ns.Clients != 4 {
		t.Fatalf("%d clients", ns.Clients)
	}
	dups, crosses := 0, 0
	for _, size := range [][2]float64{{880, 480}, {462, 371}, {1280, 560}} {
		for at := 0.0; at <= float64(ns.End()); at += 0.25 {
			sc := ns.At(at, size[0], size[1])
			if len(sc.Lanes) != 4 {
				t.Fatalf("%v: %d lanes", size, len(sc.Lanes))
			}
			frame := Rect{0, 0, size[0], size[1]}
			for _, k := range sc.Tokens {
				b := k.Box()
				if !frame.Contains(b.X, b.Y) || !frame.Contains(b.X+b.W, b.Y+b.H) {
					t.Errorf("%v t=%v: token %s off canvas: %+v", size, at, k.ID, b)
				}
				if k.Dup {
					dups++
				}
			}
			for _, tx := range append(texts(sc), sc.Caption) {
				if tx.X+TextW(tx.S)*sc.Scale > size[0]+1 {
					t.Errorf("%v t=%v: text %q runs off the canvas", size, at, tx.S)
				}
			}
			crosses += len(sc.Crosses)
		}
	}
	if dups == 0 || crosses == 0 {
		t.Errorf("random-faults shows %d copies and %d losses", dups, crosses)
	}
	end := ns.At(float64(ns.End()), w, h)
	for i, s := range end.Orders {
		if s == res.InitialState {
			t.Errorf("order-%d still pending at the end: %v", i+1, end.Orders)
		}
	}
	_ = res
}

func TestManyClientsAreGrouped(t *testing.T) {
	named, _ := engine.LookupScenario("random-faults")
	m := *named.Model
	m.Clients = 40
	res, err := engine.RunModel(&m, engine.Params{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	sc := newNetStory(res, "en").At(5, w, h)
	if n := len(sc.Lanes); n >= 40 || n < 2 {
		t.Fatalf("%d lanes for 40 clients", n)
	}
	last := sc.Boxes[len(sc.Boxes)-1]
	if !strings.Contains(last.Title, "clients") {
		t.Errorf("the last client box should group the rest: %q", last.Title)
	}
}

func TestCopyNeverHidesItsOriginal(t *testing.T) {
	ns, res := netStory(t, "random-faults", engine.Params{})
	checked := 0
	for _, f := range res.Flights {
		if !f.Copy || f.HeldFrom >= 0 {
			continue
		}
		// Its original: the same command, attempt and direction, not a copy.
		i := slices.IndexFunc(res.Flights, func(o engine.Flight) bool {
			return !o.Copy && o.Command == f.Command && o.Attempt == f.Attempt && o.Request == f.Request
		})
		if i < 0 {
			t.Fatalf("no original of %s", f.ID)
		}
		orig := res.Flights[i]
		if orig.HeldFrom >= 0 || orig.Arrive != f.Arrive {
			continue // a copy with its own delay soon parts from its original
		}
		at := float64(f.Sent) + 0.3
		sc := ns.At(at, w, h)
		a, okA := sc.Token(orig.ID, "")
		b, okB := sc.Token(f.ID, "")
		if !okA || !okB {
			continue
		}
		checked++
		if !b.Dup || a.Dup {
			t.Errorf("%s: copy flags %v %v", f.ID, a.Dup, b.Dup)
		}
		if d := a.Y - b.Y; d < a.H/2 && d > -a.H/2 {
			t.Errorf("t=%v: the copy %s covers its original (y %v vs %v)", at, f.ID, b.Y, a.Y)
		}
	}
	if checked == 0 {
		t.Fatal("no copy travelling with its original in random-faults")
	}
}

func TestCaptionNamesWhatMattersOnceATickIsOver(t *testing.T) {
	ns, res := netStory(t, "random-faults", engine.Params{})
	for _, e := range res.Trace {
		if e.Kind == engine.EntryCrash {
			if c := ns.CaptionAt(float64(e.Tick), "en"); !strings.Contains(c, "CRASHED") {
				t.Errorf("caption at the crash tick %d: %q", e.Tick, c)
			}
		}
		if e.Kind == engine.EntryPartitionEnd {
			if c := ns.CaptionAt(float64(e.Tick), "en"); !strings.Contains(c, "partition heals") {
				t.Errorf("caption at recovery tick %d: %q", e.Tick, c)
			}
			// While the tick plays out, the heal comes first.
			for _, hp := range ns.Happenings() {
				if hp.Tick == e.Tick {
					if !strings.Contains(hp.Text("en"), "partition heals") {
						t.Errorf("first happening of the recovery tick: %q", hp.Text("en"))
					}
					break
				}
			}
		}
	}
}
