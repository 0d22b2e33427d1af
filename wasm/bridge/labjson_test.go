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
	for _, raw := range []string{"", "[]", "null", `{"notes":null}`, `{"notes":"x"}`} {
		if lab := parseLab(raw); lab.Notes != nil || lab.Answers != nil {
			t.Errorf("%q: %+v", raw, lab)
		}
	}
}
