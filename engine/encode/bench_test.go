package encode

import (
	"testing"

	"coordsim/engine"
)

// BenchmarkTraceSHA256 hashes a random-faults trace (about a hundred
// entries), as every sweep cell does.
func BenchmarkTraceSHA256(b *testing.B) {
	named, _ := engine.LookupScenario("random-faults")
	r, err := named.Run(named.Defaults)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		_ = TraceSHA256(r)
	}
}
