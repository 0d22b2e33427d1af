package engine

// finish turns a fixture run's state into its Result.
func (s *sim) finish() *Result {
	r := s.summarize()
	s.account(r)
	r.Users = s.userResults()
	s.complete(r, 1)
	if !s.observeUsers(r.Users, r.Conflicts) { // the walk checkTruth would take first
		s.searchTruth(r)
	}
	r.Invariants = s.verdicts[:]
	s.countFixture(r)
	return r
}

// complete adds what every kind of run states for its views: the commands
// and the initial state.
func (s *sim) complete(r *Result, clients int) {
	r.Commands = s.c.commands
	r.Clients = clients
	r.InitialState = s.c.sc.InitialState
}

// summarize builds the parts of the Result every kind of run shares.
func (s *sim) summarize() *Result {
	// Reused buffers may still point into an earlier, longer run past their
	// length; let that memory go. (The trace's has gone: reset cleared it.)
	clearTail(s.msgs)
	clearTail(s.rejected)
	s.entries.trim()
	s.rejections.trim()
	// Every field of the last run's Result is set here or by finish, so it
	// is not zeroed first (TestResultFieldsAllSet counts them).
	r := s.res
	reuse(&r.Store, len(s.storeOrder))
	reuse(&r.Conflicts, 0)
	r.Flights, r.ReorderObserved = nil, s.reordered // a generated run's finish sets its flights
	r.Keys, r.Orders = s.keys, s.orders             // the run's own, as the trace is
	r.Scenario, r.Seed, r.Trace = s.c.sc.Name, s.p.Seed, s.trace
	r.Params = s.p
	r.PartitionStarted, r.Counts.Buffered = s.started, s.buffered
	r.FinalState, r.Rejections, r.Generation = s.orders[0].State, s.rejected, s.generation
	for _, rej := range s.rejected {
		if rej.Code == CodeConflict {
			r.Conflicts = append(r.Conflicts, rej)
		}
	}
	r.Store = s.storeSorted(r.Store)

	outcome := RecoveryDeadlineExceeded
	if s.recovered && s.recoveryTick <= s.deadline {
		outcome = RecoveredBeforeDeadline
	}
	rec := &r.Recovery
	rec.Tick, rec.HasTick, rec.DeadlineTick, rec.Outcome = s.recoveryTick, s.recovered, s.deadline, outcome
	rec.Released, rec.Residual, rec.ResidualAtDeadline = s.released, s.buffered-s.released, 0
	return r
}

// heldAt reports whether the message sat in the partition buffer at tick.
func (f *messageFate) heldAt(tick int64) bool {
	return f.heldFrom >= 0 && f.heldFrom <= tick && (f.processed < 0 || f.processed > tick)
}

// userResults says, per command (dedupe key, in order of first arrival), what
// its user is shown: the first answer any attempt received by the judgment
// tick (a client stops at its first answer; later ones change nothing), or
// uncertainty. A command is judged at the deadline, or at the end of the run
// if it was first sent after the deadline. Generated runs follow the same
// rule (netfinish.go).
//
// A fixture's messages arrive in the order of its events, which is the
// order its commands are numbered in (Compile interns their keys as they
// first appear): command k's user is users[k], made at its first message,
// when k users are made (TestUsersAreTheirCommandsInOrder).
func (s *sim) userResults() []UserResult {
	users := s.users
	end := int64(-1) // the run's last tick, found when first needed
	for i := range s.msgs {
		f := &s.msgs[i]
		st := f.st
		if int(st.key) == len(users) { // the command's first message
			users = users[:len(users)+1] // reset gave it room for every command's user
			u := &users[st.key]
			// Zeroed, then written field by field: a composite would be
			// built aside and copied in.
			*u = UserResult{}
			u.Key, u.FirstSent, u.FirstEntry, u.Command, u.Entry = st.ev.DedupeKey, st.ev.Tick, int(f.arrival), int(st.key)+1, -1
		}
		u := &users[st.key]
		u.JudgedAt = s.deadline
		if u.FirstSent > s.deadline {
			if end < 0 {
				end = s.lastEntryTick()
			}
			u.JudgedAt = end
		}
		if st.ev.Tick <= u.JudgedAt { // sent by the time the command is judged
			judge(u, f)
		}
	}
	return users
}

// judge updates what u is told with attempt f, sent by u's judgment tick.
func judge(u *UserResult, f *messageFate) {
	ev := f.st.ev
	if f.answered && f.processed <= u.JudgedAt {
		if u.Status != Definite || int(f.traceIndex) < u.Entry {
			// Every field is set: an earlier attempt's uncertainty goes.
			u.EventID, u.Status, u.Reconcile = ev.ID, Definite, false
			u.Result, u.Error, u.Entry, u.DecidedAt, u.Attempt = f.result, f.rejection, int(f.traceIndex), f.processed, int(f.attempt)
		}
		return
	}
	if u.Status == Definite {
		return // an attempt already has its answer
	}
	// The partition layer knows a held message is in flight and the
	// recovery policy surfaces it; an answer lost in a crash leaves no such
	// record, so nobody is told to reconcile.
	u.EventID, u.Status, u.Attempt = ev.ID, Indefinite, int(f.attempt)
	u.Reconcile = u.Reconcile || f.heldAt(u.JudgedAt)
	u.Entry, u.DecidedAt = int(f.traceIndex), ev.Tick
	if u.Entry < 0 {
		u.Entry = int(f.arrival)
	}
}

// lastEntryTick is the tick of the trace's latest entry.
func (s *sim) lastEntryTick() int64 {
	end := int64(0)
	for i := range s.trace {
		end = max(end, s.trace[i].Tick)
	}
	return end
}

// clearTail zeroes buf between its length and its capacity.
func clearTail[T any](buf []T) {
	if len(buf) < cap(buf) { // a run as long as the last leaves none: no call
		clear(buf[len(buf):cap(buf)])
	}
}
