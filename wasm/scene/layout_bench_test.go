package scene

import (
	"testing"

	"coordsim/engine"
)

// BenchmarkLayoutJapanese lays the long partition's story out in
// Japanese at every half tick on a phone's canvas, where labels wrap.
func BenchmarkLayoutJapanese(b *testing.B) {
	named, err := engine.LookupScenario("long-partition-between-sites")
	if err != nil {
		b.Fatal(err)
	}
	p, err := named.Resolve(engine.Overrides{})
	if err != nil {
		b.Fatal(err)
	}
	res, err := named.Run(p)
	if err != nil {
		b.Fatal(err)
	}
	r := NewIn(res, "ja")
	for b.Loop() {
		for at := 0.0; at <= float64(res.TimelineEnd); at += 0.5 {
			r.AtRatio(at, 372, 352, 1)
		}
	}
}
