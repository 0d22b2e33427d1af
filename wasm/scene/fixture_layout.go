package scene

import (
	"math"
	"strings"
)

// At lays out the story at playhead t on a w by h canvas (in CSS pixels).
func (st *Story) At(t, w, h float64) *Scene { return st.AtRatio(t, w, h, 1) }

// AtRatio lays out on a w by h canvas measured in device pixels, ratio
// device pixels to the CSS pixel: text scales by a whole number, so its
// glyphs land on whole device pixels on high-density screens.
func (st *Story) AtRatio(t, w, h, ratio float64) *Scene {
	t = st.clamp(t)
	lang := st.lang
	ratio = math.Max(ratio, 1)
	s := math.Max(1, math.Round(ScaleFor(w/ratio, h/ratio)*ratio))
	cw, lh := CharW*s, LineH*s
	pad := 6 * s
	sc := &Scene{W: w, H: h, Scale: s, T: t, OrderState: st.StateAt(t), Store: st.StoreAt(t)}
	sc.Orders = []string{sc.OrderState}

	top := captionText(sc, st.CaptionAt(t, lang), pad, cw, lh)
	tlH := 3*lh + 4*pad
	bottom := h - tlH - pad
	sc.Timeline = st.timeline(t, Rect{pad, bottom + pad, w - 2*pad, tlH}, s)

	// Two sites with the network between them.
	siteA, siteB := sites(w, top, bottom, pad)
	inner := func(r Rect, y, hh float64) Rect { return Rect{r.X + pad, y, r.W - 2*pad, hh} }
	nodeTop := top + lh + 2*pad
	client := inner(siteA, nodeTop, bottom-pad-nodeTop)
	svcH := math.Round((bottom - pad - nodeTop) * 0.5)
	service := inner(siteB, nodeTop, svcH-pad/2)
	store := inner(siteB, nodeTop+svcH+pad/2, bottom-pad-nodeTop-svcH-pad/2)
	sc.Boxes = append(siteBoxes(siteA, siteB, lang),
		Box{Name: "client", R: client, Title: title(client, s, lang, "scene.box.client", "scene.box.clientShort", "scene.box.clientShorter")},
		Box{Name: "service", R: service, Title: title(service, s, lang, "scene.box.service", "scene.box.serviceShort"), Flash: st.busy(t)},
		Box{Name: "store", R: store, Title: title(store, s, lang, "scene.box.store", "scene.box.storeShort", "scene.box.storeShorter")},
	)

	// Lanes: replies above, requests below, the partition queue under them.
	x0, x1 := client.X+client.W, service.X
	lineX := math.Round((x0 + x1) / 2)
	tokH := 2*lh + pad
	replyY := nodeTop + lh*2 + tokH/2
	reqY := replyY + tokH + 2*pad
	sc.Links = []Link{
		{X0: x0, X1: x1, Y: replyY, Label: tr(lang, "scene.link.replies")},
		{X0: x0, X1: x1, Y: reqY, Label: tr(lang, "scene.link.requests"), Rightward: true},
	}
	if st.PartitionAt(t) {
		sc.Partition = newPartition(lineX, top, bottom, lang)
	}
	st.tokens(sc, t, lanes{x0: x0, x1: x1, line: lineX, reply: replyY, req: reqY, tokH: tokH})

	sc.Texts = append(sc.Texts, st.clientLines(t, client, s)...)
	sc.Texts = append(sc.Texts, st.serviceLines(t, service, s, sc.OrderState)...)
	if st.dedupe {
		sc.Texts = append(sc.Texts, storeLines(sc.Store, store, s, lang)...)
	} else {
		sc.Texts = append(sc.Texts, column(storeOffLines(lang), store, s)...)
	}
	declutter(sc, Rect{x0, top, x1 - x0, bottom - top})
	return sc
}

// sites are the two sites' frames, with the network between them; a narrow
// canvas gives node text the room it needs more than the network.
func sites(w, top, bottom, pad float64) (a, b Rect) {
	fa, fb := 0.22, 0.40
	if w < 700 {
		fa, fb = 0.25, 0.42
	}
	bw := math.Round(w * fb)
	return Rect{pad, top, math.Round(w * fa), bottom - top}, Rect{w - pad - bw, top, bw, bottom - top}
}

// title is a box's title: the longest of the keys' wordings that fits.
func title(r Rect, s float64, lang string, keys ...string) string {
	cands := make([]string, len(keys))
	for i, k := range keys {
		cands[i] = tr(lang, k)
	}
	return pick(cands, room(r.W, s)-IconW)
}

func siteBoxes(a, b Rect, lang string) []Box {
	return []Box{
		{Name: "site-a", R: a, Title: tr(lang, "scene.box.siteA")},
		{Name: "site-b", R: b, Title: tr(lang, "scene.box.siteB")},
	}
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

// clientLines are what the user was told, what still waits, and at the
// deadline whether the user is told the outcome is uncertain.
func (st *Story) clientLines(t float64, r Rect, s float64) []Text {
	lang := st.lang
	w := room(r.W, s)
	var lines []Text
	add := func(tone Tone, cands ...string) { lines = append(lines, textLines(fitLines(cands, w), tone)...) }
	add(ToneMuted, tr(lang, "scene.client.told"), tr(lang, "scene.client.toldShort"))
	told := 0
	var waiting []*Msg
	for i := range st.Msgs {
		m := &st.Msgs[i]
		switch {
		case m.Done && m.Answered && t >= m.Arrive+Reply:
			long, short, tone := m.Reply(lang)
			add(tone, m.ID+" "+long, m.name(lang)+" "+long, m.name(lang)+" "+short)
			told++
		case t >= m.Leave:
			waiting = append(waiting, m)
		}
	}
	if told == 0 {
		add(ToneMuted, tr(lang, "scene.client.nothing"), tr(lang, "scene.client.nothingShort"))
	}
	for _, m := range waiting {
		add(ToneHeld, tr(lang, "scene.client.waits", "who", m.ID), tr(lang, "scene.client.waitsShort", "who", m.ID), tr(lang, "scene.client.waitsShort", "who", m.name(lang)))
	}
	if t >= float64(st.Deadline) && len(st.Uncertain) > 0 {
		add(ToneWarn, tr(lang, "scene.client.deadline"), tr(lang, "scene.client.deadlineShort"))
		st.uncertainLines(t, add)
	}
	return column(lines, r, s)
}

// uncertainLines are the users told "uncertain" at the deadline, each
// uncertain still or, once reconciled, with the answer they were told.
func (st *Story) uncertainLines(t float64, add func(Tone, ...string)) {
	lang := st.lang
	for i, u := range st.UncertainUsers {
		uu := st.uncertain[i]
		if t < uu.reconciledAt {
			add(ToneWarn, tr(lang, "scene.client.uncertainUser", "who", u), tr(lang, "scene.client.uncertainUser", "who", uu.op))
			continue
		}
		to := uu.reconciledTo.In(lang)
		add(ToneApplied, tr(lang, "scene.client.reconciled", "who", u, "answer", to), tr(lang, "scene.client.reconciled", "who", uu.op, "answer", to),
			tr(lang, "scene.client.reconciledShort", "who", uu.op))
	}
}

func (st *Story) serviceLines(t float64, r Rect, s float64, state string) []Text {
	lang := st.lang
	w := room(r.W, s)
	lines := textLines(fitLines([]string{tr(lang, "scene.service.order", "order", st.Order, "state", strings.ToUpper(state))}, w), ToneApplied)
	log := st.LogAt(t)
	rows := max(1, int((r.H-LineH*s*2-12*s)/(LineH*s+2*s))-len(lines))
	return column(append(lines, logLines(log, w, rows, lang)...), r, s)
}

// lanes are where a fixture's messages go: the network from x0 to x1, the
// partition's line, the reply and request lanes' heights, a token's height.
type lanes struct{ x0, x1, line, reply, req, tokH float64 }

// tokens places every message on screen at t: on its way, held at the
// line (stacked), released, or its answer on the way back.
func (st *Story) tokens(sc *Scene, t float64, ln lanes) {
	lang, s := st.lang, sc.Scale
	pad := 6 * s
	x0, x1, lineX, replyY, reqY, tokH := ln.x0, ln.x1, ln.line, ln.reply, ln.req, ln.tokH
	// A token's words have 4 px a side; one held at the line stands
	// between the client's box (2 px clear) and the line (a pad clear).
	side := 4 * s
	maxW := (lineX - x0 - pad - 2*s - 2*side) / s
	// A moving card comes to a point; a held one is square (cardW).
	cardW := func(lines []string) float64 {
		n := 0.0
		for _, l := range lines {
			n = max(n, TextW(l))
		}
		return math.Ceil(n*s) + 2*side
	}
	tokW := func(lines []string) float64 { return cardW(lines) + TokenTip*s }
	heldX := func(lines []string) float64 { return lineX - pad - cardW(lines)/2 }
	heldY := func(i int) float64 { return reqY + float64(i)*(tokH+pad) }
	for i := range st.Msgs {
		m := &st.Msgs[i]
		name := pickWhole([]string{m.ID, m.name(lang), m.shortName(lang), tr(lang, "scene.token.n", "n", m.Attempt)}, maxW)
		lines := []string{name, tr(lang, "scene.token.seq", "seq", m.Seq)}
		token := func(phase string, x, y float64, lines []string, tone Tone) {
			w := tokW(lines)
			if phase == PhaseHeld {
				w = cardW(lines)
			}
			sc.Tokens = append(sc.Tokens, Token{ID: m.ID, Phase: phase, X: x, Y: y, W: w, H: tokH, Lines: lines, Tone: tone, Entry: m.Entry, ByYou: m.ByYou})
		}
		switch {
		case t < m.Leave:
			// not sent yet
		case m.Held && t < m.Queue:
			// between the client and the line
			f := (t - m.Leave) / (m.Queue - m.Leave)
			token(PhaseTravel, lerp(x0+tokW(lines)/2, heldX(lines), f), lerp(reqY, heldY(m.HoldIdx), f), lines, ToneRequest)
		case m.Held && (!m.Done || t < m.Release):
			token(PhaseHeld, heldX(lines), heldY(m.HoldIdx), lines, ToneHeld)
		case m.Held && t < m.Arrive:
			f := (t - m.Release) / (m.Arrive - m.Release)
			token(PhaseRelease, lerp(heldX(lines), x1-tokW(lines)/2, f), lerp(heldY(m.HoldIdx), reqY, f), lines, ToneHeld)
		case !m.Held && m.Done && t < m.Arrive:
			f := (t - m.Leave) / (m.Arrive - m.Leave)
			token(PhaseTravel, lerp(x0+tokW(lines)/2, x1-tokW(lines)/2, f), reqY, lines, ToneRequest)
		case m.Done && m.Answered && t < m.Arrive+Reply:
			long, short, rt := m.Reply(lang)
			// An answer may take the lane's width: it is not held at the line.
			rl := []string{name, pickWhole([]string{long, short}, (x1-x0-2*s-2*side-TokenTip*s)/s)}
			f := (t - m.Arrive) / Reply
			token(PhaseReply, lerp(x1-tokW(rl)/2, x0+tokW(rl)/2, f), replyY, rl, rt)
		}
	}

}
