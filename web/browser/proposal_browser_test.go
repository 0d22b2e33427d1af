package browser

import (
	"encoding/json"
	"os/exec"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

type proposalState struct {
	Deadline   int64  `json:"deadline"`
	Retention  int64  `json:"retention"`
	Reconcile  string `json:"reconcile"`
	Contract   string `json:"contract"`
	Evaluation *struct {
		Problem  *string `json:"problem"`
		Complete bool    `json:"complete"`
		Ms       float64 `json:"ms"`
		TotalMs  float64 `json:"totalMs"`
		Columns  []struct {
			Column       string `json:"column"`
			Runs         int    `json:"runs"`
			Users        int    `json:"users"`
			Uncertain    int    `json:"uncertain"`
			BrokenRuns   int    `json:"brokenRuns"`
			FailingSeeds int    `json:"failingSeeds"`
			Failures     []struct {
				Seed      string `json:"seed"`
				Partition int    `json:"partition"`
			} `json:"failures"`
		} `json:"columns"`
	} `json:"evaluation"`
}

// fillProposal sets the proposal's fields as a learner types them (the
// control's value, then its input event), in the order given.
const fillProposal = `((fields) => {
	for (const [name, value] of fields) {
		const c = document.getElementById("proposal-" + name);
		if (c.type === "checkbox") c.checked = value === "on"; else c.value = value;
		c.dispatchEvent(new Event("input", {bubbles: true}));
	}
})`

// TestBrowserProposal (issue 54, item 2): from the lab's step 5 to
// view=decision, where a learner
// proposes a deadline, a retention and a policy for the long partition,
// writes the contract and names an alternative; the engine evaluates the
// three columns over 300 seeds × 30 lengths in the evidence worker, and the
// page shows the same figures coordsim propose prints, with the failing
// seeds as links that open their run. An unchosen policy is named as the
// problem. The proposal stays with the record across a reload, state()
// says it and its evaluation, failure-analysis.md holds it and coordsim
// verify evaluates it again.
func TestBrowserProposal(t *testing.T) {
	bin := coordsimBinary(t)
	// Step 5 of the lab leads there.
	tb := fresh(t, "/?scenario=reference&lab=5&lang=ja", 1280, 800)
	tb.waitFor(`document.getElementById("lab-proposal") !== null`)
	eval[chromedp.Void](tb, `document.getElementById("lab-proposal").click()`)
	tb.waitFor(`window.coordsim.state().view === "decision" && !document.getElementById("decision-view").hidden`)
	tb.waitFor(`document.getElementById("proposal-evaluate") !== null`) // its words come from the evidence worker
	eval[chromedp.Void](tb, fillProposal+`([["deadline", "20"], ["retention", "12"], ["contract", "期限までに結果を返せないときは、結果が出るまで待ってもらう"]])`)
	eval[chromedp.Void](tb, `document.getElementById("proposal-evaluate").click()`)
	tb.waitFor(`document.getElementById("proposal-status").textContent.startsWith("このままでは評価できません")`)
	if s := tb.text("#proposal-status"); !strings.Contains(s, "期限のあとに利用者へ伝える内容: 一つ選んでください。") {
		t.Errorf("an unchosen policy: %q", s)
	}
	eval[chromedp.Void](tb, fillProposal+`([["reconcile", "hold"], ["alternative", "on"], ["alt-deadline", "10"], ["alt-retention", "2"], ["alt-reconcile", "compensate"]])`)
	eval[chromedp.Void](tb, `document.getElementById("proposal-evaluate").click()`)
	// The learner's column comes first, then the two beside it.
	tb.waitFor(`document.querySelector("#proposal-result tr[data-row=broken]") !== null`)
	tb.waitFor(`window.coordsim.state().proposal.evaluation.complete`)
	got := eval[proposalState](tb, `window.coordsim.state().proposal`)
	if got.Deadline != 20 || got.Retention != 12 || got.Reconcile != "hold" || got.Evaluation == nil || len(got.Evaluation.Columns) != 3 {
		t.Fatalf("state().proposal = %+v", got)
	}
	t.Logf("the evaluation in the page's evidence worker: your column (9,000 runs) in %.0f ms, all three (27,000 runs) in %.0f ms", got.Evaluation.Ms, got.Evaluation.TotalMs)
	yours := got.Evaluation.Columns[0]
	if yours.Runs != 9000 || yours.Users != 43332 || yours.Uncertain != 15171 || yours.BrokenRuns != 3080 || yours.FailingSeeds != 154 || len(yours.Failures) != 5 {
		t.Errorf("your column: %+v, want coordsim propose's figures", yours)
	}
	// The table is coordsim propose's, in the page's language.
	out, err := exec.Command(bin, "propose", "--deadline", "20", "--retention", "12", "--reconcile", "hold", "--alternative", "10,2,compensate", "--lang", "ja").Output()
	if err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{"uncertain", "broken", "compensated"} {
		row := eval[[]string](tb, `Array.from(document.querySelectorAll("#proposal-result tr[data-row=`+key+`] > *"), (c) => c.textContent)`)
		if line := "| " + strings.Join(row, " | ") + " |"; !strings.Contains(string(out), line) {
			t.Errorf("the page's row %s %q is not coordsim propose's:\n%s", key, line, out)
		}
	}
	// A column without a failing seed says so; the command is labelled as what it is.
	if s := tb.text(`#proposal-result .proposal-failures li[data-column="1"]`); !strings.HasSuffix(s, ": 不変条件が破れるシードはありません。") {
		t.Errorf("the story's settings, which no seed breaks: %q", s)
	}
	if s := tb.text("#proposal-result .proposal-command"); !strings.HasPrefix(s, "同じ数値を出力するコマンド: coordsim propose --deadline 20 ") {
		t.Errorf("the command line: %q", s)
	}
	// A failing seed opens its run at the tick it breaks.
	eval[chromedp.Void](tb, `document.querySelector("#proposal-result [data-query]").click()`)
	tb.waitFor(`window.coordsim.state().scenario === "long-partition-between-sites" && window.coordsim.state().seed === "1" && window.coordsim.state().partition === 11 && window.coordsim.state().tick === 14`)
	// ... and brings it into view: the learner sees the run, not the page's middle.
	tb.waitFor(`Math.abs(document.getElementById("stage-wrap").getBoundingClientRect().top) < 2`)
	if inv := eval[bool](tb, `window.coordsim.state().invariants.some((i) => i.name === "duplicate-gets-first-result" && !i.holds)`); !inv {
		t.Error("the failing seed's run holds duplicate-gets-first-result")
	}

	// Kept with the record; the export holds it and verify evaluates it again.
	tb.reload()
	tb.waitFor(`window.coordsim.state() !== null && window.coordsim.state().proposal !== null`)
	if got := eval[proposalState](tb, `window.coordsim.state().proposal`); got.Reconcile != "hold" || !strings.HasPrefix(got.Contract, "期限までに") {
		t.Errorf("after a reload: %+v", got)
	}
	var ev evidenceFiles
	if err := json.Unmarshal([]byte(awaitJSON(tb, `window.coordsim.evidence()`)), &ev); err != nil {
		t.Fatal(err)
	}
	fa := ev.Files["failure-analysis.md"]
	for _, s := range []string{"# 障害分析: 長い分断への提案", "> 期限までに結果を返せないときは、結果が出るまで待ってもらう", "| 指標 | あなたの提案 | シナリオの既定値 | あなたの代替案 |",
		"`coordsim propose --deadline 20 --retention 12 --reconcile hold --alternative 10,2,compensate --seeds 300 --partitions 30 --base-url ", "## 付録: この実行に対するエンジンによる分析"} {
		if !strings.Contains(fa, s) {
			t.Errorf("failure-analysis.md lacks %q:\n%s", s, fa)
		}
	}
	vout, err := verifyExport(t, bin, ev.Files)
	if err != nil || !strings.Contains(string(vout), "the learner's proposal for the long partition, evaluated again here: deadline 20, retention 12, hold: 3080 of 9000 runs break an invariant") {
		t.Errorf("coordsim verify: %v\n%s", err, vout)
	}
	tb.checkClean()
}
