package scene

import (
	"math"
	"strings"

	"coordsim/engine"
)

// What the boxes of a generated run say: each client's commands, the
// service's orders and log.

// orderOf is client c's order, for its box's title.
func (ns *NetStory) orderOf(c int) string {
	lang := ns.base.lang
	if c < len(ns.client) && ns.client[c] != "" {
		return ns.client[c]
	}
	return tr(lang, "scene.order.unknown")
}

// clientLine is one command as its client sees it, in a long and shorter
// wordings.
type clientLine struct {
	cmd   *engine.Command
	cands []string
	tone  Tone
}

// clientLines is what client c knows at t, oldest first: one line per
// command, waiting, answered, or uncertain past the deadline.
func (ns *NetStory) clientLines(c int, t float64) []clientLine {
	lang := ns.base.lang
	var lines []clientLine
	set := func(cmd *engine.Command, tone Tone, cands ...string) {
		for i := range lines {
			if lines[i].cmd == cmd {
				lines[i].cands, lines[i].tone = cands, tone
				return
			}
		}
		lines = append(lines, clientLine{cmd, cands, tone})
	}
	si, ti := 0, 0
	for si < len(ns.sent) || ti < len(ns.told) {
		// Merge sends and answers in time order.
		if ti >= len(ns.told) || (si < len(ns.sent) && ns.sent[si].at <= ns.told[ti].at) {
			s := ns.sent[si]
			si++
			if s.at > t || s.client != c {
				continue
			}
			who := tr(lang, "scene.token.attempt", "op", s.cmd.Op, "n", s.attempt)
			if t >= float64(ns.base.Deadline) && ns.users[s.cmd] == engine.Indefinite {
				set(s.cmd, ToneWarn, tr(lang, "scene.client.uncertain", "who", who), tr(lang, "scene.client.uncertainShort", "who", who), tr(lang, "scene.told.uncertain"))
			} else {
				set(s.cmd, ToneHeld, tr(lang, "scene.client.waits", "who", who), tr(lang, "scene.client.waitsShort", "who", who),
					tr(lang, "scene.client.waitsShort", "who", s.cmd.Op),
					tr(lang, "scene.client.waitsShort", "who", tr(lang, "scene.token.n", "n", s.attempt)))
			}
			continue
		}
		k := ns.told[ti]
		ti++
		if k.at > t || k.client != c {
			continue
		}
		long, short := k.long.In(lang), k.short.In(lang)
		set(k.cmd, k.tone, tr(lang, "scene.client.answer", "op", k.cmd.Op, "answer", long), tr(lang, "scene.client.answerShort", "op", k.cmd.Op, "answer", short), short)
	}
	return lines
}

// clientColumn stacks a client's lines under its title, the newest kept
// when there is no room for all.
func clientColumn(lines []clientLine, r Rect, s float64, lang string) []Text {
	w := room(r.W, s)
	rows := lineRoom(r, s)
	if len(lines) == 0 {
		lines = []clientLine{{cands: []string{tr(lang, "scene.client.idle"), tr(lang, "scene.client.idleShort")}, tone: ToneMuted}}
	}
	if len(lines) > rows {
		lines = lines[len(lines)-rows:]
	}
	groups := make([][]Text, len(lines))
	for i, l := range lines {
		groups[i] = textLines(fitLines(l.cands, w), l.tone)
	}
	return column(newest(groups, rows, w), r, s)
}

// busy reports whether the service is working on something at t.
func (ns *NetStory) busy(t float64) bool {
	for _, h := range ns.base.Happenings {
		if !h.Log.IsZero() && t >= h.At && t < h.At+0.35 && h.Tone != ToneWarn && !h.Verdict {
			return true
		}
	}
	return false
}

// serviceLines: whether it is down, every order's state, and its log.
func (ns *NetStory) serviceLines(t float64, r Rect, s float64, states []string, isDown bool, back int64) []Text {
	lang := ns.base.lang
	w := room(r.W, s)
	rows := lineRoom(r, s)
	var lines []Text
	if isDown {
		cands := []string{tr(lang, "scene.service.down"), tr(lang, "scene.service.downShort")}
		if back >= 0 {
			cands = []string{tr(lang, "scene.service.downUntil", "tick", back), tr(lang, "scene.service.downUntilShort", "tick", back), tr(lang, "scene.service.downShort")}
		}
		lines = append(lines, textLines(fitLines(cands, w), ToneCrash)...)
	}
	// Orders, two to a line when they fit, each column as wide as its
	// widest order and a gap of two spaces (to within a space: the type
	// is proportional).
	var cells []string
	for i, state := range states {
		cells = append(cells, tr(lang, "scene.service.order", "order", ns.Orders[i], "state", strings.ToUpper(state)))
	}
	cellW, gap := 0.0, 2*TextW(" ")
	for _, c := range cells {
		cellW = max(cellW, TextW(c))
	}
	per := max(1, int((w+gap)/(cellW+gap)))
	var orders []Text
	for i := 0; i < len(cells); i += per {
		row := cells[i:min(i+per, len(cells))]
		for j := range row[:len(row)-1] {
			row[j] += strings.Repeat(" ", int(math.Ceil((cellW-TextW(row[j])+gap)/TextW(" "))))
		}
		orders = append(orders, Text{S: fit(strings.Join(row, ""), w), Tone: ToneApplied})
	}
	// The log, like the boxes, shows whole ticks.
	var log []Happening
	for _, h := range ns.base.Happenings {
		if h.At > t {
			break
		}
		if !h.Log.IsZero() && float64(h.Tick) <= t {
			log = append(log, h)
		}
	}
	// The newest entry whole: where the orders leave it too little room,
	// the last rows of orders give way to a count of them.
	if len(log) > 0 {
		need := len(hang(logLine(log[len(log)-1], lang), w))
		if keep := rows - len(lines) - need - 1; len(orders) > 0 && len(lines)+len(orders)+need > rows && keep >= 0 {
			hidden := len(cells) - keep*per
			orders = append(orders[:keep], Text{S: fit(tr(lang, "scene.store.more", "n", hidden), w), Tone: ToneMuted})
		}
	}
	lines = append(lines, orders...)
	lines = append(lines, logLines(log, w, rows-len(lines), lang)...)
	return column(lines, r, s)
}

// flightLabel is a message's tone and its token's words, longest first:
// a request's attempt (whole, its operation shortened, its number alone),
// a response's answer, a copy's either, marked as the network's.
func flightLabel(f *engine.Flight, answers map[int]answer, lang string) (Tone, []string) {
	var long, short string
	tone := ToneRequest
	if f.Request {
		long, short = tr(lang, "scene.token.attempt", "op", f.Op, "n", f.Attempt), shortAttempt(lang, f.Op, f.Attempt)
	} else {
		a, ok := answers[f.Answers]
		if !ok || a.long.IsZero() {
			a = answer{say("scene.answer.none"), say("scene.answer.none"), ToneNeutral}
		}
		tone, long, short = a.tone, a.long.In(lang), a.short.In(lang)
	}
	if f.Copy {
		return tone, []string{tr(lang, "scene.token.copy", "label", long), tr(lang, "scene.token.copyShort", "label", long), tr(lang, "scene.token.copyShort", "label", short)}
	}
	if f.Request {
		return tone, []string{long, short, tr(lang, "scene.token.n", "n", f.Attempt)}
	}
	return tone, []string{long, short}
}
