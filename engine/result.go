package engine

// Outcome codes of recovery.
const (
	RecoveredBeforeDeadline  = "recovered-before-deadline"
	RecoveryDeadlineExceeded = "recovery-deadline-exceeded"
)

// Trace entries' kinds, delivery modes and effects are in entrykind.go.

// Rejection codes.
const (
	CodeConflict = "same-key-different-input"
	CodeStale    = "stale-transition"
	// CodeInProgress: the record is claimed by another attempt (409).
	CodeInProgress = "in-progress"
)

// OrderResult is what the order service answers for a command.
type OrderResult struct {
	OrderID      string
	State        string
	Confirmation string // set when the command changed state
	Observation  string // set when the command was a read: the event id
}

// Rejection is a typed refusal: an idempotency conflict (same key, other
// input) or a stale transition (precondition does not hold).
type Rejection struct {
	ErrorType               string // IdempotencyConflict or StaleTransition
	Code                    string
	Key                     string
	AttemptedFingerprint    FingerprintRef
	StoredFingerprint       FingerprintRef // conflicts only
	ExpectedState           string         // stale transitions only
	ActualState             string         // stale transitions only
	AppliedStateTransitions int
	StoredEntryUnchanged    bool
}

// TraceEntry is one line of the trace. Which fields are set depends on the
// entry: control events carry only Tick, Kind and EventID.
type TraceEntry struct {
	Tick     int64
	Kind     EntryKind
	Delivery DeliveryMode // message entries
	Effect   Effect       // processed messages
	// AfterExpiry (a fact for views, here where the entry has room for
	// it): the key's stored entry had expired, so this processing ran as a
	// new command.
	AfterExpiry bool
	// ByYou (a fact for views, here in the same padding): one of the
	// learner's interventions made this happen (Params.Faults), or the
	// entry is about a message whose fate one forced or whose event the
	// learner edited (Event.ByYou).
	ByYou   bool
	EventID string
	// LogicalSequence is set on message entries (Delivery != 0).
	LogicalSequence  int64
	InputFingerprint FingerprintRef
	Result           *OrderResult
	Error            *Rejection
	// Recovery and crash entries. (The int32 fields here and below keep an
	// entry small: a million-event trace holds two million of them, and a
	// run clears and writes each. Message, Flight, Command and Attempt as
	// int32, 176 -> 160 bytes: coordsim report on 10^6 events 30 MB less,
	// the reference run 0.947x, 2026-12-04.)
	VolatileGeneration      int32
	PersistentDedupeEntries int32
	// Key is the dedupe key the entry is about: set on message entries and
	// dedupe expiries (the JSON shows it on expiries only, as the harness's
	// entries have no key).
	Key string
	// Transition is what the message asks for, as delivered (after any
	// rewrite by a mutation); nil for reads and non-message entries.
	Transition *Transition
	// Message numbers a fixture's message, from 1 in arrival order, on every
	// entry about it; Flight numbers a generated message in Result.Flights,
	// from 1. Both are 0 on other entries.
	Message, Flight int32
	// Note explains entries of generated scenarios (why a message was
	// dropped, what a client concluded), in English, for the trace JSON;
	// views read the typed facts below instead.
	Note string

	// Facts for views (not part of the trace JSON, which stays the
	// harness's). Command numbers the entry's command in Result.Commands,
	// from 1 (0: the entry is about no command); Attempt is the command's
	// attempt the entry is about, from 1.
	Command, Attempt int32
	Dir              Direction   // set on entries about a message
	Copy             bool        // the message is a second copy the network made
	Loss             Loss        // set on the entry where a message was lost
	Store            StoreAction // what the dedupe store did here
	// StoredBy is, where the store answered (reused or conflict), the
	// command (numbered from 1) whose commit wrote the entry that answered.
	StoredBy int32
	// Until and LeaseUntil are, on an entry that claimed a record, the tick
	// its processing commits and the tick its lease runs out (0: nothing
	// claimed, under claim-not-atomic).
	Until, LeaseUntil int32
	// StateAfter is the order's state after a processing entry.
	StateAfter string
}

// IsProcessing reports whether the entry records the service processing a
// message (as opposed to it arriving, waiting, or a control event).
func (e *TraceEntry) IsProcessing() bool { return e.Effect != 0 }

// Code is the rejection code of the entry, or "".
func (e *TraceEntry) Code() string {
	if e.Error == nil {
		return ""
	}
	return e.Error.Code
}

// StoredEntry is a dedupe store record: the input fingerprint and the first
// result, written in the same commit as the state change.
type StoredEntry struct {
	Key              string
	InputFingerprint FingerprintRef
	Result           OrderResult
	StoredTick       int64
	ReuseCount       int
}

// Recovery summarises the partition's end against the deadline.
type Recovery struct {
	Tick         int64
	HasTick      bool // false when the partition never ended
	DeadlineTick int64
	Outcome      string
	Released     int
	Residual     int
	// ResidualAtDeadline counts messages still held by the partition when the
	// deadline tick passed.
	ResidualAtDeadline int
}

// BufferDrained reports whether every held message was released.
func (r Recovery) BufferDrained() bool { return r.Residual == 0 }

// UserStatus is what a user knows of its command at the deadline: a byte,
// not the word the JSON shows, so that a million users are 32 MB smaller
// and judging one compares no strings.
type UserStatus uint8

const (
	Definite   UserStatus = iota + 1 // told an outcome
	Indefinite                       // told "uncertain"
)

// String is the status as the trace JSON shows it.
func (s UserStatus) String() string {
	switch s {
	case Definite:
		return "definite"
	case Indefinite:
		return "indefinite"
	}
	return ""
}

// UncertainMessage is what a user is told when the answer is not known.
const UncertainMessage = "uncertain: reconciliation required"

// UserResult is what the user who sent one message is shown at the deadline.
type UserResult struct {
	EventID string
	Key     string
	Status  UserStatus
	// Reconcile is set when the user must be told the outcome later.
	Reconcile bool
	Result    *OrderResult // definite and accepted
	Error     *Rejection   // definite and rejected

	// JudgedAt is the tick this result describes: the deadline, or the end
	// of the run for a command first sent after the deadline.
	JudgedAt int64
	// Command numbers the user's command in Result.Commands, from 1.
	Command int
	// FirstSent is the tick the command was first sent, FirstEntry the
	// index in the trace of the entry where it was.
	FirstSent  int64
	FirstEntry int
	// Entry is the index in the trace of the entry that decided what the
	// user is told (the answer, a give-up, or the attempt still pending),
	// DecidedAt its tick, and Attempt the attempt it is about.
	Entry     int
	DecidedAt int64
	Attempt   int
}

// Message is what an indefinite user is told (UncertainMessage), else "".
func (u *UserResult) Message() string {
	if u.Status == Indefinite {
		return UncertainMessage
	}
	return ""
}

// Verdict says whether an invariant held, and where it first broke.
type Verdict struct {
	Name  string
	Holds bool
	// FirstViolation is the index in Trace of the first violating entry, or -1.
	FirstViolation int
	Tick           int64
	Detail         string
}

// Result is everything one run recorded. Views index it; they never re-run.
type Result struct {
	Scenario string
	Seed     uint64
	Params   Params
	Trace    []TraceEntry

	PartitionStarted bool
	// ReorderObserved: a message was processed after one sent later (its
	// logical sequence is lower), as DeliverySequences shows.
	ReorderObserved bool
	FinalState      string
	Store           []*StoredEntry // sorted by key; the run's own entries, as the trace's results point into them
	Conflicts       []*Rejection
	Rejections      []*Rejection // every rejection, conflicts and stale, in order
	Keys            []KeyStats   // in order of first delivery
	Orders          []OrderState // every order's final state; FinalState is the first's
	Recovery        Recovery
	Generation      int
	Users           []UserResult
	Flights         []Flight // generated scenarios: every message on the network
	Invariants      []Verdict

	// Commands are the run's commands, one per dedupe key: what each entry's
	// and each user's Command number points at.
	Commands     []Command
	Clients      int
	InitialState string // every order's state before the run
	// TimelineEnd is the tick a view's timeline runs to: one past the last
	// tick anything happens or the deadline, whichever is later.
	TimelineEnd int64
	Counts      Counts
}

// OrderState is one order's state at the end of a run.
type OrderState struct {
	ID, State string
}

// KeyStats counts what happened under one dedupe key.
type KeyStats struct {
	Key string
	// Applied counts state transitions applied (business effects).
	Applied int
	// Reuses counts deliveries answered from the stored result.
	Reuses int
	// LastReused is the stored result most recently returned, if any.
	LastReused *OrderResult
	// Commits counts modeled commits (state and dedupe entry written
	// together, or the state alone when the commit is not atomic).
	Commits int
	// FirstCommit is the first of them.
	FirstCommit Commit
}

// Stats returns the counts for key (zero counts if it was never delivered).
func (r *Result) Stats(key string) KeyStats {
	for _, k := range r.Keys {
		if k.Key == key {
			return k
		}
	}
	return KeyStats{Key: key}
}

// Commit is one modeled commit: the state after it and the entry it stored.
type Commit struct {
	StateAfter string
	Entry      *StoredEntry
	Atomic     bool // false when the state was written but the entry was lost
}

// DeliverySequences is the logical sequence of each message the service
// processed, in the order it processed them (the harness's
// delivery_sequences): read from the trace's deliveries, not kept beside
// it (a million-message run's 8 MB).
func (r *Result) DeliverySequences() []int64 {
	var seqs []int64
	for i := range r.Trace {
		if e := &r.Trace[i]; e.Kind == EntryDeliver && e.Effect != 0 {
			seqs = append(seqs, e.LogicalSequence)
		}
	}
	return seqs
}

// EndTick is the last tick anything happens in the run.
func (r *Result) EndTick() int64 {
	var end int64
	for i := range r.Trace {
		end = max(end, r.Trace[i].Tick)
	}
	return end
}

// Outcome is the recovery outcome code.
func (r *Result) Outcome() string { return r.Recovery.Outcome }

// Entry returns the stored entry for key, if the store holds it at the end.
func (r *Result) Entry(key string) (StoredEntry, bool) {
	for _, e := range r.Store {
		if e.Key == key {
			return *e, true
		}
	}
	return StoredEntry{}, false
}

// Holds reports whether every invariant held.
func (r *Result) Holds() bool { return len(r.Broken()) == 0 }

// Broken lists the names of the invariants that broke, in report order.
func (r *Result) Broken() []string { return BrokenNames(r.Invariants) }

// BrokenNames lists the names of the verdicts that did not hold.
func BrokenNames(verdicts []Verdict) []string {
	var names []string
	for _, v := range verdicts {
		if !v.Holds {
			names = append(names, v.Name)
		}
	}
	return names
}
