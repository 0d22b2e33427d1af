package render

import (
	"io"
	"testing"

	"coordsim/engine"
)

// The table of a big fixture run and of a generated run with notes, as
// `coordsim run` writes them.
func BenchmarkRunTable(b *testing.B) {
	big := bigRun(&testing.T{}, 20_000)
	named, err := engine.LookupScenario("random-faults")
	if err != nil {
		b.Fatal(err)
	}
	p, err2 := named.Resolve(engine.Overrides{})
	if err2 != nil {
		b.Fatal(err2)
	}
	gen, err := named.Run(p)
	if err != nil {
		b.Fatal(err)
	}
	for _, c := range []struct {
		name string
		r    *engine.Result
	}{{"fixture-20k", big}, {"random-faults", gen}} {
		for _, lang := range []string{"en", "ja"} {
			b.Run(c.name+"/"+lang, func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					if err := RunTableIn(io.Discard, c.r, lang); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
