package scene

import (
	"cmp"
	"math"
	"slices"

	"coordsim/engine"
)

// Timeline is the strip of ticks at the bottom.
type Timeline struct {
	R         Rect
	Strip     Rect    // the bar the ticks sit under
	X0, X1    float64 // x of tick 0 and of the last tick
	End       int64
	Ticks     []TickMark
	Parts     []Rect // shaded partition spans
	PartLabel string // the word on each of them
	PartTexts []Text // PartLabel placed on each span it fits whole
	Playhead  float64
	Deadline  Marker
	Recovery  *Marker   // nil when the partition never ends
	Downs     []Rect    // the service is down (crash to restart)
	Breaks    []float64 // x of each broken invariant's first violation
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

// Span is a stretch of ticks: a partition (start to recovery) or the
// service being down (crash to restart).
type Span struct {
	Start, End int64
	Ends       bool // false: it never ends in this run
}

// reel is what every kind of run shares: the timeline's facts and the
// happenings the caption and the service log tell.
type reel struct {
	lang       string // what the canvas speaks: "en", "ja"
	Deadline   int64
	End        int64       // the last tick of the timeline: the engine's TimelineEnd
	Parts      []Span      // partitions, in order
	Downs      []Span      // the service is down: crash to restart
	Breaks     []int64     // tick of each broken invariant's first violation
	Happenings []Happening // sorted by At
}

// newReel reads what every run shares from res.
func newReel(res *engine.Result, lang string) reel {
	r := reel{lang: lang, Deadline: res.Recovery.DeadlineTick, End: res.TimelineEnd}
	for _, v := range res.Invariants {
		if !v.Holds {
			r.Breaks = append(r.Breaks, v.Tick)
		}
	}
	return r
}

// partition notes a partition's start or end at entry e, if it is one.
func (r *reel) partition(e *engine.TraceEntry) {
	switch e.Kind {
	case engine.EntryPartitionStart:
		r.Parts = append(r.Parts, Span{Start: e.Tick})
	case engine.EntryPartitionEnd:
		if n := len(r.Parts); n > 0 && !r.Parts[n-1].Ends {
			r.Parts[n-1].End, r.Parts[n-1].Ends = e.Tick, true
		}
	}
}

// happen records a happening at visual time at.
func (r *reel) happen(at float64, tick int64, text, log Words, tone Tone) {
	r.Happenings = append(r.Happenings, Happening{At: at, Tick: tick, Say: text, Log: log, Tone: tone})
}

// mark logs each verdict at its tick, after what happened then.
func (r *reel) mark(verdicts []Verdict) {
	for _, m := range verdicts {
		log, tone := say("scene.log.inert", "fault", m.Fault), ToneMuted
		if m.Mattered {
			log, tone = say("scene.log.mattered", "fault", m.Fault), ToneRejected
		}
		r.Happenings = append(r.Happenings, Happening{At: float64(m.Tick), Tick: m.Tick, Log: log, Tone: tone, Verdict: true})
	}
	byTime(r.Happenings, func(h Happening) float64 { return h.At })
}

// PartitionAt reports whether a partition line is up at t.
func (r *reel) PartitionAt(t float64) bool {
	for _, p := range r.Parts {
		if t >= float64(p.Start)-lineRise && (!p.Ends || t < float64(p.End)-lineFade) {
			return true
		}
	}
	return false
}

// DownAt reports whether the service is down (crashed, not yet restarted)
// at t, and the tick it restarts (-1 if it never does).
func (r *reel) DownAt(t float64) (bool, int64) {
	for _, d := range r.Downs {
		if t >= float64(d.Start) && (!d.Ends || t < float64(d.End)) {
			if !d.Ends {
				return true, -1
			}
			return true, d.End
		}
	}
	return false, 0
}

// clamp keeps t on the timeline.
func (r *reel) clamp(t float64) float64 { return math.Max(0, math.Min(t, float64(r.End))) }

// ticksApart is the fewest ticks, at least 1, that span gap at step
// pixels a tick.
func ticksApart(step, gap float64) int64 {
	if step <= 0 { // no width to lay ticks on: the first alone
		return math.MaxInt32
	}
	if step >= gap {
		return 1
	}
	return int64(math.Ceil(gap / step))
}

// tickMarks are the strip's marks, step pixels a tick at text scale s: a
// mark every `minor` ticks, at least 3 px apart, and a label on a multiple
// of them, as far apart as the widest label (the last tick's: 10^9 has ten
// digits) and two characters more, four characters at the least. Both steps
// are round (1, 2 or 5 × 10^k ticks), and a label that would cross r's
// edges is left out. The strip's width bounds the marks, whatever ticks the
// run spans (a link may put an event at tick 10^9).
func (rl *reel) tickMarks(xOf func(float64) float64, step, s, cw float64, r Rect) []TickMark {
	widest := max(4*cw, TextW(tr(rl.lang, "scene.timeline.tick", "tick", rl.End))*s+2*cw)
	minor := roundStep(ticksApart(step, 3*s), 1)
	every := roundStep(ticksApart(step, widest), minor)
	marks := make([]TickMark, 0, rl.End/minor+1) // every frame: one allocation, not a slice grown mark by mark
	for k := int64(0); k <= rl.End; k += minor {
		m := TickMark{X: xOf(float64(k)), Tick: k}
		if k%every == 0 {
			label := tr(rl.lang, "scene.timeline.tick", "tick", k)
			if half := TextW(label) * s / 2; m.X-half >= r.X && m.X+half <= r.X+r.W {
				m.Label = label
			}
		}
		marks = append(marks, m)
	}
	return marks
}

// roundStep is the least of 1, 2 or 5 × 10^k ticks that is at least n and
// a multiple of unit, so that labels fall on round ticks.
func roundStep(n, unit int64) int64 {
	for p := int64(1); p <= math.MaxInt64/10; p *= 10 {
		for _, m := range [...]int64{1, 2, 5} {
			if step := m * p; step >= n && step%unit == 0 {
				return step
			}
		}
	}
	return n
}

// timeline lays out the tick strip in r at playhead t, text scale s.
func (rl *reel) timeline(t float64, r Rect, s float64) Timeline {
	lang := rl.lang
	cw, lh := CharW*s, LineH*s
	x0 := r.X + cw*2
	x1 := r.X + r.W - cw*2
	end := max(rl.End, 1)
	step := (x1 - x0) / float64(end)
	xOf := func(tick float64) float64 { return x0 + tick*step }
	tl := Timeline{R: r, X0: x0, X1: x1, End: rl.End, Playhead: xOf(t), PartLabel: tr(lang, "scene.timeline.partition")}
	tl.Ticks = rl.tickMarks(xOf, step, s, cw, r)
	stripY := r.Y + lh + 4*s
	tl.Strip = Rect{x0, stripY, x1 - x0, lh}
	span := func(sp Span) (float64, float64) {
		stop := float64(rl.End)
		if sp.Ends {
			stop = float64(sp.End)
		}
		return xOf(float64(sp.Start)), xOf(stop)
	}
	for _, p := range rl.Parts {
		a, b := span(p)
		tl.Parts = append(tl.Parts, Rect{a, stripY, b - a, lh})
		if TextW(tl.PartLabel)*s+6*s <= b-a {
			tl.PartTexts = append(tl.PartTexts, Text{X: a + 3*s, Y: stripY, S: tl.PartLabel, Tone: ToneRejected})
		}
	}
	for _, d := range rl.Downs {
		a, b := span(d)
		tl.Downs = append(tl.Downs, Rect{a, stripY + lh - 4*s, b - a, 4 * s})
	}
	for _, b := range rl.Breaks {
		tl.Breaks = append(tl.Breaks, xOf(float64(b)))
	}
	tl.Deadline = Marker{X: xOf(float64(rl.Deadline)), Tone: ToneWarn,
		Label: Text{S: tr(lang, "scene.timeline.deadline", "tick", rl.Deadline), Tone: ToneWarn}}
	if n := len(rl.Parts); n > 0 && rl.Parts[n-1].Ends {
		p := rl.Parts[n-1]
		tone := ToneApplied
		if p.End > rl.Deadline {
			tone = ToneRejected
		}
		tl.Recovery = &Marker{X: xOf(float64(p.End)), Tone: tone, Label: Text{S: tr(lang, "scene.timeline.recovery", "tick", p.End), Tone: tone}}
	}
	// Marker labels sit above the strip; the later one moves right of its
	// mark when the two would overlap.
	place := func(m *Marker, right bool) {
		w := TextW(m.Label.S) * s
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
		if a.Label.X+TextW(a.Label.S)*s+cw > b.Label.X {
			place(a, false)
			a.Label.X = math.Max(r.X, a.X-TextW(a.Label.S)*s-2*s)
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

// byTime sorts by visual time, keeping trace order among equal times.
func byTime[T any](xs []T, at func(T) float64) {
	slices.SortStableFunc(xs, func(a, b T) int { return cmp.Compare(at(a), at(b)) })
}
