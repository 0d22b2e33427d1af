package engine_test

import (
	"bytes"
	"coordsim/engine"
	"coordsim/engine/encode"
	"encoding/json"
	"math/rand/v2"
	"os/exec"
	"reflect"
	"runtime"
	"testing"

	"coordsim/engine/canon"
)

// TestReportMatchesHarnessOnGeneratedFixtures runs the lesson's own harness
// (testdata/harness.py, a verbatim copy) and the engine on hundreds of
// generated fixtures and seeds, and requires the same report for every one
// the harness can report on.
func TestReportMatchesHarnessOnGeneratedFixtures(t *testing.T) {
	if runtime.GOOS == "js" {
		t.Skip("the harness comparison spawns python3; it runs in the native test pass")
	}
	python, err := exec.LookPath("python3")
	if err != nil {
		// As a missing Chromium fails the browser tests: a comparison with
		// the harness that did not run must not pass as green.
		t.Fatal("the harness comparison needs python3, which is not on PATH (apt-get install -y python3; .ci/run installs it)")
	}
	r := rand.New(rand.NewPCG(20260731, 42))
	const n = 400
	type harnessCase struct {
		Seed   uint64 `json:"seed"`
		Events []any  `json:"events"`
	}
	cases := make([]harnessCase, n)
	fixtures := make([][]engine.Event, n)
	for i := range cases {
		fixtures[i] = engine.RandomFixture(r)
		cases[i] = harnessCase{engine.RandomSeed(r), engine.FixtureJSON(fixtures[i])}
	}
	input, err := json.Marshal(cases)
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(python, "testdata/harness_driver.py", "testdata/harness.py")
	cmd.Stdin = bytes.NewReader(input)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("harness driver: %v\n%s", err, stderr.String())
	}
	var results []struct {
		Report json.RawMessage `json:"report"`
		Error  string          `json:"error"`
	}
	dec := json.NewDecoder(bytes.NewReader(out))
	dec.UseNumber() // seeds up to 2^64-1 must survive exactly
	if err := dec.Decode(&results); err != nil {
		t.Fatal(err)
	}
	compared := 0
	for i, res := range results {
		if res.Error != "" {
			continue // the harness itself cannot report (e.g. its confirm key never stored)
		}
		sc := engine.FromEvents("generated", fixtures[i])
		rep, err := encode.Report(&sc, cases[i].Seed)
		if err != nil {
			t.Fatalf("case %d: engine error %v where the harness reported", i, err)
		}
		got, _ := canon.Marshal(rep)
		if g, w := decodeNumbers(t, got), decodeNumbers(t, res.Report); !reflect.DeepEqual(g, w) {
			fixture, _ := json.Marshal(cases[i])
			t.Errorf("case %d differs from the harness; fixture %s", i, fixture)
			diffJSON(t, "", g, w)
			return
		}
		compared++
	}
	if compared < n/2 {
		t.Fatalf("only %d of %d fixtures were comparable; the generator drifted from what the harness accepts", compared, n)
	}
	t.Logf("%d of %d generated fixtures give the harness's report exactly", compared, n)
}

func decodeNumbers(t *testing.T, b []byte) any {
	t.Helper()
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		t.Fatalf("invalid JSON: %v", err)
	}
	return v
}
