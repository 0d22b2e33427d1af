package panel

import (
	"fmt"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"coordsim/engine"
	"coordsim/internal/catalog"
	"coordsim/internal/flpview"
	"coordsim/internal/share"
)

// TestHeldConfirmIsALinksEvents: the lesson's held confirm, written out
// rather than parsed at init, is a share link's events= for its story,
// in share.EncodeEvents's own form, holding the events it says it does.
func TestHeldConfirmIsALinksEvents(t *testing.T) {
	s, probs := share.Parse("scenario=confirm-then-ship&events=" + url.QueryEscape(heldConfirm))
	if len(probs) > 0 {
		t.Fatalf("heldConfirm does not parse: %v", probs)
	}
	if got := share.EncodeEvents(s.Events); got != heldConfirm {
		t.Errorf("heldConfirm is not in EncodeEvents's form:\n got %s\nwant %s", heldConfirm, got)
	}
	var ids []string
	for _, e := range s.Events {
		ids = append(ids, e.ID)
	}
	if got := strings.Join(ids, " "); got != "e2-partition-start e1-confirm e4-ship e5-partition-end e6-status-read" {
		t.Errorf("heldConfirm's events are %s", got)
	}
}

// TestLessonRunsRun: every run the lesson points at is valid for the page
// and the engine, differs from the page's first view, and every text is in
// the catalogue in both languages.
func TestLessonRunsRun(t *testing.T) {
	first := Run{Knobs: Knobs{Scenario: engine.DefaultScenario, Seed: "20260731", Partition: 4, Deadline: 8, Mutations: []string{}}}
	for id, r := range lessonRuns {
		q := "scenario=" + r.run.Scenario + "&seed=" + r.run.Seed + "&partition=" + i64(r.run.Partition) + "&deadline=" + i64(r.run.Deadline) +
			"&retention=" + i64(r.run.Retention) + "&mutations=" + strings.Join(r.run.Mutations, ",") + "&t=" + i64(r.run.T)
		if r.run.Events != "" { // "" is the story's own: set() drops it, a link leaves it out
			q += "&events=" + r.run.Events
		}
		if r.run.FLP != "" { // a show of view=flp: its play replays to its end
			s, probs := share.Parse(q + "&view=flp&" + r.run.FLP)
			if v := flpview.Of(s, "en"); len(probs)+len(v.Problems) != 0 || !strings.HasSuffix(r.run.FLP, "moves="+v.Moves) {
				t.Errorf("%s: the play %q: %v %v", id, r.run.FLP, probs, v.Problems)
			}
		}
		s, probs := share.Parse(q)
		if len(probs) != 0 {
			t.Errorf("%s: %q: %v", id, q, probs)
			continue
		}
		res, err := s.Named().Run(s.Params())
		if err != nil {
			t.Errorf("%s: %v", id, err)
			continue
		}
		if r.run.T > res.TimelineEnd {
			t.Errorf("%s: tick %d past the run's end %d", id, r.run.T, res.TimelineEnd)
		}
		if !strings.HasPrefix(id, "lab-") && r.run.FLP == "" && strings.Join([]string{r.run.Scenario, i64(r.run.T), i64(r.run.Partition)}, " ") ==
			strings.Join([]string{first.Scenario, i64(first.T), i64(first.Partition)}, " ") && len(r.run.Mutations) == 0 {
			t.Errorf("%s shows the page's first view: the control would change nothing", id)
		}
		if !catalog.Has(r.key) {
			t.Errorf("%s: no catalogue entry %s", id, r.key)
		}
	}
	for _, lang := range catalog.Langs {
		l := LessonIn(lang)
		if len(l.Steps) != 5 || len(l.Quiz) != 8 || len(l.Scope) != 5 || len(l.Myths) != 4 || len(l.Outcomes) != 2 {
			t.Fatalf("%s: %d steps, %d questions, %d claims, %d myths", lang, len(l.Steps), len(l.Quiz), len(l.Scope), len(l.Myths))
		}
		for _, q := range l.Quiz {
			if len(q.Shows) == 0 || q.Answer == "" || strings.Contains(q.Text+q.Answer, "[lesson.") {
				t.Errorf("%s %s: %+v", lang, q.ID, q)
			}
		}
		if l.Quiz[7].Assumption == "" || l.Quiz[7].Expected == "" {
			t.Errorf("%s: assessment 2 lacks its tick assumption or expected evidence", lang)
		}
	}
}

// englishRun is four English words in a row (web/site/words_test.go's sentence).
var englishRun = regexp.MustCompile(`[A-Za-z][A-Za-z'’]*(?:[ ,.;:!?()]+[A-Za-z][A-Za-z'’]*){3,}`)

// TestLessonJapaneseHasNoEnglishSentence: the lesson's Japanese keeps the
// lesson's English terms, never an English sentence.
func TestLessonJapaneseHasNoEnglishSentence(t *testing.T) {
	for k, v := range catalog.Prefixed("ja", catalog.LessonPrefix) {
		if m := englishRun.FindString(v); m != "" {
			t.Errorf("%s (ja): %q", k, m)
		}
	}
}

func TestLabFacts(t *testing.T) {
	named, _ := engine.LookupScenario(engine.DefaultScenario)
	res, err := named.Run(engine.Params{Seed: engine.ReferenceSeed, Partition: 4, Deadline: 8})
	if err != nil {
		t.Fatal(err)
	}
	l := labOf("en", named, res, "20260731")
	if !l.Fixture || len(l.Events) != 6 || l.Reorder == nil || l.Reorder.Tick != 6 || l.Reuse == nil || l.Reuse.Tick != 6 || !l.Once {
		t.Fatalf("reference: %+v", l)
	}
	if res.Trace[l.Reuse.Row].Store != engine.StoreReused || !strings.Contains(l.OrderText, "2 3 4 2") ||
		!strings.Contains(l.AppliedText, "applied: 1") || len(l.Reconcile) != 0 {
		t.Errorf("reference facts: %+v", l)
	}
	// Step 2's rows: the retry's release (row 11) is the only delivery below
	// the highest sequence delivered before it; step 3's counts are the
	// confirm key's, counted in its processed rows (2 and 11).
	if fmt.Sprint(l.ReorderRows) != "[10]" || l.Reorder.Row != 10 || l.Key != engine.ReferenceKey || l.Applied != 1 || l.Reused != 1 ||
		fmt.Sprint(l.KeyRows) != "[1 10]" || l.HeldAtDeadline != 0 || l.Uncertain != 0 {
		t.Errorf("reference: reorder rows %v, key %q applied %d reused %d in rows %v, held %d, uncertain %d",
			l.ReorderRows, l.Key, l.Applied, l.Reused, l.KeyRows, l.HeldAtDeadline, l.Uncertain)
	}
	for _, r := range l.ReorderRows {
		if e := res.Trace[r]; !e.IsProcessing() || e.Delivery == 0 {
			t.Errorf("reorder row %d is no delivery: %+v", r, e)
		}
	}
	res, _ = named.Run(engine.Params{Seed: engine.ReferenceSeed, Partition: 9, Deadline: 8})
	l = labOf("ja", named, res, "20260731")
	if res.Recovery.ResidualAtDeadline != 3 || !strings.Contains(l.HeldAtDeadlineText, "3") || len(l.StoreEntries) != 3 ||
		strings.Join(l.Reconcile, ",") != "order-42 status,order-42 reconcile" {
		t.Errorf("partition 9: %+v", l)
	}
	if l.HeldAtDeadline != 3 || l.Uncertain != 2 {
		t.Errorf("partition 9: held %d, uncertain %d, want 3 and 2", l.HeldAtDeadline, l.Uncertain)
	}
	gen, _ := engine.LookupScenario("response-lost")
	res, _ = gen.Run(engine.Params{Seed: 1})
	if l := labOf("en", gen, res, strconv.Itoa(1)); l.Fixture || len(l.Events) != 0 || l.Reuse == nil {
		t.Errorf("response-lost: %+v", l)
	}
}
