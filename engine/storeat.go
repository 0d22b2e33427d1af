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

// LongestRetryGap is the longest time, over the run's dedupe keys, from a
// key's first processing to a later processing of the same key (a retry or
// a copy): how long its entry had to last for every one of them to find
// it. 0 when no key is processed twice.
func (r *Result) LongestRetryGap() int64 {
	first := map[string]int64{}
	var gap int64
	for i := range r.Trace {
		e := &r.Trace[i]
		if !e.IsProcessing() || e.Key == "" {
			continue
		}
		if t, ok := first[e.Key]; ok {
			gap = max(gap, e.Tick-t)
		} else {
			first[e.Key] = e.Tick
		}
	}
	return gap
}
