package evidence

import (
	"bytes"
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"coordsim/internal/claim"
	"coordsim/internal/share"
)

// learnerClaims writes the learner's own decision record first in
// decision-record.md: each claim as they stated it, the run and row it
// names, the engine's verdict on it (claim.Check, as the page gave it and
// as `coordsim verify` gives it again) and their reasons, quoted and said
// to be theirs.
func learnerClaims(b *bytes.Buffer, l, base string, lab *Lab) {
	fmt.Fprintf(b, "\n## %s\n\n%s\n", t(l, "evidence.claims.title"), t(l, "evidence.claims.lead"))
	if lab == nil || len(lab.Claims) == 0 {
		fmt.Fprintf(b, "\n%s\n", t(l, "evidence.claims.none"))
		return
	}
	for i, c := range Claims(lab) {
		v := claim.Check(c, l)
		fmt.Fprintf(b, "\n### %s\n\n%s\n\n", t(l, "evidence.claims.claim", "n", strconv.Itoa(i+1)), markdownText(claim.Statement(c, l)))
		fmt.Fprintf(b, "- %s\n", t(l, "evidence.claims.run", "run", claimRun(l, base, c.Run)))
		if c.Row > 0 {
			fmt.Fprintf(b, "- %s\n", t(l, "evidence.claims.row", "row", strconv.Itoa(c.Row)))
		}
		at := ""
		if v.Row > 0 {
			at = t(l, "evidence.claims.at", "row", strconv.Itoa(v.Row))
		}
		fmt.Fprintf(b, "- %s\n\n%s\n\n", t(l, "evidence.claims.verdict", "verdict", t(l, "claim.verdict."+v.Verdict), "at", at, "reason", markdownText(v.Reason)),
			t(l, "evidence.claims.why"))
		quote(b, c.Why, t(l, "evidence.claims.noWhy"))
	}
}

// Claims are lab's claims in the order the learner made them (by id:
// c1, c2, ..., c10), each with its id.
func Claims(lab *Lab) []claim.Claim {
	out := make([]claim.Claim, 0, len(lab.Claims))
	for id, c := range lab.Claims {
		c.ID = id
		out = append(out, c)
	}
	num := func(id string) int {
		n, _ := strconv.Atoi(strings.TrimLeft(id, "c"))
		return n
	}
	slices.SortFunc(out, func(a, b claim.Claim) int { return cmp.Or(cmp.Compare(num(a.ID), num(b.ID)), cmp.Compare(a.ID, b.ID)) })
	return out
}

// claimRun is a claim's run as a link the page opens, written from the
// run it reads (never the learner's text as it is); a run that does not
// read is shown as code.
func claimRun(l, base, query string) string {
	s, probs := share.Parse(query)
	if query == "" || len(probs) > 0 {
		return "`" + oneLine(query) + "`"
	}
	s.Lang = l // the export's language, as its other links
	return link(l, base+"?"+share.RunQuery(s))
}
