package scene

import (
	"math"
	"strconv"

	"coordsim/engine"
)

// At lays out the run at playhead t on a w by h canvas (CSS pixels).
func (ns *NetStory) At(t, w, h float64) *Scene { return ns.AtRatio(t, w, h, 1) }

// AtRatio lays out the run on a w by h canvas of device pixels, ratio
// device pixels to the CSS pixel.
func (ns *NetStory) AtRatio(t, w, h, ratio float64) *Scene {
	st := &ns.base
	lang := st.lang
	t = st.clamp(t)
	ratio = math.Max(ratio, 1)
	s := math.Max(1, math.Round(ScaleFor(w/ratio, h/ratio)*ratio))
	cw, lh := CharW*s, LineH*s
	pad := 6 * s
	states := ns.OrderStates(t)
	sc := &Scene{W: w, H: h, Scale: s, T: t, Store: ns.StoreAt(t), Orders: states}
	if len(states) > 0 {
		sc.OrderState = states[0]
	}
	// The caption takes more lines rather than lose its end.
	top := captionText(sc, ns.CaptionAt(t, lang), pad, cw, lh)
	tlH := 3*lh + 4*pad
	bottom := h - tlH - pad
	sc.Timeline = st.timeline(t, Rect{pad, bottom + pad, w - 2*pad, tlH}, s)

	siteA, siteB := sites(w, top, bottom, pad)
	inner := func(r Rect, y, hh float64) Rect { return Rect{r.X + pad, y, r.W - 2*pad, hh} }
	nodeTop := top + lh + 2*pad
	band := bottom - pad - nodeTop
	svcH := math.Round(band * 0.58)
	service := inner(siteB, nodeTop, svcH-pad/2)
	store := inner(siteB, nodeTop+svcH+pad/2, band-svcH-pad/2)
	isDown, back := ns.DownAt(t)
	sc.Down = isDown
	sc.Boxes = append(siteBoxes(siteA, siteB, lang),
		Box{Name: "service", R: service, Title: title(serviceRoom(service, isDown, s, lang), s, lang, "scene.box.service", "scene.box.serviceShort"),
			Flash: ns.busy(t), Down: isDown, Badge: tr(lang, "scene.box.down")},
		Box{Name: "store", R: store, Title: title(store, s, lang, "scene.box.store", "scene.box.storeShort", "scene.box.storeShorter")},
	)

	// Client boxes: one per client, or as many as fit plus one for the rest.
	// Few clients sit level with the service, so their lanes run
	// straight; more take the whole height of site A.
	n := max(ns.Clients, 1)
	minH := 2*lh + 3*pad
	shown := n
	cband := band
	if roomy := 4*(lh+2*s) + 2*pad; float64(n)*(roomy+pad) <= service.H+pad {
		cband = service.H
	} else if float64(n)*(minH+pad) > band+pad {
		shown = max(1, int((band+pad)/(minH+pad)))
	}
	boxH := (cband+pad)/float64(shown) - pad
	slot := func(c int) int { return min(c, shown-1) }
	x0, x1 := siteA.X+siteA.W-pad, service.X
	lineX := math.Round((siteA.X + siteA.W + siteB.X) / 2)
	lanes := make([]Lane, shown)
	for i := range shown {
		r := inner(siteA, nodeTop+float64(i)*(boxH+pad), boxH)
		names := []string{tr(lang, "scene.box.clientOf", "client", i+1, "order", ns.orderOf(i)), tr(lang, "scene.box.clientOfShort", "client", i+1)}
		if i == shown-1 && shown < n {
			names = []string{tr(lang, "scene.box.clients", "first", i+1, "last", n, "n", n-i),
				tr(lang, "scene.box.clientsShort", "first", i+1, "last", n), tr(lang, "scene.box.clientsShorter", "n", n-i)}
		}
		sc.Boxes = append(sc.Boxes, Box{Name: "client-" + strconv.Itoa(i+1), R: r, Title: pick(names, room(r.W, s)-IconW)})
		yB := service.Y + (float64(i)+0.5)*service.H/float64(shown)
		lanes[i] = Lane{X0: x0, Y0: r.Y + r.H/2, X1: x1, Y1: yB}
		if i < shown-1 || shown == n {
			sc.Texts = append(sc.Texts, clientColumn(ns.clientLines(i, t), r, s, lang)...)
		}
	}
	sc.Lanes = lanes
	if ns.PartitionAt(t) {
		sc.Partition = newPartition(lineX, top, bottom, lang)
	}
	ns.tokens(sc, t, lanes, slot, lineX, x0, x1, s)
	ns.marks(sc, t, lanes, slot, lineX, x1, s)

	sc.Texts = append(sc.Texts, ns.serviceLines(t, service, s, states, isDown, back)...)
	sc.Texts = append(sc.Texts, ns.storeLines(sc.Store, store, s)...)
	declutter(sc, Rect{x0, top, x1 - x0, bottom - top})
	return sc
}

// tokens places every message on screen at t on its client's lane:
// travelling, waiting at the partition line, released, or a cross where it
// was lost.
func (ns *NetStory) tokens(sc *Scene, t float64, lanes []Lane, slot func(int) int, lineX, x0, x1, s float64) {
	pad := 6 * s
	p := &tokenPlacer{sc: sc, t: t, lanes: lanes, slot: slot, lineX: lineX, x0: x0, x1: x1, s: s,
		lang: ns.base.lang, pad: pad, tokH: LineH*s + pad, parted: sc.Partition != nil,
		heldN: map[heldKey]int{}, heldK: map[heldKey]int{}}
	p.maxW = (lineX - x0 - 1.5*pad) / s
	// On a narrow canvas a token on its way may take the whole network.
	p.travelW = max(p.maxW, (x1-x0)*0.6/s-2*CharW, min(8*CharW, (x1-x0-pad)/s))
	p.offset = p.tokH/2 + 1*s
	for i := range ns.Flights {
		f := &ns.Flights[i]
		if f.Held && t >= f.Queue && t < f.Release {
			p.heldN[heldKey{slot(f.Client), f.Request}]++
		}
	}
	for i := range ns.Flights {
		if f := &ns.Flights[i]; t >= f.Leave {
			p.place(f)
		}
	}
}

// heldKey is one side of a lane: its requests or its responses.
type heldKey struct {
	lane int
	req  bool
}

// tokenPlacer is what placing every token at one playhead shares: the
// canvas's geometry, the tokens' sizes, and how many wait at the line on
// each side of a lane (heldN) and how many of those are placed (heldK).
type tokenPlacer struct {
	sc                               *Scene
	t                                float64
	lanes                            []Lane
	slot                             func(int) int
	lineX, x0, x1, s                 float64
	lang                             string
	pad, tokH, maxW, travelW, offset float64
	parted                           bool
	heldN, heldK                     map[heldKey]int
}

// flightToken is one flight's token: its words and width, and the way it
// goes along its lane (from, to) on its side of it (dy).
type flightToken struct {
	f                *Flight
	lane             Lane
	lines            []string
	tw, dy, from, to float64
}

// place puts flight f, which has left its sender, on screen.
func (p *tokenPlacer) place(f *Flight) {
	k := p.token(f)
	travel := PhaseTravel
	if !f.Request {
		travel = PhaseReply
	}
	if f.Held {
		p.held(k, travel)
		return
	}
	end := k.to
	if f.Lost == engine.LostNetwork {
		end = lossX(k.from, k.to, p.lineX, k.tw/2+p.pad)
	}
	switch {
	case p.t < f.Arrive:
		p.tok(k, travel, lerp(k.from, end, (p.t-f.Leave)/(f.Arrive-f.Leave)), f.Tone)
	case f.Lost != engine.NotLost && p.t < f.Arrive+CrossLinger:
		p.cross(k, end)
	}
}

// token sizes f's token and sets it on its side of its lane.
func (p *tokenPlacer) token(f *Flight) flightToken {
	t, s := p.t, p.s
	lane := p.lanes[p.slot(f.Client)]
	// A token that waits at the line has half the network; one on its
	// way may use more.
	w := p.travelW
	if f.Held && t >= f.Queue && t < f.Release {
		w = p.maxW
	}
	lines := []string{pickWhole(f.Label, w)}
	tw := math.Ceil(max(TextW(lines[0]), 2*CharW)*s) + p.pad + TokenTip*s
	// Requests run above the lane, responses below; a copy one step
	// further out, so it never hides its original.
	dy := -p.offset
	if f.Dup {
		dy -= p.tokH + 2*s
	}
	from, to := lane.X0+tw/2, lane.X1-tw/2
	if !f.Request {
		dy = -dy
		from, to = to, from
	}
	return flightToken{f: f, lane: lane, lines: lines, tw: tw, dy: dy, from: from, to: to}
}

// held places a held flight's token: on its way to the line, waiting
// there, released, or a cross.
func (p *tokenPlacer) held(k flightToken, travel string) {
	f, t, pad := k.f, p.t, p.pad
	key := heldKey{p.slot(f.Client), f.Request}
	// Several held on one lane queue away from the line, squeezed
	// together when they do not fit side by side.
	room := math.Abs(p.lineX-k.from) - pad - k.tw/2
	gap := k.tw + pad/2
	if cnt := p.heldN[key]; cnt > 1 {
		gap = math.Min(gap, math.Max(room, 0)/float64(cnt-1))
	}
	dir := -1.0
	if !f.Request {
		dir = 1
	}
	hx := p.lineX + dir*(pad+k.tw/2)
	switch {
	case t < f.Queue:
		p.tok(k, travel, lerp(k.from, hx, (t-f.Leave)/(f.Queue-f.Leave)), f.Tone)
	case t < f.Release:
		p.tok(k, PhaseHeld, hx+dir*float64(p.heldK[key])*gap, ToneHeld)
		p.heldK[key]++
	case t < f.Arrive:
		p.tok(k, PhaseRelease, lerp(hx, k.to, (t-f.Release)/(f.Arrive-f.Release)), ToneHeld)
	case f.Lost != engine.NotLost && t < f.Arrive+CrossLinger:
		p.cross(k, k.to)
	}
}

// tok draws k's token at x along its lane.
func (p *tokenPlacer) tok(k flightToken, phase string, x float64, tone Tone) {
	f := k.f
	y := k.lane.At(x) + k.dy
	p.sc.Tokens = append(p.sc.Tokens, Token{ID: f.ID, Phase: phase, X: x, Y: y, W: k.tw, H: p.tokH, Lines: k.lines, Tone: tone, Dup: f.Dup, Response: !f.Request, Entry: f.Entry, ByYou: f.ByYou})
}

// cross marks where k's flight was lost, at x along its lane.
func (p *tokenPlacer) cross(k flightToken, x float64) {
	y := k.lane.At(x) + k.dy
	p.sc.Crosses = append(p.sc.Crosses, placeCross(k.f, x, y, p.lineX, p.x0, p.x1, p.s, p.parted, p.lang))
}

// serviceRoom is the part of the service's title row its title may use:
// all of it, less the DOWN banner while the service is down.
func serviceRoom(r Rect, down bool, s float64, lang string) Rect {
	if down {
		r.W -= math.Ceil(TextW(tr(lang, "scene.box.down"))*s) + 10*s
	}
	return r
}

// storeLines is what the store's box says: its entries, or that there is
// no store.
func (ns *NetStory) storeLines(rows []StoreRow, r Rect, s float64) []Text {
	if !ns.dedupe {
		return column(storeOffLines(ns.base.lang), r, s)
	}
	return netStoreLines(rows, r, s, ns.base.lang)
}
