package engine

// finish summarizes a generated run: what each user was told by the
// deadline, and whether every message is accounted for.
func (ns *netsim) finish() *Result {
	r := ns.summarize()
	if !ns.parted {
		r.Recovery.Outcome = RecoveredBeforeDeadline // no partition: nothing to recover from
	}
	for i := range ns.flights {
		f := &ns.flights[i]
		if f.HeldFrom >= 0 && f.HeldFrom <= ns.deadline && f.Arrive > ns.deadline {
			r.Recovery.ResidualAtDeadline++
		}
		if f.Trace < 0 && f.HeldFrom < 0 {
			ns.violate(InvNoMessageVanishes, len(ns.trace)-1, f.Sent, f.ID+" was neither delivered, dropped on record, nor held")
		}
	}
	r.Flights = ns.flights
	r.Users = ns.userResults()
	r.Invariants = ns.verdicts[:]
	ns.complete(r, ns.m.Clients)
	return r
}

// userResults says, per command that was sent by the deadline, what its user
// knows at the deadline: the answer, or that it is uncertain (the client is
// still retrying, or gave up, and says so).
func (ns *netsim) userResults() []UserResult {
	users := ns.users[:0]
	for i := range ns.cmds {
		cmd := &ns.cmds[i]
		if cmd.firstAt < 0 || cmd.firstAt > ns.deadline {
			continue
		}
		u := UserResult{Key: ns.recs[cmd.st.key].stats.Key, EventID: cmd.st.ev.ID, Command: i + 1, JudgedAt: ns.deadline, decidedBy: cmd.traceAt, tick: ns.deadline}
		if cmd.answered && cmd.answeredAt <= ns.deadline {
			u.Status, u.Result, u.Error = Definite, cmd.result, cmd.rejection
		} else {
			// The client knows it has no answer: it is retrying or has
			// given up, and tells its user the outcome is uncertain.
			u.Status, u.Message, u.Reconcile = Indefinite, UncertainMessage, true
		}
		users = append(users, u)
	}
	return users
}
