package bridge

import (
	"sync"

	"coordsim/engine"
	"coordsim/internal/share"
	"coordsim/wasm/panel"
)

// compiledScenarios are the named scenarios, each compiled the first time
// one is run: the page's runs, the rehearsal's and the boundary grids'
// differ only in parameters (the mutations, seed and retention are
// parameters too). A Compiled is only read by the runs, so sharing it is
// safe.
var compiledScenarios struct {
	mu     sync.Mutex
	byName map[string]*engine.Compiled
}

// compiledScenario is s's scenario compiled, once per share.ScenarioKey
// (the learner's events make their own; the last few dozen are kept).
func compiledScenario(s share.State) (*engine.Compiled, error) {
	key := s.ScenarioKey()
	compiledScenarios.mu.Lock()
	defer compiledScenarios.mu.Unlock()
	if c, ok := compiledScenarios.byName[key]; ok {
		return c, nil
	}
	c, err := panel.LessonOwned(s, s.Named()).Compile() // a lesson's own edits are not the learner's moves
	if err != nil {
		return nil, err
	}
	if compiledScenarios.byName == nil || len(compiledScenarios.byName) >= 32 {
		compiledScenarios.byName = map[string]*engine.Compiled{} // edited events pile up as a learner types: forget them
	}
	compiledScenarios.byName[key] = c
	return c, nil
}

// runCache keeps the runs of the last state it ran. A change that leaves
// the runs alone (the tick, the language, the view, the lab step) runs
// nothing; one that changes a knob runs the compiled scenario again. A
// Result is never changed once run, so sharing it is safe. (No build
// constraint: tested natively.)
type runCache struct {
	mu   sync.Mutex
	key  string // share.RunKey of the runs kept; "" before the first
	a, b *engine.Result
	err  error
	ran  int // the engine's runs so far (A's and B's), for the tests that count them
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
	a, err = runState(s)
	c.ran++
	if err == nil {
		if sb, ok := s.BState(); ok {
			b, _ = runState(sb)
			c.ran++
		}
	}
	c.key, c.a, c.b, c.err = key, a, b, err
	return a, b, true, err
}

// runState runs s's scenario under s's knobs.
func runState(s share.State) (*engine.Result, error) {
	c, err := compiledScenario(s)
	if err != nil {
		return nil, err
	}
	return c.Run(s.Params())
}

// failedProblem says that the page could not show a change, for what
// (a panic's or the engine's words): a bug, shown rather than hidden. The
// page shows the last run it could.
func failedProblem(what string) share.Problem {
	value, length := share.Shown(what)
	return share.Problem{Field: "page", Code: "failed", Value: value, Length: length,
		Message: "the page could not show this; it shows the last run it could"}
}

// lessonShownProblem is failedProblem where the page shows the lesson's
// run instead (the engine refused a state: respond).
func lessonShownProblem(what string) share.Problem {
	p := failedProblem(what)
	p.Code, p.Message = "failed-lesson", "the page could not show this; it shows the lesson's run instead"
	return p
}
