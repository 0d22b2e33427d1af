package encode

import (
	"testing"

	"coordsim/engine"
)

// TestTraceHasherEqualsTraceSHA256: the resuming hasher gives TraceSHA256's
// sums for runs in a sweep's order (one seed at every partition length) and
// in any other order.
func TestTraceHasherEqualsTraceSHA256(t *testing.T) {
	var h TraceHasher
	for _, n := range engine.Scenarios() {
		c, err := n.Compile()
		if err != nil {
			t.Fatal(err)
		}
		var runner engine.Runner
		for seed := uint64(1); seed <= 4; seed++ {
			for _, part := range []int64{1, 2, 3, 9, 30, 2, 30} {
				r, err := runner.Run(c, engine.Params{Seed: seed, Partition: part, Deadline: n.DefaultDeadline()})
				if err != nil {
					t.Fatal(err)
				}
				if got, want := h.Sum(r), TraceSHA256(r); got != want {
					t.Fatalf("%s seed %d partition %d: hasher %s, TraceSHA256 %s", n.Name, seed, part, got, want)
				}
			}
		}
	}
}

// TestReferenceTraceHash pins the reference run's trace hash. Python computes
// the same value over the harness's first_trace (sha256 of json.dumps with
// sort_keys, compact separators, ensure_ascii=False), and the test runs
// natively and under GOOS=js GOARCH=wasm alike.
func TestReferenceTraceHash(t *testing.T) {
	sc := engine.Reference()
	r, err := engine.Run(&sc, engine.Params{Seed: engine.ReferenceSeed})
	if err != nil {
		t.Fatal(err)
	}
	const want = "2a47086e820acab9eaa1488987346d8b35e7fe706cb814f6fe68637526a922a3"
	if got := TraceSHA256(r); got != want {
		t.Fatalf("reference trace sha256 = %s, want %s", got, want)
	}
}
