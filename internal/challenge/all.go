package challenge

import "coordsim/engine"

// The moves a challenge may allow.
var (
	network = []engine.Move{engine.MoveDrop, engine.MoveDuplicate, engine.MoveDelay, engine.MoveHold}
	every   = []engine.Move{engine.MoveDrop, engine.MoveDuplicate, engine.MoveDelay, engine.MoveHold,
		engine.MoveCrashBefore, engine.MoveCrashAfter, engine.MoveCrashInProgress}
)

// All are the challenges, in the order the page lists them. Each setup
// switches off one defense (or two that work together) and holds its goal
// with no move; Par is what Search finds (TestParIsTheFewest), and with
// every defense on no schedule of three moves breaks the goal
// (TestDefendedHolds).
var All = []Challenge{
	{ID: "effect-twice", Setup: "scenario=request-lost&mutations=dedupe-off,unguarded-transition",
		Break: engine.InvAtMostOnceEffect, Allowed: network, Par: 1},
	{ID: "different-answer", Setup: "scenario=request-lost&mutations=dedupe-off",
		Break: engine.InvDuplicateFirst, Allowed: network, Par: 1},
	{ID: "retry-count", Setup: "scenario=random-faults&m.clients=1&m.attempts=1&m.drop-request=0&m.drop-response=0&m.duplicate=0&m.crash=0&mutations=dedupe-off,unguarded-transition",
		Break: engine.InvAtMostOnceEffect, Allowed: network, Par: 1},
	{ID: "told-false", Setup: "scenario=request-lost&mutations=key-too-narrow",
		Break: engine.InvUsersToldTruth, Allowed: every, Par: 1},
	{ID: "lying-retry", Setup: "scenario=request-lost&mutations=dedupe-off",
		Break: engine.InvUsersToldTruth, Allowed: every, Par: 1},
	{ID: "half-commit", Setup: "scenario=request-lost&mutations=non-atomic-commit,unguarded-transition",
		Break: engine.InvAtMostOnceEffect, Allowed: every, Par: 1},
	{ID: "ship-before-confirm", Setup: "scenario=confirm-then-ship&mutations=unguarded-transition",
		Break: engine.InvUsersToldTruth, Allowed: network, Par: 2},
	{ID: "after-expiry", Setup: "scenario=request-lost&retention=3&mutations=unguarded-transition",
		Break: engine.InvAtMostOnceEffect, Allowed: network, Par: 1},
	{ID: "expired-answer", Setup: "scenario=response-lost&retention=6&mutations=unguarded-transition",
		Break: engine.InvAtMostOnceEffect, Allowed: network, Par: 1},
	{ID: "stuck-in-progress", Setup: "scenario=response-lost&processing=3&mutations=no-lease-expiry",
		Break: engine.InvEveryClaimResolves, Allowed: every, Par: 1},
	{ID: "overlapping-attempts", Setup: "scenario=response-lost&processing=3&mutations=claim-not-atomic",
		Break: engine.InvAtMostOnceEffect, Allowed: network, Par: 1},
	// Knob challenges: the moves are the knob's value.
	{ID: "shortest-partition", Setup: "scenario=reference&partition=1", Outcome: engine.RecoveryDeadlineExceeded, Knob: "partition", Par: 7},
	{ID: "shortest-retention", Setup: "scenario=late-retry-after-retention&retention=1", HoldAll: true, Knob: "retention", Par: 8},
}
