package engine

import "testing"

// TestTraceHasherEqualsTraceSHA256: the resuming hasher gives TraceSHA256's
// sums for runs in a sweep's order (one seed at every partition length) and
// in any other order.
func TestTraceHasherEqualsTraceSHA256(t *testing.T) {
	var h TraceHasher
	for _, n := range Scenarios() {
		c, err := n.Compile()
		if err != nil {
			t.Fatal(err)
		}
		var runner Runner
		for seed := uint64(1); seed <= 4; seed++ {
			for _, part := range []int64{1, 2, 3, 9, 30, 2, 30} {
				r, err := runner.Run(c, Params{Seed: seed, Partition: part, Deadline: n.DefaultDeadline()})
				if err != nil {
					t.Fatal(err)
				}
				if got, want := h.Sum(r), r.TraceSHA256(); got != want {
					t.Fatalf("%s seed %d partition %d: hasher %s, TraceSHA256 %s", n.Name, seed, part, got, want)
				}
			}
		}
	}
}
