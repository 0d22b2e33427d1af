package share

import (
	"strconv"
	"strings"
	"testing"

	"coordsim/engine"
	"coordsim/engine/encode"
)

// TestLinkSaysWhatItWasMadeFrom: v= and h= are read from a link and
// written back; a bad one is a problem and the link then says nothing of
// its run; a patch keeps neither; and Departed finds the link's own run
// the same, another run departing at its first other row.
func TestLinkSaysWhatItWasMadeFrom(t *testing.T) {
	sc := engine.Reference()
	run, err := engine.Run(&sc, engine.Params{Seed: engine.ReferenceSeed, Partition: 4})
	if err != nil {
		t.Fatal(err)
	}
	s := Defaults
	s.Made = MadeFrom(run)
	link := Encode(s)
	if !strings.HasSuffix(link, "&v="+strconv.Itoa(engine.SemanticsVersion)+"&h="+s.Made.Hash) {
		t.Fatalf("the link ends %q", link[strings.LastIndex(link, "&v="):])
	}
	got, probs := Parse(link)
	if len(probs) > 0 || got.Made != s.Made {
		t.Fatalf("read back %+v, problems %v", got.Made, probs)
	}
	if d := Departed(got, run); d != nil {
		t.Fatalf("the link's own run departs: %+v", d)
	}
	longer, err := engine.Run(&sc, engine.Params{Seed: engine.ReferenceSeed, Partition: 5})
	if err != nil {
		t.Fatal(err)
	}
	if d := Departed(got, longer); d == nil || d.Row != 7 || d.Version != engine.SemanticsVersion {
		t.Fatalf("a run whose partition ends a tick later departs at row 7 (its partition_end), got %+v", d)
	}

	for _, bad := range []string{"v=0&h=" + s.Made.Hash, "v=1&h=xyz", "v=1&h=" + s.Made.Hash + "%22"} {
		got, probs := Parse("scenario=reference&" + bad)
		if len(probs) != 1 || got.Made != (Made{}) {
			t.Errorf("%s: made %+v, problems %v", bad, got.Made, probs)
		}
	}
	merged, _ := Merge(got, Patch{Values: map[string]string{"t": "3"}})
	if merged.Made != (Made{}) || strings.Contains(Encode(merged), "h=") {
		t.Fatalf("a patch kept %+v", merged.Made)
	}
	if h := encode.LinkHash(longer); Departed(State{Made: Made{Hash: h}}, longer) != nil {
		t.Fatal("h= alone, without v=, does not find its own run")
	}
}
