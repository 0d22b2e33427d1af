package browser

// A course that hears the progress (issue 32, part 5): an embedded frame at
// a second origin posts coordsim:progress on every change and answers
// coordsim:get-progress, sends Canvas LMS's lti.frameResize as its height
// changes, shows the lab as panels= adds it, and keeps what lock= fixed.

import (
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

type progressMsg struct {
	Lab struct {
		Steps []bool `json:"steps"`
		Done  int    `json:"done"`
		Of    int    `json:"of"`
	} `json:"lab"`
	Score struct {
		Lab struct {
			Done int `json:"done"`
			Of   int `json:"of"`
		} `json:"lab"`
	} `json:"score"`
	Completed bool `json:"completed"`
}

func TestBrowserCourseHearsTheProgress(t *testing.T) {
	c := openCourse(t, 720, 900, 760, 1000, false, "embed=1&panels=lab&lock=seed,scenario&origin={course}")
	c.waitLong(`got.length > 0`)
	// No progress from other tests: clear the frame's storage and load it again.
	n := eval[int](c.tab, `got.length`)
	inFrame[bool](c, 0, `(localStorage.clear(), location.reload(), true)`)
	c.waitLong(`got.length > ` + strconv.Itoa(n))
	eval[chromedp.Void](c.tab, `document.getElementById("sim0").contentWindow.postMessage({type: "coordsim:get-progress", id: "p1"}, SITE)`)
	c.waitLong(`notes.some((n) => n.data.type === "coordsim:progress" && n.data.reply && n.data.reply.id === "p1")`)
	first := eval[progressMsg](c.tab, `notes.find((n) => n.data.reply && n.data.reply.id === "p1").data.progress`)
	if first.Lab.Of != 5 || first.Lab.Done != 0 || first.Score.Lab.Of != 5 || first.Completed {
		t.Fatalf("first progress %+v", first)
	}
	// Canvas fits the iframe to the frame's height: a tall page (the lab is shown).
	c.waitLong(`notes.some((n) => n.data.subject === "lti.frameResize" && n.data.height > 900)`)

	// The lab is in the frame; a step done there reaches the course.
	if hidden := inFrame[bool](c, 0, `getComputedStyle(document.getElementById("lab")).display === "none"`); hidden {
		t.Fatal("panels=lab does not show the lab")
	}
	inFrame[bool](c, 0, `(document.querySelector('#lab-steps > li[data-step="1"] .step-open').click(), true)`)
	c.waitInFrame(0, `!document.querySelector('#lab-steps > li[data-step="1"] .step-body').hidden`)
	note := "seed 20260731; the fixture is lesson-authored, no production incident; limits: ticks are logical"
	inFrame[bool](c, 0, `(() => { for (const b of document.querySelectorAll(".confirm-row")) b.click(); const a = document.getElementById("note-1"); a.value = `+jsString(note)+`; a.dispatchEvent(new Event("input")); return true; })()`)
	c.waitLong(`notes.some((n) => n.data.type === "coordsim:progress" && !n.data.reply && n.data.progress.lab.done === 1)`)

	// What lock= fixes stays, whoever asks; its controls are disabled.
	r := c.ask("s1", `{type: "coordsim:set", params: {seed: "99", scenario: "request-lost", partition: 6}}`)
	if r.State.Seed != "20260731" || r.State.Scenario != "reference" || r.State.Partition != 6 {
		t.Errorf("after set: seed %s scenario %s partition %d", r.State.Seed, r.State.Scenario, r.State.Partition)
	}
	if !strings.Contains(strings.Join(r.State.Problems, " "), "fixed") {
		t.Errorf("the refusal is not said: %q", r.State.Problems)
	}
	if !inFrame[bool](c, 0, `document.getElementById("seed").disabled && document.getElementById("scenario").disabled`) {
		t.Error("the locked controls are enabled")
	}
}

// Issue 50, finding 2: a lock held only against a change that named the
// locked parameter. A new scenario brought its own story's seed, a
// challenge its own setup, a whole link its own values; each is refused
// now, with the locked problem, whoever asks.
func TestBrowserLockHoldsByEveryPath(t *testing.T) {
	c := openCourse(t, 720, 900, 760, 1000, false, "embed=1&seed=5&lock=seed,scenario&origin={course}")
	c.waitLong(`got.length > 0`)
	for i, params := range []string{
		`{scenario: "response-lost"}`,    // brings its story's seed
		`{challenge: "effect-twice"}`,    // brings its own scenario and seed
		`{query: "?seed=7&partition=3"}`, // a whole link, as a saved slide's "show"
	} {
		r := c.ask("l"+strconv.Itoa(i), `{type: "coordsim:set", params: `+params+`}`)
		if r.State.Seed != "5" || r.State.Scenario != "reference" {
			t.Errorf("set(%s) moved a locked value: seed %s, scenario %s", params, r.State.Seed, r.State.Scenario)
		}
		if !strings.Contains(strings.Join(r.State.Problems, " "), "fixed") {
			t.Errorf("set(%s): the refusal is not said: %q", params, r.State.Problems)
		}
	}
}
