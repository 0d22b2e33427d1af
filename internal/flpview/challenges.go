package flpview

import (
	"strconv"

	"coordsim/engine/flp"
	"coordsim/internal/share"
)

// Challenge is one of the view's challenges: what it asks, whether the play
// meets it, and the parameters that start it.
type Challenge struct {
	ID       string            `json:"id"`
	Text     string            `json:"text"`
	Done     bool              `json:"done"`
	Progress string            `json:"progress"`
	Start    map[string]string `json:"start"` // the play's parameters a "try it" sets
	// Active: the play runs this challenge's protocol and rule, so it is
	// the one the play can meet (each challenge has its own).
	Active bool `json:"active"`
}

// AdversaryMoves is how long the adversary keeps every process undecided.
const AdversaryMoves = 20

// challenges says each challenge of the view (share.FLPChallenges) against
// the play made so far (history: its configurations' entries; cur: the
// last; searched: the configurations its search took). A challenge is met only under its own protocol and rule, from any
// inputs and timing.
func challenges(lang string, play share.FLPPlay, history []Entry, cur flp.Config, searched int) []Challenge {
	out := make([]Challenge, len(share.FLPChallenges))
	for i, fc := range share.FLPChallenges {
		c := Challenge{ID: fc.ID, Text: tr(lang, "flp.challenge."+name(fc.ID)), Start: fc.Start(), Active: under(play, fc)}
		switch done, progress := met(lang, fc.ID, history, cur); {
		case !c.Active:
			c.Progress = tr(lang, "flp.challenge.other")
		case done:
			c.Done, c.Progress = true, tr(lang, "flp.challenge."+name(fc.ID)+".done", "n", strconv.Itoa(searched))
		default:
			c.Progress = progress
		}
		out[i] = c
	}
	return out
}

// name is a challenge's id without its view's prefix, as its words are keyed.
func name(id string) string { return id[len("flp-"):] }

// met says whether the play meets challenge id, and how far it is if not.
func met(lang, id string, history []Entry, cur flp.Config) (bool, string) {
	switch id {
	case "flp-adversary":
		undecided := 0 // the first moves, after each of which no process had decided
		for _, e := range history[1:] {
			if !e.Undecided {
				break
			}
			undecided++
		}
		return undecided >= AdversaryMoves, tr(lang, "flp.challenge.adversary.progress", "n", strconv.Itoa(undecided))
	case "flp-disagree":
		return cur.Disagree(), tr(lang, "flp.challenge.disagree.progress")
	}
	return decidedAfterAFailedRound(cur) && !cur.Disagree(), tr(lang, "flp.challenge.agreement.progress")
}

// under reports whether play runs challenge c's protocol and rule.
func under(play share.FLPPlay, c share.FLPChallenge) bool {
	st, _ := share.Parse(c.Setup)
	want, _ := share.PlayOf(st)
	return play.Protocol == want.Protocol && play.Rule == want.Rule
}

// decidedAfterAFailedRound reports whether a process of a leader play has
// decided and a proposal was accepted in a round after the first (the
// first did not end the play).
func decidedAfterAFailedRound(c flp.Config) bool {
	decided, later := false, false
	for _, p := range c.Procs {
		decided = decided || p.Decided >= 0
		later = later || p.Accepted > 0
	}
	return decided && later
}
