package browser

// Browser tests of the page's other views and of comparing two runs
// (issue 11): view=spacetime, view=boundary and the b. parameters.

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"coordsim/engine"
	"coordsim/engine/boundary"
	"coordsim/engine/encode"
	"coordsim/internal/render"
	"coordsim/internal/share"
)

// native runs query's parameters here, as the CLI would.
func native(t *testing.T, query string) (share.State, *engine.Result) {
	t.Helper()
	s, probs := share.Parse(query)
	if len(probs) != 0 {
		t.Fatalf("%s: %v", query, probs)
	}
	res, err := s.Named().Run(s.Params())
	if err != nil {
		t.Fatal(err)
	}
	return s, res
}

func awaitJSON(tb *tab, expr string) string {
	tb.t.Helper()
	v, err := chromedp.Run(tb.ctx, chromedp.Evaluate[string](`(async () => JSON.stringify(await `+expr+`))()`, chromedp.EvalAwaitPromise))
	if err != nil {
		tb.t.Fatalf("evaluating %s: %v", expr, err)
	}
	return v
}

func sameJSON(t *testing.T, what, got string, want any) {
	t.Helper()
	w, _ := json.Marshal(want)
	var g, wv any
	if err := json.Unmarshal([]byte(got), &g); err != nil {
		t.Fatalf("%s: %v in %.200s", what, err, got)
	}
	json.Unmarshal(w, &wv)
	if !reflect.DeepEqual(g, wv) {
		t.Errorf("%s: the page's\n%.400s\nthe engine's\n%.400s", what, got, w)
	}
}

func TestBrowserSpaceTime(t *testing.T) {
	tb := open(t, "/?view=spacetime", 1280, 800, ready)
	if !eval[bool](tb, `document.getElementById("stage").offsetParent === null && !document.getElementById("spacetime-view").hidden`) {
		t.Error("view=spacetime still shows the canvas, or not the diagram")
	}
	for _, q := range []string{"", "partition=9", "scenario=request-lost", "scenario=response-lost&seed=7",
		"scenario=crash-after-commit&mutations=non-atomic-commit", "scenario=random-faults"} {
		_, res := native(t, q)
		want := string(render.SpaceTime(res, "en", render.SpaceTimeOptions{}))
		s, _ := share.Parse(q)
		eval[chromedp.Void](tb, fmt.Sprintf(`window.coordsim.set({scenario: %q, seed: %q, partition: %d, deadline: %d, retention: %d, mutations: %q, t: 0})`,
			s.Scenario, fmt.Sprint(s.Seed), s.Partition, s.Deadline, s.Retention, s.Params().Mutations))
		if got := eval[string](tb, `window.coordsim.spacetime()`); got != want {
			t.Errorf("%q: the page's SVG (%d bytes) differs from coordsim run --svg's (%d bytes)", q, len(got), len(want))
		}
		msgs := strings.Count(want, `class="st-msg`)
		inDOM := eval[string](tb, `(() => { const s = document.querySelectorAll("#spacetime svg"); return s.length + " " + document.querySelectorAll("#spacetime .st-msg").length + " " + s[0].dataset.traceSha256; })()`)
		if wantDOM := fmt.Sprintf("1 %d %s", msgs, encode.TraceSHA256(res)); inDOM != wantDOM {
			t.Errorf("%q: #spacetime holds %q, want %q", q, inDOM, wantDOM)
		}
	}
	// The playhead follows the scrubber.
	eval[chromedp.Void](tb, `window.coordsim.set({scenario: "reference", partition: 9, t: 0})`)
	tb.press("scrub", strings.Repeat(kb.ArrowRight, 6))
	ph := eval[[]string](tb, `(() => { const g = document.querySelector("#spacetime .st-playhead"); return [g.dataset.tick, g.getAttribute("transform") || ""]; })()`)
	if ph[0] != "6" || !strings.HasPrefix(ph[1], "translate(0 ") || ph[1] == "translate(0 0)" {
		t.Errorf("playhead at tick 6: %q", ph)
	}
	// Focusing an arrow marks its trace row.
	if err := chromedp.Do(tb.ctx, chromedp.Focus(`#spacetime .st-msg`)); err != nil {
		t.Fatal(err)
	}
	if got := eval[string](tb, `(() => { const m = document.activeElement.closest(".st-msg"), r = document.querySelector("#trace tr.st-hot"); return m && r ? m.dataset.entry + "=" + (r.sectionRowIndex) : ""; })()`); got == "" || strings.Split(got, "=")[0] != strings.Split(got, "=")[1] {
		t.Errorf("focused arrow and marked trace row: %q", got)
	}
	tb.waitFor(`location.search.includes("view=spacetime")`)
}

func TestBrowserBoundary(t *testing.T) {
	tb := open(t, "/", 1280, 800, ready)
	// A quiet page (its rehearsal done), so the timing is the grid's.
	tb.waitFor(`(({done, of}) => done === of)(document.getElementById("stage").contentWindow.coordsimFrame.rehearsed())`)
	named, _ := engine.LookupScenario("reference")
	s, _ := share.Parse("")
	grid, err := boundary.Run(named, nil, s.Params(), boundary.Span(1, 30), boundary.Span(1, 40))
	if err != nil {
		t.Fatal(err)
	}
	for i, p := range grid.Partitions {
		for j, d := range grid.Deadlines {
			if want := engine.RecoveredBeforeDeadline; (grid.Outcomes[i][j] == want) != (2+p <= d) {
				t.Fatalf("the engine's lesson grid: partition %d deadline %d: %s", p, d, grid.Outcomes[i][j])
			}
		}
	}
	sameJSON(t, "lesson grid", awaitJSON(tb, `window.coordsim.boundary()`), grid.JSONValue())
	lesson := eval[timing](tb, `window.coordsim.boundaryTiming()`)
	// The timing is reported (its budget is BenchmarkBrowserBoundary's).
	if lesson.Cells != 1200 || lesson.WallMs <= 0 || lesson.ComputeMs <= 0 || lesson.ComputeMs > lesson.WallMs || lesson.BlockMs <= 0 || lesson.BlockMs > lesson.WallMs {
		t.Errorf("boundaryTiming() for the lesson: %+v", lesson)
	}
	eval[chromedp.Void](tb, `window.coordsim.set({view: "boundary"})`)
	tb.waitFor(`document.querySelectorAll("#boundary td[role=gridcell]").length === 1200`)
	if cur := eval[string](tb, `document.querySelector("#boundary td.current").id`); cur != "bc-3-7" {
		t.Errorf("current cell (partition 4, deadline 8) is %s", cur)
	}
	// A click sets partition and deadline.
	if err := chromedp.Do(tb.ctx, chromedp.Click(`#bc-11-4`)); err != nil {
		t.Fatal(err)
	}
	if st := tb.state(); st.Partition != 12 || st.Deadline != 5 || st.Outcome != "recovery-deadline-exceeded" {
		t.Errorf("after clicking partition 12, deadline 5: %+v", st)
	}
	// Keyboard: focus the map, move, Enter.
	if err := chromedp.Do(tb.ctx, chromedp.Focus(`#boundary-map`), chromedp.SendKeys(`#boundary-map`, kb.ArrowUp+kb.ArrowUp+kb.ArrowRight+kb.Enter)); err != nil {
		t.Fatal(err)
	}
	if st := tb.state(); st.Partition != 10 || st.Deadline != 6 {
		t.Errorf("after arrows and Enter: partition %d deadline %d, want 10, 6", st.Partition, st.Deadline)
	}
	if !eval[bool](tb, `document.querySelector("#boundary td.current").id === "bc-9-5"`) {
		t.Error("the current cell did not follow")
	}
	// The cell under the cursor is named for screen readers (and only it,
	// so the map builds fast); a hovered cell gets the same words as a tip.
	if got := eval[string](tb, `document.getElementById("boundary-map").getAttribute("aria-activedescendant") + ": " + document.getElementById("bc-9-5").getAttribute("aria-label") + " / " + document.querySelectorAll("#boundary td[aria-label]").length`); got != "bc-9-5: partition 10, deadline t6: recovery deadline exceeded; no invariant broken / 1" {
		t.Errorf("the cursor's cell is named %q", got)
	}
	eval[chromedp.Void](tb, `document.getElementById("bc-0-39").dispatchEvent(new MouseEvent("mouseover", {bubbles: true}))`)
	if got := eval[string](tb, `document.getElementById("bc-0-39").title`); got != "partition 1, deadline t40: recovered before the deadline; no invariant broken" {
		t.Errorf("hover tip %q", got)
	}

	// A generated scenario, and the seed toggle.
	eval[chromedp.Void](tb, `window.coordsim.set({scenario: "random-faults", view: "network"})`)
	tb.waitFor(`window.coordsim.state().scenario === "random-faults"`)
	named, _ = engine.LookupScenario("random-faults")
	s, _ = share.Parse("scenario=random-faults")
	grid, _ = boundary.Run(named, nil, s.Params(), boundary.Span(1, 30), boundary.Span(1, 40))
	start := time.Now()
	sameJSON(t, "random-faults grid", awaitJSON(tb, `window.coordsim.boundary()`), grid.JSONValue())
	generated := eval[timing](tb, `window.coordsim.boundaryTiming()`)
	bySeed, _ := boundary.RunBySeed(named, nil, s.Params(), boundary.Span(1, 30), boundary.Seeds(1, 50))
	sameJSON(t, "random-faults by seed", awaitJSON(tb, `window.coordsim.boundary("seed")`), bySeed.JSONValue())
	t.Logf("boundary in WebAssembly: lesson %d cells %.1f ms (compute %.1f ms); random-faults %d cells %.1f ms (compute %.1f ms); test wall %v",
		lesson.Cells, lesson.WallMs, lesson.ComputeMs, generated.Cells, generated.WallMs, generated.ComputeMs, time.Since(start))

	// How often it breaks, per cell (issue 56, item 3): each cell's 20
	// seeds, the page's first, counted as the engine counts them; the map
	// says each cell's count and its interval.
	job, _ := boundary.NewShare(named, nil, s.Params(), boundary.Span(1, 30), boundary.Span(1, 40), 20)
	for !job.Step(30) {
	}
	sameJSON(t, "random-faults shares", awaitJSON(tb, `window.coordsim.boundary("share")`), job.Grid().JSONValue())
	shares := eval[timing](tb, `window.coordsim.boundaryTiming()`)
	t.Logf("the map of shares in WebAssembly: %d cells of 20 runs, %.1f ms (compute %.1f ms, longest block %.1f ms)", shares.Cells, shares.WallMs, shares.ComputeMs, shares.BlockMs)
	eval[chromedp.Void](tb, `window.coordsim.set({view: "boundary"})`)
	tb.waitFor(`document.querySelectorAll("#boundary td[role=gridcell]").length === 1200 && document.querySelector('#boundary-mode button[data-mode="share"]').getAttribute("aria-pressed") === "true"`)
	i, j := 9, 5 // partition 10, deadline 6
	want := fmt.Sprintf("partition 10, deadline t6: an invariant breaks in %d of 20 seeds (95%% confidence interval ", job.Grid().Failing[i][j])
	if got := eval[string](tb, `(td => (td.dispatchEvent(new MouseEvent("mouseover", {bubbles: true})), td.title))(document.getElementById("bc-9-5"))`); !strings.HasPrefix(got, want) {
		t.Errorf("a cell of shares says %q, want %q...", got, want)
	}
	if legend := tb.text("#boundary-legend"); !strings.Contains(legend, "seeds of 20 that break an invariant") {
		t.Errorf("the legend of shares: %q", legend)
	}
}

type timing struct {
	Cells     int     `json:"cells"`
	WallMs    float64 `json:"wallMs"`
	ComputeMs float64 `json:"computeMs"`
	BlockMs   float64 `json:"blockMs"`
	DrawMs    float64 `json:"drawMs"`
}

type compareState struct {
	A struct {
		Outcome      string `json:"outcome"`
		Partition    int    `json:"partition"`
		RecoveryTick *int   `json:"recoveryTick"`
		TraceSHA256  string `json:"traceSHA256"`
	} `json:"a"`
	B struct {
		Outcome     string `json:"outcome"`
		Partition   int    `json:"partition"`
		Scenario    string `json:"scenario"`
		TraceSHA256 string `json:"traceSHA256"`
	} `json:"b"`
	FirstDivergence *struct {
		Entry int `json:"entry"`
		Tick  int `json:"tick"`
	} `json:"firstDivergence"`
	ClientViewEqualThrough int  `json:"clientViewEqualThrough"`
	ServerDiffersFrom      *int `json:"serverDiffersFrom"`
}

func TestBrowserCompare(t *testing.T) {
	tb := open(t, "/?b.partition=9", 1280, 800, ready)
	c := eval[compareState](tb, `window.coordsim.state().compare`)
	if c.A.Outcome != "recovered-before-deadline" || c.B.Outcome != "recovery-deadline-exceeded" || c.A.Partition != 4 || c.B.Partition != 9 ||
		c.FirstDivergence == nil || c.FirstDivergence.Tick != 6 {
		t.Fatalf("b.partition=9: %+v %+v", c, c.FirstDivergence)
	}
	if row := eval[int](tb, `document.querySelector("#trace tr.diverge").sectionRowIndex`); row != c.FirstDivergence.Entry {
		t.Errorf("the first divergent row marked is %d, want %d", row, c.FirstDivergence.Entry)
	}
	// The first divergence is marked on the scrubber's track, named.
	if m := eval[scrubMark](tb, markOf("mark-diverge")); m.From != "6" || !strings.Contains(m.Label, "tick 6") {
		t.Errorf("the divergence mark on the scrubber: %+v", m)
	}
	summary, _ := chromedp.Run(tb.ctx, chromedp.Text(chromedp.ID("compare-summary")))
	if !strings.Contains(summary, "B recovery deadline exceeded") || !strings.Contains(summary, "B at tick 11") {
		t.Errorf("summary %q", summary)
	}
	tb.waitFor(`document.getElementById("share-url").value.includes("b.partition=9") || (document.getElementById("share").click(), false)`)
	// Side by side in the space-time view, and the jump to the difference.
	eval[chromedp.Void](tb, `window.coordsim.set({view: "spacetime"})`)
	if n := eval[int](tb, `document.querySelectorAll("#spacetime svg").length`); n != 2 {
		t.Errorf("%d diagrams in compare mode", n)
	}
	tb.press("compare-jump", kb.Enter)
	if st := tb.state(); st.Tick != 6 {
		t.Errorf("jump to the first difference: tick %d", st.Tick)
	}
	tb.press("compare-stop", kb.Enter)
	if eval[bool](tb, `window.coordsim.state().compare !== null`) {
		t.Error("stop comparing left the comparison on")
	}
	if n := eval[int](tb, `document.getElementById("scrub-marks").childElementCount`); n != 0 {
		t.Errorf("%d marks left on the scrubber after comparing stopped", n)
	}
	// The "compare with" control pins the current run as A.
	eval[chromedp.Void](tb, `window.coordsim.set({scenario: "request-lost", view: "network"})`)
	eval[chromedp.Void](tb, `(() => { const s = document.getElementById("compare-with"); s.value = [...s.options].find((o) => o.text.includes("Response lost") || o.text.includes("response")).value; s.dispatchEvent(new Event("change")); })()`)
	c = eval[compareState](tb, `window.coordsim.state().compare`)
	if c.B.Scenario != "response-lost" || c.ServerDiffersFrom == nil || c.ClientViewEqualThrough < *c.ServerDiffersFrom {
		t.Fatalf("request-lost vs response-lost: %+v", c)
	}
	if !eval[bool](tb, `document.getElementById("compare-client").classList.contains("blind")`) {
		t.Error("the blind window is not shown")
	}
	// The window where the client cannot tell is a band on the scrubber.
	blind := eval[scrubMark](tb, markOf("mark-blind"))
	if blind.From != strconv.Itoa(*c.ServerDiffersFrom) || blind.To != strconv.Itoa(c.ClientViewEqualThrough) ||
		!strings.Contains(blind.Label, "cannot tell") || blind.Width <= 0 {
		t.Errorf("the blind band on the scrubber: %+v (server differs from %d, client view equal through %d)", blind, *c.ServerDiffersFrom, c.ClientViewEqualThrough)
	}
	url := tb.state().URL
	if !strings.Contains(url, "scenario=request-lost") || !strings.Contains(url, "b.scenario=response-lost") {
		t.Errorf("share URL %s", url)
	}
	tb.close()
	again := open(t, "/?scenario=request-lost&b.scenario=response-lost", 1280, 800, ready)
	c2 := eval[compareState](again, `window.coordsim.state().compare`)
	if c2.A.TraceSHA256 != c.A.TraceSHA256 || c2.B.TraceSHA256 != c.B.TraceSHA256 || c2.ClientViewEqualThrough < *c2.ServerDiffersFrom {
		t.Errorf("the URL did not restore the comparison: %+v", c2)
	}
}

// scrubMark is a mark on the scrubber's track in compare mode.
type scrubMark struct {
	From  string  `json:"from"`
	To    string  `json:"to"`
	Label string  `json:"label"`
	Width float64 `json:"width"`
}

func markOf(class string) string {
	return `(() => { const m = document.querySelector("#scrub-marks .` + class + `"); if (!m) return {};
		return {from: m.dataset.from, to: m.dataset.to, label: m.getAttribute("aria-label"), width: m.getBoundingClientRect().width}; })()`
}
