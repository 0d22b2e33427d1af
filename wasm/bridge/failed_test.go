package bridge

import (
	"errors"
	"strings"
	"testing"

	"coordsim/internal/catalog"
	"coordsim/internal/share"
)

// TestAnEngineRefusalSaysTheLessonIsShown: when the engine refuses the
// state a change made (a bug: share keeps only what runs), the page shows
// the lesson's run in the visitor's language and embedding, and its
// problem says so in both languages, not that it kept the last run.
func TestAnEngineRefusalSaysTheLessonIsShown(t *testing.T) {
	for _, lang := range []string{"en", "ja"} {
		s, _ := share.Parse("scenario=response-lost&seed=5&embed=1&origin=https://course.example.org&lang=" + lang)
		cache := runCache{key: share.RunKey(s), err: errors.New("boom")}
		out := respond(s, nil, &cache, shownRun{}, historyFlags{})
		if st := out.state; st.Scenario != share.Defaults.Scenario || st.Lang != lang || !st.Embed || st.Origin != s.Origin {
			t.Fatalf("%s: the page shows %s in %s (embedded %v, origin %q), want the lesson's run as the page was shown", lang, st.Scenario, st.Lang, st.Embed, st.Origin)
		}
		want := catalog.T(lang, "page.problem.failed-lesson.sentence", "value", "boom", "cut", "")
		if !strings.Contains(out.json, `"code":"failed-lesson"`) || !strings.Contains(out.json, want) {
			t.Errorf("%s: the reply does not say the lesson is shown (%q): %.400s", lang, want, out.json)
		}
	}
}
