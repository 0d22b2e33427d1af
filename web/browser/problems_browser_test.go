package browser

// What the page says about a URL's bad values (issue 26): URL text is
// shown escaped, never as characters that reorder or hide the sentence
// around it, and a long value is cut, saying how long it was.

import (
	"strings"
	"testing"
)

// problemsText is #problems' text as shown, "" when it is hidden.
func (tb *tab) problemsText() string {
	tb.t.Helper()
	return eval[string](tb, `document.getElementById("problems").hidden ? "" : document.getElementById("problems").innerText`)
}

func TestBrowserProblemTextIsEscaped(t *testing.T) {
	tb := open(t, "/?seed=1%E2%80%AE0%20gnisu%20%3Bdilav%20si%20eulav%20sihT", 1280, 800, ready)
	shown := tb.problemsText()
	if strings.ContainsRune(shown, '\u202e') || !strings.Contains(shown, `1\u202e0 gnisu ;dilav si eulav sihT`) {
		t.Errorf("the bidi override is not escaped in #problems: %q", shown)
	}
	if s := tb.state(); len(s.Problems) != 1 || strings.ContainsRune(s.Problems[0], '\u202e') || s.Seed != "20260731" {
		t.Errorf("state: %+v", s)
	}

	// On a phone too: the cut value wraps inside the box, the ellipsis in sight.
	tb = open(t, "/?lang=ja&seed="+strings.Repeat("7", 100000), 390, 844, ready)
	shown = tb.problemsText()
	if strings.Contains(shown, strings.Repeat("7", 40)) || !strings.Contains(shown, "7…") || !strings.Contains(shown, "100,000") || len([]rune(shown)) > 200 {
		t.Errorf("a 100,000-digit seed is not cut with its length said: %.300q", shown)
	}
	if w := eval[[]int](tb, `(() => { const b = document.getElementById("problems"); return [b.scrollWidth, b.clientWidth]; })()`); w[0] > w[1] {
		t.Errorf("the message overflows its box at 390 px: %d > %d", w[0], w[1])
	}
}

// Issue 26, finding 9: 40,000 unknown mutations are ten lines and one for
// the rest, not 40,000 lines.
func TestBrowserProblemListIsCapped(t *testing.T) {
	tb := open(t, "/?lang=ja&mutations="+strings.Repeat("nope,", 40000)+"dedupe-off", 1280, 800, ready)
	lines := eval[[]string](tb, `[...document.querySelectorAll("#problems > p")].map((p) => p.textContent)`)
	if len(lines) != 11 || !strings.Contains(lines[10], "ほかに 39990 件") || !strings.Contains(lines[0], "nope") {
		t.Fatalf("%d lines, the last %q", len(lines), lines[len(lines)-1])
	}
	if s := tb.state(); len(s.Problems) != 11 || strings.Join(s.Mutations, ",") != "dedupe-off" {
		t.Errorf("state: %d problems, mutations %v", len(s.Problems), s.Mutations)
	}
}

// TestBrowserHostileAuthoredValues: 100 KB of events=, faults= and m.
// values, and of the moves set() takes, give a plain message each and the
// story's own run: never a blank page or a hang.
func TestBrowserHostileAuthoredValues(t *testing.T) {
	big := strings.Repeat("1~e,1,deliver,1,0,k,a%3Eb~", 4000)
	tb := open(t, "/?events="+big+"&scenario=reference", 1280, 800, ready)
	if p := tb.state().Problems; len(p) != 1 || len([]rune(p[0])) > 400 {
		t.Fatalf("100 KB of events=: problems %q", p)
	}
	tb.navigate(siteServer.URL + "/?scenario=random-faults&faults=" + strings.Repeat("c1.confirm%231:drop-request,", 4000) + "&m.clients=" + strings.Repeat("9", 100000))
	if p := tb.state().Problems; len(p) != 2 || tb.state().Scenario != "random-faults" {
		t.Fatalf("100 KB of faults= and m.clients: problems %q", p)
	}
	type st struct {
		Faults   []string `json:"faults"`
		Problems []string `json:"problems"`
	}
	for _, call := range []string{
		`{intervene: "1:` + strings.Repeat("x", 100000) + `"}`,
		`{intervene: "` + strings.Repeat("9", 100000) + `:drop"}`,
		`{fixture: "[` + strings.Repeat(`{\"id\":1},`, 10000) + `]"}`,
		`{"m.timeout": "` + strings.Repeat("-", 100000) + `"}`,
	} {
		s := eval[st](tb, `window.coordsim.set(`+call+`)`)
		if len(s.Faults) != 0 || len(s.Problems) == 0 || len([]rune(strings.Join(s.Problems, ""))) > 2000 {
			t.Errorf("set(%.50s…): %+v", call, s)
		}
	}
	if eval[string](tb, `document.getElementById("outcome").dataset.outcome`) == "" {
		t.Fatal("the page shows no outcome after hostile values")
	}
}

// Issue 50, finding 1: one event at tick 10^7 or more ended the page's Go
// program in the canvas view (every later call threw "Go program has
// already exited"), and 10^8 froze it for 30 s first. Now the canvas
// paints it, a seek repaints, and the page keeps answering.
func TestBrowserFarTicksLeaveThePageAlive(t *testing.T) {
	for _, tick := range []string{"10000000", "1000000000"} {
		tb := open(t, "/?scenario=reference&events=1~a,"+tick+",deliver,1,1,k,pending%3Econfirmed", 1280, 800, ready)
		tb.waitPainted()
		since := eval[float64](tb, `document.getElementById("stage").contentWindow.coordsimFrame.frames()`)
		eval[any](tb, `coordsim.set({t: 2})`)
		tb.repainted(since)
		tb.waitFor(`coordsim.state().tick === 2`)
		eval[any](tb, `coordsim.set({t: `+tick+`})`)
		if s := tb.state(); s.Scenario != "reference" {
			t.Errorf("event at tick %s: the page answers %+v after a seek to the end", tick, s)
		}
	}
}
