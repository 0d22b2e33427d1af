package render

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"coordsim/engine"
)

// The bytes are pinned by engine/testdata/script and the CLI's scripts; here,
// the shape and the write error.
func TestRunTable(t *testing.T) {
	sc := engine.Reference()
	r, err := engine.Run(&sc, engine.Params{Seed: engine.ReferenceSeed})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := RunTable(&b, r); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{
		"scenario reference, seed 20260731, partition as in the scenario, deadline 8, retention forever, no mutations\n",
		"\noutcome: recovered-before-deadline (recovery tick 6, deadline 8;",
		"\ntrace sha256 " + r.TraceSHA256() + "\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the table lacks %q:\n%s", want, out)
		}
	}
	if err := RunTable(failingWriter{}, r); err == nil {
		t.Error("a failing writer gives no error")
	}
}

func TestMutations(t *testing.T) {
	if got := Mutations(nil); got != "none" {
		t.Errorf("Mutations(nil) = %q", got)
	}
	if got := Mutations([]engine.Mutation{engine.DedupeOff, engine.NonAtomicCommit}); got != "dedupe-off,non-atomic-commit" {
		t.Errorf("Mutations = %q", got)
	}
}

type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }
