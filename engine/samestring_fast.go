package engine

import "unsafe"

// A fast path (DESIGN, "Budgets"): the contract's state comparisons on the
// hot path (decide's guard, the truth walk's allows) decide the usual case
// without a call. A run's states are the few strings its scenario holds, so
// equal ones are mostly the same string; comparing their data pointers
// first skips runtime.memequal, whose call makes the caller save every
// value it holds around it. TestSameStringIsEquality holds it equal to ==.
// Measured 2026-12-04 on a 2-vCPU AMD EPYC guest, medians of 30 turns
// each side by side: the reference run 248.8 -> 245.4-245.8 ns (1.2-1.4%).

// sameString is a == b.
func sameString(a, b string) bool {
	return len(a) == len(b) && (unsafe.StringData(a) == unsafe.StringData(b) || a == b)
}
