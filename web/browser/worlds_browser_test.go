package browser

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"coordsim/engine"
	"coordsim/engine/encode"
)

type worldsState struct {
	Attempt string `json:"attempt"`
	Worlds  []struct {
		Kind         string `json:"kind"`
		TraceSHA256  string `json:"traceSHA256"`
		EqualThrough int64  `json:"clientViewEqualThrough"`
		Outcome      string `json:"outcome"`
		Users        []struct {
			Command string `json:"command"`
		} `json:"users"`
	} `json:"worlds"`
}

// TestBrowserThreeWorlds: view=worlds forks the run at its first timeout
// into the three worlds of coordsim worlds (the same trace hashes), shows
// them side by side with the client's identical rows marked, in lockstep
// with the playhead, in both languages and on a phone; the attempt picker
// forks at another attempt with one call.
func TestBrowserThreeWorlds(t *testing.T) {
	n, _ := engine.LookupScenario("response-lost")
	p, _ := n.Resolve(engine.Overrides{})
	want, err := n.Worlds(p, "")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		lang  string
		w, h  int64
		title string
	}{{"en", 1280, 800, "The request was lost"}, {"ja", 390, 844, "要求が失われた"}} {
		tb := open(t, "/?scenario=response-lost&view=worlds&t=8&lang="+c.lang, c.w, c.h, ready)
		got := eval[worldsState](tb, `window.coordsim.state().worlds`)
		if got.Attempt != "c1.confirm#1" || len(got.Worlds) != 3 {
			t.Fatalf("%s: state().worlds = %+v", c.lang, got)
		}
		for i, w := range got.Worlds {
			if w.Kind != want.Worlds[i].Kind || w.TraceSHA256 != encode.TraceSHA256(want.Worlds[i].Result) || w.EqualThrough != want.ClientViewEqualThrough || len(w.Users) != 2 {
				t.Errorf("%s: world %d = %+v, want %s %s through %d", c.lang, i, w, want.Worlds[i].Kind, encode.TraceSHA256(want.Worlds[i].Result), want.ClientViewEqualThrough)
			}
		}
		tb.waitFor(`document.querySelectorAll("#worlds section").length === 3`) // worlds.js loads as the view first opens
		dom := eval[struct {
			Sections, Same, Shown, Later int
			Title                        string
			Wide                         bool
		}](tb, `(() => {
			const secs = document.querySelectorAll("#worlds section");
			const widest = Math.max(...Array.from(secs, (s) => s.getBoundingClientRect().right));
			return {Sections: secs.length, Same: document.querySelectorAll("#worlds li.same").length,
				Shown: Array.from(document.querySelectorAll("#worlds li[data-tick]")).filter((li) => li.offsetParent !== null).length,
				Later: document.querySelectorAll("#worlds li.later").length,
				Title: secs[0].querySelector("h3").textContent, Wide: widest > window.innerWidth};
		})()`)
		if dom.Sections != 3 || dom.Same == 0 || dom.Title != c.title || dom.Wide || dom.Later == 0 || dom.Shown == 0 {
			t.Errorf("%s at %dx%d: %+v", c.lang, c.w, c.h, dom)
		}
		// Lockstep: at the end of the run every row shows.
		eval[chromedp.Void](tb, `window.coordsim.seek(window.coordsim.state().endTick)`)
		if later := eval[int](tb, `document.querySelectorAll("#worlds li.later").length`); later != 0 {
			t.Errorf("%s: %d rows still hidden at the end", c.lang, later)
		}
		tb.checkClean()
	}

	// The picker: random-faults has several timeouts; one change forks at another.
	tb := open(t, "/?scenario=random-faults&view=worlds", 1280, 800, ready)
	first := eval[worldsState](tb, `window.coordsim.state().worlds`).Attempt
	tb.waitFor(`document.getElementById("worlds-attempt").options.length > 0`) // worlds.js loads as the view first opens
	options := eval[[]string](tb, `Array.from(document.getElementById("worlds-attempt").options, (o) => o.value)`)
	if len(options) < 2 || options[0] != first {
		t.Fatalf("attempts offered %v, first forked %q", options, first)
	}
	eval[chromedp.Void](tb, `(() => { const s = document.getElementById("worlds-attempt"); s.value = s.options[1].value; s.dispatchEvent(new Event("change")); })()`)
	if got := eval[worldsState](tb, `window.coordsim.state().worlds`); got.Attempt != options[1] {
		t.Errorf("after picking %s, forked at %s", options[1], got.Attempt)
	}
	// The URL is written from the reply once the page is quiet (app.js).
	if _, err := chromedp.Run(tb.ctx, chromedp.Poll[bool](`location.search.includes("attempt=")`, chromedp.WithPollingTimeout(10*time.Second))); err != nil {
		t.Errorf("the URL never carried the attempt: %s", eval[string](tb, `location.search`))
	}
	if q := eval[string](tb, `location.search`); !strings.Contains(q, "view=worlds") {
		t.Errorf("the URL lost the view: %s", q)
	}
	tb.checkClean()
}
