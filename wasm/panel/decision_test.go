package panel

import (
	"strings"
	"testing"

	"coordsim/internal/claim"
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
