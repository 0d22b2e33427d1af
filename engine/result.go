package engine

import (
	"crypto/sha256"
	"encoding/hex"

	"coordsim/engine/canon"
)

// Outcome codes of recovery.
const (
	RecoveredBeforeDeadline  = "recovered-before-deadline"
	RecoveryDeadlineExceeded = "recovery-deadline-exceeded"
)

// Effects of processing one delivered message.
const (
	EffectApplied       = "state-transition-applied"
	EffectRead          = "read-only"
	EffectReused        = "reused-persistent-result"
	EffectConflict      = "idempotency-conflict-rejected"
	EffectStale         = "stale-transition-rejected"
	EffectCrashedCommit = "state-written-then-crashed"
	// EffectCommittedThenCrashed: an atomic commit landed, then the process
	// crashed before answering.
	EffectCommittedThenCrashed = "committed-then-crashed"
)

// Delivery modes of a message.
const (
	DeliveryReceived  = "received"
	DeliveryImmediate = "immediate"
	DeliveryBuffered  = "buffered-by-partition"
	DeliveryReleased  = "released-after-partition"
)

// Trace entry kinds beyond the event kinds.
const (
	EntryRecovery = "recovery"
	EntryExpired  = "dedupe_expired"
	EntryCrash    = "crash"
	// Entries of generated scenarios.
	EntryRequest  = "request"
	EntryResponse = "response"
	EntryRestart  = "restart"
	EntryTimeout  = "timeout"
	EntryGiveUp   = "give_up"
)

// Delivery modes of generated scenarios' messages.
const (
	DeliverySent       = "sent"
	DeliveryDuplicated = "duplicated"
	DeliveryDropped    = "dropped"
	DeliveryIgnored    = "ignored"
)

// Rejection codes.
const (
	CodeConflict = "same-key-different-input"
	CodeStale    = "stale-transition"
)

// OrderResult is what the order service answers for a command.
type OrderResult struct {
	OrderID      string
	State        string
	Confirmation string // set when the command changed state
	Observation  string // set when the command was a read: the event id
}

// JSONValue is the harness's shape of a result.
func (r OrderResult) JSONValue() any {
	o := canon.Object{"order_id": r.OrderID, "state": r.State}
	if r.Confirmation != "" {
		o["confirmation"] = r.Confirmation
	}
	if r.Observation != "" {
		o["observation"] = r.Observation
	}
	return o
}

// Rejection is a typed refusal: an idempotency conflict (same key, other
// input) or a stale transition (precondition does not hold).
type Rejection struct {
	ErrorType               string // IdempotencyConflict or StaleTransition
	Code                    string
	Key                     string
	AttemptedFingerprint    Fingerprint
	StoredFingerprint       Fingerprint // conflicts only
	ExpectedState           string      // stale transitions only
	ActualState             string      // stale transitions only
	AppliedStateTransitions int
	StoredEntryUnchanged    bool
}

// JSONValue is the harness's shape of a conflict, extended for stale
// transitions.
func (r Rejection) JSONValue() any {
	o := canon.Object{
		"error_type":                  r.ErrorType,
		"code":                        r.Code,
		"rejected":                    true,
		"key":                         r.Key,
		"attempted_input_fingerprint": r.AttemptedFingerprint,
		"applied_state_transitions":   r.AppliedStateTransitions,
		"stored_entry_unchanged":      r.StoredEntryUnchanged,
	}
	if r.Code == CodeConflict {
		o["stored_input_fingerprint"] = r.StoredFingerprint
	} else {
		o["expected_state"] = r.ExpectedState
		o["actual_state"] = r.ActualState
	}
	return o
}

// TraceEntry is one line of the trace. Which fields are set depends on the
// entry: control events carry only Tick, Kind and EventID.
type TraceEntry struct {
	Tick     int64
	Kind     string
	EventID  string
	Delivery string // message entries
	// LogicalSequence is set on message entries (Delivery != "").
	LogicalSequence  int64
	Effect           string // processed messages
	InputFingerprint Fingerprint
	Result           *OrderResult
	Error            *Rejection
	// Recovery and crash entries.
	VolatileGeneration      int
	PersistentDedupeEntries int
	Key                     string // expiry entries
	// Note explains entries of generated scenarios (why a message was
	// dropped, what a client concluded).
	Note string
}

// IsProcessing reports whether the entry records the service processing a
// message (as opposed to it arriving, waiting, or a control event).
func (e *TraceEntry) IsProcessing() bool { return e.Effect != "" }

// JSONValue is the harness's shape of a trace entry.
func (e TraceEntry) JSONValue() any {
	o := canon.Object{"tick": e.Tick, "kind": e.Kind, "event_id": e.EventID}
	switch e.Kind {
	case EntryRecovery:
		o["volatile_generation"] = e.VolatileGeneration
		o["persistent_dedupe_entries"] = e.PersistentDedupeEntries
		return o
	case EntryCrash, EntryRestart:
		o["volatile_generation"] = e.VolatileGeneration
		return o
	case EntryExpired:
		o["key"] = e.Key
		return o
	}
	if e.Note != "" {
		o["note"] = e.Note
	}
	if e.Delivery == "" {
		return o
	}
	o["delivery"] = e.Delivery
	o["logical_sequence"] = e.LogicalSequence
	if e.Effect == "" {
		// A response reaching its client carries the answer.
		if e.Result != nil {
			o["result"] = *e.Result
		}
		if e.Error != nil {
			o["error"] = *e.Error
		}
		return o
	}
	o["effect"] = e.Effect
	if e.Error != nil {
		o["error"] = *e.Error
		if e.Code() == CodeConflict {
			return o // the harness records a conflict by its error alone
		}
	}
	if !e.InputFingerprint.IsZero() {
		o["input_fingerprint"] = e.InputFingerprint
	}
	if e.Result != nil {
		o["result"] = *e.Result
	}
	return o
}

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
	InputFingerprint Fingerprint
	Result           OrderResult
	StoredTick       int64
	ReuseCount       int
}

// JSONValue is the harness's shape of a stored entry.
func (s StoredEntry) JSONValue() any {
	return canon.Object{"input_fingerprint": s.InputFingerprint, "result": s.Result}
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

// JSONValue is the harness's shape of the recovery block.
func (r Recovery) JSONValue() any {
	var tick any
	if r.HasTick {
		tick = r.Tick
	}
	return canon.Object{
		"tick":                   tick,
		"deadline_tick":          r.DeadlineTick,
		"outcome":                r.Outcome,
		"released_message_count": r.Released,
		"residual_message_count": r.Residual,
		"buffer_drained":         r.BufferDrained(),
	}
}

// User-facing status of a command at the deadline.
const (
	Definite   = "definite"
	Indefinite = "indefinite"
	// UncertainMessage is what a user is told when the answer is not known.
	UncertainMessage = "uncertain: reconciliation required"
)

// UserResult is what the user who sent one message is shown at the deadline.
type UserResult struct {
	EventID string
	Key     string
	Status  string       // Definite or Indefinite
	Result  *OrderResult // definite and accepted
	Error   *Rejection   // definite and rejected
	// Message is UncertainMessage for indefinite results, else "".
	Message string
	// Reconcile is set when the user must be told the outcome later.
	Reconcile bool

	decidedBy int   // trace index that decided the result
	tick      int64 // tick of that entry
	sent      int64 // tick the command was first sent
}

// Invariant names, in the order they are reported.
const (
	InvAtMostOnceEffect  = "at-most-one-effect-per-key"
	InvDuplicateFirst    = "duplicate-gets-first-result"
	InvConflictUnchanged = "conflict-changes-nothing"
	InvNoMessageVanishes = "no-message-vanishes"
	InvDefiniteOrFlagged = "definite-or-flagged-by-deadline"
)

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

	PartitionStarted  bool
	BufferedCount     int
	DeliverySequences []int64
	ReorderObserved   bool
	FinalState        string
	Store             []StoredEntry // sorted by key
	Conflicts         []Rejection
	Rejections        []Rejection // every rejection, conflicts and stale, in order
	Keys              []KeyStats  // in order of first delivery
	Recovery          Recovery
	Generation        int
	Users             []UserResult
	Flights           []Flight // generated scenarios: every message on the network
	Invariants        []Verdict
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

// TraceJSON is the trace as compact, key-sorted JSON.
func (r *Result) TraceJSON() []byte {
	items := make([]any, len(r.Trace))
	for i := range r.Trace {
		items[i] = r.Trace[i]
	}
	b, err := canon.Marshal(items)
	if err != nil {
		panic(err) // trace values are all encodable; an error is a bug here
	}
	return b
}

// TraceSHA256 is the hex SHA-256 of TraceJSON: two runs agree iff their
// traces are byte-identical.
func (r *Result) TraceSHA256() string {
	sum := sha256.Sum256(r.TraceJSON())
	return hex.EncodeToString(sum[:])
}

// Outcome is the recovery outcome code.
func (r *Result) Outcome() string { return r.Recovery.Outcome }

// Entry returns the stored entry for key, if the store holds it at the end.
func (r *Result) Entry(key string) (StoredEntry, bool) {
	for _, e := range r.Store {
		if e.Key == key {
			return e, true
		}
	}
	return StoredEntry{}, false
}

// Holds reports whether every invariant held.
func (r *Result) Holds() bool { return len(r.Broken()) == 0 }

// Broken lists the names of the invariants that broke, in report order.
func (r *Result) Broken() []string {
	var names []string
	for _, v := range r.Invariants {
		if !v.Holds {
			names = append(names, v.Name)
		}
	}
	return names
}
