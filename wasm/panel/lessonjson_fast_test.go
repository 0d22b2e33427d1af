package panel

import (
	"testing"

	"coordsim/internal/catalog"
)

// The lesson's hand-written JSON is encoding/json's, byte for byte, in
// every language, and for a lesson with the optional fields left out and
// nil lists and map.
func TestLessonJSONIsEncodingJSONs(t *testing.T) {
	for _, lang := range catalog.Langs {
		l := LessonIn(lang)
		sameJSON(t, lang, l.AppendJSON(nil), &l)
		if l.Steps[4].Go == nil || l.Quiz[len(l.Quiz)-1].Expected == "" {
			t.Fatalf("%s: the lesson has no step with a second control or no assessment: the optional fields go untested", lang)
		}
	}
	empty := Lesson{}
	sameJSON(t, "empty", empty.AppendJSON(nil), &empty)
	bare := Lesson{Text: map[string]string{"a<b": "&\u2028"}, Steps: []Step{{N: 1}}, Quiz: []Question{{}}, Myths: []Card{{Refute: "r"}}}
	sameJSON(t, "bare", bare.AppendJSON(nil), &bare)
}
