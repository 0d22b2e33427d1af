package engine

import "slices"

// Reconciliation is what a user told "uncertain" at the deadline is told
// once the deadline has passed and the partition has healed, so the
// service can be asked: the answer it holds for their key, read when it
// first has one. For a command the service answered before the partition
// healed (its response lost, or held), that is the stored first result,
// read at the heal (or the deadline, if later); for one the partition held,
// the release's answer, when it is given.
type Reconciliation struct {
	User   int          // the user's index in Result.Users
	Tick   int64        // when the user is told
	Row    int          // the trace entry whose answer the user is told
	Result *OrderResult // the answer: a result, or
	Error  *Rejection   // a typed rejection
}

// Reconciliations are the flagged users' reconciliations, in the order of
// Users. A user whose command the service never answered by the end of
// the run, or whose partition never heals, has none: still uncertain.
func (r *Result) Reconciliations() []Reconciliation {
	if !slices.ContainsFunc(r.Users, func(u UserResult) bool { return u.Reconcile }) {
		return nil // nobody to tell: the page asks on every step
	}
	from, heals := r.askableFrom()
	if !heals {
		return nil
	}
	var out []Reconciliation
	for ui := range r.Users {
		u := &r.Users[ui]
		if !u.Reconcile {
			continue
		}
		if i, _ := r.firstAnswer(u.Key); i >= 0 {
			e := &r.Trace[i]
			out = append(out, Reconciliation{User: ui, Tick: max(e.Tick, from), Row: i, Result: e.Result, Error: e.Error})
		}
	}
	return out
}

// askableFrom is the first tick a flagged user can ask the service: the
// deadline, or the end of the last partition if later; heals is false when
// a partition never ends.
func (r *Result) askableFrom() (tick int64, heals bool) {
	tick, heals = r.Recovery.DeadlineTick, true
	for i := range r.Trace {
		switch e := &r.Trace[i]; e.Kind {
		case EntryPartitionStart:
			heals = false
		case EntryPartitionEnd:
			heals, tick = true, max(e.Tick, r.Recovery.DeadlineTick)
		}
	}
	return tick, heals
}
