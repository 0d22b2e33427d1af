package engine

import "strconv"

// The ids of a generated run's messages: c1.confirm#2 for an attempt, with
// +dup for a network copy and >resp for the answer. A small model's ids are
// built once at compile, so its runs build no strings.

// attemptID names one attempt of a command: c1.confirm#2.
func attemptID(command string, attempt int) string {
	return command + "#" + strconv.Itoa(attempt)
}

// Flight name variants: which copy of what an id names.
const (
	vRequestCopy  uint8 = 1 << iota // the network's second copy of a request
	vResponse                       // the response to that request
	vResponseCopy                   // the network's second copy of the response
	nameVariants  = 8
)

// flightName is the id of one message of one attempt:
// c1.confirm#2, c1.confirm#2+dup, c1.confirm#2>resp, c1.confirm#2+dup>resp+dup.
func flightName(command string, attempt int, v uint8) string {
	s := attemptID(command, attempt)
	if v&vRequestCopy != 0 {
		s += "+dup"
	}
	if v&vResponse != 0 {
		s += ">resp"
		if v&vResponseCopy != 0 {
			s += "+dup"
		}
	}
	return s
}

// maxPrebuiltNames bounds the ids a model's compilation builds ahead, so a
// huge model builds its ids as it runs instead.
const maxPrebuiltNames = 1 << 16

// prebuildNames builds every id a small model's messages can have, once,
// so its runs build no strings.
func (c *Compiled) prebuildNames() {
	m := c.model
	if len(c.cmds)*m.MaxAttempts*nameVariants > maxPrebuiltNames {
		return
	}
	c.names = make([]string, len(c.cmds)*m.MaxAttempts*nameVariants)
	c.nameHashes = make([]uint64, 2*len(c.names))
	for ci := range c.cmds {
		for a := 1; a <= m.MaxAttempts; a++ {
			for v := range uint8(nameVariants) {
				i := (ci*m.MaxAttempts+a-1)*nameVariants + int(v)
				c.names[i] = flightName(c.cmds[ci].st.ev.ID, a, v)
				c.nameHashes[2*i] = identityHash(c.names[i], "")
				c.nameHashes[2*i+1] = identityHash(c.names[i], crashStream)
			}
		}
	}
}

// name is the id of command ci's attempt in variant v.
func (ns *netsim) name(ci, attempt int, v uint8) string {
	if names := ns.c.names; names != nil {
		return names[(ci*ns.m.MaxAttempts+attempt-1)*nameVariants+int(v)]
	}
	return flightName(ns.cmds[ci].st.ev.ID, attempt, v)
}
