package panel

import (
	"encoding/json"

	"coordsim/engine"
	"coordsim/internal/claim"
)

// Decision is view=decision's part: the choices a claim's fields offer, in
// the page's language, and the engine's verdict on each of the learner's
// claims (internal/claim). The page keeps the claims; this says what
// they are worth.
type Decision struct {
	Kinds      []Label   `json:"kinds"`
	Defenses   []Label   `json:"defenses"`
	Invariants []Label   `json:"invariants"`
	Told       []Label   `json:"told"`
	Claims     []Checked `json:"claims"`
	// Words are the view's labels (claim.ui.*, by the part after it):
	// they come with the view, not with the page's first load.
	Words map[string]string `json:"words"`
}

// decisionWords are the view's labels.
var decisionWords = []string{"hint", "claim", "kind", "run", "here", "defense", "invariant", "key", "told", "delivered", "applied", "row", "why", "remove", "add", "none"}

// Checked is one claim as the engine judged it.
type Checked struct {
	ID          string   `json:"id"`
	Verdict     string   `json:"verdict"`     // claim.Supported, Refuted or Untestable
	VerdictName string   `json:"verdictName"` // the verdict in words
	Reason      string   `json:"reason"`
	Line        string   `json:"line"`          // the verdict, its row and its reason, as the page shows them
	Row         int      `json:"row,omitempty"` // the row that refutes it (or it rests on), from 1
	Keys        []string `json:"keys"`          // the commands' keys in its run, for its key field
}

// DecisionIn judges claims in lang.
func DecisionIn(lang string, claims []claim.Claim) Decision {
	kinds := make([]string, len(claim.Kinds))
	for i, k := range claim.Kinds {
		kinds[i] = string(k)
	}
	d := Decision{
		Kinds:      labelsOf(lang, kinds, "claim.kind.", ""),
		Defenses:   labelsOf(lang, mutationCodes(), "mutation.", ".label"),
		Invariants: labelsOf(lang, engine.InvariantNames(), "invariant.", ".name"),
		Told:       labelsOf(lang, claim.ToldChoices, "claim.told.", ""),
		Claims:     make([]Checked, 0, len(claims)),
		Words:      make(map[string]string, len(decisionWords)),
	}
	for _, w := range decisionWords {
		d.Words[w] = tr(lang, "claim.ui."+w)
	}
	for _, c := range claims {
		v, keys := judged(c, lang)
		name := tr(lang, "claim.verdict."+v.Verdict)
		line := tr(lang, "claim.line", "verdict", name, "reason", v.Reason)
		if v.Row > 0 {
			line = tr(lang, "claim.lineAt", "verdict", name, "row", itoa(v.Row), "reason", v.Reason)
		}
		d.Claims = append(d.Claims, Checked{ID: c.ID, Verdict: v.Verdict,
			VerdictName: name, Reason: v.Reason, Line: line, Row: v.Row, Keys: keys})
	}
	return d
}

// verdicts keeps each claim's verdict as last judged, by what it claims
// and the language: the page asks for every claim on each change of one,
// and a claim of the kind "breaks" runs its run twice, so a record of 20
// claims re-ran 40 runs (about 30 ms natively, several times that in the
// page) for one field. A record holds a few dozen claims; the memo is
// dropped when it outgrows that.
var verdicts = map[string]memoVerdict{}

type memoVerdict struct {
	v    claim.Verdict
	keys []string
}

// judged is claim.CheckKeys, from verdicts when c was judged before.
func judged(c claim.Claim, lang string) (claim.Verdict, []string) {
	c.ID, c.Why = "", "" // neither changes the verdict
	b, _ := json.Marshal(c)
	key := lang + string(b)
	if m, ok := verdicts[key]; ok {
		return m.v, m.keys
	}
	if len(verdicts) >= 256 {
		clear(verdicts)
	}
	v, keys := claim.CheckKeys(c, lang)
	verdicts[key] = memoVerdict{v, keys}
	return v, keys
}

func mutationCodes() []string {
	out := make([]string, len(engine.AllMutations))
	for i, m := range engine.AllMutations {
		out[i] = string(m)
	}
	return out
}
