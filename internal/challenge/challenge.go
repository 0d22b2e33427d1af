// Package challenge is the challenges: break a guarantee in the fewest
// moves from a fixed setup, and the bounded search that finds the fewest,
// or shows that none exists within a bound. A challenge is a share link's
// setup (scenario, seed, the defenses switched off), the moves allowed
// (engine.Moves), a goal (an invariant to break, or an outcome to reach)
// and a par; a solution is the setup's link with the learner's moves in it
// (faults=, or events= for a fixture), so the page, a shared link and
// `coordsim challenge check` judge the same run.
package challenge

import (
	"fmt"
	"slices"
	"strings"

	"coordsim/engine"
	"coordsim/internal/share"
)

// Challenge is one challenge. Its words (title, goal, hint) are the
// catalogue's challenge.ID.*.
type Challenge struct {
	ID string
	// Setup is the share query the challenge starts from: the scenario,
	// its seed, its knobs and the defenses it switches off (mutations=).
	Setup string
	// Break is the invariant the moves must break; Outcome, when Break is
	// "", the outcome they must reach.
	Break   string
	Outcome string
	// HoldAll, when set, is the goal that every invariant holds.
	HoldAll bool
	// Knob, when set ("partition" or "retention"), makes a knob challenge:
	// the learner sets that knob and nothing else, its value counts as the
	// moves, and par is the smallest value that reaches the goal.
	Knob    string
	Allowed []engine.Move
	Par     int // the fewest moves that reach the goal (Search finds it)
}

// knobOf is s's value of knob.
func knobOf(s share.State, knob string) int {
	if knob == "partition" {
		return int(s.Partition)
	}
	return int(s.Retention)
}

// withKnob is s with knob set to v.
func withKnob(s share.State, knob string, v int) share.State {
	if knob == "partition" {
		s.Partition = int64(v)
	} else {
		s.Retention = int64(v)
	}
	return s
}

// knobRange is the values a knob challenge tries, smallest first.
func knobRange(knob string) (lo, hi int) {
	if knob == "partition" {
		return share.MinPartition, share.MaxPartition
	}
	return 1, share.MaxRetention // 0 keeps records for ever: no shortest
}

// State is the challenge's setup as the page's state.
func (c Challenge) State() share.State {
	s, _ := share.Parse(c.Setup)
	return s
}

// Defended is the setup with every defense on: no mutation, and records
// kept for ever (retention 0).
func (c Challenge) Defended() share.State {
	s := c.State()
	s.Mutations, s.Retention = nil, 0
	return s
}

// Lookup is the challenge called id.
func Lookup(id string) (Challenge, bool) {
	i := slices.IndexFunc(All, func(c Challenge) bool { return c.ID == id })
	if i < 0 {
		return Challenge{}, false
	}
	return All[i], true
}

// IDs is the challenges' ids, comma-separated.
func IDs() string {
	ids := make([]string, len(All))
	for i, c := range All {
		ids[i] = c.ID
	}
	return strings.Join(ids, ", ")
}

// Verdict is what a run of the challenge's setup with the learner's moves
// shows: whether the goal is reached, with how many moves, and where (the
// entry, from 0, and its tick; -1 when not reached).
type Verdict struct {
	Solved bool
	Moves  int
	Entry  int
	Tick   int64
	// Why is a code: "solved", "not-yet" (the goal is not reached),
	// "too-many-moves" (reached, in more moves than allowed: none here,
	// moves are counted), "other-setup" (the link is not this challenge's
	// setup), "move-not-allowed".
	Why string
	// Departed says, for a link that says what run it was made from (v=,
	// h=), that the run judged is another, and where it parts (Judge);
	// nil when it is that run or the link says nothing.
	Departed *share.Departure
}

// Judge runs s, which must be c's setup with the learner's moves, and says
// whether it reaches c's goal.
func Judge(c Challenge, s share.State) (Verdict, error) {
	v := JudgeRun(c, s, nil)
	if v.Why != "not-yet" {
		return v, nil // not this setup, or a move it does not allow: no run needed
	}
	r, err := s.Named().Run(s.Params())
	if err != nil {
		return v, err
	}
	v = JudgeRun(c, s, r)
	v.Departed = share.Departed(s, r)
	return v, nil
}

// JudgeRun is Judge of s's run r, already made (the page's).
func JudgeRun(c Challenge, s share.State, r *engine.Result) Verdict {
	v := Verdict{Moves: share.MovesOf(s), Entry: -1, Tick: -1, Why: "not-yet"}
	if c.Knob != "" {
		v.Moves = knobOf(s, c.Knob)
	}
	switch {
	case !c.sameSetup(s):
		v.Why = "other-setup"
	case !c.allows(s):
		v.Why = "move-not-allowed"
	case r == nil:
	default:
		if entry, tick, ok := c.reached(r); ok {
			v.Solved, v.Entry, v.Tick, v.Why = true, entry, tick, "solved"
		}
	}
	return v
}

// Setup is c's setup shown as cur is shown (its language, view and
// embedding), naming c: where the page starts the challenge.
func Setup(c Challenge, cur share.State) share.State {
	s := c.State()
	s.Lang, s.View, s.Embed, s.Panels, s.Origin = cur.Lang, cur.View, cur.Embed, cur.Panels, cur.Origin
	s.Challenge = c.ID
	return s
}

// reached says whether run r reaches c's goal, and where.
func (c Challenge) reached(r *engine.Result) (entry int, tick int64, ok bool) {
	if c.HoldAll {
		for _, iv := range r.Invariants {
			if !iv.Holds {
				return -1, -1, false
			}
		}
		return -1, r.Recovery.DeadlineTick, true
	}
	if c.Break == "" {
		if r.Outcome() == c.Outcome {
			return -1, r.Recovery.DeadlineTick, true
		}
		return -1, -1, false
	}
	for _, iv := range r.Invariants {
		if iv.Name == c.Break && !iv.Holds {
			return iv.FirstViolation, iv.Tick, true
		}
	}
	return -1, -1, false
}

// allows says whether every fault in s is of a kind c allows (a fixture's
// edits are judged by the moves that make them, in Search and the page).
func (c Challenge) allows(s share.State) bool {
	if c.Knob != "" && (len(s.Faults) > 0 || s.Events != nil) {
		return false // a knob challenge takes its knob, no moves
	}
	for _, f := range s.Faults {
		if !slices.Contains(c.Allowed, f.Kind.Move()) {
			return false
		}
	}
	return true
}

// sameSetup says whether s is c's setup with only the learner's moves
// added: the same run apart from faults= and events= (or, in a knob
// challenge, its knob), however it is shown.
func (c Challenge) sameSetup(s share.State) bool {
	strip := func(x share.State) string {
		x.Faults, x.Events, x.T, x.Lang, x.View, x.Lab, x.Embed, x.Panels, x.Origin, x.Attempt, x.Challenge, x.B = nil, nil, 0, "", "", 0, false, nil, "", "", "", nil
		if c.Knob != "" {
			x = withKnob(x, c.Knob, 0)
		}
		return share.RunKey(x)
	}
	return strip(c.State()) == strip(s)
}

// SolutionURL is the share query of the setup with moves in it, naming
// the challenge; it says what run it shows (v=, h=), so that a check on an
// engine whose rules differ can tell that the run it judges is another.
func SolutionURL(c Challenge, s share.State) string {
	s.Challenge = c.ID
	if r, err := s.Named().Run(s.Params()); err == nil {
		s.Made = share.MadeFrom(r)
	}
	return share.Encode(s)
}

func (v Verdict) String() string {
	return fmt.Sprintf("%s moves=%d entry=%d tick=%d", v.Why, v.Moves, v.Entry, v.Tick)
}
