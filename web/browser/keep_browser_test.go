package browser

// Nothing of the lab is lost (issue 32, part 4; assets/keep.js): clearing
// asks first and can be undone; the progress survives export, clear and
// import byte for byte; a bad file changes nothing and says why; a save the
// browser refuses is reported.

import (
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// catchDownloads makes the page's downloads land in window.__saved (name
// and text) instead of the browser's download folder.
func (tb *tab) catchDownloads() {
	eval[chromedp.Void](tb, `window.__saved = []; window.coordsimDOM.download = (name, blob) => blob.text().then((text) => window.__saved.push({name, text}))`)
}

// exportProgress clicks #progress-export and returns the file's text.
func (tb *tab) exportProgress() string {
	tb.t.Helper()
	n := eval[int](tb, `window.__saved.length`)
	tb.click("#progress-export")
	tb.waitFor(`window.__saved.length > ` + strconv.Itoa(n))
	if name := eval[string](tb, `window.__saved.at(-1).name`); name != "coordsim-progress.json" {
		tb.t.Errorf("the file is called %q", name)
	}
	return eval[string](tb, `window.__saved.at(-1).text`)
}

// importProgress gives #progress-file a file of text, as a file picker
// would, and waits for the status to change.
func (tb *tab) importProgress(name, text string) string {
	tb.t.Helper()
	eval[chromedp.Void](tb, `document.getElementById("progress-status").textContent = ""`)
	eval[chromedp.Void](tb, `(() => { const dt = new DataTransfer(); dt.items.add(new File([`+jsString(text)+`], `+jsString(name)+`, {type: "application/json"}));
		const input = document.getElementById("progress-file"); input.files = dt.files; input.dispatchEvent(new Event("change")); })()`)
	tb.waitFor(`document.getElementById("progress-status").textContent !== ""`)
	return tb.text("#progress-status")
}

func (tb *tab) value(id string) string {
	return eval[string](tb, `document.getElementById(`+jsString(id)+`).value`)
}

func TestBrowserProgressIsNeverLost(t *testing.T) {
	tb := fresh(t, "/", 1280, 800)
	tb.catchDownloads()
	tb.press("note-1", "seed 20260731; e4 is the retry")
	tb.press("answer-q1", "a timeout is not proof of failure")
	first := tb.exportProgress()
	if !strings.Contains(first, `"format": "coordsim.progress.v1"`) || !strings.Contains(first, "e4 is the retry") {
		t.Fatalf("the exported file: %s", first)
	}

	// Clearing asks first; "keep them" changes nothing.
	tb.click("#lab-reset")
	if eval[bool](tb, `document.getElementById("lab-reset-ask").hidden`) {
		t.Fatal("clearing did not ask")
	}
	tb.click("#lab-reset-no")
	if got := tb.value("note-1"); got != "seed 20260731; e4 is the retry" {
		t.Fatalf("keeping changed the note to %q", got)
	}

	// Erase, then undo: all of it is back.
	tb.click("#lab-reset")
	tb.click("#lab-reset-yes")
	if tb.value("note-1") != "" || tb.value("answer-q1") != "" {
		t.Fatal("the erase left notes")
	}
	if !strings.Contains(tb.text("#progress-status"), "two minutes") {
		t.Errorf("after the erase the status says %q", tb.text("#progress-status"))
	}
	tb.click("#lab-undo")
	if got := tb.exportProgress(); got != first {
		t.Fatalf("undo gave back\n%s\nnot\n%s", got, first)
	}

	// Erase and reload (the undo is gone with the page), then import the
	// file: the same bytes again, and they survive a reload.
	tb.click("#lab-reset")
	tb.click("#lab-reset-yes")
	tb.reload()
	tb.catchDownloads()
	if tb.value("note-1") != "" {
		t.Fatal("the erase did not last")
	}
	if msg := tb.importProgress("coordsim-progress.json", first); !strings.Contains(msg, "Restored") {
		t.Errorf("import said %q", msg)
	}
	if got := tb.exportProgress(); got != first {
		t.Fatalf("export after import\n%s\nnot\n%s", got, first)
	}
	tb.reload()
	tb.catchDownloads()
	if got := tb.exportProgress(); got != first {
		t.Fatalf("after a reload\n%s\nnot\n%s", got, first)
	}

	// A bad file changes nothing and says why.
	for _, c := range []struct{ name, text, says string }{
		{"notes.txt", "{", "not JSON"},
		{"other.json", `{"format": "something-else", "progress": {}}`, "not a progress file saved by this page"},
		{"wrong.json", `{"format": "coordsim.progress.v1", "progress": {"notes": {"note-1": 7}}}`, "(notes)"},
		{"huge.json", strings.Repeat(" ", 1<<20+1), "larger than one megabyte"},
	} {
		if msg := tb.importProgress(c.name, c.text); !strings.Contains(msg, c.says) || !strings.Contains(msg, c.name) || !strings.Contains(msg, "Nothing was changed") {
			t.Errorf("%s: the status says %q", c.name, msg)
		}
		if got := tb.exportProgress(); got != first {
			t.Fatalf("%s changed the progress to\n%s", c.name, got)
		}
	}
}

// TestBrowserRefusedSaveIsReported: a browser that will not store the
// progress (full, or blocked) is said so, in the page's language.
func TestBrowserRefusedSaveIsReported(t *testing.T) {
	tb := fresh(t, "/?lang=ja", 390, 844)
	eval[chromedp.Void](tb, `Storage.prototype.setItem = function () { throw new DOMException("full", "QuotaExceededError"); }`)
	tb.press("note-1", "x")
	tb.waitFor(`!document.getElementById("lab-storage").hidden`)
	if msg := tb.text("#lab-storage"); !strings.Contains(msg, "保存できませんでした") {
		t.Errorf("the storage message is %q", msg)
	}
}
