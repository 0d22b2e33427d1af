//go:build js && wasm

package bridge

import (
	"math"
	"strconv"
	"sync"
	"syscall/js"
	"time"

	"coordsim/engine"
	"coordsim/engine/boundary"
	"coordsim/internal/catalog"
	"coordsim/internal/rate"
	"coordsim/internal/share"
)

// compareBridge is the views' part of coordsimFrame (apply's reply holds
// the comparison, and the diagrams when the view shows them):
//
//	spacetime() string        the page's current state's diagrams as
//	                          Diagrams' JSON, whatever the view, for
//	                          window.coordsim.spacetime()
//	boundaryStart(mode) string   start (or keep) the recovery boundary
//	                          grid of the current scenario, seed, retention
//	                          and mutations, mode "deadline" (partition 1..30
//	                          by deadline 1..40) or "seed" (partition by seeds
//	                          1..50 at the current deadline) or "share" (partition
//	                          by deadline, each cell's share of shareSeeds seeds
//	                          that break an invariant); returns the status
//	boundaryStep(ms) string   compute cells for about ms milliseconds; the status
//	boundaryGrid() string     the grid, compact (appendCompactGrid), null
//	                          until done
//
// The status is {key, done, total (rows), cellsDone, cells, ready, computeMs, outcomes: {code: {name, mark}},
// error}; its key is one of the reply's boundary keys. The page calls
// boundaryStep once per frame, so the grid is computed in chunks without
// freezing it.
func compareBridge() map[string]any {
	return map[string]any{
		"spacetime": guarded("spacetime", func(js.Value, []js.Value) any {
			s := App.current()
			res, resB, _, err := pageRuns.runs(s)
			if err != nil {
				return "null"
			}
			return toJSON(diagramsOf(s, res, resB))
		}),
		"boundaryStart": guarded("boundaryStart", func(_ js.Value, args []js.Value) any {
			return toJSON(boundaryView.start(App.current(), stringArg(args, 0, "")))
		}),
		"boundaryStep": guarded("boundaryStep", func(_ js.Value, args []js.Value) any {
			ms, ok := numberArg(args, 0)
			if !ok {
				ms = 8
			}
			return toJSON(boundaryView.step(ms))
		}),
		"boundaryGrid": guarded("boundaryGrid", func(js.Value, []js.Value) any { return boundaryView.grid() }),
	}
}

// boundaryState is the one grid being computed (or done).
type boundaryState struct {
	mu       sync.Mutex
	key      string
	job      *boundary.Job
	err      string
	compute  time.Duration
	outcomes map[string]outcomeWord
}

var outcomeMarks = map[string]string{engine.RecoveredBeforeDeadline: "✓", engine.RecoveryDeadlineExceeded: "✗"}

var boundaryView boundaryState

// shareSeeds is how many seeds a cell of the map of shares runs (the
// page's seed first): 24,000 runs, random-faults' in about half a second
// natively.
const shareSeeds = 20

func (b *boundaryState) start(s share.State, mode string) boundaryStatus {
	if mode != "seed" && mode != "share" {
		mode = "deadline"
	}
	key := boundaryKey(s, mode)
	b.mu.Lock()
	defer b.mu.Unlock()
	if key == b.key {
		return b.statusLocked()
	}
	b.key, b.err, b.compute, b.job = key, "", 0, nil
	b.outcomes = map[string]outcomeWord{}
	for o, mark := range outcomeMarks {
		b.outcomes[o] = outcomeWord{catalog.T(s.Lang, "outcome."+o+".name"), mark}
	}
	named := s.Named()
	base := s.Params()
	c, err := compiledScenario(s)
	if err != nil {
		b.err = err.Error()
		return b.statusLocked()
	}
	switch mode {
	case "seed":
		b.job, err = boundary.NewBySeed(named, c, base, boundary.Span(share.MinPartition, share.MaxPartition), boundary.Seeds(1, 50))
	case "share":
		b.job, err = boundary.NewShare(named, c, base, boundary.Span(share.MinPartition, share.MaxPartition), boundary.Span(share.MinDeadline, share.MaxDeadline), shareSeeds)
	default:
		b.job, err = boundary.New(named, c, base, boundary.Span(share.MinPartition, share.MaxPartition), boundary.Span(share.MinDeadline, share.MaxDeadline))
	}
	if err != nil {
		b.err = err.Error()
	}
	return b.statusLocked()
}

// step computes cells for about ms milliseconds: a cell at a time, since a
// generated scenario's row of 40 runs can take longer than a frame. (The
// collector is left alone: a Runner reuses its buffers, so a grid leaves
// well under a megabyte of garbage.)
func (b *boundaryState) step(ms float64) boundaryStatus {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.job == nil {
		return b.statusLocked()
	}
	start := time.Now()
	budget := time.Duration(ms * float64(time.Millisecond))
	for !b.job.StepCells(1) && time.Since(start) < budget {
	}
	b.compute += time.Since(start)
	return b.statusLocked()
}

func (b *boundaryState) statusLocked() boundaryStatus {
	st := boundaryStatus{Key: b.key, Error: b.err, Outcomes: b.outcomes, ComputeMs: float64(b.compute.Microseconds()) / 1000}
	if b.job != nil {
		st.Done, st.Total = b.job.Progress()
		st.CellsDone, st.Cells = b.job.CellProgress()
		st.Ready = b.job.Done()
	}
	return st
}

func (b *boundaryState) grid() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.job == nil || !b.job.Done() {
		return "null"
	}
	return string(appendCompactGrid(nil, b.job.Grid()))
}

// appendCompactGrid writes the grid for the page in a few kilobytes:
// {partitions, deadlines | seeds, codes, cells, broken}, where cells has a
// character per cell, row by row ('0' + the index of its outcome in codes,
// '-' where the parameters do not apply), and broken a number per cell; a
// grid of shares adds runs, and failing, lo and hi a number per cell (the
// seeds that break, and the 95% interval of the share in whole percents).
// Forty thousand bytes of repeated outcome names took longer to write and
// decode than the lesson's whole grid took to compute; the page expands
// this into the grid window.coordsim.boundary() returns.
func appendCompactGrid(out []byte, g *boundary.Grid) []byte {
	ints := func(out []byte, key string, xs []int64) []byte {
		out = append(out, `"`+key+`":[`...)
		for i, x := range xs {
			if i > 0 {
				out = append(out, ',')
			}
			out = strconv.AppendInt(out, x, 10)
		}
		return append(out, ']')
	}
	out = ints(append(out, '{'), "partitions", g.Partitions)
	if g.Seeds != nil {
		out = append(out, `,"seeds":[`...)
		for i, s := range g.Seeds {
			if i > 0 {
				out = append(out, ',')
			}
			out = strconv.AppendQuote(out, strconv.FormatUint(s, 10))
		}
		out = append(out, ']')
	} else {
		out = ints(append(out, ','), "deadlines", g.Deadlines)
	}
	var codes []string
	index := map[string]byte{}
	cells := make([]byte, 0, len(g.Partitions)*max(len(g.Deadlines), len(g.Seeds)))
	for _, row := range g.Outcomes {
		for _, o := range row {
			if o == "" {
				cells = append(cells, '-')
				continue
			}
			c, ok := index[o]
			if !ok {
				c = byte('0' + len(codes))
				index[o], codes = c, append(codes, o)
			}
			cells = append(cells, c)
		}
	}
	out = append(out, `,"codes":[`...)
	for i, c := range codes {
		if i > 0 {
			out = append(out, ',')
		}
		out = strconv.AppendQuote(out, c)
	}
	out = append(append(append(out, `],"cells":"`...), cells...), `"`...)
	out = appendFlat(out, "broken", g.Broken, func(n int) int { return n })
	if g.Runs > 0 { // a grid of shares: each cell's failing seeds, and their 95% interval in whole percents
		out = strconv.AppendInt(append(out, `,"runs":`...), int64(g.Runs), 10)
		out = appendFlat(out, "failing", g.Failing, func(n int) int { return n })
		out = appendFlat(out, "lo", g.Failing, func(n int) int { lo, _ := rate.Wilson(n, g.Runs); return int(math.Floor(lo * 100)) })
		out = appendFlat(out, "hi", g.Failing, func(n int) int { _, hi := rate.Wilson(n, g.Runs); return int(math.Ceil(hi * 100)) })
	}
	return append(out, '}')
}

// appendFlat writes ,"key":[...] with of each cell of rows, row by row.
func appendFlat(out []byte, key string, rows [][]int, of func(int) int) []byte {
	out = append(out, `,"`+key+`":[`...)
	first := true
	for _, row := range rows {
		for _, n := range row {
			if !first {
				out = append(out, ',')
			}
			first = false
			out = strconv.AppendInt(out, int64(of(n)), 10)
		}
	}
	return append(out, ']')
}
