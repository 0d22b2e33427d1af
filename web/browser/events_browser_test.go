package browser

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

type editorState struct {
	Events      string `json:"events"`
	TraceSHA256 string `json:"traceSHA256"`
	URL         string `json:"url"`
}

// typeInto replaces the text of the editor's field name in row (from 1)
// with text, as a learner types it: one input event per key.
func (tb *tab) typeInto(row int, name, text string) {
	tb.t.Helper()
	eval[bool](tb, `(() => { document.querySelectorAll("#events [data-typing]").forEach((f) => f.removeAttribute("data-typing"));
		const f = [...document.querySelectorAll("#events tbody tr:not(.err-row)")][`+strconv.Itoa(row-1)+`].querySelector('[name="`+name+`"]');
		f.dataset.typing = "1"; f.focus(); f.select(); return true; })()`)
	sel := `#events [data-typing]`
	if err := chromedp.Do(tb.ctx, chromedp.SendKeys(chromedp.CSS(sel), text)); err != nil {
		tb.t.Fatalf("typing into %s: %v", sel, err)
	}
}

// TestBrowserEventEditor: the learner edits a tick and the trace follows;
// a bad value shows the parser's typed error beside its field, in the
// page's language, and keeps the last good run; an edit is undone like a
// move; a fixture imported from a file runs, a bad file changes nothing,
// and the downloaded fixture.json runs in `coordsim run --fixture` to the
// page's hash.
func TestBrowserEventEditor(t *testing.T) {
	bin := coordsimBinary(t)
	tb := open(t, "/?view=events&lang=ja", 1280, 800, ready)
	tb.waitFor(`document.querySelectorAll("#events tbody tr").length === 6`)
	editorShowsEverything(t, tb, "ja")
	start := eval[editorState](tb, `window.coordsim.state()`)

	tb.typeInto(1, "tick", "2")
	tb.waitFor(`window.coordsim.state().events.includes("e1-confirm,2,deliver")`)
	good := eval[editorState](tb, `window.coordsim.state()`)
	if good.TraceSHA256 == start.TraceSHA256 {
		t.Fatal("the tick changed and the trace did not")
	}
	if eval[bool](tb, `document.activeElement.name !== "tick"`) {
		t.Fatal("the edit took the focus from the field being typed in")
	}

	tb.typeInto(3, "tick", "x")
	tb.waitFor(`document.querySelector("#events tr.err-row") !== null`)
	msg := eval[string](tb, `document.querySelector("#events tr.err-row").textContent`)
	if !strings.Contains(msg, "3 行目") || !strings.Contains(msg, "整数") {
		t.Errorf("the error beside row 3's tick says %q", msg)
	}
	if !eval[bool](tb, `document.querySelector('#events tbody tr:nth-of-type(3) [name="tick"]').getAttribute("aria-invalid") === "true"`) {
		t.Error("the refused field is not marked invalid")
	}
	if now := eval[editorState](tb, `window.coordsim.state()`); now.TraceSHA256 != good.TraceSHA256 {
		t.Fatal("a bad value changed the run on screen")
	}
	tb.typeInto(3, "tick", "3")
	tb.waitFor(`document.querySelector("#events tr.err-row") === null`)

	eval[bool](tb, `window.coordsim.set({undo: true}), true`)
	tb.waitFor(`window.coordsim.state().events === ""`)
	tb.waitFor(`document.querySelector('#events tbody tr:nth-of-type(1) [name="tick"]').value === "1"`)

	// Import: a good file runs, a bad one changes nothing.
	dir := t.TempDir()
	two := filepath.Join(dir, "two.json")
	os.WriteFile(two, []byte(`[{"id": "e1-confirm", "tick": 1, "kind": "deliver", "logical_sequence": 2, "delivery_priority": 0, "dedupe_key": "k", "transition": ["pending", "confirmed"]},
 {"id": "e2", "tick": 2, "kind": "partition_start"}]`), 0o644)
	if err := chromedp.Do(tb.ctx, chromedp.SetUploadFiles(chromedp.ID("events-import"), []string{two})); err != nil {
		t.Fatal(err)
	}
	tb.waitFor(`document.querySelectorAll("#events tbody tr").length === 2`)
	imported := eval[editorState](tb, `window.coordsim.state()`)
	bad := filepath.Join(dir, "bad.json")
	os.WriteFile(bad, []byte(`[{"id": "a", "tick": 1, "kind": "teleport"}]`), 0o644)
	if err := chromedp.Do(tb.ctx, chromedp.SetUploadFiles(chromedp.ID("events-import"), []string{bad})); err != nil {
		t.Fatal(err)
	}
	tb.waitFor(`document.getElementById("events-status").textContent.includes("bad.json")`)
	if now := eval[editorState](tb, `window.coordsim.state()`); now.TraceSHA256 != imported.TraceSHA256 || now.Events != imported.Events {
		t.Fatal("a bad file changed the run")
	}

	// A file dropped on the pane is imported as the picker's is.
	eval[bool](tb, `(() => { const dt = new DataTransfer();
		dt.items.add(new File(['[{"id":"d1","tick":1,"kind":"partition_start"},{"id":"d2","tick":3,"kind":"partition_end"}]'], "dropped.json", {type: "application/json"}));
		document.getElementById("events-view").dispatchEvent(new DragEvent("drop", {dataTransfer: dt, bubbles: true, cancelable: true})); return true; })()`)
	tb.waitFor(`window.coordsim.state().events.includes("d2,3,partition_end")`)
	eval[bool](tb, `window.coordsim.set({undo: true}), true`)
	tb.waitFor(`window.coordsim.state().events === ` + strconv.Quote(imported.Events))

	page := tb.downloadRunsInTheCLI(t, bin, dir)
	tb.navigate(page.URL)
	if again := eval[editorState](tb, `window.coordsim.state()`); again.TraceSHA256 != page.TraceSHA256 {
		t.Fatal("the share link's reload lost the edited events")
	}
	eval[bool](tb, `window.coordsim.set({lang: "en", events: ""}), true`)
	tb.waitFor(`document.documentElement.lang === "en" && document.querySelectorAll("#events tbody tr").length === 6`)
	editorShowsEverything(t, tb, "en")
	tb.checkClean()
}

// editorShowsEverything fails unless, at 1280 wide, every field of the
// event editor shows its whole value and the table fits its pane (issue
// 53: "confirmec").
func editorShowsEverything(t *testing.T, tb *tab, lang string) {
	t.Helper()
	cut := eval[[]string](tb, `[...document.querySelectorAll("#events input, #events select")]
		.filter((f) => f.scrollWidth > f.clientWidth + 1).map((f) => f.name + "=" + f.value)`)
	if len(cut) > 0 {
		t.Errorf("%s: the event editor cuts %q", lang, cut)
	}
	if over := eval[int](tb, `(() => { const w = document.getElementById("events").closest(".table-wrap"); return w.scrollWidth - w.clientWidth; })()`); over > 0 {
		t.Errorf("%s: the event editor is %d px wider than its pane", lang, over)
	}
}

// TestBrowserLabStep1ByEditing: the lab's first step is done once the
// learner has edited the event list and recorded the seed, the origin and
// the limits; the note alone is not enough.
func TestBrowserLabStep1ByEditing(t *testing.T) {
	tb := fresh(t, "/", 1280, 800)
	tb.click(step(1) + ` [data-setup]`)
	tb.press("note-1", "seed 20260731; origin: written for the lesson; limits: no proof, no production delays")
	if tb.lab().Done[0] {
		t.Fatal("step 1 done with the story's own events, neither edited nor confirmed")
	}
	eval[bool](tb, `window.coordsim.set({view: "events"}), true`)
	tb.waitFor(`document.querySelectorAll("#events tbody tr").length === 6`)
	tb.typeInto(4, "tick", "5")
	tb.waitFor(`window.coordsim.state().events !== ""`)
	if !tb.lab().Done[0] {
		t.Fatalf("step 1 not done after the edit: %+v", tb.lab())
	}
}

// downloadRunsInTheCLI edits a tick, saves fixture.json through the
// download button, and checks that `coordsim run --fixture` runs it to the
// page's hash; it returns the page's state.
func (tb *tab) downloadRunsInTheCLI(t *testing.T, bin, dir string) editorState {
	t.Helper()
	tb.typeInto(2, "tick", "4")
	tb.waitFor(`window.coordsim.state().events.includes("e2,4,partition_start")`)
	page := eval[editorState](tb, `window.coordsim.state()`)
	eval[bool](tb, `(() => { window.__saved = null; let blob = null; const make = URL.createObjectURL;
		URL.createObjectURL = (b) => ((blob = b), make(b));
		HTMLAnchorElement.prototype.click = function () { if (this.download && blob) blob.text().then((t) => (window.__saved = {name: this.download, text: t})); };
		document.getElementById("events-download").click(); return true; })()`)
	tb.waitFor(`window.__saved !== null`)
	saved := eval[struct{ Name, Text string }](tb, `window.__saved`)
	if saved.Name != "fixture.json" {
		t.Errorf("the download is named %q", saved.Name)
	}
	file := filepath.Join(dir, "fixture.json")
	os.WriteFile(file, []byte(saved.Text), 0o644)
	out, err := exec.Command(bin, "run", "--fixture", file).CombinedOutput()
	if err != nil || !strings.Contains(string(out), "trace sha256 "+page.TraceSHA256) {
		t.Fatalf("coordsim run --fixture: %s (%v), the page %s", out[max(0, len(out)-100):], err, page.TraceSHA256)
	}
	return page
}
