package panel

import (
	"strings"
	"testing"

	"coordsim/internal/share"
)

// The link builder makes the page as it stands an assignment: the link
// learners follow opens the same state with the course's settings and
// holds its lock; the frame's address adds embed, panels and origin; a
// setting a link would refuse is refused with its sentence.
func TestAssignmentIsThePageWithTheCoursesSettings(t *testing.T) {
	cur, _ := share.Parse("scenario=reference&partition=9&lang=ja")
	a := Assignment("ja", cur, map[string]string{"lock": "partition,seed", "panels": "invariants", "grading": "first",
		"attempts": "3", "feedback": "after", "origin": "https://course.example", "seed": "7"}, "https://sim.example/index.html")
	if len(a.Problems) != 0 {
		t.Fatalf("problems: %+v", a.Problems)
	}
	link, ok := strings.CutPrefix(a.Link, "https://sim.example/index.html?")
	if !ok {
		t.Fatalf("the link %q is not the page's", a.Link)
	}
	s, probs := share.Parse(link)
	if len(probs) != 0 || s.Partition != 9 || s.Lang != "ja" || strings.Join(s.Lock, ",") != "seed,partition" || s.Grading != "first" ||
		s.Tries != 3 || s.Feedback != "after" || s.Embed || len(s.Panels) != 0 || s.Origin != "" || s.Seed == 7 {
		t.Errorf("the learners' link %q reads as %+v (%v)", a.Link, s, probs)
	}
	if moved, _ := share.Merge(s, share.Patch{Values: map[string]string{"partition": "3"}}); moved.Partition != 9 {
		t.Errorf("the learners' link lets the locked partition move")
	}
	frame, _ := strings.CutPrefix(a.Embed, "https://sim.example/index.html?")
	if f, _ := share.Parse(frame); !f.Embed || strings.Join(f.Panels, ",") != "invariants" || f.Origin != "https://course.example" {
		t.Errorf("the frame's address %q", a.Embed)
	}
	for _, want := range []string{`src="https://sim.example/index.html?`, `const SIM = "https://sim.example";`, "coordsim:ready", "embed=1", "&amp;"} {
		if !strings.Contains(a.Snippet, want) {
			t.Errorf("the snippet has no %s:\n%s", want, a.Snippet)
		}
	}
	if !strings.HasPrefix(a.SCORM, "make scorm LANG=ja QUERY='") || strings.Contains(a.SCORM, "lang=") || !strings.Contains(a.SCORM, "lock=seed,partition") {
		t.Errorf("the SCORM command %q", a.SCORM)
	}
	if len(a.Lockable) != len(share.Lockable) || len(a.Panels) != len(share.Panels) || a.Lockable[0].Text == "" {
		t.Errorf("the choices: %+v %+v", a.Lockable, a.Panels)
	}

	bad := Assignment("en", cur, map[string]string{"grading": "worst", "attempts": "0"}, "https://sim.example/")
	if len(bad.Problems) != 2 || bad.Problems[0].Text == "" {
		t.Errorf("bad settings: %+v", bad.Problems)
	}
}
