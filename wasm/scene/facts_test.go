package scene

import (
	"math"
	"strings"
	"testing"

	"coordsim/engine"
	"coordsim/internal/catalog"
)

// everyRun runs every named scenario with no mutation and with each
// mutation alone (skipping combinations the engine refuses).
func everyRun(t *testing.T, f func(t *testing.T, name string, res *engine.Result)) {
	t.Helper()
	for _, named := range engine.Scenarios() {
		for _, m := range append([]engine.Mutation{""}, engine.AllMutations...) {
			var o engine.Overrides
			if m != "" {
				o.Mutations = []engine.Mutation{m}
			}
			p, err := named.Resolve(o)
			if err != nil {
				t.Fatal(err)
			}
			res, err := named.Run(p)
			if err != nil {
				t.Logf("%s with %q: the engine refuses: %v", named.Name, m, err)
				continue
			}
			t.Run(named.Name+"/"+string(m), func(t *testing.T) { f(t, named.Name, res) })
		}
	}
}

// TestTimelineMarksEveryBrokenInvariant: fixture runs and generated runs
// alike put a break marker at the tick where each broken invariant first
// broke, and no other.
func TestTimelineMarksEveryBrokenInvariant(t *testing.T) {
	broken := map[string]int{}
	everyRun(t, func(t *testing.T, name string, res *engine.Result) {
		tl := New(res).AtRatio(0, w, h, 1).Timeline
		if tl.End != res.TimelineEnd {
			t.Errorf("timeline ends at %d, the engine says %d", tl.End, res.TimelineEnd)
		}
		xOf := func(tick int64) float64 { return tl.X0 + float64(tick)*(tl.X1-tl.X0)/float64(tl.End) }
		var want []float64
		for _, v := range res.Invariants {
			if v.Holds {
				continue
			}
			broken[name]++
			want = append(want, xOf(v.Tick))
			found := false
			for _, x := range tl.Breaks {
				found = found || math.Abs(x-xOf(v.Tick)) < 0.5
			}
			if !found {
				t.Errorf("%s broke at tick %d: no marker there (markers at %v)", v.Name, v.Tick, tl.Breaks)
			}
		}
		if len(tl.Breaks) != len(want) {
			t.Errorf("%d markers for %d broken invariants", len(tl.Breaks), len(want))
		}
	})
	if broken["reference"] == 0 {
		t.Error("no mutation breaks an invariant of the lesson's fixture: the test checks nothing there")
	}
}

// TestEveryWordComesFromTheCatalogue: every caption and log line of every
// run renders in every language without a missing key or placeholder.
func TestEveryWordComesFromTheCatalogue(t *testing.T) {
	everyRun(t, func(t *testing.T, name string, res *engine.Result) {
		r := New(res)
		var hs []Happening
		switch s := r.(type) {
		case *Story:
			hs = s.Happenings
		case *NetStory:
			hs = s.Happenings()
		}
		for _, lang := range catalog.Langs {
			for at := 0.0; at <= float64(res.TimelineEnd); at += 0.5 {
				if c := r.CaptionAt(at, lang); strings.ContainsAny(c, "[{") {
					t.Errorf("%s t=%v: caption %q", lang, at, c)
				}
			}
			for _, hp := range hs {
				for _, s := range []string{hp.Text(lang), hp.Log.In(lang)} {
					if strings.ContainsAny(s, "[{") {
						t.Errorf("%s: %q", lang, s)
					}
				}
			}
		}
		var words []Text
		for at := 0.0; at <= float64(res.TimelineEnd); at++ {
			sc := r.AtRatio(at, 1280, 720, 1)
			words = append(words, texts(sc)...)
			words = append(words, sc.Caption, sc.Timeline.Deadline.Label, Text{S: sc.Timeline.PartLabel})
			if sc.Timeline.Recovery != nil {
				words = append(words, sc.Timeline.Recovery.Label)
			}
			if sc.Partition != nil {
				words = append(words, Text{S: sc.Partition.Label})
			}
			for _, b := range sc.Boxes {
				words = append(words, Text{S: b.Title}, Text{S: b.Badge})
			}
			for _, l := range sc.Links {
				words = append(words, Text{S: l.Label})
			}
			for _, c := range sc.Crosses {
				words = append(append(words, Text{S: c.Label}), c.Lines...)
			}
			for _, m := range sc.Marks {
				words = append(append(words, Text{S: m.Label}), m.Lines...)
			}
		}
		for _, tx := range words {
			if strings.ContainsAny(tx.S, "[{") {
				t.Errorf("canvas text %q", tx.S)
			}
		}
	})
}

// TestJapaneseCaptionForThePage: the page's caption follows the learner's
// language, and so does the canvas built in that language.
func TestJapaneseCaptionForThePage(t *testing.T) {
	st := story(t, engine.Params{Partition: 4})
	en, ja := st.CaptionAt(6, "en"), st.CaptionAt(6, "ja")
	if en == ja || !strings.Contains(ja, "重複") {
		t.Errorf("en %q, ja %q", en, ja)
	}
	if sc := st.At(6, w, h); !strings.HasPrefix(en, sc.Caption.S) {
		t.Errorf("English canvas caption %q does not start %q", sc.Caption.S, en)
	}
	res := fixtureRun(t, engine.Params{Partition: 4})
	if sc := NewIn(res, "ja").AtRatio(6, w, h, 1); !strings.HasPrefix(ja, sc.Caption.S) || sc.Caption.S == "" {
		t.Errorf("Japanese canvas caption %q does not start %q", sc.Caption.S, ja)
	}
}
