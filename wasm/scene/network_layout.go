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
	lang := ns.base.lang
	lh := LineH * s
	pad := 6 * s
	tokH := lh + pad
	maxW := (lineX - x0 - 1.5*pad) / s
	// On a narrow canvas a token on its way may take the whole network.
	travelW := max(maxW, (x1-x0)*0.6/s-2*CharW, min(8*CharW, (x1-x0-pad)/s))
	offset := tokH/2 + 1*s
	parted := sc.Partition != nil
	type heldKey struct {
		lane int
		req  bool
	}
	heldN := map[heldKey]int{}
	for i := range ns.Flights {
		f := &ns.Flights[i]
		if f.Held && t >= f.Queue && t < f.Release {
			heldN[heldKey{slot(f.Client), f.Request}]++
		}
	}
	heldK := map[heldKey]int{}
	for i := range ns.Flights {
		f := &ns.Flights[i]
		if t < f.Leave {
			continue
		}
		lane := lanes[slot(f.Client)]
		// A token that waits at the line has half the network; one on its
		// way may use more.
		w := travelW
		if f.Held && t >= f.Queue && t < f.Release {
			w = maxW
		}
		lines := []string{pickWhole(f.Label, w)}
		tw := math.Ceil(max(TextW(lines[0]), 2*CharW)*s) + pad + TokenTip*s
		// Requests run above the lane, responses below; a copy one step
		// further out, so it never hides its original.
		dy := -offset
		if f.Dup {
			dy -= tokH + 2*s
		}
		from, to := lane.X0+tw/2, lane.X1-tw/2
		if !f.Request {
			dy = -dy
			from, to = to, from
		}
		at := func(x float64) (float64, float64) { return x, lane.At(x) + dy }
		tok := func(phase string, x float64, tone Tone) {
			x, y := at(x)
			sc.Tokens = append(sc.Tokens, Token{ID: f.ID, Phase: phase, X: x, Y: y, W: tw, H: tokH, Lines: lines, Tone: tone, Dup: f.Dup, Response: !f.Request, Entry: f.Entry, ByYou: f.ByYou})
		}
		cross := func(x float64) {
			x, y := at(x)
			sc.Crosses = append(sc.Crosses, placeCross(f, x, y, lineX, x0, x1, s, parted, lang))
		}
		travel := PhaseTravel
		if !f.Request {
			travel = PhaseReply
		}
		if f.Held {
			k := heldKey{slot(f.Client), f.Request}
			// Several held on one lane queue away from the line, squeezed
			// together when they do not fit side by side.
			room := math.Abs(lineX-from) - pad - tw/2
			gap := tw + pad/2
			if cnt := heldN[k]; cnt > 1 {
				gap = math.Min(gap, math.Max(room, 0)/float64(cnt-1))
			}
			dir := -1.0
			if !f.Request {
				dir = 1
			}
			hx := lineX + dir*(pad+tw/2)
			switch {
			case t < f.Queue:
				tok(travel, lerp(from, hx, (t-f.Leave)/(f.Queue-f.Leave)), f.Tone)
			case t < f.Release:
				tok(PhaseHeld, hx+dir*float64(heldK[k])*gap, ToneHeld)
				heldK[k]++
			case t < f.Arrive:
				tok(PhaseRelease, lerp(hx, to, (t-f.Release)/(f.Arrive-f.Release)), ToneHeld)
			case f.Lost != engine.NotLost && t < f.Arrive+CrossLinger:
				cross(to)
			}
			continue
		}
		end := to
		if f.Lost == engine.LostNetwork {
			end = lossX(from, to, lineX, tw/2+pad)
		}
		switch {
		case t < f.Arrive:
			tok(travel, lerp(from, end, (t-f.Leave)/(f.Arrive-f.Leave)), f.Tone)
		case f.Lost != engine.NotLost && t < f.Arrive+CrossLinger:
			cross(end)
		}
	}
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
