package evidence

import (
	"archive/zip"
	"bytes"
	"io"
	"regexp"
	"slices"
	"strings"
	"testing"

	"coordsim/engine"
	"coordsim/internal/catalog"
	"coordsim/internal/render"
)

func files(t *testing.T, scenario string, o engine.Overrides, lang string, lab *Lab) []File {
	t.Helper()
	named, err := engine.LookupScenario(scenario)
	if err != nil {
		t.Fatal(err)
	}
	p, err := named.Resolve(o)
	if err != nil {
		t.Fatal(err)
	}
	fs, err := Files(Input{Named: named, Params: p, BaseURL: "http://127.0.0.1:8080/index.html", Lang: lang, Lab: lab})
	if err != nil {
		t.Fatal(err)
	}
	return fs
}

// TestZipUnzipsToTheFiles: archive/zip reads our hand-written zip back to
// the same names, order and bytes, with a checksum it verifies.
func TestZipUnzipsToTheFiles(t *testing.T) {
	fs := files(t, "long-partition-between-sites", engine.Overrides{Mutations: []engine.Mutation{engine.DedupeOff}}, "ja", nil)
	fs = append(fs, File{"empty.txt", nil})
	z := Zip(fs)
	r, err := zip.NewReader(bytes.NewReader(z), int64(len(z)))
	if err != nil {
		t.Fatal(err)
	}
	if len(r.File) != len(fs) {
		t.Fatalf("%d files in the zip, want %d", len(r.File), len(fs))
	}
	for i, zf := range r.File {
		if zf.Name != fs[i].Name || zf.Method != zip.Store || zf.Mode().Perm() != 0o644 {
			t.Errorf("entry %d: %q method %d mode %v, want %q stored 0644", i, zf.Name, zf.Method, zf.Mode(), fs[i].Name)
		}
		rc, err := zf.Open()
		if err != nil {
			t.Fatal(err)
		}
		got, err := io.ReadAll(rc) // checks the CRC-32 at EOF
		if err != nil {
			t.Fatalf("%s: %v", zf.Name, err)
		}
		if !bytes.Equal(got, fs[i].Data) {
			t.Errorf("%s: the zip holds other bytes", zf.Name)
		}
	}
	if !bytes.Equal(Zip(fs), z) {
		t.Error("the same files zip to different bytes")
	}
}

// TestFilesAreTheNamedOnes: every file, in Names' order, none empty, then
// the traces of the runs the decision record cites.
func TestFilesAreTheNamedOnes(t *testing.T) {
	fs := files(t, "reference", engine.Overrides{}, "en", nil)
	var names []string
	for _, f := range fs {
		names = append(names, f.Name)
		if len(f.Data) == 0 {
			t.Errorf("%s is empty", f.Name)
		}
	}
	if len(names) <= len(Names) || !slices.Equal(names[:len(Names)], Names) {
		t.Fatalf("files %v, want %v and the cited runs", names, Names)
	}
	for _, n := range names[len(Names):] {
		if !strings.HasPrefix(n, "runs/") || !strings.HasSuffix(n, ".txt") {
			t.Errorf("%s is not a cited run's trace", n)
		}
	}
}

// citedRow is a row the decision record cites: "#12 | 6 | `runs/x.txt`",
// or "trace #12, tick 6 (`runs/x.txt`)".
var citedRow = regexp.MustCompile("#([0-9]+)[^#`\\n]*?`(trace\\.txt|runs/[a-z0-9-]+\\.txt)`")

// TestDecisionRecordCitesWhatTheZipHolds: every row the decision record
// cites is in the trace file it names, which the zip holds, in both
// languages; the row there is the one the invariant first broke at.
func TestDecisionRecordCitesWhatTheZipHolds(t *testing.T) {
	for _, c := range []struct {
		scenario string
		o        engine.Overrides
	}{
		{"reference", engine.Overrides{}},
		{"reference", engine.Overrides{Mutations: []engine.Mutation{engine.DedupeOff}}},
		{"long-partition-between-sites", engine.Overrides{}},
		{"confirm-then-ship", engine.Overrides{}},
	} {
		for _, lang := range []string{"en", "ja"} {
			fs := files(t, c.scenario, c.o, lang, nil)
			byName := map[string]string{}
			for _, f := range fs {
				byName[f.Name] = string(f.Data)
			}
			rec := byName["decision-record.md"]
			cites := citedRow.FindAllStringSubmatch(rec, -1)
			if len(cites) < 3 {
				t.Fatalf("%s %v %s: %d rows cited:\n%s", c.scenario, c.o.Mutations, lang, len(cites), rec)
			}
			for _, m := range cites {
				trace, ok := byName[m[2]]
				if !ok {
					t.Errorf("%s %s: the record cites %s, which the zip lacks", c.scenario, lang, m[2])
					continue
				}
				if !regexp.MustCompile(`(?m)^` + m[1] + ` `).MatchString(trace) {
					t.Errorf("%s %s: %s has no row #%s", c.scenario, lang, m[2], m[1])
				}
			}
			for name := range byName {
				if strings.HasPrefix(name, "runs/") && !strings.Contains(rec, "`"+name+"`") {
					t.Errorf("%s %s: %s is in the zip but not cited", c.scenario, lang, name)
				}
			}
		}
	}
}

// TestDecisionRecordFollowsTheRuns: the record changes with what the runs
// do, not with a template: the defense the scenario exercises is named with
// the invariant and tick, and the flip moves with the deadline.
func TestDecisionRecordFollowsTheRuns(t *testing.T) {
	get := func(fs []File, name string) string {
		for _, f := range fs {
			if f.Name == name {
				return string(f.Data)
			}
		}
		t.Fatalf("no %s", name)
		return ""
	}
	d8 := int64(8)
	d12 := int64(12)
	a := get(files(t, "reference", engine.Overrides{Deadline: &d8}, "en", nil), "decision-record.md")
	b := get(files(t, "reference", engine.Overrides{Deadline: &d12}, "en", nil), "decision-record.md")
	for _, c := range []struct{ doc, want string }{
		{a, "the outcome flips at partition length 7,"},
		{b, "the outcome flips at partition length 11,"},
		{a, "| `non-atomic-commit` | “a duplicate gets the first result” (`duplicate-gets-first-result`) | #12 | 6 |"},
		{a, "`unguarded-transition` breaks nothing with these parameters."},
	} {
		if !strings.Contains(c.doc, c.want) {
			t.Errorf("decision record lacks %q", c.want)
		}
	}
	crash := get(files(t, "crash-after-commit", engine.Overrides{}, "en", nil), "decision-record.md")
	if strings.Contains(crash, "`non-atomic-commit` breaks nothing") {
		t.Error("crash-after-commit is the story of non-atomic-commit, yet the record says it breaks nothing there")
	}
}

// TestLabNotesHoldTheLearnersText: notes and answers are quoted line by
// line (a note cannot start a heading of the file), progress and the
// prediction are stated.
func TestLabNotesHoldTheLearnersText(t *testing.T) {
	lab := &Lab{Done: []bool{true, false, true, false, false},
		Notes:      map[string]string{"note-1": "seed 20260731\n# not a heading"},
		Answers:    map[string]string{"answer-a2": "retention, replay"},
		Prediction: &Prediction{Outcome: "recovery-deadline-exceeded", Partition: 9, Deadline: 8}}
	md := string(labNotes("en", "http://x.test/", lab, Record{}))
	for _, want := range []string{"> seed 20260731\n> \\# not a heading\n", "> retention, replay\n",
		"Prediction (step 5): `recovery-deadline-exceeded` at partition length 9, deadline tick 8.", "Status: done"} {
		if !strings.Contains(md, want) {
			t.Errorf("lab.md lacks %q", want)
		}
	}
	if strings.Contains(md, "\n# not a heading") {
		t.Error("a note wrote a heading")
	}
	if !strings.Contains(md, "The two counts were not predicted") {
		t.Error("lab.md does not say an older prediction has no counts")
	}
	held, uncertain := int64(3), int64(2)
	lab.Prediction.Held, lab.Prediction.Uncertain = &held, &uncertain
	for _, l := range []string{"en", "ja"} {
		md = string(labNotes(l, "http://x.test/", lab, Record{}))
		if want := map[string]string{"en": "Also predicted: 3 messages held by the partition at the deadline, 2 users told",
			"ja": "保留されるメッセージは 3 件、「不確定」と伝えられる利用者は 2 人"}[l]; !strings.Contains(md, want) {
			t.Errorf("%s: lab.md lacks the predicted counts %q", l, want)
		}
	}
}

// TestLabNotesHoldTheEvidence: each completed step names the run it was
// completed on; step 4 the two replay hashes; step 5 what the run did
// against the prediction; the solved challenges their links, canonical
// (a stored link cannot put anything else into the file).
func TestLabNotesHoldTheEvidence(t *testing.T) {
	sha := strings.Repeat("ab", 32)
	lab := &Lab{Done: []bool{true, false, false, true, true},
		Prediction: &Prediction{Outcome: "recovered-before-deadline", Partition: 4, Deadline: 8},
		Replay:     &Replay{First: sha, Second: sha, Outcome: "recovered-before-deadline"},
		Proofs: map[string]Proof{"1": {Query: "scenario=reference&t=0", SHA: sha},
			"5": {Query: "scenario=reference&partition=9&t=8", SHA: sha}, "2": {Query: "x", SHA: "not a hash"}},
		Solutions: map[string]string{"effect-twice": "scenario=request-lost&mutations=dedupe-off,unguarded-transition&faults=c1.confirm%231:duplicate-request&challenge=effect-twice&evil=](javascript:alert(1))"}}
	for _, lang := range []string{"en", "ja"} {
		md := string(labNotes(lang, "http://x.test/", lab, Record{}))
		for _, want := range []string{"http://x.test/?scenario=reference&", "`" + sha + "`", "`recovery-deadline-exceeded`",
			"challenge=effect-twice", "coordsim challenge check"} {
			if !strings.Contains(md, want) {
				t.Errorf("%s: lab.md lacks %q:\n%s", lang, want, md)
			}
		}
		if strings.Contains(md, "javascript") || strings.Contains(md, "not a hash") {
			t.Errorf("%s: a stored value reached lab.md:\n%s", lang, md)
		}
		if n := strings.Count(md, sha); n != 4 { // steps 1 and 5's proofs, the replay's two
			t.Errorf("%s: the hash appears %d times, want 4:\n%s", lang, n, md)
		}
		if !strings.Contains(md, "&lang="+lang+"&") {
			t.Errorf("%s: the links are not in the file's language:\n%s", lang, md)
		}
	}
	en := string(labNotes("en", "http://x.test/", lab, Record{}))
	if !strings.Contains(en, "identical") || !strings.Contains(en, "the prediction missed") {
		t.Errorf("lab.md does not say the replay matched and the prediction missed:\n%s", en)
	}
}

// TestFilesFollowTheLanguage: in Japanese, trace.txt and spacetime.svg are
// the Japanese table and diagram, and README.md's commands carry --lang ja
// so they print those bytes (the evidence command names it once).
func TestFilesFollowTheLanguage(t *testing.T) {
	named, err := engine.LookupScenario("reference")
	if err != nil {
		t.Fatal(err)
	}
	p, err := named.Resolve(engine.Overrides{})
	if err != nil {
		t.Fatal(err)
	}
	p.Partition = named.DefaultPartition()
	res, err := named.Run(p)
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range []string{"en", "ja"} {
		got := map[string]string{}
		for _, f := range files(t, "reference", engine.Overrides{}, lang, nil) {
			got[f.Name] = string(f.Data)
		}
		var table bytes.Buffer
		if err := render.RunTableIn(&table, res, lang); err != nil {
			t.Fatal(err)
		}
		if got["trace.txt"] != table.String() {
			t.Errorf("%s: trace.txt is not the table in %s:\n%s", lang, lang, got["trace.txt"])
		}
		if got["spacetime.svg"] != string(render.SpaceTime(res, lang, render.SpaceTimeOptions{})) {
			t.Errorf("%s: spacetime.svg is not the diagram in %s", lang, lang)
		}
		run := "`coordsim run --scenario reference --seed 20260731 --partition 4 --deadline 8 --retention 0"
		readme := got["README.md"]
		if lang == "ja" {
			run += " --lang ja"
		}
		if !strings.Contains(readme, run+"`") || !strings.Contains(readme, run+" --svg spacetime.svg`") {
			t.Errorf("%s: README.md lacks %s`:\n%s", lang, run, readme)
		}
		// trace.txt's, spacetime.svg's and the failure analysis's commands
		// in Japanese, and the evidence command's in both.
		if n, want := strings.Count(readme, "--lang "+lang), map[string]int{"en": 1, "ja": 4}[lang]; n != want {
			t.Errorf("%s: README.md names --lang %s %d times, want %d:\n%s", lang, lang, n, want, readme)
		}
	}
}

// TestEveryDefenseIsNamed: the decision record names the defense each
// mutation removes, in words, for every mutation.
func TestEveryDefenseIsNamed(t *testing.T) {
	for _, m := range engine.AllMutations {
		if !catalog.Has("evidence.defense." + string(m)) {
			t.Errorf("no evidence.defense.%s in the catalogue", m)
		}
	}
}
