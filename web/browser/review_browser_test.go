package browser

// Spaced review (assets/review.js, internal/review): with the lab done
// eight days ago (the test sets the stored date), the 1- and 7-day reviews
// are due and the page says so; review=1 opens the section; the four
// reviews test four topics; a due review draws its items in the evidence
// worker (a run to open, choices or a number), refuses a check until every
// item is answered, grades the answers by the engine and stays done across
// a reload, in state().reviews and in lab.md, graded again there; another
// open of the same review draws another run; the 30- and 90-day reviews
// wait for their dates.

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

type reviewsState []struct {
	Days  int    `json:"days"`
	Due   int64  `json:"due"`
	Topic string `json:"topic"`
	Items []struct {
		ID      string `json:"id"`
		Answer  string `json:"answer"`
		Correct bool   `json:"correct"`
	} `json:"items"`
}

func TestBrowserSpacedReview(t *testing.T) {
	tb := fresh(t, "/", 1280, 800)
	tb.waitFor(`document.getElementById("review-not-yet").textContent !== ""`)
	if eval[bool](tb, `document.getElementById("review-not-yet").hidden`) || !eval[bool](tb, `document.getElementById("review-due").hidden`) {
		t.Fatal("a fresh lab has a review schedule")
	}
	since := time.Now().Add(-8 * 24 * time.Hour).UnixMilli()
	record := fmt.Sprintf(`{"step":5,"done":[true,true,true,true,true],"review":{"since":%d,"done":{}}}`, since)
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
	if topics := eval[[]string](tb, `[...document.querySelectorAll("#review-items .review-item")].map((li) => li.dataset.topic)`); strings.Join(topics, ",") != "persist,flp,diagnose,contract" {
		t.Errorf("the four reviews test %v", topics)
	}
	if top := eval[float64](tb, `document.getElementById("review").getBoundingClientRect().top`); top < -2 || top > 200 {
		t.Errorf("review=1 left the section at %v", top)
	}
	// The 1-day review's items: what the retry gets in a run to open, and what to persist.
	tb.waitFor(`document.querySelectorAll('.review-question[data-days="1"] fieldset').length === 2`)
	run := eval[string](tb, `document.querySelector('.review-question[data-days="1"] [data-query]').dataset.query`)
	tb.click(`.review-question[data-days="1"] button[type=submit]`)
	if got := tb.text(`.review-question[data-days="1"] .review-verdict`); got != "Answer every question first." {
		t.Errorf("a check without answers: %q", got)
	}
	tb.click(`.review-question[data-days="1"] [data-query]`)
	tb.waitFor(`window.coordsim.state().url.includes(` + jsString(strings.Split(run, "&")[1]) + `)`) // its seed
	tb.waitFor(`Math.abs(document.getElementById("stage-wrap").getBoundingClientRect().top) < 2`)    // in view
	tb.click(`.review-question[data-days="1"] input[data-item="persist.retry"]`)
	tb.click(`.review-question[data-days="1"] input[value="keyResult"]`)
	tb.click(`.review-question[data-days="1"] button[type=submit]`)
	tb.waitFor(`document.querySelector('.review-item[data-days="1"] .review-result li') !== null`)
	got := eval[reviewsState](tb, `window.coordsim.state().reviews`)
	if len(got) != 4 || got[0].Topic != "persist" || len(got[0].Items) != 2 || got[0].Items[1].ID != "persist.what" || !got[0].Items[1].Correct || got[0].Due != since+24*3600*1000 {
		t.Fatalf("state().reviews = %+v", got)
	}
	tb.reload()
	tb.waitFor(`document.querySelectorAll("#review-items .review-item").length === 4`)
	if got := tb.text("#review-due"); !strings.Contains(got, "Reviews due: 1") || !strings.Contains(tb.text(`.review-item[data-days="1"] .review-status`), "Done on") {
		t.Errorf("after a reload: %q / %q", got, tb.text(`.review-item[data-days="1"] .review-status`))
	}
	if !strings.Contains(tb.text(`.review-item[data-days="30"] .review-status`), "Due on") {
		t.Errorf("the 30-day review: %q", tb.text(`.review-item[data-days="30"] .review-status`))
	}
	var ev evidenceFiles
	if err := json.Unmarshal([]byte(awaitJSON(tb, `window.coordsim.evidence()`)), &ev); err != nil {
		t.Fatal(err)
	}
	if lab := ev.Files["lab.md"]; !strings.Contains(lab, "## Spaced reviews") || !strings.Contains(lab, "Due on day 1 after the lab") || !strings.Contains(lab, "the engine’s: The dedupe key with the first result.") {
		t.Errorf("lab.md's reviews:\n%s", lab)
	}
	// Another open of the 1-day review draws another run: on a record
	// without the review done, in a tab of its own (this one closed: open,
	// it would merge its done review into the other's record, as two tabs
	// of one learner keep each other's work).
	tb.close()
	other := fresh(t, "/", 1280, 800)
	other.waitFor(`document.getElementById("review-not-yet").textContent !== ""`)
	eval[chromedp.Void](other, `localStorage.setItem("coordsim.lesson.v1", `+jsString(record)+`)`)
	other.navigate(siteServer.URL + "/?review=1")
	other.waitFor(`document.querySelector('.review-question[data-days="1"] [data-query]') !== null`)
	if again := eval[string](other, `document.querySelector('.review-question[data-days="1"] [data-query]').dataset.query`); again == run {
		t.Errorf("two opens of the 1-day review show the same run %s", run)
	}
	other.checkClean()
}
