package scene

import (
	"math"
	"strings"
)

// At lays out the story at playhead t on a w by h canvas (in CSS pixels).
func (st *Story) At(t, w, h float64) *Scene { return st.AtRatio(t, w, h, 1) }

// AtRatio lays out on a w by h canvas measured in device pixels, ratio
// device pixels to the CSS pixel: text scales by a whole number, so the
// bitmap font stays sharp on high-density screens.
func (st *Story) AtRatio(t, w, h, ratio float64) *Scene {
	t = st.clamp(t)
	lang := st.lang
	ratio = math.Max(ratio, 1)
	s := math.Max(1, math.Round(ScaleFor(w/ratio, h/ratio)*ratio))
	cw, lh := CharW*s, LineH*s
	pad := 6 * s
	sc := &Scene{W: w, H: h, Scale: s, T: t, OrderState: st.StateAt(t), Store: st.StoreAt(t)}
	sc.Orders = []string{sc.OrderState}

	sc.Caption = Text{pad, pad, fit(st.CaptionAt(t, lang), int((w-2*pad)/cw)), ToneNeutral}
	top := pad + lh + pad
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
		Box{Name: "client", R: client, Title: tr(lang, "scene.box.client")},
		Box{Name: "service", R: service, Title: tr(lang, "scene.box.service"), Flash: st.busy(t)},
		Box{Name: "store", R: store, Title: tr(lang, "scene.box.store")},
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
	maxChars := int((lineX-x0-3*pad)/cw) - 1
	tokW := func(lines []string) float64 {
		n := 0
		for _, l := range lines {
			n = max(n, Cells(l))
		}
		return float64(n)*cw + 2*pad
	}
	heldX := func(lines []string) float64 { return lineX - pad - tokW(lines)/2 }
	heldY := func(i int) float64 { return reqY + float64(i)*(tokH+pad) }
	for i := range st.Msgs {
		m := &st.Msgs[i]
		name := pick([]string{m.ID, m.name(lang)}, maxChars)
		lines := []string{name, tr(lang, "scene.token.seq", "seq", m.Seq)}
		token := func(phase string, x, y float64, lines []string, tone Tone) {
			sc.Tokens = append(sc.Tokens, Token{ID: m.ID, Phase: phase, X: x, Y: y, W: tokW(lines), H: tokH, Lines: lines, Tone: tone})
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
			rl := []string{name, pick([]string{long, short}, maxChars)}
			f := (t - m.Arrive) / Reply
			token(PhaseReply, lerp(x1-tokW(rl)/2, x0+tokW(rl)/2, f), replyY, rl, rt)
		}
	}

	sc.Texts = append(sc.Texts, st.clientLines(t, client, s)...)
	sc.Texts = append(sc.Texts, st.serviceLines(t, service, s, sc.OrderState)...)
	if st.dedupe {
		sc.Texts = append(sc.Texts, storeLines(sc.Store, store, s, lang)...)
	} else {
		sc.Texts = append(sc.Texts, column(storeOffLines(lang), store, s)...)
	}
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
	w := chars(r.W, s)
	var lines []Text
	add := func(str string, tone Tone) { lines = append(lines, Text{S: fit(str, w), Tone: tone}) }
	add(pick([]string{tr(lang, "scene.client.told"), tr(lang, "scene.client.toldShort")}, w), ToneMuted)
	told := 0
	var waiting []*Msg
	for i := range st.Msgs {
		m := &st.Msgs[i]
		switch {
		case m.Done && m.Answered && t >= m.Arrive+Reply:
			long, short, tone := m.Reply(lang)
			add(pick([]string{m.ID + " " + long, m.name(lang) + " " + long, m.name(lang) + " " + short}, w), tone)
			told++
		case t >= m.Leave:
			waiting = append(waiting, m)
		}
	}
	if told == 0 {
		add(tr(lang, "scene.client.nothing"), ToneMuted)
	}
	for _, m := range waiting {
		add(pick([]string{tr(lang, "scene.client.waits", "who", m.ID), tr(lang, "scene.client.waitsShort", "who", m.ID), tr(lang, "scene.client.waitsShort", "who", m.name(lang))}, w), ToneHeld)
	}
	if t >= float64(st.Deadline) && len(st.Uncertain) > 0 {
		for _, l := range wrapLines(tr(lang, "scene.client.deadline"), w) {
			add(l, ToneWarn)
		}
		for _, u := range st.UncertainUsers {
			add(tr(lang, "scene.client.uncertainUser", "who", u), ToneWarn)
		}
	}
	return column(lines, r, s)
}

// wrapLines breaks s into lines of at most n characters, at spaces.
func wrapLines(s string, n int) []string {
	var out []string
	for s != "" {
		first, rest := wrap(s, n)
		out = append(out, first)
		if rest == "" || len(out) > 8 {
			break
		}
		s = rest
	}
	return out
}

func (st *Story) serviceLines(t float64, r Rect, s float64, state string) []Text {
	lang := st.lang
	w := chars(r.W, s)
	lines := []Text{{S: fit(tr(lang, "scene.service.order", "order", st.Order, "state", strings.ToUpper(state)), w), Tone: ToneApplied}}
	log := st.LogAt(t)
	room := max(1, int((r.H-LineH*s*2-12*s)/(LineH*s+2*s))-1)
	if len(log) > room {
		log = log[len(log)-room:]
	}
	for _, h := range log {
		lines = append(lines, Text{S: fit(logLine(h, lang), w), Tone: h.Tone})
	}
	return column(lines, r, s)
}
