package scene

import (
	"slices"
	"sort"
	"strings"
)

// Describing the canvas in words, for a screen reader (the page's
// #canvas-description; PhET's "interactive description" is the model): a
// state description of what the canvas shows at a whole tick, read on
// demand, and the changes since the tick before, announced as playback
// reaches it. Both read the scene itself, laid out on a canvas wide enough
// that no label is shortened, so they say what the picture shows.

// Description is the canvas at one tick, in words.
type Description struct {
	Pane     string         `json:"pane,omitempty"` // compare mode: which run
	Tick     int64          `json:"tick"`
	Heading  string         `json:"heading"`
	Caption  string         `json:"caption"`
	Network  string         `json:"network"`
	Nodes    []DescribedBox `json:"nodes"`
	Messages []string       `json:"messages"`
	// NodesTitle and MessagesTitle head the two lists.
	NodesTitle    string `json:"nodesTitle"`
	MessagesTitle string `json:"messagesTitle"`
	NoMessage     string `json:"noMessage,omitempty"` // said when Messages is empty
	// Changes is what is announced on reaching this tick from the one
	// before: the caption, then what moved.
	Changes string `json:"changes"`
}

// DescribedBox is one node: its title, whether it is down, and every
// line it shows.
type DescribedBox struct {
	Name  string   `json:"name"`
	Title string   `json:"title"`
	Down  string   `json:"down,omitempty"`
	Lines []string `json:"lines"`
}

// describeW and describeH are the canvas the description reads (CSS pixels
// at ratio 1, text scale 1): wider than the page's laptop canvas, where
// TestNoCanvasLabelIsCut holds every label whole.
const describeW, describeH = 1000, 600

// Describe is reel r at whole tick tick, in lang (the reel's own language).
func Describe(r Reel, tick int64, lang string) *Description {
	t := float64(tick)
	sc := r.AtRatio(t, describeW, describeH, 1)
	d := &Description{Tick: tick, Caption: r.CaptionAt(t, lang),
		NodesTitle: tr(lang, "describe.nodes"), MessagesTitle: tr(lang, "describe.messages")}
	d.Heading = tr(lang, "describe.heading", "tick", tick, "end", sc.Timeline.End)
	d.Network = tr(lang, "describe.network.whole")
	if sc.Partition != nil {
		d.Network = tr(lang, "describe.network.cut")
	}
	d.Nodes = describeBoxes(sc, lang)
	d.Messages = describeMessages(sc, lang)
	if len(d.Messages) == 0 {
		d.NoMessage = tr(lang, "describe.messages.none")
	}
	d.Changes = d.Caption
	if tick > 0 {
		if c := changes(r.AtRatio(t-1, describeW, describeH, 1), sc, lang); c != "" {
			d.Changes = tr(lang, "describe.announce", "caption", d.Caption, "changes", c)
		}
	}
	return d
}

// describeBoxes are the scene's nodes (not the sites), each with the
// lines drawn inside it, top to bottom.
func describeBoxes(sc *Scene, lang string) []DescribedBox {
	var out []DescribedBox
	for _, b := range sc.Boxes {
		if b.Name == "site-a" || b.Name == "site-b" {
			continue
		}
		db := DescribedBox{Name: b.Name, Title: b.Title, Lines: []string{}}
		if b.Down {
			db.Down = tr(lang, "describe.down", "badge", b.Badge)
		}
		var in []Text
		for _, tx := range sc.Texts {
			if b.R.Contains(tx.X, tx.Y) {
				in = append(in, tx)
			}
		}
		sort.SliceStable(in, func(i, j int) bool {
			if in[i].Y != in[j].Y {
				return in[i].Y < in[j].Y
			}
			return in[i].X < in[j].X
		})
		for _, tx := range in {
			db.Lines = append(db.Lines, strings.TrimSpace(tx.S))
		}
		out = append(out, db)
	}
	return out
}

// describeMessages are the tokens on the canvas, each where it is, then
// the messages lost and the timeouts firing.
func describeMessages(sc *Scene, lang string) []string {
	out := []string{}
	for _, k := range sc.Tokens {
		out = append(out, tr(lang, phaseKey(k), "msg", strings.Join(k.Lines, " ")))
	}
	for _, c := range sc.Crosses {
		out = append(out, c.Label)
	}
	for _, m := range sc.Marks {
		out = append(out, m.Label)
	}
	return out
}

// phaseKey is the catalogue's words for where token k is.
func phaseKey(k Token) string {
	switch {
	case k.Phase == PhaseHeld:
		return "describe.msg.held"
	case k.Phase == PhaseRelease:
		return "describe.msg.released"
	case k.Phase == PhaseReply || k.Response:
		return "describe.msg.back"
	}
	return "describe.msg.travel"
}

// changes says what moved between scenes a (the tick before) and b: the
// partition starting or healing, messages held and released, messages
// lost, nodes going down or coming back.
func changes(a, b *Scene, lang string) string {
	var say []string
	switch {
	case a.Partition == nil && b.Partition != nil:
		say = append(say, tr(lang, "describe.change.partitionStarts"))
	case a.Partition != nil && b.Partition == nil:
		say = append(say, tr(lang, "describe.change.partitionHeals"))
	}
	held := func(sc *Scene) map[string]string {
		m := map[string]string{}
		for _, k := range sc.Tokens {
			if k.Phase == PhaseHeld {
				m[k.ID] = k.Lines[0]
			}
		}
		return m
	}
	before, now := held(a), held(b)
	say = appendList(say, lang, "describe.change.released", names(before, now))
	say = appendList(say, lang, "describe.change.held", names(now, before))
	var lost []string
	for _, c := range b.Crosses {
		if !slices.ContainsFunc(a.Crosses, func(o Cross) bool { return o.Label == c.Label && o.X == c.X && o.Y == c.Y }) {
			lost = append(lost, c.Label)
		}
	}
	if len(lost) > 0 {
		say = append(say, strings.Join(lost, tr(lang, "describe.list.sep")))
	}
	for _, bx := range b.Boxes {
		if old, ok := a.BoxNamed(bx.Name); ok && old.Down != bx.Down {
			key := "describe.change.up"
			if bx.Down {
				key = "describe.change.down"
			}
			say = append(say, tr(lang, key, "node", bx.Title))
		}
	}
	if len(say) == 0 {
		return ""
	}
	return tr(lang, "describe.changes", "changes", strings.Join(say, tr(lang, "describe.change.sep")))
}

// names are the names in from whose ids are not in without, in from's
// canvas order.
func names(from, without map[string]string) []string {
	var ids []string
	for id := range from {
		if _, ok := without[id]; !ok {
			ids = append(ids, id)
		}
	}
	slices.Sort(ids)
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = from[id]
	}
	return out
}

// appendList adds key's sentence about the named messages, if any: one
// message's wording (key+"One") or many's.
func appendList(say []string, lang, key string, named []string) []string {
	switch len(named) {
	case 0:
		return say
	case 1:
		return append(say, tr(lang, key+"One", "list", named[0]))
	}
	return append(say, tr(lang, key, "n", len(named), "list", strings.Join(named, tr(lang, "describe.list.sep"))))
}

// DescribePair is each of a pair's runs at tick, each headed with its
// pane's title.
func DescribePair(p *Pair, tick int64) []*Description {
	names := [2]string{tr(p.Lang, "scene.compare.runA"), tr(p.Lang, "scene.compare.runB")}
	out := make([]*Description, 2)
	for i, r := range [2]Reel{p.A, p.B} {
		out[i] = Describe(r, tick, p.Lang)
		out[i].Pane = names[i]
	}
	return out
}
