package browser

import (
	"os/exec"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

type flpState struct {
	Protocol   string `json:"protocol"`
	Rule       string `json:"rule"`
	Moves      string `json:"moves"`
	Hash       string `json:"hash"`
	Valence    string `json:"valence"`
	Disagree   bool   `json:"disagree"`
	Challenges []struct {
		ID   string `json:"id"`
		Done bool   `json:"done"`
	} `json:"challenges"`
}

// The plays that meet view=flp's two challenges (internal/flpview's tests
// hold them too): the adversary keeps every process undecided for 20
// moves under rule adopt-other; the disagreement makes p3 decide 1 and p2
// decide 0 under rule adopt-0.
const (
	flpAdversary = "s1.s2.s3.d1.d3.d2.d7.d9.d10.d13.d15.d14.d19.d21.d22.d25.d27.d26.d31.d33"
	flpDisagree  = "s2.s3.d2.s1.d1.d7.d9"
	// Under the leader protocol (GST 2, delta 1): round 0's leader p1
	// crashes after a majority accepted its 0; round 1's leader, p2,
	// proposes 0 and the two left decide it (engine/flp's leader.txt).
	flpAgreement = "s1.s2.s3.d1.d3.c1.t.t.t.d4.t.d7.d9.d10.d12"
)

// playFLP makes moves as a learner does, one click each on the view's
// button for it, waiting for the view to show each before the next.
func (tb *tab) playFLP(moves string) {
	tb.t.Helper()
	made := ""
	for _, m := range strings.Split(moves, ".") {
		if made != "" {
			made += "."
		}
		made += m
		tb.click(`#flp button[data-move="` + m + `"]`)
		tb.waitFor(`(window.coordsim.state().flp || {}).moves === "` + made + `" && document.querySelectorAll("#flp-view .flp-history li").length === ` + strconv.Itoa(strings.Count(made, ".")+2))
	}
}

// TestBrowserFLPChallenges (issue 55): in view=flp, in English and in
// Japanese, a learner plays the network: 20 moves with no process deciding
// under wait-for-two (rule adopt-other) meet the adversary's challenge, and
// after "try it" on the other, seven moves under rule adopt-0 make two
// processes decide differently. The view says each in the page's
// language, state().flp says the play, and coordsim flp --url replays each
// page's link to the very configuration it shows (the same hash).
func TestBrowserFLPChallenges(t *testing.T) {
	bin := coordsimBinary(t)
	for _, lang := range []string{"en", "ja"} {
		tb := fresh(t, "/?view=flp&lang="+lang, 1280, 800)
		tb.waitFor(`(window.coordsim.state().flp || {}).valence === "bivalent" && !document.getElementById("flp-view").hidden`)
		caption := map[string]string{"en": "What can still be decided: bivalent Depending on what the network does next", "ja": "まだ決定しうる値: 二価 ネットワークがこの先どう動くかによって"}[lang]
		if got := tb.text("#flp .flp-valence"); !strings.Contains(got, caption) {
			t.Errorf("%s: the valence line says %q, not the caption %q", lang, got, caption)
		}
		tb.playFLP(flpAdversary)
		tb.waitFor(`window.coordsim.state().flp.challenges[0].done && document.querySelector("#flp li[data-challenge=flp-adversary]").classList.contains("done")`)
		done := map[string]string{"en": "Done: 20 moves and no decision.", "ja": "達成: 20 手のあいだ、どのプロセスも決定しませんでした。"}[lang]
		if got := tb.text(`#flp li[data-challenge=flp-adversary]`); !strings.Contains(got, done) {
			t.Errorf("%s: the adversary's challenge says %q", lang, got)
		}
		tb.replaysInTheCLI(bin, "flp-adversary")

		tb.click(`#flp li[data-challenge=flp-disagree] button`)
		tb.waitFor(`(s => s.rule === "adopt-0" && s.moves === "")(window.coordsim.state().flp)`)
		tb.playFLP(flpDisagree)
		tb.waitFor(`window.coordsim.state().flp.disagree && window.coordsim.state().flp.challenges[1].done`)
		broken := map[string]string{"en": "Agreement broken", "ja": "合意が破れました"}[lang]
		if got := tb.text("#flp .flp-disagree"); !strings.Contains(got, broken) {
			t.Errorf("%s: the broken agreement is said as %q", lang, got)
		}
		tb.replaysInTheCLI(bin, "flp-disagree")
		// The history is a way back: its fourth configuration is the play's
		// first three moves.
		tb.click(`#flp .flp-history li[data-at="3"] button`)
		tb.waitFor(`(s => s.moves === "s2.s3.d2" && !s.disagree)(window.coordsim.state().flp) && document.querySelector('#flp .flp-history li[data-at="3"] button').disabled`)
		if lang == "ja" {
			tb.checkAxe(axeScript(t), "view=flp, back after a disagreement", `{ include: [["#flp-view"]] }`)
		}
		// Prove it: the leader protocol, its clock's move among the others.
		tb.click(`#flp li[data-challenge=flp-agreement] button`)
		tb.waitFor(`(s => s.protocol === "leader" && s.moves === "")(window.coordsim.state().flp) && document.getElementById("flp-gst")`)
		tb.playFLP(flpAgreement)
		tb.waitFor(`(s => s.valence === "decided" && !s.disagree && s.challenges[2].done)(window.coordsim.state().flp)`)
		if got := tb.text("#flp .flp-searched"); !strings.Contains(got, map[string]string{"en": "every schedule up to tick 13", "ja": "tick 13（GST + 11）までのあらゆる進め方"}[lang]) {
			t.Errorf("%s: the leader play's search says %q", lang, got)
		}
		tb.replaysInTheCLI(bin, "flp-agreement")
		tb.close()
	}
}

// replaysInTheCLI runs coordsim flp --url on the page's share link and
// holds the configuration it prints to the page's state().flp.hash.
func (tb *tab) replaysInTheCLI(bin, challenge string) {
	tb.t.Helper()
	s := eval[flpState](tb, `window.coordsim.state().flp`)
	link := eval[string](tb, `window.coordsim.state().url`)
	out, err := exec.Command(bin, "flp", "--url", link).CombinedOutput()
	if err != nil {
		tb.t.Fatalf("coordsim flp --url %s: %v\n%s", link, err, out)
	}
	if !strings.Contains(string(out), "configuration "+s.Hash+"\n") || !strings.Contains(string(out), challenge) {
		tb.t.Errorf("coordsim flp --url %s printed\n%s\nthe page's configuration is %s, its challenge %s met", link, out, s.Hash, challenge)
	}
}

// TestBrowserKnowledgeCheckFiveShowsTheFLPWorld (issue 55, item 4):
// knowledge check 5's "show me" opens view=flp at the plays that make its
// point (a crash leaves wait-for-all stuck; the network keeps wait-for-two
// undecided for 20 moves), and a show of the order service then brings the
// canvas back.
func TestBrowserKnowledgeCheckFiveShowsTheFLPWorld(t *testing.T) {
	tb := fresh(t, "/", 1280, 800)
	tb.waitFor(`document.querySelector('[data-question="q5"] > .shows [data-show="flp-stuck"]') !== null`)
	tb.click(`[data-question="q5"] > .shows [data-show="flp-stuck"]`)
	tb.waitFor(`(s => s && s.valence === "stuck" && s.protocol === "wait-for-all")(window.coordsim.state().flp) && !document.getElementById("flp-view").hidden`)
	tb.click(`[data-question="q5"] > .shows [data-show="flp-adversary"]`)
	tb.waitFor(`(s => s && s.moves === "` + flpAdversary + `" && s.challenges[0].done)(window.coordsim.state().flp)`)
	tb.click(`[data-question="q5"] > .shows [data-show="short"]`)
	tb.waitFor(`window.coordsim.state().view === "network" && window.coordsim.state().tick === 8 && document.getElementById("flp-view").hidden`)
}

// TestBrowserFLPSaysWhenItCannotLoad: where the export's worker cannot
// start, view=flp says so in the page's language instead of staying blank.
func TestBrowserFLPSaysWhenItCannotLoad(t *testing.T) {
	tb := fresh(t, "/?lang=ja", 1280, 800)
	eval[chromedp.Void](tb, `window.Worker = function () { throw new Error("no workers here"); }`)
	eval[chromedp.Void](tb, `window.coordsim.set({view: "flp"})`)
	tb.waitFor(`(document.querySelector("#flp .flp-problem") || {}).textContent === "FLP の世界を読み込めませんでした: no workers here"`)
}

// TestBrowserFLPKeepsTheKeyboardsPlace: a move made from the keyboard
// re-renders the view, and the focus stays in it, on the first move left.
func TestBrowserFLPKeepsTheKeyboardsPlace(t *testing.T) {
	tb := fresh(t, "/?view=flp", 1280, 800)
	tb.waitFor(`(window.coordsim.state().flp || {}).valence === "bivalent"`)
	eval[chromedp.Void](tb, `document.querySelector('#flp button[data-move="s1"]').focus()`)
	tb.key("\r")
	tb.waitFor(`window.coordsim.state().flp.moves === "s1" && document.activeElement && document.activeElement.dataset.move === "s2"`)
}

// TestBrowserFLPChallengesInTheList (issue 55): view=flp's challenges are
// in view=challenges' list; "Play" starts the play in view=flp, a play that
// meets the challenge is kept with the lab's progress (its link the
// solution, which coordsim challenge check judges solved) and the list
// marks it solved.
func TestBrowserFLPChallengesInTheList(t *testing.T) {
	bin := coordsimBinary(t)
	tb := fresh(t, "/?view=challenges&lang=ja", 1280, 800)
	tb.waitFor(`document.querySelector('#challenges button[data-play="flp-disagree"]') !== null`)
	if got := tb.text(`#challenges li[data-challenge="flp-disagree"] h3`); got != "2 つのプロセスを異なる値に決定させる" {
		t.Errorf("the list's FLP challenge is titled %q (no par: it has none)", got)
	}
	tb.click(`#challenges button[data-play="flp-disagree"]`)
	tb.waitFor(`(s => s && s.rule === "adopt-0" && s.moves === "")(window.coordsim.state().flp) && !document.getElementById("flp-view").hidden`)
	tb.playFLP(flpDisagree)
	tb.waitFor(`window.coordsim.state().flp.challenges[1].done`)
	type saved struct {
		Challenges map[string]int    `json:"challenges"`
		Solutions  map[string]string `json:"solutions"`
	}
	s := eval[saved](tb, `JSON.parse(localStorage.getItem("coordsim.lesson.v1"))`)
	link, ok := s.Solutions["flp-disagree"]
	if !ok || s.Challenges["flp-disagree"] != 7 {
		t.Fatalf("the lab's progress keeps %+v", s)
	}
	out, err := exec.Command(bin, "challenge", "check", "?"+link).CombinedOutput()
	if err != nil || !strings.Contains(string(out), "flp-disagree") || !strings.Contains(string(out), " solved ") {
		t.Fatalf("coordsim challenge check ?%s: %s (%v)", link, out, err)
	}
	tb.navigate(siteServer.URL + "/?view=challenges&lang=ja")
	tb.waitFor(`document.querySelector('#challenges li[data-challenge="flp-disagree"] .badge') !== null`)
	tb.checkClean()
}
