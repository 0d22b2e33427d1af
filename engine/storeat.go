package engine

import (
	"slices"
	"strings"
)

// StoreAt is what the dedupe store holds once tick t is over: each entry
// stored by then and not yet expired, with the answers it had given again
// by then, ordered by key as Store is. A claim still in progress holds
// no result and is left out. At the last tick it is the run's Store.
func (r *Result) StoreAt(t int64) []StoredEntry {
	var held []StoredEntry
	for i := range r.Trace {
		e := &r.Trace[i]
		if e.Tick > t {
			break
		}
		at := slices.IndexFunc(held, func(s StoredEntry) bool { return s.Key == e.Key })
		switch e.Store {
		case StoreAdded:
			if at >= 0 || e.Result == nil {
				continue
			}
			held = append(held, StoredEntry{Key: e.Key, InputFingerprint: e.InputFingerprint, Result: *e.Result, StoredTick: e.Tick})
		case StoreReused:
			if at >= 0 {
				held[at].ReuseCount++
			}
		case StoreExpired:
			if at >= 0 {
				held = slices.Delete(held, at, at+1)
			}
		}
	}
	slices.SortFunc(held, func(a, b StoredEntry) int { return strings.Compare(a.Key, b.Key) })
	return held
}
