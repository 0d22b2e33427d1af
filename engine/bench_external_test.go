package engine_test

// The benchmarks of the boundary grid and the lesson's report live beside
// the engine's, so that make pgo's profile of the engine (one package)
// covers them.

import (
	"testing"

	"coordsim/engine"
	"coordsim/engine/boundary"
	"coordsim/engine/encode"
)

// ns/op is one whole grid (1,200 cells; 1,500 by seed). The page computes the lesson's grid in one go and a generated one in
// chunks; natively both are far inside their budgets (50 ms, 1 s).
func BenchmarkBoundary(b *testing.B) {
	for _, name := range []string{"reference", "random-faults"} {
		b.Run(name, func(b *testing.B) {
			n, _ := engine.LookupScenario(name)
			c, _ := n.Compile()
			base, _ := n.Resolve(engine.Overrides{})
			for b.Loop() {
				if _, err := boundary.Run(n, c, base, boundary.Span(1, 30), boundary.Span(1, 40)); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(name+"/by-seed", func(b *testing.B) {
			n, _ := engine.LookupScenario(name)
			c, _ := n.Compile()
			base, _ := n.Resolve(engine.Overrides{})
			for b.Loop() {
				if _, err := boundary.RunBySeed(n, c, base, boundary.Span(1, 30), boundary.Seeds(1, 50)); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkReferenceReport builds the whole report: four runs and the JSON
// values, as the harness script does end to end.
func BenchmarkReferenceReport(b *testing.B) {
	sc := engine.Reference()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := encode.Report(&sc, engine.ReferenceSeed); err != nil {
			b.Fatal(err)
		}
	}
}
