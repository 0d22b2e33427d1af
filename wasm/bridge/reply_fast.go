package bridge

import (
	"encoding/json"
	"strconv"

	"coordsim/wasm/panel"
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
	b = panel.AppendString(append(b, `,"version":`...), r.Version)
	b = appendMs(append(b, `,"engineMs":`...), r.EngineMs)
	b = appendMs(append(b, `,"applyMs":`...), r.ApplyMs)
	if r.EngineErr != "" {
		b = panel.AppendString(append(b, `,"engineError":`...), r.EngineErr)
	}
	b = panel.AppendString(append(b, `,"caption":`...), r.Caption)
	b = panel.AppendString(append(b, `,"full":`...), r.Full)
	b = panel.AppendString(append(b, `,"runKey":`...), r.RunKey)
	// The comparison and the diagrams are small, or rare: encoding/json's.
	b = appendMarshal(append(b, `,"comparing":`...), r.Comparing)
	b = appendMarshal(append(b, `,"spacetime":`...), r.Spacetime)
	b = panel.AppendString(append(b, `,"boundary":{"deadline":`...), r.Boundary.Deadline)
	b = panel.AppendString(append(b, `,"seed":`...), r.Boundary.Seed)
	return append(b, "}}"...)
}

// appendMarshal appends v as encoding/json writes it.
func appendMarshal(b []byte, v any) []byte {
	out, err := json.Marshal(v)
	if err != nil {
		return append(b, "null"...)
	}
	return append(b, out...)
}

// appendMs appends a time in milliseconds (whole microseconds, so never
// the tiny or huge values encoding/json writes with an exponent).
func appendMs(b []byte, ms float64) []byte {
	if ms == 0 || (ms >= 1e-6 && ms < 1e21) {
		return strconv.AppendFloat(b, ms, 'f', -1, 64)
	}
	out, _ := json.Marshal(ms)
	return append(b, out...)
}
