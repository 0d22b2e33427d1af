// Package compare states where two recorded runs part: the first trace
// entry that differs, the last tick through which their clients saw the same
// things, and the first tick their services hold something different. It
// reads the runs' facts through the engine's exported API and never re-runs
// either.
package compare

import (
	"cmp"
	"coordsim/engine"
	"slices"

	"coordsim/engine/canon"
)

// Comparing two runs A and B, from their facts: where their traces part,
// how long the clients cannot tell them apart, and from when the service
// holds something different. Nothing here re-runs either.

// Divergence is where two traces part.
type Divergence struct {
	// Entry is the first trace index whose entries differ; every entry
	// before it is the same in A and B, so the index names the same row in
	// both traces (or the first row one of them lacks).
	Entry int
	// Tick is the earlier of the two entries' ticks at Entry (the tick of
	// the one entry there when a trace has ended).
	Tick int64
}

// Comparison is what differs between two runs.
type Comparison struct {
	// FirstDivergence is nil when the two traces are identical.
	FirstDivergence *Divergence
	// ClientViewEqualThrough is the last tick through which everything the
	// clients observed is identical in A and B: what each client sent, every
	// answer it received, its timeouts and give-ups. When the clients'
	// views never differ it is the last tick either timeline shows.
	ClientViewEqualThrough int64
	// ServerDiffersFrom is the first tick at the end of which the service
	// holds something different in A and B: an order's state or the dedupe
	// store's entries (key, input fingerprint, first result, stored tick).
	// -1 when they never differ.
	ServerDiffersFrom int64
	// Differs names what a summary of the two runs would show as different,
	// in this order: "outcome", "recovery-tick", "held" (messages the
	// partition held, or held at the deadline), "users" (what a user is
	// told), "invariants" (which are broken), "final-state" (any order's).
	Differs []string
}

// Runs compares run a with run b.
func Runs(a, b *engine.Result) Comparison {
	c := Comparison{
		FirstDivergence:        firstDivergence(a, b),
		ClientViewEqualThrough: max(a.TimelineEnd, b.TimelineEnd) - 1,
		ServerDiffersFrom:      serverDiffersFrom(a, b),
	}
	if t, ok := clientViewsDiffer(a, b); ok {
		c.ClientViewEqualThrough = t - 1
	}
	c.Differs = differences(a, b)
	return c
}

// JSONValue is the comparison as the page's state().compare states it
// (without a and b, which are each run's own state): firstDivergence
// ({entry, tick} or null), clientViewEqualThrough, serverDiffersFrom (null
// when never) and differs.
func (c Comparison) JSONValue() any {
	o := canon.Object{"firstDivergence": nil, "clientViewEqualThrough": c.ClientViewEqualThrough, "serverDiffersFrom": nil}
	if d := c.FirstDivergence; d != nil {
		o["firstDivergence"] = canon.Object{"entry": d.Entry, "tick": d.Tick}
	}
	if c.ServerDiffersFrom >= 0 {
		o["serverDiffersFrom"] = c.ServerDiffersFrom
	}
	differs := make([]string, len(c.Differs))
	copy(differs, c.Differs)
	o["differs"] = differs
	return o
}

func firstDivergence(a, b *engine.Result) *Divergence {
	n := min(len(a.Trace), len(b.Trace))
	for i := 0; i < n; i++ {
		x, y := &a.Trace[i], &b.Trace[i]
		if !sameEntry(x, y) {
			return &Divergence{Entry: i, Tick: min(x.Tick, y.Tick)}
		}
	}
	switch {
	case len(a.Trace) > n:
		return &Divergence{Entry: n, Tick: a.Trace[n].Tick}
	case len(b.Trace) > n:
		return &Divergence{Entry: n, Tick: b.Trace[n].Tick}
	}
	return nil
}

// sameEntry compares two entries field by field, the values behind their
// pointers included (two runs compiled apart refer to equal fingerprints
// in different places).
func sameEntry(x, y *engine.TraceEntry) bool {
	if !samePointee(x.Result, y.Result) || !sameRejection(x.Error, y.Error) || !samePointee(x.Transition, y.Transition) ||
		!x.InputFingerprint.Equal(y.InputFingerprint) {
		return false
	}
	a, b := *x, *y
	a.Result, a.Error, a.Transition, a.InputFingerprint = nil, nil, nil, engine.FingerprintRef{}
	b.Result, b.Error, b.Transition, b.InputFingerprint = nil, nil, nil, engine.FingerprintRef{}
	return a == b
}

// sameRejection compares two rejections by value, fingerprints included.
func sameRejection(x, y *engine.Rejection) bool {
	if x == y {
		return true
	}
	if x == nil || y == nil || !x.AttemptedFingerprint.Equal(y.AttemptedFingerprint) || !x.StoredFingerprint.Equal(y.StoredFingerprint) {
		return false
	}
	a, b := *x, *y
	a.AttemptedFingerprint, a.StoredFingerprint = engine.FingerprintRef{}, engine.FingerprintRef{}
	b.AttemptedFingerprint, b.StoredFingerprint = engine.FingerprintRef{}, engine.FingerprintRef{}
	return a == b
}

func samePointee[T comparable](x, y *T) bool {
	return x == y || (x != nil && y != nil && *x == *y)
}

// observation is one thing a client saw: its own send, an answer, its
// timer firing, its giving up.
type observation struct {
	tick       int64
	client     int
	kind       uint8
	command    string // the command's label
	key        string // the key it sent
	attempt    int
	transition *engine.Transition
	result     *engine.OrderResult
	rejection  *engine.Rejection
}

const (
	obsSent uint8 = iota
	obsAnswer
	obsTimeout
	obsGaveUp
)

func (o *observation) equal(p *observation) bool {
	return o.tick == p.tick && o.client == p.client && o.kind == p.kind && o.command == p.command && o.key == p.key &&
		o.attempt == p.attempt && samePointee(o.transition, p.transition) && samePointee(o.result, p.result) && sameRejection(o.rejection, p.rejection)
}

// observations lists what r's clients saw, by tick and client (in trace
// order within one client's tick). A generated run's client sends its
// requests and receives responses; a fixture's client sends each message
// when it arrives and sees the service's answer when it is processed.
func observations(r *engine.Result) []observation {
	var out []observation
	fixture := !r.Generated()
	for i := range r.Trace {
		e := &r.Trace[i]
		cmd := r.CommandOf(e)
		if cmd == nil {
			continue
		}
		o := observation{tick: e.Tick, client: cmd.Client, command: cmd.Label(), key: e.Key, attempt: int(e.Attempt)}
		switch {
		case e.Kind == engine.EntryTimeout:
			o.kind = obsTimeout
		case e.Kind == engine.EntryGiveUp:
			o.kind = obsGaveUp
		case fixture && e.Message > 0 && e.Dir == engine.Request && (e.Delivery == engine.DeliveryReceived || e.Delivery == engine.DeliveryBuffered):
			o.kind, o.transition = obsSent, e.Transition
		case fixture && e.Message > 0 && e.IsProcessing() && answered(e):
			o.kind, o.result, o.rejection = obsAnswer, e.Result, e.Error
		case !fixture && e.Dir == engine.Request && e.Delivery == engine.DeliverySent:
			o.kind, o.transition = obsSent, e.Transition
		case !fixture && e.Dir == engine.Response && (e.Delivery == engine.DeliveryReceived || e.Delivery == engine.DeliveryIgnored):
			o.kind, o.result, o.rejection = obsAnswer, e.Result, e.Error
		default:
			continue
		}
		out = append(out, o)
	}
	slices.SortStableFunc(out, func(x, y observation) int {
		return cmp.Or(cmp.Compare(x.tick, y.tick), cmp.Compare(x.client, y.client))
	})
	return out
}

// answered reports whether a processing entry's answer left the service (a
// crash inside the commit takes the answer with it).
func answered(e *engine.TraceEntry) bool {
	return e.Effect != engine.EffectCrashedCommit && e.Effect != engine.EffectCommittedThenCrashed && (e.Result != nil || e.Error != nil)
}

// clientViewsDiffer returns the first tick at which the clients' views of
// a and b differ.
func clientViewsDiffer(a, b *engine.Result) (int64, bool) {
	x, y := observations(a), observations(b)
	n := min(len(x), len(y))
	for i := 0; i < n; i++ {
		if !x[i].equal(&y[i]) {
			return min(x[i].tick, y[i].tick), true
		}
	}
	switch {
	case len(x) > n:
		return x[n].tick, true
	case len(y) > n:
		return y[n].tick, true
	}
	return 0, false
}
