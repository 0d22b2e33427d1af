package engine

import (
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"testing"
)

// BenchmarkEngineVersusHarness runs the lesson's harness (simulate(SEED) in
// CPython, timed by testdata/harness_timer.py) and the engine's reference
// run side by side on one machine, and reports how many times faster the
// engine is (x-harness; the budget is at least 100).
func BenchmarkEngineVersusHarness(b *testing.B) {
	if runtime.GOOS == "js" {
		b.Skip("the harness runs in CPython: natively only")
	}
	python, err := exec.LookPath("python3")
	if err != nil {
		b.Fatal("python3 is needed to time the harness beside the engine")
	}
	out, err := exec.Command(python, "testdata/harness_timer.py", "testdata/harness.py").Output()
	if err != nil {
		b.Fatalf("timing the harness: %v", err)
	}
	harnessNs, err := strconv.ParseFloat(strings.TrimSpace(string(out)), 64)
	if err != nil {
		b.Fatalf("harness timer printed %q", out)
	}
	sc := Reference()
	c, err := Compile(&sc)
	if err != nil {
		b.Fatal(err)
	}
	p := Params{Seed: ReferenceSeed}
	var r Runner
	for b.Loop() {
		if _, err := r.Run(c, p); err != nil {
			b.Fatal(err)
		}
	}
	engineNs := float64(b.Elapsed().Nanoseconds()) / float64(b.N)
	b.ReportMetric(harnessNs/1000, "harness-µs/run")
	b.ReportMetric(harnessNs/engineNs, "x-harness")
}
