//go:build js && wasm

package bridge

import (
	"coordsim/engine/encode"
	"encoding/json"
	"log"
	"syscall/js"

	"coordsim/internal/share"
	"coordsim/wasm/panel"
)

// lessonBridge is the lesson's part of coordsimFrame:
//
//	lesson(lang) string    the lab, quiz, scope and misdiagnoses in lang, as JSON
//	replay(query) string   run the engine twice on the query's parameters and
//	                       return {first, second, identical, outcome} (the two
//	                       trace SHA-256 hashes), for the lab's step 4
func lessonBridge() map[string]any {
	return map[string]any{
		"lesson": js.FuncOf(func(_ js.Value, args []js.Value) any {
			l := panel.LessonIn(stringArg(args, 0, share.Defaults.Lang))
			return string(l.AppendJSON(nil))
		}),
		"replay": js.FuncOf(func(_ js.Value, args []js.Value) any {
			return toJSON(replay(stringArg(args, 0, "")))
		}),
	}
}

// replayed is what replay found.
type replayed struct {
	First     string `json:"first"`
	Second    string `json:"second"`
	Identical bool   `json:"identical"`
	Outcome   string `json:"outcome"`
	Query     string `json:"query"` // the canonical parameters that ran
	Error     string `json:"error,omitempty"`
}

// replay runs the parameters of query twice, from scratch each time.
func replay(query string) replayed {
	s, _ := share.Parse(query)
	named := s.Named()
	var out replayed
	out.Query = share.Encode(s)
	for i := range 2 {
		res, err := named.Run(s.Params())
		if err != nil {
			out.Error = err.Error()
			return out
		}
		if i == 0 {
			out.First, out.Outcome = encode.TraceSHA256(res), res.Outcome()
		} else {
			out.Second = encode.TraceSHA256(res)
		}
	}
	out.Identical = out.First == out.Second
	return out
}

func toJSON(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		log.Printf("coordsim: encoding: %v", err)
		return "{}"
	}
	return string(b)
}
