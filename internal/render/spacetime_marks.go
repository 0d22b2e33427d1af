package render

import (
	"math"
	"strconv"
	"strings"

	"coordsim/engine"
	"coordsim/internal/catalog"
)

// The space-time diagram's messages, marks and legend.

const (
	stRequest  = "#1f5fbf"
	stResponse = "#1b7f3b"
	stHeld     = "#b35c00"
	stLost     = "#c62828"
)

// msgName names a message: its command, attempt and direction.
func (w *svgWriter) msgName(cmd *engine.Command, attempt int, request, copy bool) string {
	label := "?"
	if cmd != nil {
		label = cmd.Label()
	}
	key := "spacetime.msg.response"
	if request {
		key = "spacetime.msg.request"
	}
	s := w.t(key, "command", label, "n", strconv.Itoa(attempt))
	if copy {
		s = w.t("spacetime.msg.copy", "msg", s)
	}
	return s
}

// says adds what an answer says to a message's description.
func (w *svgWriter) says(fate string, e *engine.TraceEntry) string {
	switch {
	case e == nil || e.Effect == engine.EffectCrashedCommit || e.Effect == engine.EffectCommittedThenCrashed:
		return fate
	case e.Error != nil:
		return w.t("spacetime.answer.rejected", "fate", fate, "reason", catalog.TraceWord(w.lang, "error", e.Error.Code))
	case e.Result != nil:
		return w.t("spacetime.answer.state", "fate", fate, "state", e.Result.State)
	}
	return fate
}

// stArrow is one message's arrow: its ends, its path, the wait along the
// partition line (held) or the cross where it vanished (lost), its look
// and its title.
type stArrow struct {
	x1, y1, x2, y2     float64
	color, class, fate string
	path, wait         [][2]float64
	cross              *[2]float64
}

// message draws one message as one focusable arrow.
func (w *svgWriter) message(l *stLayout, m *stMessage) {
	if m.send < 0 {
		return
	}
	tr := l.r.Trace
	a := w.arrow(l, m)
	a.class, a.fate = w.byYou(a.class, a.fate, tr[m.send].ByYou || m.end >= 0 && tr[m.end].ByYou)
	if !m.request || m.fixture {
		a.fate = w.says(a.fate, m.answer) // what the client is told
	}
	cmdNo := 0
	if e := &tr[m.send]; e.Command > 0 {
		cmdNo = int(e.Command)
	}
	w.printf(`<g class="%s" data-entry="%d" data-end="%d" data-command="%d" data-attempt="%d" tabindex="0" role="img"><title>%s</title>`+"\n",
		a.class, m.send, m.end, cmdNo, m.attempt, xmlText(a.fate))
	all := append(append([][2]float64{}, a.path...), a.wait...)
	w.printf(`<path d="%s" fill="none" stroke="transparent" stroke-width="10" pointer-events="stroke"/>`+"\n", pathD(all))
	w.strokes(m, &a)
	w.printf(`<circle cx="%s" cy="%s" r="2" fill="%s"/>`+"\n", num(a.x1), num(a.y1), a.color)
	if m.request && len(l.clients) == 1 && m.cmd != nil {
		// One client leaves room to name each request where it starts.
		w.printf(`<text x="%s" y="%s" font-size="9" fill="%s">%s</text>`+"\n", num(a.x1+5), num(a.y1-3), a.color,
			xmlText(w.t("spacetime.msg.short", "op", m.cmd.Op, "n", strconv.Itoa(m.attempt))))
	}
	switch {
	case a.cross != nil:
		w.cross(a.cross[0], a.cross[1], 4.5)
	case m.end >= 0:
		n := len(a.path)
		w.arrowhead(a.path[n-2], a.path[n-1], a.color)
	}
	w.b.WriteString("</g>\n")
}

// arrow lays out m's arrow, from its sender to its receiver or to where it
// stopped.
func (w *svgWriter) arrow(l *stLayout, m *stMessage) stArrow {
	a := stArrow{x1: l.clientX(m.cmd), x2: stService, color: stRequest, class: "st-msg st-request"}
	if !m.request {
		a.x1, a.x2, a.color, a.class = stService, a.x1, stResponse, "st-msg st-response"
	}
	a.y1, a.y2 = l.entryY[m.send], l.bottom
	if m.end >= 0 {
		a.y2 = l.entryY[m.end]
	}
	a.path = [][2]float64{{a.x1, a.y1}}
	w.route(l, m, &a)
	if m.held >= 0 && m.end >= 0 {
		a.path = append(a.path, [2]float64{a.path[1][0], a.y2}, [2]float64{a.x2, a.y2})
	} else if a.cross == nil && m.held < 0 {
		a.path = append(a.path, [2]float64{a.x2, a.y2})
	}
	if m.copy {
		a.class += " st-copy"
	}
	return a
}

// route bends a's path for what became of m on its way (held at the
// partition line, lost, processed, ignored) and titles it so.
func (w *svgWriter) route(l *stLayout, m *stMessage, a *stArrow) {
	tr := l.r.Trace
	name := w.msgName(m.cmd, m.attempt, m.request, m.copy)
	sent, at := i64(tr[m.send].Tick), ""
	if m.end >= 0 {
		at = i64(tr[m.end].Tick)
	}
	a.fate = w.t("spacetime.fate.arrived", "msg", name, "sent", sent, "at", at)
	switch {
	case m.held >= 0:
		a.class += " st-held"
		yh := l.entryY[m.held]
		// Each held message waits on its own track along the line, so the
		// order they cross in at release shows.
		px := l.partX + float64(m.track%7-3)*4
		a.path = append(a.path, [2]float64{px, yh})
		a.wait = [][2]float64{{px, yh}, {px, a.y2}}
		if m.end >= 0 {
			a.fate = w.t("spacetime.fate.held", "msg", name, "sent", sent, "held", i64(tr[m.held].Tick), "at", at)
		} else {
			a.fate = w.t("spacetime.fate.stillHeld", "msg", name, "sent", sent, "held", i64(tr[m.held].Tick))
		}
	case m.loss == engine.LostNetwork:
		a.class += " st-lost"
		p := [2]float64{a.x1 + 0.6*(a.x2-a.x1), a.y1 + 0.6*(a.y2-a.y1)}
		a.path, a.cross = append(a.path, p), &p
		a.fate = w.t("spacetime.fate.lost", "msg", name, "sent", sent, "at", at)
	case m.loss == engine.LostServiceDown:
		a.class += " st-lost"
		p := [2]float64{a.x2, a.y2}
		a.path, a.cross = append(a.path, p), &p
		a.fate = w.t("spacetime.fate.lostDown", "msg", name, "sent", sent, "at", at)
	case m.fixture:
		a.fate = w.t("spacetime.fate.processed", "msg", name, "sent", sent, "at", at)
	case m.ignored:
		a.class += " st-ignored"
		a.fate = w.t("spacetime.fate.ignored", "msg", name, "sent", sent, "at", at)
	}
}

// strokes draws a's visible path: dashed for the network's copy, faint
// for a message no one waits for.
func (w *svgWriter) strokes(m *stMessage, a *stArrow) {
	opacity := ""
	if m.ignored {
		opacity = ` stroke-opacity="0.5"`
	}
	dash := ""
	if m.copy {
		dash = ` stroke-dasharray="5 3"`
	}
	// The path to the partition line, then (held) the wait along it and the
	// crossing at release.
	first := a.path
	var rest [][2]float64
	if m.held >= 0 {
		first, rest = a.path[:2], a.path[2:]
	}
	w.printf(`<path d="%s" fill="none" stroke="%s" stroke-width="1.6"%s%s/>`+"\n", pathD(first), a.color, dash, opacity)
	if len(a.wait) > 0 {
		w.printf(`<path d="%s" fill="none" stroke="%s" stroke-width="2.5" stroke-dasharray="1.5 3"/>`+"\n", pathD(a.wait), stHeld)
	}
	if len(rest) > 0 {
		w.printf(`<path d="%s" fill="none" stroke="%s" stroke-width="1.6"%s%s/>`+"\n", pathD(rest), a.color, dash, opacity)
	}
}

func pathD(pts [][2]float64) string {
	var b strings.Builder
	for i, p := range pts {
		if i == 0 {
			b.WriteString("M")
		} else {
			b.WriteString(" L")
		}
		b.WriteString(num(p[0]) + " " + num(p[1]))
	}
	return b.String()
}

// arrowhead draws a filled head at to, pointing away from from.
func (w *svgWriter) arrowhead(from, to [2]float64, color string) {
	dx, dy := to[0]-from[0], to[1]-from[1]
	d := math.Hypot(dx, dy)
	if d == 0 {
		return
	}
	ux, uy := dx/d, dy/d
	bx, by := to[0]-7*ux, to[1]-7*uy
	w.printf(`<path d="M%s %s L%s %s L%s %s Z" fill="%s"/>`+"\n", num(to[0]), num(to[1]),
		num(bx-3.5*uy), num(by+3.5*ux), num(bx+3.5*uy), num(by-3.5*ux), color)
}

func (w *svgWriter) cross(x, y, s float64) {
	w.printf(`<path d="M%s %s L%s %s M%s %s L%s %s" stroke="%s" stroke-width="2.2"/>`+"\n",
		num(x-s), num(y-s), num(x+s), num(y+s), num(x-s), num(y+s), num(x+s), num(y-s), stLost)
}

// marks draws what happened at the service, the store and the clients
// besides messages.
func (w *svgWriter) marks(l *stLayout) {
	w.b.WriteString(`<g class="st-marks">` + "\n")
	for i := range l.r.Trace {
		e := &l.r.Trace[i]
		y := l.entryY[i]
		tick := i64(e.Tick)
		switch {
		case e.IsProcessing():
			w.processing(l, i)
		case e.Kind == engine.EntryCrash:
			class, title := w.byYou("st-crash", w.t("spacetime.crash.title", "tick", tick), e.ByYou)
			w.printf(`<g class="%s" data-entry="%d"><title>%s</title>`, class, i, xmlText(title))
			w.cross(stService, y, 5.5)
			w.b.WriteString("</g>\n")
			w.label(stService+8, y+4, "start", "10", stLost, w.t("spacetime.crash"))
		case e.Kind == engine.EntryRestart:
			w.printf(`<g class="st-restart" data-entry="%d"><title>%s</title><path d="M%s %sl5 5h-10z" fill="%s"/></g>`+"\n",
				i, xmlText(w.t("spacetime.restart.title", "tick", tick)), num(stService), num(y-4), stResponse)
			w.label(stService+8, y+4, "start", "10", stResponse, w.t("spacetime.restart"))
		case e.Kind == engine.EntryTimeout || e.Kind == engine.EntryGiveUp:
			w.clientMark(l, i)
		case e.Store == engine.StoreExpired:
			w.storeMark(i, y, e, "spacetime.store.expired")
		}
	}
	w.b.WriteString("</g>\n")
}

// processing marks the service handling a message, and what the store did.
func (w *svgWriter) processing(l *stLayout, i int) {
	e := &l.r.Trace[i]
	y := l.entryY[i]
	var effect string
	switch {
	case e.ChangesState() && e.AfterExpiry:
		effect = w.t("spacetime.effect.reexecuted", "state", e.StateAfter)
	case e.ChangesState():
		effect = w.t("spacetime.effect.applied", "state", e.StateAfter)
	default:
		effect = w.t(effectKeys[e.Effect])
	}
	if e.Store != engine.StoreNothing {
		w.printf(`<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="#888" stroke-dasharray="2 2"/>`+"\n", num(stService), num(y), num(stStore), num(y))
	}
	name := w.msgName(l.r.CommandOf(e), int(e.Attempt), true, e.Copy)
	w.printf(`<g class="st-effect" data-entry="%d"><title>%s</title><circle cx="%s" cy="%s" r="3.5" fill="#222"/></g>`+"\n",
		i, xmlText(w.t("spacetime.effect.title", "tick", i64(e.Tick), "msg", name, "effect", effect)), num(stService), num(y))
	w.label(stService+7, y+4, "start", "10", "#222", effect)
	if key, ok := storeKeys[e.Store]; ok {
		w.storeMark(i, y, e, key)
	}
}

// effectKeys and storeKeys are the labels of what the service did with a
// message and what the store did (a state change is labelled with its
// state, in processing).
var (
	effectKeys = map[engine.Effect]string{
		engine.EffectRead: "spacetime.effect.read", engine.EffectReused: "spacetime.effect.replayed",
		engine.EffectConflict: "spacetime.effect.conflict", engine.EffectStale: "spacetime.effect.stale",
		engine.EffectClaimed: "spacetime.effect.claimed", engine.EffectInProgress: "spacetime.effect.inProgress",
		engine.EffectLeaseLost: "spacetime.effect.leaseLost",
	}
	storeKeys = map[engine.StoreAction]string{
		engine.StoreAdded: "spacetime.store.added", engine.StoreReused: "spacetime.store.reused",
		engine.StoreConflict: "spacetime.store.conflict", engine.StoreNotWritten: "spacetime.store.notWritten",
		engine.StoreClaimed: "spacetime.store.claimed", engine.StoreReclaimed: "spacetime.store.reclaimed",
		engine.StoreInProgress: "spacetime.store.inProgress", engine.StoreLeaseLost: "spacetime.store.leaseLost",
	}
)

func (w *svgWriter) storeMark(i int, y float64, e *engine.TraceEntry, key string) {
	what := w.t(key)
	fill := "#222"
	switch e.Store {
	case engine.StoreExpired, engine.StoreNotWritten, engine.StoreLeaseLost:
		fill = "#fff"
	case engine.StoreClaimed, engine.StoreReclaimed, engine.StoreInProgress:
		fill = "#bbb" // in progress: claimed, not yet completed
	}
	w.printf(`<g class="st-store" data-entry="%d"><title>%s</title><rect x="%s" y="%s" width="7" height="7" fill="%s" stroke="#222"/></g>`+"\n",
		i, xmlText(w.t("spacetime.store.title", "tick", i64(e.Tick), "key", e.Key, "what", what)), num(stStore-3.5), num(y-3.5), fill)
	w.label(stStore+7, y+4, "start", "10", "#222", what)
}

// clientMark is a timeout (a clock) or a give-up (a question mark) on the
// client's line.
func (w *svgWriter) clientMark(l *stLayout, i int) {
	e := &l.r.Trace[i]
	cmd := l.r.CommandOf(e)
	x, y := l.clientX(cmd), l.entryY[i]
	label := "?"
	if cmd != nil {
		label = cmd.Label()
	}
	args := []string{"tick", i64(e.Tick), "command", label, "n", strconv.Itoa(int(e.Attempt))}
	if e.Kind == engine.EntryTimeout {
		w.printf(`<g class="st-timeout" data-entry="%d"><title>%s</title>`, i, xmlText(w.t("spacetime.timeout.title", args...)))
		w.clock(x, y)
		w.b.WriteString("</g>\n")
		return
	}
	w.printf(`<g class="st-giveup" data-entry="%d"><title>%s</title>`, i, xmlText(w.t("spacetime.giveup.title", args...)))
	w.question(x, y)
	w.b.WriteString("</g>\n")
}

func (w *svgWriter) clock(x, y float64) {
	w.printf(`<circle cx="%s" cy="%s" r="5" fill="#fff" stroke="#222" stroke-width="1.3"/><path d="M%s %sv-3.5M%s %sh2.5" stroke="#222" stroke-width="1.2"/>`+"\n",
		num(x), num(y), num(x), num(y), num(x), num(y))
}

func (w *svgWriter) question(x, y float64) {
	w.printf(`<circle cx="%s" cy="%s" r="6" fill="#fff3c4" stroke="#8a6d00" stroke-width="1.3"/><text x="%s" y="%s" text-anchor="middle" font-size="10" font-weight="bold" fill="#8a6d00">?</text>`+"\n",
		num(x), num(y), num(x), num(y+3.5))
}

// legendItems are the legend's entries, in reading order.
var legendItems = []string{"request", "response", "copy", "held", "lost", "timeout", "giveup", "crash", "partition", "deadline", "recovery"}

func (w *svgWriter) legend(top float64) {
	w.b.WriteString(`<g class="st-legend">` + "\n")
	for i, item := range legendItems {
		x := 12 + float64(i%2)*(stWidth/2)
		y := top + 10 + float64(i/2)*18
		switch item {
		case "request", "response", "copy":
			color, dash := stRequest, ""
			if item == "response" {
				color = stResponse
			}
			if item == "copy" {
				dash = ` stroke-dasharray="5 3"`
			}
			w.printf(`<path d="M%s %sh26" stroke="%s" stroke-width="1.6"%s/>`, num(x), num(y), color, dash)
			w.arrowhead([2]float64{x, y}, [2]float64{x + 28, y}, color)
		case "held":
			w.printf(`<path d="M%s %sh28" stroke="%s" stroke-width="2.5" stroke-dasharray="1.5 3"/>`+"\n", num(x), num(y), stHeld)
		case "lost":
			w.printf(`<path d="M%s %sh18" stroke="%s" stroke-width="1.6"/>`, num(x), num(y), stRequest)
			w.cross(x+20, y, 4.5)
		case "timeout":
			w.clock(x+14, y)
		case "giveup":
			w.question(x+14, y)
		case "crash":
			w.cross(x+14, y, 5.5)
		case "partition":
			w.printf(`<rect x="%s" y="%s" width="28" height="10" fill="#f6d7a7" fill-opacity="0.55"/><path d="M%s %sv10" stroke="%s" stroke-width="1.5" stroke-dasharray="3 2"/>`+"\n",
				num(x), num(y-5), num(x+14), num(y-5), stHeld)
		case "deadline":
			w.printf(`<path d="M%s %sh28" stroke="%s" stroke-width="1.5" stroke-dasharray="8 4"/>`+"\n", num(x), num(y), stLost)
		case "recovery":
			w.printf(`<path d="M%s %sh28" stroke="%s" stroke-width="1.5"/>`+"\n", num(x), num(y), stResponse)
		}
		w.printf(`<text x="%s" y="%s" font-size="11" fill="#222">%s</text>`+"\n", num(x+36), num(y+4), xmlText(w.t("spacetime.legend."+item)))
	}
	w.b.WriteString("</g>\n")
}

// byYou marks a mark the learner's move made: its class for the page, and
// its title for anyone reading the SVG on its own.
func (w *svgWriter) byYou(class, title string, mine bool) (string, string) {
	if !mine {
		return class, title
	}
	return class + " by-you", title + " " + w.t("spacetime.byYou")
}
