package scene

import (
	"math"

	"coordsim/engine"
)

// Where and when things that are not a message on its way are drawn in a
// generated run: a client's timeout, and what a loss's cross says.

// TimeoutLinger is how long a timeout's mark stays at its client, in ticks.
const TimeoutLinger = 1.5

// timeout is a client's timer firing for one attempt of a command.
type timeout struct {
	at      float64
	client  int
	cmd     *engine.Command
	attempt int
}

// marks puts a clock at the client's end of its lane for every timeout
// that fires by t and has not lingered out, naming the attempt that timed
// out beside it or under it (requests run above the lane).
func (ns *NetStory) marks(sc *Scene, t float64, lanes []Lane, slot func(int) int, lineX, x1, s float64) {
	r := 6 * s
	lang := ns.base.lang
	for _, to := range ns.timeouts {
		if t < to.at || t >= to.at+TimeoutLinger {
			continue
		}
		lane := lanes[slot(to.client)]
		x := lane.X0 + r + 2*s
		y := lane.At(x)
		hi := x1
		if sc.Partition != nil {
			hi = lineX - 3*s
		}
		who := tr(lang, "scene.token.attempt", "op", to.cmd.Op, "n", to.attempt)
		words := []string{tr(lang, "scene.mark.timeout", "who", who), tr(lang, "scene.mark.timeoutShort", "who", who),
			tr(lang, "scene.mark.timeoutShorter", "n", to.attempt)}
		lines := tag(words, x, y, r, lane.X0, hi, s, []float64{1}, false, ToneWarn)
		sc.Marks = append(sc.Marks, Mark{Kind: MarkTimeout, Client: to.client, X: x, Y: y, R: r, Tone: ToneWarn, Label: words[0], Lines: lines})
	}
}

// tag places words about a sign of radius r at x, y within [lo, hi]: the
// longest candidate that fits on one line beside the sign, on the first of
// sides (+1 right, -1 left) with room; else stacked above (up) or below it
// in at most two lines, centred on it as far as the room allows.
func tag(words []string, x, y, r, lo, hi, s float64, sides []float64, up bool, tone Tone) []Text {
	lh := LineH * s
	gap := 2 * s
	for _, w := range words {
		width := TextW(w) * s
		for _, side := range sides {
			lx := x + r + gap
			if side < 0 {
				lx = x - r - gap - width
			}
			if lx >= lo && lx+width <= hi {
				return []Text{{X: lx, Y: y - lh/2, S: w, Tone: tone}}
			}
		}
	}
	n := (hi - lo) / s
	var lines []string
	for _, w := range words {
		first, rest, ok := split(w, n)
		if ok && fits(rest, n) {
			lines = []string{first}
			if rest != "" {
				lines = append(lines, rest)
			}
			break
		}
	}
	if lines == nil {
		lines = []string{pickWhole(words, n)}
	}
	out := make([]Text, len(lines))
	top := y + r + gap
	if up {
		top = y - r - gap - float64(len(lines))*lh
	}
	for i, l := range lines {
		width := TextW(l) * s
		lx := math.Max(lo, math.Min(x-width/2, hi-width))
		out[i] = Text{X: lx, Y: top + float64(i)*lh, S: l, Tone: tone}
	}
	return out
}

// crossWords are a lost message's words, longest first: what was lost
// (request or response) and, if the service was down, why.
func crossWords(f *Flight, lang string) []string {
	switch {
	case f.Lost == engine.LostServiceDown:
		return []string{tr(lang, "scene.cross.down"), tr(lang, "scene.cross.downShort")}
	case f.Request:
		return []string{tr(lang, "scene.cross.request"), tr(lang, "scene.cross.requestShort")}
	}
	return []string{tr(lang, "scene.cross.response"), tr(lang, "scene.cross.responseShort")}
}

// lossX is where on its way from `from` to `to` a message the network lost
// vanishes: on its sender's side of the network, clear of the partition
// line at lineX (the partition holds messages, it does not lose them).
func lossX(from, to, lineX, clear float64) float64 {
	x := from + (to-from)*LossFraction
	if math.Abs(x-lineX) < clear || (x-lineX)*(from-lineX) < 0 {
		// Too close to the line, or past it: step back towards the sender.
		x = lineX + math.Copysign(clear, from-lineX)
		if (x-from)*(to-from) < 0 {
			x = from
		}
	}
	return x
}

// placeCross is the cross of flight f lost at x, y, its words beside it on
// the side away from the partition line, or nearer it where that side has
// no room, or above (a request) or below (a response) it; never across the
// line while it is up (parted), never over a node ([x0, x1]).
func placeCross(f *Flight, x, y, lineX, x0, x1, s float64, parted bool, lang string) Cross {
	lo, hi := x0, x1
	if parted {
		if x < lineX {
			hi = lineX - 3*s
		} else {
			lo = lineX + 3*s
		}
	}
	sides := []float64{1, -1}
	if x < lineX {
		sides = []float64{-1, 1}
	}
	words := crossWords(f, lang)
	return Cross{X: x, Y: y, Tone: ToneRejected, Response: !f.Request, ByYou: f.ByYou, Label: words[0],
		Lines: tag(words, x, y, CrossR*s, lo, hi, s, sides, f.Request, ToneRejected)}
}
