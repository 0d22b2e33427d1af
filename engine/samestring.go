package engine

import "unsafe"

// sameString is a == b, deciding the usual case without a call: a run's
// states are the few strings its scenario holds, so equal ones are mostly
// the same string. (A call on the hot path, even one that returns at once,
// makes the caller save every value it holds around it.)
func sameString(a, b string) bool {
	return len(a) == len(b) && (unsafe.StringData(a) == unsafe.StringData(b) || a == b)
}
