package main

import (
	"encoding/json"

	"coordsim/internal/analysis"
	"coordsim/internal/claim"
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
	if json.Unmarshal(fields["at"], &lab.At) != nil || lab.At < 0 {
		lab.At = 0
	}
	_ = json.Unmarshal(fields["done"], &lab.Done)
	lab.Notes = texts(fields["notes"])
	lab.Answers = texts(fields["answers"])
	lab.Prediction = prediction(fields["prediction"])
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
	lab.Checks = each[evidence.Checked](fields["checks"])
	lab.Attempts = each[[]evidence.Attempt](fields["attempts"])
	if json.Unmarshal(fields["submitted"], &lab.Submitted) != nil || lab.Submitted < 0 {
		lab.Submitted = 0
	}
	lab.Marks = each[evidence.Marks](fields["marks"])
	var tr struct{ Checks, Replay json.RawMessage }
	if json.Unmarshal(fields["transfer"], &tr) == nil && (tr.Checks != nil || tr.Replay != nil) {
		lab.Transfer = &evidence.TransferRecord{Checks: each[evidence.Checked](tr.Checks)}
		var r evidence.Replay
		if json.Unmarshal(tr.Replay, &r) == nil && r.First != "" {
			lab.Transfer.Replay = &r
		}
	}
	var ex struct {
		Outline json.RawMessage
		Slides  []json.RawMessage
	}
	if json.Unmarshal(fields["explain"], &ex) == nil && (ex.Outline != nil || ex.Slides != nil) {
		lab.Explain = &evidence.Explain{Outline: each[bool](ex.Outline)}
		for _, raw := range ex.Slides {
			var sl evidence.Slide
			if json.Unmarshal(raw, &sl) == nil {
				lab.Explain.Slides = append(lab.Explain.Slides, sl)
			}
		}
	}
	lab.Claims = each[claim.Claim](fields["claims"])
	lab.Proposal = parsePlan(fields["proposal"])
	var rv struct {
		Since int64
		Done  json.RawMessage
	}
	if json.Unmarshal(fields["review"], &rv) == nil && (rv.Since > 0 || rv.Done != nil) {
		lab.Review = &evidence.ReviewRecord{Since: rv.Since, Done: each[evidence.ReviewDone](rv.Done)}
	}
	return lab
}

// parsePlan reads the learner's proposal (assets/progress.js: proposal),
// nil when there is none of its shape.
func parsePlan(raw json.RawMessage) *analysis.Plan {
	var p analysis.Plan
	if len(raw) == 0 || string(raw) == "null" || json.Unmarshal(raw, &p) != nil {
		return nil
	}
	return &p
}

// each is a JSON object's entries that read as T, nil when it is no
// object: one entry of another shape loses only itself.
func each[T any](raw json.RawMessage) map[string]T {
	var entries map[string]json.RawMessage
	if json.Unmarshal(raw, &entries) != nil || entries == nil {
		return nil
	}
	out := make(map[string]T, len(entries))
	for k, v := range entries {
		var x T
		if json.Unmarshal(v, &x) == nil {
			out[k] = x
		}
	}
	return out
}

// texts is a JSON object's string entries, nil when it is no object.
func texts(raw json.RawMessage) map[string]string { return each[string](raw) }

// prediction reads step 5's prediction: the outcome with its partition and
// deadline, and the two counts each on its own (an older record has none;
// a count of the wrong type is left out, not the prediction).
func prediction(raw json.RawMessage) *evidence.Prediction {
	var p evidence.Prediction
	var fields map[string]json.RawMessage
	if json.Unmarshal(raw, &fields) != nil || json.Unmarshal(fields["outcome"], &p.Outcome) != nil || p.Outcome == "" {
		return nil
	}
	_ = json.Unmarshal(fields["partition"], &p.Partition)
	_ = json.Unmarshal(fields["deadline"], &p.Deadline)
	count := func(raw json.RawMessage) *int64 {
		var n int64
		if json.Unmarshal(raw, &n) != nil || n < 0 {
			return nil
		}
		return &n
	}
	p.Held, p.Uncertain = count(fields["held"]), count(fields["uncertain"])
	return &p
}
