package evidence

import (
	"math/rand/v2"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"coordsim/engine"
	"coordsim/internal/share"
)

// randomPageLink is a link a learner's page may hold: a story, its knobs,
// one or two mutations, and for a fixture story often events of the
// learner's own (a subset of the lesson's, at other ticks, sometimes with
// no duplicate, no partition or no read).
func randomPageLink(r *rand.Rand) string {
	names := strings.Split(engine.ScenarioNames(), ", ")
	v := url.Values{}
	scenario := names[r.IntN(len(names))]
	v.Set("scenario", scenario)
	v.Set("seed", strconv.Itoa(r.IntN(100)))
	if r.IntN(2) == 0 {
		ms := engine.AllMutations
		picked := []string{string(ms[r.IntN(len(ms))])}
		if m := string(ms[r.IntN(len(ms))]); r.IntN(2) == 0 && m != picked[0] {
			picked = append(picked, m)
		}
		v.Set("mutations", strings.Join(picked, ","))
	}
	if named, _ := engine.LookupScenario(scenario); named.Fixture != nil && r.IntN(3) > 0 {
		var events []engine.Event
		tick := int64(0)
		for _, ev := range engine.Reference().Events {
			if r.IntN(3) == 0 {
				continue
			}
			tick += r.Int64N(3)
			ev.Tick = tick
			events = append(events, ev)
		}
		v.Set("events", share.EncodeEvents(events))
	}
	return v.Encode()
}

// The export never fails for a run the page can show (issue 50, finding
// 4): over random links whose run runs, every evidence file is made.
// Before, a learner's event list without a duplicate failed it with
// "mutation conflicting-retry needs a duplicate message".
func TestEvidenceForEveryRunThePageShows(t *testing.T) {
	if testing.Short() {
		t.Skip("makes the evidence of 60 runs")
	}
	r := rand.New(rand.NewPCG(50, 4))
	links := []string{"scenario=reference&events=1~a,1,deliver,1,1,k,pending%3Econfirmed"} // the issue's
	for range 60 {
		links = append(links, randomPageLink(r))
	}
	exported := 0
	for _, link := range links {
		s, _ := share.Parse(link)
		named := s.Named()
		if _, err := named.Run(s.Params()); err != nil {
			t.Logf("?%s: %v", link, err)
			continue // the page shows the story's defaults and a problem instead
		}
		exported++
		for _, lang := range []string{"en", "ja"} {
			files, err := Files(Input{Named: named, Params: s.Params(), BaseURL: "http://127.0.0.1:8080/", Lang: lang})
			if err != nil {
				t.Fatalf("?%s (%s): %v", link, lang, err)
			}
			if len(files) < len(Names) {
				t.Errorf("?%s (%s): %d files", link, lang, len(files))
			}
		}
	}
	if exported < len(links)/2 {
		t.Errorf("only %d of %d links ran: the test tries too little", exported, len(links))
	}
}

// The decision record says which mutation does not apply to a learner's
// own run, and why, in the reader's language.
func TestDecisionRecordSaysWhatDoesNotApply(t *testing.T) {
	s, _ := share.Parse("scenario=reference&events=1~a,1,deliver,1,1,k,pending%3Econfirmed")
	for lang, says := range map[string]string{"en": "does not apply to this run: it rewrites a duplicate message", "ja": "この実行には当てはまらない（重複メッセージを書き換える"} {
		files, err := Files(Input{Named: s.Named(), Params: s.Params(), BaseURL: "http://127.0.0.1:8080/", Lang: lang})
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range files {
			if f.Name == "decision-record.md" && !strings.Contains(string(f.Data), "`conflicting-retry` | "+says) {
				t.Errorf("%s: the decision record does not say conflicting-retry does not apply:\n%s", lang, f.Data)
			}
		}
	}
}
