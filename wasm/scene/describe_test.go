package scene

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"coordsim/engine"
	"coordsim/internal/catalog"
)

// TestDescriptionIsTheScene: in every scenario, with each mutation, in
// both languages, at every tick, the description names every node with
// as many lines as the canvas draws in it and says where every message on
// the canvas is, lost or timing out; and the canvas at each of the page's
// sizes draws those same messages in those same places (a narrow canvas
// shortens names, never drops a message), so the words match whatever the
// learner's canvas shows.
func TestDescriptionIsTheScene(t *testing.T) {
	everyRun(t, func(t *testing.T, name string, res *engine.Result) {
		for _, lang := range catalog.Langs {
			r := NewIn(res, lang)
			for tick := int64(0); tick <= res.TimelineEnd; tick++ {
				d := Describe(r, tick, lang)
				sc := r.AtRatio(float64(tick), describeW, describeH, 1)
				if n := len(sc.Tokens) + len(sc.Crosses) + len(sc.Marks); len(d.Messages) != n || (n == 0) != (d.NoMessage != "") {
					t.Fatalf("%s tick %d: %d messages described (%q), the canvas shows %d", lang, tick, len(d.Messages), d.Messages, n)
				}
				for _, b := range sc.Boxes {
					if b.Name == "site-a" || b.Name == "site-b" {
						continue
					}
					i := slices.IndexFunc(d.Nodes, func(n DescribedBox) bool { return n.Name == b.Name })
					if i < 0 || d.Nodes[i].Title != b.Title || (d.Nodes[i].Down != "") != b.Down {
						t.Fatalf("%s tick %d: box %s (%q, down %v) is not described: %+v", lang, tick, b.Name, b.Title, b.Down, d.Nodes)
					}
				}
				want := tokenPlaces(sc)
				for _, size := range canvasSizes {
					if got := tokenPlaces(r.AtRatio(float64(tick), size.w, size.h, 1)); !slices.Equal(got, want) {
						t.Fatalf("%s tick %d at %s: the canvas draws %q, the description says %q", lang, tick, size.name, got, want)
					}
				}
			}
		}
	})
}

// tokenPlaces are the messages on sc: each token's id and phase, each
// cross's and mark's label, sorted.
func tokenPlaces(sc *Scene) []string {
	var out []string
	for _, k := range sc.Tokens {
		out = append(out, k.ID+" "+k.Phase)
	}
	for _, c := range sc.Crosses {
		out = append(out, "lost "+c.Label)
	}
	for _, m := range sc.Marks {
		out = append(out, "mark "+m.Kind)
	}
	slices.Sort(out)
	return out
}

// TestDescriptionAnnouncesTheLessonsTurns: the lesson's run, stepped
// through: the partition starts at tick 2, each retry is held as it is
// sent, and at tick 6 the partition heals and the three held messages
// are released, named; in Japanese too.
func TestDescriptionAnnouncesTheLessonsTurns(t *testing.T) {
	res := scenarioRun(t, "reference")
	cases := []struct {
		lang string
		tick int64
		want []string
	}{
		{"en", 0, []string{"tick 0: nothing sent yet"}},
		{"en", 2, []string{"tick 2: partition starts", ". Since the tick before: the partition starts."}},
		{"en", 5, []string{"1 message is held at the partition: e5-reconcile-read."}},
		{"en", 6, []string{"the partition heals; 3 held messages are released: e3-status-read, e4-confirm-retry, e5-reconcile-read."}},
		{"ja", 6, []string{"分断が解消する。保留中のメッセージ 3 件が解放される: e3-status-read、e4-confirm-retry、e5-reconcile-read。"}},
	}
	for _, c := range cases {
		d := Describe(NewIn(res, c.lang), c.tick, c.lang)
		for _, w := range c.want {
			if !strings.Contains(d.Changes, w) {
				t.Errorf("%s tick %d: %q does not say %q", c.lang, c.tick, d.Changes, w)
			}
		}
	}
	d := Describe(NewIn(res, "en"), 5, "en")
	if got := fmt.Sprint(d.Messages); !strings.Contains(got, "e4-confirm-retry seq 2: held at the partition") || !strings.Contains(d.Network, "partition cuts") {
		t.Errorf("tick 5: messages %s, network %q", got, d.Network)
	}
}

// TestDescriptionSaysWhatWasLost: a generated run's lost message and a
// crashed service are announced as they happen.
func TestDescriptionSaysWhatWasLost(t *testing.T) {
	for _, c := range []struct{ scenario, want string }{
		{"request-lost", "request lost"},
		{"crash-after-commit", "order service goes down"},
	} {
		res := scenarioRun(t, c.scenario)
		r := NewIn(res, "en")
		said := false
		for tick := int64(1); tick <= res.TimelineEnd && !said; tick++ {
			said = strings.Contains(Describe(r, tick, "en").Changes, c.want)
		}
		if !said {
			t.Errorf("%s: no tick announces %q", c.scenario, c.want)
		}
	}
}

// scenarioRun is the named scenario's run with its own parameters.
func scenarioRun(t *testing.T, name string) *engine.Result {
	t.Helper()
	named, err := engine.LookupScenario(name)
	if err != nil {
		t.Fatal(err)
	}
	p, err := named.Resolve(engine.Overrides{})
	if err != nil {
		t.Fatal(err)
	}
	res, err := named.Run(p)
	if err != nil {
		t.Fatal(err)
	}
	return res
}
