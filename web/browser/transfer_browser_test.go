package browser

// The lesson's transfer task (assets/transfer.js): set up the two-hour
// partition between sites, answer its items wrong then right, replay its
// run, and the task is done; state().score.transfer counts it, a reload
// keeps it, and lab.md's record of it is what the page holds.

import (
	"strings"
	"testing"
)

func TestBrowserTransferTask(t *testing.T) {
	tb := fresh(t, "/", 1280, 800)
	tb.waitFor(`document.getElementById("qc-t4")`)
	if !strings.Contains(tb.text("#transfer-task"), "partition between the sites lasts long") || !strings.Contains(tb.text("#transfer-expected"), "dedupe survives") {
		t.Fatalf("the task: %q / %q", tb.text("#transfer-task"), tb.text("#transfer-expected"))
	}
	// The replay refuses another run.
	tb.click("#transfer-replay")
	if !strings.Contains(tb.text("#transfer-replay-verdict"), "Set up the two-hour run first") {
		t.Errorf("a replay of the wrong run: %q", tb.text("#transfer-replay-verdict"))
	}
	tb.click("#transfer-setup")
	if s := tb.state(); s.Scenario != "long-partition-between-sites" || s.Partition != 24 || s.Outcome != "recovery-deadline-exceeded" {
		t.Fatalf("the setup: %+v", s)
	}
	if v := tb.answerCheck("t1", nil, []string{"3", "3"}); !strings.Contains(v, "Not yet") || !strings.Contains(v, "messages still held") {
		t.Errorf("t1 with a wrong count: %q", v)
	}
	for _, a := range []struct {
		id     string
		ticks  []string
		counts []string
	}{{"t1", nil, []string{"3", "6"}}, {"t2", nil, []string{"27"}}, {"t3", nil, []string{"3", "12"}}, {"t4", []string{"timing"}, nil}} {
		if v := tb.answerCheck(a.id, a.ticks, a.counts); !strings.HasPrefix(v, "Right.") {
			t.Errorf("%s: %q", a.id, v)
		}
	}
	if got := tb.text("#transfer-progress"); !strings.Contains(got, "4 of 5") {
		t.Errorf("before the replay: %q", got)
	}
	tb.click("#transfer-replay")
	if got := tb.text("#transfer-progress"); !strings.Contains(got, "done") {
		t.Errorf("after the replay: %q", got)
	}
	if s := eval[map[string]int](tb, `window.coordsim.state().score.transfer`); s["done"] != 5 || s["of"] != 5 {
		t.Errorf("state().score.transfer: %v", s)
	}
	// The quiz's count is its own: the transfer's items are not questions.
	if s := tb.score(); s.Quiz.Answered != 0 {
		t.Errorf("the transfer's items counted as the quiz's: %+v", s.Quiz)
	}
	tb.reload()
	tb.waitFor(`document.getElementById("qc-t4")`)
	if got := tb.text("#transfer-progress"); !strings.Contains(got, "done") || tb.text("#transfer-replay-box code") == "" {
		t.Errorf("after a reload: %q", got)
	}
}
