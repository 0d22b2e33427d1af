package evidence

import (
	"strings"
	"testing"
)

// TestExplanationHoldsTheTalk: the outline's marks, each slide's canonical
// link, notes (quoted line by line) and time, and the total; a stored
// link cannot put anything but its parameters into the file.
func TestExplanationHoldsTheTalk(t *testing.T) {
	ex := &Explain{Outline: map[string]bool{"async": true, "once": true, "bogus": true},
		Slides: []Slide{
			{Query: "scenario=reference&partition=9&t=8", Title: "The deadline passes", Notes: "held: 3\n# not a heading", MS: 95_000},
			{Query: "scenario=reference&evil=](javascript:alert(1))", Title: "`x`", MS: -5},
		}}
	md := string(explanation("en", "http://x.test/", ex))
	for _, want := range []string{"## Outline (2 of 9 points covered", "- [x] FLP's model is fully asynchronous", "- [ ] One process may fail",
		"### 1. The deadline passes", "http://x.test/?scenario=reference&", "partition=9", "Time on this slide: 1:35.", "> held: 3\n> \\# not a heading\n",
		"## Slides (2; presented 1:35 of 7:00 in all)", "### 2. 'x'", "(no notes)",
		// The engine checks what a slide's run can show; a tick shows nothing.
		"- A retry is at-least-once delivery, not exactly-once: shown by slide 1, whose run demonstrates it\n",
		"- FLP's model is fully asynchronous: no bound on message delay or processing time: for the instructor\n",
		"\nFLP's points are for the instructor: the page's FLP view illustrates the mechanism in a bounded world, and whether a talk explains it is a person's judgment.\n",
		"1:35 is too short for the seven minutes asked (aim for 5 to 9)."} {
		if !strings.Contains(md, want) {
			t.Errorf("explanation.md lacks %q:\n%s", want, md)
		}
	}
	if strings.Contains(md, "javascript") || strings.Contains(md, "\n# not") {
		t.Errorf("a stored value reached explanation.md:\n%s", md)
	}
	if blank := string(explanation("ja", "http://x.test/", nil)); !strings.Contains(blank, "スライドの記録はありません。") || !strings.Contains(blank, "- [ ] ") {
		t.Errorf("a blank explanation.md:\n%s", blank)
	}
}
