package engine

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"coordsim/engine/canon"
)

// Fingerprint is the SHA-256 of a command's canonical business input.
type Fingerprint [32]byte

// String is the fingerprint in lowercase hex, as the harness prints it.
func (f Fingerprint) String() string { return hex.EncodeToString(f[:]) }

// Short is the first 8 hex digits, for labels.
func (f Fingerprint) Short() string { return hex.EncodeToString(f[:4]) }

// IsZero reports whether f is unset.
func (f Fingerprint) IsZero() bool { return f == Fingerprint{} }

// JSONValue is the hex string.
func (f Fingerprint) JSONValue() any { return f.String() }

// InputFingerprint hashes the command's business input only,
// {"transition": [from, to]} (or null) as compact key-sorted JSON, so delivery
// metadata never changes it.
func InputFingerprint(t *Transition) Fingerprint {
	var buf [96]byte
	b := append(buf[:0], `{"transition":`...)
	if t == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, '[')
		b = canon.AppendString(b, t.From)
		b = append(b, ',')
		b = canon.AppendString(b, t.To)
		b = append(b, ']')
	}
	b = append(b, '}')
	return sha256.Sum256(b)
}

// Compiled is a scenario checked and prepared once (events validated, dedupe
// keys interned, input fingerprints computed) so it can be run many times,
// as a sweep runs every cell.
// A Compiled is read-only and safe to share between goroutines.
type Compiled struct {
	sc    Scenario
	steps []step
	// lastTick is the latest tick of steps' events (scheduleFor).
	lastTick int64
	// partitionAt is the index in steps of the fixture's first partition
	// start, or -1: found once, so every run knows whether a partition
	// length applies and where the partition begins.
	partitionAt int
	orders      []string // interned order ids; the scenario's OrderID first
	messages    int
	// commands are one per dedupe key, in order of the key's first
	// appearance: a key is interned as its command's index (key).
	commands []Command
	// model is set when the scenario is generated: its commands (one per
	// key) are sent by clients over the modelled network instead of being
	// replayed from steps.
	model *Model
	cmds  []command
	names []string // a small model's message ids, built once (prebuildNames)
	// nameHashes are their identity hashes, two per id: its own stream
	// and its crash stream (luck.go).
	nameHashes []uint64
	byKey      []int32 // key indices in the keys' sorted order: the store's order
}

// TrackedKey is the dedupe key the harness's report follows.
func (c *Compiled) TrackedKey() string { return c.sc.TrackedKey }

// key is the dedupe key interned as k.
func (c *Compiled) key(k int32) string { return c.commands[k].Key }

// sortKeys fills byKey once the keys are known.
func (c *Compiled) sortKeys() {
	c.byKey = make([]int32, len(c.commands))
	for i := range c.byKey {
		c.byKey[i] = int32(i)
	}
	slices.SortFunc(c.byKey, func(a, b int32) int { return strings.Compare(c.key(a), c.key(b)) })
}

// Compile checks and prepares the named scenario, fixture or generated
// alike, for a Runner.
func (n Named) Compile() (*Compiled, error) {
	if n.Model != nil {
		return CompileModel(n.Model)
	}
	return Compile(n.Fixture)
}

// hasPartition reports whether the scenario cuts the network apart, so a
// partition length can apply.
func (c *Compiled) hasPartition() bool {
	if c.model != nil {
		return c.model.PartitionStart > 0
	}
	return c.partitionAt >= 0
}

// step is one scheduled event as a run plays it: what the run reads of the
// event, its key and order interned, its input's fingerprint computed.
type step struct {
	ev    *played
	kind  EntryKind // the event's kind, as its trace entries name it
	key   int32     // index into Compiled.keys; -1 for control events
	order int32     // index into Compiled.orders
	fp    FingerprintRef
}

// confirmation is what the result of command key's applied transition
// says: the lesson writes "confirmed-once" whatever the transition; a
// model, the state its command reaches and "-once".
func (c *Compiled) confirmation(key int32) string {
	if c.model != nil {
		return c.cmds[key].confirmation
	}
	return "confirmed-once"
}

// played is what a run reads of an event: all of it but the order, which
// its step holds interned, and the kind, which it holds as its entries'. (A compiled fixture keeps these,
// not a copy of its events: 48 MB less for a million.)
type played struct {
	ID               string
	DedupeKey        string
	Tick             int64
	LogicalSequence  int64
	DeliveryPriority int64
	Transition       *Transition
	ByYou            bool
}

func playedOf(ev *Event) played {
	return played{ID: ev.ID, DedupeKey: ev.DedupeKey, Tick: ev.Tick, LogicalSequence: ev.LogicalSequence, DeliveryPriority: ev.DeliveryPriority, Transition: ev.Transition, ByYou: ev.ByYou}
}

// Compile validates sc and prepares it for Run. It keeps what it needs of
// the events in its steps, so later changes to sc do not affect it, and a
// caller that drops sc frees its events.
func Compile(sc *Scenario) (*Compiled, error) {
	if err := ValidateEvents(sc.Events); err != nil {
		return nil, err
	}
	c := &Compiled{sc: *sc, orders: []string{sc.OrderID}}
	c.sc.Events = nil
	c.steps = make([]step, len(sc.Events))
	events := make([]played, len(sc.Events))
	in := newKeyInterner(sc.Events)
	for i := range sc.Events {
		ev := &sc.Events[i]
		events[i] = playedOf(ev)
		c.steps[i] = step{ev: &events[i], kind: ev.Kind.entryKind(), key: -1}
		if !ev.Kind.IsMessage() {
			continue
		}
		c.messages++
		c.steps[i] = in.step(c, ev, &events[i])
	}
	c.partitionAt = partitionStartIndex(sc.Events)
	c.lastTick = lastTick(c.steps)
	c.sortKeys()
	return c, nil
}

// interner assigns dedupe keys and orders their indices, and hashes each
// distinct transition once.
type interner struct {
	keys   map[string]int32
	orders map[string]int32
	memo   fingerprintMemo
}

// newKeyInterner sizes the interner's maps for a fixture's messages, each of
// which may bring a key of its own: a million-event fixture then never
// rehashes them (rehashing was 7% of compiling 10^6 distinct keys).
func newKeyInterner(events []Event) *interner {
	n := 0
	for i := range events {
		if events[i].Kind.IsMessage() {
			n++
		}
	}
	return &interner{keys: make(map[string]int32, n), orders: map[string]int32{}}
}

func (in *interner) step(c *Compiled, ev *Event, pl *played) step {
	if len(in.orders) == 0 {
		in.orders[c.sc.OrderID] = 0
	}
	order := ev.Order
	if order == "" {
		order = c.sc.OrderID
	}
	k, ok := in.keys[ev.DedupeKey]
	if !ok {
		k = int32(len(c.commands))
		in.keys[ev.DedupeKey] = k
		c.commands = append(c.commands, Command{Order: order, Op: opOfKey(ev.DedupeKey), Key: ev.DedupeKey, Transition: ev.Transition, order: -1})
	}
	o, ok := in.orders[order]
	if !ok {
		o = int32(len(c.orders))
		in.orders[order] = o
		c.orders = append(c.orders, order)
	}
	if c.commands[k].order < 0 {
		c.commands[k].order = o
	}
	return step{ev: pl, kind: ev.Kind.entryKind(), key: k, order: o, fp: in.memo.of(ev.Transition)}
}

// fingerprintMemo hashes each distinct transition once: scenarios repeat a
// handful of transitions across many messages, and a map keeps a fixture of
// a million distinct ones linear.
type fingerprintMemo struct {
	byTransition map[Transition]FingerprintRef
	null         FingerprintRef // the null transition's, once hashed
}

func (m *fingerprintMemo) of(t *Transition) FingerprintRef {
	if t == nil {
		if m.null.p == nil {
			m.null = newRef(InputFingerprint(nil))
		}
		return m.null
	}
	if fp, ok := m.byTransition[*t]; ok {
		return fp
	}
	if m.byTransition == nil {
		m.byTransition = map[Transition]FingerprintRef{}
	}
	fp := newRef(InputFingerprint(t))
	m.byTransition[*t] = fp
	return fp
}

// schedule applies the parameters that rewrite the event list: the
// conflicting retry, the harness's end delay, and a new partition length,
// to a copy of the compiled steps (which runs only read). buf is scratch to build a rewritten schedule in and end a place for a
// moved partition end: a Runner lends its own, so a sweep over partition
// lengths allocates nothing.
func (c *Compiled) schedule(p *Params, buf []step, end *played) ([]step, error) {
	steps := append(buf[:0], c.steps...)
	rewrite := func(i int, change func(*played)) {
		ev := *steps[i].ev
		change(&ev)
		steps[i].ev = &ev
	}
	if hasMutation(p.Mutations, ConflictingRetry) {
		i := slices.IndexFunc(steps, func(s step) bool { return s.ev.ID == ConflictingRetryEventID })
		if i < 0 {
			i = slices.IndexFunc(steps, func(s step) bool { return s.kind == EntryDuplicate })
		}
		if i < 0 {
			return nil, &ParamError{"mutation", strconv.Quote(string(ConflictingRetry)), "needs a duplicate message to rewrite; the scenario has none"}
		}
		rewrite(i, func(ev *played) { ev.Transition = &conflictingInput })
		steps[i].fp = refTo(&conflictingFingerprint)
	}
	if p.EndDelay > 0 {
		for i := range steps {
			if steps[i].kind == EntryPartitionEnd {
				rewrite(i, func(ev *played) { ev.Tick += p.EndDelay })
			}
		}
	}
	if p.Partition > 0 {
		return reschedulePartition(steps, c.partitionAt, p.Partition, end)
	}
	return steps, nil
}

// reschedulePartition moves the first partition's end to start+length and
// places it among the other events by tick (after events of the same tick,
// before a partition that starts at it),
// leaving every other event where it was. A scenario whose partition never
// ends gets an end.
func reschedulePartition(steps []step, start int, length int64, end *played) ([]step, error) {
	*end = played{ID: "partition-end"}
	if j := slices.IndexFunc(steps[start:], func(s step) bool { return s.kind == EntryPartitionEnd }); j >= 0 {
		*end = *steps[start+j].ev
		steps = slices.Delete(steps, start+j, start+j+1)
	}
	end.Tick = steps[start].ev.Tick + length
	at := len(steps)
	for j := start + 1; j < len(steps); j++ {
		// After the events of its tick, but before a partition that starts
		// at that tick: one can end as the next begins, as events can say.
		if ev := steps[j].ev; ev.Tick > end.Tick || ev.Tick == end.Tick && steps[j].kind == EntryPartitionStart {
			at = j
			break
		}
	}
	// Moving the end can only break the schedule by passing the start of a
	// later partition.
	for j := start + 1; j < at; j++ {
		if steps[j].kind == EntryPartitionStart {
			return nil, &ParamError{"partition", strconv.FormatInt(length, 10), fmt.Sprintf("makes the partition overlap the next one, which starts at tick %d", steps[j].ev.Tick)}
		}
	}
	return slices.Insert(steps, at, step{ev: end, kind: EntryPartitionEnd, key: -1}), nil
}
