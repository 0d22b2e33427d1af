package engine

import (
	"crypto/sha256"
	"encoding/hex"
	"slices"
	"strconv"

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
// keys interned, input fingerprints computed) so it can be run many times:
// every slider move on the page and every cell of a sweep is one Run.
// A Compiled is read-only and safe to share between goroutines.
type Compiled struct {
	sc       Scenario
	steps    []step
	keys     []string // interned dedupe keys, in order of first appearance
	messages int
}

// step is one scheduled event with what the run needs of it precomputed.
type step struct {
	ev  *Event
	key int32 // index into Compiled.keys; -1 for control events
	fp  Fingerprint
}

// Compile validates sc and prepares it for Run. It copies what it keeps, so
// later changes to sc do not affect it.
func Compile(sc *Scenario) (*Compiled, error) {
	if err := ValidateEvents(sc.Events); err != nil {
		return nil, err
	}
	c := &Compiled{sc: *sc}
	c.sc.Events = slices.Clone(sc.Events)
	c.steps = make([]step, len(c.sc.Events))
	index := map[string]int32{}
	var memo []fingerprintMemo
	for i := range c.sc.Events {
		ev := &c.sc.Events[i]
		c.steps[i] = step{ev: ev, key: -1}
		if !ev.Kind.IsMessage() {
			continue
		}
		c.messages++
		k, ok := index[ev.DedupeKey]
		if !ok {
			k = int32(len(c.keys))
			index[ev.DedupeKey] = k
			c.keys = append(c.keys, ev.DedupeKey)
		}
		c.steps[i].key = k
		c.steps[i].fp, memo = memoFingerprint(memo, ev.Transition)
	}
	return c, nil
}

type fingerprintMemo struct {
	t  Transition
	ok bool // false: the null transition
	fp Fingerprint
}

// memoFingerprint hashes t once per distinct transition: scenarios repeat a
// handful of transitions across many messages.
func memoFingerprint(memo []fingerprintMemo, t *Transition) (Fingerprint, []fingerprintMemo) {
	for _, m := range memo {
		if (t == nil && !m.ok) || (t != nil && m.ok && m.t == *t) {
			return m.fp, memo
		}
	}
	m := fingerprintMemo{ok: t != nil, fp: InputFingerprint(t)}
	if t != nil {
		m.t = *t
	}
	return m.fp, append(memo, m)
}

// Scenario returns a copy of the compiled scenario.
func (c *Compiled) Scenario() Scenario {
	sc := c.sc
	sc.Events = slices.Clone(c.sc.Events)
	return sc
}

// schedule applies the parameters that rewrite the event list: the
// conflicting retry, the harness's end delay, and a new partition length.
// Without them it returns the compiled steps themselves, which runs only read.
func (c *Compiled) schedule(p Params) ([]step, error) {
	steps := c.steps
	if !p.Has(ConflictingRetry) && p.EndDelay == 0 && p.Partition == 0 {
		return steps, nil
	}
	steps = slices.Clone(steps)
	rewrite := func(i int, change func(*Event)) {
		ev := *steps[i].ev
		change(&ev)
		steps[i].ev = &ev
	}
	if p.Has(ConflictingRetry) {
		i := slices.IndexFunc(steps, func(s step) bool { return s.ev.ID == ConflictingRetryEventID })
		if i < 0 {
			i = slices.IndexFunc(steps, func(s step) bool { return s.ev.Kind == KindDuplicate })
		}
		if i < 0 {
			return nil, &ParamError{"mutation", strconv.Quote(string(ConflictingRetry)), "needs a duplicate message to rewrite; the scenario has none"}
		}
		conflicting := &Transition{From: "confirmed", To: "cancelled"}
		rewrite(i, func(ev *Event) { ev.Transition = conflicting })
		steps[i].fp = InputFingerprint(conflicting)
	}
	if p.EndDelay > 0 {
		for i := range steps {
			if steps[i].ev.Kind == KindPartitionEnd {
				rewrite(i, func(ev *Event) { ev.Tick += p.EndDelay })
			}
		}
	}
	if p.Partition > 0 {
		return reschedulePartition(steps, p.Partition)
	}
	return steps, nil
}

// reschedulePartition moves the first partition's end to start+length and
// places it among the other events by tick (after events of the same tick),
// leaving every other event where it was. A scenario whose partition never
// ends gets an end.
func reschedulePartition(steps []step, length int64) ([]step, error) {
	start := slices.IndexFunc(steps, func(s step) bool { return s.ev.Kind == KindPartitionStart })
	end := Event{ID: "partition-end", Kind: KindPartitionEnd}
	if j := slices.IndexFunc(steps[start:], func(s step) bool { return s.ev.Kind == KindPartitionEnd }); j >= 0 {
		end = *steps[start+j].ev
		steps = slices.Delete(steps, start+j, start+j+1)
	}
	end.Tick = steps[start].ev.Tick + length
	at := len(steps)
	for j := start + 1; j < len(steps); j++ {
		if steps[j].ev.Tick > end.Tick {
			at = j
			break
		}
	}
	steps = slices.Insert(steps, at, step{ev: &end, key: -1})
	events := make([]Event, len(steps))
	for i, s := range steps {
		events[i] = *s.ev
	}
	if err := ValidateEvents(events); err != nil {
		return nil, &ParamError{"partition", strconv.FormatInt(length, 10), "makes the partition overlap the next one (" + err.Error() + ")"}
	}
	return steps, nil
}
