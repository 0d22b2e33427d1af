package engine

import (
	"slices"
	"strings"
)

// The facts a view needs about each trace entry, stated by the engine so
// that nothing downstream parses an id or a key, or restates a rule.

// Direction says which way a message travels.
type Direction uint8

// Directions of a message.
const (
	NotAMessage Direction = iota
	Request               // client to service
	Response              // service to client
)

func (d Direction) String() string {
	switch d {
	case Request:
		return "request"
	case Response:
		return "response"
	}
	return ""
}

// Loss says why a message never arrived.
type Loss uint8

// Reasons a message is lost.
const (
	NotLost         Loss = iota
	LostNetwork          // the network dropped it
	LostServiceDown      // it reached a service that was down after a crash
)

func (l Loss) String() string {
	switch l {
	case LostNetwork:
		return "network"
	case LostServiceDown:
		return "service-down"
	}
	return ""
}

// StoreAction is what the dedupe store did at a trace entry.
type StoreAction uint8

// What the dedupe store does.
const (
	StoreNothing    StoreAction = iota // no lookup hit, nothing written (or the store is off)
	StoreAdded                         // a new entry, written in the same commit as the state
	StoreReused                        // the stored first result answered a duplicate
	StoreConflict                      // same key, other input: rejected, entry unchanged
	StoreExpired                       // the entry's retention ran out
	StoreNotWritten                    // the state was written, the crash came before the entry
	StoreClaimed                       // the record claimed, in progress, with a lease
	StoreReclaimed                     // claimed again: the last claim's lease had run out
	StoreInProgress                    // the record is claimed by another attempt: 409
	StoreLeaseLost                     // the claim was taken over: the result is discarded
)

func (a StoreAction) String() string {
	return [...]string{"nothing", "added", "reused", "conflict", "expired", "not-written", "claimed", "reclaimed", "in-progress", "lease-lost"}[a]
}

// Command is one thing a user asked for: one dedupe key's command, sent
// once and retried with the same key.
type Command struct {
	Client     int    // 0-based; a fixture has one client
	Order      string // the order it is about
	Op         string // the operation: confirm, ship, close, or a fixture's read
	Key        string // its dedupe key
	Transition *Transition

	order int32 // index of Order among the run's orders
}

// Label names the command for people, the same in every run of a story:
// "order-42 confirm".
func (c *Command) Label() string { return c.Order + " " + c.Op }

// IsRead reports whether the command only reads.
func (c *Command) IsRead() bool { return c.Transition == nil }

// opOfKey is the operation a fixture's dedupe key names: keys have the
// shape tenant:resource:operation:version ("tenant-7:order-42:confirm:v1",
// "read:order-42:status:1"). A key of another shape is its own operation.
func opOfKey(key string) string {
	parts := strings.Split(key, ":")
	if len(parts) >= 3 {
		return parts[len(parts)-2]
	}
	return key
}

// Counts are a run's totals, the numbers the page's counts line shows.
type Counts struct {
	Messages     int // messages sent (fixture events, or network copies included)
	Applied      int // state transitions applied, every key
	Buffered     int // messages the partition held
	Released     int
	Replayed     int // duplicates answered from the store
	Rejected     int // typed rejections, conflicts and stale
	Conflicts    int
	Stale        int
	StoreEntries int // entries in the store at the end
	Expired      int
	Dropped      int // messages dropped (by the network or a down service)
	Copies       int // second copies made by the network
	Crashes      int
	Timeouts     int // a client's timer fired
	GaveUp       int // a client gave up and told its user "uncertain"
	// Uncertain counts the users told "uncertain" (Indefinite) when their
	// command is judged, and Unflagged those of them not flagged for
	// reconciliation; Definite the users told an outcome.
	Definite, Uncertain, Unflagged int
	Broken                         int // invariants broken
}

// CommandOf is the command entry e is about, or nil.
func (r *Result) CommandOf(e *TraceEntry) *Command {
	if e.Command <= 0 || int(e.Command) > len(r.Commands) {
		return nil
	}
	return &r.Commands[e.Command-1]
}

// UserCommand is the command whose user u describes.
func (r *Result) UserCommand(u *UserResult) *Command {
	if u.Command <= 0 || u.Command > len(r.Commands) {
		return nil
	}
	return &r.Commands[u.Command-1]
}

// Answered reports whether a processing entry's response reached its
// user: not when the process crashed in the commit.
func (e *TraceEntry) Answered() bool {
	return e.Effect != EffectCrashedCommit && e.Effect != EffectCommittedThenCrashed
}

// Processed is the trace's entries (their indexes, in order) where the
// service processed a message of command c (numbered from 1, as
// TraceEntry.Command): each delivery of it, whatever it did.
func (r *Result) Processed(c int) []int {
	var out []int
	for i := range r.Trace {
		if e := &r.Trace[i]; int(e.Command) == c && e.IsProcessing() {
			out = append(out, i)
		}
	}
	return out
}

// Generated reports whether the run is a generated model's (its messages
// travel a modelled network: Flights), not a fixture's schedule.
func (r *Result) Generated() bool { return len(r.Flights) > 0 }

// ChangesState reports whether the entry applied its transition (the
// business effect), whether or not the commit around it was whole.
func (e *TraceEntry) ChangesState() bool {
	switch e.Effect {
	case EffectApplied, EffectCrashedCommit, EffectCommittedThenCrashed:
		return true
	}
	return false
}

// count fills r.Counts and r.TimelineEnd from the finished run: its trace,
// users and verdicts.
func (r *Result) count() {
	c := Counts{
		Buffered: r.Counts.Buffered, Released: r.Recovery.Released, // Buffered: the run's own count (summarize)
		Rejected: len(r.Rejections), Conflicts: len(r.Conflicts), StoreEntries: len(r.Store),
		Messages: len(r.Flights),
	}
	c.Stale = c.Rejected - c.Conflicts
	end := r.Recovery.DeadlineTick
	for i := range r.Trace {
		e := &r.Trace[i]
		end = max(end, e.Tick)
		switch {
		case e.ChangesState():
			c.Applied++
		case e.Store == StoreReused:
			c.Replayed++
		}
		switch {
		case e.Loss != NotLost:
			c.Dropped++
		case e.Delivery == DeliveryDuplicated:
			c.Copies++
		case e.Kind == EntryCrash:
			c.Crashes++
		case e.Kind == EntryTimeout:
			c.Timeouts++
		case e.Kind == EntryGiveUp:
			c.GaveUp++
		case e.Kind == EntryExpired:
			c.Expired++
		case len(r.Flights) == 0 && (e.Delivery == DeliveryReceived || e.Delivery == DeliveryBuffered):
			c.Messages++ // a fixture's message arriving
		}
	}
	r.Counts = c
	r.TimelineEnd = end + 1
	r.countUsersAndVerdicts()
}

// countUsersAndVerdicts counts what the users are told and the invariants
// broken, into r.Counts.
func (r *Result) countUsersAndVerdicts() {
	r.countUsers()
	r.Counts.Broken = 0
	for i := range r.Invariants {
		if !r.Invariants[i].Holds {
			r.Counts.Broken++
		}
	}
}

// countUsers counts what the users are told, into r.Counts.
func (r *Result) countUsers() {
	c := &r.Counts
	c.Definite, c.Uncertain, c.Unflagged = 0, 0, 0
	for i := range r.Users {
		switch u := &r.Users[i]; {
		case u.Status == Definite:
			c.Definite++
		case !u.Reconcile:
			c.Uncertain++
			c.Unflagged++
		default:
			c.Uncertain++
		}
	}
}

// CanonicalMutations orders ms as AllMutations does, so the order a caller
// gives them in changes nothing (URLs, flags and share links agree).
func CanonicalMutations(ms []Mutation) []Mutation {
	out := slices.Clone(ms)
	slices.SortStableFunc(out, func(a, b Mutation) int {
		return slices.Index(AllMutations, a) - slices.Index(AllMutations, b)
	})
	return out
}
