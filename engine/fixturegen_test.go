package engine

import (
	"fmt"
	"math/rand/v2"
)

// randomFixture builds a valid fixture in the harness's schema: messages on
// the lesson's confirm key (pending -> confirmed) and on a few read keys,
// random ticks, sequences and priorities (ties included, so the seeded
// tie-break decides), at most one partition, sometimes never ending.
//
// Most fixtures follow the lesson's story closely enough for the harness to
// report on them (a confirm delivered before the partition, a later retry
// named e4-confirm-retry); the rest are wilder.
func randomFixture(r *rand.Rand) []Event {
	n := 1 + r.IntN(12)
	lessonLike := n > 1 && r.IntN(5) > 0
	var events []Event
	tick := int64(r.IntN(3))
	startAt, endAt := -1, -1
	if r.IntN(5) > 0 {
		startAt = r.IntN(n + 1)
		if lessonLike && startAt == 0 {
			startAt = 1
		}
		if r.IntN(6) > 0 {
			endAt = startAt + r.IntN(n+1-startAt)
		}
	}
	retryNamed := false
	for i := 0; i <= n; i++ {
		if i == startAt {
			events = append(events, Event{ID: fmt.Sprintf("p%d-start", i), Tick: tick, Kind: KindPartitionStart})
		}
		if i == endAt {
			tick += int64(r.IntN(3))
			events = append(events, Event{ID: fmt.Sprintf("p%d-end", i), Tick: tick, Kind: KindPartitionEnd})
		}
		if i == n {
			break
		}
		tick += int64(r.IntN(3))
		ev := Event{
			ID:               fmt.Sprintf("m%d", i),
			Tick:             tick,
			Kind:             []Kind{KindDeliver, KindDuplicate}[r.IntN(2)],
			LogicalSequence:  int64(r.IntN(8)),
			DeliveryPriority: int64(r.IntN(3)),
		}
		confirm := r.IntN(2) == 0 || (lessonLike && (i == 0 || (i == n-1 && !retryNamed)))
		if confirm {
			ev.DedupeKey = ReferenceKey
			ev.Transition = &Transition{"pending", "confirmed"}
			if !retryNamed && i > 0 && (r.IntN(2) == 0 || (lessonLike && i == n-1)) {
				ev.ID, retryNamed = ConflictingRetryEventID, true
			}
		} else {
			ev.DedupeKey = fmt.Sprintf("read:order-42:%d", r.IntN(3))
		}
		events = append(events, ev)
	}
	return events
}

// randomSeed favours the edges of the seed range.
func randomSeed(r *rand.Rand) uint64 {
	switch r.IntN(6) {
	case 0:
		return 0
	case 1:
		return 1<<64 - 1
	case 2:
		return 1<<32 + uint64(r.IntN(10))
	case 3:
		return ReferenceSeed
	}
	return r.Uint64()
}

// fixtureJSON is events in the harness's schema, as plain JSON values.
func fixtureJSON(events []Event) []any {
	out := make([]any, len(events))
	for i, ev := range events {
		o := map[string]any{"id": ev.ID, "tick": ev.Tick, "kind": string(ev.Kind)}
		if ev.Kind.IsMessage() {
			o["logical_sequence"] = ev.LogicalSequence
			o["delivery_priority"] = ev.DeliveryPriority
			o["dedupe_key"] = ev.DedupeKey
			o["transition"] = nil
			if ev.Transition != nil {
				o["transition"] = []string{ev.Transition.From, ev.Transition.To}
			}
		}
		out[i] = o
	}
	return out
}
