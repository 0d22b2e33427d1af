//go:build js && wasm

package bridge

import (
	"math/rand/v2"
	"net/url"
	"runtime"
	"strconv"
	"strings"
	"syscall/js"
	"testing"

	"coordsim/engine"
	"coordsim/internal/share"
)

// randomLink is a share link a hostile or careless author might write: the
// lesson's events at random ticks up to 10^9 (in order, as the grammar
// asks), knobs at their limits, any playhead, view and language.
func randomLink(r *rand.Rand) string {
	events := engine.Reference().Events
	tick := int64(0)
	for i := range events {
		switch r.IntN(4) {
		case 0:
			tick += r.Int64N(3)
		case 1:
			tick += r.Int64N(1000)
		default:
			tick += r.Int64N(engine.MaxTick/int64(len(events)) + 1)
		}
		events[i].Tick = min(tick, engine.MaxTick)
		events[i].DeliveryPriority = r.Int64N(3)
	}
	v := url.Values{}
	v.Set("scenario", "reference")
	v.Set("events", share.EncodeEvents(events))
	pick := func(xs ...string) string { return xs[r.IntN(len(xs))] }
	v.Set("deadline", pick("1", "8", strconv.FormatInt(engine.MaxDeadline, 10)))
	v.Set("retention", pick("0", "3", strconv.FormatInt(engine.MaxRetention, 10)))
	v.Set("t", strconv.FormatInt(r.Int64N(engine.MaxTick+1), 10))
	v.Set("view", pick("network", "spacetime", "worlds", "events", "boundary"))
	v.Set("lang", pick("en", "ja"))
	return v.Encode()
}

// Nothing a link holds ends the page's Go program or makes its work grow
// with tick values (issue 50): over random links, loading, seeking and
// laying out the canvas answer, and allocate no more than a link with the
// same events at small ticks does, give or take 16 MB. (Before, one event
// at tick 10^7 made the timeline allocate a mark per tick and the program
// ran out of memory.)
func TestRandomLinksNeverKillThePage(t *testing.T) {
	forgetCompiled(t)
	r := rand.New(rand.NewPCG(50, 1))
	var a State
	small := allocatedBy(func() { a.Load("scenario=reference"); a.Seek(7); a.layOut(7) })
	for range 40 {
		link := randomLink(r)
		got := allocatedBy(func() {
			if reply := a.Load(link); !strings.HasPrefix(reply, "{") || strings.Contains(reply, `"engineError"`) {
				t.Fatalf("%s: reply %.300q", link, reply)
			}
			for _, at := range []float64{0, 2, float64(a.end) / 2, float64(a.end)} {
				a.Seek(at)
				a.layOut(at)
			}
		})
		if got > 4*small+16<<20 {
			t.Errorf("%s: %d bytes allocated, against %d for the lesson's own link", link, got, small)
		}
	}
}

// A link whose values each parse but do not run together (two
// partitions, the first stretched over the second) shows the link with
// that value replaced and a problem naming it. Before, the engine refused
// it and the page showed the lesson in its place, with nothing on screen
// to say so.
func TestARefusedLinkIsAProblemNotTheLesson(t *testing.T) {
	forgetCompiled(t)
	var a State
	reply := a.Load("scenario=reference&partition=9&seed=7&lang=ja&events=1~a,1,partition_start~b,2,partition_end~c,5,partition_start~d,6,partition_end")
	for _, want := range []string{`"field":"partition"`, `"code":"refused"`, `"seed":"7"`, "events=1~a,1,partition_start~b,2,partition_end~c,5,partition_start~d,6,partition_end", "このリンクのほかの設定と組み合わせて実行できません"} {
		if !strings.Contains(reply, want) {
			t.Errorf("the reply lacks %s:\n%.600s", want, reply)
		}
	}
	if strings.Contains(reply, `"engineError"`) {
		t.Errorf("the engine refused the state shown:\n%.600s", reply)
	}
}

// layOut lays the canvas out at t, as a frame does, on a phone and a desktop.
func (a *State) layOut(t float64) {
	a.mu.Lock()
	story := a.story
	a.mu.Unlock()
	if story != nil {
		story.AtRatio(t, 880, 520, 2)
		story.AtRatio(t, 780, 1200, 2)
	}
}

func allocatedBy(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// A call that panics answers, says so on the console, and the next call
// works: the page's program goes on (guard.go). An apply that fails
// answers with the last state the page showed and a problem naming it.
func TestAPanicLeavesThePageAlive(t *testing.T) {
	forgetCompiled(t)
	boom := guarded("boom", func(js.Value, []js.Value) any { panic("boom") })
	if v := boom.Invoke(); !v.IsUndefined() {
		t.Errorf("a failed call answered %v, want undefined", v)
	}
	fine := guarded("fine", func(js.Value, []js.Value) any { return 1 })
	if v := fine.Invoke(); v.Int() != 1 {
		t.Errorf("the next call answered %v, want 1", v)
	}
	App.Load("scenario=reference&partition=3")
	App.mu.Lock() // as a failure under the lock leaves it
	reply, ok := App.recovered("apply", "boom").(string)
	if !ok || !strings.Contains(reply, `"code":"failed"`) || !strings.Contains(reply, `"partition":3`) {
		t.Errorf("a failed apply answered %.300q; want the last state with the failure's problem", reply)
	}
	if !App.mu.TryLock() {
		t.Fatal("the lock is still held after the recovery")
	}
	App.mu.Unlock()
}

// A locked value changes by no path through the bridge (issue 50): a new
// scenario (which brings its own story's seed), a challenge (its own
// setup) and a whole link (a learner's saved slide or "show me", a
// course's coordsim:set {query}) are refused with the locked problem when
// they would move one. Before, each of them moved it.
func TestLockHoldsByEveryBridgePath(t *testing.T) {
	forgetCompiled(t)
	for _, c := range []struct {
		start string
		do    func(a *State) string
		field string
	}{
		{"seed=5&lock=seed", func(a *State) string {
			return a.Apply(share.Patch{Values: map[string]string{"scenario": "response-lost"}})
		}, "seed"},
		{"scenario=reference&lock=scenario", func(a *State) string {
			return a.Apply(share.Patch{Values: map[string]string{"challenge": "effect-twice"}})
		}, "scenario"},
		{"seed=5&lock=seed&embed=1", func(a *State) string { return a.Load("seed=7&partition=3") }, "seed"},
	} {
		var a State
		a.Load(c.start)
		before := a.applied
		reply := c.do(&a)
		if a.applied.Seed != before.Seed || a.applied.Scenario != before.Scenario || a.applied.Embed != before.Embed {
			t.Errorf("%s: the locked %s moved: %+v -> %+v", c.start, c.field, before, a.applied)
		}
		if !strings.Contains(reply, `"code":"locked"`) || !strings.Contains(reply, `"field":"`+c.field+`"`) {
			t.Errorf("%s: the reply does not say %s is locked: %.400s", c.start, c.field, reply)
		}
	}
}

// forgetCompiled empties the cache of compiled scenarios when the test
// ends, so that a later test counts only its own (TestRunCacheRunsOnlyWhatChanged).
func forgetCompiled(t *testing.T) {
	t.Cleanup(func() {
		compiledScenarios.mu.Lock()
		compiledScenarios.byName = nil
		compiledScenarios.mu.Unlock()
	})
}
