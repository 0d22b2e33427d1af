package evidence

// What lab.md shows beside each step so a reader can check it: the run the
// step was completed on (its link and trace hash), step 4's two replay
// hashes, what step 5's move did against the prediction, and the solved
// challenges with their solution links. The links come from the page's
// saved state, so each is read as a share link and written back in its
// canonical form: nothing stored can reach the file but a link's parameters.

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"

	"coordsim/internal/share"
)

// linkOf is the page at base opened on query in lang, canonical, and its
// run's outcome ("" when the link does not run).
func linkOf(base, query, lang string) (url, outcome string) {
	s, _ := share.Parse(query)
	s.Lang = lang
	url = base + "?" + share.Encode(s)
	if r, err := s.Named().Run(s.Params()); err == nil {
		outcome = r.Outcome()
	}
	return url, outcome
}

// stepFacts writes what step n was completed with.
func stepFacts(b *bytes.Buffer, l, base string, n int, lab *Lab) {
	key := strconv.Itoa(n)
	proof, ok := lab.Proofs[key]
	var outcome string
	if ok && isHash(proof.SHA) {
		var url string
		url, outcome = linkOf(base, proof.Query, l)
		b.WriteString(t(l, "evidence.lab.proof", "url", url, "sha", "`"+proof.SHA+"`") + "\n\n")
	}
	if n == 4 {
		b.WriteString(replayLine(l, "evidence.lab.replay", "evidence.lab.noReplay", lab.Replay) + "\n\n")
	}
	if n == 5 && lab.Prediction != nil && outcome != "" {
		verdict := t(l, "evidence.lab.missed")
		if outcome == lab.Prediction.Outcome {
			verdict = t(l, "evidence.lab.matched")
		}
		b.WriteString(t(l, "evidence.lab.happened", "outcome", "`"+outcome+"`", "verdict", verdict) + "\n\n")
	}
}

// replayLine states a replay's two hashes, whether they are the same and
// the outcome, in the sentence key, or none when there is no replay of
// two hashes.
func replayLine(l, key, none string, r *Replay) string {
	if r == nil || !isHash(r.First) || !isHash(r.Second) {
		return t(l, none)
	}
	same := t(l, "evidence.lab.replayDiffer")
	if r.First == r.Second {
		same = t(l, "evidence.lab.replaySame")
	}
	return t(l, key, "first", "`"+r.First+"`", "second", "`"+r.Second+"`", "outcome", "`"+oneLine(r.Outcome)+"`", "same", same)
}

func isHash(s string) bool {
	if len(s) != 64 {
		return false
	}
	for _, c := range s {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return false
		}
	}
	return true
}

// solutions writes the solved challenges, by id, each with its link and
// the command that grades it.
func solutions(b *bytes.Buffer, l, base string, lab *Lab) {
	fmt.Fprintf(b, "\n## %s\n\n", t(l, "evidence.lab.challenges"))
	ids := make([]string, 0, len(lab.Solutions))
	for id := range lab.Solutions {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	if len(ids) == 0 {
		b.WriteString(t(l, "evidence.lab.noChallenges") + "\n")
		return
	}
	for _, id := range ids { // the challenge's id (a view=flp solution names none in its link)
		url, _ := linkOf(base, lab.Solutions[id], l)
		fmt.Fprintf(b, "- `%s`: %s\n", oneLine(id), t(l, "evidence.lab.solution", "url", url))
	}
	b.WriteString("\n" + t(l, "evidence.lab.check") + "\n")
}
