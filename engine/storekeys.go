package engine

import (
	"cmp"
	"slices"
	"strconv"
	"strings"
)

// The dedupe store is keyed by the key a client sends, which is the
// command's own key unless a key-design mutation changes it: key-too-wide
// drops the operation (so different commands share a key), key-too-narrow
// adds the attempt (so retries never match). Commands, their counters and
// the oracle's memory stay per command, so what the wrong key does is seen.

// storeSlot is the store's record for one key.
type storeSlot struct {
	key   string
	entry *StoredEntry // nil when the store holds nothing for the key
	claim claim        // the record in progress, when processing takes time
	owner int32        // the command whose commit wrote entry
	// expired: the key's entry was removed by retention and none written since.
	expired bool
}

// keyDesign is the run's key mutation, if any.
func keyDesign(p Params) Mutation {
	switch {
	case p.Has(KeyTooWide):
		return KeyTooWide
	case p.Has(KeyTooNarrow):
		return KeyTooNarrow
	}
	return ""
}

// wideKey drops the operation from a key of the shape
// tenant:resource:operation:version ("tenant-7:order-42:v1").
func wideKey(key string) string {
	parts := strings.Split(key, ":")
	if len(parts) < 3 {
		return key
	}
	return strings.Join(slices.Delete(parts, len(parts)-2, len(parts)-1), ":")
}

// keyFor is the key command ci's attempt carries. (The common case, no key
// mutation, is apart so that it inlines.)
func (s *sim) keyFor(ci int32, attempt int) string {
	if s.keyMut == "" {
		return s.c.key(ci)
	}
	return s.mutatedKey(ci, attempt)
}

func (s *sim) mutatedKey(ci int32, attempt int) string {
	key := s.c.key(ci)
	switch s.keyMut {
	case KeyTooWide:
		return wideKey(key)
	case KeyTooNarrow:
		return key + ":attempt-" + strconv.Itoa(attempt)
	}
	return key
}

// slotFor is the store's record for command ci's attempt.
func (s *sim) slotFor(ci int32, attempt int) int32 {
	if s.keyMut == "" {
		return ci // one key per command: the slots are the commands
	}
	return s.mutatedSlot(ci, attempt)
}

func (s *sim) mutatedSlot(ci int32, attempt int) int32 {
	key := s.mutatedKey(ci, attempt)
	if i, ok := s.slotIndex[key]; ok {
		return i
	}
	i := int32(len(s.slots))
	s.slots = append(s.slots, storeSlot{key: key, owner: -1})
	s.slotIndex[key] = i
	return i
}

// resetSlots empties the store: one slot per command (reset sets them in
// its pass over the commands), or none yet under a key mutation (they are
// made as keys are first sent).
func (s *sim) resetSlots() {
	if s.keyMut != "" {
		s.slots = s.slots[:0]
		if s.slotIndex == nil {
			s.slotIndex = map[string]int32{}
		}
		clear(s.slotIndex)
	}
}

// storeSorted lists the store's entries at the end, sorted by key as the
// harness prints them.
// The list points at the entries (a copy would be a second store: 100 MB
// of a million keys).
func (s *sim) storeSorted(out []*StoredEntry) []*StoredEntry {
	if len(s.storeOrder) == 0 {
		return out
	}
	out = slices.Grow(out, len(s.storeOrder))
	if s.keyMut == "" {
		for _, k := range s.c.byKey { // the compiled key order
			if e := s.slots[k].entry; e != nil {
				out = append(out, e)
			}
		}
		return out
	}
	for _, k := range s.storeOrder {
		out = append(out, s.slots[k].entry)
	}
	slices.SortFunc(out, func(a, b *StoredEntry) int { return cmp.Compare(a.Key, b.Key) })
	return out
}
