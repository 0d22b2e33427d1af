package render

import (
	"bytes"
	"fmt"
	"math"
	"strconv"
	"strings"

	"coordsim/engine"
	"coordsim/engine/encode"
	"coordsim/internal/catalog"
)

// SpaceTimeOptions adjust the space-time diagram; the zero value is what
// `coordsim run --svg` writes.
type SpaceTimeOptions struct {
	// Align is a run shown beside this one (the page's compare mode): both
	// diagrams then give each tick the same height, so their rows line up.
	Align *engine.Result
	// NoLegend leaves the legend out.
	NoLegend bool
}

// SpaceTime draws r as a space-time (Lamport) diagram, a self-contained,
// deterministic SVG in lang: time runs down; a line per client, one for the
// order service and one for the dedupe store; an arrow per message from
// where it was sent to where it arrived (a fixture's message from its
// arrival to its processing), held messages waiting on the partition line
// and crossing at release, losses ending in a cross, the network's second
// copies dashed; timeouts, give-ups, crashes and restarts, the partition as
// a band, the deadline and the recovery as horizontal rules.
//
// For the page: every message is a <g class="st-msg" data-entry="N"
// data-end="M" tabindex="0" role="img"> (N the trace index where it leaves,
// M where it ends, -1 if it never does) whose <title> names it; other marks
// carry data-entry too. <g class="st-playhead" data-tick="0"
// data-ticks="T:Y ..."> holds a horizontal line at the end of tick 0; to
// show tick t, translate it by Y(t) - Y(0), where Y(t) is the Y of the last
// T <= t in data-ticks, and set data-tick. Styles are attributes (no ids, no
// <style>), so two diagrams can sit in one page; its width scales with the
// container (viewBox).
func SpaceTime(r *engine.Result, lang string, opts SpaceTimeOptions) []byte {
	l := layOut(r, opts.Align)
	w := &svgWriter{lang: lang}
	height := l.bottom + 16
	legendRows := 0
	if !opts.NoLegend {
		legendRows = (len(legendItems) + 1) / 2
		height += 10 + float64(legendRows)*18
	}
	fmt.Fprintf(&w.b, `<svg xmlns="http://www.w3.org/2000/svg" class="st-diagram" viewBox="0 0 %s %s" width="%s" height="%s" style="max-width:100%%;height:auto" role="group" aria-label="%s" font-family="system-ui, -apple-system, 'Segoe UI', 'Noto Sans', 'Noto Sans CJK JP', sans-serif" font-size="11" data-scenario="%s" data-trace-sha256="%s">`+"\n",
		num(stWidth), num(height), num(stWidth), num(height), attr(w.t("spacetime.desc")), attr(r.Scenario), encode.TraceSHA256(r))
	fmt.Fprintf(&w.b, "<desc>%s</desc>\n", xmlText(w.t("spacetime.desc")))
	fmt.Fprintf(&w.b, `<rect width="%s" height="%s" fill="#fff"/>`+"\n", num(stWidth), num(height))
	w.heading(r)
	w.ticks(l)
	w.partitions(l)
	w.lanes(l)
	w.rules(l)
	for _, m := range messages(r) {
		w.message(l, &m)
	}
	w.marks(l)
	w.playhead(l)
	if !opts.NoLegend {
		w.legend(l.bottom + 16)
	}
	w.b.WriteString("</svg>\n")
	return w.b.Bytes()
}

type svgWriter struct {
	b    bytes.Buffer
	lang string
}

func (w *svgWriter) t(key string, args ...string) string { return catalog.T(w.lang, key, args...) }

func (w *svgWriter) printf(format string, args ...any) { fmt.Fprintf(&w.b, format, args...) }

// num writes a coordinate with at most one decimal.
func num(v float64) string { return strconv.FormatFloat(math.Round(v*10)/10, 'f', -1, 64) }

func i64(v int64) string { return strconv.FormatInt(v, 10) }

var escaper = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;", "'", "&#39;")

func attr(s string) string    { return escaper.Replace(s) }
func xmlText(s string) string { return escaper.Replace(s) }

// label writes text at (x, y) with a white halo, so it stays readable over
// lines.
func (w *svgWriter) label(x, y float64, anchor, size, fill, s string) {
	w.printf(`<text x="%s" y="%s" text-anchor="%s" font-size="%s" fill="%s" stroke="#fff" stroke-width="3" paint-order="stroke">%s</text>`+"\n",
		num(x), num(y), anchor, size, fill, xmlText(s))
}

func (w *svgWriter) heading(r *engine.Result) {
	w.printf(`<text x="8" y="16" font-size="12" font-weight="bold" fill="#222">%s</text>`+"\n",
		xmlText(w.t("spacetime.heading", "scenario", catalog.ScenarioTitle(w.lang, r.Scenario), "seed", strconv.FormatUint(r.Seed, 10))))
	w.printf(`<text x="8" y="31" font-size="11" fill="#222">%s</text>`+"\n", xmlText(w.t("outcome."+r.Outcome()+".name")))
}

// ticks shades every other tick and labels each.
func (w *svgWriter) ticks(l *stLayout) {
	w.b.WriteString(`<g class="st-ticks">` + "\n")
	for i, b := range l.bands {
		fill := "#fff"
		if i%2 == 1 {
			fill = "#f4f6f8"
		}
		w.printf(`<rect data-tick="%d" x="0" y="%s" width="%s" height="%s" fill="%s"/>`+"\n", b.from, num(b.y0), num(stWidth), num(b.y1-b.y0), fill)
		name := w.t("spacetime.tick", "tick", i64(b.from))
		if b.to-b.from > 1 {
			name = "⋮"
		}
		w.printf(`<text x="30" y="%s" text-anchor="end" font-size="10" fill="#666">%s</text>`+"\n", num(b.y0+12), xmlText(name))
	}
	w.b.WriteString("</g>\n")
}

// partitions draws each partition as a band across the network between the
// sites, with the partition line down its middle.
func (w *svgWriter) partitions(l *stLayout) {
	start := -1
	draw := func(from int, to float64, end string) {
		e := &l.r.Trace[from]
		y0 := l.entryY[from]
		x0, x1 := l.clients[len(l.clients)-1]+14, stService-14
		name := w.t("spacetime.partitionOpen", "start", i64(e.Tick))
		if end != "" {
			name = w.t("spacetime.partition", "start", i64(e.Tick), "end", end)
		}
		w.printf(`<g class="st-partition" data-entry="%d"><title>%s</title>`, from, xmlText(name))
		w.printf(`<rect x="%s" y="%s" width="%s" height="%s" fill="#f6d7a7" fill-opacity="0.55"/>`, num(x0), num(y0), num(x1-x0), num(to-y0))
		w.printf(`<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="#b35c00" stroke-width="1.5" stroke-dasharray="6 3"/>`, num(l.partX), num(y0), num(l.partX), num(to))
		w.b.WriteString("</g>\n")
		w.label(x0+3, y0+11, "start", "10", "#8a4500", w.t("spacetime.legend.partition"))
	}
	for i := range l.r.Trace {
		switch l.r.Trace[i].Kind {
		case engine.EntryPartitionStart:
			if start < 0 {
				start = i
			}
		case engine.EntryPartitionEnd:
			if start >= 0 {
				draw(start, l.entryY[i], i64(l.r.Trace[i].Tick))
				start = -1
			}
		}
	}
	if start >= 0 {
		draw(start, l.bottom, "")
	}
}

// lanes draws the lines and their names; the service's line is dashed
// while it is down after a crash.
func (w *svgWriter) lanes(l *stLayout) {
	w.b.WriteString(`<g class="st-lanes">` + "\n")
	lane := func(x float64, name string) {
		w.printf(`<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="#555" stroke-width="1.5"/>`+"\n", num(x), num(stTop), num(x), num(l.bottom))
		w.printf(`<text x="%s" y="54" text-anchor="middle" font-weight="bold" fill="#222">%s</text>`+"\n", num(x), xmlText(name))
	}
	for i, x := range l.clients {
		name := w.t("spacetime.lane.client")
		if len(l.clients) > 1 {
			name = w.t("spacetime.lane.clientN", "n", strconv.Itoa(i+1))
		}
		lane(x, name)
	}
	lane(stService, w.t("spacetime.lane.service"))
	lane(stStore, w.t("spacetime.lane.store"))
	down := -1.0
	for i := range l.r.Trace {
		switch e := &l.r.Trace[i]; {
		case e.Kind == engine.EntryCrash && len(l.r.Flights) > 0:
			down = l.entryY[i]
		case e.Kind == engine.EntryRestart && down >= 0:
			w.printf(`<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="#fff" stroke-width="3"/><line x1="%s" y1="%s" x2="%s" y2="%s" stroke="#c62828" stroke-width="1.5" stroke-dasharray="3 3"/>`+"\n",
				num(stService), num(down), num(stService), num(l.entryY[i]), num(stService), num(down), num(stService), num(l.entryY[i]))
			down = -1
		}
	}
	w.b.WriteString("</g>\n")
}

// rules marks the recovery (the partition's end) and the deadline across
// the whole diagram.
func (w *svgWriter) rules(l *stLayout) {
	rec := l.r.Recovery
	if rec.HasTick {
		for i := range l.r.Trace {
			if e := &l.r.Trace[i]; e.Kind == engine.EntryPartitionEnd && e.Tick == rec.Tick {
				y := l.entryY[i]
				w.printf(`<g class="st-recovery" data-tick="%d" data-entry="%d"><line x1="%s" y1="%s" x2="%s" y2="%s" stroke="#1b7f3b" stroke-width="1.5"/></g>`+"\n",
					rec.Tick, i, num(stGutter), num(y), num(stWidth), num(y))
				w.label(stGutter+4, y-3, "start", "10", "#1b7f3b", w.t("spacetime.recovery", "tick", i64(rec.Tick)))
				break
			}
		}
	}
	y := l.tickBottom(rec.DeadlineTick)
	w.printf(`<g class="st-deadline" data-tick="%d"><line x1="%s" y1="%s" x2="%s" y2="%s" stroke="#c62828" stroke-width="1.5" stroke-dasharray="8 4"/></g>`+"\n",
		rec.DeadlineTick, num(stGutter), num(y), num(stWidth), num(y))
	w.label(stWidth-4, y-3, "end", "10", "#c62828", w.t("spacetime.deadline", "tick", i64(rec.DeadlineTick)))
}

// playhead is the line the page moves as it scrubs.
func (w *svgWriter) playhead(l *stLayout) {
	var ticks []string
	for _, b := range l.bands {
		ticks = append(ticks, i64(b.from)+":"+num(b.y1))
	}
	y := l.tickBottom(0)
	w.printf(`<g class="st-playhead" data-tick="0" data-ticks="%s" pointer-events="none"><title>%s</title>`, strings.Join(ticks, " "), xmlText(w.t("spacetime.playhead")))
	w.printf(`<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="#6a1b9a" stroke-width="2"/>`, num(stGutter), num(y), num(stWidth), num(y))
	w.printf(`<path d="M%s %sl-6 -4v8z" fill="#6a1b9a"/></g>`+"\n", num(stGutter), num(y))
}
