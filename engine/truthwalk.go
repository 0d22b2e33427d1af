package engine

import "math"

// The walk behind users-told-the-truth's common case: one pass over the
// users as a run lists them, checking each order's history in that order.

// explainedAsDecided is checkTruth's common case in one pass over the
// users, without building or sorting the histories: it reports whether the
// users already come grouped by order and, within an order, in an order
// that respects real time (none answered before one placed ahead of it was
// sent), and each order's history is explained in that order. When it is
// not, checkTruth does the whole check, which finds the same for such a run.
func (s *sim) explainedAsDecided(r *Result) bool {
	var w truthWalk
	w.start(s.tableFor(r.Conflicts), r.InitialState, len(r.Commands))
	for i := range r.Users {
		u := &r.Users[i]
		switch cmd := r.UserCommand(u); {
		case cmd == nil:
		case w.answeredInTurn(u, cmd) && w.explains(u, cmd):
			w.takeInTurn(u, cmd)
		default:
			w.step(u, cmd)
		}
	}
	return !w.failed
}

// tableFor is the walk's table of keys for a run with these conflicts:
// none when there are none (start).
func (s *sim) tableFor(conflicts []*Rejection) *truthKeys {
	if len(conflicts) == 0 {
		return nil
	}
	return &s.truthKeys
}

// truthWalk is explainedAsDecided one user at a time, so a fixture's run
// can take it in the pass over its users that it makes anyway.
type truthWalk struct {
	initial string
	st      truthState
	order   int32 // the order so far
	sent    int64 // the latest entry where one of its commands was first sent
	keys    int   // the run's distinct keys
	failed  bool
}

// start begins a walk of a run with n distinct keys on table (the sim's,
// kept from run to run); the first user's order restarts it. table is nil
// for a run with no conflict (Result.Conflicts): only a user told one
// reads it, and the walk then keeps none (were such a user met, allows
// would find no first input and the walk would fail, leaving the run to
// the whole check). (Field by field: a composite would be built aside and
// copied in.)
func (w *truthWalk) start(table *truthKeys, initial string, n int) {
	w.initial, w.order, w.keys = initial, -1, n
	w.st.order, w.st.keys = initial, table
}

// enter begins order's history.
func (w *truthWalk) enter(order int32) {
	w.st.order, w.order, w.sent = w.initial, order, math.MinInt64
	if w.st.keys != nil {
		w.st.keys.restart(w.keys)
	}
}

// step takes the next user, told about cmd, as set and allows would take
// its operation, without building it. An uncertain command is taken to
// have had its effect when it could.
func (w *truthWalk) step(u *UserResult, cmd *Command) {
	switch {
	case w.failed:
		return
	case cmd.order < w.order:
		w.failed = true // not grouped by order
		return
	case cmd.order > w.order:
		w.enter(cmd.order)
	}
	call, ret, outcome, state := int64(u.FirstEntry), int64(math.MaxInt64), outUnknown, ""
	if u.Status == Definite {
		ret = int64(u.Entry)
		outcome, state = told(u)
	}
	if ret < w.sent {
		w.failed = true // answered before one placed ahead of it was sent
		return
	}
	w.sent = max(w.sent, call)
	key := int32(u.Command - 1) // the command's index is its key's (truthKeys)
	none, took := allows(outcome, state, cmd.Transition, key, &w.st)
	switch {
	case took:
		tookEffect(cmd.Transition, key, &w.st, 0)
	case !none:
		w.failed = true
	}
}
