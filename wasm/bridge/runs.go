//go:build js && wasm

package bridge

import (
	"sync"

	"coordsim/engine"
	"coordsim/internal/share"
)

// lastRuns keeps the runs of the last state the bridge ran. One change of
// the page calls apply, then, for the same query, compare and spacetime;
// in compare mode each would otherwise run A and B again. A Result is
// never changed once run, so sharing it is safe.
var lastRuns struct {
	mu   sync.Mutex
	key  string // share.Encode of the state: everything the runs depend on
	a, b *engine.Result
	err  error
}

// runsOf runs state s, and its run B when it compares (b is nil when it
// does not, or when B's parameters do not run: the views then show A
// alone), or returns the runs of the same state kept from the last call.
func runsOf(s share.State) (a, b *engine.Result, err error) {
	key := share.Encode(s)
	lastRuns.mu.Lock()
	defer lastRuns.mu.Unlock()
	if key == lastRuns.key { // never "": set only with the runs it names
		return lastRuns.a, lastRuns.b, lastRuns.err
	}
	a, err = s.Named().Run(s.Params())
	if err == nil {
		if sb, ok := s.BState(); ok {
			b, _ = sb.Named().Run(sb.Params())
		}
	}
	lastRuns.key, lastRuns.a, lastRuns.b, lastRuns.err = key, a, b, err
	return a, b, err
}
