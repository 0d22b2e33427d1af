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
}

// AdversaryMoves is how long the adversary keeps every process undecided.
const AdversaryMoves = 20

// The two challenges' protocols: the adversary's can be kept undecided for
// ever, the disagreement's can be made to disagree (engine/flp's tests
// found no one rule that does both).
var (
	adversaryPlay = share.FLPPlay{Protocol: flp.WaitForTwo, Rule: flp.AdoptOther, Inputs: [flp.N]int{0, 1, 1}}
	disagreePlay  = share.FLPPlay{Protocol: flp.WaitForTwo, Rule: flp.AdoptZero, Inputs: [flp.N]int{0, 1, 1}}
	agreementPlay = share.FLPPlay{Protocol: flp.Leader, Inputs: [flp.N]int{0, 1, 1}, GST: flp.DefaultGST, Delta: flp.DefaultDelta}
)

// challenges says each challenge of the view against the play made so far
// (history: its configurations' entries). A challenge is met only under
// its own protocol and rule, from any inputs.
func challenges(lang string, play share.FLPPlay, history []Entry, cur flp.Config) []Challenge {
	undecided := 0 // the first moves, after each of which no process had decided
	for _, e := range history[1:] {
		if !e.Undecided {
			break
		}
		undecided++
	}
	disagreed := len(history) > 0 && history[len(history)-1].Disagree

	adv := Challenge{ID: "flp-adversary", Text: tr(lang, "flp.challenge.adversary"), Start: adversaryPlay.Params()}
	switch {
	case !under(play, adversaryPlay):
		adv.Progress = tr(lang, "flp.challenge.other")
	case undecided >= AdversaryMoves:
		adv.Done, adv.Progress = true, tr(lang, "flp.challenge.adversary.done")
	default:
		adv.Progress = tr(lang, "flp.challenge.adversary.progress", "n", strconv.Itoa(undecided))
	}
	dis := Challenge{ID: "flp-disagree", Text: tr(lang, "flp.challenge.disagree"), Start: disagreePlay.Params()}
	switch {
	case !under(play, disagreePlay):
		dis.Progress = tr(lang, "flp.challenge.other")
	case disagreed:
		dis.Done, dis.Progress = true, tr(lang, "flp.challenge.disagree.done")
	default:
		dis.Progress = tr(lang, "flp.challenge.disagree.progress")
	}
	agr := Challenge{ID: "flp-agreement", Text: tr(lang, "flp.challenge.agreement"), Start: agreementPlay.Params()}
	switch {
	case !under(play, agreementPlay):
		agr.Progress = tr(lang, "flp.challenge.other")
	case decidedAfterAFailedRound(cur) && !cur.Disagree():
		agr.Done, agr.Progress = true, tr(lang, "flp.challenge.agreement.done")
	default:
		agr.Progress = tr(lang, "flp.challenge.agreement.progress")
	}
	return []Challenge{adv, dis, agr}
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

// under reports whether play runs challenge c's protocol and rule.
func under(play, c share.FLPPlay) bool { return play.Protocol == c.Protocol && play.Rule == c.Rule }
