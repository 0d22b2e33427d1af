package browser

import (
	"fmt"
	"os/exec"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

type movesState struct {
	Faults      []string `json:"faults"`
	Events      string   `json:"events"`
	TraceSHA256 string   `json:"traceSHA256"`
	URL         string   `json:"url"`
}

// rowOf is the trace row (from 1) whose event and delivery are given, or 0.
func rowOf(tb *tab, event, delivery string) int {
	return evalAwait[int](tb, inModule("store.js", fmt.Sprintf(`m.store.get().reply.trace.findIndex((r) => r.event === %q && r.delivery === %q) + 1`, event, delivery)))
}

// key sends keys to whatever has the focus, as a keyboard user would.
func (tb *tab) key(keys string, opts ...chromedp.KeyOption) {
	tb.t.Helper()
	if err := chromedp.Do(tb.ctx, chromedp.KeyEvent(keys, opts...)); err != nil {
		tb.t.Fatalf("keys %q: %v", keys, err)
	}
}

// moveByKeyboard focuses row's ⋯ button, opens its menu with Enter, and
// picks move with Tab and Enter: no pointer anywhere.
func (tb *tab) moveByKeyboard(row int, move string) movesState {
	tb.t.Helper()
	before := eval[string](tb, `window.coordsim.state().traceSHA256`)
	eval[bool](tb, fmt.Sprintf(`document.querySelector('#trace button.moves[data-row="%d"]').focus(), true`, row-1))
	tb.key(kb.Enter)
	tb.waitFor(`!document.getElementById("moves-menu").hidden && document.activeElement.closest("#moves-menu") !== null`)
	for i := 0; i < 20 && eval[string](tb, `document.activeElement.dataset.move || ""`) != move; i++ {
		tb.key(kb.Tab)
	}
	if got := eval[string](tb, `document.activeElement.dataset.move || ""`); got != move {
		tb.t.Fatalf("row %d's menu offers no %s by Tab (at %q)", row, move, got)
	}
	tb.key(kb.Enter)
	tb.waitFor(fmt.Sprintf(`window.coordsim.state().traceSHA256 !== %q`, before))
	return eval[movesState](tb, `window.coordsim.state()`)
}

// TestBrowserBeTheNetwork: in a generated story the learner drops the
// first response, duplicates a request and crashes the service after its
// commit, all by keyboard; each is a fault in the state, marked by you;
// Ctrl+Z and Ctrl+Shift+Z undo and redo; the share link's reload keeps
// every move and `coordsim run --url` prints the page's hash.
func TestBrowserBeTheNetwork(t *testing.T) {
	bin := coordsimBinary(t)
	tb := open(t, "/?scenario=request-lost", 1280, 800, ready)
	s := tb.moveByKeyboard(rowOf(tb, "c1.confirm#2>resp", "sent"), "drop")
	if !slices.Equal(s.Faults, []string{"c1.confirm#2:drop-response"}) {
		t.Fatalf("after the drop: %v", s.Faults)
	}
	if n := eval[int](tb, `document.querySelectorAll("#trace tr.by-you .badge.by-you").length`); n == 0 {
		t.Fatal("no row is marked by you")
	}
	s = tb.moveByKeyboard(rowOf(tb, "c1.confirm#3", "sent"), "duplicate")
	ship := evalAwait[int](tb, inModule("store.js", `m.store.get().reply.trace.findIndex((r) => (r.offers || []).includes("crash-after-commit")) + 1`))
	if ship == 0 {
		t.Fatal("no row offers a crash after the commit")
	}
	s = tb.moveByKeyboard(ship, "crash-after-commit")
	if len(s.Faults) != 3 || !strings.Contains(strings.Join(s.Faults, ","), "crash-after-commit") {
		t.Fatalf("three moves: %v", s.Faults)
	}
	if got := eval[string](tb, `document.getElementById("moves-count").textContent`); !strings.Contains(got, "3") {
		t.Errorf("the moves' bar says %q", got)
	}
	three := s
	eval[bool](tb, `document.getElementById("trace-title").focus(), document.activeElement.blur(), true`)
	tb.key("z", chromedp.KeyModifiers(2)) // Ctrl
	tb.waitFor(`window.coordsim.state().faults.length === 2`)
	tb.key("Z", chromedp.KeyModifiers(2|8)) // Ctrl+Shift
	tb.waitFor(`window.coordsim.state().faults.length === 3`)
	if s = eval[movesState](tb, `window.coordsim.state()`); s.TraceSHA256 != three.TraceSHA256 {
		t.Fatalf("undo then redo gives %s, want %s", s.TraceSHA256, three.TraceSHA256)
	}
	// The buttons do the same, and clear takes every move back.
	eval[bool](tb, `document.getElementById("undo").click(), true`)
	tb.waitFor(`window.coordsim.state().faults.length === 2`)
	eval[bool](tb, `document.getElementById("redo").click(), true`)
	tb.waitFor(`window.coordsim.state().faults.length === 3`)

	// Shared by keyboard too: the share button, pressed with Enter, holds
	// the moves' link.
	tb.press("share", kb.Enter)
	tb.waitFor(`document.getElementById("share-url").value.includes("faults=")`)
	if got := eval[string](tb, `document.getElementById("share-url").value`); got != three.URL {
		t.Errorf("the share field holds %s, the state's link is %s", got, three.URL)
	}
	tb.navigate(three.URL)
	if again := eval[movesState](tb, `window.coordsim.state()`); !slices.Equal(again.Faults, three.Faults) || again.TraceSHA256 != three.TraceSHA256 {
		t.Fatalf("the share link's reload: %+v, want %+v", again, three)
	}
	out, err := exec.Command(bin, "run", "--url", three.URL).CombinedOutput()
	if err != nil || !strings.Contains(string(out), "trace sha256 "+three.TraceSHA256) {
		t.Fatalf("coordsim run --url: %s (%v), the page %s", out[max(0, len(out)-100):], err, three.TraceSHA256)
	}
	// The link's moves come back with the page; one undo takes them all back.
	if eval[bool](tb, `document.getElementById("undo").disabled`) {
		t.Fatal("after the link's reload there is nothing to undo")
	}
	eval[bool](tb, `document.getElementById("undo").click(), true`)
	tb.waitFor(`window.coordsim.state().faults.length === 0`)
	eval[bool](tb, `document.getElementById("redo").click(), true`)
	tb.waitFor(`window.coordsim.state().faults.length === 3`)
	eval[bool](tb, `document.getElementById("moves-clear").click(), true`)
	tb.waitFor(`window.coordsim.state().faults.length === 0`)
	tb.checkClean()
}

// TestBrowserMovesOnTheLessonsEvents: on the lesson's fixture a move is an
// edit of its events: a delay moves the confirm later, the link holds it
// (events=), and the row is marked by you. The space-time diagram's
// messages open the same menu.
func TestBrowserMovesOnTheLessonsEvents(t *testing.T) {
	tb := open(t, "/?lang=ja", 1280, 800, ready)
	s := tb.moveByKeyboard(1, "delay")
	if !strings.Contains(s.Events, "e1-confirm,3,deliver") {
		t.Fatalf("a delay of 2 ticks: events %q", s.Events)
	}
	if !eval[bool](tb, `[...document.querySelectorAll("#trace tr.by-you")].some((r) => r.cells[2].textContent.startsWith("e1-confirm"))`) {
		t.Fatal("the delayed confirm is not marked by you")
	}
	tb.navigate(s.URL)
	if again := eval[movesState](tb, `window.coordsim.state()`); again.Events != s.Events || again.TraceSHA256 != s.TraceSHA256 {
		t.Fatalf("reload: %+v, want %+v", again, s)
	}
	eval[bool](tb, `window.coordsim.set({view: "spacetime"}), true`)
	tb.waitFor(`document.querySelector('#spacetime figure[data-run=a] .st-msg') !== null`)
	eval[bool](tb, `document.querySelector('#spacetime figure[data-run=a] .st-msg').focus(), true`)
	tb.key(kb.Enter)
	tb.waitFor(`!document.getElementById("moves-menu").hidden`)
	if got := eval[int](tb, `document.querySelectorAll("#moves-menu button[data-move]").length`); got < 3 {
		t.Fatalf("the diagram's message offers %d moves", got)
	}
	tb.key(kb.Escape)
	tb.waitFor(`document.getElementById("moves-menu").hidden && document.activeElement.classList.contains("st-msg")`)
	tb.checkClean()
}

// TestBrowserMovesOnTheCanvas: a click on a message token on the canvas
// opens the moves of the row it was sent at.
func TestBrowserMovesOnTheCanvas(t *testing.T) {
	tb := open(t, "/?scenario=request-lost&t=1", 1280, 800, ready)
	tb.waitPainted()
	type box struct {
		Entry      int
		X, Y, W, H float64
	}
	boxes := eval[[]box](tb, `(() => { const f = document.getElementById("stage"), r = f.getBoundingClientRect();
		return f.contentWindow.coordsimFrame.tokenBoxes().map((b) => ({ entry: b.entry, x: r.left + b.x, y: r.top + b.y, w: b.w, h: b.h })); })()`)
	if len(boxes) == 0 {
		t.Fatal("no token on the canvas at tick 1 takes a move")
	}
	b := boxes[0]
	if err := chromedp.Do(tb.ctx, chromedp.MouseClickXY(b.X+b.W/2, b.Y+b.H/2)); err != nil {
		t.Fatal(err)
	}
	tb.waitFor(`!document.getElementById("moves-menu").hidden`)
	if title := eval[string](tb, `document.getElementById("moves-menu-title").textContent`); !strings.Contains(title, fmt.Sprint(b.Entry+1)) {
		t.Errorf("the menu is for %q, the token's row is %d", title, b.Entry+1)
	}
	tb.checkClean()
}

// TestBrowserNetworkKnobs: the network group sets a generated story's
// model; the link holds it (m.), state().model states it, and the CLI runs
// the link to the page's hash. A fixture story shows no group.
func TestBrowserNetworkKnobs(t *testing.T) {
	bin := coordsimBinary(t)
	tb := open(t, "/?scenario=random-faults", 1280, 800, ready)
	// The group's module (model.js) loads as the first reply comes.
	tb.waitFor(`getComputedStyle(document.getElementById("model")).display !== "none" && document.getElementById("model-clients") !== null`)
	eval[bool](tb, `(() => { const f = document.getElementById("model-clients"); f.value = "2"; f.dispatchEvent(new Event("change", {bubbles: true})); return true; })()`)
	tb.waitFor(`window.coordsim.state().model.clients === 2`)
	type st struct {
		URL         string           `json:"url"`
		TraceSHA256 string           `json:"traceSHA256"`
		Model       map[string]int64 `json:"model"`
	}
	s := eval[st](tb, `window.coordsim.set({model: {timeout: 6}})`)
	if s.Model["timeout"] != 6 || s.Model["clients"] != 2 || !strings.Contains(s.URL, "m.clients=2") || !strings.Contains(s.URL, "m.timeout=6") {
		t.Fatalf("state %+v", s)
	}
	out, err := exec.Command(bin, "run", "--url", s.URL).CombinedOutput()
	if err != nil || !strings.Contains(string(out), "trace sha256 "+s.TraceSHA256) {
		t.Fatalf("coordsim run --url: %s (%v), the page %s", out[max(0, len(out)-100):], err, s.TraceSHA256)
	}
	if p := eval[[]string](tb, `window.coordsim.set({"m.clients": 99}).problems`); len(p) != 1 {
		t.Errorf("99 clients: problems %v", p)
	}
	eval[bool](tb, `document.getElementById("model-reset").click(), true`)
	tb.waitFor(`window.coordsim.state().url.indexOf("m.") < 0`)
	tb.navigate(siteServer.URL + "/")
	if eval[bool](tb, `getComputedStyle(document.getElementById("model")).display !== "none"`) {
		t.Error("the lesson's fixture shows the network group")
	}
}

// TestBrowserWhichFaultsMattered (issue 56, item 1): "Which faults
// mattered?" judges each fault of the run on screen, each taken out alone
// and the run made again, in the export's worker: the story's own, the
// learner's forced faults (the trace marks the rows where each acted), a
// fixture's edits, a generated seed's luck (its rows marked too). It says
// so in the page's language, state().why holds it, coordsim run --url
// --why says the same, and a change of the run takes it away.
func TestBrowserWhichFaultsMattered(t *testing.T) {
	bin := coordsimBinary(t)
	tb := open(t, "/?scenario=request-lost&mutations=dedupe-off,unguarded-transition&faults=c1.confirm%231:duplicate-request,c1.confirm%233:drop-request,c1.ship%231:delay-response%2B1&lang=ja", 1280, 800, ready)
	said := judgeFaults(t, tb, 4)
	if !strings.Contains(said[0], "効いていない") || !strings.Contains(said[1], "効いた") || !strings.Contains(said[1], "tick 2") || !strings.Contains(said[2], "効いていない") || !strings.Contains(said[3], "効いていない") {
		t.Errorf("the page says %q", said)
	}
	if titles := eval[[]string](tb, `[...document.querySelectorAll("#why-groups p")].map((p) => p.textContent)`); len(titles) != 2 || !strings.HasPrefix(titles[0], "シナリオ自体の障害") || !strings.HasPrefix(titles[1], "どの障害が効いたか") {
		t.Errorf("the groups: %q", titles)
	}
	type why struct {
		Kind     string `json:"kind"`
		Fault    string `json:"fault"`
		Mattered bool   `json:"mattered"`
		Name     string `json:"name"`
		Rows     []int  `json:"rows"`
	}
	got := eval[[]why](tb, `window.coordsim.state().why`)
	if len(got) != 4 || got[0].Kind != "own" || got[0].Mattered || got[1].Kind != "moves" || !got[1].Mattered || got[1].Name != "at-most-one-effect-per-key" || got[2].Mattered || got[3].Mattered ||
		fmt.Sprint(got[0].Rows, got[1].Rows, got[2].Rows, got[3].Rows) != "[] [1 4] [] [20]" {
		t.Errorf("state().why: %+v", got)
	}
	// The trace marks the rows where each move acted (the engine's rows):
	// the copy made and delivered mattered, the late answer was inert; the
	// drop of an attempt never made acted on no row.
	if m := fmt.Sprint(traceMarks(tb)); m != "[1:badge mattered:効いた 4:badge mattered:効いた 20:badge inert:効いていない]" {
		t.Errorf("the trace's marks: %q", m)
	}
	sameAsCLI(t, tb, bin, said, "ja")
	// The canvas's service log says each verdict from the first row it
	// acted on; in another language, the answer is asked for again.
	eval[chromedp.Void](tb, `window.coordsim.seek(2)`)
	tb.waitFor(`document.getElementById("canvas-description").textContent.includes("c1.confirm#1:duplicate-request: 効いた")`)
	eval[chromedp.Void](tb, `void window.coordsim.set({lang: "en"})`)
	tb.waitFor(`document.querySelector("#why-groups li").textContent.startsWith("c1.confirm#1:drop-request: inert") && document.getElementById("canvas-description").textContent.includes("c1.confirm#1:duplicate-request: mattered")`)
	// A change of the run takes the answer away: it was about the runs before.
	eval[chromedp.Void](tb, `window.coordsim.set({seed: 5})`)
	tb.waitFor(`document.querySelectorAll("#why-groups li").length === 0 && window.coordsim.state().why === null && !document.querySelector("#trace .badge.mattered, #trace .badge.inert")`)

	// A fixture's edits of its events, each undone alone (the two reads removed).
	eval[chromedp.Void](tb, `void window.coordsim.set({query: "scenario=reference&seed=1&partition=5&deadline=8&retention=0&mutations=dedupe-off&lang=en&events=1~e1-confirm,1,deliver,2,0,tenant-7%3Aorder-42%3Aconfirm%3Av1,pending%3Econfirmed~e2-partition-start,2,partition_start~e4-confirm-retry,4,duplicate,2,2,tenant-7%3Aorder-42%3Aconfirm%3Av1,pending%3Econfirmed~e6-partition-end,6,partition_end"})`)
	said = judgeFaults(t, tb, 2)
	if !strings.HasPrefix(said[0], "e3-status-read (removed): mattered: ") || eval[string](tb, `window.coordsim.state().why[1].kind`) != "edits" {
		t.Errorf("the edits: %q", said)
	}
	sameAsCLI(t, tb, bin, said, "en")
	// Events without the story's partition: its end undone alone does not
	// run, so it is not judged alone, and the rest of the answer stands.
	eval[chromedp.Void](tb, `void window.coordsim.set({query: "scenario=confirm-then-ship&mutations=unguarded-transition&lang=en&events=1~e4-ship,3,deliver,2,1,tenant-7%3Aorder-42%3Aship%3Av1,confirmed%3Eshipped~e6-status-read,6,deliver,3,0,read%3Aorder-42%3Astatus%3A1,"})`)
	said = judgeFaults(t, tb, 4)
	if !slices.Contains(said, "e5-partition-end (removed): not judged alone: with only this edit undone, the events do not run") ||
		eval[int](tb, `document.querySelectorAll("#why-groups li.unjudged").length`) != 1 {
		t.Errorf("an edit not judged alone: %q", said)
	}
	sameAsCLI(t, tb, bin, said, "en")

	// A generated seed's luck: judged as forced faults, its rows marked
	// on the run on screen (no "by you": the seed's, not the learner's).
	eval[chromedp.Void](tb, `void window.coordsim.set({query: "scenario=random-faults&seed=3&mutations=non-atomic-commit&lang=en"})`)
	said = judgeFaults(t, tb, 13)
	sameAsCLI(t, tb, bin, said, "en")
	if title := eval[string](tb, `document.querySelector("#why-groups p").textContent`); !strings.Contains(title, "13 of them the seed's luck made") {
		t.Errorf("the luck's title: %q", title)
	}
	if marks := traceMarks(tb); len(marks) < 13 || eval[int](tb, `document.querySelectorAll("#trace tr.by-you").length`) != 0 {
		t.Errorf("the luck's marks: %q", marks)
	}

	// Nothing to judge: said.
	eval[chromedp.Void](tb, `void window.coordsim.set({query: "scenario=reference&lang=en"})`)
	tb.click("#why-start")
	tb.waitFor(`document.getElementById("why-status").textContent.startsWith("Nothing to judge")`)
	tb.checkClean()
}

// judgeFaults asks "Which faults mattered?" and waits for its n verdicts:
// their sentences.
func judgeFaults(t *testing.T, tb *tab, n int) []string {
	t.Helper()
	tb.click("#why-start")
	tb.waitFor(fmt.Sprintf(`document.querySelectorAll("#why-groups li").length === %d && window.coordsim.state().why !== null`, n))
	return eval[[]string](tb, `[...document.querySelectorAll("#why-groups li")].map((li) => li.textContent)`)
}

// traceMarks are the trace's mattered and inert badges, by row.
func traceMarks(tb *tab) []string {
	return eval[[]string](tb, `[...document.querySelectorAll("#trace tbody tr")].map((tr, i) => [...tr.querySelectorAll(".badge.mattered, .badge.inert")].map((b) => i + ":" + b.className + ":" + b.textContent)).flat()`)
}

// sameAsCLI checks that coordsim run --url --why says each sentence the
// page said, for the page's link.
func sameAsCLI(t *testing.T, tb *tab, bin string, said []string, lang string) {
	t.Helper()
	out, err := exec.Command(bin, "run", "--url", eval[string](tb, `window.coordsim.state().url`), "--why", "--lang", lang).CombinedOutput()
	for _, s := range said {
		if err != nil || !strings.Contains(string(out), s) {
			t.Errorf("coordsim run --url --why (%v):\n%s\nthe page said %q", err, out, s)
		}
	}
}

// TestBrowserMakeItSmaller (issue 56, item 2): beside a broken invariant,
// "make it smaller" keeps only the forced faults that still break it: the
// run on screen becomes that one (its link the CLI's shrink link's faults),
// its story told in at most five steps; undo brings the rest back. A
// generated seed's luck is made smaller too (the rates at zero, undone
// with the faults), and a fixture story's events.
func TestBrowserMakeItSmaller(t *testing.T) {
	tb := open(t, "/?scenario=request-lost&mutations=dedupe-off,unguarded-transition&faults=c1.confirm%231:duplicate-request,c1.confirm%233:drop-request,c1.ship%231:delay-response%2B1&lang=ja", 1280, 800, ready)
	tb.click(`#invariant-list button.shrink[data-inv="at-most-one-effect-per-key"]`)
	tb.waitFor(`(s => s.faults.length === 1 && s.faults[0] === "c1.confirm#1:duplicate-request")(window.coordsim.state()) && !document.getElementById("shrunk").hidden`)
	steps := eval[[]string](tb, `[...document.querySelectorAll("#shrunk-story li")].map((li) => li.textContent)`)
	if len(steps) != 2 || steps[0] != "c1.confirm#1: ネットワークによる要求の複製" || !strings.Contains(steps[1], "tick 2") {
		t.Errorf("the story: %q", steps)
	}
	if kept := tb.text("#shrunk-kept"); !strings.Contains(kept, "3 個のうち 1 個") {
		t.Errorf("the kept sentence: %q", kept)
	}
	if broken := eval[bool](tb, `window.coordsim.state().invariants.some((i) => i.name === "at-most-one-effect-per-key" && !i.holds)`); !broken {
		t.Error("the smaller run does not break the invariant")
	}
	tb.click("#undo")
	tb.waitFor(`window.coordsim.state().faults.length === 3 && document.getElementById("shrunk").hidden`)

	// A generated seed's luck: its faults forced, the story's fault rates at
	// zero, one kept; one undo puts the rates and the faults back.
	eval[chromedp.Void](tb, `void window.coordsim.set({query: "scenario=random-faults&seed=3&mutations=non-atomic-commit&lang=en"})`)
	lucky := eval[string](tb, `window.coordsim.state().url`)
	tb.click(`#invariant-list button.shrink[data-inv="duplicate-gets-first-result"]`)
	tb.waitFor(`(s => s.faults.join() === "c1.ship#1:crash-after-commit" && s.url.includes("m.drop-request=0&m.drop-response=0&m.duplicate=0&m.crash=0"))(window.coordsim.state()) && !document.getElementById("shrunk").hidden`)
	if kept := tb.text("#shrunk-kept"); !strings.Contains(kept, "1 of the run's 13 forced faults") || !strings.Contains(kept, "13 of them the seed's luck made") {
		t.Errorf("the luck's kept sentence: %q", kept)
	}
	tb.click("#undo")
	tb.waitFor(`window.coordsim.state().faults.length === 0 && !window.coordsim.state().url.includes("m.drop")`)
	if url := eval[string](tb, `window.coordsim.state().url`); url != lucky {
		t.Errorf("undo: %s, want %s", url, lucky)
	}
	tb.click("#redo")
	tb.waitFor(`window.coordsim.state().faults.length === 1 && window.coordsim.state().url.includes("m.crash=0")`)

	// A fixture story: its events are made smaller, the lesson's six to four.
	tb.navigate(siteServer.URL + "/?scenario=reference&mutations=dedupe-off")
	tb.click(`#invariant-list button.shrink[data-inv="duplicate-gets-first-result"]`)
	tb.waitFor(`(s => s.events.split("~").length === 5 && s.problems.length === 0)(window.coordsim.state()) && !document.getElementById("shrunk").hidden`)
	steps = eval[[]string](tb, `[...document.querySelectorAll("#shrunk-story li")].map((li) => li.textContent)`)
	if len(steps) != 5 || steps[2] != "e4-confirm-retry: a duplicate delivered at tick 4" {
		t.Errorf("the events' story: %q", steps)
	}
	tb.click("#undo")
	tb.waitFor(`window.coordsim.state().events === "" && document.getElementById("shrunk").hidden`)
	tb.checkClean()
}
