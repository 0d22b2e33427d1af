package engine

// finish summarizes a generated run: what each user was told by the
// deadline, and whether every message is accounted for.
func (ns *netsim) finish() *Result {
	r := ns.summarize()
	if !ns.parted {
		r.Recovery.Outcome = RecoveredBeforeDeadline // no partition: nothing to recover from
	}
	ns.accountFlights(r)
	ns.claimsUnresolved(r.EndTick())
	r.Flights = ns.flights
	r.Users = ns.userResults()
	ns.complete(r, ns.m.Clients)
	ns.checkTruth(r)
	r.Invariants = ns.verdicts[:]
	r.count()
	return r
}

// userResults says, per command that was sent, what its user knows when it
// is judged (at the deadline, or at the end of the run for a command first
// sent after it): the first answer the client received, or that it is
// uncertain (the client is still retrying, or gave up, and says so).
func (ns *netsim) userResults() []UserResult {
	users := ns.users[:0]
	end := int64(-1) // the run's last tick, found when first needed
	for i := range ns.cmds {
		cmd := &ns.cmds[i]
		if cmd.firstAt < 0 {
			continue // never sent: an earlier command of its client never finished
		}
		judge := ns.deadline
		if cmd.firstAt > ns.deadline {
			if end < 0 {
				end = (&Result{Trace: ns.trace}).EndTick()
			}
			judge = end
		}
		u := UserResult{Key: ns.c.key(cmd.st.key), EventID: cmd.st.ev.ID, Command: i + 1, JudgedAt: judge, FirstSent: cmd.firstAt, FirstEntry: cmd.firstRow,
			Entry: cmd.traceAt, DecidedAt: judge, Attempt: cmd.attempt}
		if cmd.answered && cmd.answeredAt <= judge {
			u.Status, u.Result, u.Error = Definite, cmd.result, cmd.rejection
			u.DecidedAt, u.Attempt = cmd.answeredAt, cmd.answerAttempt
		} else {
			// The client knows it has no answer: it is retrying or has
			// given up, and tells its user the outcome is uncertain.
			u.Status, u.Reconcile = Indefinite, true
		}
		users = append(users, u)
	}
	return users
}
