package evidence

// What lab.md shows under each question: the checked part's answer as the
// learner gave it and what it earns, graded again here (internal/quiz), not
// read from the page's record; the free answer; and the learner's marks of
// it on the rubric's dimensions and the expected evidence it covers.

import (
	"bytes"
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"coordsim/internal/quiz"
)

// Checked is a question's checked part as last answered (quiz.js).
type Checked struct {
	Answer  []string `json:"answer"`
	Correct bool     `json:"correct"` // the page's verdict; lab.md grades again
}

// Marks are the learner's marks of a free answer: a level per rubric
// dimension, and which expected-evidence items it covers.
type Marks struct {
	Rubric map[string]int `json:"rubric"`
	Items  []bool         `json:"items"`
}

// Attempt is one check of a question's checked part (quiz.js): when (ms
// since 1970), the answer, and the page's verdict (lab.md grades again).
type Attempt struct {
	At      int64    `json:"at"`
	Answer  []string `json:"answer"`
	Correct bool     `json:"correct"`
}

// QuizRight is how many of the lesson's checked parts lab's answers get
// right under grading (quiz.Score: graded here from the answers, never from
// the page's verdicts), and of how many.
func QuizRight(lab *Lab, grading string) (right, of int) {
	right, of, _ = quiz.Score(quiz.All, Tried(lab), grading)
	return right, of
}

// Tries counts lab's checks of the lesson's questions, as kept.
func Tries(lab *Lab) int {
	_, _, tries := quiz.Score(quiz.All, Tried(lab), "")
	return tries
}

// Tried is lab's answers to the lesson's questions as quiz.Score reads
// them: each question's kept tries and its answer on record.
func Tried(lab *Lab) map[string]quiz.Tried {
	answers := make(map[string]quiz.Tried, len(lab.Checks))
	for id, last := range lab.Checks {
		t := quiz.Tried{Last: last.Answer}
		for _, a := range lab.Attempts[id] {
			t.Tries = append(t.Tries, a.Answer)
		}
		answers[id] = t
	}
	return answers
}

// quizScore writes how many checked parts are right, graded here.
func quizScore(b *bytes.Buffer, l string, lab *Lab, grading string) {
	right, of := QuizRight(lab, grading)
	b.WriteString("\n" + t(l, "evidence.lab.quizScore", "correct", strconv.Itoa(right), "of", strconv.Itoa(of)) + " " +
		t(l, "evidence.lab.grading."+cmp.Or(grading, "best")) + "\n")
}

// tries writes every check of question id, in order, each graded again.
func tries(b *bytes.Buffer, l, id string, lab *Lab) {
	c, ok := quiz.Find(id)
	list := lab.Attempts[id]
	if !ok || len(list) == 0 {
		return
	}
	parts := make([]string, len(list))
	for i, a := range list {
		verdict := t(l, "evidence.lab.checkWrong")
		if quiz.Grade(c, a.Answer).Correct {
			verdict = t(l, "evidence.lab.checkRight")
		}
		parts[i] = t(l, "evidence.lab.try", "n", strconv.Itoa(i+1), "verdict", verdict, "at", time.UnixMilli(a.At).UTC().Format("2006-01-02 15:04Z"))
	}
	b.WriteString(t(l, "evidence.lab.tries", "list", strings.Join(parts, t(l, "lesson.check.sep"))) + "\n\n")
}

// checkedPart writes question (or transfer item) id's checked part, as
// checks hold it: the answer and its verdict.
func checkedPart(b *bytes.Buffer, l, id string, checks map[string]Checked) {
	c, ok := quiz.Find(id)
	if !ok {
		return
	}
	k := "lesson.quiz." + id
	a, answered := checks[id]
	if !answered {
		b.WriteString(t(l, "evidence.lab.checked", "ask", t(l, k+".ask"), "answer", t(l, "evidence.lab.noAnswer")) + "\n\n")
		return
	}
	var parts []string
	if c.Kind == quiz.Count {
		for i, n := range c.Counts {
			v := ""
			if i < len(a.Answer) {
				v = markdownText(oneLine(a.Answer[i]))
			}
			parts = append(parts, t(l, k+".count."+n.ID)+": "+v)
		}
	} else {
		for _, code := range a.Answer {
			if slices.Contains(c.Options, code) {
				parts = append(parts, t(l, k+".opt."+code))
			} else {
				parts = append(parts, "`"+oneLine(code)+"`")
			}
		}
	}
	verdict := t(l, "evidence.lab.checkWrong")
	if quiz.Grade(c, a.Answer).Correct {
		verdict = t(l, "evidence.lab.checkRight")
	}
	b.WriteString(t(l, "evidence.lab.checked", "ask", t(l, k+".ask"), "answer",
		t(l, "evidence.lab.verdict", "answer", strings.Join(parts, t(l, "lesson.check.sep")), "verdict", verdict)) + "\n\n")
}

// marks writes the learner's marks of question id's free answer (key is
// its catalogue key, lesson.a.N, for the expected-evidence items).
func marks(b *bytes.Buffer, l, id, key string, lab *Lab) {
	m, ok := lab.Marks[id]
	if !ok {
		b.WriteString("\n" + t(l, "evidence.lab.noMarks") + "\n")
		return
	}
	var dims []string
	for _, d := range quiz.Rubric {
		v := "–"
		if n, ok := m.Rubric[d]; ok && n >= 0 && n <= quiz.MaxLevel {
			v = fmt.Sprintf("%d/%d", n, quiz.MaxLevel)
		}
		dims = append(dims, t(l, "lesson.rubric."+d)+": "+v)
	}
	b.WriteString("\n" + t(l, "evidence.lab.marks") + "\n\n")
	for _, d := range dims {
		b.WriteString("- " + d + "\n")
	}
	selfAssessed(b, l, id, key, m)
}

// selfAssessed writes the expected-evidence items the learner ticked, said
// to be their own assessment: nothing is achieved by a tick (itemChecks
// says what the engine found).
func selfAssessed(b *bytes.Buffer, l, id, key string, m Marks) {
	c, _ := quiz.Find(id)
	if c.Items == 0 {
		return
	}
	var covered []string
	for i := 1; i <= c.Items; i++ {
		if i-1 < len(m.Items) && m.Items[i-1] {
			covered = append(covered, t(l, key+".item."+strconv.Itoa(i)))
		}
	}
	list := t(l, "evidence.lab.noItems")
	if len(covered) > 0 {
		list = strings.Join(covered, t(l, "lesson.check.sep"))
	}
	b.WriteString("\n" + t(l, "evidence.lab.items", "items", list, "n", strconv.Itoa(len(covered)), "of", strconv.Itoa(c.Items)) + "\n")
}

// engineMarks writes the engine's marks of question id's answer where it
// can mark (quiz.Dimensions: the checked part graded again, the items the
// learner's work shows) and, for an assessment, what it finds of each
// expected-evidence item in the learner's own work (quiz.Items): shown,
// by which claim or step; not yet, and what would show it; or for the
// instructor.
func engineMarks(b *bytes.Buffer, l, id, key string, lab *Lab) {
	c, ok := quiz.Find(id)
	if !ok {
		return
	}
	right := false
	if a, answered := lab.Checks[id]; answered {
		right = quiz.Grade(c, a.Answer).Correct
	}
	items := quiz.Items(id, Work(lab), l)
	b.WriteString("\n" + t(l, "lesson.rubric.engine.title") + "\n\n")
	for _, d := range quiz.Dimensions(id, right, items, l) {
		level := t(l, "lesson.rubric.level."+strconv.Itoa(d.Level))
		if d.ForInstructor {
			level = "–"
		}
		b.WriteString("- " + t(l, "lesson.rubric.engine.level", "dim", t(l, "lesson.rubric."+d.Dim), "level", level, "reason", d.Reason) + "\n")
	}
	if len(items) == 0 {
		return
	}
	b.WriteString("\n" + t(l, "lesson.evidence.engine") + "\n\n")
	for i, it := range items {
		b.WriteString("- " + t(l, key+".item."+strconv.Itoa(i+1)) + ": " + markdownText(it.Reason) + "\n")
	}
}

// Work is what of lab the engine checks the assessments' items against.
func Work(lab *Lab) quiz.Work {
	return quiz.Work{Claims: Claims(lab), Done: lab.Done, Replayed: lab.Replay != nil && lab.Replay.First == lab.Replay.Second}
}

// TransferRecord is the transfer task as the page keeps it (transfer.js):
// its items' checked answers and its run's replay.
type TransferRecord struct {
	Checks map[string]Checked `json:"checks"`
	Replay *Replay            `json:"replay"`
}

// transfer writes the transfer task: what it asks, each item's answer
// graded again, and the replay's two hashes.
func transfer(b *bytes.Buffer, l string, lab *Lab) {
	rec := lab.Transfer
	if rec == nil {
		rec = &TransferRecord{}
	}
	fmt.Fprintf(b, "\n## %s\n\n%s\n\n%s\n\n%s\n\n", t(l, "lesson.transfer.title"), t(l, "lesson.transfer.task"),
		t(l, "lesson.transfer.changed"), t(l, "lesson.transfer.expected"))
	for _, c := range quiz.Transfer {
		fmt.Fprintf(b, "### %s\n\n", t(l, "lesson.transfer.item."+c.ID))
		checkedPart(b, l, c.ID, rec.Checks)
	}
	fmt.Fprintf(b, "### %s\n\n", t(l, "lesson.transfer.item.replay"))
	b.WriteString(replayLine(l, "evidence.lab.transferReplay", "evidence.lab.noTransferReplay", rec.Replay) + "\n")
}
