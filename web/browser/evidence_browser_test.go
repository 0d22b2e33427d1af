package browser

// Browser tests of the evidence export (issue 12): window.coordsim.evidence()
// gives the bytes `coordsim evidence` writes for the same parameters, and
// #export downloads them as one zip, without a request.

import (
	"archive/zip"
	"bytes"
	"encoding/json"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"

	"coordsim/internal/evidence"
	"coordsim/internal/share"
	"coordsim/web/internal/module"
)

// coordsimBinary builds the CLI once for the test.
func coordsimBinary(t *testing.T) string {
	t.Helper()
	root, err := module.Root()
	if err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(t.TempDir(), "coordsim")
	cmd := exec.Command(module.GoTool(), "build", "-o", bin, "./cmd/coordsim")
	cmd.Dir = root
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("building coordsim: %v\n%s", err, out)
	}
	return bin
}

// cliEvidence runs `coordsim evidence` on query's parameters and returns
// its files.
func cliEvidence(t *testing.T, bin, query, base string) map[string]string {
	t.Helper()
	s, probs := share.Parse(query)
	if len(probs) > 0 {
		t.Fatalf("%s: %v", query, probs)
	}
	dir := filepath.Join(t.TempDir(), "ev")
	args := []string{"evidence", "--out", dir, "--base-url", base, "--lang", s.Lang, "--scenario", s.Scenario,
		"--seed", strconv.FormatUint(s.Seed, 10), "--partition", strconv.FormatInt(s.Partition, 10),
		"--deadline", strconv.FormatInt(s.Deadline, 10), "--retention", strconv.FormatInt(s.Retention, 10)}
	for _, m := range s.Mutations {
		args = append(args, "--mutation", string(m))
	}
	if out, err := exec.Command(bin, args...).CombinedOutput(); err != nil {
		t.Fatalf("coordsim %v: %v\n%s", args, err, out)
	}
	files := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		rel, _ := filepath.Rel(dir, p)
		files[filepath.ToSlash(rel)] = string(b)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range evidence.Names {
		if _, ok := files[name]; !ok {
			t.Fatalf("coordsim evidence wrote no %s", name)
		}
	}
	return files
}

type evidenceFiles struct {
	Files map[string]string `json:"files"`
}

// TestBrowserEvidence: for several scenarios, seeds, partitions, deadlines,
// retentions, mutations and both languages, in every view, evidence()'s
// files are the CLI's bytes (lab.md aside: the CLI writes the blank
// template, the page the learner's state, checked below).
func TestBrowserEvidence(t *testing.T) {
	browser(t) // skips without a site
	bin := coordsimBinary(t)
	base := siteServer.URL + "/"
	// One tab for the six runs, each set as the page reads a link
	// (set({query})): the export's worker and its WASM load once. The tab
	// starts clean: the CLI has no claims of a learner's, and an earlier
	// test's (TestBrowserDecisionRecord's) would be in the page's export.
	tb := openTab(t, siteServer.URL+"/", 1280, 800, ready, 4*time.Minute, true)
	for _, q := range []string{
		"scenario=reference&seed=3&partition=9&deadline=8&retention=0&mutations=conflicting-retry&lang=ja&view=spacetime",
		"scenario=response-lost&seed=7&partition=3&deadline=10&retention=0&mutations=dedupe-off,key-too-wide&lang=en&view=boundary",
		"scenario=long-partition-between-sites&seed=42&partition=12&deadline=9&retention=2&mutations=&lang=ja",
		"scenario=random-faults&seed=5&partition=6&deadline=20&retention=0&mutations=non-atomic-commit,unguarded-transition&lang=en",
		"scenario=confirm-then-ship&seed=20260731&partition=3&deadline=8&retention=0&mutations=unguarded-transition&lang=ja",
		"scenario=crash-while-in-progress&seed=11&partition=2&deadline=16&retention=0&mutations=no-lease-expiry&lang=ja",
	} {
		want := cliEvidence(t, bin, q, base)
		eval[chromedp.Void](tb, `void window.coordsim.set({query: `+jsString(q)+`})`)
		page := awaitJSON(tb, `window.coordsim.evidence()`)
		var ev evidenceFiles
		if err := json.Unmarshal([]byte(page), &ev); err != nil {
			t.Fatal(err)
		}
		var names []string
		for name := range ev.Files {
			names = append(names, name)
		}
		slices.Sort(names)
		var wantNames []string
		for name := range want {
			wantNames = append(wantNames, name)
		}
		slices.Sort(wantNames)
		if !slices.Equal(names, wantNames) {
			t.Errorf("%s: files %v, want the CLI's %v", q, names, wantNames)
		}
		s, _ := share.Parse(q)
		if found := englishIn(ev.Files); s.Lang == "ja" {
			for _, m := range found {
				t.Errorf("%s: in Japanese, %s", q, m)
			}
		} else if len(found) == 0 {
			t.Errorf("%s: the English check finds no English in an English export: it cannot fail", q)
		}
		for _, name := range wantNames {
			if name == "lab.md" {
				continue
			}
			if ev.Files[name] != want[name] {
				t.Errorf("%s: the page's %s (%d bytes) is not the CLI's (%d bytes):\n%s", q, name, len(ev.Files[name]), len(want[name]), firstDiff(ev.Files[name], want[name]))
			}
		}
		s.View = ""
		run, err := s.Named().Run(s.Params())
		if err != nil {
			t.Fatal(err)
		}
		s.Made = share.MadeFrom(run) // the link says what run it shows
		if !strings.Contains(ev.Files["README.md"], base+"?"+share.Encode(s)+"\n") {
			t.Errorf("%s: README.md does not link the page's own address %s", q, base)
		}
	}
	tb.close()
}

// TestBrowserEvidenceLabAndZip: lab.md holds what the lesson kept in this
// browser; one click on #export, in any view, downloads a zip that unzips
// to evidence()'s files, in order, with no request made once evidence()
// has fetched the export's module (then it works offline).
func TestBrowserEvidenceLabAndZip(t *testing.T) {
	tb := fresh(t, "/?view=boundary&scenario=response-lost&partition=5&lang=ja", 1280, 800)
	eval[chromedp.Void](tb, `localStorage.setItem("coordsim.lesson.v1", JSON.stringify({step: 2, done: [true, false, false, false, false],
		notes: {"note-1": "seed 20260731\n# my note"}, answers: {"answer-a2": "retention and replay"},
		prediction: {outcome: "recovery-deadline-exceeded", partition: 7, deadline: 10}}))`)
	var ev evidenceFiles
	if err := json.Unmarshal([]byte(awaitJSON(tb, `window.coordsim.evidence()`)), &ev); err != nil {
		t.Fatal(err)
	}
	lab := ev.Files["lab.md"]
	for _, want := range []string{"> seed 20260731\n> \\# my note\n", "> retention and replay\n", "`recovery-deadline-exceeded`", "# ラボ記録"} {
		if !strings.Contains(lab, want) {
			t.Errorf("lab.md lacks %q:\n%s", want, lab)
		}
	}

	dir := t.TempDir()
	// The browser says when the download is complete (or cancelled).
	done := make(chan cdpbrowser.DownloadProgressState, 1)
	if err := chromedp.ListenBrowser(tb.ctx, func(ev any) {
		if p, ok := ev.(*cdpbrowser.EventDownloadProgress); ok && (p.State == cdpbrowser.DownloadProgressStateCompleted || p.State == cdpbrowser.DownloadProgressStateCanceled) {
			select {
			case done <- p.State:
			default:
			}
		}
	}); err != nil {
		t.Fatal(err)
	}
	events := true
	if _, err := chromedp.CallBrowser(tb.ctx, cdpbrowser.SetDownloadBehavior, cdpbrowser.SetDownloadBehaviorParams{Behavior: cdpbrowser.SetDownloadBehaviorBehaviorAllow, DownloadPath: dir, EventsEnabled: &events}); err != nil {
		t.Fatal(err)
	}
	defer chromedp.CallBrowser(tb.ctx, cdpbrowser.SetDownloadBehavior, cdpbrowser.SetDownloadBehaviorParams{Behavior: cdpbrowser.SetDownloadBehaviorBehaviorDefault})
	if !eval[bool](tb, `(() => { const b = document.getElementById("export"); const r = b.getBoundingClientRect(); return !b.disabled && r.width > 0 && r.height > 0; })()`) {
		t.Fatal("#export is not there to click in view=boundary")
	}
	before := len(tb.requestList())
	tb.click("#export")
	var state cdpbrowser.DownloadProgressState
	select {
	case state = <-done:
	case <-time.After(20 * time.Second):
	}
	// The zip's name says whose and when: nobody in particular, at the
	// minute it was made (UTC).
	found, _ := filepath.Glob(filepath.Join(dir, "coordsim-evidence-anonymous-*-response-lost-seed20260731-partition5.zip"))
	if len(found) != 1 {
		entries, _ := os.ReadDir(dir)
		t.Fatalf("no export named for its learner and time downloaded (download %q); the directory holds %v; status %q", state, entries, tb.text("#export-status"))
	}
	path := found[0]
	name := filepath.Base(path)
	if stamp := strings.TrimSuffix(strings.TrimPrefix(name, "coordsim-evidence-anonymous-"), "-response-lost-seed20260731-partition5.zip"); len(stamp) != len("20261204T1000Z") {
		t.Errorf("the zip's time %q is not a UTC minute", stamp)
	}
	data, err := os.ReadFile(path)
	if state != cdpbrowser.DownloadProgressStateCompleted || err != nil || len(data) == 0 {
		entries, _ := os.ReadDir(dir)
		t.Fatalf("no %s downloaded (download %q, %v); the directory holds %v; status %q", name, state, err, entries, tb.text("#export-status"))
	}
	for _, r := range tb.requestList()[before:] {
		if !strings.HasPrefix(r, "blob:") {
			t.Errorf("the export made a request: %s", r)
		}
	}
	z, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, f := range z.File {
		names = append(names, f.Name)
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		b, err := io.ReadAll(rc)
		if err != nil {
			t.Fatalf("%s: %v", f.Name, err)
		}
		// lab.md says when it was made, so the zip's, made later, is
		// evidence()'s but for that time (verify holds it to its record).
		if f.Name == "lab.md" {
			if !strings.Contains(string(b), "学習者: 名前なし") {
				t.Errorf("the zip's lab.md does not say whose it is:\n%.600s", b)
			}
		} else if string(b) != ev.Files[f.Name] {
			t.Errorf("the zip's %s is not evidence()'s", f.Name)
		}
	}
	if len(names) != len(ev.Files) || !slices.Equal(names[:len(evidence.Names)], evidence.Names) {
		t.Errorf("the zip holds %v, want %v and then the cited runs", names, evidence.Names)
	}
	tb.waitFor(`document.getElementById("export-status").textContent.includes("` + name + `")`)
	// What an instructor runs on it: every file made again from lab.md's
	// record, as the page made it.
	out, err := exec.Command(coordsimBinary(t), "verify", path).CombinedOutput()
	if err != nil || !strings.Contains(string(out), "every file is as the record makes it") || !strings.Contains(string(out), "1 notes, 1 answers") {
		t.Errorf("coordsim verify of the page's zip: %v\n%s", err, out)
	}
}

// englishIn lists the English sentences in an export's files, as the
// page's lesson test looks for them on the page, once the codes, ids,
// keys, links and commands are taken out (they are the same in every
// language), and the learner's own words that lab.md quotes. trace.json is
// the engine's data, whose notes are fixed strings
// like codes, the same in every language (its SHA-256 is the run's replay
// hash).
func englishIn(files map[string]string) []string {
	var found []string
	for name, text := range files {
		if name == "trace.json" {
			continue
		}
		text = learnerQuote.ReplaceAllString(text, " ") // lab.md quotes the learner's own words
		text = recordBlock.ReplaceAllString(text, " ")  // and ends with its record: data, as trace.json is
		text = xmlTag.ReplaceAllString(text, " ")
		text = codeSpan.ReplaceAllString(text, " ")
		text = link.ReplaceAllString(text, " ")
		text = codeToken.ReplaceAllString(text, " ")
		for _, m := range englishSentence.FindAllString(text, -1) {
			found = append(found, name+": "+strconv.Quote(m))
		}
	}
	slices.Sort(found)
	return found
}

var (
	learnerQuote = regexp.MustCompile(`(?m)^> .*$`)
	recordBlock  = regexp.MustCompile("(?s)```json coordsim-record\n.*?\n```")
	xmlTag       = regexp.MustCompile(`<[^>]*>`)
	codeSpan     = regexp.MustCompile("`[^`\n]*`")
	link         = regexp.MustCompile(`\(?https?://[^\s)]*\)?`)
	codeToken    = regexp.MustCompile(`[^\s]*[-:#.>_/=0-9][^\s]*`)
)

func (tb *tab) requestList() []string {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	return slices.Clone(tb.requests)
}

// firstDiff shows where two texts part.
func firstDiff(a, b string) string {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	from := max(0, i-80)
	return "page: " + a[from:min(len(a), i+80)] + "\ncli:  " + b[from:min(len(b), i+80)]
}

// BenchmarkBrowserEvidence is the export's computation in the page:
// evidence() for the lesson's run and for the largest named scenario (the
// failure analysis's 90 runs, the decision record's runs, the zip).
func BenchmarkBrowserEvidence(b *testing.B) {
	for b.Loop() {
		tb := open(b, "/", 1280, 800, ready)
		for _, q := range []string{"scenario=reference", "scenario=random-faults"} {
			ms := eval[float64](tb, `(() => { const f = document.getElementById("stage").contentWindow.coordsimFrame;
				const t0 = performance.now(); f.evidenceZip("`+q+`", location.origin + "/", ""); return performance.now() - t0; })()`)
			b.ReportMetric(ms, strings.TrimPrefix(q, "scenario=")+"-zip-ms")
		}
		tb.close()
	}
}

// TestBrowserLabMdHoldsTheEvidence: what the learner does is in lab.md
// with what checks it: step 4's replay (both hashes, the page's own), the
// run the step was completed on, and a solved challenge's link, which
// `coordsim challenge check` grades.
func TestBrowserLabMdHoldsTheEvidence(t *testing.T) {
	tb := fresh(t, "/?lang=ja", 1280, 800)
	tb.click(step(4) + " .step-open")
	tb.click(step(4) + " [data-setup]")
	tb.waitFor(`window.coordsim.state().partition === 4`)
	tb.click("#replay")
	tb.waitFor(`window.coordsim.lab().done[3]`)
	sha := tb.state().TraceSHA256
	tb.navigate(siteServer.URL + "/?view=challenges&lang=ja&scenario=request-lost&mutations=dedupe-off,unguarded-transition&faults=c1.confirm%231:duplicate-request&challenge=effect-twice")
	tb.waitFor(`window.coordsim.state().challenge && window.coordsim.state().challenge.solved`)
	tb.waitFor(`JSON.parse(localStorage.getItem("coordsim.lesson.v1")).solutions["effect-twice"] !== undefined`)
	var ev evidenceFiles
	if err := json.Unmarshal([]byte(awaitJSON(tb, `window.coordsim.evidence()`)), &ev); err != nil {
		t.Fatal(err)
	}
	lab := ev.Files["lab.md"]
	if n := strings.Count(lab, "`"+sha+"`"); n < 3 { // the replay's two hashes and step 4's run
		t.Errorf("lab.md names the replay's hash %s %d times:\n%s", sha, n, lab)
	}
	i := strings.Index(lab, "challenge=effect-twice")
	start := strings.LastIndex(lab[:max(i, 0)], "http")
	if i < 0 || start < 0 {
		t.Fatalf("lab.md has no solution link:\n%s", lab)
	}
	link := strings.Fields(lab[start:])[0]
	out, err := exec.Command(coordsimBinary(t), "challenge", "check", link).CombinedOutput()
	if err != nil || !strings.Contains(string(out), " solved ") {
		t.Errorf("coordsim challenge check %s: %v\n%s", link, err, out)
	}
}
