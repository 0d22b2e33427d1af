package share

import (
	"strconv"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"coordsim/engine"
)

// runState runs s's story under s's knobs, as the page does.
func runState(s State) error {
	c, err := s.Named().Compile()
	if err != nil {
		return err
	}
	_, err = c.Run(s.Params())
	return err
}

// TestParsedLinksRun: a link every parser took is one the engine runs,
// run A and run B alike. A value that the story cannot run with the
// link's other values (a partition stretched over the next one, a
// conflicting retry where no message is duplicated) is a problem naming
// its field, and the rest of the link is kept; it used to pass Parse and
// be refused by the engine, and the page silently showed the lesson.
func TestParsedLinksRun(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		q := randomLink(t)
		s, probs := Parse(q)
		if err := runState(s); err != nil {
			t.Fatalf("Parse(%q) took a link the engine refuses: %v (problems: %v)", q, err, probs)
		}
		if b, ok := s.BState(); ok {
			if err := runState(b); err != nil {
				t.Fatalf("Parse(%q) took a run B the engine refuses: %v (problems: %v)", q, err, probs)
			}
		}
	})
}

// randomLink is a link of values each parser takes on its own, mixed so
// that some do not go together.
func randomLink(t *rapid.T) string {
	var parts []string
	add := func(name, v string) { parts = append(parts, name+"="+v) }
	scenario := rapid.SampledFrom(append(scenarioNames(), "reference", "confirm-then-ship")).Draw(t, "scenario")
	add("scenario", scenario)
	if rapid.Bool().Draw(t, "partition?") {
		add("partition", rapid.SampledFrom([]string{"1", "4", "9", "30"}).Draw(t, "partition"))
	}
	if rapid.Bool().Draw(t, "mutations?") {
		add("mutations", string(rapid.SampledFrom(engine.AllMutations).Draw(t, "mutation")))
	}
	if rapid.Bool().Draw(t, "events?") {
		var evs []string
		tick := int64(0)
		for i := range rapid.IntRange(0, 3).Draw(t, "partitions") {
			tick += rapid.Int64Range(1, 4).Draw(t, "gap")
			evs = append(evs, "s"+strconv.Itoa(i)+","+strconv.FormatInt(tick, 10)+",partition_start")
			if rapid.Bool().Draw(t, "message?") {
				evs = append(evs, "m"+strconv.Itoa(i)+","+strconv.FormatInt(tick, 10)+","+
					rapid.SampledFrom([]string{"deliver", "duplicate"}).Draw(t, "kind")+",1,1,k,pending%3Econfirmed")
			}
			tick += rapid.SampledFrom([]int64{1, 2, 3, 4, 25_000_000}).Draw(t, "length") // a partition past 10^6 ticks was refused by the engine
			evs = append(evs, "e"+strconv.Itoa(i)+","+strconv.FormatInt(tick, 10)+",partition_end")
		}
		add("events", "1~"+strings.Join(evs, "~"))
	}
	if rapid.Bool().Draw(t, "b?") {
		add(rapid.SampledFrom([]string{"b.partition", "b.scenario", "b.mutations"}).Draw(t, "b.name"),
			rapid.SampledFrom([]string{"9", "reference", "confirm-then-ship", "conflicting-retry"}).Draw(t, "b.value"))
	}
	return strings.Join(parts, "&")
}

func scenarioNames() []string {
	var names []string
	for _, n := range engine.Scenarios() {
		names = append(names, n.Name)
	}
	return names
}

// The link that showed the lesson in its place: two partitions, the first
// stretched over the second.
func TestAPartitionStretchedOverTheNextIsAProblem(t *testing.T) {
	q := "scenario=reference&partition=9&seed=7&events=1~a,1,partition_start~b,2,partition_end~c,5,partition_start~d,6,partition_end"
	s, probs := Parse(q)
	if err := runState(s); err != nil {
		t.Fatalf("the engine refuses what Parse took: %v", err)
	}
	if len(probs) != 1 || probs[0].Field != "partition" || probs[0].Code != "refused" {
		t.Fatalf("problems = %+v, want one refused partition", probs)
	}
	if s.Seed != 7 || len(s.Events) != 4 || s.Partition == 9 {
		t.Fatalf("the rest of the link was not kept: seed %d, %d events, partition %d", s.Seed, len(s.Events), s.Partition)
	}
}

// A link the page writes reads back without a problem when the learner's
// events hold a partition longer than the slider reaches (1..30): its own
// length is taken as it is. Before, the page's own link said "must be a
// whole number from 1 to 30; using 58 instead".
func TestTheEventsOwnLongPartitionReadsBack(t *testing.T) {
	s, probs := Parse("scenario=reference&events=1~e2,2,partition_start~e3,60,partition_end")
	if len(probs) != 0 || s.Partition != 58 {
		t.Fatalf("partition %d, problems %v", s.Partition, probs)
	}
	again, probs := Parse(Encode(s))
	if len(probs) != 0 || again.Partition != 58 {
		t.Fatalf("its own link: partition %d, problems %v", again.Partition, probs)
	}
	if _, probs := Parse("scenario=reference&partition=58"); len(probs) != 1 || probs[0].Field != "partition" {
		t.Fatalf("58 ticks on the lesson's own events (a 4-tick partition): problems %v", probs)
	}
}

// A link the page writes at a far tick of the learner's events reads back
// (found by an attack round after issue 50): the playhead reaches a run's
// last tick, wherever its events put it. Before, t took 0..1000 only, so a
// page scrubbed past tick 1000 of its own run wrote a link it refused, and
// coordsim shrink failed half-way through its answer on a run that broke
// after tick 1000.
func TestAFarPlayheadReadsBack(t *testing.T) {
	far := "scenario=reference&events=1~e2,2,partition_start~e3,1000000000,partition_end~a,1000000000,deliver,1,1,k,pending%3Econfirmed"
	s, probs := Parse(far + "&t=1000000001")
	if len(probs) != 0 || s.T != 1_000_000_001 {
		t.Fatalf("t %d, problems %v", s.T, probs)
	}
	if again, probs := Parse(Encode(s)); len(probs) != 0 || again.T != s.T {
		t.Fatalf("its own link: t %d, problems %v", again.T, probs)
	}
	if _, probs := Parse(far + "&t=" + strconv.FormatInt(MaxTick+1, 10)); len(probs) != 1 || probs[0].Field != "t" {
		t.Fatalf("a t past any run's end: problems %v", probs)
	}
}
