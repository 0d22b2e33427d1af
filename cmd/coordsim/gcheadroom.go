package main

import (
	"runtime/debug"

	"coordsim/engine"
)

// fixtureGCPercent is the garbage collector's headroom once a fixture is
// read. Parsing makes a lot of short-lived garbage over a small live set, so
// it runs at Go's default (100: the heap may double before a collection).
// What follows — compiling, the run, the output — keeps almost everything it
// allocates until the end, so at 100 the heap of a million-event run could
// grow to twice the run's own size just before its last collection; at 10
// it stays within a tenth, for a few more collections during the run (the
// output itself makes no garbage per entry). (Issue 8: about 1 KB an event
// plus a constant; issue 50: 1.1 KB. At 20, coordsim report on 10^6 events
// in the lesson's shape peaked 95 MB higher, 2026-12-04; at 5, no lower
// than at 10, and slower.)
const fixtureGCPercent = 10

// afterFixtureRead lowers the headroom for the rest of the command.
func afterFixtureRead() { debug.SetGCPercent(fixtureGCPercent) }

// compile compiles the named scenario and drops a fixture's events, which
// the compiled scenario no longer needs. A fixture's parse and compile leave
// their garbage (the events, the key table) in pages the runs' large
// buffers mostly cannot reuse: they are collected and given back to the
// system before the first run, so that the peak is the run's alone
// (coordsim report on 10^6 reads varied by 35 MB from one call to the next
// without it, 2026-12-04).
func compile(named *engine.Named) (*engine.Compiled, error) {
	compiled, err := named.Compile()
	if err != nil || named.Fixture == nil {
		return compiled, err
	}
	named.Fixture = nil
	debug.FreeOSMemory()
	return compiled, nil
}
