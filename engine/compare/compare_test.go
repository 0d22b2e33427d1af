package compare

import (
	"coordsim/engine"
	"fmt"
	"testing"

	"coordsim/engine/canon"
)

// runStory runs the named scenario with o stated, in fresh memory.
func runStory(t testing.TB, name string, o engine.Overrides) *engine.Result {
	t.Helper()
	n, err := engine.LookupScenario(name)
	if err != nil {
		t.Fatal(err)
	}
	p, err := n.Resolve(o)
	if err != nil {
		t.Fatal(err)
	}
	r, err := n.Run(p)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestCompareShortAndLongPartition(t *testing.T) {
	a := runStory(t, "reference", engine.Overrides{Partition: ticks(4)})
	b := runStory(t, "reference", engine.Overrides{Partition: ticks(9)})
	c := Runs(a, b)
	if d := c.FirstDivergence; d == nil || d.Entry != 6 || d.Tick != 6 {
		t.Fatalf("first divergence %+v, want entry 6 (the partition's end) at tick 6", d)
	}
	if a.Trace[6].Kind != engine.EntryPartitionEnd {
		t.Errorf("entry 6 of A is %s, want the partition's end", a.Trace[6].Kind)
	}
	// The clients' answers from the released messages come at tick 6 in A
	// and 11 in B; the order's state is the same throughout, but A's store
	// records the two reads at tick 6.
	if c.ClientViewEqualThrough != 5 || c.ServerDiffersFrom != 6 {
		t.Errorf("client view equal through %d (want 5), server differs from %d (want 6)", c.ClientViewEqualThrough, c.ServerDiffersFrom)
	}
	want := "[outcome recovery-tick held users]"
	if got := fmt.Sprint(c.Differs); got != want {
		t.Errorf("differs %s, want %s", got, want)
	}
	js, err := canon.Marshal(c.JSONValue())
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"clientViewEqualThrough":5,"differs":["outcome","recovery-tick","held","users"],"firstDivergence":{"entry":6,"tick":6},"serverDiffersFrom":6}`; string(js) != want {
		t.Errorf("JSON %s\nwant %s", js, want)
	}
}

// A lost request and a lost response look the same to the client, while
// the service already differs: it committed the confirm at tick 2 in one
// and not until the retry in the other.
func TestCompareRequestLostWithResponseLost(t *testing.T) {
	for seed := uint64(1); seed <= 50; seed++ {
		a := runStory(t, "request-lost", engine.Overrides{Seed: &seed})
		b := runStory(t, "response-lost", engine.Overrides{Seed: &seed})
		c := Runs(a, b)
		if c.ServerDiffersFrom < 0 || c.ClientViewEqualThrough < c.ServerDiffersFrom {
			t.Fatalf("seed %d: client view equal through %d, server differs from %d: the client should not tell them apart while the service differs",
				seed, c.ClientViewEqualThrough, c.ServerDiffersFrom)
		}
		if c.FirstDivergence == nil || c.FirstDivergence.Tick > c.ServerDiffersFrom {
			t.Fatalf("seed %d: first divergence %+v after the server differs (%d)", seed, c.FirstDivergence, c.ServerDiffersFrom)
		}
	}
	a := runStory(t, "request-lost", engine.Overrides{})
	b := runStory(t, "response-lost", engine.Overrides{})
	c := Runs(a, b)
	if c.ServerDiffersFrom != 2 || c.ClientViewEqualThrough != a.TimelineEnd-1 {
		t.Errorf("reference seed: server differs from %d (want 2), client view equal through %d (want %d)", c.ServerDiffersFrom, c.ClientViewEqualThrough, a.TimelineEnd-1)
	}
	if d := c.FirstDivergence; d == nil || d.Entry != 1 || d.Tick != 2 {
		t.Errorf("first divergence %+v, want entry 1 at tick 2", d)
	}
}

func TestCompareIdenticalRuns(t *testing.T) {
	everyStoryRun(t, func(name string, r *engine.Result) {
		// r lives in a Runner's memory: compare it with a fresh run.
		again, err := rerun(r)
		if err != nil {
			t.Fatal(err)
		}
		c := Runs(r, again)
		if c.FirstDivergence != nil || c.ServerDiffersFrom != -1 || c.ClientViewEqualThrough != r.TimelineEnd-1 || len(c.Differs) != 0 {
			t.Fatalf("%s: identical runs compare as %+v", name, c)
		}
	})
}

// rerun runs r's scenario again under its parameters, in fresh memory.
func rerun(r *engine.Result) (*engine.Result, error) {
	n, err := engine.LookupScenario(r.Scenario)
	if err != nil {
		return nil, err
	}
	return n.Run(r.Params)
}

// Over many seeds and pairs of partition lengths: the traces part exactly
// where the shorter partition ends (nothing before it can tell the lengths
// apart), neither the clients nor the service differ before the traces do,
// and the comparison is symmetric.
func TestComparePropertiesOverSeeds(t *testing.T) {
	for _, name := range []string{"reference", "response-lost", "long-partition-between-sites", "random-faults"} {
		n, _ := engine.LookupScenario(name)
		start := n.PartitionStart()
		for seed := uint64(1); seed <= 60; seed++ {
			for _, pair := range [][2]int64{{1, 2}, {3, 9}, {4, 30}, {7, 6}} {
				a := runStory(t, name, engine.Overrides{Seed: &seed, Partition: ticks(pair[0])})
				b := runStory(t, name, engine.Overrides{Seed: &seed, Partition: ticks(pair[1])})
				c, back := Runs(a, b), Runs(b, a)
				where := fmt.Sprintf("%s seed %d partitions %v", name, seed, pair)
				d := c.FirstDivergence
				if d == nil || d.Tick != start+min(pair[0], pair[1]) {
					t.Fatalf("%s: first divergence %+v, want at tick %d", where, d, start+min(pair[0], pair[1]))
				}
				if c.ClientViewEqualThrough+1 < d.Tick || (c.ServerDiffersFrom >= 0 && c.ServerDiffersFrom < d.Tick) {
					t.Fatalf("%s: the views differ before the traces do: %+v", where, c)
				}
				if *back.FirstDivergence != *d || back.ClientViewEqualThrough != c.ClientViewEqualThrough || back.ServerDiffersFrom != c.ServerDiffersFrom ||
					fmt.Sprint(back.Differs) != fmt.Sprint(c.Differs) {
					t.Fatalf("%s: not symmetric: %+v vs %+v", where, c, back)
				}
			}
		}
	}
}

func TestCompareJSONSaysNeverAsNull(t *testing.T) {
	a := runStory(t, "response-lost", engine.Overrides{})
	b := runStory(t, "response-lost", engine.Overrides{})
	js, err := canon.Marshal(Runs(a, b).JSONValue())
	if err != nil {
		t.Fatal(err)
	}
	want := fmt.Sprintf(`{"clientViewEqualThrough":%d,"differs":[],"firstDivergence":null,"serverDiffersFrom":null}`, a.TimelineEnd-1)
	if string(js) != want {
		t.Errorf("JSON %s, want %s", js, want)
	}
}

func ticks(n int64) *int64 { return &n }

// everyStoryRun runs every named scenario under each single mutation (and
// none) over a few seeds and partition lengths.
func everyStoryRun(t *testing.T, check func(name string, r *engine.Result)) {
	t.Helper()
	for _, n := range engine.Scenarios() {
		c, err := n.Compile()
		if err != nil {
			t.Fatal(err)
		}
		sets := [][]engine.Mutation{nil}
		for _, m := range engine.AllMutations {
			sets = append(sets, []engine.Mutation{m})
		}
		for _, ms := range sets {
			for seed := uint64(1); seed <= 6; seed++ {
				for _, part := range []int64{1, 4, 9} {
					p := engine.Params{Seed: seed, Partition: part, Deadline: n.DefaultDeadline(), Mutations: ms}
					r, err := c.Run(p)
					if err != nil {
						continue // a typed refusal (conflicting-retry on a fixture without a retry)
					}
					check(fmt.Sprintf("%s seed %d partition %d %v", n.Name, seed, part, ms), r)
				}
			}
		}
	}
}
