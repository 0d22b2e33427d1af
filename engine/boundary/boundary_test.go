package boundary

import (
	"coordsim/engine"
	"strings"
	"testing"

	"coordsim/engine/canon"
)

// The lesson with every defense on: the partition starts at tick 2, so it
// recovers iff 2 + partition <= deadline, and nothing breaks.
func TestBoundaryOfTheLesson(t *testing.T) {
	n, _ := engine.LookupScenario("reference")
	base := story(t, n, engine.Overrides{})
	g, err := Run(n, nil, base, Span(1, 30), Span(1, 40))
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Outcomes) != 30 || len(g.Outcomes[0]) != 40 || len(g.Broken) != 30 || len(g.Broken[29]) != 40 {
		t.Fatalf("grid is %dx%d", len(g.Outcomes), len(g.Outcomes[0]))
	}
	for i, p := range g.Partitions {
		for j, d := range g.Deadlines {
			want := engine.RecoveryDeadlineExceeded
			if 2+p <= d {
				want = engine.RecoveredBeforeDeadline
			}
			if g.Outcomes[i][j] != want || g.Broken[i][j] != 0 {
				t.Fatalf("partition %d deadline %d: %s with %d broken, want %s with none", p, d, g.Outcomes[i][j], g.Broken[i][j], want)
			}
		}
	}
}

// Every cell is the run the same parameters give on their own; the
// job's steps give the grid Boundary gives at once.
func TestBoundaryCellsAreRuns(t *testing.T) {
	for _, tc := range []struct {
		name string
		muts []engine.Mutation
	}{{"random-faults", nil}, {"response-lost", []engine.Mutation{engine.DedupeOff}}, {"reference", []engine.Mutation{engine.ShortRetention}}} {
		n, _ := engine.LookupScenario(tc.name)
		base := story(t, n, engine.Overrides{Mutations: tc.muts})
		seeds := Seeds(1, 50)
		job, err := NewBySeed(n, nil, base, Span(1, 12), seeds)
		if err != nil {
			t.Fatal(err)
		}
		steps := 0
		for !job.Step(5) {
			steps++
		}
		if done, total := job.Progress(); steps != 2 || done != 12 || total != 12 {
			t.Errorf("%s: %d steps, progress %d/%d", tc.name, steps, done, total)
		}
		g := job.Grid()
		for i, p := range g.Partitions {
			for j, seed := range g.Seeds {
				q := base
				q.Partition, q.Seed = p, seed
				r, err := n.Run(q)
				if err != nil {
					t.Fatal(err)
				}
				if g.Outcomes[i][j] != r.Outcome() || g.Broken[i][j] != len(r.Broken()) {
					t.Fatalf("%s partition %d seed %d: cell %s/%d, run %s/%d", tc.name, p, seed, g.Outcomes[i][j], g.Broken[i][j], r.Outcome(), len(r.Broken()))
				}
			}
		}
		whole, err := RunBySeed(n, nil, base, Span(1, 12), seeds)
		if err != nil {
			t.Fatal(err)
		}
		a, _ := canon.Marshal(whole.JSONValue())
		b, _ := canon.Marshal(g.JSONValue())
		if string(a) != string(b) {
			t.Errorf("%s: stepped grid differs from the whole", tc.name)
		}
	}
}

func TestBoundaryJSON(t *testing.T) {
	n, _ := engine.LookupScenario("reference")
	g, err := Run(n, nil, story(t, n, engine.Overrides{}), Span(3, 4), Span(5, 6))
	if err != nil {
		t.Fatal(err)
	}
	js, _ := canon.Marshal(g.JSONValue())
	want := `{"broken":[[0,0],[0,0]],"deadlines":[5,6],"outcomes":[["recovered-before-deadline","recovered-before-deadline"],["recovery-deadline-exceeded","recovered-before-deadline"]],"partitions":[3,4]}`
	if string(js) != want {
		t.Errorf("JSON %s\nwant %s", js, want)
	}
	g, _ = RunBySeed(n, nil, story(t, n, engine.Overrides{}), Span(1, 1), []uint64{18446744073709551615})
	if js, _ := canon.Marshal(g.JSONValue()); !strings.Contains(string(js), `"seeds":["18446744073709551615"]`) {
		t.Errorf("seeds are not strings: %s", js)
	}
	if _, err := Run(n, nil, engine.Params{}, []int64{0}, Span(1, 2)); err == nil {
		t.Error("partition 0 accepted")
	}
}

// A grid computed a few cells at a time (rows split across chunks, as the
// page does) is the grid computed whole, and its progress counts cells.
func TestBoundaryStepCells(t *testing.T) {
	for _, name := range []string{"reference", "random-faults"} {
		n, _ := engine.LookupScenario(name)
		base := story(t, n, engine.Overrides{})
		whole, err := Run(n, nil, base, Span(1, 6), Span(1, 9))
		if err != nil {
			t.Fatal(err)
		}
		j, err := New(n, nil, base, Span(1, 6), Span(1, 9))
		if err != nil {
			t.Fatal(err)
		}
		steps := 0
		for !j.StepCells(4) {
			steps++
			if done, total := j.CellProgress(); done != 4*steps || total != 54 {
				t.Fatalf("%s: after %d steps of 4 cells, progress %d of %d", name, steps, done, total)
			}
		}
		if done, total := j.CellProgress(); done != 54 || total != 54 || steps != 13 {
			t.Fatalf("%s: done after %d steps with %d of %d cells", name, steps, done, total)
		}
		if got, want := string(j.Grid().AppendJSON(nil)), string(whole.AppendJSON(nil)); got != want {
			t.Errorf("%s: in chunks\n%s\nwhole\n%s", name, got, want)
		}
	}
}

// story is the named scenario's parameters with o stated.
func story(t testing.TB, n engine.Named, o engine.Overrides) engine.Params {
	t.Helper()
	p, err := n.Resolve(o)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestShareCountsTheSeedsThatBreak (issue 56, item 3): a cell of shares
// counts, of its seeds (the base's first), those whose run breaks an
// invariant, as each run alone says; its outcome and broken count are the
// base seed's; its JSON says failing and runs; fewer than one run is
// refused.
func TestShareCountsTheSeedsThatBreak(t *testing.T) {
	n, _ := engine.LookupScenario("random-faults")
	base := story(t, n, engine.Overrides{Mutations: []engine.Mutation{engine.NonAtomicCommit}})
	base.Seed = 7
	j, err := NewShare(n, nil, base, Span(2, 4), Span(10, 12), 9)
	if err != nil {
		t.Fatal(err)
	}
	for !j.StepCells(2) {
	}
	g, some := j.Grid(), 0
	for i, p := range g.Partitions {
		for k, d := range g.Deadlines {
			want := 0
			for s := range uint64(9) {
				q := base
				q.Partition, q.Deadline, q.Seed = p, d, base.Seed+s
				r, err := n.Run(q)
				if err != nil {
					t.Fatal(err)
				}
				if len(r.Broken()) > 0 {
					want++
				}
				if s == 0 && (g.Outcomes[i][k] != r.Outcome() || g.Broken[i][k] != len(r.Broken())) {
					t.Errorf("partition %d deadline %d: the cell's own run %s/%d, the seed's %s/%d", p, d, g.Outcomes[i][k], g.Broken[i][k], r.Outcome(), len(r.Broken()))
				}
			}
			if g.Failing[i][k] != want {
				t.Errorf("partition %d deadline %d: %d of 9 fail, the runs say %d", p, d, g.Failing[i][k], want)
			}
			some += want
		}
	}
	if some == 0 || some == 81 {
		t.Errorf("%d of 81 runs fail: the test cannot tell a count from a constant", some)
	}
	if js := string(g.AppendJSON(nil)); !strings.Contains(js, `"failing":[[`) || !strings.HasSuffix(js, `"runs":9}`) {
		t.Errorf("JSON %s", js)
	}
	if _, err := NewShare(n, nil, base, Span(2, 4), Span(10, 12), 0); err == nil {
		t.Error("0 runs a cell accepted")
	}
}
