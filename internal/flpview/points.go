package flpview

import (
	"coordsim/engine/flp"
	"coordsim/internal/quiz"
	"coordsim/internal/share"
)

// The seven-minute explanation's FLP points, shown by a slide of this
// view: what the slide's play demonstrates, from the engine's facts about
// it (internal/quiz asks, through its FLPPoints).

func init() { quiz.FLPPoints = Points }

// HeldMoves is how many other moves a message is held back through for a
// play to show that FLP's network has no bound on delay.
const HeldMoves = 10

// Points are the outline points s's play demonstrates:
//   - async: a message held back while HeldMoves other moves were made;
//   - crash: a process crashed and the others are stuck;
//   - termination: AdversaryMoves moves, no process decided, and both
//     decisions still possible;
//   - practical: the leader protocol decided, in agreement.
func Points(s share.State) []string {
	play, _ := share.PlayOf(s)
	start, err := play.Start()
	if err != nil {
		return nil
	}
	configs, _ := flp.Replay(start, play.Moves) // a move it cannot make ends the play there
	cur := configs[len(configs)-1]
	val, _ := searchFor(start).Valence(cur)
	var out []string
	if heldThrough(configs) >= HeldMoves {
		out = append(out, "async")
	}
	if cur.Crashed() && val == flp.Stuck {
		out = append(out, "crash")
	}
	if len(configs) > AdversaryMoves && val == flp.Bivalent && !decidedOnTheWay(configs) {
		out = append(out, "termination")
	}
	if cur.Protocol == flp.Leader && cur.AllDecided() && !cur.Disagree() {
		out = append(out, "practical")
	}
	return out
}

// heldThrough is the most moves one message stayed in flight through.
func heldThrough(configs []flp.Config) int {
	since := map[int]int{} // a message in flight: the configuration it was first in
	most := 0
	for i, c := range configs {
		for _, m := range c.InFlight {
			if c.Procs[m.To].Crashed {
				continue // never delivered: the crash's doing, not the network's
			}
			first, ok := since[m.ID]
			if !ok {
				since[m.ID] = i
				continue
			}
			most = max(most, i-first)
		}
	}
	return most
}

func decidedOnTheWay(configs []flp.Config) bool {
	for _, c := range configs {
		if c.Decisions() != 0 {
			return true
		}
	}
	return false
}
