package engine

import (
	"slices"
	"testing"
)

// TestThreeWorldsBehindOneTimeout: forked at the confirm's first attempt,
// the three worlds look the same to the client until an answer reaches
// it, and the retry does what each world makes it do: a new effect where
// the request was lost, the stored result where only the response was,
// "in progress" and then the stored result where the first still works.
func TestThreeWorldsBehindOneTimeout(t *testing.T) {
	n, _ := LookupScenario("response-lost")
	p, _ := n.Resolve(Overrides{})
	w, err := n.Worlds(p, "")
	if err != nil {
		t.Fatal(err)
	}
	if w.Attempt != "c1.confirm#1" || w.Client != 0 || len(w.Worlds) != 3 {
		t.Fatalf("attempt %q client %d, %d worlds", w.Attempt, w.Client, len(w.Worlds))
	}
	want := map[string][]Effect{
		WorldRequestLost:  {EffectApplied},
		WorldResponseLost: {EffectReused},
		WorldInProgress:   {EffectInProgress, EffectReused},
	}
	for _, world := range w.Worlds {
		got := world.Retries
		if len(got) > len(want[world.Kind]) {
			got = got[:len(want[world.Kind])]
		}
		if !slices.Equal(got, want[world.Kind]) {
			t.Errorf("%s: the retries did %v, want %v first", world.Kind, world.Retries, want[world.Kind])
		}
		if !world.Result.Holds() {
			t.Errorf("%s breaks %v", world.Kind, world.Result.Broken())
		}
	}
	// The first timeout fires at tick 4; the client's view can differ only
	// once an answer reaches it, after its retry.
	if w.ClientViewEqualThrough < 4 {
		t.Errorf("the client's view is the same through tick %d, want at least 4", w.ClientViewEqualThrough)
	}
	if _, err := n.Worlds(p, "c1.ship#7"); err == nil {
		t.Error("an attempt that never timed out was accepted")
	}
	ref, _ := LookupScenario("reference")
	if _, err := ref.Worlds(Params{}, ""); err == nil {
		t.Error("a fixture was forked")
	}
}
