package scene

import (
	"math"
	"slices"
	"sort"
	"strings"
)

// Decluttering a busy tick: every message keeps its words clear of every
// other label. Tokens are placed in order of what a learner must read
// first (held at the line, then released, then answers, then on their
// way); one whose place is taken moves to the nearest free spot within
// the network (up or down a row, along its lane, or both), a held one
// never across the partition line; one with no free spot is drawn
// compact, a small mark of its kind without words (Token.Compact), still
// on its lane and still described (Describe names every message). A
// lane's name yields to a message over it.

// declutter moves sc's tokens apart inside net, the network between the
// nodes.
func declutter(sc *Scene, net Rect) {
	var placed []Rect
	for _, l := range sc.Labels() {
		if !strings.HasPrefix(l.What, "token") && l.What != "cross" && l.What != "link" {
			placed = append(placed, l.R)
		}
	}
	// What marks a loss steps up or down, clear of the rest, before the
	// messages are placed around it.
	s := sc.Scale
	for i := range sc.Crosses {
		placed = append(placed, dodge(sc.Crosses[i].Lines, placed, net, LineH*s+2*s, s)...)
	}
	order := make([]int, len(sc.Tokens))
	for i := range order {
		order[i] = i
	}
	// (sort, not slices: each generic sort is kilobytes of WASM of its own)
	sort.SliceStable(order, func(a, b int) bool { return phaseRank(sc.Tokens[order[a]]) < phaseRank(sc.Tokens[order[b]]) })
	for _, i := range order {
		k := &sc.Tokens[i]
		room := net
		if p := sc.Partition; p != nil && k.Phase == PhaseHeld {
			room = sideOf(net, p.X, k.X, 2*s)
		}
		if x, y, ok := freeSpot(*k, placed, room, 3*s); ok {
			k.X, k.Y = x, y
			placed = append(placed, k.Box())
			continue
		}
		k.Compact = true
		k.W, k.H = CompactSize*s, CompactSize*s
		k.X = math.Max(room.X+k.W/2, math.Min(k.X, room.X+room.W-k.W/2))
	}
	// A lane's name gives way to a message passing over it: the arrow
	// still says which way the lane runs.
	for i := range sc.Links {
		l := &sc.Links[i]
		at := l.LabelAt(s)
		if r := lineRect(at.X, at.Y, at.S, s); slices.ContainsFunc(placed, r.Overlaps) {
			l.Label = ""
		}
	}
}

// CompactSize is a compact token's side at text scale 1.
const CompactSize = 9

// TokenTip is how far a moving token's card comes to a point on its
// leading side, at text scale 1: room its words leave free.
const TokenTip = 5

// phaseRank is the order tokens are placed in: held, released, answers,
// on their way.
func phaseRank(k Token) int {
	switch k.Phase {
	case PhaseHeld:
		return 0
	case PhaseRelease:
		return 1
	case PhaseReply:
		return 2
	}
	return 3
}

// sideOf is the part of net on the same side of the partition line at x
// as px, gap clear of the line.
func sideOf(net Rect, x, px, gap float64) Rect {
	if px < x {
		return Rect{net.X, net.Y, x - gap - net.X, net.H}
	}
	return Rect{x + gap, net.Y, net.X + net.W - x - gap, net.H}
}

// freeSpot is the nearest place for token k, its own first, inside room
// and clear of every rectangle in placed (gap apart): up or down a row,
// along its lane by half its width, or both, a few steps each way.
func freeSpot(k Token, placed []Rect, room Rect, gap float64) (x, y float64, ok bool) {
	type spot struct{ dx, dy float64 }
	var spots []spot
	for i := -4; i <= 4; i++ {
		for j := -4; j <= 4; j++ {
			spots = append(spots, spot{float64(j) * (k.W/2 + gap), float64(i) * (k.H + gap)})
		}
	}
	sort.SliceStable(spots, func(a, b int) bool {
		return math.Hypot(spots[a].dx, spots[a].dy) < math.Hypot(spots[b].dx, spots[b].dy)
	})
	for _, sp := range spots {
		c := k
		c.X, c.Y = k.X+sp.dx, k.Y+sp.dy
		r := c.Box()
		if r.X < room.X || r.Y < room.Y || r.X+r.W > room.X+room.W || r.Y+r.H > room.Y+room.H {
			continue
		}
		clear := true
		for _, p := range placed {
			if r.Overlaps(p) {
				clear = false
				break
			}
		}
		if clear {
			return c.X, c.Y, true
		}
	}
	return 0, 0, false
}

// dodge moves lines (one label's, together) the fewest steps of step up or
// down that clears them of placed inside room, and returns where they are;
// left where they were when no step does.
func dodge(lines []Text, placed []Rect, room Rect, step, s float64) []Rect {
	at := func(dy float64) ([]Rect, bool) {
		var rs []Rect
		for _, l := range lines {
			r := lineRect(l.X, l.Y+dy, l.S, s)
			if r.Y < room.Y || r.Y+r.H > room.Y+room.H || slices.ContainsFunc(placed, r.Overlaps) {
				return nil, false
			}
			rs = append(rs, r)
		}
		return rs, true
	}
	for k := 0; k <= 6; k++ {
		for _, dy := range []float64{float64(k) * step, -float64(k) * step} {
			if rs, ok := at(dy); ok {
				for i := range lines {
					lines[i].Y += dy
				}
				return rs
			}
		}
	}
	rs, _ := at(0)
	return rs
}
