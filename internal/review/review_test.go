package review

import (
	"strconv"
	"testing"

	"coordsim/engine"
	"coordsim/internal/review/topic"
	"coordsim/internal/share"
)

// TestFourReviewsAskFourKinds: each review's items are of its topic
// (their ids say it), the same nonce draws the same items, and two opens
// of a review with runs show different runs.
func TestFourReviewsAskFourKinds(t *testing.T) {
	for _, days := range Days {
		topic := topic.Of(days)
		a, err := Open(days, 1, "en")
		if err != nil {
			t.Fatal(err)
		}
		again, _ := Open(days, 1, "en")
		other, _ := Open(days, 2, "en")
		if a.Topic != topic || len(a.Items) == 0 || a.Title == "" {
			t.Fatalf("%d days: %+v", days, a)
		}
		for i, it := range a.Items {
			if kind := it.ID[:len(topic)]; kind != string(topic) || it.Question == "" || it.answer == "" {
				t.Errorf("%d days: item %+v is not of %s", days, it, topic)
			}
			if !sameItem(it, again.Items[i]) {
				t.Errorf("%d days: one nonce drew %+v, then %+v", days, it, again.Items[i])
			}
		}
		if a.Items[0].Run != "" && a.Items[0].Run == other.Items[0].Run {
			t.Errorf("%d days: two opens show the same run %s", days, a.Items[0].Run)
		}
	}
	if _, err := Open(3, 1, "en"); err == nil {
		t.Error("a review 3 days after the lab was opened")
	}
}

func sameItem(a, b Item) bool {
	if a.ID != b.ID || a.Run != b.Run || a.Question != b.Question || a.answer != b.answer || len(a.Options) != len(b.Options) {
		return false
	}
	for i := range a.Options {
		if a.Options[i] != b.Options[i] {
			return false
		}
	}
	return true
}

// TestAnswersAreWhatTheLinkedRunShows: over many opens, the answer of each
// item about a run is what that run, opened from its link, shows: the
// first invariant to break and its trace row, the users without a definite
// answer at the deadline and the promise kept, what the retry gets.
func TestAnswersAreWhatTheLinkedRunShows(t *testing.T) {
	retries := map[string]int{}
	for nonce := uint64(1); nonce <= 30; nonce++ {
		for _, days := range []int{1, 30, 90} {
			r, err := Open(days, nonce, "ja")
			if err != nil {
				t.Fatal(err)
			}
			for _, it := range r.Items {
				if it.Run == "" {
					continue
				}
				s, probs := share.Parse(it.Run)
				if len(probs) > 0 {
					t.Fatalf("%s: its link %q does not read: %v", it.ID, it.Run, probs)
				}
				res, err := s.Named().Run(s.Params())
				if err != nil {
					t.Fatal(err)
				}
				if want := shownBy(t, it.ID, res); it.answer != want {
					t.Errorf("nonce %d, %s: answer %q, its run shows %q (%s)", nonce, it.ID, it.answer, want, it.Run)
				}
				if it.ID == "persist.retry" {
					retries[it.answer]++
				}
			}
		}
	}
	if len(retries) < 2 {
		t.Errorf("30 opens of the 1-day review: the retry always gets the same, %v", retries)
	}
}

// shownBy is what the run shows for the item, found here from its trace
// and users, not by the drawer's code.
func shownBy(t *testing.T, id string, r *engine.Result) string {
	t.Helper()
	switch id {
	case "diagnose.invariant", "diagnose.row":
		first := engine.Verdict{FirstViolation: -1}
		for _, v := range r.Invariants {
			if !v.Holds && (first.FirstViolation < 0 || v.FirstViolation < first.FirstViolation) {
				first = v
			}
		}
		if id == "diagnose.row" {
			return strconv.Itoa(first.FirstViolation + 1)
		}
		return first.Name
	case "contract.uncertain", "contract.promise":
		uncertain, unflagged := 0, 0
		for _, u := range r.Users {
			if u.Status == engine.Indefinite {
				uncertain++
				if !u.Reconcile {
					unflagged++
				}
			}
		}
		if id == "contract.uncertain" {
			return strconv.Itoa(uncertain)
		}
		switch {
		case uncertain == 0:
			return "definite"
		case unflagged == 0:
			return "flagged"
		}
		return "none"
	case "persist.retry":
		got, _ := retryGets(r)
		return got
	}
	t.Fatalf("no check for %s", id)
	return ""
}

// TestGrade: the engine's answers are right, anything else or nothing is
// wrong, and each graded item says the right answer in words.
func TestGrade(t *testing.T) {
	r, err := Open(90, 7, "en")
	if err != nil {
		t.Fatal(err)
	}
	right := map[string]string{}
	for _, it := range r.Items {
		right[it.ID] = it.answer
	}
	for _, g := range r.Grade(right) {
		if !g.Correct || g.Right == "" {
			t.Errorf("the engine's own answer: %+v", g)
		}
	}
	wrong := map[string]string{"contract.uncertain": "999"}
	for _, g := range r.Grade(wrong) {
		if g.Correct {
			t.Errorf("a wrong or missing answer graded right: %+v", g)
		}
	}
}
