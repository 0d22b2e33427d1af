package evidence

// explanation.md: the learner's seven-minute explanation as the page keeps
// it (assets/explain.js): the outline's points they marked covered, and
// each slide with its view (a share link, read and written back canonical,
// so nothing stored reaches the file but a link's parameters), its notes
// and the time it was presented.

import (
	"bytes"
	"fmt"
	"strconv"

	_ "coordsim/internal/flpview" // judges a view=flp slide (quiz.FLPPoints) wherever the evidence is made
	"coordsim/internal/quiz"
)

// Explain is the explanation's record.
type Explain struct {
	Outline map[string]bool `json:"outline"` // point id -> covered
	Slides  []Slide         `json:"slides"`
}

// Slide is one slide: a view of the simulator with a title and notes, and
// the milliseconds it was on screen while presenting.
type Slide struct {
	Query string `json:"query"`
	Title string `json:"title"`
	Notes string `json:"notes"`
	MS    int64  `json:"ms"`
}

// OutlinePoints are the outline's points, in the lesson's order (the
// catalogue's lesson.explain.point.ID).
var OutlinePoints = quiz.OutlinePoints

func explanation(l, base string, ex *Explain) []byte {
	if ex == nil {
		ex = &Explain{}
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "# %s\n\n%s\n\n", t(l, "evidence.explain.title"), t(l, "lesson.explain.task"))
	covered := 0
	for _, p := range OutlinePoints {
		if ex.Outline[p] {
			covered++
		}
	}
	fmt.Fprintf(&b, "## %s\n\n", t(l, "evidence.explain.covered", "n", strconv.Itoa(covered), "of", strconv.Itoa(len(OutlinePoints))))
	b.WriteString(t(l, "lesson.explain.check.self") + "\n\n")
	for _, p := range OutlinePoints {
		mark := " "
		if ex.Outline[p] {
			mark = "x"
		}
		fmt.Fprintf(&b, "- [%s] %s\n", mark, t(l, "lesson.explain.point."+p))
	}
	queries := make([]string, len(ex.Slides))
	for i, s := range ex.Slides {
		queries[i] = s.Query
	}
	var total int64
	for _, s := range ex.Slides {
		total += max(s.MS, 0)
	}
	talk := quiz.CheckTalk(queries, total, l)
	b.WriteString("\n" + t(l, "lesson.explain.check.engine") + "\n\n")
	for _, c := range talk.Points {
		fmt.Fprintf(&b, "- %s: %s\n", t(l, "lesson.explain.point."+c.Point), c.Reason)
	}
	if talk.Instructor != "" {
		b.WriteString("\n" + talk.Instructor + "\n")
	}
	fmt.Fprintf(&b, "\n## %s\n", t(l, "evidence.explain.slides", "n", strconv.Itoa(len(ex.Slides)), "time", clock(total)))
	if talk.Length != "" {
		b.WriteString("\n" + t(l, "lesson.explain.check."+talk.Length, "time", clock(total)) + "\n")
	}
	if len(ex.Slides) == 0 {
		b.WriteString("\n" + t(l, "evidence.explain.noSlides") + "\n")
	}
	for i, s := range ex.Slides {
		url, _ := linkOf(base, s.Query, l)
		fmt.Fprintf(&b, "\n### %d. %s\n\n%s\n\n%s\n\n", i+1, markdownText(oneLine(s.Title)), t(l, "evidence.explain.link", "url", url),
			t(l, "evidence.explain.time", "time", clock(max(s.MS, 0))))
		quote(&b, s.Notes, t(l, "evidence.explain.noNotes"))
	}
	return b.Bytes()
}

// clock is ms as m:ss.
func clock(ms int64) string {
	s := ms / 1000
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}
