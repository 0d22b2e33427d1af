package panel

import (
	"bytes"
	"encoding/json"
	"testing"

	"coordsim/internal/catalog"
)

// The lesson's hand-written JSON is encoding/json's, byte for byte, in
// every language, and for a lesson with the optional fields left out and
// nil lists and map.
func TestLessonJSONIsEncodingJSONs(t *testing.T) {
	for _, lang := range catalog.Langs {
		l := LessonIn(lang)
		sameJSON(t, lang, &l)
		if l.Steps[4].Go == nil || l.Quiz[len(l.Quiz)-1].Expected == "" {
			t.Fatalf("%s: the lesson has no step with a second control or no assessment: the optional fields go untested", lang)
		}
	}
	sameJSON(t, "empty", &Lesson{})
	sameJSON(t, "bare", &Lesson{Text: map[string]string{"a<b": "&\u2028"}, Steps: []Step{{N: 1}}, Quiz: []Question{{}}, Myths: []Card{{Refute: "r"}}})
}

func sameJSON(t *testing.T, name string, l *Lesson) {
	t.Helper()
	want, err := json.Marshal(l)
	if err != nil {
		t.Fatal(err)
	}
	if got := l.AppendJSON(nil); !bytes.Equal(got, want) {
		i := 0
		for i < len(got) && i < len(want) && got[i] == want[i] {
			i++
		}
		t.Errorf("%s: Lesson.AppendJSON differs from encoding/json at byte %d:\n got  %.120s\n want %.120s", name, i, got[max(0, i-40):], want[max(0, i-40):])
	}
}
