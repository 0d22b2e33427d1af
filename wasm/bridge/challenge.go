//go:build js && wasm

package bridge

import (
	"strconv"
	"sync"
	"syscall/js"
	"time"

	"coordsim/internal/catalog"
	"coordsim/internal/challenge"
	"coordsim/internal/share"
)

// The page's "is there a way?": the challenge's bounded search, taken a
// few milliseconds a frame (challengeSearchStep), so the page stays
// responsive:
//
//	challengeSearchStart(n, defended) string  start searching the challenge
//	                         on screen through n (1..3) moves; the status
//	challengeSearchStep(ms) string  search for about ms milliseconds; the status
//
// The status is {id, done, runs, depth, found, moves, faults, events, text}:
// when found, faults and events are the schedule, as set() takes them.
type searchState struct {
	mu sync.Mutex
	s  *challenge.Searcher
	c  challenge.Challenge
	n  int
}

var pageSearch searchState

func challengeBridge() map[string]any {
	return map[string]any{
		"challengeSearchStart": guarded("challengeSearchStart", func(_ js.Value, args []js.Value) any {
			n, ok := numberArg(args, 0)
			if !ok || n < 1 || n > 3 {
				n = 2
			}
			defended := len(args) > 1 && args[1].Truthy()
			return toJSON(pageSearch.start(App.current(), int(n), defended))
		}),
		"challengeSearchStep": guarded("challengeSearchStep", func(_ js.Value, args []js.Value) any {
			ms, ok := numberArg(args, 0)
			if !ok {
				ms = 8
			}
			return toJSON(pageSearch.step(ms, App.current().Lang))
		}),
	}
}

func (p *searchState) start(s share.State, n int, defended bool) searchStatus {
	p.mu.Lock()
	defer p.mu.Unlock()
	c, ok := challenge.Lookup(s.Challenge)
	if !ok {
		p.s = nil
		return searchStatus{Done: true, Text: catalog.T(s.Lang, "page.challenge.none")}
	}
	start := challenge.Setup(c, s)
	if defended {
		start = c.Defended()
		start.Challenge = c.ID
	}
	p.s, p.c, p.n = challenge.NewSearcher(c, start, n), c, n
	return p.status(s.Lang)
}

func (p *searchState) step(ms float64, lang string) searchStatus {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.s == nil {
		return searchStatus{Done: true}
	}
	until := time.Now().Add(time.Duration(ms * float64(time.Millisecond)))
	for !p.s.Done() && time.Now().Before(until) {
		p.s.Step(8)
	}
	return p.status(lang)
}

// status says where the search is, in lang. The caller holds p.mu.
func (p *searchState) status(lang string) searchStatus {
	r := p.s.Result()
	st := searchStatus{ID: p.c.ID, Done: p.s.Done(), Runs: r.Runs, Depth: r.Depth, Found: r.Found, Moves: r.Moves}
	runs := strconv.Itoa(r.Runs)
	switch {
	case r.Found:
		st.Faults = share.FaultsText(r.State.Faults) // as a link writes them: the page sets them
		if r.State.Events != nil {
			st.Events = share.EncodeEvents(r.State.Events)
		}
		st.Text = catalog.T(lang, "page.challenge.search.found", "moves", strconv.Itoa(r.Moves), "runs", runs)
	case st.Done:
		st.Text = catalog.T(lang, "page.challenge.search.none", "n", strconv.Itoa(p.n), "runs", runs)
	default:
		st.Text = catalog.T(lang, "page.challenge.search.running", "runs", runs)
	}
	return st
}
