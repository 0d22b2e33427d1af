// Package encode writes a run's results for people and programs outside the
// engine: the trace as the harness's canonical JSON (Trace, AppendTrace,
// AppendEntry), its SHA-256 (TraceSHA256, and TraceHasher for a sweep's
// runs in a row), the whole run as `coordsim run --json` prints it
// (Result), and the lesson harness's report (Report).
//
// Nothing here changes what a run is; the engine states the facts and this
// package spells them. trace_fast.go and result_fast.go write JSON directly
// for speed and memory (what each buys is in its header); the tests that
// hold them equal to map-shaped encodings sit beside the engine's own
// generators, as external tests of package engine (engine/encode_*_test.go,
// harness_test.go, crosscheck_test.go).
package encode
