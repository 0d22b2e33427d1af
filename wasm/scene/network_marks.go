package scene

import (
	"math"

	"coordsim/engine"
)

// Where and when things that are not a message on its way are drawn in a
// generated run: a client's timeout, and the label of a loss's cross.

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
// that fires by t and has not lingered out, with the attempt that timed
// out beside it, below the lane (requests run above it).
func (ns *NetStory) marks(sc *Scene, t float64, lanes []Lane, slot func(int) int, lineX, x1, s float64) {
	cw, lh := CharW*s, LineH*s
	r := 6 * s
	for _, to := range ns.timeouts {
		if t < to.at || t >= to.at+TimeoutLinger {
			continue
		}
		lane := lanes[slot(to.client)]
		x, y := lane.X0+r+2*s, lane.At(lane.X0+r+2*s)
		stop := x1
		if sc.Partition != nil {
			stop = lineX - 3*s
		}
		who := en("scene.token.attempt", "op", to.cmd.Op, "n", to.attempt)
		label := pick([]string{en("scene.mark.timeout", "who", who), en("scene.mark.timeoutShort", "who", who), en("scene.mark.timeoutShorter")},
			int((stop-x-r-3*s)/cw))
		sc.Marks = append(sc.Marks, Mark{Kind: MarkTimeout, Client: to.client, X: x, Y: y, R: r, Tone: ToneWarn,
			Label: Text{X: x + r + 3*s, Y: y + r - lh/2 + 2*s, S: label, Tone: ToneWarn}})
	}
}

// crossWords are a lost message's label candidates, longest first: what was
// lost (request or response) and, if the service was down, why.
func crossWords(f *Flight) []string {
	switch {
	case f.Lost == engine.LostServiceDown:
		return []string{en("scene.cross.down"), en("scene.cross.downShort")}
	case f.Request:
		return []string{en("scene.cross.request"), en("scene.cross.requestShort")}
	}
	return []string{en("scene.cross.response"), en("scene.cross.responseShort")}
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

// placeCross is the cross of flight f lost at x, y, its label beside it on
// the side away from the partition line, or nearer it where that side has
// no room, or above (a request) or below (a response) the cross; never
// across the line while it is up (parted), never over a node ([x0, x1]).
func placeCross(f *Flight, x, y, lineX, x0, x1, s float64, parted bool) Cross {
	cw, lh := CharW*s, LineH*s
	r, gap := CrossR*s, 2*s
	lo, hi := x0, x1
	if parted {
		if x < lineX {
			hi = lineX - 3*s
		} else {
			lo = lineX + 3*s
		}
	}
	c := Cross{X: x, Y: y, Tone: ToneRejected, Response: !f.Request, LY: y - lh/2}
	words := crossWords(f)
	left := func(w float64) float64 { return x - r - gap - w }
	right := func(float64) float64 { return x + r + gap }
	sides := []func(float64) float64{right, left}
	if x < lineX {
		sides = []func(float64) float64{left, right}
	}
	for _, l := range words {
		w := float64(len(l)) * cw
		for _, side := range sides {
			if lx := side(w); lx >= lo && lx+w <= hi {
				c.Label, c.LX = l, lx
				return c
			}
		}
	}
	// Above or below the cross, centred on it, kept within the room.
	c.Label = pick(words, int((hi-lo)/cw))
	w := float64(len(c.Label)) * cw
	c.LX = math.Max(lo, math.Min(x-w/2, hi-w))
	c.LY = y - r - gap - lh
	if !f.Request {
		c.LY = y + r + gap
	}
	return c
}
