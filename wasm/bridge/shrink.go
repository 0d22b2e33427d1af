//go:build js && wasm

package bridge

import (
	"slices"
	"strconv"
	"syscall/js"

	"coordsim/engine"
	"coordsim/internal/catalog"
	"coordsim/internal/render"
	"coordsim/internal/share"
)

// The page's "make it smaller" (issue 56, item 2), asked beside a broken
// invariant, not with every reply (it runs the story many times). (Which
// faults mattered is the export's worker's: internal/why, wasm/evidence.)
//
//	shrink(invariant) string  the smallest set of the run on screen's
//	              forced faults (a fixture's events, for a fixture story)
//	              that still breaks the invariant, the change to set()
//	              that shows it, and its story; ShrinkReply's JSON
func shrinkBridge() map[string]any {
	return map[string]any{
		"shrink": guarded("shrink", func(_ js.Value, args []js.Value) any {
			inv := ""
			if len(args) > 0 && args[0].Type() == js.TypeString {
				inv = args[0].String()
			}
			return toJSON(shrinkOf(App.current(), inv))
		}),
	}
}

// shrinkOf is the smallest set of s's forced faults, or for a fixture
// story of its events (engine.Named.ShrinkEvents), that still breaks inv:
// the change to set() that makes it the run on screen (undo brings the
// rest back: the history holds faults and events), how many of how many,
// the runs it makes (their RunKey, for the story to be shown with) and
// its story.
func shrinkOf(s share.State, inv string) shrinkReply {
	named, small := s.Named(), s
	if named.Fixture != nil {
		kept, err := named.ShrinkEvents(s.Params(), inv)
		if err != nil {
			return shrinkReply{Error: err.Error()}
		}
		small.Events = kept
		return shrunkTo(small, inv, map[string]string{"events": share.EncodeEvents(kept)}, len(kept), len(named.Fixture.Events),
			func(v engine.Verdict) []string { return render.ShrinkEventStory(s.Lang, kept, v) })
	}
	kept, err := named.Shrink(s.Params(), inv)
	if err != nil {
		return shrinkReply{Error: err.Error()}
	}
	small.Faults = kept
	return shrunkTo(small, inv, map[string]string{"faults": share.FaultsText(kept)}, len(kept), len(s.Faults),
		func(v engine.Verdict) []string { return render.ShrinkStory(s.Lang, kept, v) })
}

// shrunkTo is shrink's reply for small, the run kept of all (kept of
// them), that set makes: its story told by story from inv's verdict.
func shrunkTo(small share.State, inv string, set map[string]string, kept, all int, story func(engine.Verdict) []string) shrinkReply {
	res, err := small.Named().Run(small.Params())
	if err != nil {
		return shrinkReply{Error: err.Error()}
	}
	key := "shrink.kept"
	if _, events := set["events"]; events {
		key = "shrink.keptEvents"
	}
	i := slices.IndexFunc(res.Invariants, func(v engine.Verdict) bool { return v.Name == inv })
	return shrinkReply{Faults: set["faults"], Set: set, Kept: kept, Of: all, RunKey: share.RunKey(small),
		Text:  catalog.T(small.Lang, key, "name", render.InvariantName(small.Lang, inv), "code", inv, "kept", strconv.Itoa(kept), "all", strconv.Itoa(all)),
		Story: story(res.Invariants[i])}
}
