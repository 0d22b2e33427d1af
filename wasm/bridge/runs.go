package bridge

import (
	"sync"

	"coordsim/engine"
	"coordsim/internal/share"
)

// runCache keeps each scenario compiled and the runs of the last state it
// ran. A change that leaves the runs alone (the tick, the language, the
// view, the lab step) runs nothing; one that changes a knob runs the
// compiled scenario again without compiling it. A Result is never changed
// once run, so sharing it is safe. (No build constraint: tested natively.)
type runCache struct {
	mu       sync.Mutex
	compiled map[string]*engine.Compiled
	key      string // share.RunKey of the runs kept; "" before the first
	a, b     *engine.Result
	err      error
}

// runs are state s's run and, when it compares, run B's (b is nil when it
// does not, or when B's parameters do not run: the views then show A
// alone), and whether they were run now rather than kept.
func (c *runCache) runs(s share.State) (a, b *engine.Result, ran bool, err error) {
	key := share.RunKey(s)
	c.mu.Lock()
	defer c.mu.Unlock()
	if key == c.key {
		return c.a, c.b, false, c.err
	}
	a, err = c.run(s)
	if err == nil {
		if sb, ok := s.BState(); ok {
			b, _ = c.run(sb)
		}
	}
	c.key, c.a, c.b, c.err = key, a, b, err
	return a, b, true, err
}

// run runs s's scenario under s's knobs, compiling the scenario the first
// time. The caller holds c.mu.
func (c *runCache) run(s share.State) (*engine.Result, error) {
	named := s.Named()
	compiled, ok := c.compiled[named.Name]
	if !ok {
		var err error
		if compiled, err = named.Compile(); err != nil {
			return nil, err
		}
		if c.compiled == nil {
			c.compiled = map[string]*engine.Compiled{}
		}
		c.compiled[named.Name] = compiled
	}
	return compiled.Run(s.Params())
}
