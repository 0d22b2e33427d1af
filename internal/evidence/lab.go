package evidence

// lab.md: the learner's lab state as the page keeps it (assets/lesson.js,
// localStorage coordsim.lesson.v1), or a blank template.

import (
	"bytes"
	"coordsim/internal/analysis"
	"coordsim/internal/claim"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Lab is the lesson's saved state, as lesson.js stores it.
type Lab struct {
	At         int64                `json:"at,omitempty"` // when the page last saved it, ms since 1970
	Done       []bool               `json:"done"`
	Notes      map[string]string    `json:"notes"`   // "note-N" -> text
	Answers    map[string]string    `json:"answers"` // "answer-q1".."answer-a2" -> text
	Prediction *Prediction          `json:"prediction"`
	Replay     *Replay              `json:"replay"`
	Proofs     map[string]Proof     `json:"proofs"`              // step "1".."5" -> the run it was completed on
	Solutions  map[string]string    `json:"solutions"`           // challenge id -> its solution's share query
	Checks     map[string]Checked   `json:"checks"`              // question id -> its checked part as last answered
	Attempts   map[string][]Attempt `json:"attempts,omitempty"`  // question id -> every check of it, in order
	Submitted  int64                `json:"submitted,omitempty"` // when the quiz was submitted under feedback=after, ms since 1970
	Marks      map[string]Marks     `json:"marks"`               // question id -> the learner's marks of the free answer
	Transfer   *TransferRecord      `json:"transfer"`            // the transfer task
	Explain    *Explain             `json:"explain"`             // the seven-minute explanation (explanation.md)
	// Claims are the learner's decision record (view=decision): claim id
	// -> the claim, its id the key's; decision-record.md checks each again.
	Claims map[string]claim.Claim `json:"claims,omitempty"`
	// Proposal is the learner's proposal for the long partition
	// (view=decision); failure-analysis.md evaluates it again.
	Proposal *analysis.Plan `json:"proposal,omitempty"`
	// Review is the spaced reviews' record; lab.md grades each done
	// review again from its nonce and answers.
	Review *ReviewRecord `json:"review,omitempty"`
}

// Replay is step 4's two runs of the same seed and fixture: their trace
// hashes and the first's outcome.
type Replay struct {
	First   string `json:"first"`
	Second  string `json:"second"`
	Outcome string `json:"outcome"`
}

// Proof is the run a step was completed on: its share query and trace
// hash.
type Proof struct {
	Query string `json:"query"`
	SHA   string `json:"sha"`
}

// Prediction is what the learner predicted at step 5: the outcome and, in
// records since the lab asks for them, the messages the partition holds at
// the deadline and the users told "uncertain" (nil in older records).
type Prediction struct {
	Outcome   string `json:"outcome"`
	Partition int64  `json:"partition"`
	Deadline  int64  `json:"deadline"`
	Held      *int64 `json:"held,omitempty"`
	Uncertain *int64 `json:"uncertain,omitempty"`
}

// Questions are the lesson's questions by id: six knowledge checks, two
// assessments (the ids lesson.js keys answers by).
var questions = []struct{ id, key, title string }{
	{"q1", "lesson.q.1", "lesson.quiz.knowledge"}, {"q2", "lesson.q.2", "lesson.quiz.knowledge"},
	{"q3", "lesson.q.3", "lesson.quiz.knowledge"}, {"q4", "lesson.q.4", "lesson.quiz.knowledge"},
	{"q5", "lesson.q.5", "lesson.quiz.knowledge"}, {"q6", "lesson.q.6", "lesson.quiz.knowledge"},
	{"a1", "lesson.a.1", "lesson.quiz.assessment"}, {"a2", "lesson.a.2", "lesson.quiz.assessment"},
}

func labNotes(l, base string, lab *Lab, rec Record) []byte {
	var b bytes.Buffer
	lead := "evidence.lab.lead"
	if lab == nil {
		lead, lab = "evidence.lab.leadBlank", &Lab{}
	}
	fmt.Fprintf(&b, "# %s\n\n%s\n\n%s\n", t(l, "evidence.lab.title"), t(l, "lesson.lab.title"), t(l, lead))
	if rec.Made != "" { // the page's export: whose, and when
		fmt.Fprintf(&b, "\n%s\n", t(l, "evidence.lab.who", "learner", markdownText(rec.Learner.Who(l)), "made", rec.Made))
	}
	if lab.At > 0 {
		fmt.Fprintf(&b, "\n%s\n", t(l, "evidence.lab.saved", "saved", time.UnixMilli(lab.At).UTC().Format(time.RFC3339)))
	}
	for n := 1; n <= 5; n++ {
		k := "lesson.step." + strconv.Itoa(n)
		status := t(l, "lesson.ui.todo")
		if n-1 < len(lab.Done) && lab.Done[n-1] {
			status = t(l, "lesson.ui.done")
		}
		fmt.Fprintf(&b, "\n## %s: %s\n\n%s\n\n", t(l, "lesson.ui.step", "n", strconv.Itoa(n)), t(l, k+".title"), t(l, "evidence.lab.status", "status", status))
		if n == 5 {
			if p := lab.Prediction; p != nil {
				b.WriteString(t(l, "evidence.lab.prediction", "outcome", "`"+oneLine(p.Outcome)+"`",
					"partition", strconv.FormatInt(p.Partition, 10), "deadline", strconv.FormatInt(p.Deadline, 10)) + "\n\n")
				if p.Held != nil && p.Uncertain != nil {
					b.WriteString(t(l, "evidence.lab.predictionCounts", "held", strconv.FormatInt(*p.Held, 10),
						"uncertain", strconv.FormatInt(*p.Uncertain, 10)) + "\n\n")
				} else {
					b.WriteString(t(l, "evidence.lab.noCounts") + "\n\n")
				}
			} else {
				b.WriteString(t(l, "evidence.lab.noPrediction") + "\n\n")
			}
		}
		stepFacts(&b, l, base, n, lab)
		quote(&b, lab.Notes["note-"+strconv.Itoa(n)], t(l, "evidence.lab.noNote"))
	}
	transfer(&b, l, lab)
	solutions(&b, l, base, lab)
	reviews(&b, l, base, lab)
	fmt.Fprintf(&b, "\n## %s\n", t(l, "evidence.lab.answers"))
	quizScore(&b, l, lab, rec.Grading)
	if lab.Submitted > 0 {
		b.WriteString("\n" + t(l, "evidence.lab.submitted", "at", time.UnixMilli(lab.Submitted).UTC().Format(time.RFC3339)) + "\n")
	}
	for i, q := range questions {
		n := i + 1
		if i >= 6 {
			n = i - 5
		}
		fmt.Fprintf(&b, "\n### %s\n\n%s\n\n", t(l, q.title, "n", strconv.Itoa(n)), t(l, q.key))
		checkedPart(&b, l, q.id, lab.Checks)
		tries(&b, l, q.id, lab)
		b.WriteString(t(l, "evidence.lab.answer") + "\n\n")
		quote(&b, lab.Answers["answer-"+q.id], t(l, "evidence.lab.noAnswer"))
		marks(&b, l, q.id, q.key, lab)
		engineMarks(&b, l, q.id, q.key, lab)
	}
	writeRecord(&b, l, rec)
	return b.Bytes()
}

// quote writes the learner's text as a block quote, each line prefixed and
// its markup escaped (markdownText), so nothing in it can end the quote,
// start a heading, a link or HTML of the file; empty text writes none.
func quote(b *bytes.Buffer, text, none string) {
	text = strings.TrimSpace(strings.NewReplacer("\r\n", "\n", "\r", "\n").Replace(text))
	if text == "" {
		b.WriteString(none + "\n")
		return
	}
	for _, line := range strings.Split(text, "\n") {
		b.WriteString(strings.TrimRight("> "+markdownText(line), " ") + "\n")
	}
}

// oneLine keeps a stored value to one short line.
func oneLine(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > 60 {
		s = string(r[:60])
	}
	return strings.ReplaceAll(s, "`", "'")
}
