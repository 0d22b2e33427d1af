package compare

import (
	"cmp"
	"coordsim/engine"
	"slices"
)

// What the service holds over time, replayed from the entries' facts, for
// Compare.

// change is one write to what the service holds: an order's state, or a
// dedupe entry written or gone.
type change struct {
	tick  int64
	store bool   // a dedupe entry; else an order's state
	name  string // the order id or the dedupe key
	value heldValue
}

// heldValue is an order's state, or a dedupe entry (absent: expired or
// never written).
type heldValue struct {
	state   string
	present bool
	fp      engine.Fingerprint
	result  engine.OrderResult
	stored  int64
}

// changes lists r's writes in tick order (an expiry is recorded when it is
// noticed, after its own tick).
func changes(r *engine.Result) []change {
	var out []change
	for i := range r.Trace {
		e := &r.Trace[i]
		if e.IsProcessing() && e.StateAfter != "" {
			if cmd := r.CommandOf(e); cmd != nil {
				out = append(out, change{tick: e.Tick, name: cmd.Order, value: heldValue{state: e.StateAfter}})
			}
		}
		switch e.Store {
		case engine.StoreAdded:
			v := heldValue{present: true, fp: e.InputFingerprint.Value(), stored: e.Tick}
			if e.Result != nil {
				v.result = *e.Result
			}
			out = append(out, change{tick: e.Tick, store: true, name: e.Key, value: v})
		case engine.StoreExpired:
			out = append(out, change{tick: e.Tick, store: true, name: e.Key})
		}
	}
	slices.SortStableFunc(out, func(x, y change) int { return cmp.Compare(x.tick, y.tick) })
	return out
}

// heldState is what one run's service holds, by order and by key.
type heldState struct {
	orders map[string]heldValue
	store  map[string]heldValue
}

func newHeldState(r *engine.Result) heldState {
	h := heldState{orders: map[string]heldValue{}, store: map[string]heldValue{}}
	for _, o := range r.Orders {
		h.orders[o.ID] = heldValue{state: r.InitialState}
	}
	return h
}

func (h heldState) of(store bool) map[string]heldValue {
	if store {
		return h.store
	}
	return h.orders
}

// serverDiffersFrom returns the first tick at whose end a's and b's
// services hold something different, or -1.
func serverDiffersFrom(a, b *engine.Result) int64 {
	ha, hb := newHeldState(a), newHeldState(b)
	// differing counts the names whose values differ now; only names a write
	// touches can change it, so no map is ever iterated.
	differing := map[[2]string]bool{}
	check := func(store bool, name string) {
		k := [2]string{"o", name}
		if store {
			k[0] = "s"
		}
		va, oka := ha.of(store)[name]
		vb, okb := hb.of(store)[name]
		if oka != okb || va != vb {
			differing[k] = true
		} else {
			delete(differing, k)
		}
	}
	for _, o := range a.Orders {
		check(false, o.ID)
	}
	for _, o := range b.Orders {
		check(false, o.ID)
	}
	if len(differing) > 0 {
		return 0
	}
	ca, cb := changes(a), changes(b)
	i, j := 0, 0
	for i < len(ca) || j < len(cb) {
		// The next tick either run writes at. (Not min with a sentinel:
		// ticks run past engine.MaxTick, so no tick means "none left".)
		var tick int64
		switch {
		case j >= len(cb):
			tick = ca[i].tick
		case i >= len(ca):
			tick = cb[j].tick
		default:
			tick = min(ca[i].tick, cb[j].tick)
		}
		start, startB := i, j
		for ; i < len(ca) && ca[i].tick == tick; i++ {
			apply(ha, &ca[i])
		}
		for ; j < len(cb) && cb[j].tick == tick; j++ {
			apply(hb, &cb[j])
		}
		for _, c := range ca[start:i] {
			check(c.store, c.name)
		}
		for _, c := range cb[startB:j] {
			check(c.store, c.name)
		}
		if len(differing) > 0 {
			return tick
		}
	}
	return -1
}

func apply(h heldState, c *change) {
	m := h.of(c.store)
	if c.store && !c.value.present {
		delete(m, c.name)
		return
	}
	m[c.name] = c.value
}

// differences names what a summary of a and b shows as different.
func differences(a, b *engine.Result) []string {
	out := []string{}
	add := func(code string, differs bool) {
		if differs {
			out = append(out, code)
		}
	}
	add("outcome", a.Outcome() != b.Outcome())
	add("recovery-tick", a.Recovery.HasTick != b.Recovery.HasTick || a.Recovery.Tick != b.Recovery.Tick)
	add("held", a.Counts.Buffered != b.Counts.Buffered || a.Recovery.ResidualAtDeadline != b.Recovery.ResidualAtDeadline)
	add("users", !slices.EqualFunc(a.Users, b.Users, sameUserResult))
	add("invariants", !slices.Equal(a.Broken(), b.Broken()))
	add("final-state", !slices.Equal(a.Orders, b.Orders))
	return out
}

// sameUserResult compares what two users are told.
func sameUserResult(x, y engine.UserResult) bool {
	return x.Key == y.Key && x.Status == y.Status && x.Reconcile == y.Reconcile &&
		samePointee(x.Result, y.Result) && sameRejection(x.Error, y.Error)
}
