package bridge

import (
	"reflect"
	"testing"
)

// Issue 26, finding 7: one entry of the wrong type lost every note in lab.md.
func TestParseLabKeepsWhatIsText(t *testing.T) {
	lab := parseLab(`{"done":[true],"notes":{"note-1":{"a":1},"note-2":"kept","note-3":7},"answers":["x"],"prediction":{"outcome":"recovered-before-deadline","partition":4,"deadline":8}}`)
	if !reflect.DeepEqual(lab.Notes, map[string]string{"note-2": "kept"}) || lab.Answers != nil || len(lab.Done) != 1 || lab.Prediction == nil {
		t.Errorf("%+v", lab)
	}
	if p := lab.Prediction; p.Outcome != "recovered-before-deadline" || p.Partition != 4 || p.Held != nil || p.Uncertain != nil {
		t.Errorf("an older prediction: %+v", p)
	}
	p := parseLab(`{"prediction":{"outcome":"recovery-deadline-exceeded","partition":9,"deadline":8,"held":3,"uncertain":"x"}}`).Prediction
	if p == nil || p.Outcome != "recovery-deadline-exceeded" || p.Held == nil || *p.Held != 3 || p.Uncertain != nil {
		t.Errorf("a prediction with counts: %+v", p)
	}
	for _, raw := range []string{"", "[]", "null", `{"notes":null}`, `{"notes":"x"}`} {
		if lab := parseLab(raw); lab.Notes != nil || lab.Answers != nil {
			t.Errorf("%q: %+v", raw, lab)
		}
	}
}
