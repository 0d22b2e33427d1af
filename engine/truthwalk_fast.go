package engine

// The walk's fast path, fenced: a user told a result their command could
// have produced next (a transition from the order's state to the state
// they were told, or a read of that state), answered after every command
// placed ahead of them was sent, is taken here without asking the
// contract (allows, tookEffect) what it already says of such an answer.
// Two of the lesson's reference run's three users take it: 5,164 -> 5,091
// instructions per run (callgrind), 0.963x its time side by side
// (2026-12-04). TestWalkInTurnIsStep holds it equal to step over every
// story, random fixtures and random histories.

// inTurn takes u, told about cmd, if it is such a user, and reports
// whether it did; step takes any other.
func (w *truthWalk) inTurn(u *UserResult, cmd *Command) bool {
	res, t := u.Result, cmd.Transition
	if w.failed || cmd.order != w.order || res == nil || u.Error != nil || u.Status != Definite || int64(u.Entry) < w.sent {
		return false
	}
	switch {
	case t == nil && res.State == w.st.order: // a read of the order's state
	case t != nil && t.From == w.st.order && t.To == res.State:
		w.st.order = t.To
	default:
		return false
	}
	w.sent = max(w.sent, int64(u.FirstEntry))
	w.st.keys.took(int32(u.Command-1), t)
	return true
}
