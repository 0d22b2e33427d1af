package scene

import (
	"fmt"
	"testing"

	"coordsim/engine"
	"coordsim/internal/catalog"
	"coordsim/wasm/typeface"
)

// canvasSizes are the canvas's sizes in CSS pixels in the page (the
// stage's box less its border; web's TestBrowserStageIsTheSizeScenesAreTestedAt
// holds the page to them): at a 1280x800 window (the stage beside the
// settings) and at 390x844, where the stage is short so that playback is on
// the first screen, and a little shorter still. (Smaller phones cut
// captions and labels today: 390x664 and 360x640 have a 278 px stage.)
var canvasSizes = []struct {
	name  string
	w, h  float64
	phone bool
}{
	{"1280x800", 894, 478, false},
	{"390x844", 372, 352, true},
	{"390x844-short", 372, 320, true},
}

// TestNoCanvasLabelIsCut: in every scenario, with each mutation, in both
// languages and at the page's canvas sizes, at every half tick, every
// label is whole (no wording was shortened with "..", no word broken
// between two lines), drawn with glyphs
// the canvas's fonts have, and fits its box. Every box shows all its lines, every
// wrapped log entry whole, but on phones, whose short stage gives the boxes
// a few lines' room: there a box may show only its first lines, or the
// newest entry only its first, the last shown ending "..".
func TestNoCanvasLabelIsCut(t *testing.T) {
	everyRun(t, func(t *testing.T, name string, res *engine.Result) { labelsAreWhole(t, res) })
}

// TestNoCanvasLabelIsCutAtAnyPartition: the same, for every story at every
// partition length the page's slider offers.
func TestNoCanvasLabelIsCutAtAnyPartition(t *testing.T) {
	for _, named := range engine.Scenarios() {
		for length := int64(1); length <= 30; length++ {
			p, err := named.Resolve(engine.Overrides{Partition: &length})
			if err != nil {
				continue // a story without a partition
			}
			res, err := named.Run(p)
			if err != nil {
				t.Fatal(err)
			}
			t.Run(fmt.Sprintf("%s/partition=%d", named.Name, length), func(t *testing.T) { labelsAreWhole(t, res) })
		}
	}
}

// layOutNoting lays r out at t on a w by h canvas, with what the layout
// shortened (cut) and the wrapped entries it showed only the first lines
// of (part).
func layOutNoting(r Reel, t, w, h float64) (sc *Scene, cut, part []string) {
	sc, cut, part, _ = layOutNotingWords(r, t, w, h)
	return sc, cut, part
}

// layOutNotingWords is layOutNoting with the texts broken inside a word
// (broken).
func layOutNotingWords(r Reel, t, w, h float64) (sc *Scene, cut, part, broken []string) {
	cutHook = func(s string) { cut = append(cut, s) }
	partHook = func(s string) { part = append(part, s) }
	wordHook = func(s string) { broken = append(broken, s) }
	defer func() { cutHook, partHook, wordHook = func(string) {}, func(string) {}, func(string) {} }()
	sc = r.AtRatio(t, w, h, 1) // before cut and part are read: the order of a return's operands is unspecified
	return sc, cut, part, broken
}

func labelsAreWhole(t *testing.T, res *engine.Result) {
	t.Helper()
	for _, lang := range catalog.Langs {
		r := NewIn(res, lang)
		for _, size := range canvasSizes {
			seen := map[string]bool{}
			for at := 0.0; at <= float64(res.TimelineEnd); at += 0.5 {
				sc, cut, part, broken := layOutNotingWords(r, at, size.w, size.h)
				for _, s := range cut {
					report(t, seen, fmt.Sprintf("%s %s t=%v: %q is cut", lang, size.name, at, s))
				}
				for _, s := range broken {
					report(t, seen, fmt.Sprintf("%s %s t=%v: %q is broken inside a word", lang, size.name, at, s))
				}
				for _, s := range part {
					if !size.phone {
						report(t, seen, fmt.Sprintf("%s %s t=%v: only the first lines of %q have room", lang, size.name, at, s))
					}
				}
				for _, p := range unfit(sc) {
					report(t, seen, fmt.Sprintf("%s %s t=%v: %s", lang, size.name, at, p))
				}
			}
		}
	}
}

// report fails once per distinct problem, so one broken label does not
// flood the log at every tick.
func report(t *testing.T, seen map[string]bool, msg string) {
	t.Helper()
	key := msg[len(msg)/3:]
	if seen[key] || len(seen) > 40 {
		return
	}
	seen[key] = true
	t.Error(msg)
}

// unfit lists the texts of sc that leave their box or use a glyph the
// canvas lacks.
func unfit(sc *Scene) []string {
	s := sc.Scale
	lh := LineH * s
	width := func(str string) float64 { return TextW(str) * s }
	var out []string
	bad := func(format string, args ...any) { out = append(out, fmt.Sprintf(format, args...)) }
	inside := func(what, str string, x, y float64, r Rect) {
		if x < r.X-0.5 || x+width(str) > r.X+r.W+0.5 || y < r.Y-0.5 || y+lh > r.Y+r.H+0.5 {
			bad("%s %q at (%.0f,%.0f) w %.0f leaves %+v", what, str, x, y, width(str), r)
		}
		for _, c := range str {
			if f, i := typeface.Lookup(c); f.Runes()[i] != c {
				bad("%s %q: no glyph for %q", what, str, c)
			}
		}
	}
	canvas := Rect{0, 0, sc.W, sc.H}
	inside("caption", sc.Caption.S, sc.Caption.X, sc.Caption.Y, canvas)
	var nodes []Box
	for _, b := range sc.Boxes {
		room := Rect{b.R.X + 6*s, b.R.Y, b.R.W - 12*s, b.R.H}
		if b.Down {
			badge := width(b.Badge) + 8*s
			inside("badge", b.Badge, b.R.X+b.R.W-badge, b.R.Y+3*s, b.R)
			room.W -= badge + 2*s
		}
		at := b.TitleAt(s)
		room.W -= at.X - room.X
		room.X = at.X
		inside(b.Name+" title", b.Title, at.X, at.Y, room)
		if b.Name != "site-a" && b.Name != "site-b" {
			nodes = append(nodes, b)
		}
	}
	for _, tx := range sc.Texts {
		box := canvas
		for _, b := range nodes {
			if b.R.Contains(tx.X, tx.Y) {
				box = b.R
			}
		}
		inside("text", tx.S, tx.X, tx.Y, box)
	}
	for _, k := range sc.Tokens {
		if k.Compact { // no words drawn
			continue
		}
		for i, l := range k.Lines {
			r := k.Box()
			inside("token "+k.ID, l, r.X+(r.W-width(l))/2, r.Y+2*s+float64(i)*lh, r)
		}
	}
	for _, l := range sc.Links {
		inside("link", l.Label, l.X0+(l.X1-l.X0-width(l.Label))/2, l.Y-lh, Rect{l.X0, l.Y - lh, l.X1 - l.X0 - 9*s, lh})
	}
	if p := sc.Partition; p != nil {
		w := width(p.Label) + 8*s
		inside("banner", p.Label, p.X-w/2, p.Y0, canvas)
	}
	for _, c := range sc.Crosses {
		for _, l := range c.Lines {
			inside("cross", l.S, l.X, l.Y, canvas)
		}
	}
	for _, m := range sc.Marks {
		for _, l := range m.Lines {
			inside("mark", l.S, l.X, l.Y, canvas)
		}
	}
	tl := &sc.Timeline
	for _, m := range tl.Ticks {
		inside("tick", m.Label, m.X-width(m.Label)/2, tl.Strip.Y+tl.Strip.H+7*s, canvas)
	}
	inside("deadline", tl.Deadline.Label.S, tl.Deadline.Label.X, tl.Deadline.Label.Y, tl.R)
	if tl.Recovery != nil {
		inside("recovery", tl.Recovery.Label.S, tl.Recovery.Label.X, tl.Recovery.Label.Y, tl.R)
	}
	for i, tx := range tl.PartTexts {
		inside("partition span", tx.S, tx.X, tx.Y, tl.Parts[i])
	}
	return out
}

// TestNoWordIsBrokenOnSmallCanvases: on canvases smaller than the page's
// (an embed's, a small phone's, where labels may still be cut) no
// Japanese label breaks inside a word: lines break between phrases.
func TestNoWordIsBrokenOnSmallCanvases(t *testing.T) {
	everyRun(t, func(t *testing.T, name string, res *engine.Result) {
		r := NewIn(res, "ja")
		seen := map[string]bool{}
		for _, size := range []struct{ w, h float64 }{{330, 320}, {330, 280}} {
			for at := 0.0; at <= float64(res.TimelineEnd); at += 0.5 {
				_, _, _, broken := layOutNotingWords(r, at, size.w, size.h)
				for _, s := range broken {
					report(t, seen, fmt.Sprintf("%vx%v t=%v: %q is broken inside a word", size.w, size.h, at, s))
				}
			}
		}
	})
}
