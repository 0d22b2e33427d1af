package quiz

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"coordsim/engine"
	"coordsim/internal/catalog"
	"coordsim/internal/claim"
)

// TestEveryItemHasItsRule: each assessment's expected-evidence items have
// one rule each (Shown), naming only defenses the engine has.
func TestEveryItemHasItsRule(t *testing.T) {
	for _, c := range All {
		if c.Items != len(Evidence[c.ID]) {
			t.Errorf("%s: %d items, %d rules", c.ID, c.Items, len(Evidence[c.ID]))
		}
		for _, r := range Evidence[c.ID] {
			for _, d := range r.Defenses {
				if !slices.Contains(engine.AllMutations, engine.Mutation(d)) {
					t.Errorf("%s: no defense %q", c.ID, d)
				}
			}
		}
	}
}

// TestNoItemIsShownByATickAlone (issue 54, item 3): with no work of the
// learner's, no item is shown, whatever was ticked (ticks are not Work);
// a claim the engine refutes shows nothing; a supported one shows the
// items of its kind, said by its number; the lab's steps and the replay
// show theirs; the rest are for the instructor.
func TestNoItemIsShownByATickAlone(t *testing.T) {
	for _, id := range []string{"a1", "a2"} {
		for i, v := range Items(id, Work{}, "en") {
			if v.Shown || v.Reason == "" {
				t.Errorf("%s item %d with no work: %+v", id, i+1, v)
			}
		}
	}
	breaks := claim.Claim{Kind: claim.Breaks, Run: "scenario=reference&mutations=dedupe-off,unguarded-transition", Defense: "dedupe-off", Invariant: "at-most-one-effect-per-key"}
	wrongRow := breaks
	wrongRow.Row = 2 // refuted
	got := Items("a1", Work{Claims: []claim.Claim{wrongRow}}, "en")
	if got[2].Shown {
		t.Errorf("a refuted claim shows a1's item 3: %+v", got[2])
	}
	got = Items("a1", Work{Claims: []claim.Claim{wrongRow, breaks}}, "ja")
	if !got[2].Shown || got[2].Reason != "主張 2 で示されています（実行による裏づけあり）" || got[0].Shown || !got[3].ForInstructor {
		t.Errorf("a1 with a supported dedupe-off claim: %+v", got)
	}
	told := claim.Claim{Kind: claim.Told, Run: "scenario=long-partition-between-sites&partition=24", Key: "tenant-7:order-2:confirm:v1", Told: claim.Unsure}
	got = Items("a2", Work{Claims: []claim.Claim{breaks, told}, Done: []bool{true, true, true, true, true}, Replayed: true}, "en")
	for i, want := range []bool{true, false, false, false, false, true, true, true, true} {
		if got[i].Shown != want {
			t.Errorf("a2 item %d: %+v, want shown %v", i+1, got[i], want)
		}
	}
	if !got[1].ForInstructor || !got[4].ForInstructor {
		t.Errorf("a2's queue limits and order are the instructor's: %+v", got)
	}
}

// TestEngineMarksOnlyWhatItCanCheck: technical correctness by the checked
// part, evidence by the items shown; judgment and communication are the
// instructor's, whatever the learner marked.
func TestEngineMarksOnlyWhatItCanCheck(t *testing.T) {
	none := Dimensions("a2", false, Items("a2", Work{}, "en"), "en")
	all := Dimensions("a2", true, Items("a2", Work{Done: []bool{true, true, true, true, true}, Replayed: true}, "en"), "en")
	for i, d := range Rubric {
		switch d {
		case "technical-correctness":
			if none[i].Level != 0 || all[i].Level != MaxLevel || none[i].ForInstructor {
				t.Errorf("%s: %+v, %+v", d, none[i], all[i])
			}
		case "evidence":
			if none[i].Level != 0 || all[i].Level != 1 || all[i].Reason != "your own work shows 2 of the 7 expected-evidence items the engine can check" {
				t.Errorf("%s: %+v, %+v", d, none[i], all[i])
			}
		default:
			if !none[i].ForInstructor || !all[i].ForInstructor {
				t.Errorf("%s is the instructor's: %+v", d, all[i])
			}
		}
	}
	if q1 := Dimensions("q1", true, Items("q1", Work{}, "en"), "en"); !q1[2].ForInstructor {
		t.Errorf("evidence of a question without items: %+v", q1[2])
	}
}

// TestWrongOptionsSayWhatTheyGetWrong (issue 54, item 6): every wrong
// option of a choice or a selection has its line in the catalogue, and a
// wrong answer's verdict names the wrong options it chose, in the order
// shown; a right one names none.
func TestWrongOptionsSayWhatTheyGetWrong(t *testing.T) {
	for _, c := range slices.Concat(All, Transfer) {
		if c.Kind == Count {
			continue
		}
		for _, o := range c.Options {
			if slices.Contains(c.Right, o) {
				continue
			}
			if key := "lesson.quiz." + c.ID + ".wrong." + o; !catalog.Has(key) {
				t.Errorf("no %s", key)
			}
			if v := Grade(c, []string{o}); v.Correct || !slices.Equal(v.Wrong, []string{o}) {
				t.Errorf("%s chose %s: %+v", c.ID, o, v)
			}
		}
		if v := Grade(c, c.Right[:max(1, min(len(c.Right), c.Need))]); !v.Correct || v.Wrong != nil {
			t.Errorf("%s answered right: %+v", c.ID, v)
		}
	}
	q6, _ := Find("q6")
	if v := Grade(q6, []string{"trace", "deliveryOrder", "held", "retries"}); v.Correct || !slices.Equal(v.Wrong, []string{"retries", "deliveryOrder"}) {
		t.Errorf("q6 with two wrong: %+v", v)
	}
}

// TestOutlineIsShownBySlides (issue 54, item 5): the outline's points a
// run can show are shown by the first slide whose run does, never by a
// tick; FLP's are shown by view=flp slides (the FLP world's FLPPoints: here
// none, as in the page, and the talk says the worker must judge them),
// three are the instructor's, why once; a talk too short or too long is said.
func TestOutlineIsShownBySlides(t *testing.T) {
	for _, c := range Outline(nil, "en") {
		if c.Shown || c.Reason == "" {
			t.Errorf("no slides: %+v", c)
		}
	}
	got := Outline([]string{"scenario=request-lost", "bad=%zz&seed=x", "scenario=reference", "scenario=reference&mutations=dedupe-off,unguarded-transition"}, "ja")
	byPoint := map[string]PointCheck{}
	for _, c := range got {
		byPoint[c.Point] = c
	}
	if c := byPoint["once"]; !c.Shown || c.Reason != "スライド 3 の実行で示されています" {
		t.Errorf("once: %+v", c)
	}
	if c := byPoint["atLeastOnce"]; !c.Shown {
		t.Errorf("at-least-once: %+v", c)
	}
	if c := byPoint["termination"]; c.ForInstructor || c.Shown {
		t.Errorf("FLP's termination: %+v", c)
	}
	if c := byPoint["notCap"]; !c.ForInstructor {
		t.Errorf("FLP is not CAP: %+v", c)
	}
	if talk := CheckTalk([]string{"scenario=reference", "view=flp&moves=s1"}, 0, "en"); !talk.Worker || FLPPoints != nil {
		t.Errorf("a view=flp slide without the FLP world: %+v", talk)
	}
	// Duplicates applied twice show at-least-once, not once.
	if got := Outline([]string{"scenario=reference&mutations=dedupe-off,unguarded-transition"}, "en"); !got[7].Shown || got[8].Shown {
		t.Errorf("applied twice: %+v", got[7:])
	}
	for ms, want := range map[int64]string{0: "", 10 * 1000: "short", 5*60*1000 - 1: "short", 5 * 60 * 1000: "", 7 * 60 * 1000: "",
		9 * 60 * 1000: "", 9*60*1000 + 1: "long", 10 * 60 * 1000: "long"} {
		if got := TalkLength(ms); got != want {
			t.Errorf("TalkLength(%d) = %q, want %q", ms, got, want)
		}
	}
	// Three points say "for the instructor" each, and why once.
	talk := CheckTalk(nil, 0, "ja")
	if talk.Instructor == "" || strings.Count(fmt.Sprint(talk), "エンジンではなく講師が判断します") != 1 || talk.Points[2].Reason != "講師が評価" || talk.Points[0].ForInstructor {
		t.Errorf("the instructor's points: %+v", talk)
	}
}
