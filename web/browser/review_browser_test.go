package browser

// Spaced review (assets/review.js): with the lab done eight days ago (the
// test sets the stored date), the 1- and 7-day reviews are due and the page
// says so; review=1 opens the section; a review predicted and observed on
// the learner's own run is done, with the run's figures beside the
// prediction, and stays done across a reload; the 30- and 90-day reviews
// wait for their dates.

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

func TestBrowserSpacedReview(t *testing.T) {
	tb := fresh(t, "/", 1280, 800)
	tb.waitFor(`document.getElementById("review-not-yet").textContent !== ""`)
	if eval[bool](tb, `document.getElementById("review-not-yet").hidden`) || !eval[bool](tb, `document.getElementById("review-due").hidden`) {
		t.Fatal("a fresh lab has a review schedule")
	}
	since := time.Now().Add(-8 * 24 * time.Hour).UnixMilli()
	sha := strings.Repeat("ab", 32)
	record := fmt.Sprintf(`{"step":5,"done":[true,true,true,true,true],"proofs":{"5":{"query":"scenario=reference&partition=9&t=8","sha":%q}},"review":{"since":%d,"done":{}}}`, sha, since)
	eval[chromedp.Void](tb, `localStorage.setItem("coordsim.lesson.v1", `+jsString(record)+`)`)
	tb.navigate(siteServer.URL + "/?review=1")
	tb.waitFor(`document.querySelectorAll("#review-items .review-item").length === 4`)
	if got := tb.text("#review-due"); !strings.Contains(got, "Reviews due: 2") || eval[bool](tb, `document.getElementById("review-due").hidden`) {
		t.Errorf("#review-due: %q", got)
	}
	due := eval[[]string](tb, `[...document.querySelectorAll("#review-items .review-item[data-due=true]")].map((li) => li.dataset.days)`)
	if strings.Join(due, ",") != "1,7" {
		t.Errorf("due: %v, want 1 and 7", due)
	}
	if top := eval[float64](tb, `document.getElementById("review").getBoundingClientRect().top`); top < -2 || top > 200 {
		t.Errorf("review=1 left the section at %v", top)
	}
	// Observe before predicting: refused.
	tb.click(`.review-question[data-days="1"] button`)
	if got := tb.text(`.review-question[data-days="1"] .review-verdict`); !strings.Contains(got, "Predict") {
		t.Errorf("an observation without a prediction: %q", got)
	}
	// The 1-day review on the learner's run (partition 9) made 2 ticks longer.
	tb.click(`#review-1-recovery-deadline-exceeded`)
	tb.press("review-1-held", "3")
	tb.press("review-1-uncertain", "2")
	tb.click(`.review-question[data-days="1"] button`)
	if s := tb.state(); s.Scenario != "reference" || s.Partition != 11 || s.Tick != 8 {
		t.Errorf("the review's run: %+v", s)
	}
	result := tb.text(`.review-item[data-days="1"] .review-result`)
	if !strings.Contains(result, "recovery-deadline-exceeded") || !strings.Contains(result, "of 3 right") {
		t.Errorf("the 1-day review's result: %q", result)
	}
	tb.reload()
	tb.waitFor(`document.querySelectorAll("#review-items .review-item").length === 4`)
	if got := tb.text("#review-due"); !strings.Contains(got, "Reviews due: 1") || !strings.Contains(tb.text(`.review-item[data-days="1"] .review-status`), "Done on") {
		t.Errorf("after a reload: %q / %q", got, tb.text(`.review-item[data-days="1"] .review-status`))
	}
	if !strings.Contains(tb.text(`.review-item[data-days="30"] .review-status`), "Due on") {
		t.Errorf("the 30-day review: %q", tb.text(`.review-item[data-days="30"] .review-status`))
	}
}
