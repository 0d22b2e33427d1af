package share

import (
	"strconv"

	"coordsim/engine/flp"
)

// view=flp's play: the FLP world's protocol (flp=), wait-for-two's rule
// (rule=), the three inputs (inputs=) and the network's moves so far
// (moves=s1.s2.d1, engine/flp's grammar). The page keeps them as the link
// gives them, checked here only for their alphabet and length, and writes
// them back as they are: the FLP world is the evidence WASM's (its view runs
// in that worker, which reads them with PlayOf), so the page's first load
// carries none of its code.

// FLPParams are the play's parameters, in the order a link writes them.
var FLPParams = [4]string{"flp", "rule", "inputs", "moves"}

// maxFLPText bounds a parameter's text: MaxMoves moves and their dots.
const maxFLPText = 6 * flp.MaxMoves

// flpText reports whether v could be one of the play's values: short, of
// lower-case letters, digits, '-', ',' and '.'.
func flpText(v string) bool {
	if len(v) > maxFLPText {
		return false
	}
	for i := 0; i < len(v); i++ {
		if c := v[i]; !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == ',' || c == '.') {
			return false
		}
	}
	return true
}

// readFLP reads the play's parameters: each given, the rest kept from base
// (Merge's). A value of another alphabet is a problem and is dropped.
func (r *reading) readFLP(s *State) {
	for i, name := range FLPParams {
		if r.kept(name) {
			s.FLP[i] = r.base.FLP[i]
		}
		if v, ok := r.get(name); ok {
			s.FLP[i] = ""
			if flpText(v) {
				s.FLP[i] = v
			} else {
				r.probs.add(name, v, "choice", 0, 0, "", "is not a value view=flp offers")
			}
		}
	}
}

// encodeFLP is the play's parameters that are set.
func encodeFLP(s State) [][2]string {
	var pairs [][2]string
	for i, name := range FLPParams {
		if s.FLP[i] != "" {
			pairs = append(pairs, [2]string{name, s.FLP[i]})
		}
	}
	return pairs
}

// FLPPlay is a play of the FLP world.
type FLPPlay struct {
	Protocol flp.Protocol
	Rule     flp.Rule // "" for wait-for-all
	Inputs   [flp.N]int
	Moves    []flp.Step
}

// DefaultFLP is the play view=flp opens: wait-for-two, whose network can
// keep the processes undecided, from inputs 0,1,1, no move made.
var DefaultFLP = FLPPlay{Protocol: flp.WaitForTwo, Rule: flp.AdoptOther, Inputs: [flp.N]int{0, 1, 1}}

// PlayOf reads s's play: what a parameter does not give is the default's, and
// a bad value is a Problem and takes the default's too. The moves' form is
// checked here; whether the network can make them, by engine/flp.Replay.
// (A function, not State's method: the page's WASM keeps every exported
// method of State, and this one would bring the FLP world's parsers.)
func PlayOf(s State) (FLPPlay, []Problem) {
	p, text := DefaultFLP, s.FLP
	var probs problems
	if v := text[0]; v != "" {
		if pr := flp.Protocol(v); pr == flp.WaitForAll || pr == flp.WaitForTwo {
			p.Protocol = pr
		} else {
			probs.add("flp", v, "choice", 0, 0, string(p.Protocol), "must be wait-for-all or wait-for-two")
		}
	}
	if v := text[1]; v != "" {
		if ru := flp.Rule(v); ru == flp.AdoptOther || ru == flp.AdoptZero {
			p.Rule = ru
		} else {
			probs.add("rule", v, "choice", 0, 0, string(p.Rule), "must be adopt-other or adopt-0")
		}
	}
	if p.Protocol == flp.WaitForAll {
		p.Rule = "" // it follows no rule
	}
	if v := text[2]; v != "" {
		if in, err := flp.ParseInputs(v); err == nil {
			p.Inputs = in
		} else {
			probs.add("inputs", v, "choice", 0, 0, p.InputsText(), "must be three values, each 0 or 1, as 0,1,1")
		}
	}
	if v := text[3]; v != "" {
		if moves, err := flp.ParseMoves(v); err == nil {
			p.Moves = moves
		} else {
			probs.add("moves", v, "choice", 0, 0, "", "must be moves as the page writes them, such as s1.s2.d1")
		}
	}
	return p, probs.result()
}

// InputsText is the inputs as inputs= writes them.
func (p FLPPlay) InputsText() string {
	return strconv.Itoa(p.Inputs[0]) + "," + strconv.Itoa(p.Inputs[1]) + "," + strconv.Itoa(p.Inputs[2])
}

// Text is p as a link writes it, in FLPParams' order (State.FLP's form).
func (p FLPPlay) Text() [4]string {
	return [4]string{string(p.Protocol), string(p.Rule), p.InputsText(), flp.FormatMoves(p.Moves)}
}

// Params are p's parameters as a link gives them, for a patch.
func (p FLPPlay) Params() map[string]string {
	out := make(map[string]string, len(FLPParams))
	for i, v := range p.Text() {
		out[FLPParams[i]] = v
	}
	return out
}
