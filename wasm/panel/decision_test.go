package panel

import (
	"reflect"
	"strings"
	"testing"

	"coordsim/internal/claim"
	"coordsim/internal/share"
)

// TestDecisionSaysEveryChoiceAndVerdict: view=decision's part names every
// kind, defense, invariant and told choice, and every word of the form, in
// both languages (none is a bare key), and gives each claim its verdict
// in words, its reason and its run's keys.
func TestDecisionSaysEveryChoiceAndVerdict(t *testing.T) {
	claims := []claim.Claim{
		{ID: "c1", Kind: claim.Separate, Run: "scenario=reference", Key: "tenant-7:order-42:confirm:v1", Delivered: new(2), Applied: new(1)},
		{ID: "c2", Kind: claim.Told, Run: "scenario=reference&seed=x"},
	}
	for _, lang := range []string{"en", "ja"} {
		d := DecisionIn(lang, claims)
		for _, list := range [][]Label{d.Kinds, d.Defenses, d.Invariants, d.Told} {
			if len(list) == 0 {
				t.Fatalf("%s: an empty list of choices", lang)
			}
			for _, l := range list {
				if l.Text == "" || strings.HasPrefix(l.Text, "claim.") || strings.HasPrefix(l.Text, "mutation.") || strings.HasPrefix(l.Text, "invariant.") {
					t.Errorf("%s: choice %q says %q", lang, l.Code, l.Text)
				}
			}
		}
		for w, text := range d.Words {
			if text == "" || text == "claim.ui."+w {
				t.Errorf("%s: word %q says %q", lang, w, text)
			}
		}
		if len(d.Words) != len(decisionWords) {
			t.Errorf("%s: %d words, want %d", lang, len(d.Words), len(decisionWords))
		}
		c1, c2 := d.Claims[0], d.Claims[1]
		if c1.Verdict != claim.Supported || c1.VerdictName == "" || c1.Reason == "" || len(c1.Keys) != 3 {
			t.Errorf("%s: claim 1 = %+v", lang, c1)
		}
		if c2.Verdict != claim.Untestable || c2.Keys != nil {
			t.Errorf("%s: a claim on a run that does not read = %+v", lang, c2)
		}
	}
}

// TestDecisionJudgesOnlyWhatChanged: the page asks for every claim on each
// change of one; a claim judged before (its ID and reasons aside) is not
// run again, and gets the same verdict; a changed one is run.
func TestDecisionJudgesOnlyWhatChanged(t *testing.T) {
	clear(verdicts)
	resolved := 0
	share.Work = func(step string) {
		if step == "resolve" {
			resolved++
		}
	}
	defer func() { share.Work = nil }()
	claims := []claim.Claim{
		{ID: "c1", Kind: claim.Breaks, Run: "scenario=reference&mutations=dedupe-off", Defense: "dedupe-off", Invariant: "duplicate-gets-first-result"},
		{ID: "c2", Kind: claim.Separate, Run: "scenario=reference", Key: "tenant-7:order-42:confirm:v1", Delivered: new(2), Applied: new(1)},
	}
	first := DecisionIn("ja", claims)
	if resolved == 0 {
		t.Fatal("judging two claims resolved no scenario: the count sees nothing")
	}
	resolved = 0
	claims[0].ID, claims[0].Why = "c9", "理由を書き足した"
	again := DecisionIn("ja", claims)
	if resolved != 0 || !reflect.DeepEqual(first.Claims[1:], again.Claims[1:]) || again.Claims[0].Line != first.Claims[0].Line {
		t.Errorf("the same claims again resolved %d scenarios; %+v, then %+v", resolved, first.Claims, again.Claims)
	}
	claims[1].Applied = new(2)
	changed := DecisionIn("ja", claims)
	if resolved == 0 || changed.Claims[1].Verdict != claim.Refuted {
		t.Errorf("a changed claim: resolved %d, %+v", resolved, changed.Claims[1])
	}
}
