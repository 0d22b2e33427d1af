//go:build js && wasm

package bridge

import (
	"strconv"
	"sync"
	"syscall/js"
	"time"

	"coordsim/internal/catalog"
	"coordsim/internal/rate"
	"coordsim/internal/share"
)

// The page's "how often does this break?" (issue 56, item 3): the story on
// screen with its knobs over seeds 1, 2, 3, ..., a few milliseconds a frame
// (rateStep), until PageRateSeeds seeds or PageRateBudget from the start
// (the frames between steps included), whichever comes first:
//
//	rateStart() string     start counting; the status
//	rateStep(ms) string    run seeds for about ms milliseconds; the status
//
// The status is {done, runs, ms, shares: [{name, broken, runs, share, lo,
// hi}], lines, text}: each invariant's share of seeds that broke it with
// its 95% interval, and the words for each (lines) and for the whole.
type rateState struct {
	mu    sync.Mutex
	key   string // share.RunKey of the state counted
	k     *rate.Counter
	err   error
	begun time.Time
	took  time.Duration // the engine's time so far
}

// PageRateSeeds and PageRateBudget bound the page's count: within 2 s of
// the click, a frame's work to spare, with its figures' intervals saying
// how far that goes.
const (
	PageRateSeeds  = 20000
	PageRateBudget = 1800 * time.Millisecond
)

var pageRate rateState

func rateBridge() map[string]any {
	return map[string]any{
		"rateStart": guarded("rateStart", func(_ js.Value, _ []js.Value) any {
			return toJSON(pageRate.start())
		}),
		"rateStep": guarded("rateStep", func(_ js.Value, args []js.Value) any {
			ms, ok := numberArg(args, 0)
			if !ok {
				ms = 8
			}
			return toJSON(pageRate.step(ms))
		}),
	}
}

func (p *rateState) start() rateStatus {
	p.mu.Lock()
	defer p.mu.Unlock()
	s := App.current()
	p.k, p.err = rate.New(s.Named(), s.Params(), 1)
	p.took, p.key, p.begun = 0, share.RunKey(s), time.Now()
	return p.status(s.Lang)
}

func (p *rateState) step(ms float64) rateStatus {
	p.mu.Lock()
	defer p.mu.Unlock()
	start := time.Now()
	until := start.Add(time.Duration(ms * float64(time.Millisecond)))
	for !p.done() && time.Now().Before(until) {
		p.err = p.k.Step(min(16, PageRateSeeds-p.k.Runs()))
	}
	p.took += time.Since(start)
	return p.status(App.current().Lang)
}

func (p *rateState) done() bool {
	return p.k == nil || p.err != nil || p.k.Runs() >= PageRateSeeds || time.Since(p.begun) >= PageRateBudget
}

// status says the count so far, in lang. The caller holds p.mu.
func (p *rateState) status(lang string) rateStatus {
	st := rateStatus{Done: p.done(), Ms: int(p.took / time.Millisecond), RunKey: p.key}
	if p.k == nil || p.err != nil {
		st.Text = catalog.T(lang, "page.rate.failed")
		return st
	}
	st.Runs, st.Shares = p.k.Runs(), p.k.Shares()
	runs := strconv.Itoa(st.Runs)
	if !st.Done {
		st.Text = catalog.T(lang, "page.rate.running", "runs", runs)
		return st
	}
	st.Text = catalog.T(lang, "page.rate.done", "runs", runs)
	for _, sh := range st.Shares {
		line := catalog.T(lang, "page.rate.holds", "runs", runs, "hi", rate.Percent(sh.Hi))
		if sh.Broken > 0 {
			line = catalog.T(lang, "page.rate.broken", "broken", strconv.Itoa(sh.Broken), "runs", runs,
				"share", rate.Percent(sh.Share), "lo", rate.Percent(sh.Lo), "hi", rate.Percent(sh.Hi))
		}
		st.Lines = append(st.Lines, catalog.T(lang, "page.rate.line", "invariant", catalog.T(lang, "invariant."+sh.Name+".name"), "figure", line))
	}
	return st
}
