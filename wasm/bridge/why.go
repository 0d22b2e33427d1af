//go:build js && wasm

package bridge

import (
	"syscall/js"

	"coordsim/internal/render"
	"coordsim/internal/share"
)

// The page's "which of my moves mattered?" (issue 56, item 1): asked from
// the moves bar, not with every reply (each fault is a run more):
//
//	why() string  the run on screen's forced faults, each removed alone and
//	              the run made again; WhyReply's JSON
func whyBridge() map[string]any {
	return map[string]any{
		"why": guarded("why", func(_ js.Value, _ []js.Value) any {
			return toJSON(whyOf(App.current()))
		}),
	}
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
