package share

import (
	"encoding/binary"
	"encoding/hex"
	"hash"
	"hash/fnv"

	"coordsim/engine"
)

// The caches' keys: what a state runs, hashed from its typed values
// (FNV-128a) rather than written as a link, so that a key costs no
// escaping and a learner's thousand events make 32 hex digits, not a
// query of thousands of characters.

// runKey hashes what runs A and B depend on.
func runKey(s State) string {
	k := newKeyHash()
	k.scenario(s)
	k.u64(s.Seed)
	k.i64(s.Partition, s.Deadline, s.Retention, s.Processing, s.Lease)
	k.mutations(s.Mutations)
	k.faults(s.Faults)
	if b := s.B; b != nil {
		k.str("B")
		k.optStr(b.Scenario)
		if b.Seed != nil {
			k.str("seed")
			k.u64(*b.Seed)
		}
		for _, v := range []*int64{b.Partition, b.Deadline, b.Retention} {
			k.optI64(v)
		}
		if b.Mutations != nil {
			k.str("mutations")
			k.mutations(*b.Mutations)
		}
		k.bool(b.Original)
	}
	return k.sum()
}

// scenarioKey hashes what s's scenario is built from.
func scenarioKey(s State) string {
	k := newKeyHash()
	k.scenario(s)
	return k.sum()
}

type keyHash struct {
	h   hash.Hash
	buf []byte
}

func newKeyHash() *keyHash { return &keyHash{h: fnv.New128a()} }

func (k *keyHash) sum() string { return hex.EncodeToString(k.h.Sum(nil)) }

func (k *keyHash) write() {
	k.h.Write(k.buf)
	k.buf = k.buf[:0]
}

// str writes s with its length, so that no two lists of strings write
// the same bytes.
func (k *keyHash) str(s string) {
	k.buf = binary.AppendUvarint(k.buf, uint64(len(s)))
	k.buf = append(k.buf, s...)
	k.write()
}

func (k *keyHash) u64(n uint64) {
	k.buf = binary.AppendUvarint(k.buf, n)
	k.write()
}

func (k *keyHash) i64(ns ...int64) {
	for _, n := range ns {
		k.buf = binary.AppendVarint(k.buf, n)
	}
	k.write()
}

func (k *keyHash) bool(b bool) {
	if b {
		k.u64(1)
	} else {
		k.u64(0)
	}
}

func (k *keyHash) optStr(s *string) {
	k.bool(s != nil)
	if s != nil {
		k.str(*s)
	}
}

func (k *keyHash) optI64(n *int64) {
	k.bool(n != nil)
	if n != nil {
		k.i64(*n)
	}
}

// scenario writes the story, its model's settings and the learner's
// events (none apart from an empty list).
func (k *keyHash) scenario(s State) {
	k.str(s.Scenario)
	k.u64(uint64(len(s.Model)))
	for _, m := range s.Model {
		k.str(m.Name)
		k.i64(m.Value)
	}
	k.bool(s.Events != nil)
	k.u64(uint64(len(s.Events)))
	for i := range s.Events {
		e := &s.Events[i]
		k.str(e.ID)
		k.str(string(e.Kind))
		k.str(e.DedupeKey)
		k.str(e.Order)
		k.i64(e.Tick, e.LogicalSequence, e.DeliveryPriority)
		k.bool(e.ByYou)
		k.bool(e.Transition != nil)
		if e.Transition != nil {
			k.str(e.Transition.From)
			k.str(e.Transition.To)
		}
	}
}

func (k *keyHash) mutations(ms []engine.Mutation) {
	k.u64(uint64(len(ms)))
	for _, m := range ms {
		k.str(string(m))
	}
}

func (k *keyHash) faults(fs []engine.Fault) {
	k.u64(uint64(len(fs)))
	for _, f := range fs {
		k.i64(int64(f.Client), int64(f.Command), int64(f.Attempt), f.Ticks)
		k.str(string(f.Kind))
	}
}
