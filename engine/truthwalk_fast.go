package engine

// A fast path (DESIGN, "Budgets"): the truth walk's usual user, told a
// result that the state so far explains, in the order being walked, taken
// without the general step's call, its outcome switch and its answer's
// decoding (told, allows, tookEffect). Three small functions, so that each
// inlines in the walks' loops (one would be over the inliner's budget);
// anything else is left to step, which decides it the same way.
// TestTruthWalkFastIsStep holds the two equal over every story, mutation
// and thousands of generated runs.
// Measured 2026-12-05 on a 2-vCPU AMD EPYC guest (with truth.go's one
// array of keys and the profile made again): the reference run 4,584 ->
// 4,501 instructions (callgrind, 1.8%); BenchmarkTruthWalk 26-51 -> 17-22
// ns, turn by turn. Without a table of keys for a run with no conflict
// (truthWalk.start): 4,499 -> 4,445.

// answeredInTurn reports whether user u, told about cmd, a command on the
// order being walked, was told a result after every user the walk took
// before it was sent, with nothing found wrong so far.
func (w *truthWalk) answeredInTurn(u *UserResult, cmd *Command) bool {
	return !w.failed && cmd.order == w.order && u.Status == Definite && u.Error == nil && u.Result != nil && int64(u.Entry) >= w.sent
}

// explains reports whether the state so far explains the result u was told
// about cmd.
func (w *truthWalk) explains(u *UserResult, cmd *Command) bool {
	from, to := u.Result.State, u.Result.State // a read sees the state
	if t := cmd.Transition; t != nil {         // a transition leaves its to-state
		from, to = t.From, t.To
	}
	return sameString(from, w.st.order) && sameString(to, u.Result.State)
}

// takeInTurn takes user u, told about cmd, whose answer answeredInTurn and
// explains found usual: the command took effect.
func (w *truthWalk) takeInTurn(u *UserResult, cmd *Command) {
	w.st.order, w.sent = u.Result.State, max(w.sent, int64(u.FirstEntry))
	if w.st.keys != nil { // a run with a conflict (start)
		w.st.keys.took(int32(u.Command-1), cmd.Transition)
	}
}
