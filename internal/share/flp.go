package share

import (
	"slices"
	"strconv"

	"coordsim/engine/flp"
)

// view=flp's play: the FLP world's protocol (flp=), wait-for-two's rule
// (rule=), the three inputs (inputs=) and the network's moves so far
// (moves=s1.s2.d1, engine/flp's grammar). A link writes them when it shows
// the view or they differ from the defaults, so older links read as before.

// FLPPlay is a play of the FLP world as the page keeps it.
type FLPPlay struct {
	Protocol flp.Protocol
	Rule     flp.Rule // "" for wait-for-all
	Inputs   [flp.N]int
	Moves    []flp.Step
}

// DefaultFLP is the play view=flp opens: wait-for-two, whose network can
// keep the processes undecided, from inputs 0,1,1, no move made.
var DefaultFLP = FLPPlay{Protocol: flp.WaitForTwo, Rule: flp.AdoptOther, Inputs: [flp.N]int{0, 1, 1}}

// Play is s's play of the FLP world: DefaultFLP unless s holds another.
func (s State) Play() FLPPlay {
	if s.FLP.Protocol == "" {
		return DefaultFLP
	}
	return s.FLP
}

// Start is the play's start.
func (p FLPPlay) Start() (flp.Config, error) { return flp.Start(p.Protocol, p.Rule, p.Inputs) }

// InputsText is the inputs as inputs= writes them.
func (p FLPPlay) InputsText() string {
	return strconv.Itoa(p.Inputs[0]) + "," + strconv.Itoa(p.Inputs[1]) + "," + strconv.Itoa(p.Inputs[2])
}

func (p FLPPlay) equal(q FLPPlay) bool {
	return p.Protocol == q.Protocol && p.Rule == q.Rule && p.Inputs == q.Inputs && slices.Equal(p.Moves, q.Moves)
}

// encodeFLP is the play's parameters, when the view shows it or it is not
// the default.
func encodeFLP(s State) [][2]string {
	p := s.Play()
	if s.View != "flp" && p.equal(DefaultFLP) {
		return nil
	}
	pairs := [][2]string{{"flp", string(p.Protocol)}}
	if p.Rule != "" {
		pairs = append(pairs, [2]string{"rule", string(p.Rule)})
	}
	pairs = append(pairs, [2]string{"inputs", p.InputsText()})
	if len(p.Moves) > 0 {
		pairs = append(pairs, [2]string{"moves", flp.FormatMoves(p.Moves)})
	}
	return pairs
}

// flpPlay reads the play: each parameter given from its text, the rest
// kept from base (Merge's) or the default. The moves are replayed from the
// play's start, as the link gives it: the first the network cannot make
// where it comes is a problem, and the play keeps the moves before it.
// (The page starts a new play with moves= empty beside a new start.)
func (r *reading) flpPlay(s *State) {
	p := DefaultFLP
	if r.base != nil {
		p = r.base.Play()
	}
	if v, ok := r.get("flp"); ok {
		if pr := flp.Protocol(v); pr == flp.WaitForAll || pr == flp.WaitForTwo {
			p.Protocol = pr
		} else {
			p.Protocol = DefaultFLP.Protocol // a bad value takes the default, as a knob's does
			r.probs.add("flp", v, "choice", 0, 0, string(p.Protocol), "must be wait-for-all or wait-for-two")
		}
	}
	if v, ok := r.get("rule"); ok {
		if ru := flp.Rule(v); ru == flp.AdoptOther || ru == flp.AdoptZero {
			p.Rule = ru
		} else {
			p.Rule = DefaultFLP.Rule
			r.probs.add("rule", v, "choice", 0, 0, string(p.Rule), "must be adopt-other or adopt-0")
		}
	}
	switch {
	case p.Protocol == flp.WaitForAll:
		p.Rule = ""
	case p.Rule == "":
		p.Rule = DefaultFLP.Rule
	}
	if v, ok := r.get("inputs"); ok {
		if in, err := flp.ParseInputs(v); err == nil {
			p.Inputs = in
		} else {
			p.Inputs = DefaultFLP.Inputs
			r.probs.add("inputs", v, "choice", 0, 0, p.InputsText(), "must be three values, each 0 or 1, as 0,1,1")
		}
	}
	moves, given := r.get("moves")
	if !given {
		moves = flp.FormatMoves(p.Moves) // base's, replayed from what may be a new start
	}
	p.Moves = nil
	r.flpMoves(&p, moves)
	s.FLP = p
	if p.equal(DefaultFLP) {
		s.FLP = FLPPlay{} // the default, as a State built in code holds it
	}
}

// flpMoves reads moves= onto p: the moves the network can make, in turn,
// from p's start.
func (r *reading) flpMoves(p *FLPPlay, v string) {
	if v == "" {
		return
	}
	moves, err := flp.ParseMoves(v)
	if err != nil {
		r.probs.add("moves", v, "choice", 0, 0, "", "must be moves as the page writes them, such as s1.s2.d1")
		return
	}
	start, err := p.Start()
	if err != nil { // not reached: the protocol, rule and inputs were checked
		return
	}
	configs, err := flp.Replay(start, moves)
	p.Moves = moves[:len(configs)-1]
	if err != nil {
		bad := moves[len(configs)-1]
		r.probs.add("moves", v, "flp-move", int64(len(configs)), 0, flp.FormatMoves(p.Moves),
			"holds a move the network cannot make where it comes ("+bad.Move()+", move "+strconv.Itoa(len(configs))+")")
	}
}
