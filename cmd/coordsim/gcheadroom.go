package main

import "runtime/debug"

// fixtureGCPercent is the garbage collector's headroom once a fixture is
// read. Parsing makes a lot of short-lived garbage over a small live set, so
// it runs at Go's default (100: the heap may double before a collection).
// What follows — compiling, the run, the output — keeps almost everything it
// allocates until the end, so at 100 the heap of a million-event run could
// grow to twice the run's own size just before its last collection; at 20
// it stays within a fifth, for a few more collections during the run (the
// output itself makes no garbage per entry). (Issue 8: about 1 KB an event
// plus a constant.)
const fixtureGCPercent = 20

// afterFixtureRead lowers the headroom for the rest of the command.
func afterFixtureRead() { debug.SetGCPercent(fixtureGCPercent) }
