package bridge

import (
	"encoding/json"

	"coordsim/internal/evidence"
)

// parseLab reads the lesson's saved state (assets/progress.js) field by
// field, and notes and answers entry by entry: what is of the wrong shape is
// left out rather than losing the rest (the page sets it aside and says so).
func parseLab(raw string) *evidence.Lab {
	lab := &evidence.Lab{}
	var fields map[string]json.RawMessage
	if json.Unmarshal([]byte(raw), &fields) != nil {
		return lab
	}
	_ = json.Unmarshal(fields["done"], &lab.Done)
	lab.Notes = texts(fields["notes"])
	lab.Answers = texts(fields["answers"])
	var p evidence.Prediction
	if json.Unmarshal(fields["prediction"], &p) == nil && p.Outcome != "" {
		lab.Prediction = &p
	}
	var r evidence.Replay
	if json.Unmarshal(fields["replay"], &r) == nil && r.First != "" {
		lab.Replay = &r
	}
	var proofs map[string]json.RawMessage
	if json.Unmarshal(fields["proofs"], &proofs) == nil {
		for k, v := range proofs {
			var pr evidence.Proof
			if json.Unmarshal(v, &pr) == nil && pr.Query != "" {
				if lab.Proofs == nil {
					lab.Proofs = map[string]evidence.Proof{}
				}
				lab.Proofs[k] = pr
			}
		}
	}
	lab.Solutions = texts(fields["solutions"])
	return lab
}

// texts is a JSON object's string entries, nil when it is no object.
func texts(raw json.RawMessage) map[string]string {
	var entries map[string]json.RawMessage
	if json.Unmarshal(raw, &entries) != nil || entries == nil {
		return nil
	}
	out := make(map[string]string, len(entries))
	for k, v := range entries {
		var s string
		if json.Unmarshal(v, &s) == nil {
			out[k] = s
		}
	}
	return out
}
