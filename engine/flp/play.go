package flp

import (
	"errors"
	"hash/fnv"
	"strconv"
	"strings"
)

// A play is the network's moves from a start, as a link, the page and the
// CLI write them: "s1.s2.d1.c3" starts process 1, starts process 2,
// delivers message 1 and crashes process 3. Processes are numbered from 1
// for people; a Step's Proc counts from 0.

// MaxMoves bounds a play: the page's challenges need 20 moves, and a link
// is read in time proportional to its moves.
const MaxMoves = 200

// ParseMoves reads a play's moves. It checks their form, not whether the
// network can make them (Replay does).
func ParseMoves(s string) ([]Step, error) {
	if s == "" {
		return nil, nil
	}
	parts := strings.Split(s, ".")
	if len(parts) > MaxMoves {
		return nil, errors.New("flp: a play is at most " + strconv.Itoa(MaxMoves) + " moves")
	}
	out := make([]Step, 0, len(parts))
	for _, p := range parts {
		st, ok := parseMove(p)
		if !ok {
			return nil, errors.New("flp: " + strconv.Quote(p) + " is not a move (s1 starts process 1, d4 delivers message 4, c2 crashes process 2, t lets a tick pass)")
		}
		out = append(out, st)
	}
	return out, nil
}

func parseMove(p string) (Step, bool) {
	if p == "t" {
		return Step{Kind: TickStep}, true
	}
	if len(p) < 2 || len(p) > 5 || p[1] == '0' {
		return Step{}, false
	}
	n := 0
	for _, c := range []byte(p[1:]) {
		if c < '0' || c > '9' {
			return Step{}, false
		}
		n = 10*n + int(c-'0')
	}
	switch p[0] {
	case 's':
		return Step{Kind: StartStep, Proc: n - 1}, n <= N
	case 'c':
		return Step{Kind: CrashStep, Proc: n - 1}, n <= N
	case 'd':
		return Step{Kind: DeliverStep, Msg: n}, true
	}
	return Step{}, false
}

// Move is s as a play writes it.
func (s Step) Move() string {
	switch s.Kind {
	case StartStep:
		return "s" + strconv.Itoa(s.Proc+1)
	case CrashStep:
		return "c" + strconv.Itoa(s.Proc+1)
	case TickStep:
		return "t"
	}
	return "d" + strconv.Itoa(s.Msg)
}

// FormatMoves writes a play's moves as ParseMoves reads them.
func FormatMoves(moves []Step) string {
	parts := make([]string, len(moves))
	for i, s := range moves {
		parts[i] = s.Move()
	}
	return strings.Join(parts, ".")
}

// Replay makes moves from start and returns every configuration on the
// way: start first, then the one after each move. A move the network
// cannot make where it comes stops the replay: the configurations before
// it are returned with an error naming it (by its place, from 1).
func Replay(start Config, moves []Step) ([]Config, error) {
	out := make([]Config, 1, len(moves)+1)
	out[0] = start
	for i, s := range moves {
		n, err := out[i].Apply(s)
		if err != nil {
			return out, errors.New("flp: move " + strconv.Itoa(i+1) + " (" + s.Move() + ") is not one the network can make there")
		}
		out = append(out, n)
	}
	return out, nil
}

// Hash names c exactly (its messages' ids and rounds included), in 16 hex
// digits: the page and `coordsim flp --url` print it, so that a replay can
// be seen to reach the very configuration a link shows.
func (c Config) Hash() string {
	h := fnv.New64a()
	b := []byte(string(c.Protocol) + "/" + string(c.Rule) + "/")
	for _, p := range c.Procs {
		b = append(b, byte(p.Input), byte(p.Value), byte(p.Round), bit(p.Started)|bit(p.Crashed)<<1, byte(p.Decided+1),
			byte(p.Heard[0]+1), byte(p.Heard[1]+1), byte(p.Heard[2]+1))
	}
	for _, m := range c.InFlight {
		b = strconv.AppendInt(b, int64(m.ID), 10)
		b = append(b, ':', byte(m.From), byte(m.To), byte(m.Round), byte(m.Value))
	}
	b = strconv.AppendInt(b, int64(c.NextID), 10)
	if c.Protocol == Leader { // its clock and ballots (the wait protocols' hashes stay as they were)
		b = append(b, '/', byte(c.Now), byte(c.GST), byte(c.Delta))
		for _, p := range c.Procs {
			b = append(b, byte(p.Accepted+1), p.Joined, p.Acks, bit(p.Proposed))
		}
		for _, m := range c.InFlight {
			b = append(b, kindByte(m.Kind), byte(m.Accepted+1), byte(m.Sent))
		}
	}
	h.Write(b)
	x := strconv.FormatUint(h.Sum64(), 16)
	return strings.Repeat("0", 16-len(x)) + x
}

// Search answers what configurations of one play can still come to: it
// explores from the play's start once, within gap rounds, and a
// configuration beyond that from the configuration itself (the last such
// search kept, as a learner goes on from there).
type Search struct {
	gap        int
	root, last *Graph
}

// NewSearch explores from start within gap rounds.
func NewSearch(start Config, gap int) *Search {
	return &Search{gap: gap, root: Explore(start, gap)}
}

// Valence is c's valence, and the search that found it (its Size is the
// configurations it searched).
func (s *Search) Valence(c Config) (Valence, *Graph) {
	for _, g := range []*Graph{s.root, s.last} {
		if g == nil {
			continue
		}
		if v, ok := g.Valence(c); ok {
			return v, g
		}
	}
	s.last = Explore(c, s.gap)
	v, _ := s.last.Valence(c)
	return v, s.last
}

// Root is the search from the play's start.
func (s *Search) Root() *Graph { return s.root }

// IsCritical reports whether a move from a configuration of valence before
// to one of valence after is critical: from bivalent to one outcome only.
func IsCritical(before, after Valence) bool {
	return before == Bivalent && (after == ZeroValent || after == OneValent || after == Decided)
}
