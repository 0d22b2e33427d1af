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

// The page's "which of my moves mattered?" (issue 56, item 1): asked from
// the moves bar, not with every reply (each fault is a run more):
//
//	why() string  the run on screen's forced faults, each removed alone and
//	              the run made again; WhyReply's JSON
//	shrink(invariant) string  the smallest set of them that still breaks
//	              the invariant (engine.Named.Shrink), as faults= writes it,
//	              and its story; ShrinkReply's JSON
func whyBridge() map[string]any {
	return map[string]any{
		"why": guarded("why", func(_ js.Value, _ []js.Value) any {
			return toJSON(whyOf(App.current()))
		}),
		"shrink": guarded("shrink", func(_ js.Value, args []js.Value) any {
			inv := ""
			if len(args) > 0 && args[0].Type() == js.TypeString {
				inv = args[0].String()
			}
			return toJSON(shrinkOf(App.current(), inv))
		}),
	}
}

// shrinkOf is the smallest set of s's forced faults that still breaks inv,
// and the runs it makes (their RunKey, for the story to be shown with).
func shrinkOf(s share.State, inv string) shrinkReply {
	kept, err := s.Named().Shrink(s.Params(), inv)
	if err != nil {
		return shrinkReply{Error: err.Error()}
	}
	small := s
	small.Faults = kept
	res, err := small.Named().Run(small.Params())
	if err != nil {
		return shrinkReply{Error: err.Error()}
	}
	i := slices.IndexFunc(res.Invariants, func(v engine.Verdict) bool { return v.Name == inv })
	return shrinkReply{Faults: share.FaultsText(kept), Kept: len(kept), Of: len(s.Faults), RunKey: share.RunKey(small),
		Text:  catalog.T(s.Lang, "shrink.kept", "invariant", inv, "kept", strconv.Itoa(len(kept)), "all", strconv.Itoa(len(s.Faults))),
		Story: render.ShrinkStory(s.Lang, kept, res.Invariants[i])}
}

func whyOf(s share.State) whyReply {
	out := whyReply{RunKey: share.RunKey(s), Faults: []faultWhy{}}
	effects, err := s.Named().WhichMattered(s.Params())
	if err != nil {
		return out // the reply already says what is wrong with the run
	}
	for _, e := range effects {
		out.Faults = append(out.Faults, faultWhy{Fault: e.Fault.String(), Mattered: e.Mattered, What: e.What, Name: e.Name, Tick: e.Tick,
			Text: render.WhySentence(s.Lang, e)})
	}
	return out
}
