package scene

import (
	"reflect"
	"strings"
	"testing"

	"coordsim/engine"
)

func story(t *testing.T, p engine.Params) *Story {
	t.Helper()
	return newStory(fixtureRun(t, p), "en")
}

// fixtureRun runs the lesson's fixture.
func fixtureRun(t *testing.T, p engine.Params) *engine.Result {
	t.Helper()
	sc := engine.Reference()
	if p.Seed == 0 {
		p.Seed = engine.ReferenceSeed
	}
	res, err := engine.Run(&sc, p)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

const w, h = 880, 520

func TestTokenInterpolatesBetweenTicks(t *testing.T) {
	st := story(t, engine.Params{Partition: 4})
	var xs []float64
	for _, at := range []float64{0.45, 0.6, 0.75, 0.9} {
		k, ok := st.At(at, w, h).Token("e1-confirm", PhaseTravel)
		if !ok {
			t.Fatalf("t=%v: e1 not travelling", at)
		}
		xs = append(xs, k.X)
	}
	for i := 1; i < len(xs); i++ {
		if xs[i] <= xs[i-1] {
			t.Fatalf("e1 does not move right smoothly: %v", xs)
		}
	}
	sc := st.At(1, w, h)
	if _, ok := sc.Token("e1-confirm", PhaseTravel); ok {
		t.Fatal("e1 still travelling at its delivery tick")
	}
	svc, _ := sc.BoxNamed("service")
	if k, ok := st.At(0.99, w, h).Token("e1-confirm", PhaseTravel); !ok || svc.R.X-(k.X+k.W/2) > 2 {
		t.Fatalf("e1 has not reached the service just before tick 1: %+v (service at %v)", k, svc.R.X)
	}
	if _, ok := st.At(1.2, w, h).Token("e1-confirm", PhaseReply); !ok {
		t.Fatal("no reply travelling back after delivery")
	}
}

func TestHeldTokensQueueAtThePartitionLine(t *testing.T) {
	st := story(t, engine.Params{Partition: 4})
	sc := st.At(5, w, h)
	if sc.Partition == nil {
		t.Fatal("partition line missing at tick 5")
	}
	ys := map[float64]bool{}
	for _, id := range []string{"e3-status-read", "e4-confirm-retry", "e5-reconcile-read"} {
		k, ok := sc.Token(id, PhaseHeld)
		if !ok {
			t.Fatalf("%s not held at tick 5; tokens: %+v", id, sc.Tokens)
		}
		right := k.X + k.W/2
		if right > sc.Partition.X || sc.Partition.X-right > 20 {
			t.Errorf("%s not queued against the line: right edge %v, line %v", id, right, sc.Partition.X)
		}
		if ys[k.Y] {
			t.Errorf("%s overlaps another held token", id)
		}
		ys[k.Y] = true
	}
}

func TestPartitionLineOnlyWhileItLasts(t *testing.T) {
	st := story(t, engine.Params{Partition: 4})
	for at, want := range map[float64]bool{1: false, 2: true, 4: true, 5: true, 6: false, 8: false} {
		if got := st.At(at, w, h).Partition != nil; got != want {
			t.Errorf("t=%v: partition line shown=%v, want %v", at, got, want)
		}
	}
	long := story(t, engine.Params{Partition: 9})
	if long.At(10, w, h).Partition == nil || long.At(11, w, h).Partition != nil {
		t.Error("long partition line not up until recovery at tick 11")
	}
}

func TestReleaseInDeliveryOrderAndReplay(t *testing.T) {
	st := story(t, engine.Params{Partition: 4})
	order := map[string]int{}
	for _, m := range st.Msgs {
		order[m.ID] = m.Order
		if m.Done && m.Held && !(m.Release < m.Arrive && m.Arrive <= 6 && m.Arrive > 5) {
			t.Errorf("%s released outside the tick before recovery: %+v", m.ID, m)
		}
	}
	// Priorities 0 (e5), 1 (e3), 2 (e4): delivery order differs from sending.
	if !(order["e5-reconcile-read"] < order["e3-status-read"] && order["e3-status-read"] < order["e4-confirm-retry"]) {
		t.Fatalf("release order wrong: %v", order)
	}
	sc := st.At(6, w, h)
	if sc.OrderState != "confirmed" {
		t.Errorf("order state %q", sc.OrderState)
	}
	var confirm *StoreRow
	for i := range sc.Store {
		if sc.Store[i].Key == engine.ReferenceKey {
			confirm = &sc.Store[i]
		}
	}
	if confirm == nil || confirm.Reuses != 1 || confirm.Result != "confirmed" || len(confirm.FP) != 8 {
		t.Fatalf("confirm entry at tick 6: %+v (store %+v)", confirm, sc.Store)
	}
	if !hasText(sc, "REPLAYED") {
		t.Error("the duplicate is not shown as replayed")
	}
	if before := st.At(5, w, h); before.Store[0].Reuses != 0 || len(before.Store) != 1 {
		t.Errorf("store at tick 5 should hold only the first confirm, unused: %+v", before.Store)
	}
}

func TestConflictVisiblyRejected(t *testing.T) {
	st := story(t, engine.Params{Partition: 4, Mutations: []engine.Mutation{engine.ConflictingRetry}})
	sc := st.At(float64(st.End), w, h)
	if !hasText(sc, "REJECTED conflict") {
		t.Errorf("conflict not shown; texts: %v", texts(sc))
	}
	if sc.OrderState != "confirmed" {
		t.Errorf("conflict changed the state to %q", sc.OrderState)
	}
}

func TestLongPartitionMissesDeadline(t *testing.T) {
	st := story(t, engine.Params{Partition: 9})
	sc := st.At(8, w, h)
	if sc.Timeline.Recovery == nil || sc.Timeline.Recovery.Tone != ToneRejected || sc.Timeline.Recovery.X <= sc.Timeline.Deadline.X {
		t.Fatalf("recovery marker should be past the deadline and red: %+v", sc.Timeline)
	}
	if !hasText(sc, "uncertain") {
		t.Errorf("client not told uncertain at the deadline: %v", texts(sc))
	}
	if _, ok := sc.Token("e4-confirm-retry", PhaseHeld); !ok {
		t.Error("e4 not held at the deadline")
	}
}

func TestLayoutFitsSmallCanvas(t *testing.T) {
	st := story(t, engine.Params{Partition: 30})
	for _, size := range [][2]float64{{480, 360}, {1280, 560}, {320, 240}} {
		sc := st.At(20, size[0], size[1])
		frame := Rect{0, 0, size[0], size[1]}
		for _, tx := range append(texts(sc), sc.Caption) {
			if !frame.Contains(tx.X, tx.Y) || tx.X+TextW(tx.S)*sc.Scale > size[0]+1 {
				t.Errorf("%v: text %q runs off the canvas at (%v,%v)", size, tx.S, tx.X, tx.Y)
			}
		}
		for _, k := range sc.Tokens {
			b := k.Box()
			if !frame.Contains(b.X, b.Y) || !frame.Contains(b.X+b.W, b.Y+b.H) {
				t.Errorf("%v: token %s off canvas: %+v", size, k.ID, b)
			}
		}
		if sc.Timeline.Ticks[len(sc.Timeline.Ticks)-1].X > size[0] {
			t.Errorf("%v: timeline runs off the canvas", size)
		}
	}
}

func TestMarkerLabelsDoNotOverlap(t *testing.T) {
	for _, part := range []int64{5, 6, 7} { // recovery at 7, 8, 9 around deadline 8
		sc := story(t, engine.Params{Partition: part}).At(0, w, h)
		a, b := sc.Timeline.Deadline.Label, sc.Timeline.Recovery.Label
		if a.X > b.X {
			a, b = b, a
		}
		if a.X+TextW(a.S)*sc.Scale > b.X {
			t.Errorf("partition %d: %q and %q overlap", part, a.S, b.S)
		}
	}
}

func hasText(sc *Scene, sub string) bool {
	for _, tx := range texts(sc) {
		if strings.Contains(tx.S, sub) {
			return true
		}
	}
	return false
}

func texts(sc *Scene) []Text {
	out := append([]Text{}, sc.Texts...)
	for _, k := range sc.Tokens {
		for _, l := range k.Lines {
			out = append(out, Text{X: k.X, Y: k.Y, S: l})
		}
	}
	return out
}

func TestSmallCanvasStillShowsTheStoredEntry(t *testing.T) {
	sc := story(t, engine.Params{Partition: 4}).At(7, 480, 300)
	if !hasText(sc, "confirm:v1") {
		t.Fatalf("store entry hidden on a small canvas: %v", texts(sc))
	}
}

func TestHighDensityScreensScaleTextByWholeNumbers(t *testing.T) {
	st := story(t, engine.Params{Partition: 4})
	for _, c := range []struct{ w, h, ratio, want float64 }{
		{880, 520, 1, 1}, {1760, 1040, 2, 2}, {2560, 1400, 2, 4}, {1100, 650, 1.25, 1},
	} {
		if got := st.AtRatio(5, c.w, c.h, c.ratio).Scale; got != c.want {
			t.Errorf("%vx%v at ratio %v: text scale %v, want %v", c.w, c.h, c.ratio, got, c.want)
		}
	}
}

func TestTimelineTickAtSnapsAndClamps(t *testing.T) {
	tl := story(t, engine.Params{Partition: 4}).At(0, w, h).Timeline
	for _, tm := range tl.Ticks {
		if got := tl.TickAt(tm.X + 3); got != tm.Tick {
			t.Errorf("x just right of tick %d gives %d", tm.Tick, got)
		}
	}
	if tl.TickAt(-100) != 0 || tl.TickAt(w+100) != tl.End {
		t.Error("clicks outside the strip should clamp to its ends")
	}
}

func TestShortRetentionDropsTheEntry(t *testing.T) {
	st := story(t, engine.Params{Partition: 4, Mutations: []engine.Mutation{engine.ShortRetention}})
	has := func(at float64) bool {
		for _, r := range st.At(at, w, h).Store {
			if r.Key == engine.ReferenceKey {
				return true
			}
		}
		return false
	}
	if !has(2) || has(3) {
		t.Fatalf("confirm entry should live ticks 1-2 and be gone at 3: at 2 %v, at 3 %v", has(2), has(3))
	}
}

// Later lays the run out only when it is first shown, and then as NewIn.
func TestLaterLaysOutWhenFirstShown(t *testing.T) {
	res := runQuery(t, "partition=9")
	r := Later(res, "ja")
	if r.(*later).reel != nil {
		t.Fatal("Later laid the run out before it was shown")
	}
	got, want := r.AtRatio(6, 894, 478, 1), NewIn(res, "ja").AtRatio(6, 894, 478, 1)
	if !reflect.DeepEqual(got, want) {
		t.Error("Later's scene differs from NewIn's")
	}
	if r.CaptionAt(3, "en") != NewIn(res, "ja").CaptionAt(3, "en") {
		t.Error("Later's caption differs from NewIn's")
	}
}
