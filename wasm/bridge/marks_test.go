package bridge

import (
	"testing"

	"coordsim/internal/quiz"
)

// TestMarksOfEveryQuestion: the engine's marks of any question have its
// four dimensions and a list of items (empty, not null, without items),
// and a right checked part is technical correctness fully.
func TestMarksOfEveryQuestion(t *testing.T) {
	for _, c := range quiz.All {
		m := marksOf(c.ID, quiz.Work{}, nil, "en")
		if len(m.Dims) != len(quiz.Rubric) || m.Items == nil || len(m.Items) != c.Items {
			t.Errorf("%s: %+v", c.ID, m)
		}
	}
	if m := marksOf("q1", quiz.Work{}, []string{"same"}, "en"); m.Dims[0].Level != quiz.MaxLevel {
		t.Errorf("q1 answered right: %+v", m.Dims[0])
	}
	if m := marksOf("nope", quiz.Work{}, nil, "en"); m.Dims != nil {
		t.Errorf("no such question: %+v", m)
	}
}
