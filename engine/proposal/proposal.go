// Package proposal evaluates a learner's plan for a long partition (the
// failure analysis's proposal): a recovery deadline, a dedupe retention and
// a reconciliation policy, run over seeds × partition lengths, with what
// each leaves users and invariants. One Runner runs every cell, over the
// engine's exported API; words and links are the caller's.
package proposal

import (
	"errors"
	"slices"
	"strconv"

	"coordsim/engine"
)

// Proposal is one plan for the partition.
type Proposal struct {
	Deadline  int64         // the recovery deadline tick
	Retention int64         // dedupe retention in ticks; 0 keeps entries forever
	Policy    engine.Policy // what users told "uncertain" are told after the deadline
}

// The page's ranges for a proposal's numbers (its sliders offer the same).
var (
	DeadlineKnob  = engine.Knob{Name: "deadline", Lo: 1, Hi: 40}
	RetentionKnob = engine.Knob{Name: "retention", Lo: 0, Hi: 40}
)

// Check reports the first of p's fields out of range, as a ParamError
// naming it.
func (p Proposal) Check() error {
	if err := DeadlineKnob.Check(p.Deadline); err != nil {
		return err
	}
	if err := RetentionKnob.Check(p.Retention); err != nil {
		return err
	}
	if !p.Policy.Valid() {
		return &engine.ParamError{Field: "reconcile", Value: strconv.Quote(string(p.Policy)), Reason: "is not read-back, compensate or hold"}
	}
	return nil
}

// Grid is the runs a proposal is evaluated over: seeds 1..Seeds, each at
// partition lengths 1..Partitions.
type Grid struct {
	Seeds      int
	Partitions int64
}

// DefaultGrid is the page's and the CLI's: 300 seeds × 30 lengths.
var DefaultGrid = Grid{Seeds: 300, Partitions: 30}

// MaxFailures is how many failing seeds an evaluation lists.
const MaxFailures = 5

// Failure is a run that breaks an invariant: its seed and partition
// length, the first invariant it breaks and the tick.
type Failure struct {
	Seed      uint64
	Partition int64
	Invariant string
	Tick      int64
}

// Evaluation is what a proposal leaves over a grid's runs.
type Evaluation struct {
	Proposal Proposal
	Runs     int
	Users    int // the users of every run, added up
	engine.Settlement
	ResidualRuns int // runs with messages still held at the deadline
	BrokenRuns   int // runs that break at least one invariant
	// Broken counts, per invariant (engine.InvariantNames' order), the
	// runs that break it: at-most-one-effect-per-key's are the runs with
	// a duplicate effect.
	Broken       []int
	FailingSeeds int       // seeds with at least one failing run
	Failures     []Failure // the first MaxFailures failing seeds, each at its shortest failing length

	lastFailing uint64 // the seed of the last failing run counted
}

// Evaluate runs n over g for each proposal (proposals with the same
// deadline and retention share their runs) and says what each leaves.
// progress, if set, is told the runs done and to do after each seed's.
func Evaluate(n engine.Named, ps []Proposal, g Grid, progress func(done, total int)) ([]Evaluation, error) {
	if !n.HasPartition() {
		return nil, errors.New("the scenario has no partition to lengthen")
	}
	if g.Seeds < 1 || g.Partitions < 1 {
		return nil, errors.New("the grid needs at least one seed and one partition length")
	}
	for _, p := range ps {
		if err := p.Check(); err != nil {
			return nil, err
		}
	}
	c, err := n.Compile()
	if err != nil {
		return nil, err
	}
	out := make([]Evaluation, len(ps))
	for i, p := range ps {
		out[i] = Evaluation{Proposal: p, Broken: make([]int, len(engine.InvariantNames()))}
	}
	var r engine.Runner
	total := Runs(ps, g)
	done := 0
	for _, run := range runsOf(ps) {
		for seed := uint64(1); seed <= uint64(g.Seeds); seed++ {
			for part := int64(1); part <= g.Partitions; part++ {
				res, err := r.Run(c, engine.Params{Seed: seed, Partition: part, Deadline: run.Deadline, Retention: run.Retention})
				if err != nil {
					return nil, err
				}
				for _, i := range run.proposals {
					out[i].add(res)
				}
			}
			if done += int(g.Partitions); progress != nil {
				progress(done, total)
			}
		}
	}
	return out, nil
}

// Runs is how many runs Evaluate makes for ps over g.
func Runs(ps []Proposal, g Grid) int { return g.Seeds * int(g.Partitions) * len(runsOf(ps)) }

// aRun is a deadline and retention to run the grid at, and the proposals
// (indices) that share it.
type aRun struct {
	Deadline, Retention int64
	proposals           []int
}

// runsOf groups proposals by what their runs differ in.
func runsOf(ps []Proposal) []aRun {
	var runs []aRun
next:
	for i, p := range ps {
		for j := range runs {
			if runs[j].Deadline == p.Deadline && runs[j].Retention == p.Retention {
				runs[j].proposals = append(runs[j].proposals, i)
				continue next
			}
		}
		runs = append(runs, aRun{p.Deadline, p.Retention, []int{i}})
	}
	return runs
}

// add counts one run.
func (e *Evaluation) add(r *engine.Result) {
	e.Runs++
	e.Users += len(r.Users)
	s := r.Settle(e.Proposal.Policy)
	e.Uncertain += s.Uncertain
	e.Settled += s.Settled
	e.Unsettled += s.Unsettled
	e.Compensated += s.Compensated
	e.LongestWait = max(e.LongestWait, s.LongestWait)
	if r.Recovery.ResidualAtDeadline > 0 {
		e.ResidualRuns++
	}
	first := -1
	for i, v := range r.Invariants {
		if !v.Holds {
			e.Broken[i]++
			if first < 0 || v.Tick < r.Invariants[first].Tick {
				first = i
			}
		}
	}
	if first < 0 {
		return
	}
	e.BrokenRuns++
	if e.lastFailing == r.Seed && e.FailingSeeds > 0 {
		return // the seed's shortest failing length is listed
	}
	e.lastFailing = r.Seed
	e.FailingSeeds++
	if len(e.Failures) < MaxFailures {
		v := r.Invariants[first]
		e.Failures = append(e.Failures, Failure{Seed: r.Seed, Partition: r.Params.Partition, Invariant: v.Name, Tick: v.Tick})
	}
}

// Defaults is the story's own plan: its deadline and retention, read back.
func Defaults(n engine.Named) Proposal {
	return Proposal{Deadline: n.DefaultDeadline(), Retention: n.Defaults.Retention, Policy: engine.ReadBack}
}

// Scenario is the story a proposal is for: the lesson's long partition
// between sites.
const Scenario = "long-partition-between-sites"

// Memo keeps each proposal's evaluation over one grid, so that a proposal
// asked again (the story's own settings, a column the learner left as it
// was) is not run again: an evaluation is a function of the proposal and
// the grid alone.
type Memo struct {
	named engine.Named
	grid  Grid
	done  map[Proposal]Evaluation
}

// NewMemo is an empty memo of n's evaluations over g.
func NewMemo(n engine.Named, g Grid) *Memo {
	return &Memo{named: n, grid: g, done: map[Proposal]Evaluation{}}
}

// Grid is the grid the memo's evaluations are over.
func (m *Memo) Grid() Grid { return m.grid }

// Evaluate is Evaluate(n, ps, g, nil), running only the proposals it has
// not evaluated before.
func (m *Memo) Evaluate(ps []Proposal) ([]Evaluation, error) {
	var todo []Proposal
	for _, p := range ps {
		if _, ok := m.done[p]; !ok && !slices.Contains(todo, p) {
			todo = append(todo, p)
		}
	}
	if len(todo) > 0 {
		evs, err := Evaluate(m.named, todo, m.grid, nil)
		if err != nil {
			return nil, err
		}
		for i, p := range todo {
			m.done[p] = evs[i]
		}
	}
	out := make([]Evaluation, len(ps))
	for i, p := range ps {
		e := m.done[p]
		e.Broken, e.Failures = slices.Clone(e.Broken), slices.Clone(e.Failures) // the caller's to keep
		out[i] = e
	}
	return out, nil
}
