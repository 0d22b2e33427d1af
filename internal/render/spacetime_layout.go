package render

import (
	"slices"

	"coordsim/engine"
)

// The space-time diagram's geometry, from the run's facts: where each lane
// runs, where each tick's band lies (time runs down; a tick is as tall as
// the entries it holds, one slot per trace entry in trace order, so the
// diagram reads in the same order as the trace), and the messages.

// Geometry, in the SVG's user units.
const (
	stWidth    = 480.0
	stGutter   = 36.0 // tick labels
	stTop      = 62.0 // where the lanes begin
	stSlot     = 15.0 // one trace entry
	stPad      = 4.0  // above and below a tick's entries
	stMinBand  = 22.0 // a tick with nothing in it
	stGapBand  = 18.0 // a run of empty ticks, folded
	stFoldFrom = 5    // empty ticks in a row that fold into one band
	stService  = 300.0
	stStore    = 400.0
)

// band is one tick (or a folded run of empty ticks) on the time axis.
type band struct {
	from, to int64 // ticks [from, to)
	y0, y1   float64
}

type stLayout struct {
	r       *engine.Result
	clients []float64 // x of each client's lane
	partX   float64   // the partition line, between the sites
	bands   []band
	entryY  []float64 // y of each trace entry
	bottom  float64   // where the lanes end
}

// tickCounts is how many entries each tick holds, as sorted (tick, count)
// pairs.
func tickCounts(r *engine.Result) [][2]int64 {
	var ticks []int64
	for i := range r.Trace {
		ticks = append(ticks, r.Trace[i].Tick)
	}
	slices.Sort(ticks)
	var out [][2]int64
	for _, t := range ticks {
		if n := len(out); n > 0 && out[n-1][0] == t {
			out[n-1][1]++
			continue
		}
		out = append(out, [2]int64{t, 1})
	}
	return out
}

// layOut places r's lanes, bands and entries; align, when set, is a run to
// be shown beside r: both get the same bands, so their ticks line up.
func layOut(r *engine.Result, align *engine.Result) *stLayout {
	l := &stLayout{r: r}
	n := max(r.Clients, 1)
	spacing := 44.0
	if n > 1 {
		spacing = min(spacing, 150/float64(n-1))
	}
	for i := range n {
		x := 90.0
		if n > 1 {
			x = 64 + float64(i)*spacing
		}
		l.clients = append(l.clients, x)
	}
	l.partX = (l.clients[n-1] + stService) / 2

	counts := tickCounts(r)
	end, marks := r.TimelineEnd, []int64{r.Recovery.DeadlineTick}
	if align != nil {
		counts = mergeCounts(counts, tickCounts(align))
		end = max(end, align.TimelineEnd)
		marks = append(marks, align.Recovery.DeadlineTick)
	}
	l.bands = bands(counts, end, marks)
	l.entryY = make([]float64, len(r.Trace))
	seen := map[int64]int{}
	for i := range r.Trace {
		t := r.Trace[i].Tick
		b := l.band(t)
		l.entryY[i] = b.y0 + stPad + (float64(seen[t])+0.5)*stSlot
		seen[t]++
	}
	l.bottom = l.bands[len(l.bands)-1].y1
	return l
}

func mergeCounts(a, b [][2]int64) [][2]int64 {
	var out [][2]int64
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		switch {
		case j >= len(b) || (i < len(a) && a[i][0] < b[j][0]):
			out = append(out, a[i])
			i++
		case i >= len(a) || b[j][0] < a[i][0]:
			out = append(out, b[j])
			j++
		default:
			out = append(out, [2]int64{a[i][0], max(a[i][1], b[j][1])})
			i, j = i+1, j+1
		}
	}
	return out
}

// bands lays ticks 0..end-1 down the page: each tick with entries as tall as
// they need, an empty tick at the minimum height, a long run of empty ticks
// folded into one band (a marked tick, the deadline, always has its own).
func bands(counts [][2]int64, end int64, marks []int64) []band {
	if n := len(counts); n > 0 {
		end = max(end, counts[n-1][0]+1)
	}
	end = max(end, 1)
	var out []band
	y, c := stTop, 0
	for t := int64(0); t < end; {
		if c < len(counts) && counts[c][0] == t {
			h := max(stMinBand, 2*stPad+float64(counts[c][1])*stSlot)
			out = append(out, band{t, t + 1, y, y + h})
			y += h
			t++
			c++
			continue
		}
		next := end
		if c < len(counts) {
			next = counts[c][0]
		}
		for _, m := range marks {
			if m >= t && m < next {
				next = m
				if m == t {
					next = t + 1
				}
			}
		}
		if next-t >= stFoldFrom {
			out = append(out, band{t, next, y, y + stGapBand})
			y += stGapBand
			t = next
			continue
		}
		out = append(out, band{t, t + 1, y, y + stMinBand})
		y += stMinBand
		t++
	}
	return out
}

// band is the band holding tick t (the last one past the end).
func (l *stLayout) band(t int64) band {
	i, _ := slices.BinarySearchFunc(l.bands, t, func(b band, t int64) int {
		switch {
		case b.to <= t:
			return -1
		case b.from > t:
			return 1
		}
		return 0
	})
	return l.bands[min(i, len(l.bands)-1)]
}

// tickBottom is the y where tick t ends: the playhead's place at t.
func (l *stLayout) tickBottom(t int64) float64 { return l.band(t).y1 }

// lane is the x of the client of command cmd.
func (l *stLayout) clientX(cmd *engine.Command) float64 {
	if cmd == nil || cmd.Client < 0 || cmd.Client >= len(l.clients) {
		return l.clients[0]
	}
	return l.clients[cmd.Client]
}

// stMessage is one message drawn as one arrow.
type stMessage struct {
	request, copy bool
	cmd           *engine.Command
	attempt       int
	send          int // trace index where it leaves (a fixture's: where it arrives)
	held          int // trace index where the partition held it, or -1
	end           int // trace index where it ended (arrived, processed, lost), or -1
	loss          engine.Loss
	ignored       bool
	track         int                // held messages: which, in the order they were held
	answer        *engine.TraceEntry // the entry whose answer it carries or got, if any
	fixture       bool
}

// messages lists r's messages: a generated run's flights, or a fixture's
// messages from arrival to processing.
func messages(r *engine.Result) []stMessage {
	out := fixtureMessages(r)
	if r.Generated() {
		out = flightMessages(r)
	}
	held := 0
	for i := range out {
		if out[i].held >= 0 {
			out[i].track = held
			held++
		}
	}
	return out
}

func fixtureMessages(r *engine.Result) []stMessage {
	var out []stMessage
	for i := range r.Trace {
		e := &r.Trace[i]
		if e.Message <= 0 {
			continue
		}
		for len(out) < int(e.Message) {
			out = append(out, stMessage{request: true, send: -1, held: -1, end: -1, fixture: true})
		}
		m := &out[e.Message-1]
		switch {
		case m.send < 0:
			m.send, m.cmd, m.attempt = i, r.CommandOf(e), int(e.Attempt)
			if e.Delivery == engine.DeliveryBuffered {
				m.held = i
			}
		case e.IsProcessing():
			m.end = i
			if e.Result != nil || e.Error != nil {
				m.answer = e
			}
		}
	}
	return out
}

func flightMessages(r *engine.Result) []stMessage {
	out := make([]stMessage, len(r.Flights))
	for i := range r.Flights {
		f := &r.Flights[i]
		out[i] = stMessage{request: f.Request, copy: f.Copy, attempt: f.Attempt, send: -1, held: -1, end: f.Trace}
		if f.Command >= 0 && f.Command < len(r.Commands) {
			out[i].cmd = &r.Commands[f.Command]
		}
		if !f.Request && f.Answers >= 0 && f.Answers < len(r.Trace) {
			out[i].answer = &r.Trace[f.Answers]
		}
	}
	for i := range r.Trace {
		e := &r.Trace[i]
		if e.Flight <= 0 || int(e.Flight) > len(out) {
			continue
		}
		m := &out[e.Flight-1]
		switch e.Delivery {
		case engine.DeliverySent, engine.DeliveryDuplicated:
			if m.send < 0 {
				m.send = i
			}
		case engine.DeliveryBuffered:
			m.held = i
		}
		if i == m.end {
			m.loss = e.Loss
			m.ignored = e.Delivery == engine.DeliveryIgnored
		}
	}
	return out
}
