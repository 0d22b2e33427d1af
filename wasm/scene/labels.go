package scene

import (
	"math"
	"strings"
)

// Where each label of a scene is painted, as rectangles: the painter
// (wasm/draw.go) places its words by these, and the layout's tests hold
// them apart (no two overlap) and whole (none is cut).

// Label is one thing with words on the canvas: its rectangle, what it is
// (for a test's message) and its text.
type Label struct {
	R    Rect
	What string
	S    string
}

// lineRect is the rectangle line s takes with its top-left corner at x, y,
// at text scale s.
func lineRect(x, y float64, str string, s float64) Rect {
	return Rect{x, y, TextW(str) * s, LineH * s}
}

// IconW is the room a node's icon takes before its title, at text scale 1.
const IconW = 14

// Icon is what a box is drawn as, beside its title: a person for a client,
// a server for the service, a cylinder for the store, nothing for a site.
func (b Box) Icon() string {
	switch {
	case b.Name == "service" || b.Name == "store":
		return b.Name
	case b.Name == "client" || strings.HasPrefix(b.Name, "client-"):
		return "client"
	}
	return ""
}

// IconAt is the square a node's icon fills, at the start of its title row.
func (b Box) IconAt(s float64) Rect {
	return Rect{b.R.X + 5*s, b.R.Y + 5*s, (IconW - 3) * s, (IconW - 1) * s}
}

// TitleAt is where box b's title is painted, at text scale s: after its
// icon.
func (b Box) TitleAt(s float64) Text {
	if b.Icon() == "" {
		return Text{X: b.R.X + 6*s, Y: b.R.Y + 4*s, S: b.Title, Tone: ToneMuted}
	}
	return Text{X: b.R.X + 6*s + IconW*s, Y: b.R.Y + 6*s, S: b.Title, Tone: ToneNeutral}
}

// BadgeRect is the banner in a down box's title row, right-aligned.
func (b Box) BadgeRect(s float64) Rect {
	w := math.Ceil(TextW(b.Badge)*s) + 8*s
	return Rect{X: b.R.X + b.R.W - w - 4*s, Y: b.R.Y + 3*s, W: w, H: LineH*s + 6*s}
}

// ArrowHead is how long a link's arrowhead is, at text scale s.
func ArrowHead(s float64) float64 { return 7 * s }

// LabelAt is where link l's label is painted: above the lane, by its
// arrowhead.
func (l Link) LabelAt(s float64) Text {
	w := TextW(l.Label) * s
	lx := l.X1 - w - ArrowHead(s) - 2*s
	if !l.Rightward {
		lx = l.X0 + ArrowHead(s) + 2*s
	}
	return Text{X: lx, Y: l.Y - LineH*s - 2*s, S: l.Label, Tone: ToneMuted}
}

// BannerRect is the partition's banner at the top of its line.
func (p *Partition) BannerRect(s float64) Rect {
	w := math.Ceil(TextW(p.Label)*s) + 8*s
	return Rect{X: p.X - w/2, Y: p.Y0 + 2*s, W: w, H: LineH*s + 6*s}
}

// TickLabelAt is where tick mark m's label is painted, under the strip.
func (tl *Timeline) TickLabelAt(m TickMark, s float64) Text {
	w := TextW(m.Label) * s
	return Text{X: m.X - w/2, Y: tl.Strip.Y + tl.Strip.H + 7*s, S: m.Label, Tone: ToneMuted}
}

// Labels are every label of sc: the caption and its lines, the boxes'
// titles and banners, what the nodes say, each message (a token is one
// label, its lines inside it), the lanes', the partition's, what marks a
// loss or a timeout, and the timeline's.
func (sc *Scene) Labels() []Label {
	s := sc.Scale
	var out []Label
	text := func(what string, t Text) {
		if t.S != "" {
			out = append(out, Label{lineRect(t.X, t.Y, t.S, s), what, t.S})
		}
	}
	text("caption", sc.Caption)
	for _, b := range sc.Boxes {
		text(b.Name+" title", b.TitleAt(s))
		if b.Down {
			out = append(out, Label{b.BadgeRect(s), b.Name + " badge", b.Badge})
		}
	}
	for _, t := range sc.Texts {
		text("text", t)
	}
	for _, k := range sc.Tokens {
		if !k.Compact {
			out = append(out, Label{k.Box(), "token " + k.ID + " " + k.Phase, k.Lines[0]})
		}
	}
	for _, l := range sc.Links {
		text("link", l.LabelAt(s))
	}
	if p := sc.Partition; p != nil {
		out = append(out, Label{p.BannerRect(s), "banner", p.Label})
	}
	for _, c := range sc.Crosses {
		for _, l := range c.Lines {
			text("cross", l)
		}
	}
	for _, m := range sc.Marks {
		for _, l := range m.Lines {
			text("mark", l)
		}
	}
	tl := &sc.Timeline
	for _, m := range tl.Ticks {
		text("tick", tl.TickLabelAt(m, s))
	}
	text("deadline", tl.Deadline.Label)
	if tl.Recovery != nil {
		text("recovery", tl.Recovery.Label)
	}
	for _, t := range tl.PartTexts {
		text("partition span", t)
	}
	return out
}

// Overlaps reports whether r and o share more than a hairline (half a
// pixel each way: neighbours that touch do not overlap).
func (r Rect) Overlaps(o Rect) bool {
	const e = 0.5
	return r.X+e < o.X+o.W && o.X+e < r.X+r.W && r.Y+e < o.Y+o.H && o.Y+e < r.Y+r.H
}
