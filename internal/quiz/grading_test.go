package quiz

import "testing"

// TestScoreCountsAsTheGradingSays: a question tried more than once counts
// by its first try, its last, or any (best, the default); each try graded
// from its answer.
func TestScoreCountsAsTheGradingSays(t *testing.T) {
	right, wrong := []string{"same"}, []string{"error"} // q1
	for _, c := range []struct {
		name              string
		tried             Tried
		first, best, last bool
		tries             int
	}{
		{"wrong then right", Tried{Tries: [][]string{wrong, right}, Last: right}, false, true, true, 2},
		{"right then wrong", Tried{Tries: [][]string{right, wrong}, Last: wrong}, true, true, false, 2},
		{"only wrong", Tried{Tries: [][]string{wrong, wrong}, Last: wrong}, false, false, false, 2},
		{"a record from before tries were kept", Tried{Last: right}, true, true, true, 1},
		// The page keeps the first 32 tries; a right answer after them is
		// the answer on record, and the best counts it.
		{"right after the kept tries", Tried{Tries: [][]string{wrong}, Last: right}, false, true, true, 1},
	} {
		for grading, want := range map[string]bool{"first": c.first, "best": c.best, "": c.best, "last": c.last} {
			got, of, tries := Score(All, map[string]Tried{"q1": c.tried}, grading)
			if (got == 1) != want || of != len(All) || tries != c.tries {
				t.Errorf("%s, grading %q: %d right of %d, %d tries; want right %v of %d, %d tries", c.name, grading, got, of, tries, want, len(All), c.tries)
			}
		}
	}
	if got, _, tries := Score(All, map[string]Tried{"nope": {Last: right}}, "best"); got != 0 || tries != 0 {
		t.Errorf("an answer to no question of the lesson counted: %d right, %d tries", got, tries)
	}
}
