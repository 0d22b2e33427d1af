package panel

import (
	"strings"
	"testing"

	"coordsim/engine"
	"coordsim/internal/catalog"
)

// TestOutcomeNeverSaysAllIsWellWhenBroken: for every story × mutation ×
// a short and a long partition, in both languages, a run that breaks an
// invariant names each broken one beside its outcome and never tells the
// reader everyone's answer is fine; a run that breaks none says neither.
func TestOutcomeNeverSaysAllIsWellWhenBroken(t *testing.T) {
	for _, n := range engine.Scenarios() {
		for _, m := range append([]string{""}, engine.MutationStrings(engine.AllMutations)...) {
			for _, p := range []string{"", "&partition=9"} {
				for _, lang := range catalog.Langs {
					q := "scenario=" + n.Name + "&mutations=" + m + p + "&lang=" + lang
					checkOutcomeText(t, q, build(t, q), lang)
				}
			}
		}
	}
}

// TestDemonstrationsDoNotContradictThemselves: the same over every run
// the lesson's controls set up.
func TestDemonstrationsDoNotContradictThemselves(t *testing.T) {
	for id, r := range lessonRuns {
		q := "scenario=" + r.run.Scenario + "&seed=" + r.run.Seed + "&partition=" + i64(r.run.Partition) + "&deadline=" + i64(r.run.Deadline) +
			"&retention=" + i64(r.run.Retention) + "&mutations=" + strings.Join(r.run.Mutations, ",")
		if r.run.Events != "" {
			q += "&events=" + r.run.Events
		}
		for _, lang := range catalog.Langs {
			t.Run(id+"/"+lang, func(t *testing.T) { checkOutcomeText(t, q+"&lang="+lang, build(t, q+"&lang="+lang), lang) })
		}
	}
}

func checkOutcomeText(t *testing.T, q string, v View, lang string) {
	t.Helper()
	broken := 0
	for _, in := range v.Invariants {
		if in.Holds {
			continue
		}
		broken++
		if !strings.Contains(v.OutcomeText, in.Title) {
			t.Errorf("%s: the outcome %q does not name the broken %q", q, v.OutcomeText, in.Title)
		}
	}
	all := catalog.T(lang, "page.told.all")
	if broken > 0 && v.Told == all {
		t.Errorf("%s: %d invariants broken, yet the page says %q", q, broken, v.Told)
	}
	warning := []rune(catalog.T(lang, "page.outcome.broken", "outcome", "", "names", ""))[:10]
	if broken == 0 && strings.Contains(v.OutcomeText, string(warning)) {
		t.Errorf("%s: nothing broken, yet the outcome warns: %q", q, v.OutcomeText)
	}
}

// TestReconciliationIsShown: the lesson's long partition tells both reads'
// users their answer after the heal, in the users' list and on the trace
// row that answers, in both languages; the short one has none to tell.
func TestReconciliationIsShown(t *testing.T) {
	for _, lang := range catalog.Langs {
		v := build(t, "partition=9&lang="+lang)
		finals := 0
		for _, u := range v.Users {
			if u.Final != "" {
				finals++
				if !u.Reconcile || !strings.Contains(u.Final, "11") || !strings.Contains(u.Final, "confirmed") {
					t.Errorf("%s: %+v", lang, u)
				}
			}
		}
		notes := 0
		for _, r := range v.Trace {
			if strings.Contains(r.Note, catalog.T(lang, "page.trace.reconciled", "command", "", "tick", "", "answer", "")[:6]) {
				notes++
			}
		}
		if finals != 2 || notes != 2 {
			t.Errorf("%s: %d users reconciled, %d trace notes; want 2 and 2", lang, finals, notes)
		}
		for _, u := range build(t, "lang="+lang).Users {
			if u.Final != "" {
				t.Errorf("%s: a user reconciled in a run that told everyone in time: %+v", lang, u)
			}
		}
	}
}
