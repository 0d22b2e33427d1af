package share

import (
	"strconv"
	"strings"

	"coordsim/engine/flp"
)

// view=flp's play: the FLP world's protocol (flp=), wait-for-two's rule
// (rule=), the three inputs (inputs=), the network's moves so far
// (moves=s1.s2.d1, engine/flp's grammar) and the leader protocol's timing
// (gst=, delta=). The page keeps them as the link
// gives them, checked here only for their alphabet and length, and writes
// them back as they are: the FLP world is the evidence WASM's (its view runs
// in that worker, which reads them with PlayOf), so the page's first load
// carries none of its code.

// FLPParams are the play's parameters, in the order a link writes them.
var FLPParams = [6]string{"flp", "rule", "inputs", "moves", "gst", "delta"}

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

// FLPChallenge is one of view=flp's challenges, listed with the others
// (view=challenges): the play it starts from, as a link's parameters.
type FLPChallenge struct {
	ID    string
	Setup string
}

// FLPChallenges are view=flp's challenges, in the order the page lists
// them: be FLP's adversary (wait-for-two keeps deciding out of reach), make
// two processes decide differently (deciding on two values), and prove
// that the leader protocol keeps agreement through a failed round.
var FLPChallenges = []FLPChallenge{
	{ID: "flp-adversary", Setup: "flp=wait-for-two&rule=adopt-other&inputs=0,1,1"},
	{ID: "flp-disagree", Setup: "flp=wait-for-two&rule=adopt-0&inputs=0,1,1"},
	{ID: "flp-agreement", Setup: "flp=leader&inputs=0,1,1&gst=2&delta=1"},
}

// Start is the challenge's parameters, for a patch that starts it: no
// move made, and the play's other parameters cleared.
func (c FLPChallenge) Start() map[string]string {
	out := map[string]string{"view": "flp", "moves": "", "rule": "", "gst": "", "delta": ""}
	for _, kv := range strings.Split(c.Setup, "&") {
		k, v, _ := strings.Cut(kv, "=")
		out[k] = v
	}
	return out
}

// FLPPlay is a play of the FLP world.
type FLPPlay struct {
	Protocol flp.Protocol
	Rule     flp.Rule // wait-for-two's, "" for the others
	Inputs   [flp.N]int
	Moves    []flp.Step
	// The leader protocol's timing (flp.Config.Timed), 0 for the others.
	GST, Delta int
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
		if pr := flp.Protocol(v); pr == flp.WaitForAll || pr == flp.WaitForTwo || pr == flp.Leader {
			p.Protocol = pr
		} else {
			probs.add("flp", v, "choice", 0, 0, string(p.Protocol), "must be wait-for-all, wait-for-two or leader")
		}
	}
	if v := text[1]; v != "" {
		if ru := flp.Rule(v); ru == flp.AdoptOther || ru == flp.AdoptZero {
			p.Rule = ru
		} else {
			probs.add("rule", v, "choice", 0, 0, string(p.Rule), "must be adopt-other or adopt-0")
		}
	}
	if p.Protocol != flp.WaitForTwo {
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
	p.readTiming(text[4], text[5], &probs)
	return p, probs.result()
}

// readTiming reads a leader play's gst= and delta= (the defaults where
// none is given); the other protocols have no clock.
func (p *FLPPlay) readTiming(gst, delta string, probs *problems) {
	if p.Protocol != flp.Leader {
		return
	}
	p.GST, p.Delta = flp.DefaultGST, flp.DefaultDelta
	if n, err := strconv.Atoi(gst); gst != "" && (err != nil || n < 0 || n > flp.MaxGST) {
		probs.add("gst", gst, "range", 0, flp.MaxGST, strconv.Itoa(p.GST), rangeReason(0, flp.MaxGST))
	} else if gst != "" {
		p.GST = n
	}
	if n, err := strconv.Atoi(delta); delta != "" && (err != nil || n < 1 || n > flp.MaxDelta) {
		probs.add("delta", delta, "range", 1, flp.MaxDelta, strconv.Itoa(p.Delta), rangeReason(1, flp.MaxDelta))
	} else if delta != "" {
		p.Delta = n
	}
}

// InputsText is the inputs as inputs= writes them.
func (p FLPPlay) InputsText() string {
	return strconv.Itoa(p.Inputs[0]) + "," + strconv.Itoa(p.Inputs[1]) + "," + strconv.Itoa(p.Inputs[2])
}

// Text is p as a link writes it, in FLPParams' order (State.FLP's form).
func (p FLPPlay) Text() [6]string {
	t := [6]string{string(p.Protocol), string(p.Rule), p.InputsText(), flp.FormatMoves(p.Moves)}
	if p.Protocol == flp.Leader {
		t[4], t[5] = strconv.Itoa(p.GST), strconv.Itoa(p.Delta)
	}
	return t
}

// Start is the play's first configuration.
func (p FLPPlay) Start() (flp.Config, error) {
	c, err := flp.Start(p.Protocol, p.Rule, p.Inputs)
	if err == nil && p.Protocol == flp.Leader {
		c, err = c.Timed(p.GST, p.Delta)
	}
	return c, err
}

// Params are p's parameters as a link gives them, for a patch.
func (p FLPPlay) Params() map[string]string {
	out := make(map[string]string, len(FLPParams))
	for i, v := range p.Text() {
		out[FLPParams[i]] = v
	}
	return out
}
