package bridge

import (
	"strconv"

	"coordsim/internal/jsonwrite"
)

// Speed only: the reply is written around the view's own writer
// (panel.View.AppendFields), since encoding/json would encode the embedded
// view by reflection; with both through encoding/json the page's apply
// call took 1.18x as long on settled drags and the first one 1.8x (+34 ms)
// (wasm/panel/viewjson_fast.go). TestReplyJSONIsEncodingJSONs holds it to
// encoding/json's bytes. (No build constraint, so that test runs natively.)

// appendJSON appends r as encoding/json writes it.
func (r *reply) appendJSON(b []byte) []byte {
	b = r.View.AppendFields(append(b, '{'))
	b = jsonwrite.AppendString(append(b, `,"version":`...), r.Version)
	b = appendMs(append(b, `,"engineMs":`...), r.EngineMs)
	b = appendMs(append(b, `,"applyMs":`...), r.ApplyMs)
	if r.EngineErr != "" {
		b = jsonwrite.AppendString(append(b, `,"engineError":`...), r.EngineErr)
	}
	b = jsonwrite.AppendString(append(b, `,"caption":`...), r.Caption)
	b = jsonwrite.AppendString(append(b, `,"full":`...), r.Full)
	b = jsonwrite.AppendString(append(b, `,"runKey":`...), r.RunKey)
	b = r.Comparing.AppendJSON(append(b, `,"comparing":`...))
	b = append(b, `,"spacetime":`...)
	if d := r.Spacetime; d == nil {
		b = append(b, "null"...)
	} else {
		b = jsonwrite.AppendString(append(b, `{"a":`...), d.A)
		if d.B == nil {
			b = append(b, `,"b":null}`...)
		} else {
			b = append(jsonwrite.AppendString(append(b, `,"b":`...), *d.B), '}')
		}
	}
	b = jsonwrite.AppendString(append(b, `,"boundary":{"deadline":`...), r.Boundary.Deadline)
	b = jsonwrite.AppendString(append(b, `,"seed":`...), r.Boundary.Seed)
	b = append(b, `},"worlds":`...)
	if r.Worlds == nil {
		b = append(b, "null"...)
	} else {
		w, _ := jsonwrite.Marshal(r.Worlds) // only in view=worlds, three small runs: not a hot path
		b = append(b, w...)
	}
	model, _ := jsonwrite.Marshal(r.Model) // ten knobs at most
	b = append(append(b, `,"model":`...), model...)
	b = append(b, `,"events":`...)
	if r.Events == nil {
		b = append(b, "null"...)
	} else {
		ev, _ := jsonwrite.Marshal(r.Events) // only in view=events, a list of at most 64: not a hot path
		b = append(b, ev...)
	}
	ch, _ := jsonwrite.Marshal(r.Challenge) // one verdict, ten items at most
	list, _ := jsonwrite.Marshal(r.Challenges)
	b = append(append(append(append(b, `,"challenge":`...), ch...), `,"challenges":`...), list...)
	a := &r.Authored
	b = strconv.AppendInt(append(b, `,"authored":{"count":`...), int64(a.Count), 10)
	b = jsonwrite.AppendString(append(b, `,"text":`...), a.Text)
	b = strconv.AppendBool(append(b, `,"canUndo":`...), a.CanUndo)
	b = strconv.AppendBool(append(b, `,"canRedo":`...), a.CanRedo)
	return append(b, "}}"...)
}

// appendMs appends a time in milliseconds as encoding/json writes it.
func appendMs(b []byte, ms float64) []byte { return jsonwrite.AppendFloat(b, ms, 64) }
