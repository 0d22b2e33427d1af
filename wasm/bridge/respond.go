package bridge

import (
	"strconv"
	"time"

	"coordsim/engine"
	"coordsim/engine/compare"
	"coordsim/internal/share"
	"coordsim/wasm/panel"
	"coordsim/wasm/scene"
)

// What one apply computes, apart from the state it changes: no build
// constraint, so that the links' property test drives it natively too
// (links_prop_test.go).

// shownRun is the run the canvas shows, in its language: a change that
// keeps both keeps the canvas's laid-out story.
type shownRun struct {
	res   *engine.Result
	lang  string
	story scene.Reel
	made  share.Made // what its links say of it (v=, h=)
}

// response is what one apply computes: the reply's JSON, the run for the
// canvas and the state it shows.
type response struct {
	json  string
	story scene.Reel
	pair  *scene.Pair
	state share.State
	run   shownRun
	end   int64 // the timeline's last tick
}

// respond is show without its effects: it changes nothing but the cache
// of runs it is given (the rehearsal runs it with its own).
func respond(s share.State, probs []share.Problem, cache *runCache, prev shownRun, flags historyFlags) response {
	start := time.Now()
	res, resB, ran, err := cache.runs(s) // compare mode: run B too, on one playhead
	engineMs := 0.0
	if ran {
		engineMs = float64(time.Since(start).Microseconds()) / 1000
	}
	var engineErr string
	if err != nil {
		// Parse keeps only what the engine runs (share.keepRunnable), so
		// this is a bug; still show the lesson rather than nothing, and say so.
		engineErr = err.Error()
		probs = append(probs, lessonShownProblem(engineErr))
		s = lessonAsShown(s)
		res, resB, _, _ = cache.runs(s)
	}
	run := prev
	if run.res != res || run.lang != s.Lang || run.story == nil {
		made := run.made
		if run.res != res {
			made = share.MadeFrom(res)
		}
		run = shownRun{res, s.Lang, scene.Later(res, s.Lang), made} // laid out when the canvas first paints it
	}
	if d := share.Departed(s, res); d != nil && engineErr == "" {
		probs = append(probs, d.Problem(len(res.Trace)))
	}
	s.Made = run.made // the page's links say what they show
	named := s.Named()
	query, full := share.Links(s)
	v := panel.Build(named, res, s, probs, query)
	pair := pairOf(s, res, resB)
	if pair != nil {
		v.End = pair.End
	}
	if s.T > v.End {
		v.AddProblem(share.Problem{Field: "t", Value: strconv.FormatInt(s.T, 10), Code: "past-end", Max: v.End,
			Fallback: strconv.FormatInt(v.End, 10)})
		s.T = v.End
		query, full = share.Links(s)
		v.Params.T, v.Query = s.T, query
	}
	r := reply{View: v, Version: Version, EngineMs: engineMs, EngineErr: engineErr,
		Caption: run.story.CaptionAt(float64(s.T), s.Lang), Full: full, RunKey: share.RunKey(s),
		Comparing: comparing(s, query, res, resB), Spacetime: spacetimeOf(s, res, resB), Boundary: boundaryKeysOf(s), Worlds: worldsOf(s, res),
		Model: panel.ModelOf(named, s), Events: eventsOf(s, probs), Challenge: panel.ChallengeOf(s, res), Challenges: challengesOf(s), Authored: panel.AuthoredOf(s, flags.undo, flags.redo)}
	r.ApplyMs = float64(time.Since(start).Microseconds()) / 1000
	return response{toJSON(&r), run.story, pair, s, run, v.End}
}

// lessonAsShown is the lesson's run shown as s is: in its language, view
// and embedding (a course's frame stays the course's).
func lessonAsShown(s share.State) share.State {
	l := share.Defaults
	l.Lang, l.View, l.Embed, l.Panels, l.Origin, l.Lock = s.Lang, s.View, s.Embed, s.Panels, s.Origin, s.Lock
	return l
}

// historyFlags say whether undo and redo have a step to take.
type historyFlags struct{ undo, redo bool }

// pairOf is the pair of runs the page compares, or nil when there is no
// run B.
func pairOf(s share.State, res, resB *engine.Result) *scene.Pair {
	if resB == nil {
		return nil
	}
	diverge := int64(-1)
	if d := compare.Runs(res, resB).FirstDivergence; d != nil {
		diverge = d.Tick
	}
	return scene.NewPair(res, resB, diverge, s.Lang)
}
