package main

import (
	"archive/zip"
	"bytes"
	"coordsim/internal/analysis"
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"coordsim/engine/encode"
	"coordsim/internal/claim"
	"coordsim/internal/evidence"
	"coordsim/internal/share"
)

// honestExport is the files the page exports for a learner who completed
// step 1 on a run, wrote a note and an answer, checked two answers (one
// right) and marked a free answer.
func honestExport(t *testing.T) []evidence.File {
	t.Helper()
	proof := "scenario=reference&seed=20260731&partition=9&deadline=8&retention=0&mutations=&t=8&lang=ja"
	s, _ := share.Parse(proof)
	r, err := s.Named().Run(s.Params())
	if err != nil {
		t.Fatal(err)
	}
	lab := &evidence.Lab{At: 1796380000000, Submitted: 1796379900000, Done: []bool{true, false, false, false, false},
		Notes:    map[string]string{"note-1": "分断を 9 tick にすると期限を過ぎた"},
		Answers:  map[string]string{"answer-a1": "at-least-once の再送でも効果は一度だけ"},
		Proofs:   map[string]evidence.Proof{"1": {Query: proof, SHA: encode.TraceSHA256(r)}},
		Checks:   map[string]evidence.Checked{"q1": {Answer: []string{"x"}}},
		Attempts: map[string][]evidence.Attempt{"q1": {{At: 1796379000000, Answer: []string{"same"}, Correct: true}, {At: 1796379600000, Answer: []string{"x"}}}},
		Marks:    map[string]evidence.Marks{"a1": {Rubric: map[string]int{"judgment": 2}, Items: []bool{true}}},
		Claims: map[string]claim.Claim{ // one supported, one refuted, one naming the wrong row
			"c1": {Kind: claim.Separate, Run: "scenario=reference", Key: "tenant-7:order-42:confirm:v1", Delivered: new(2), Applied: new(1), Why: "再送は配送されても、効果は一度だけ"},
			"c2": {Kind: claim.Told, Run: "scenario=reference", Key: "tenant-7:order-42:confirm:v1", Told: claim.Unsure},
			"c3": {Kind: claim.Breaks, Run: "scenario=reference&mutations=dedupe-off,unguarded-transition", Defense: "dedupe-off", Invariant: "at-most-one-effect-per-key", Row: 2}},
		Proposal: &analysis.Plan{Choice: analysis.Choice{Deadline: 20, Retention: 12, Reconcile: "hold"}, Contract: "期限までに結果を返せないときは待ってもらう",
			Why: "保持期間を延ばすと記憶域が増える", Alternative: &analysis.Choice{Deadline: 10, Retention: 2, Reconcile: "compensate"}},
		Review: &evidence.ReviewRecord{Since: 1796300000000, Done: map[string]evidence.ReviewDone{ // the what right, the retry answered "progress", claimed right
			"1": {At: 1796390000000, Nonce: 42, Items: []evidence.ReviewAnswer{{ID: "persist.retry", Answer: "progress", Correct: true}, {ID: "persist.what", Answer: "keyResult", Correct: true}}}}}}
	run := "scenario=reference&seed=3&partition=9&deadline=8&retention=0&mutations=conflicting-retry&lang=ja&view=spacetime"
	rs, _ := share.Parse(run)
	files, err := evidence.Files(evidence.Input{Named: rs.Named(), Params: rs.Params(), BaseURL: "http://127.0.0.1:8080/", Lang: rs.Lang, Lab: lab, Query: share.RunQuery(rs),
		Learner: &evidence.Learner{Kind: "named", Name: "Hanako"}, Made: "2026-12-04T10:00:00.000Z"})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// verifyZip runs coordsim verify on files zipped, changed first by edit.
func verifyZip(t *testing.T, files []evidence.File, edit func(map[string][]byte)) (code int, stdout, stderr string) {
	t.Helper()
	byName := map[string][]byte{}
	for _, f := range files {
		byName[f.Name] = bytes.Clone(f.Data)
	}
	edit(byName)
	var out []evidence.File
	for _, f := range files {
		if data, ok := byName[f.Name]; ok {
			out = append(out, evidence.File{Name: f.Name, Data: data})
			delete(byName, f.Name)
		}
	}
	for name, data := range byName { // added by edit
		out = append(out, evidence.File{Name: name, Data: data})
	}
	path := filepath.Join(t.TempDir(), "export.zip")
	if err := os.WriteFile(path, evidence.Zip(out), 0o644); err != nil {
		t.Fatal(err)
	}
	var o, e bytes.Buffer
	code = Main([]string{"verify", path}, &o, &e)
	return code, o.String(), e.String()
}

// replaceIn changes the first old in name's text to new, and fails if it
// is not there (an edit that edits nothing would make the test pass).
func replaceIn(t *testing.T, name, old, new string) func(map[string][]byte) {
	return func(files map[string][]byte) {
		if !bytes.Contains(files[name], []byte(old)) {
			t.Fatalf("%s has no %q to change", name, old)
		}
		files[name] = bytes.Replace(files[name], []byte(old), []byte(new), 1)
	}
}

// replaceLastIn is replaceIn on the last old (in lab.md, its record's).
func replaceLastIn(t *testing.T, name, old, new string) func(map[string][]byte) {
	return func(files map[string][]byte) {
		i := bytes.LastIndex(files[name], []byte(old))
		if i < 0 {
			t.Fatalf("%s has no %q to change", name, old)
		}
		files[name] = append(append(bytes.Clone(files[name][:i]), new...), files[name][i+len(old):]...)
	}
}

// rewriteRecord changes lab.md's record line and writes its hash again, as
// a forger who knows the format would.
func rewriteRecord(t *testing.T, old, new string) func(map[string][]byte) {
	return func(files map[string][]byte) {
		md := string(files["lab.md"])
		fence := "```json coordsim-record\n"
		i := strings.LastIndex(md, fence) + len(fence)
		line, rest, _ := strings.Cut(md[i:], "\n")
		if !strings.Contains(line, old) {
			t.Fatalf("the record has no %q to change", old)
		}
		oldSum, newLine := sha256.Sum256([]byte(line)), strings.Replace(line, old, new, 1)
		newSum := sha256.Sum256([]byte(newLine))
		rest = strings.Replace(rest, hex.EncodeToString(oldSum[:]), hex.EncodeToString(newSum[:]), 1)
		files["lab.md"] = []byte(md[:i] + newLine + "\n" + rest)
	}
}

// TestVerify: an honest export holds; each kind of edit is found and
// named, by file and line where it is one.
func TestVerify(t *testing.T) {
	files := honestExport(t)
	code, out, errOut := verifyZip(t, files, func(map[string][]byte) {})
	if code != 0 || !strings.Contains(out, "every file is as the record makes it") || !strings.Contains(out, "lab steps done, as the page recorded them: 1 of 5; runs of completed steps replayed: 1") ||
		!strings.Contains(out, "the page said (nothing proves it; the LMS's record of the launch does): Hanako; exported at 2026-12-04T10:00:00.000Z") ||
		!strings.Contains(out, "last saved at 2026-12-04T10:26:40Z") ||
		!strings.Contains(out, "graded again here: 1 of 8 by the course's grading (best); by first tries 1, by any try 1, by last tries 0; 2 tries in all") ||
		!strings.Contains(out, "the learner's claims, checked again here: 3: 1 supported, 2 refuted, 0 untestable as written") ||
		!strings.Contains(out, "the learner's proposal for the long partition, evaluated again here: deadline 20, retention 12, hold: 3080 of 9000 runs break an invariant, 15171 of 43332 users without a definite answer at the deadline (failure-analysis.md)") ||
		!strings.Contains(out, "spaced reviews, drawn and graded again here: 1 done: 1 of 2 items right (lab.md)") {
		t.Fatalf("an honest export: exit %d\n%s%s", code, out, errOut)
	}
	for _, c := range []struct {
		name string
		edit func(map[string][]byte)
		want string
	}{
		{"a machine-made file", replaceIn(t, "trace.txt", "1", "2"), "FAIL trace.txt:"},
		{"a figure of the proposal's evaluation", replaceIn(t, "failure-analysis.md", "9,000 回中 3,080 回（34.2%", "9,000 回中 0 回（0.0%"), "FAIL failure-analysis.md:"},
		{"the learner's contract in failure-analysis.md", replaceIn(t, "failure-analysis.md", "待ってもらう", "必ず確定させる"), "FAIL failure-analysis.md:"},
		{"the proposal in the record, its hash made again", rewriteRecord(t, `"reconcile":"hold"`, `"reconcile":"read-back"`), "FAIL failure-analysis.md:"},
		{"a mark in lab.md's text", replaceIn(t, "lab.md", "2/", "3/"), "FAIL lab.md:"},
		{"a check's verdict in lab.md's text", replaceIn(t, "lab.md", "（不正解）", "（正解）"), "FAIL lab.md:"},
		{"an answer in lab.md's text", replaceIn(t, "lab.md", "効果は一度だけ", "効果は二度"), `"> at-least-once の再送でも効果は二度", where it makes`},
		{"an answer in the record, its hash left", replaceLastIn(t, "lab.md", "効果は一度だけ", "効果は二度"), "FAIL lab.md: lab.md's record was edited"},
		{"an answer in the record, its hash made again", rewriteRecord(t, "効果は一度だけ", "効果は二度"), "FAIL lab.md:"},
		{"a step's run in the record, its hash made again", rewriteRecord(t, "partition=9&deadline=8&retention=0&mutations=&t=8", "partition=3&deadline=8&retention=0&mutations=&t=8"), "step 1's run gives trace SHA-256"},
		{"the export's time in lab.md's text", replaceIn(t, "lab.md", "2026-12-04T10:00", "2026-12-01T10:00"), "FAIL lab.md:"},
		{"the learner in lab.md's text", replaceIn(t, "lab.md", "学習者: Hanako", "学習者: Taro"), "FAIL lab.md:"},
		{"the learner in the record, its hash made again", rewriteRecord(t, `"name":"Hanako"`, `"name":"Taro"`), "FAIL lab.md:"},
		{"a time in lab.md's text", replaceIn(t, "lab.md", "2026-12-04T10:26:40Z", "2026-12-01T10:26:40Z"), "FAIL lab.md:"},
		{"a time in the record, its hash made again", rewriteRecord(t, `"at":1796380000000`, `"at":1796390000000`), "FAIL lab.md:"},
		{"a learner the page cannot write", rewriteRecord(t, `"kind":"named"`, `"kind":"teacher"`), `the learner's kind "teacher"`},
		{"the submission's time in lab.md's text", replaceIn(t, "lab.md", "2026-12-04T10:25:00Z に", "2026-12-04T09:25:00Z に"), "FAIL lab.md:"},
		{"a try's verdict in lab.md's text", replaceIn(t, "lab.md", "1 回目 正解", "1 回目 不正解"), "FAIL lab.md:"},
		{"a try's answer in the record, its hash made again", rewriteRecord(t, `"answer":["same"]`, `"answer":["reject"]`), "FAIL lab.md:"},
		{"a grading the page cannot write", rewriteRecord(t, `"base":`, `"grading":"lenient","base":`), `grading "lenient"`},
		{"another version", rewriteRecord(t, `"version":"`+evidence.Version+`"`, `"version":"0.0.9"`), `made by coordsim "0.0.9"`},
		{"a claim's verdict in decision-record.md's text", replaceIn(t, "decision-record.md", "**反証あり**", "**裏づけあり**"), "FAIL decision-record.md:"},
		{"a claim in the record, its hash made again", rewriteRecord(t, `"told":"uncertain"`, `"told":"answered"`), "FAIL decision-record.md:"},
		{"a file taken out", func(f map[string][]byte) { delete(f, "decision-record.md") }, "FAIL decision-record.md: missing"},
		{"a file added", func(f map[string][]byte) { f["grade.txt"] = []byte("A+") }, "FAIL grade.txt: not part of the export"},
		{"no record", replaceIn(t, "lab.md", "```json coordsim-record", "```json"), "lab.md holds no record"},
	} {
		code, out, errOut := verifyZip(t, files, c.edit)
		if code != 1 || !strings.Contains(out, c.want) || !strings.Contains(errOut, "the export does not hold") {
			t.Errorf("%s: exit %d, want 1 and %q:\n%s%s", c.name, code, c.want, out, errOut)
		}
	}
}

// A directory that `coordsim evidence` wrote verifies; what is not an
// export is refused as bad input (exit 2).
func TestVerifyDirectoryAndBadInput(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "ev")
	var o, e bytes.Buffer
	if code := Main([]string{"evidence", "--out", dir, "--scenario", "response-lost", "--lang", "ja"}, &o, &e); code != 0 {
		t.Fatalf("evidence: exit %d: %s", code, e.String())
	}
	o.Reset()
	if code := Main([]string{"verify", dir}, &o, &e); code != 0 {
		t.Fatalf("verify of coordsim evidence's directory: exit %d\n%s%s", code, o.String(), e.String())
	}
	notZip := filepath.Join(t.TempDir(), "x.zip")
	os.WriteFile(notZip, []byte("not a zip"), 0o644)
	for _, args := range [][]string{{"verify"}, {"verify", notZip}, {"verify", filepath.Join(t.TempDir(), "missing.zip")}, {"verify", notZip, notZip}} {
		o.Reset()
		e.Reset()
		if code := Main(args, &o, &e); code != 2 || o.Len() != 0 {
			t.Errorf("%q: exit %d, stdout %q, want 2 and nothing", args, code, o.String())
		}
	}
}

// A zip that holds a name twice, or files over 64 MB together, is refused
// as bad input (found by an attack round after issue 50): before, the
// second lab.md replaced the first in what verify read, so a forged copy
// before the honest one passed ("every file is as the record makes it")
// while a reader shows the forged one; and the 64 MB held per file, so 16
// files of 63 MB of zeros (a 1 MB zip) took 1.4 GB.
func TestVerifyRefusesAZipThatHoldsMoreThanAnExport(t *testing.T) {
	honest := honestExport(t)
	forged := append([]evidence.File{{Name: "lab.md", Data: []byte("# forged lab\n")}}, honest...)
	zeros := make([]byte, 40<<20)
	big := append(slices.Clone(honest), evidence.File{Name: "a.bin", Data: zeros}, evidence.File{Name: "b.bin", Data: zeros})
	for _, c := range []struct {
		name  string
		files []evidence.File
		says  string
	}{
		{"a name twice", forged, "lab.md is in the export twice"},
		{"80 MB of files", big, "its files are over 64 MB together"},
	} {
		path := filepath.Join(t.TempDir(), "export.zip")
		if err := os.WriteFile(path, deflated(t, c.files), 0o644); err != nil {
			t.Fatal(err)
		}
		var o, e bytes.Buffer
		if code := Main([]string{"verify", path}, &o, &e); code != 2 || o.Len() != 0 || !strings.Contains(e.String(), c.says) {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want 2 and %q", c.name, code, o.String(), e.String(), c.says)
		}
	}
}

// deflated is files as a zip of deflated entries, in order, names repeated
// as given.
func deflated(t *testing.T, files []evidence.File) []byte {
	var b bytes.Buffer
	z := zip.NewWriter(&b)
	for _, f := range files {
		w, err := z.Create(f.Name)
		if err != nil {
			t.Fatal(err)
		}
		w.Write(f.Data)
	}
	if err := z.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}
