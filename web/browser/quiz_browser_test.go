package browser

// The quiz's checked parts (assets/quiz.js): a choice, counts and a
// selection answered wrong, then right, with feedback naming the runs; the
// model answer opens only after the checked part and a written answer; the
// learner's marks on the rubric; state().score; all of it kept across a
// reload, and the feedback in Japanese with lang=ja.

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

type quizScore struct {
	Lab  struct{ Done, Of int } `json:"lab"`
	Quiz struct {
		Correct, Answered, Of int
	} `json:"quiz"`
	Rubric struct {
		Marked, Of, Max int
		Points          map[string]int
		Expected        struct{ Checked, Of, Shown int }
	} `json:"rubric"`
}

func (tb *tab) score() quizScore {
	tb.t.Helper()
	var s quizScore
	if err := json.Unmarshal([]byte(eval[string](tb, `JSON.stringify(window.coordsim.state().score)`)), &s); err != nil {
		tb.t.Fatal(err)
	}
	return s
}

// answerCheck submits question q's checked part: the options to tick (ids
// qc-q-CODE), after clearing every one, or the counts to type, in order.
func (tb *tab) answerCheck(q string, ticks []string, counts []string) string {
	tb.t.Helper()
	eval[chromedp.Void](tb, `for (const i of document.querySelectorAll("#qc-`+q+` input")) { i.checked = false; if (i.type === "text") i.value = ""; }`)
	for _, c := range ticks {
		tb.click("#qc-" + q + "-" + c)
	}
	ids := eval[[]string](tb, `[...document.querySelectorAll("#qc-`+q+` input[type=text]")].map((i) => i.id)`)
	for i, c := range counts {
		tb.press(ids[i], c)
	}
	tb.click("#qc-" + q + ` button[type=submit]`)
	return tb.text("#qc-" + q + " .check-verdict")
}

func TestBrowserQuizChecked(t *testing.T) {
	tb := fresh(t, "/", 1280, 800)
	tb.waitFor(`document.getElementById("qc-a2")`)
	if s := tb.score(); s.Quiz.Of != 8 || s.Quiz.Answered != 0 || s.Rubric.Of != 8 || s.Lab.Of != 5 {
		t.Fatalf("a fresh score: %+v", s)
	}
	if n := eval[int](tb, `document.querySelectorAll("#quiz .quiz-check").length`); n != 8 {
		t.Fatalf("%d checked parts, want one per question (8)", n)
	}

	// A choice: nothing chosen, wrong, then right.
	if v := tb.answerCheck("q1", nil, nil); !strings.Contains(v, "Choose or enter") {
		t.Errorf("an empty check: %q", v)
	}
	if v := tb.answerCheck("q1", []string{"error"}, nil); !strings.Contains(v, "Not yet") || !strings.Contains(v, "No error comes back when the request is lost") {
		t.Errorf("a wrong choice: %q", v)
	}
	if eval[bool](tb, `document.querySelector("#qc-q1 .check-runs").hidden`) || tb.text(`#qc-q1 .check-runs [data-show="response-lost"]`) == "<none>" {
		t.Error("the wrong answer's feedback does not name the runs that show why")
	}
	tb.click(`#qc-q1 .check-runs [data-show="response-lost"]`)
	if s := tb.state(); s.Scenario != "response-lost" {
		t.Errorf("the feedback's run opened %+v", s)
	}
	if v := tb.answerCheck("q1", []string{"same"}, nil); !strings.HasPrefix(v, "Right.") || !strings.Contains(v, "tick 4") {
		t.Errorf("the right choice: %q", v)
	}

	// Counts read off the runs: one wrong, named, then all right.
	v := tb.answerCheck("q3", nil, []string{"1", "1", "1"})
	if !strings.Contains(v, "Not yet") || !strings.Contains(v, "guard off") || strings.Contains(v, "reused from the store") {
		t.Errorf("one wrong count: %q", v)
	}
	if v := tb.answerCheck("q3", nil, []string{"1", "1", "2"}); !strings.HasPrefix(v, "Right.") {
		t.Errorf("the right counts: %q", v)
	}
	if v := tb.answerCheck("a2", nil, []string{"0", "0", "6", "3"}); !strings.HasPrefix(v, "Right.") {
		t.Errorf("assessment 2's counts: %q", v)
	}

	// A selection: four right and one wrong is wrong; the four alone are right.
	four := []string{"deadline", "held", "retention", "reconcile"}
	if v := tb.answerCheck("q6", append(four, "retries"), nil); !strings.Contains(v, "Not yet") || !strings.Contains(v, "More retries bring more duplicates") {
		t.Errorf("a selection with a wrong item: %q", v)
	}
	if v := tb.answerCheck("q6", four[:3], nil); !strings.Contains(v, "Not yet") {
		t.Errorf("three items of four: %q", v)
	}
	if v := tb.answerCheck("q6", four, nil); !strings.HasPrefix(v, "Right.") {
		t.Errorf("four right items: %q", v)
	}
	if s := tb.score(); s.Quiz.Correct != 4 || s.Quiz.Answered != 4 {
		t.Errorf("after four right: %+v", s.Quiz)
	}

	// The model answer opens after the check and a written answer, not a letter.
	q := `[data-question="a2"]`
	tb.press("answer-a2", "x")
	if !eval[bool](tb, `document.querySelector('`+q+` .reveal').disabled`) {
		t.Error("a one-letter answer opens the model answer")
	}
	tb.press("answer-a2", " retention, held messages and what users are told")
	tb.click(q + ` .reveal`)
	if eval[bool](tb, `document.querySelector('`+q+` .model').hidden || document.querySelector('`+q+` .marks').hidden`) {
		t.Fatal("the model answer and the marks did not open")
	}
	for _, d := range []string{"technical-correctness", "judgment", "evidence", "communication"} {
		tb.click("#mark-a2-" + d + "-1")
	}
	tb.click("#mark-a2-evidence-2")
	tb.click("#item-a2-3")
	tb.click("#item-a2-9")
	want := map[string]int{"technical-correctness": 1, "judgment": 1, "evidence": 2, "communication": 1}
	s := tb.score()
	if s.Rubric.Marked != 1 || s.Rubric.Max != 2 || s.Rubric.Expected.Checked != 2 || s.Rubric.Expected.Of != 9 {
		t.Errorf("the rubric: %+v", s.Rubric)
	}
	// A tick achieves nothing: the engine finds no work of the learner's
	// that shows the items ticked, and says which it cannot judge.
	if s.Rubric.Expected.Shown != 0 {
		t.Errorf("ticks alone show %d expected-evidence items", s.Rubric.Expected.Shown)
	}
	if c := tb.text(q + ` [data-item-check="2"]`); !strings.HasPrefix(c, "not shown yet: a supported claim") {
		t.Errorf("a ticked item, beside its tick: %q", c)
	}
	if c := tb.text(q + ` [data-item-check="1"]`); !strings.HasPrefix(c, "for the instructor") {
		t.Errorf("queue limits, beside its tick: %q", c)
	}
	// The engine's own marks: evidence from the work (none yet), judgment
	// the instructor's, whatever the learner marked.
	if c := tb.text(q + ` .engine-marks li[data-dim="evidence"]`); !strings.HasPrefix(c, "Evidence: it cites a run, a trace row or a count: Not yet (your own work shows 0 of the 7") {
		t.Errorf("the engine's evidence mark: %q", c)
	}
	if c := tb.text(q + ` .engine-marks li[data-dim="judgment"]`); !strings.Contains(c, "for the instructor") {
		t.Errorf("the engine's judgment mark: %q", c)
	}
	for d, n := range want {
		if s.Rubric.Points[d] != n {
			t.Errorf("rubric %s: %d points, want %d", d, s.Rubric.Points[d], n)
		}
	}
	if got := tb.text("#quiz-score"); !strings.Contains(got, "4 of 8") || !strings.Contains(got, "1 of 8") {
		t.Errorf("#quiz-score: %q", got)
	}

	// The export's lab.md holds them, graded again.
	var ev evidenceFiles
	if err := json.Unmarshal([]byte(awaitJSON(tb, `window.coordsim.evidence()`)), &ev); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Checked parts right (graded again from the answers below): 4 of 8.", "Evidence: it cites a run, a trace row or a count: 2/2"} {
		if !strings.Contains(ev.Files["lab.md"], want) {
			t.Errorf("lab.md lacks %q:\n%s", want, ev.Files["lab.md"])
		}
	}

	// A reload keeps the answers, the verdicts and the marks.
	tb.reload()
	tb.waitFor(`document.getElementById("qc-a2")`)
	if got := tb.score(); got.Quiz.Correct != 4 || got.Rubric.Marked != 1 {
		t.Errorf("after a reload: %+v", got)
	}
	if !eval[bool](tb, `document.getElementById("qc-q6-held").checked && document.getElementById("mark-a2-evidence-2").checked`) ||
		!strings.HasPrefix(tb.text("#qc-q3 .check-verdict"), "Right.") || eval[bool](tb, `document.querySelector('`+q+` .marks').hidden`) {
		t.Error("a reload lost the checked answers, their verdicts or the marks")
	}
}

// TestBrowserQuizInJapanese: the checked parts' feedback speaks Japanese
// with lang=ja, on a phone (TestBrowserLessonInJapanese reads the rest).
func TestBrowserQuizInJapanese(t *testing.T) {
	tb := fresh(t, "/?lang=ja", 390, 844)
	tb.waitFor(`document.getElementById("qc-a2")`)
	v := tb.answerCheck("q3", nil, []string{"1", "2", "2"})
	if !strings.Contains(v, "まだです") || !strings.Contains(v, "storeから再利用された応答") {
		t.Errorf("the Japanese feedback: %q", v)
	}
	right := tb.answerCheck("q2", []string{"reject"}, nil)
	for _, m := range englishSentence.FindAllString(v+right+tb.text("#quiz-score"), -1) {
		t.Errorf("an English sentence in the Japanese feedback: %q", m)
	}
}

// TestBrowserSourcesAndRubric: the four sources are links that open only
// when chosen (a tab of their own, no referrer; the page requested none of
// them, as checkClean holds for every tab), titled in their own English;
// the rubric's four dimensions stand ahead of the assessments.
func TestBrowserSourcesAndRubric(t *testing.T) {
	tb := fresh(t, "/?lang=ja", 1280, 800)
	tb.waitFor(`document.querySelectorAll("#source-list a").length === 4 && document.querySelector("#quiz .rubric")`)
	type link struct{ Href, Target, Rel, Lang, Text, Item string }
	links := eval[[]link](tb, `[...document.querySelectorAll("#source-list a")].map((a) => ({href: a.href, target: a.target, rel: a.rel,
		lang: a.lang, text: a.textContent, item: a.parentElement.textContent}))`)
	for _, want := range []string{"doi.org/10.1145/3149.214121", "usenix.org", "rfc-editor.org/rfc/rfc9110", "doi.org/10.1145/3448016.3457559"} {
		found := false
		for _, l := range links {
			if strings.Contains(l.Href, want) {
				found = true
				if l.Target != "_blank" || !strings.Contains(l.Rel, "noopener") || !strings.Contains(l.Rel, "noreferrer") || l.Lang != "en" ||
					!strings.ContainsAny(l.Item, "論文資料標準") {
					t.Errorf("source %s: %+v", want, l)
				}
			}
		}
		if !found {
			t.Errorf("no source links %s: %+v", want, links)
		}
	}
	if n := eval[int](tb, `document.querySelectorAll("#quiz .rubric [data-dimension]").length`); n != 4 {
		t.Errorf("the rubric shows %d dimensions, want 4", n)
	}
	if !eval[bool](tb, `(() => { const r = document.querySelector("#quiz .rubric"), a = document.querySelector('[data-question="a1"]');
		return !!(r.compareDocumentPosition(a) & Node.DOCUMENT_POSITION_FOLLOWING) && !(r.compareDocumentPosition(document.querySelector('[data-question="q6"]')) & Node.DOCUMENT_POSITION_FOLLOWING); })()`) {
		t.Error("the rubric is not between the knowledge check and the assessments")
	}
	for _, r := range tb.requestList() {
		if strings.Contains(r, "doi.org") || strings.Contains(r, "usenix") || strings.Contains(r, "rfc-editor") {
			t.Errorf("the page fetched a source before it was chosen: %s", r)
		}
	}
}

// TestBrowserQuizTriesOnRecord (issue 52, item 3): every check of a
// question is on record (when, what, right or not), and the score counts
// a question tried more than once as the course's grading= says: q1 wrong
// then right, q2 right then wrong.
func TestBrowserQuizTriesOnRecord(t *testing.T) {
	for _, c := range []struct {
		query   string
		correct int
	}{{"/?grading=first", 1}, {"/", 2}, {"/?grading=last", 1}} {
		tb := fresh(t, c.query, 1280, 800)
		tb.waitFor(`document.getElementById("qc-a2")`)
		tb.answerCheck("q1", []string{"error"}, nil)
		tb.answerCheck("q1", []string{"same"}, nil)
		tb.answerCheck("q2", []string{"reject"}, nil)
		tb.answerCheck("q2", []string{"apply"}, nil)
		type tries struct {
			Correct, Tries int
			Kept           []bool
			Grading        string
		}
		got := eval[tries](tb, `(() => { const q = window.coordsim.state().score.quiz; const a = JSON.parse(localStorage.getItem("coordsim.lesson.v1")).attempts;
		  return { Correct: q.correct, Tries: q.tries, Grading: q.grading, Kept: [...a.q1, ...a.q2].map((x) => x.correct && x.at > 0) }; })()`)
		if got.Correct != c.correct || got.Tries != 4 || fmt.Sprint(got.Kept) != "[false true true false]" {
			t.Errorf("%s: %+v, want %d right of the two, 4 tries kept in order", c.query, got, c.correct)
		}
		tb.close()
	}
}

// TestBrowserQuizTriesCapped: attempts=2 lets each question be checked
// twice; the button then stops and says so, and a third check adds no try.
func TestBrowserQuizTriesCapped(t *testing.T) {
	tb := fresh(t, "/?attempts=2", 1280, 800)
	tb.waitFor(`document.getElementById("qc-a2")`)
	if got := tb.text("#qc-q1 .tries-left"); got != "2 of 2 checks left" {
		t.Errorf("before any check: %q", got)
	}
	tb.answerCheck("q1", []string{"error"}, nil)
	tb.answerCheck("q1", []string{"stored"}, nil)
	if got := tb.text("#qc-q1 .tries-left"); !strings.Contains(got, "No checks left") || !eval[bool](tb, `document.querySelector("#qc-q1 button[type=submit]").disabled`) {
		t.Errorf("after two checks: %q, the button still on", got)
	}
	eval[chromedp.Void](tb, `document.getElementById("qc-q1-same").click(); document.getElementById("qc-q1").requestSubmit()`)
	if n := eval[int](tb, `JSON.parse(localStorage.getItem("coordsim.lesson.v1")).attempts.q1.length`); n != 2 {
		t.Errorf("%d tries on record after a third check, want 2", n)
	}
	if got := tb.text("#qc-q2 .tries-left"); got != "2 of 2 checks left" {
		t.Errorf("another question's cap: %q", got)
	}
}

// TestBrowserQuizFeedbackAfterSubmission (issue 52, item 3): under
// feedback=after a check is only recorded: no right or wrong, no runs, no
// model answer, no score, until the learner submits the quiz; then all of
// it shows, and the checks take no more answers.
func TestBrowserQuizFeedbackAfterSubmission(t *testing.T) {
	tb := fresh(t, "/?feedback=after", 1280, 800)
	tb.waitFor(`document.getElementById("qc-a2") && document.getElementById("quiz-submit")`)
	if v := tb.answerCheck("q1", []string{"error"}, nil); !strings.Contains(v, "recorded") || strings.Contains(v, "Not yet") {
		t.Errorf("a check before submission says %q", v)
	}
	eval[chromedp.Void](tb, `(() => { const a = document.getElementById("answer-q1"); a.value = "Both look the same to the client: silence, so it cannot tell."; a.dispatchEvent(new Event("input")); })()`)
	if !eval[bool](tb, `document.querySelector('[data-question="q1"] .reveal').disabled`) || !eval[bool](tb, `document.querySelector("#qc-q1 .check-runs").hidden`) {
		t.Error("the model answer or the runs behind the verdict are open before submission")
	}
	if got := tb.text("#quiz-score"); strings.Contains(got, "right") || !strings.Contains(got, "1 of 8") {
		t.Errorf("the score before submission: %q", got)
	}
	tb.click("#quiz-submit")
	tb.click("#quiz-submit-yes")
	tb.waitFor(`!!document.getElementById("quiz-submitted")`)
	if v := tb.text("#qc-q1 .check-verdict"); !strings.Contains(v, "Not yet") {
		t.Errorf("after submission q1's verdict: %q", v)
	}
	if eval[bool](tb, `document.querySelector('[data-question="q1"] .reveal').disabled`) || !eval[bool](tb, `document.querySelector("#qc-q1 button[type=submit]").disabled`) {
		t.Error("after submission the model answer stays closed, or the check still takes answers")
	}
	if n := eval[int](tb, `window.coordsim.state().score.quiz.tries`); n != 1 {
		t.Errorf("%d tries on record, want 1", n)
	}
}

// TestBrowserForgedVerdictsDoNotCount (issue 52): a record whose checks
// say correct: true beside wrong answers (edited in storage, or imported)
// counts none of them: the engine counts the answers, as lab.md does; the
// right answers, with correct: false beside them, count.
func TestBrowserForgedVerdictsDoNotCount(t *testing.T) {
	tb := fresh(t, "/", 1280, 800)
	tb.storeLab(`{"step":1,"done":[false,false,false,false,false],
	  "checks":{"q1":{"answer":["error"],"correct":true},"q2":{"answer":["apply"],"correct":true},"q4":{"answer":["order"],"correct":false}},
	  "attempts":{"q1":[{"at":1,"answer":["error"],"correct":true}]},
	  "transfer":{"checks":{"t4":{"answer":["safe"],"correct":true}},"replay":null}}`)
	tb.waitFor(`window.coordsim.ready`)
	type counted struct{ Quiz, Tries, Transfer int }
	got := eval[counted](tb, `(() => { const s = window.coordsim.progress().score; return { Quiz: s.quiz.correct, Tries: s.quiz.tries, Transfer: s.transfer.done }; })()`)
	if got != (counted{Quiz: 1, Tries: 3, Transfer: 0}) {
		t.Errorf("score %+v, want only q4 right (its answer is), 3 tries, no transfer item", got)
	}
}
