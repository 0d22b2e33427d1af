//go:build !coordsim_drift

package engine

// SemanticsVersion numbers what the engine's runs are: it goes up with any
// change that makes some run's trace differ from what it was. A share link
// carries it (v=) beside a short hash of its run's trace (h=), so that a
// link opened on another engine can say that its run has changed, and
// where, instead of showing another run as if it were the same.
const SemanticsVersion = 1

// recoveryDrift is how many ticks after its partition ends a fixture's
// node recovers: none. The coordsim_drift build (semantics_drift.go) is
// this engine with one deliberate change of semantics, for the tests of
// links made on one engine and opened on another; a constant, so that this
// build pays nothing for it.
const recoveryDrift = 0
