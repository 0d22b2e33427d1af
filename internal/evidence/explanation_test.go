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
			{Query: "view=flp&flp=wait-for-all&inputs=0,0,1&moves=c3", Title: "One crash", MS: 1000},
		}}
	md := string(explanation("en", "http://x.test/", ex))
	for _, want := range []string{"## Outline (2 of 9 points covered", "- [x] FLP's model is fully asynchronous", "- [ ] One process may fail",
		"### 1. The deadline passes", "http://x.test/?scenario=reference&", "partition=9", "Time on this slide: 1:35.", "> held: 3\n> \\# not a heading\n",
		"## Slides (3; presented 1:36 of 7:00 in all)", "### 2. 'x'", "(no notes)",
		// The engine checks what a slide's run can show; a tick shows nothing.
		"- A retry is at-least-once delivery, not exactly-once: shown by slide 1, whose run demonstrates it\n",
		// A slide of the FLP world shows what its play does.
		"- One process may fail by crash-stop: shown by slide 3, whose run demonstrates it\n",
		"- The protocol is deterministic: for the instructor\n",
		"\nThe three points marked for the instructor are judged by the instructor, not the engine: whether a talk explains that the protocol is deterministic, that FLP is not CAP, and that FLP does not make practical consensus impossible.\n",
		"1:36 is too short for the seven minutes asked (aim for 5 to 9)."} {
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
