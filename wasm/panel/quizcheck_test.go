package panel

import (
	"slices"
	"testing"

	"coordsim/internal/quiz"
	"coordsim/internal/share"
)

// TestQuizCountsAreTheShownRuns: every count a check asks for is read off
// one of the runs its feedback names, knob for knob, so the learner who
// opens that run sees the number.
func TestQuizCountsAreTheShownRuns(t *testing.T) {
	for _, c := range append(slices.Clone(quiz.All), quiz.Transfer...) {
		for _, n := range c.Counts {
			s, probs := share.Parse(n.Query)
			if len(probs) > 0 {
				t.Fatalf("%s %s: %v", c.ID, n.ID, probs)
			}
			k := knobsOf(s)
			if !slices.ContainsFunc(c.Shows, func(id string) bool {
				r := lessonRuns[id].run.Knobs
				return r.Scenario == k.Scenario && r.Seed == k.Seed && r.Partition == k.Partition && r.Deadline == k.Deadline &&
					r.Retention == k.Retention && slices.Equal(r.Mutations, k.Mutations)
			}) {
				t.Errorf("%s %s: %s is none of the runs %v", c.ID, n.ID, n.Query, c.Shows)
			}
		}
	}
	for _, lang := range []string{"en", "ja"} {
		for _, q := range LessonIn(lang).Quiz {
			if q.Check.Ask == "" || q.Check.Why == "" || len(q.Check.Runs) == 0 || len(q.Check.Options)+len(q.Check.Counts) == 0 {
				t.Errorf("%s %s: %+v", lang, q.ID, q.Check)
			}
			if (q.Kind == "assessment") != (len(q.Items) > 0) {
				t.Errorf("%s %s: %d expected-evidence items", lang, q.ID, len(q.Items))
			}
		}
	}
}
