package scene

import (
	"fmt"
	"math"
	"strings"
)

// Tone says what a shape means; the painter maps tones to colours.
type Tone int

// Tones.
const (
	ToneNeutral  Tone = iota
	ToneRequest       // a command on its way
	ToneHeld          // held by the partition
	ToneApplied       // a state transition applied, or all is well
	ToneReplayed      // answered from the dedupe store
	ToneRejected      // refused: conflict, stale, or the partition itself
	ToneRead          // a read
	ToneCrash         // state written, then crashed
	ToneWarn          // expiry, uncertainty
	ToneMuted         // secondary text
)

// Glyph metrics of the bitmap font at scale 1, in pixels.
const (
	CharW = 7
	LineH = 13
)

// Rect is an axis-aligned box; X, Y is its top-left corner.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether the point lies inside r.
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && x <= r.X+r.W && y >= r.Y && y <= r.Y+r.H
}

// Text is one line of text; X, Y is its top-left corner.
type Text struct {
	X, Y float64
	S    string
	Tone Tone
}

// Box is a node or a site: a framed rectangle with a title.
type Box struct {
	Name  string // "site-a", "site-b", "client", "service", "store"
	R     Rect
	Title string
	Flash bool // the node is working on something right now
	Down  bool // the node has crashed and not restarted yet
}

// Token phases.
const (
	PhaseTravel  = "travel"  // on its way to the service
	PhaseHeld    = "held"    // waiting at the partition line
	PhaseRelease = "release" // leaving the line after recovery
	PhaseReply   = "reply"   // the answer on its way back
)

// Token is a message drawn at its current position; X, Y is its centre.
type Token struct {
	ID    string
	Phase string
	X, Y  float64
	W, H  float64
	Lines []string
	Tone  Tone
	// Generated runs: Dup marks a second copy made by the network, Response
	// a message from the service back to a client.
	Dup, Response bool
}

// Box is the rectangle the token covers.
func (k Token) Box() Rect { return Rect{k.X - k.W/2, k.Y - k.H/2, k.W, k.H} }

// Partition is the line that cuts the network while a partition lasts.
type Partition struct {
	X, Y0, Y1 float64
}

// Link is a lane between the client and the service.
type Link struct {
	X0, X1, Y float64
	Label     string
	Rightward bool
}

// Timeline is the strip of ticks at the bottom.
type Timeline struct {
	R        Rect
	Strip    Rect    // the bar the ticks sit under
	X0, X1   float64 // x of tick 0 and of the last tick
	End      int64
	Ticks    []TickMark
	Parts    []Rect // shaded partition spans
	Playhead float64
	Deadline Marker
	Recovery *Marker   // nil when the partition never ends
	Downs    []Rect    // the service is down (crash to restart)
	Breaks   []float64 // x of each broken invariant's first violation
}

// TickMark is one tick on the timeline.
type TickMark struct {
	X     float64
	Tick  int64
	Label string // "" when labels would crowd
}

// Marker is a labelled vertical mark on the timeline.
type Marker struct {
	X     float64
	Label Text
	Tone  Tone
}

// Scene is everything on screen at one playhead position.
type Scene struct {
	W, H      float64
	Scale     float64 // text scale: glyphs are CharW*Scale by LineH*Scale
	T         float64
	Caption   Text
	Boxes     []Box
	Links     []Link
	Partition *Partition // nil when no partition is up
	Tokens    []Token
	Texts     []Text // node contents
	Timeline  Timeline

	// Generated runs: the lanes between each client and the service, where
	// messages were lost, and whether the service is down.
	Lanes   []Lane
	Crosses []Cross
	Down    bool

	// What the boxes say, as data for tests and for the page.
	OrderState string
	Orders     []string // generated runs: each order's state, order-1 first
	Store      []StoreRow
}

// BoxNamed returns the box called name.
func (s *Scene) BoxNamed(name string) (Box, bool) {
	for _, b := range s.Boxes {
		if b.Name == name {
			return b, true
		}
	}
	return Box{}, false
}

// Token returns the token of message id, if one is on screen.
func (s *Scene) Token(id string, phase string) (Token, bool) {
	for _, k := range s.Tokens {
		if k.ID == id && (phase == "" || k.Phase == phase) {
			return k, true
		}
	}
	return Token{}, false
}

// ScaleFor is the text scale for a w by h canvas: doubled when there is
// room, so the bitmap font stays legible on a laptop screen.
func ScaleFor(w, h float64) float64 {
	if w >= 1100 && h >= 600 {
		return 2
	}
	return 1
}

// At lays out the story at playhead t on a w by h canvas (in CSS pixels).
func (st *Story) At(t, w, h float64) *Scene { return st.AtRatio(t, w, h, 1) }

// AtRatio lays out on a w by h canvas measured in device pixels, ratio
// device pixels to the CSS pixel: text scales by a whole number, so the
// bitmap font stays sharp on high-density screens.
func (st *Story) AtRatio(t, w, h, ratio float64) *Scene {
	t = math.Max(0, math.Min(t, float64(st.End)))
	ratio = math.Max(ratio, 1)
	s := math.Max(1, math.Round(ScaleFor(w/ratio, h/ratio)*ratio))
	cw, lh := CharW*s, LineH*s
	pad := 6 * s
	sc := &Scene{W: w, H: h, Scale: s, T: t, OrderState: st.StateAt(t), Store: st.StoreAt(t)}

	sc.Caption = Text{pad, pad, fit(st.CaptionAt(t), int((w-2*pad)/cw)), ToneNeutral}
	top := pad + lh + pad
	tlH := 3*lh + 4*pad
	bottom := h - tlH - pad
	sc.Timeline = st.timeline(t, Rect{pad, bottom + pad, w - 2*pad, tlH}, s)

	// Two sites with the network between them.
	fa, fb := 0.22, 0.40
	if w < 700 {
		fa, fb = 0.25, 0.42 // narrow: node text needs the room more than the network
	}
	siteA := Rect{pad, top, math.Round(w * fa), bottom - top}
	siteBW := math.Round(w * fb)
	siteB := Rect{w - pad - siteBW, top, siteBW, bottom - top}
	inner := func(r Rect, y, hh float64) Rect { return Rect{r.X + pad, y, r.W - 2*pad, hh} }
	nodeTop := top + lh + 2*pad
	client := inner(siteA, nodeTop, bottom-pad-nodeTop)
	svcH := math.Round((bottom - pad - nodeTop) * 0.5)
	service := inner(siteB, nodeTop, svcH-pad/2)
	store := inner(siteB, nodeTop+svcH+pad/2, bottom-pad-nodeTop-svcH-pad/2)
	sc.Boxes = []Box{
		{Name: "site-a", R: siteA, Title: "SITE A"},
		{Name: "site-b", R: siteB, Title: "SITE B"},
		{Name: "client", R: client, Title: "client (user)"},
		{Name: "service", R: service, Title: "order service", Flash: st.busy(t)},
		{Name: "store", R: store, Title: "dedupe store (persistent)"},
	}

	// Lanes: replies above, requests below, the partition queue under them.
	x0, x1 := client.X+client.W, service.X
	lineX := math.Round((x0 + x1) / 2)
	tokH := 2*lh + pad
	replyY := nodeTop + lh*2 + tokH/2
	reqY := replyY + tokH + 2*pad
	sc.Links = []Link{
		{X0: x0, X1: x1, Y: replyY, Label: "replies"},
		{X0: x0, X1: x1, Y: reqY, Label: "requests", Rightward: true},
	}
	if st.PartitionAt(t) {
		sc.Partition = &Partition{X: lineX, Y0: top, Y1: bottom}
	}
	maxChars := int((lineX-x0-3*pad)/cw) - 1
	tokW := func(lines []string) float64 {
		n := 0
		for _, l := range lines {
			n = max(n, len(l))
		}
		return float64(n)*cw + 2*pad
	}
	heldX := func(lines []string) float64 { return lineX - pad - tokW(lines)/2 }
	heldY := func(i int) float64 { return reqY + float64(i)*(tokH+pad) }
	for i := range st.Msgs {
		m := &st.Msgs[i]
		lines := []string{label(m.ID, maxChars), fmt.Sprintf("seq %d", m.Seq)}
		tone := ToneRequest
		switch {
		case t < m.Leave:
			// not sent yet
		case m.Held && t < m.Queue:
			// between the client and the line
			f := (t - m.Leave) / (m.Queue - m.Leave)
			sc.Tokens = append(sc.Tokens, Token{m.ID, PhaseTravel, lerp(x0+tokW(lines)/2, heldX(lines), f), lerp(reqY, heldY(m.HoldIdx), f), tokW(lines), tokH, lines, tone, false, false})
		case m.Held && (!m.Done || t < m.Release):
			sc.Tokens = append(sc.Tokens, Token{m.ID, PhaseHeld, heldX(lines), heldY(m.HoldIdx), tokW(lines), tokH, lines, ToneHeld, false, false})
		case m.Held && t < m.Arrive:
			f := (t - m.Release) / (m.Arrive - m.Release)
			sc.Tokens = append(sc.Tokens, Token{m.ID, PhaseRelease, lerp(heldX(lines), x1-tokW(lines)/2, f), lerp(heldY(m.HoldIdx), reqY, f), tokW(lines), tokH, lines, ToneHeld, false, false})
		case !m.Held && m.Done && t < m.Arrive:
			f := (t - m.Leave) / (m.Arrive - m.Leave)
			sc.Tokens = append(sc.Tokens, Token{m.ID, PhaseTravel, lerp(x0+tokW(lines)/2, x1-tokW(lines)/2, f), reqY, tokW(lines), tokH, lines, tone, false, false})
		case m.Done && m.Answered && t < m.Arrive+Reply:
			text, rt := m.Reply()
			rl := []string{label(m.ID, maxChars), fit(text, maxChars)}
			f := (t - m.Arrive) / Reply
			sc.Tokens = append(sc.Tokens, Token{m.ID, PhaseReply, lerp(x1-tokW(rl)/2, x0+tokW(rl)/2, f), replyY, tokW(rl), tokH, rl, rt, false, false})
		}
	}

	sc.Texts = append(sc.Texts, st.clientLines(t, client, s)...)
	sc.Texts = append(sc.Texts, st.serviceLines(t, service, s, sc.OrderState)...)
	if st.dedupe {
		sc.Texts = append(sc.Texts, storeLines(sc.Store, store, s)...)
	} else {
		sc.Texts = append(sc.Texts, column(storeOffLines(), store, s)...)
	}
	return sc
}

// storeOffLines fill the dedupe store's box when the dedupe-off mutation
// switched it off. A fresh slice each time: column places lines in place.
func storeOffLines() []Text {
	return []Text{{S: "(switched off:", Tone: ToneRejected}, {S: " nothing is stored)", Tone: ToneRejected}}
}

// busy reports whether the service is answering a message at t.
func (st *Story) busy(t float64) bool {
	for i := range st.Msgs {
		if m := &st.Msgs[i]; m.Done && t >= m.Arrive && t < m.Arrive+0.35 {
			return true
		}
	}
	return false
}

func (st *Story) clientLines(t float64, r Rect, s float64) []Text {
	w := int((r.W - 12*s) / (CharW * s))
	var lines []Text
	add := func(str string, tone Tone) { lines = append(lines, Text{S: fit(str, w), Tone: tone}) }
	if w >= len("user was told:") {
		add("user was told:", ToneMuted)
	} else {
		add("told:", ToneMuted)
	}
	told := 0
	for i := range st.Msgs {
		m := &st.Msgs[i]
		if m.Done && m.Answered && t >= m.Arrive+Reply {
			text, tone := m.Reply()
			add(shortID(m.ID)+" "+text, tone)
			told++
		}
	}
	waiting := []string{}
	for i := range st.Msgs {
		m := &st.Msgs[i]
		if t >= m.Leave && !(m.Done && m.Answered && t >= m.Arrive+Reply) {
			waiting = append(waiting, shortID(m.ID))
		}
	}
	if told == 0 {
		add("(nothing yet)", ToneMuted)
	}
	if len(waiting) > 0 {
		add("waiting "+strings.Join(waiting, " "), ToneHeld)
	}
	if t >= float64(st.Deadline) && len(st.Uncertain) > 0 {
		add("DEADLINE:", ToneWarn)
		add("uncertain,", ToneWarn)
		add("reconcile", ToneWarn)
		add("later", ToneWarn)
	}
	return column(lines, r, s)
}

func (st *Story) serviceLines(t float64, r Rect, s float64, state string) []Text {
	w := int((r.W - 12*s) / (CharW * s))
	lines := []Text{{S: fit(st.Order+": "+strings.ToUpper(state), w), Tone: ToneApplied}}
	log := st.LogAt(t)
	room := int((r.H-LineH*s*2-12*s)/(LineH*s+2*s)) - 1
	if room < 1 {
		room = 1
	}
	if len(log) > room {
		log = log[len(log)-room:]
	}
	for _, h := range log {
		lines = append(lines, Text{S: fit(fmt.Sprintf("t%d %s", h.Tick, h.LogText), w), Tone: h.Tone})
	}
	return column(lines, r, s)
}

func storeLines(rows []StoreRow, r Rect, s float64) []Text {
	w := int((r.W - 12*s) / (CharW * s))
	var lines []Text
	if len(rows) == 0 {
		lines = append(lines, Text{S: "(empty)", Tone: ToneMuted})
	}
	room := max(1, int((r.H-LineH*s*2-12*s)/(LineH*s+2*s))/3)
	for i, row := range rows {
		if i >= room && len(rows) > room {
			lines = append(lines, Text{S: fmt.Sprintf("+%d more", len(rows)-i), Tone: ToneMuted})
			break
		}
		lines = append(lines,
			Text{S: tail(row.Key, w), Tone: ToneNeutral},
			Text{S: fit(fmt.Sprintf(" fp %s -> %s", row.FP, row.Result), w), Tone: ToneMuted},
			Text{S: fit(fmt.Sprintf(" replayed %dx", row.Reuses), w), Tone: reuseTone(row.Reuses)})
	}
	return column(lines, r, s)
}

func reuseTone(n int) Tone {
	if n > 0 {
		return ToneReplayed
	}
	return ToneMuted
}

// column stacks lines under a box's title.
func column(lines []Text, r Rect, s float64) []Text {
	y := r.Y + 6*s + LineH*s + 6*s
	for i := range lines {
		lines[i].X, lines[i].Y = r.X+6*s, y
		y += LineH*s + 2*s
	}
	return lines
}

func (st *Story) timeline(t float64, r Rect, s float64) Timeline {
	cw, lh := CharW*s, LineH*s
	x0 := r.X + cw*2
	x1 := r.X + r.W - cw*2
	step := (x1 - x0) / float64(st.End)
	xOf := func(tick float64) float64 { return x0 + tick*step }
	tl := Timeline{R: r, X0: x0, X1: x1, End: st.End, Playhead: xOf(t)}
	every := int64(1)
	for float64(every)*step < 4*cw {
		every++
	}
	for k := int64(0); k <= st.End; k++ {
		m := TickMark{X: xOf(float64(k)), Tick: k}
		if k%every == 0 {
			m.Label = fmt.Sprint(k)
		}
		tl.Ticks = append(tl.Ticks, m)
	}
	stripY := r.Y + lh + 4*s
	tl.Strip = Rect{x0, stripY, x1 - x0, lh}
	for _, p := range st.Parts {
		end := float64(st.End)
		if p.Ends {
			end = float64(p.End)
		}
		tl.Parts = append(tl.Parts, Rect{xOf(float64(p.Start)), stripY, xOf(end) - xOf(float64(p.Start)), lh})
	}
	tl.Deadline = Marker{X: xOf(float64(st.Deadline)), Tone: ToneWarn,
		Label: Text{S: fmt.Sprintf("deadline %d", st.Deadline), Tone: ToneWarn}}
	if n := len(st.Parts); n > 0 && st.Parts[n-1].Ends {
		p := st.Parts[n-1]
		tone := ToneApplied
		if p.End > st.Deadline {
			tone = ToneRejected
		}
		tl.Recovery = &Marker{X: xOf(float64(p.End)), Tone: tone, Label: Text{S: fmt.Sprintf("recovery %d", p.End), Tone: tone}}
	}
	// Marker labels sit above the strip; the later one moves right of its
	// mark when the two would overlap.
	place := func(m *Marker, right bool) {
		w := float64(len(m.Label.S)) * cw
		m.Label.X = m.X - w/2
		if right {
			m.Label.X = m.X + 2*s
		}
		m.Label.X = math.Max(r.X, math.Min(m.Label.X, r.X+r.W-w))
		m.Label.Y = r.Y
	}
	place(&tl.Deadline, false)
	if tl.Recovery != nil {
		place(tl.Recovery, false)
		a, b := &tl.Deadline, tl.Recovery
		if b.X < a.X {
			a, b = b, a
		}
		if a.Label.X+float64(len(a.Label.S))*cw+cw > b.Label.X {
			place(a, false)
			a.Label.X = math.Max(r.X, a.X-float64(len(a.Label.S))*cw-2*s)
			place(b, true)
		}
	}
	return tl
}

// TickAt is the tick nearest to x on the timeline, for clicks and drags.
func (tl *Timeline) TickAt(x float64) int64 {
	if tl.End <= 0 || tl.X1 <= tl.X0 {
		return 0
	}
	f := (x - tl.X0) / (tl.X1 - tl.X0) * float64(tl.End)
	return int64(math.Round(math.Max(0, math.Min(f, float64(tl.End)))))
}

func lerp(a, b, f float64) float64 {
	f = math.Max(0, math.Min(1, f))
	// ease in and out, so tokens start and stop gently
	f = f * f * (3 - 2*f)
	return a + (b-a)*f
}

// fit shortens s to at most n characters.
func fit(s string, n int) string {
	if n <= 0 {
		return ""
	}
	if len(s) <= n {
		return s
	}
	if n <= 3 {
		return s[:n]
	}
	return s[:n-2] + ".."
}

// label is a message's name on its token: the whole id when it fits, else
// its first two parts ("e4-confirm"), else its first ("e4").
func label(id string, n int) string {
	if len(id) <= n {
		return id
	}
	parts := strings.SplitN(id, "-", 3)
	if len(parts) >= 2 && len(parts[0])+1+len(parts[1]) <= n {
		return parts[0] + "-" + parts[1]
	}
	return parts[0]
}
