package quiz

import (
	"slices"
	"strconv"
	"testing"

	"coordsim/internal/catalog"
	"coordsim/internal/share"
)

// TestChecksAreWellFormed: one check per question, in the lesson's order;
// a choice has one right option among wrong ones, a selection has wrong
// options to avoid and needs no more than it has right; every word is in
// the catalogue in both languages.
func TestChecksAreWellFormed(t *testing.T) {
	var ids []string
	for _, c := range every() {
		ids = append(ids, c.ID)
		k := "lesson.quiz." + c.ID
		keys := []string{k + ".ask", k + ".why"}
		switch c.Kind {
		case Choose, Select:
			if len(c.Options) < 3 || len(c.Right) == 0 || len(c.Right) == len(c.Options) || len(c.Counts) > 0 {
				t.Errorf("%s: %d options, %d right", c.ID, len(c.Options), len(c.Right))
			}
			if c.Kind == Choose && len(c.Right) != 1 || c.Kind == Select && (c.Need < 1 || c.Need > len(c.Right)) {
				t.Errorf("%s: %d right, need %d", c.ID, len(c.Right), c.Need)
			}
			for _, r := range c.Right {
				if !slices.Contains(c.Options, r) {
					t.Errorf("%s: right answer %q is no option", c.ID, r)
				}
			}
			for _, o := range c.Options {
				keys = append(keys, k+".opt."+o)
			}
		case Count:
			if len(c.Counts) == 0 || len(c.Options) > 0 {
				t.Errorf("%s: a count check with %d counts", c.ID, len(c.Counts))
			}
			for _, n := range c.Counts {
				keys = append(keys, k+".count."+n.ID)
			}
		default:
			t.Errorf("%s: kind %q", c.ID, c.Kind)
		}
		for _, key := range keys {
			if !catalog.Has(key) {
				t.Errorf("%s: no catalogue entry %s", c.ID, key)
			}
		}
		if len(c.Shows) == 0 {
			t.Errorf("%s names no run to look at", c.ID)
		}
	}
	if want := []string{"q1", "q2", "q3", "q4", "q5", "q6", "a1", "a2", "t1", "t2", "t3", "t4"}; !slices.Equal(ids, want) {
		t.Errorf("checks %v, want %v", ids, want)
	}
}

// TestSelectionsAreGradedBySet: every subset of a selection's options is
// right exactly when it holds no wrong option and at least Need right
// ones, whatever the order.
func TestSelectionsAreGradedBySet(t *testing.T) {
	for _, c := range All {
		if c.Kind != Select {
			continue
		}
		for mask := 1; mask < 1<<len(c.Options); mask++ {
			var pick []string
			right, wrong := 0, 0
			for i, o := range c.Options {
				if mask&(1<<i) == 0 {
					continue
				}
				pick = append(pick, o)
				if slices.Contains(c.Right, o) {
					right++
				} else {
					wrong++
				}
			}
			want := wrong == 0 && right >= c.Need
			slices.Reverse(pick)
			if got := Grade(c, pick).Correct; got != want {
				t.Fatalf("%s: %v graded %v, want %v", c.ID, pick, got, want)
			}
		}
		if Grade(c, append(slices.Clone(c.Right), c.Right[0])).Correct {
			t.Errorf("%s: a repeated option counts twice", c.ID)
		}
	}
}

// TestCountsAreTheRuns: a count check's right answer is what its run
// states, and the lesson's point holds in the numbers: the store applies
// the confirm once where its absence applies it twice, and a two-hour
// partition leaves messages held and users uncertain where five minutes
// leaves none.
func TestCountsAreTheRuns(t *testing.T) {
	v := map[string]int{}
	for _, c := range every() {
		var right []string
		for _, n := range c.Counts {
			x, err := Value(n)
			if err != nil {
				t.Fatalf("%s %s: %v", c.ID, n.ID, err)
			}
			v[c.ID+"."+n.ID] = x
			right = append(right, strconv.Itoa(x))
		}
		if c.Kind != Count {
			continue
		}
		if got := Grade(c, right); !got.Correct || len(got.Off) != 0 {
			t.Errorf("%s: the runs' own numbers %v graded %+v", c.ID, right, got)
		}
		for i := range right {
			wrong := slices.Clone(right)
			wrong[i] = strconv.Itoa(v[c.ID+"."+c.Counts[i].ID] + 1)
			if got := Grade(c, wrong); got.Correct || !slices.Equal(got.Off, []string{c.Counts[i].ID}) {
				t.Errorf("%s: one count off (%v) graded %+v", c.ID, wrong, got)
			}
		}
		if got := Grade(c, right[:len(right)-1]); got.Correct {
			t.Errorf("%s: a count missing graded right", c.ID)
		}
	}
	if v["q3.applied"] != 1 || v["q3.reused"] < 1 || v["q3.appliedOff"] != 2 {
		t.Errorf("q3's runs: %v", v)
	}
	if v["t2.reconciled"] < 24 || v["t3.applied"] != 3 || v["t3.reused"] == 0 { // reconciled after the heal; dedupe survived
		t.Errorf("the transfer task's run: %v", v)
	}
	if v["a2.heldShort"] != 0 || v["a2.uncertainShort"] != 0 || v["a2.heldLong"] == 0 || v["a2.uncertainLong"] == 0 {
		t.Errorf("a2's runs: %v", v)
	}
}

// TestChoicesAreWhatTheRunsShow: q2's right answer, a typed conflict that
// changes nothing, is what its run does.
func TestChoicesAreWhatTheRunsShow(t *testing.T) {
	s, _ := share.Parse("scenario=reference&mutations=conflicting-retry")
	res, err := s.Named().Run(s.Params())
	if err != nil {
		t.Fatal(err)
	}
	base, _ := share.Parse("scenario=reference")
	plain, err := base.Named().Run(base.Params())
	if err != nil {
		t.Fatal(err)
	}
	if res.Counts.Conflicts == 0 || res.Counts.Applied != plain.Counts.Applied || !res.Holds() {
		t.Errorf("the conflict run: %+v (applied without the conflict: %d)", res.Counts, plain.Counts.Applied)
	}
}

// every is the quiz's checks and the transfer task's.
func every() []Check { return append(slices.Clone(All), Transfer...) }

func TestEmptyAnswers(t *testing.T) {
	for _, c := range every() {
		for _, a := range [][]string{nil, {}, {""}, {"", ""}} {
			if got := Grade(c, a); !got.Empty || got.Correct {
				t.Errorf("%s: %q graded %+v", c.ID, a, got)
			}
		}
	}
}

// FuzzGrade: no answer panics, and a right verdict is never empty.
func FuzzGrade(f *testing.F) {
	f.Add("q3", "1", "1", "2")
	f.Add("q6", "deadline", "held", "retention")
	f.Add("a2", " 0", "0\x00", "")
	f.Fuzz(func(t *testing.T, id, a, b, c string) {
		ch, ok := Find(id)
		if !ok {
			ch = All[len(id)%len(All)]
		}
		v := Grade(ch, []string{a, b, c})
		if v.Correct && v.Empty {
			t.Fatalf("%+v", v)
		}
	})
}
