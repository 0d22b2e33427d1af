package panel

import (
	"strings"
	"testing"

	"coordsim/engine"
	"coordsim/internal/catalog"
	"coordsim/internal/share"
)

// TestWorldsView: view=worlds words the three worlds in the page's
// language, marks the client's rows through the ticks it cannot tell them
// apart, and says why a run cannot be forked.
func TestWorldsView(t *testing.T) {
	for _, lang := range share.Langs {
		s, _ := share.Parse("scenario=response-lost&view=worlds&lang=" + lang)
		named := s.Named()
		res, err := named.Run(s.Params())
		if err != nil {
			t.Fatal(err)
		}
		w := WorldsOf(named, res, s)
		if w.Error != "" || w.Attempt != "c1.confirm#1" || len(w.Worlds) != 3 || w.EqualThrough != 6 || !strings.Contains(w.Summary, "c1.confirm#1") {
			t.Fatalf("%s: %+v", lang, w)
		}
		for _, world := range w.Worlds {
			if world.Title == "" || world.Retry == "" || len(world.Users) != 2 || len(world.Rows) == 0 {
				t.Errorf("%s %s: %+v", lang, world.Kind, world)
			}
			// In time everywhere; but in the world where the confirm is
			// still in progress, the ship's user is told "uncertain", and
			// the world's outcome says so (issue 53: not a plain green).
			if want := map[string]int{"in-progress": 1}[world.Kind]; world.Uncertain != want || (world.Told != "") != (want > 0) ||
				want > 0 && !strings.Contains(world.Told, catalog.T(lang, "user.uncertain")) {
				t.Errorf("%s %s: %d told uncertain, %q", lang, world.Kind, world.Uncertain, world.Told)
			}
			for _, r := range world.Rows {
				if r.Same != (r.Side == "client" && r.Tick <= 6) || r.Text == "" || strings.Contains(r.Text, "{") || strings.Contains(r.Text, "[page.") {
					t.Errorf("%s %s: row %+v", lang, world.Kind, r)
				}
			}
		}
	}
	ref, _ := share.Parse("view=worlds&lang=ja")
	res, _ := ref.Named().Run(ref.Params())
	if w := WorldsOf(ref.Named(), res, ref); w.Error != catalog.T("ja", "page.worlds.fixture") || len(w.Worlds) != 0 {
		t.Errorf("a fixture: %+v", w)
	}
	// An attempt the run does not have falls back to its first timeout.
	s, probs := share.Parse("scenario=response-lost&view=worlds&attempt=c1.ship%239")
	res, _ = s.Named().Run(s.Params())
	if w := WorldsOf(s.Named(), res, s); len(probs) != 0 || w.Attempt != "c1.confirm#1" {
		t.Errorf("attempt c1.ship#9: %q, problems %v", w.Attempt, probs)
	}
	if _, probs := share.Parse("attempt=<script>"); len(probs) != 1 {
		t.Errorf("a bad attempt name: %v", probs)
	}
	// Every effect a retry can meet has words.
	for e := engine.EffectApplied; e <= engine.EffectLeaseLost; e++ {
		for _, lang := range share.Langs {
			if got := catalog.T(lang, "page.worlds.effect."+e.String()); strings.HasPrefix(got, "[") {
				t.Errorf("%s: no words for %s", lang, e)
			}
		}
	}
}
