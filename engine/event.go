// Package engine is the deterministic core of the coordination simulator: a
// pure function from a scenario and parameters to a recorded result (trace,
// dedupe store, recovery outcome, user-visible results, invariant verdicts).
//
// It does no I/O, reads no clock, keeps no global random state and never lets
// map iteration order reach its output, so the same inputs give the same
// bytes on every platform, natively and in WebAssembly alike. Everything the
// page and the CLI show is a view over a Result.
//
// The order service reads as the protocol the lesson teaches (deliver.go:
// lookup, decide, commit, observe); the invariants watch it from beside it
// (oracle.go, truth.go). Reading a fixture's text is engine/fixture, writing
// a result (JSON, trace hash, the harness's report) engine/encode, and the
// analyses over results engine/compare and engine/boundary.
package engine

// Kind is what an event in a scenario does.
type Kind string

// Event kinds of the lesson's fixture schema.
const (
	KindDeliver        Kind = "deliver"
	KindDuplicate      Kind = "duplicate"
	KindPartitionStart Kind = "partition_start"
	KindPartitionEnd   Kind = "partition_end"
)

// IsMessage reports whether events of this kind carry a command to the order
// service (as opposed to controlling the network).
func (k Kind) IsMessage() bool { return k == KindDeliver || k == KindDuplicate }

// Transition is a requested state change of the order, From -> To.
type Transition struct {
	From, To string
}

// Event is one entry of a scenario's schedule, in the harness's EVENTS schema.
// Message fields are meaningful only when Kind.IsMessage().
type Event struct {
	ID               string
	Tick             int64
	Kind             Kind
	LogicalSequence  int64
	DeliveryPriority int64
	DedupeKey        string
	Transition       *Transition // nil: a read that changes nothing
	// Order names the order the command is about; "" is the scenario's
	// OrderID (fixtures have one order).
	Order string
	// ByYou: the learner made or changed this event (not part of the
	// fixture's schema; share sets it against the story's own events), so
	// every entry about it is marked ByYou.
	ByYou bool
}

// Scenario is a fixed story: the order, the deadline and the schedule.
type Scenario struct {
	Name         string
	DefaultSeed  uint64
	OrderID      string
	InitialState string
	DeadlineTick int64
	// TrackedKey is the dedupe key the report follows (the lesson's confirm
	// command).
	TrackedKey string
	Events     []Event
}

// The lesson's constants.
const (
	ReferenceSeed     uint64 = 20260731
	ReferenceDeadline int64  = 8
	ReferenceKey             = "tenant-7:order-42:confirm:v1"
	ReferenceOrder           = "order-42"
	// ConflictingRetryEventID is the retry the harness's conflicting-retry
	// mutation rewrites.
	ConflictingRetryEventID = "e4-confirm-retry"
)

// Reference returns the lesson's six-event fixture. Each call returns a fresh
// copy, so callers may modify it.
func Reference() Scenario {
	return Scenario{
		Name:         "reference",
		DefaultSeed:  ReferenceSeed,
		OrderID:      ReferenceOrder,
		InitialState: "pending",
		DeadlineTick: ReferenceDeadline,
		TrackedKey:   ReferenceKey,
		Events:       ReferenceEvents(),
	}
}

// ReferenceEvents is the harness's EVENTS list.
func ReferenceEvents() []Event {
	confirm := &Transition{"pending", "confirmed"}
	return []Event{
		{ID: "e1-confirm", Tick: 1, Kind: KindDeliver, LogicalSequence: 2, DeliveryPriority: 0, DedupeKey: ReferenceKey, Transition: confirm},
		{ID: "e2-partition-start", Tick: 2, Kind: KindPartitionStart},
		{ID: "e3-status-read", Tick: 3, Kind: KindDeliver, LogicalSequence: 4, DeliveryPriority: 1, DedupeKey: "read:order-42:status:1"},
		{ID: "e4-confirm-retry", Tick: 4, Kind: KindDuplicate, LogicalSequence: 2, DeliveryPriority: 2, DedupeKey: ReferenceKey, Transition: &Transition{"pending", "confirmed"}},
		{ID: "e5-reconcile-read", Tick: 5, Kind: KindDeliver, LogicalSequence: 3, DeliveryPriority: 0, DedupeKey: "read:order-42:reconcile:1"},
		{ID: "e6-partition-end", Tick: 6, Kind: KindPartitionEnd},
	}
}

// FromEvents wraps a fixture's events in the lesson's order, deadline and
// tracked key, as the harness does for whatever EVENTS it is given.
func FromEvents(name string, events []Event) Scenario {
	sc := Reference()
	sc.Name = name
	sc.Events = events
	return sc
}
