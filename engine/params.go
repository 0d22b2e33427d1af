package engine

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Mutation switches one defense off (or rewrites one input) so a learner can
// watch what that defense protects break.
type Mutation string

// The mutations the engine knows.
const (
	// ConflictingRetry rewrites the confirm retry to ask for
	// confirmed -> cancelled under the same dedupe key (the harness's mutation).
	ConflictingRetry Mutation = "conflicting-retry"
	// DedupeOff ignores the dedupe store: every delivery is a new command.
	DedupeOff Mutation = "dedupe-off"
	// ShortRetention keeps dedupe entries only ShortRetentionTicks ticks
	// unless Params.Retention says otherwise.
	ShortRetention Mutation = "short-retention"
	// NonAtomicCommit writes the order state, then the process crashes before
	// the dedupe entry is written (first state change only).
	NonAtomicCommit Mutation = "non-atomic-commit"
	// UnguardedTransition applies a transition without checking its
	// precondition (the from-state).
	UnguardedTransition Mutation = "unguarded-transition"
	// KeyTooWide drops the operation from the dedupe key, so different
	// commands about one order share a key.
	KeyTooWide Mutation = "key-too-wide"
	// KeyTooNarrow puts the attempt into the dedupe key, so a retry never
	// finds the first attempt's result.
	KeyTooNarrow Mutation = "key-too-narrow"
	// NoLeaseExpiry keeps a claimed record in progress forever: after a
	// crash in progress every retry is refused (with processing > 0).
	NoLeaseExpiry Mutation = "no-lease-expiry"
	// ClaimNotAtomic checks for the record, then inserts it only with the
	// result: two attempts that overlap both run (with processing > 0).
	ClaimNotAtomic Mutation = "claim-not-atomic"
)

// conflictingInput is what a retry asks for under the conflicting-retry
// mutation, fixture and generated alike: other input under the same key.
var conflictingInput = Transition{From: "confirmed", To: "cancelled"}

// ShortRetentionTicks is the retention the short-retention mutation applies.
const ShortRetentionTicks = 2

// AllMutations lists every mutation in a stable order (for help text, the
// page's toggles and sweeps).
var AllMutations = []Mutation{ConflictingRetry, DedupeOff, ShortRetention, NonAtomicCommit, UnguardedTransition, KeyTooWide, KeyTooNarrow, NoLeaseExpiry, ClaimNotAtomic}

// Limits on inputs. Ticks are logical; a billion is far past any lesson.
// A fixture holds at most MaxEvents events, each at most MaxEventBytes of
// JSON text, whose strings (ids, dedupe keys, state names) are at most
// MaxStringBytes bytes of printable UTF-8.
const (
	MaxTick        int64 = 1_000_000_000
	MaxEvents            = 1_000_000
	MaxEventBytes        = 4096
	MaxStringBytes       = 256
	MaxPartition         = MaxTick // a span of ticks, as the events themselves can hold
	MaxDeadline          = MaxTick
	MaxRetention         = MaxTick
	MaxProcessing  int64 = 1000
	MaxLease             = MaxTick
)

// Params are the knobs of one run. Zero values keep the scenario's own
// settings.
type Params struct {
	Seed uint64
	// Partition is the partition's length in ticks, start to end; 0 keeps the
	// scenario's. Setting it reschedules the partition end among the events by
	// tick.
	Partition int64
	// EndDelay shifts the partition end later without rescheduling: the
	// harness's partition_end_delay.
	EndDelay int64
	// Deadline is the recovery deadline tick; 0 keeps the scenario's.
	Deadline int64
	// Retention is how many ticks a dedupe entry lives; 0 keeps it forever.
	Retention int64
	// Processing is how many ticks a command's processing takes from the
	// claim of its record to the commit (generated scenarios only); 0
	// commits as the request arrives, the harness's semantics.
	Processing int64
	// Lease is how many ticks a claim holds the record before another
	// attempt may claim it; 0 is twice the processing.
	Lease     int64
	Mutations []Mutation
	// Faults are the learner's interventions on a generated scenario's
	// attempts: each forces its attempt's fate, in place of the story's own
	// fault on that attempt, and every other message keeps its luck.
	Faults []Fault
}

// Has reports whether mutation m is switched on.
func (p Params) Has(m Mutation) bool { return hasMutation(p.Mutations, m) }

// hasMutation is Params.Has for callers that hold Params by pointer: the
// method's value receiver copies all of Params, even inlined. (A plain
// loop, not slices.Contains, so that it inlines: most runs have no
// mutation at all.)
func hasMutation(ms []Mutation, m Mutation) bool {
	for _, x := range ms {
		if x == m {
			return true
		}
	}
	return false
}

// ParamError is a rejected input: which field, what value, and why.
type ParamError struct {
	Field  string
	Value  string
	Reason string
}

func (e *ParamError) Error() string {
	return fmt.Sprintf("%s: %s %s", e.Field, e.Value, e.Reason)
}

// Knob is a run parameter's name and the values it takes: the one place
// each range is stated, for Resolve, a Params checked on its own, the
// boundary grid and the CLI's words.
type Knob struct {
	Name   string
	Lo, Hi int64
}

// The knobs a caller states. A Params holds 0 for a partition or a deadline
// left to the scenario; a stated one is at least 1.
var (
	PartitionKnob = Knob{"partition", 1, MaxPartition}
	DeadlineKnob  = Knob{"deadline", 1, MaxDeadline}
	RetentionKnob = Knob{"retention", 0, MaxRetention}
	// ProcessingKnob and LeaseKnob: the record's in-progress life.
	ProcessingKnob = Knob{"processing", 0, MaxProcessing}
	LeaseKnob      = Knob{"lease", 0, MaxLease}
)

// Check refuses v outside the knob's range, naming the knob.
func (k Knob) Check(v int64) error {
	if v < k.Lo || v > k.Hi {
		return rangeError(k.Name, v, k.Lo, k.Hi)
	}
	return nil
}

func rangeError(field string, v, lo, hi int64) error {
	return &ParamError{field, strconv.FormatInt(v, 10), fmt.Sprintf("is out of range %d..%d", lo, hi)}
}

func errNoPartition(length int64) error {
	return &ParamError{"partition", strconv.FormatInt(length, 10), "cannot apply: the scenario has no partition"}
}

// ValidateKnobs checks p against its limits alone, without a scenario: what
// a front end can check before it reads a fixture.
func (p Params) ValidateKnobs() error { return p.validateKnobs() }

// validateKnobs checks p against its limits alone. (By pointer: every run
// calls it, and Params is large to copy. Small, so that it inlines: knobs
// left at their defaults, as most runs leave them, need no call.)
func (p *Params) validateKnobs() error {
	if p.Partition|p.EndDelay|p.Deadline|p.Retention|p.Processing|p.Lease|int64(len(p.Mutations)) == 0 {
		return nil
	}
	return p.checkKnobs()
}

// checkKnobs is validateKnobs in full, naming what is wrong.
func (p *Params) checkKnobs() error {
	for _, k := range [...]struct {
		knob Knob
		v    int64
	}{{PartitionKnob, p.Partition}, {DeadlineKnob, p.Deadline}} {
		if k.v != 0 { // 0: the scenario's own
			if err := k.knob.Check(k.v); err != nil {
				return err
			}
		}
	}
	for _, k := range [...]struct {
		knob Knob
		v    int64
	}{{RetentionKnob, p.Retention}, {ProcessingKnob, p.Processing}, {LeaseKnob, p.Lease}} {
		if err := k.knob.Check(k.v); err != nil {
			return err
		}
	}
	if p.EndDelay < 0 || p.EndDelay > MaxTick {
		return rangeError("end-delay", p.EndDelay, 0, MaxTick)
	}
	for i, m := range p.Mutations {
		if !slices.Contains(AllMutations, m) {
			return &ParamError{"mutation", strconv.Quote(string(m)), "is unknown (known: " + MutationNames() + ")"}
		}
		if slices.Contains(p.Mutations[:i], m) {
			return &ParamError{"mutation", strconv.Quote(string(m)), "is given twice"}
		}
	}
	return nil
}

// MutationNames is the known mutations, comma-separated.
func MutationNames() string { return strings.Join(MutationStrings(AllMutations), ", ") }

// MutationStrings is ms as their names.
func MutationStrings(ms []Mutation) []string {
	names := make([]string, len(ms))
	for i, m := range ms {
		names[i] = string(m)
	}
	return names
}

// ParseMutations reads a comma-separated list ("" is none), validating names.
func ParseMutations(s string) ([]Mutation, error) {
	if strings.TrimSpace(s) == "" {
		return nil, nil
	}
	var out []Mutation
	for _, part := range strings.Split(s, ",") {
		out = append(out, Mutation(strings.TrimSpace(part)))
	}
	if err := (&Params{Mutations: out}).validateKnobs(); err != nil {
		return nil, err
	}
	return out, nil
}

// ParseSeed reads a seed: a decimal integer in 0..2^64-1.
// Only digits: no sign, no white space (which no other integer is allowed
// either). A long value is echoed shortened, with its length.
func ParseSeed(s string) (uint64, error) {
	digits := s != ""
	for i := 0; i < len(s); i++ {
		digits = digits && s[i] >= '0' && s[i] <= '9'
	}
	v, err := strconv.ParseUint(s, 10, 64)
	if !digits || err != nil {
		return 0, &ParamError{"seed", QuoteShort(s), "is not a decimal integer in 0..18446744073709551615"}
	}
	return v, nil
}

// QuoteShort is s quoted for an error message (every control, format and
// non-ASCII character escaped), cut after 40 bytes with how long it was,
// so a 100,000-digit value is not echoed whole.
func QuoteShort(s string) string {
	const keep = 40
	if len(s) <= keep {
		return strconv.QuoteToASCII(s)
	}
	cut := keep
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return strconv.QuoteToASCII(s[:cut]) + fmt.Sprintf("... (%d bytes)", len(s))
}

// EffectiveRetention is the retention in force, with short-retention
// applied; 0 keeps entries forever.
func (p Params) EffectiveRetention() int64 { return p.effectiveRetention() }

// effectiveRetention is EffectiveRetention without copying p.
func (p *Params) effectiveRetention() int64 {
	if p.Retention == 0 && hasMutation(p.Mutations, ShortRetention) {
		return ShortRetentionTicks
	}
	return p.Retention
}

// EffectiveLease is the lease in force: Lease, or twice the processing.
func (p Params) EffectiveLease() int64 {
	if p.Lease == 0 {
		return 2 * p.Processing
	}
	return p.Lease
}

func errFaultsFixture(f Fault) error {
	return &ParamError{"fault", f.String(), "cannot apply: a fixture's events are edited, not forced (faults are for generated scenarios)"}
}

func errProcessingFixture(ticks int64) error {
	return &ParamError{"processing", strconv.FormatInt(ticks, 10), "cannot apply: a fixture's service commits each event as it arrives (processing time is for generated scenarios)"}
}

func partitionStartIndex(events []Event) int {
	return slices.IndexFunc(events, func(e Event) bool { return e.Kind == KindPartitionStart })
}
