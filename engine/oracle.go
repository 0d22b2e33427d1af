package engine

import "fmt"

// oracle checks the per-delivery invariants against its own history of each
// key (first fingerprint, first result, effects), kept apart from the dedupe
// store so that a mutation that breaks the store cannot hide what it broke.
type oracle struct {
	keys     map[string]*oracleKey
	verdicts []Verdict
}

type oracleKey struct {
	fp      string
	first   *OrderResult
	effects int
}

func newOracle() oracle {
	names := []string{InvAtMostOnceEffect, InvDuplicateFirst, InvConflictUnchanged, InvNoMessageVanishes, InvDefiniteOrFlagged}
	vs := make([]Verdict, len(names))
	for i, n := range names {
		vs[i] = Verdict{Name: n, Holds: true, FirstViolation: -1}
	}
	return oracle{keys: make(map[string]*oracleKey), verdicts: vs}
}

// violate records the first violation of invariant name.
func (o *oracle) violate(name string, idx int, tick int64, detail string) {
	for i := range o.verdicts {
		v := &o.verdicts[i]
		if v.Name == name && v.Holds {
			v.Holds, v.FirstViolation, v.Tick, v.Detail = false, idx, tick, detail
		}
	}
}

func (o *oracle) observe(idx int, e *TraceEntry, key, fp string, before, after keySnapshot, fate *messageFate) {
	k, seen := o.keys[key]
	if !seen {
		k = &oracleKey{fp: fp}
		o.keys[key] = k
	}
	if e.Effect == EffectApplied || e.Effect == EffectCrashedCommit {
		k.effects++
		if k.effects > 1 {
			o.violate(InvAtMostOnceEffect, idx, e.Tick, fmt.Sprintf("%s applied its transition %d times under key %s", e.EventID, k.effects, key))
		}
	}
	switch {
	case seen && k.fp == fp && k.first != nil:
		if fate.result == nil || *fate.result != *k.first {
			o.violate(InvDuplicateFirst, idx, e.Tick, fmt.Sprintf("%s got %s instead of the first result for key %s", e.EventID, answerText(fate), key))
		}
	case seen && k.fp != fp:
		if before != after {
			o.violate(InvConflictUnchanged, idx, e.Tick, fmt.Sprintf("%s carried other input under key %s and changed state %s -> %s", e.EventID, key, before.state, after.state))
		}
	}
	if k.first == nil && e.Result != nil {
		k.first = e.Result
	}
}

func answerText(f *messageFate) string {
	switch {
	case f.result != nil:
		return "result state=" + f.result.State
	case f.rejection != nil:
		return "rejection " + f.rejection.Code
	}
	return "no answer"
}
