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
	md := string(labNotes("en", "http://x.test/", lab, Record{}))
	for _, want := range []string{
		"Checked parts right (graded again from the answers below): 2 of 8.",
		"Answer: The same in both: no answer before its timer fires (right)",
		"transitions applied, with the dedupe store and the guard off: 1 (not right)",
		"`](javascript:x)` (not right)",
		"- Technical correctness: the claims are true of the model: 2/2\n",
		"- Judgment: it chooses and weighs what matters: –\n", // 7 is no level
		"- Evidence: it cites a run, a trace row or a count: 1/2\n",
		"Expected evidence the answer covers, as the learner ticked it (a self-assessment, 1 of 9): Dedupe retention.",
		// The tick achieves nothing: the engine finds no work that shows it.
		"- Dedupe retention: not shown yet: a supported claim that with “Short retention (2 ticks)” an invariant breaks\n",
		"- Queue limits: for the instructor: the engine cannot check it\n",
		// The engine marks what it can: a2's counts are right, no item is shown.
		"- Technical correctness: the claims are true of the model: Fully (the checked part is right)\n",
		"- Evidence: it cites a run, a trace row or a count: Not yet (your own work shows 0 of the 7 expected-evidence items the engine can check)\n",
		"- Judgment: it chooses and weighs what matters: – (for the instructor: the engine cannot mark it)\n",
		"Not marked on the rubric.",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("lab.md lacks %q:\n%s", want, md)
		}
	}
	ja := string(labNotes("ja", "http://x.test/", lab, Record{}))
	for _, want := range []string{"8 問中 2 問", "どちらも同じ: タイマーが切れるまで応答がない（正解）", "（自己評価、9 項目中 1 項目）: dedupe retention。"} {
		if !strings.Contains(ja, want) {
			t.Errorf("the Japanese lab.md lacks %q:\n%s", want, ja)
		}
	}
}

// TestLabNotesHoldTheTransfer: the transfer task's items are graded again
// and its replay's hashes stated; with nothing done, it says so.
func TestLabNotesHoldTheTransfer(t *testing.T) {
	sha := strings.Repeat("cd", 32)
	lab := &Lab{Transfer: &TransferRecord{Checks: map[string]Checked{
		"t2": {Answer: []string{"27"}, Correct: true}, "t3": {Answer: []string{"15", "0"}, Correct: true}},
		Replay: &Replay{First: sha, Second: sha, Outcome: "recovery-deadline-exceeded"}}}
	md := string(labNotes("en", "http://x.test/", lab, Record{}))
	for _, want := range []string{"## Transfer to another problem", "tick: 27 (right)", "state transitions applied: 15", "(not right)", "`" + sha + "`"} {
		if !strings.Contains(md, want) {
			t.Errorf("lab.md lacks %q:\n%s", want, md)
		}
	}
	if blank := string(labNotes("ja", "http://x.test/", &Lab{}, Record{})); !strings.Contains(blank, "## 別問題へ転用する") || !strings.Contains(blank, "2 時間の実行: 再実行の記録なし。") {
		t.Errorf("a blank lab.md's transfer section:\n%s", blank)
	}
}

// TestQuizRightByGrading (issue 52, item 3): a question tried more than
// once counts by its first try, any try or its last, as the course's
// grading says, each try graded again from its answer (the page's
// verdicts are ignored: here every one of them says right); a record from
// before tries were kept counts its last answer as its one try.
func TestQuizRightByGrading(t *testing.T) {
	right, wrong := []string{"same"}, []string{"apply"} // q1
	lab := &Lab{
		Checks: map[string]Checked{"q1": {Answer: right, Correct: true}, "q2": {Answer: []string{"apply"}, Correct: true}, "q4": {Answer: []string{"order"}, Correct: true}},
		Attempts: map[string][]Attempt{
			"q1": {{At: 1, Answer: wrong, Correct: true}, {At: 2, Answer: right, Correct: true}},                          // wrong, then right
			"q2": {{At: 3, Answer: []string{"reject"}, Correct: true}, {At: 4, Answer: []string{"apply"}, Correct: true}}, // right, then wrong
		}, // q4: an older record's one answer, right
	}
	for grading, want := range map[string]int{"first": 2, "": 3, "best": 3, "last": 2} {
		if got, of := QuizRight(lab, grading); got != want || of != 8 {
			t.Errorf("grading %q: %d of %d right, want %d of 8", grading, got, of, want)
		}
	}
	if n := Tries(lab); n != 5 {
		t.Errorf("%d tries, want 5", n)
	}
}
