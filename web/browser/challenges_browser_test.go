package browser

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp/kb"
	"github.com/rogpeppe/go-internal/txtar"

	"coordsim/internal/challenge"
	"coordsim/web/internal/module"
)

// TestBrowserPlayAChallenge: a learner picks a challenge and solves it at
// par with one move, by keyboard only; the verdict says so with a jump to
// where it broke, state().challenge states it, and `coordsim challenge
// check` on the page's share link says solved.
func TestBrowserPlayAChallenge(t *testing.T) {
	bin := coordsimBinary(t)
	tb := open(t, "/?view=challenges&lang=ja", 1280, 800, ready)
	tb.waitFor(`document.querySelector('#challenges button[data-play="effect-twice"]') !== null`)
	eval[bool](tb, `document.querySelector('#challenges button[data-play="effect-twice"]').focus(), true`)
	tb.key(kb.Enter)
	tb.waitFor(`window.coordsim.state().challenge && window.coordsim.state().challenge.id === "effect-twice"`)
	type st struct {
		Challenge struct {
			ID     string `json:"id"`
			Moves  int    `json:"moves"`
			Solved bool   `json:"solved"`
			Par    int    `json:"par"`
		} `json:"challenge"`
		Mutations []string `json:"mutations"`
		URL       string   `json:"url"`
	}
	s := eval[st](tb, `window.coordsim.state()`)
	if s.Challenge.Solved || s.Challenge.Par != 1 || strings.Join(s.Mutations, ",") != "dedupe-off,unguarded-transition" {
		t.Fatalf("set up: %+v", s)
	}
	// In play, the list folds away: the goal, then the canvas, on the
	// first screen.
	if folded := eval[bool](tb, `scrollTo(0, 0), !document.getElementById("challenges-all").open &&
		document.getElementById("challenge-goal").textContent.includes("2 回効かせて") &&
		document.getElementById("stage").getBoundingClientRect().top < innerHeight / 2`); !folded {
		t.Error("with a challenge in play, its goal and the canvas are not on the first screen")
	}
	tb.moveByKeyboard(rowOf(tb, "c1.confirm#1", "sent"), "duplicate")
	tb.waitFor(`window.coordsim.state().challenge.solved`)
	s = eval[st](tb, `window.coordsim.state()`)
	if s.Challenge.Moves != 1 || !strings.Contains(s.URL, "challenge=effect-twice") {
		t.Fatalf("solved: %+v", s)
	}
	if v := eval[string](tb, `document.getElementById("challenge-verdict").textContent`); !strings.Contains(v, "1 手で解決") {
		t.Errorf("the verdict says %q", v)
	}
	if eval[bool](tb, `document.getElementById("challenge-jump").hidden`) {
		t.Error("no jump to where it broke")
	}
	out, err := exec.Command(bin, "challenge", "check", s.URL).CombinedOutput()
	if err != nil || !strings.Contains(string(out), "effect-twice") || !strings.Contains(string(out), " solved ") {
		t.Fatalf("coordsim challenge check: %s (%v)", out, err)
	}
	// Kept with the lab's progress: the list marks it solved after a reload.
	tb.navigate(siteServer.URL + "/?view=challenges")
	tb.waitFor(`document.querySelector('#challenges li[data-challenge="effect-twice"] .badge') !== null`)
	tb.checkClean()
}

// TestBrowserStoredSolutions: the stored solution of every challenge (the
// CLI script's solutions.txt) opens solved on the page, at par.
func TestBrowserStoredSolutions(t *testing.T) {
	root, err := module.Root()
	if err != nil {
		t.Fatal(err)
	}
	ar, err := txtar.ParseFile(filepath.Join(root, "cmd", "coordsim", "testdata", "script", "challenge.txtar"))
	if err != nil {
		t.Fatal(err)
	}
	var links []string
	for _, f := range ar.Files {
		if f.Name == "solutions.txt" {
			links = strings.Fields(string(f.Data))
		}
	}
	if len(links) != len(challenge.All) {
		t.Fatalf("%d stored solutions for %d challenges", len(links), len(challenge.All))
	}
	unsolved := map[string]bool{}
	for _, c := range challenge.All {
		unsolved[c.ID] = true
	}
	tb := open(t, "/"+links[0], 1280, 800, ready)
	for _, link := range links {
		// The link as the page reads its address (set({query}), without
		// a page load per challenge).
		_, query, _ := strings.Cut(link, "?")
		eval[bool](tb, `window.coordsim.set({query: `+jsString(query)+`}), true`)
		type verdict struct {
			ID     string `json:"id"`
			Moves  int    `json:"moves"`
			Solved bool   `json:"solved"`
			Par    int    `json:"par"`
		}
		v := eval[verdict](tb, `window.coordsim.state().challenge`)
		if !v.Solved || v.Moves != v.Par {
			t.Errorf("%s: %+v", link, v)
		}
		delete(unsolved, v.ID)
	}
	if len(unsolved) > 0 {
		t.Errorf("no stored solution for %v", unsolved)
	}
}

// TestBrowserIsThereAWay: the page's bounded search, a few milliseconds a
// frame, finds the challenge's smallest breaking schedule and shows it as
// the run; with every defense on it finds none.
func TestBrowserIsThereAWay(t *testing.T) {
	tb := open(t, "/?view=challenges", 1280, 800, ready)
	eval[bool](tb, `window.coordsim.set({challenge: "told-false"}), true`)
	tb.waitFor(`!document.getElementById("challenge-search-box").hidden`)
	eval[bool](tb, `document.getElementById("challenge-search-n").value = "1", document.getElementById("challenge-search").click(), true`)
	tb.waitFor(`!document.getElementById("challenge-search-show").hidden`)
	if got := eval[string](tb, `document.getElementById("challenge-search-status").textContent`); !strings.Contains(got, "moves: 1;") {
		t.Errorf("the search says %q", got)
	}
	eval[bool](tb, `document.getElementById("challenge-search-show").click(), true`)
	tb.waitFor(`window.coordsim.state().challenge.solved`)
	eval[bool](tb, `document.getElementById("challenge-search-defended").checked = true, document.getElementById("challenge-search-n").value = "2", document.getElementById("challenge-search").click(), true`)
	tb.waitFor(`!document.getElementById("challenge-search").disabled && document.getElementById("challenge-search-status").textContent.includes("No schedule of 2 moves")`)
	if !eval[bool](tb, `document.getElementById("challenge-search-show").hidden`) {
		t.Error("a search that found nothing offers to show it")
	}
	tb.checkClean()
}
