//go:build coordsim_drift

package engine

// The coordsim_drift test build: the engine with one change of semantics
// (a fixture's node recovers a tick after its partition ends), under the
// next version number. See semantics.go.

const SemanticsVersion = 2

const recoveryDrift = 1
