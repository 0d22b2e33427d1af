package browser

// An empty origin= is a refused origin (issue 26, finding 3): the frame
// says so and then obeys and posts to no page, as for any other refused
// value, instead of reading it as "no origin" and opening up to any parent.

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

func TestBrowserEmptyOriginIsRefused(t *testing.T) {
	c := openCourse(t, 480, 360, 1000, 800, false, "embed=1&origin=")
	c.waitInFrame(0, `window.coordsim && window.coordsim.ready`)
	// The test's listener, after embed.js's: it sees each message once
	// embed.js has dealt with it.
	inFrame[bool](c, 0, `(window.seen = [], addEventListener("message", (e) => seen.push(e.data && e.data.id)), true)`)
	eval[chromedp.Void](c.tab, `send(0, {type: "coordsim:set", params: {partition: 9}, id: "w"}), send(0, {type: "coordsim:get", id: "g"})`)
	c.waitInFrame(0, `seen.includes("g")`)
	if s := inFrame[pageState](c, 0, `window.coordsim.state()`); s.Partition != 4 || s.Outcome != "recovered-before-deadline" {
		t.Errorf("a frame with an empty origin= obeyed its parent: %+v", s)
	}
	// A fence: had the frame posted anything to its parent (at ready or in
	// reply), it would have arrived before this.
	inFrame[bool](c, 0, `(parent.postMessage("fence", "*"), true)`)
	c.waitFor(`notes.some((n) => n.frame === 0 && n.data === "fence")`)
	if n := eval[int](c.tab, `got.length`); n != 0 {
		t.Errorf("the course page received %d state messages from a frame with an empty origin=", n)
	}
	shown := inFrame[string](c, 0, `document.getElementById("problems").hidden ? "" : document.getElementById("problems").textContent`)
	if !strings.Contains(shown, "origin") || !strings.Contains(shown, "no page") {
		t.Errorf("the refused empty origin is not explained: %q", shown)
	}
}
