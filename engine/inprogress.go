package engine

import (
	"fmt"
	"strconv"
)

// The record's in-progress life, when processing takes time (Params.
// Processing > 0; generated scenarios only). A request that finds no
// record claims it: the record is in progress, with a lease, while the
// command is processed; the service decides then (lookup, decide) and
// commits state and result together when the processing ends (an
// EntryComplete). A duplicate meanwhile is refused "in progress, retry
// later" (409) and its client retries when its timer fires. A crash in
// progress loses the processing but not the claim, which holds the record
// until its lease runs out; then a retry claims it and executes. A
// processing whose lease ran out and was claimed by another is fenced off
// at its commit: its result is discarded, so no effect is applied twice.
// Two mutations break it: no-lease-expiry (the claim never runs out) and
// claim-not-atomic (check, then insert with the result: overlapping
// attempts both run).

// claim is a record in progress.
type claim struct {
	until int64 // the tick its lease runs out
	by    int32 // the processing that holds it (netsim.pending)
	live  bool
}

// processing is a command's processing, claimed and not yet committed.
type processing struct {
	fi, m    int   // its flight and message
	gen      int   // the service's generation at the claim: a crash ends it
	slot     int32 // the record it claimed
	claimed  bool  // it holds the record's claim (false: claim-not-atomic)
	decision decision
}

// claims handles request message m as processing takes time: a record in
// progress refuses it; otherwise it claims the record and its processing
// commits later. It reports false for a request the store answers at once
// (a completed record: the stored result or a conflict), which deliver
// handles as always.
func (ns *netsim) claims(m int, tick int64, mode DeliveryMode) bool {
	fate := &ns.msgs[m]
	si := ns.slotFor(fate.st.key, int(fate.attempt))
	slot := &ns.slots[si]
	if ns.dedupe && slot.entry != nil {
		return false
	}
	c := &slot.claim
	ticks, lease := ns.processingTicks(ns.current)
	inProgress := ns.dedupe && c.live && (tick < c.until || !ns.leaseExpires)
	if ticks == 0 && !inProgress {
		*c = claim{} // a slow attempt's lease ran out, if one was claimed
		return false // instant, with nothing in progress: deliver commits it
	}
	var d delivery
	ns.lookup(&d, m, tick, mode)
	ns.processed(ns.current, m)
	if inProgress {
		if tick >= c.until {
			ns.violate(InvEveryClaimResolves, int(fate.traceIndex), tick, fmt.Sprintf("the record for key %s is still in progress at tick %d, past its lease (tick %d)", slot.key, tick, c.until))
		}
		ns.refuseInProgress(&d)
		ns.respond(tick, ns.current, m)
		return true
	}
	e := d.entry
	e.Effect, e.Store, e.Until = EffectClaimed, StoreClaimed, int32(tick+ticks)
	e.Note = "in progress until tick " + strconv.FormatInt(tick+ticks, 10)
	if c.live {
		e.Store = StoreReclaimed
		e.Note = "the lease ran out at tick " + strconv.FormatInt(c.until, 10) + ": claimed again; " + e.Note
	}
	p := processing{fi: ns.current, m: m, gen: ns.generation, slot: si, decision: ns.decide(&d)}
	if ns.dedupe && ns.claimOnce {
		p.claimed = true
		*c = claim{live: true, by: int32(len(ns.pending)), until: tick + lease}
		e.LeaseUntil = int32(c.until)
		e.Note += ", lease until tick " + strconv.FormatInt(c.until, 10)
	} else if !ns.claimOnce {
		e.Store = StoreNothing
		e.Note += "; nothing is stored until the commit"
	}
	ns.pending = append(ns.pending, p)
	ns.schedule(tick+ticks, qComplete, len(ns.pending)-1, 0)
	if fault, ok := ns.forcedService(ns.current, CrashInProgress); ok {
		ns.crash() // the processing dies; the claim, in the persistent store, stays
		*ns.appendEntry() = TraceEntry{Tick: tick, Kind: EntryCrash, EventID: "process-crashed", VolatileGeneration: int32(ns.generation), ByYou: ns.byLearner(fault)}
		ns.crashBy = fault
		ns.schedule(tick+ns.restartAfter(), qRestart, 0, 0)
	}
	return true
}

// refuseInProgress answers "in progress, retry later" (409): nothing done.
func (ns *netsim) refuseInProgress(d *delivery) {
	rej := ns.reject(d.entry, d.fate, EffectInProgress)
	rej.ErrorType, rej.Code, rej.Key, rej.AttemptedFingerprint = "IdempotencyInProgress", CodeInProgress, d.slot.key, d.st.fp
	rej.AppliedStateTransitions = d.stats.Applied
	d.entry.Store = StoreInProgress
	d.entry.StateAfter = d.order.State
	rej.StoredEntryUnchanged = true
}

// commitClaimed commits processing i when its time is up: the decision taken at
// its claim, state and result together, then the answer; unless the
// process died meanwhile (the work is lost) or another attempt claimed the
// record after the lease ran out (the result is discarded).
func (ns *netsim) commitClaimed(tick int64, i int) {
	p := ns.pending[i]
	if p.gen != ns.generation {
		return // died with the process; the crash entry says so
	}
	slot := &ns.slots[p.slot]
	ns.current = p.fi
	var d delivery
	ns.open(&d, p.m, tick, 0, EntryComplete)
	ns.processed(p.fi, p.m)
	if p.claimed && (!slot.claim.live || slot.claim.by != int32(i)) {
		d.entry.Effect, d.entry.Store = EffectLeaseLost, StoreLeaseLost
		d.entry.Note = "its lease ran out and another attempt claimed the record: the result is discarded"
		d.entry.StateAfter = d.order.State
		return
	}
	if p.claimed {
		slot.claim = claim{}
	}
	switch p.decision {
	case decideConflict:
		ns.rejectConflict(&d)
	case decideReplay:
		ns.replay(&d)
	case decideStale:
		ns.rejectStale(&d)
	case decideRead:
		ns.commit(&d, EffectRead)
	case decideApply:
		ns.apply(&d)
	}
	ns.settle(&d)
	ns.observe(&d)
	ns.respond(tick, p.fi, p.m)
}

// claimsUnresolved checks at the end of a run that no record stayed in
// progress past its lease (every-claim-resolves): only a claim that never
// expires can.
func (ns *netsim) claimsUnresolved(end int64) {
	if ns.leaseExpires {
		return
	}
	for i := range ns.slots {
		if c := &ns.slots[i].claim; c.live && c.until <= end {
			ns.violate(InvEveryClaimResolves, len(ns.trace)-1, end, fmt.Sprintf("the record for key %s stayed in progress to the end of the run, past its lease (tick %d)", ns.slots[i].key, c.until))
		}
	}
}

// processingTicks is how long flight fi's processing takes and the lease
// its claim gets: the run's, or a slow attempt's (SlowProcessing), which
// outlasts its client's timer.
func (ns *netsim) processingTicks(fi int) (ticks, lease int64) {
	if _, ok := ns.forcedService(fi, SlowProcessing); ok {
		ticks = ns.m.Timeout + ns.m.DelayMax + 1
		return ticks, max(ns.lease, 2*ticks)
	}
	return ns.processing, ns.lease
}
