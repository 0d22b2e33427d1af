package browser

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

type decisionState struct {
	Claims []struct {
		ID          string `json:"id"`
		Kind        string `json:"kind"`
		Verdict     string `json:"verdict"`
		Reason      string `json:"reason"`
		RefutingRow *int   `json:"refutingRow"`
	} `json:"claims"`
}

// fillClaim sets a claim's fields in its form as a learner does (the
// control's value, then its change event), in the order given.
const fillClaim = `((id, fields) => {
	for (const [name, value] of fields) {
		const c = document.getElementById("claim-" + id + "-" + name);
		c.value = value;
		c.dispatchEvent(new Event("change", {bubbles: true}));
	}
})`

// TestBrowserDecisionRecord (issue 54, item 1): from the lab's step 3 to
// view=decision, where a learner
// writes three claims in the form (one true, one false, one naming the
// wrong row); the engine gives supported, refuted at the row that refutes
// it, and refuted at the row where the invariant first breaks. The claims
// stay with the lab's record across a reload, state().decision says them,
// the export's decision-record.md holds them with their verdicts and the
// learner's reasons, and coordsim verify re-derives the verdicts.
func TestBrowserDecisionRecord(t *testing.T) {
	bin := coordsimBinary(t)
	// Step 3 of the lab leads there.
	tb := fresh(t, "/?scenario=reference&lab=3&lang=ja", 1280, 800)
	tb.waitFor(`document.getElementById("lab-decision") !== null`)
	eval[chromedp.Void](tb, `document.getElementById("lab-decision").click()`)
	tb.waitFor(`window.coordsim.state().view === "decision" && !document.getElementById("decision-view").hidden`)
	tb.waitFor(`document.getElementById("claim-add").textContent !== ""`) // decision.js loads as the view first opens
	for i := 0; i < 3; i++ {
		eval[chromedp.Void](tb, `document.getElementById("claim-add").click()`)
	}
	tb.waitFor(`document.querySelectorAll("#claims li[data-id]").length === 3`)
	key := "tenant-7:order-42:confirm:v1"
	// Counts left blank are not counts of 0: untestable as written, not refuted.
	eval[chromedp.Void](tb, fillClaim+`("c1", [["kind", "separate"], ["key", "`+key+`"]])`)
	tb.waitFor(`window.coordsim.state().decision.claims[0].verdict === "untestable" &&
		document.getElementById("claims").textContent.includes("配送の回数と状態遷移の適用回数を入力してください。")`)
	eval[chromedp.Void](tb, fillClaim+`("c1", [["kind", "separate"], ["key", "`+key+`"], ["delivered", "2"], ["applied", "1"], ["why", "再送は配送されても効果は一度だけ"]])`)
	eval[chromedp.Void](tb, fillClaim+`("c2", [["kind", "told"], ["key", "`+key+`"], ["told", "uncertain"]])`)
	eval[chromedp.Void](tb, fillClaim+`("c3", [["kind", "breaks"], ["run", "http://example.test/?scenario=reference&mutations=dedupe-off,unguarded-transition"],
		["defense", "dedupe-off"], ["invariant", "at-most-one-effect-per-key"], ["row", "2"]])`)

	want := []struct {
		verdict string
		row     int
		shown   string
	}{{"supported", 0, "裏づけあり："}, {"refuted", 2, "反証あり（2 行目）："}, {"refuted", 11, "反証あり（11 行目）："}}
	check := func(when string) {
		t.Helper()
		got := eval[decisionState](tb, `window.coordsim.state().decision`)
		if len(got.Claims) != 3 {
			t.Fatalf("%s: state().decision = %+v", when, got)
		}
		for i, w := range want {
			c := got.Claims[i]
			row := 0
			if c.RefutingRow != nil {
				row = *c.RefutingRow
			}
			if c.Verdict != w.verdict || (w.verdict == "refuted" && row != w.row) || c.Reason == "" {
				t.Errorf("%s: claim %d = %+v, want %s at row %d", when, i+1, c, w.verdict, w.row)
			}
			shown := eval[string](tb, `document.querySelectorAll("#claims .claim-verdict")[`+string(rune('0'+i))+`].textContent`)
			if !strings.HasPrefix(shown, w.shown) {
				t.Errorf("%s: claim %d shows %q, want it to begin %q", when, i+1, shown, w.shown)
			}
		}
	}
	check("as written")
	// A reason typed and never left (no change event) is kept all the same.
	eval[chromedp.Void](tb, `(() => { const w = document.getElementById("claim-c2-why"); w.value = "uncertain only when held"; w.dispatchEvent(new Event("input", {bubbles: true})); })()`)
	tb.reload()
	tb.waitFor(`document.querySelectorAll("#claims li[data-id]").length === 3`)
	check("after a reload")
	if v := eval[string](tb, `document.getElementById("claim-c2-why").value`); v != "uncertain only when held" {
		t.Errorf("a reason typed, after a reload: %q", v)
	}
	tb.checkAxe(axeScript(t), "view=decision with three claims", `{ include: [["#decision-view"]] }`)
	// Claims are the learner's work the assessments' expected evidence is
	// checked against: none of these three shows an item; claim 3 with
	// its row mended (dedupe off breaks at-most-one-effect) shows a1's
	// "the transition's result" and a2's "invariants".
	if n := eval[int](tb, `window.coordsim.state().score.rubric.expected.shown`); n != 0 {
		t.Errorf("three claims none of which shows an item: %d shown", n)
	}
	eval[chromedp.Void](tb, fillClaim+`("c3", [["row", "11"]])`)
	if n := eval[int](tb, `window.coordsim.state().score.rubric.expected.shown`); n != 2 {
		t.Errorf("a supported claim that dedupe off breaks an invariant: %d items shown, want 2", n)
	}
	eval[chromedp.Void](tb, fillClaim+`("c3", [["row", "2"]])`)
	if v := eval[string](tb, `document.getElementById("claim-c3-run").value`); v != "scenario=reference&mutations=dedupe-off,unguarded-transition" {
		t.Errorf("a pasted link is kept as its query: %q", v)
	}

	// The export holds the learner's rows with the engine's verdicts, and
	// coordsim verify re-derives them from the record.
	var ev evidenceFiles
	if err := json.Unmarshal([]byte(awaitJSON(tb, `window.coordsim.evidence()`)), &ev); err != nil {
		t.Fatal(err)
	}
	dr := ev.Files["decision-record.md"]
	for _, s := range []string{"## 学習者の主張", "**裏づけあり**", "**反証あり**（2 行目）", "**反証あり**（11 行目）", "> 再送は配送されても効果は一度だけ",
		"## 付録: 学習者ではなく、エンジンが計算した記録"} {
		if !strings.Contains(dr, s) {
			t.Errorf("decision-record.md lacks %q:\n%s", s, dr)
		}
	}
	out, err := verifyExport(t, bin, ev.Files)
	if err != nil || !strings.Contains(string(out), "the learner's claims, checked again here: 3: 1 supported, 2 refuted, 0 untestable as written") {
		t.Errorf("coordsim verify: %v\n%s", err, out)
	}
	tb.checkClean()
}

// verifyExport writes an export's files into a directory as the zip holds
// them and runs coordsim verify on it.
func verifyExport(t *testing.T, bin string, files map[string]string) ([]byte, error) {
	t.Helper()
	dir := t.TempDir()
	for name, data := range files {
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return exec.Command(bin, "verify", dir).CombinedOutput()
}
