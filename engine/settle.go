package engine

// How a service settles, once the deadline has passed, the commands whose
// users were told "uncertain": the failure analysis's reconciliation
// policy. A policy changes no message, only what the uncertain users are
// told and when, so it is read from a finished run's facts.

// Policy is a reconciliation policy.
type Policy string

const (
	// ReadBack tells the user "uncertain" at the deadline, then the answer
	// the service holds for their key once it can be asked
	// (Reconciliations). A user nobody flagged (the answer lost in a
	// crash) is never told.
	ReadBack Policy = "read-back"
	// Compensate tells the user "not done" at the deadline; a command
	// that took effect anyway is undone by a compensating action once the
	// service can be reached, itself an effect other users may see.
	Compensate Policy = "compensate"
	// Hold tells the user nothing at the deadline: they wait for the
	// service's own answer, however long the partition lasts.
	Hold Policy = "hold"
)

// Policies are the policies a proposal chooses from, in the order the
// page offers them.
var Policies = []Policy{ReadBack, Compensate, Hold}

// Valid reports whether p is one of Policies.
func (p Policy) Valid() bool { return p == ReadBack || p == Compensate || p == Hold }

// Settlement is what a policy leaves the users told "uncertain" at their
// judgement tick.
type Settlement struct {
	Uncertain int // users told "uncertain" (Hold: kept waiting) at their judgement
	Settled   int // of them, told a final answer within the run
	Unsettled int // never told one: the run ended, or no partition healed, first
	// Compensated counts the commands told "not done" that took effect
	// all the same and are undone (Compensate only).
	Compensated int
	// LongestWait is the most ticks from a user's judgement to their
	// final answer (ReadBack: they know meanwhile that it is uncertain;
	// Hold: they are told nothing; Compensate: the undoing).
	LongestWait int64
}

// Settle is what policy p leaves this run's uncertain users.
func (r *Result) Settle(p Policy) Settlement {
	var s Settlement
	from, heals := r.askableFrom()
	for i := range r.Users {
		u := &r.Users[i]
		if u.Status != Indefinite {
			continue
		}
		s.Uncertain++
		row, applied := r.firstAnswer(u.Key)
		switch p {
		case ReadBack:
			if !u.Reconcile {
				row = -1 // nobody tells them to ask
			}
		case Compensate:
			if row = applied; row < 0 { // nothing took effect: "not done" was the truth
				s.Settled++
				continue
			}
			s.Compensated++
		}
		if row < 0 || !heals {
			s.Unsettled++
			continue
		}
		s.Settled++
		s.LongestWait = max(s.LongestWait, max(r.Trace[row].Tick, from)-u.JudgedAt)
	}
	return s
}

// firstAnswer is the first trace entry that answered key (a result or a
// typed rejection) and the first that applied its transition, each -1 if
// none did. (A scan per user: a run has a few users and a short trace.)
func (r *Result) firstAnswer(key string) (answered, applied int) {
	answered, applied = -1, -1
	for i := range r.Trace {
		e := &r.Trace[i]
		if e.Key != key || !e.IsProcessing() {
			continue
		}
		if answered < 0 && (e.Result != nil || e.Error != nil) {
			answered = i
		}
		if applied < 0 && e.ChangesState() {
			applied = i
		}
		if answered >= 0 && applied >= 0 {
			break
		}
	}
	return answered, applied
}
