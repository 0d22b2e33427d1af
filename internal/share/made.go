package share

import (
	"strconv"

	"coordsim/engine"
	"coordsim/engine/encode"
)

// Made is what a link says of the run it was made from (v=, h=): the
// engine's semantics version and its trace's link hash (encode.LinkHash).
// Read from a link only: a patch never keeps it, since a changed state is
// another run. The zero Made says nothing.
type Made struct {
	Version int64
	Hash    string
}

// MaxSemanticsVersion bounds v=.
const MaxSemanticsVersion = 1 << 30

// MadeFrom is what a link of a state showing r says of it, on this engine.
func MadeFrom(r *engine.Result) Made {
	return Made{Version: engine.SemanticsVersion, Hash: encode.LinkHash(r)}
}

// readMade reads v= and h=; a bad value is a problem, and the link then
// says nothing of its run. (v= alone says nothing either.)
func (r *reading) readMade(s *State) {
	_, okV := r.get("v")
	h, okH := r.get("h")
	if !okV && !okH {
		return
	}
	var m Made
	if okV && !r.intParam("v", &m.Version, 1, MaxSemanticsVersion) {
		return
	}
	if okH && !encode.ValidLinkHash(h) {
		r.probs.add("h", h, "link-hash", 0, 0, "", "is not a trace hash a share link holds")
		return
	}
	m.Hash = h
	s.Made = m
}

// encodeMade writes v= and h=, where the state has them.
func encodeMade(m Made) [][2]string {
	switch {
	case m.Hash == "":
		return nil
	case m.Version == 0: // a link that gave h= alone
		return [][2]string{{"h", m.Hash}}
	}
	return [][2]string{{"v", strconv.FormatInt(m.Version, 10)}, {"h", m.Hash}}
}

// Departure is how the run a link shows now differs from the one it was
// made from, if it does.
type Departure struct {
	Version int64 // the link's semantics version (0: it gave none)
	// Row is the first trace row (from 1) where the run departs from the
	// link's; 0 past the rows a link holds (encode.Departure).
	Row int
}

// Departed compares r, the run s shows, with the run s's link was made
// from; nil when the link says nothing of it or r is that run.
func Departed(s State, r *engine.Result) *Departure {
	if s.Made.Hash == "" {
		return nil
	}
	if same, row := encode.Departure(s.Made.Hash, r); !same {
		return &Departure{Version: s.Made.Version, Row: row}
	}
	return nil
}

// Problem is the departure as the page lists it (and the CLI says it), for
// a run of rows trace rows: Count is the row, or for a departure past the
// rows a link holds (Code ...-late) how many rows agree; Min the link's
// version of the engine's rules and Max this engine's.
func (d *Departure) Problem(rows int) Problem {
	code, where := "departed", "departs from it at trace row "+strconv.Itoa(d.Row)
	count := d.Row
	if d.Version != 0 && d.Version != engine.SemanticsVersion {
		code += "-version"
	}
	if d.Row == 0 {
		count = min(rows, encode.LinkRows)
		code += "-late"
		where = "matches its first " + strconv.Itoa(count) + " trace rows and departs after them"
	}
	return Problem{Field: "h", Code: code, Count: count, Min: d.Version, Max: engine.SemanticsVersion,
		Message: "This link's run has changed since the link was made: this run " + where + "."}
}
