// Package boundary is the recovery boundary: where the outcome flips as the
// partition's length and the deadline (or the seed) move, with the number
// of invariants each cell breaks. One Runner runs every cell, over the
// engine's exported API; a grid is data, drawn by whoever shows it.
package boundary

import (
	"strconv"

	"coordsim/engine"
	"coordsim/engine/canon"
)

// Grid is one run per cell: rows by partition length, columns by deadline
// (Deadlines set) or by seed (Seeds set).
type Grid struct {
	Partitions []int64
	Deadlines  []int64
	Seeds      []uint64
	// Outcomes[i][j] is the outcome code of row i, column j; "" where the
	// parameters cannot apply to the scenario (a fixture's partition that
	// would overlap its next one), with Broken -1 there.
	Outcomes [][]string
	// Broken[i][j] counts the invariants the cell's run breaks.
	Broken [][]int
	// Runs is, in a grid of failure shares (NewShare), how many seeds each
	// cell runs, base's seed first (Outcomes and Broken are that seed's);
	// Failing[i][j] how many of them break an invariant. 0 and nil in
	// other grids.
	Runs    int
	Failing [][]int
}

// JSONValue is the grid as window.coordsim.boundary() returns it:
// {partitions, deadlines, outcomes, broken}, or {partitions, seeds, ...}
// with each seed as a decimal string (64-bit seeds do not fit a JavaScript
// number); a grid of shares adds failing and runs.
func (g *Grid) JSONValue() any { return canon.Raw(g.AppendJSON(nil)) }

// AppendJSON appends JSONValue's JSON (keys sorted, compact), written
// directly: the page asks for 2,400 values within its frame budget.
func (g *Grid) AppendJSON(b []byte) []byte {
	b = appendRows(append(b, `{"broken":`...), g.Broken, func(b []byte, n int) []byte { return strconv.AppendInt(b, int64(n), 10) })
	if g.Seeds == nil {
		b = appendInt64s(append(b, `,"deadlines":`...), g.Deadlines)
	}
	if g.Runs > 0 {
		b = appendRows(append(b, `,"failing":`...), g.Failing, func(b []byte, n int) []byte { return strconv.AppendInt(b, int64(n), 10) })
	}
	b = appendRows(append(b, `,"outcomes":`...), g.Outcomes, canon.AppendString)
	b = appendInt64s(append(b, `,"partitions":`...), g.Partitions)
	if g.Runs > 0 {
		b = strconv.AppendInt(append(b, `,"runs":`...), int64(g.Runs), 10)
	}
	if g.Seeds != nil {
		b = append(b, `,"seeds":[`...)
		for i, s := range g.Seeds {
			if i > 0 {
				b = append(b, ',')
			}
			b = strconv.AppendUint(append(b, '"'), s, 10)
			b = append(b, '"')
		}
		b = append(b, ']')
	}
	return append(b, '}')
}

// appendRows appends rows as a JSON array of arrays, each value by one.
func appendRows[T any](b []byte, rows [][]T, one func([]byte, T) []byte) []byte {
	b = append(b, '[')
	for i, row := range rows {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '[')
		for j, v := range row {
			if j > 0 {
				b = append(b, ',')
			}
			b = one(b, v)
		}
		b = append(b, ']')
	}
	return append(b, ']')
}

func appendInt64s(b []byte, xs []int64) []byte {
	b = append(b, '[')
	for i, x := range xs {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, x, 10)
	}
	return append(b, ']')
}

// Job computes a grid a few rows at a time, so a page can spread it
// across frames; one Runner runs every cell.
type Job struct {
	c      *engine.Compiled
	base   engine.Params
	grid   Grid
	runner engine.Runner
	next   int // the next row to compute
	col    int // the next column of row next (StepCells)
}

// New prepares the grid of outcomes over partitions (rows) by
// deadlines (columns) for the scenario under base (its seed, retention and
// mutations; its partition and deadline are each cell's). compiled may be
// nil, then the scenario is compiled here.
func New(named engine.Named, compiled *engine.Compiled, base engine.Params, partitions, deadlines []int64) (*Job, error) {
	return newJob(named, compiled, base, Grid{Partitions: partitions, Deadlines: deadlines})
}

// NewBySeed prepares the grid over partitions (rows) by seeds
// (columns), at base's deadline.
func NewBySeed(named engine.Named, compiled *engine.Compiled, base engine.Params, partitions []int64, seeds []uint64) (*Job, error) {
	return newJob(named, compiled, base, Grid{Partitions: partitions, Seeds: seeds})
}

// NewShare prepares the grid of failure shares over partitions (rows) by
// deadlines (columns): each cell runs runs seeds, base's and those after
// it, and counts those that break an invariant (issue 56, item 3: how
// often it breaks, where).
func NewShare(named engine.Named, compiled *engine.Compiled, base engine.Params, partitions, deadlines []int64, runs int) (*Job, error) {
	if runs < 1 {
		return nil, &engine.ParamError{Field: "runs", Value: strconv.Itoa(runs), Reason: "must be at least 1"}
	}
	return newJob(named, compiled, base, Grid{Partitions: partitions, Deadlines: deadlines, Runs: runs})
}

func newJob(named engine.Named, compiled *engine.Compiled, base engine.Params, g Grid) (*Job, error) {
	if !named.HasPartition() {
		return nil, &engine.ParamError{Field: "scenario", Value: strconv.Quote(named.Name), Reason: "has no partition to lengthen"}
	}
	for _, p := range g.Partitions {
		if err := engine.PartitionKnob.Check(p); err != nil {
			return nil, err
		}
	}
	for _, d := range g.Deadlines {
		if err := engine.DeadlineKnob.Check(d); err != nil {
			return nil, err
		}
	}
	if err := base.ValidateKnobs(); err != nil {
		return nil, err
	}
	if compiled == nil {
		var err error
		if compiled, err = named.Compile(); err != nil {
			return nil, err
		}
	}
	cols := len(g.Deadlines)
	if g.Seeds != nil {
		cols = len(g.Seeds)
	}
	g.Outcomes, g.Broken = make([][]string, len(g.Partitions)), make([][]int, len(g.Partitions))
	outcomes, broken := make([]string, len(g.Partitions)*cols), make([]int, len(g.Partitions)*cols)
	for i := range g.Partitions {
		g.Outcomes[i], g.Broken[i] = outcomes[i*cols:(i+1)*cols:(i+1)*cols], broken[i*cols:(i+1)*cols:(i+1)*cols]
	}
	if g.Runs > 0 {
		g.Failing = make([][]int, len(g.Partitions))
		failing := make([]int, len(g.Partitions)*cols)
		for i := range g.Partitions {
			g.Failing[i] = failing[i*cols : (i+1)*cols : (i+1)*cols]
		}
	}
	return &Job{c: compiled, base: base, grid: g}, nil
}

// Step computes up to rows more rows and reports whether the grid is done.
func (j *Job) Step(rows int) bool {
	for ; rows > 0 && !j.Done(); rows-- {
		j.cells(len(j.grid.Outcomes[j.next]) - j.col)
	}
	return j.Done()
}

// StepCells computes up to n more cells, row by row, and reports whether the
// grid is done: a generated scenario's row can take longer than a frame.
func (j *Job) StepCells(n int) bool {
	for n > 0 && !j.Done() {
		n -= j.cells(min(n, len(j.grid.Outcomes[j.next])-j.col))
	}
	return j.Done()
}

// CellProgress is how many cells are done, of how many.
func (j *Job) CellProgress() (done, total int) {
	cols := 0
	if len(j.grid.Outcomes) > 0 {
		cols = len(j.grid.Outcomes[0])
	}
	return j.next*cols + j.col, len(j.grid.Partitions) * cols
}

// Done reports whether every row is computed.
func (j *Job) Done() bool { return j.next >= len(j.grid.Partitions) }

// Progress is how many rows are done, of how many.
func (j *Job) Progress() (done, total int) { return j.next, len(j.grid.Partitions) }

// Grid is the grid so far (rows not yet computed are empty).
func (j *Job) Grid() *Grid { return &j.grid }

// cells computes the next n cells of the current row (n at most what is
// left of it), moving to the next row at its end; it returns n.
func (j *Job) cells(n int) int {
	i := j.next
	p := j.base
	p.Partition, p.EndDelay = j.grid.Partitions[i], 0
	for col := j.col; col < j.col+n; col++ {
		if j.grid.Seeds != nil {
			p.Seed = j.grid.Seeds[col]
		} else {
			p.Deadline = j.grid.Deadlines[col]
		}
		r, err := j.runner.Run(j.c, p)
		if err != nil {
			j.grid.Outcomes[i][col], j.grid.Broken[i][col] = "", -1
			continue
		}
		j.grid.Outcomes[i][col], j.grid.Broken[i][col] = r.Outcome(), r.Counts.Broken
		if j.grid.Runs > 0 {
			j.grid.Failing[i][col] = min(r.Counts.Broken, 1) + j.failingAfter(p)
		}
	}
	if j.col += n; j.col >= len(j.grid.Outcomes[i]) {
		j.next, j.col = j.next+1, 0
	}
	return n
}

// failingAfter counts the seeds of a cell of shares after p's (Runs-1 of
// them) whose runs break an invariant.
func (j *Job) failingAfter(p engine.Params) int {
	n := 0
	for k := 1; k < j.grid.Runs; k++ {
		p := p
		p.Seed += uint64(k)
		if r, err := j.runner.Run(j.c, p); err == nil && r.Counts.Broken > 0 {
			n++
		}
	}
	return n
}

// Run computes the whole grid over partitions by deadlines.
func Run(named engine.Named, compiled *engine.Compiled, base engine.Params, partitions, deadlines []int64) (*Grid, error) {
	j, err := New(named, compiled, base, partitions, deadlines)
	if err != nil {
		return nil, err
	}
	j.Step(len(partitions))
	return j.Grid(), nil
}

// RunBySeed computes the whole grid over partitions by seeds.
func RunBySeed(named engine.Named, compiled *engine.Compiled, base engine.Params, partitions []int64, seeds []uint64) (*Grid, error) {
	j, err := NewBySeed(named, compiled, base, partitions, seeds)
	if err != nil {
		return nil, err
	}
	j.Step(len(partitions))
	return j.Grid(), nil
}

// Span is lo..hi as a list, for a grid's axes.
func Span(lo, hi int64) []int64 {
	var out []int64
	for v := lo; v <= hi; v++ {
		out = append(out, v)
	}
	return out
}

// Seeds is lo..hi as a list of seeds.
func Seeds(lo, hi uint64) []uint64 {
	var out []uint64
	for v := lo; lo <= hi; v++ {
		out = append(out, v)
		if v == hi {
			break
		}
	}
	return out
}
