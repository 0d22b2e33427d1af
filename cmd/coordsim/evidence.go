package main

// coordsim evidence: the lesson's deliverables for one run, the files the
// page's #export zips (internal/evidence writes both), into a new directory,
// all or nothing.

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"

	"coordsim/engine"
	"coordsim/engine/fixture"
	"coordsim/internal/atomicwrite"
	"coordsim/internal/evidence"
	"coordsim/internal/share"
)

func cmdEvidence(args []string, out *bytes.Buffer) error {
	f := newFlags("evidence", `Writes the evidence the lesson grades for one run into DIR, the same files the page's
export button downloads as a zip: README.md (what is inside, the parameters, the share
URL, the version), trace.json and trace.txt (the bytes of coordsim run --json and
coordsim run), spacetime.svg (coordsim run --svg), decision-record.md (each defense, the
mutation that removes it, the invariant that breaks, where, and a link to that moment),
failure-analysis.md (the learner's proposal, none here, then as an appendix coordsim
analyze --name failure-analysis with its default ranges) and failure-analysis.svg, and lab.md (an empty template for the lab's notes and answers).
DIR must not exist or be an empty directory; the files appear together or not at all.
Prints the paths it wrote.`)
	f.fs.StringVar(&f.scenarioName, "scenario", engine.DefaultScenario, "named scenario ("+engine.ScenarioNames()+")")
	f.fs.StringVar(&f.seed, "seed", "", "seed, a decimal integer (default: the scenario's)")
	f.knobFlag(&f.partition, engine.PartitionKnob, "partition length in ticks from its start (default: the scenario's)")
	f.knobFlag(&f.deadline, engine.DeadlineKnob, "recovery deadline tick (default: the scenario's)")
	f.knobFlag(&f.retention, engine.RetentionKnob, "dedupe retention in ticks; 0 keeps entries forever (default: the scenario's)")
	declareProcessing(f)
	f.fs.Var(&f.mutations, "mutation", "switch a defense off; repeat or comma-separate ("+engine.MutationNames()+")")
	outDir := f.fs.String("out", "", "the directory to write the files to: new, or empty (required)")
	baseURL := f.fs.String("base-url", defaultBaseURL, "the page's address, for share URLs")
	lang := f.fs.String("lang", "en", "the language of README.md, decision-record.md, lab.md and the failure analysis: en or ja")
	if err := f.parse(args, out); err != nil {
		return err
	}
	if !slices.Contains([]string{"en", "ja"}, *lang) {
		return &engine.ParamError{Field: "lang", Value: strconv.Quote(*lang), Reason: "must be en or ja"}
	}
	base, err := parseBaseURL(*baseURL)
	if err != nil {
		return err
	}
	if err := checkOutDir(*outDir); err != nil {
		return err
	}
	named, p, err := f.load()
	if err != nil {
		return err
	}
	query := runQuery(named, p, *lang)
	if err := pageOpens(query); err != nil {
		return err
	}
	files, err := evidence.Files(evidence.Input{Named: named, Params: p, BaseURL: base, Lang: *lang, Query: query})
	if err != nil {
		return err
	}
	if err := writeDirAtomic(*outDir, files); err != nil {
		return &writeFailure{err}
	}
	for _, file := range files {
		fmt.Fprintln(out, fixture.Quote(filepath.Join(*outDir, file.Name))) // as every echo of a path: no raw escape reaches a terminal
	}
	return nil
}

// checkOutDir refuses a missing --out, and one that exists and is not an
// empty directory, before anything runs.
func checkOutDir(dir string) error {
	if dir == "" {
		return &engine.ParamError{Field: "out", Value: `""`, Reason: "is required: name a new or empty directory"}
	}
	st, err := os.Lstat(dir)
	switch {
	case os.IsNotExist(err):
		parent := filepath.Dir(filepath.Clean(dir)) // "new/" is the directory new, in "."
		if pst, err := os.Stat(parent); err != nil || !pst.IsDir() {
			return &engine.ParamError{Field: "out", Value: strconv.Quote(dir), Reason: "cannot be created: its directory " + strconv.Quote(parent) + " does not exist"}
		}
		return nil
	case err != nil:
		return &engine.ParamError{Field: "out", Value: strconv.Quote(dir), Reason: "cannot be read: " + describeOpenError(err)}
	case st.Mode()&os.ModeSymlink != 0:
		return &engine.ParamError{Field: "out", Value: strconv.Quote(dir), Reason: "is a symbolic link; name a new or empty directory"}
	case !st.IsDir():
		kind := atomicwrite.Kind(st.Mode())
		if kind == "" {
			kind = "a regular file"
		}
		return &engine.ParamError{Field: "out", Value: strconv.Quote(dir), Reason: "is " + kind + ", not a directory"}
	}
	// An empty directory is replaced by the finished one, which a mount
	// point cannot be: say so now, not after all the work.
	if isMountPoint(dir, st) {
		return &engine.ParamError{Field: "out", Value: strconv.Quote(dir), Reason: "is a mount point, which cannot be replaced; name a new directory inside it"}
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return &engine.ParamError{Field: "out", Value: strconv.Quote(dir), Reason: "cannot be read: " + describeOpenError(err)}
	}
	if len(entries) > 0 {
		return &engine.ParamError{Field: "out", Value: strconv.Quote(dir), Reason: "is not empty; name a new or empty directory"}
	}
	return nil
}

// writeDirAtomic writes the files into a temporary directory beside dir and
// renames it into place, so dir holds all of them or none.
func writeDirAtomic(dir string, files []evidence.File) error {
	named := make([]atomicwrite.Named, len(files))
	for i, f := range files {
		named[i] = atomicwrite.Named{Name: f.Name, Data: f.Data}
	}
	return atomicwrite.WriteDir(dir, named)
}

// pageOpens refuses a run whose link the page would not open as it is (a
// partition past the slider's 30 ticks, say): the evidence's links are
// for the page, and coordsim verify replays them as the page reads them.
// Before, evidence wrote such records, and verify then failed them.
func pageOpens(query string) error {
	_, probs := share.Parse(query)
	if len(probs) == 0 {
		return nil
	}
	p := probs[0]
	reason := "is past what the page opens, and the evidence's links are the page's"
	if p.Code == "range" {
		reason = fmt.Sprintf("is outside the page's %d..%d, and the evidence's links are the page's", p.Min, p.Max)
	}
	return &engine.ParamError{Field: p.Field, Value: p.Value, Reason: reason}
}

// runQuery is the run the flags name as the page's link gives it (what
// lab.md's record keeps), its partition's length written out as the page
// states it.
func runQuery(named engine.Named, p engine.Params, lang string) string {
	s := share.DefaultsFor(named)
	if p.Partition == 0 && named.HasPartition() {
		p.Partition = named.DefaultPartition()
	}
	s.Seed, s.Partition, s.Deadline, s.Retention, s.Processing, s.Lease = p.Seed, p.Partition, p.Deadline, p.Retention, p.Processing, p.Lease
	s.Mutations, s.Faults, s.Lang = p.Mutations, p.Faults, lang
	return share.RunQuery(s)
}
