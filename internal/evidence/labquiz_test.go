package evidence

import (
	"strings"
	"testing"
)

// TestLabNotesHoldTheQuiz: each question shows its checked answer graded
// again here (a record claiming a wrong answer right says not right), a
// stored code that is no option is quoted, not looked up, and the
// learner's marks and expected evidence are stated.
func TestLabNotesHoldTheQuiz(t *testing.T) {
	lab := &Lab{
		Checks: map[string]Checked{
			"q1": {Answer: []string{"same"}, Correct: true},
			"q3": {Answer: []string{"1", "1", "1"}, Correct: true}, // wrong, whatever the record says
			"q2": {Answer: []string{"](javascript:x)"}, Correct: false},
			"a2": {Answer: []string{"0", "0", "6", "3"}, Correct: true},
		},
		Marks: map[string]Marks{"a2": {Rubric: map[string]int{"technical-correctness": 2, "evidence": 1, "judgment": 7}, Items: []bool{false, false, true}}},
	}
	md := string(labNotes("en", "http://x.test/", lab))
	for _, want := range []string{
		"Checked parts right (graded again from the answers below): 2 of 8.",
		"Answer: The same in both: no answer before its timer fires (right)",
		"transitions applied, with the dedupe store and the guard off: 1 (not right)",
		"`](javascript:x)` (not right)",
		"- Technical correctness: the claims are true of the model: 2/2\n",
		"- Judgment: it chooses and weighs what matters: –\n", // 7 is no level
		"- Evidence: it cites a run, a trace row or a count: 1/2\n",
		"Expected evidence the answer covers, as marked (1 of 9): Dedupe retention.",
		"Not marked on the rubric.",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("lab.md lacks %q:\n%s", want, md)
		}
	}
	ja := string(labNotes("ja", "http://x.test/", lab))
	for _, want := range []string{"8 問中 2 問", "どちらも同じ: timerが切れるまで応答がない（正解）", "（学習者の判断、9 項目中 1 項目）: dedupe retention。"} {
		if !strings.Contains(ja, want) {
			t.Errorf("the Japanese lab.md lacks %q:\n%s", want, ja)
		}
	}
}
