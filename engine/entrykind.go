package engine

// A trace entry's kind, delivery mode and effect each take one of a few
// fixed values: small typed codes rather than strings keep an entry small
// (a million-event trace holds two million) and cheap to write. Each
// String is the name the harness prints.

// EntryKind is what a trace entry records: a fixture event's kind, or an
// entry only a run makes.
type EntryKind uint8

// Trace entry kinds. The first four are the event kinds (Kind).
const (
	EntryDeliver EntryKind = iota + 1
	EntryDuplicate
	EntryPartitionStart
	EntryPartitionEnd
	EntryRecovery
	EntryExpired
	EntryCrash
	// Entries of generated scenarios.
	EntryRequest
	EntryResponse
	EntryRestart
	EntryTimeout
	EntryGiveUp
	// EntryComplete: a command's processing, claimed earlier, commits.
	EntryComplete
)

var entryKindNames = [...]string{"", string(KindDeliver), string(KindDuplicate), string(KindPartitionStart), string(KindPartitionEnd),
	"recovery", "dedupe_expired", "crash", "request", "response", "restart", "timeout", "give_up", "complete"}

// String is the kind's name in the trace ("" for none).
func (k EntryKind) String() string { return codeName(entryKindNames[:], k) }

// entryKind is the trace entry kind of an event of kind k.
func (k Kind) entryKind() EntryKind {
	switch k {
	case KindDeliver:
		return EntryDeliver
	case KindDuplicate:
		return EntryDuplicate
	case KindPartitionStart:
		return EntryPartitionStart
	case KindPartitionEnd:
		return EntryPartitionEnd
	}
	return 0
}

// DeliveryMode is how a message entry's message travelled.
type DeliveryMode uint8

// Delivery modes of a message.
const (
	DeliveryReceived DeliveryMode = iota + 1
	DeliveryImmediate
	DeliveryBuffered
	DeliveryReleased
	// Generated scenarios' messages.
	DeliverySent
	DeliveryDuplicated
	DeliveryDropped
	DeliveryIgnored
)

var deliveryNames = [...]string{"", "received", "immediate", "buffered-by-partition", "released-after-partition",
	"sent", "duplicated", "dropped", "ignored"}

// String is the mode's name in the trace ("" on entries about no message).
func (d DeliveryMode) String() string { return codeName(deliveryNames[:], d) }

// Effect is what processing a delivered message did.
type Effect uint8

// Effects of processing one delivered message.
const (
	EffectApplied Effect = iota + 1
	EffectRead
	EffectReused
	EffectConflict
	EffectStale
	EffectCrashedCommit
	// EffectCommittedThenCrashed: an atomic commit landed, then the process
	// crashed before answering.
	EffectCommittedThenCrashed
	// EffectClaimed: the record was claimed (in progress, with a lease);
	// the processing commits later (EntryComplete).
	EffectClaimed
	// EffectInProgress: the record is claimed by another attempt: "in
	// progress, retry later" (409), nothing done.
	EffectInProgress
	// EffectLeaseLost: a processing whose claim another attempt took over
	// after the lease ran out; its result is discarded.
	EffectLeaseLost
)

var effectNames = [...]string{"", "state-transition-applied", "read-only", "reused-persistent-result",
	"idempotency-conflict-rejected", "stale-transition-rejected", "state-written-then-crashed", "committed-then-crashed", "claimed", "in-progress", "lease-lost"}

// String is the effect's name in the trace ("" on entries that processed
// nothing).
func (e Effect) String() string { return codeName(effectNames[:], e) }

func codeName[C ~uint8](names []string, c C) string {
	if int(c) < len(names) {
		return names[c]
	}
	return ""
}
