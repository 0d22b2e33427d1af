package main

// coordsim analyze: the flags and the files written. The analysis itself
// (the runs, analysis.md, analysis.svg) is internal/analysis, which the
// page's evidence export writes with too.

import (
	"bytes"
	"coordsim/engine/fixture"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"

	"coordsim/engine"
	"coordsim/internal/analysis"
	"coordsim/internal/atomicwrite"
	"coordsim/internal/span"
)

func cmdAnalyze(args []string, out *bytes.Buffer) error {
	f := newFlags("analyze", `Runs one seed of a scenario at every partition length and every dedupe retention given,
and writes the failure analysis the lesson asks for (step 5, assessment 2) to DIR:
analysis.md (assumptions and limits, findings computed from the runs, a table with a
row per partition length: outcome, recovery tick, messages held at the deadline, and per
retention side by side what users are told, stale commands, expired dedupe entries and
the invariant verdicts)
and analysis.svg (the same against partition length: outcome band, messages held at the
deadline and indefinite user results per retention, invariant strips, the deadline).
The same flags give the same bytes. Prints the paths it wrote.`)
	var parts, retentions, outDir, stem, lang string
	f.fs.StringVar(&f.seed, "seed", "", "seed (default: the scenario's)")
	f.declareGrid(analysis.DefaultPartitions, &parts)
	f.fs.StringVar(&retentions, "retention", analysis.DefaultRetentions, fmt.Sprintf("dedupe retentions in ticks, comma-separated numbers or A..B, at most %d; 0 keeps entries forever", analysis.MaxRetentions))
	f.fs.StringVar(&outDir, "out", ".", "directory to write analysis.md and analysis.svg to (created if missing)")
	f.fs.StringVar(&stem, "name", analysis.DefaultStem, "the files' name without .md and .svg (the evidence export uses failure-analysis)")
	baseURL := f.fs.String("base-url", defaultBaseURL, "the page's address, for share URLs")
	f.fs.StringVar(&lang, "lang", "en", "the language of the words (codes, commands and URLs stay as they are): en or ja")
	if err := f.parse(args, out); err != nil {
		return err
	}
	if !slices.Contains([]string{"en", "ja"}, lang) {
		return &engine.ParamError{Field: "lang", Value: strconv.Quote(lang), Reason: "must be en or ja"}
	}
	s := analysis.Spec{Stem: stem, Lang: lang}
	var err error
	if !stemPattern.MatchString(stem) {
		return &engine.ParamError{Field: "name", Value: strconv.Quote(stem), Reason: "is not a file name of 1 to 64 letters, digits, '-' and '_' that starts with no '-'"}
	}
	if s.Partitions, err = parseSpan("partition", parts, uint64(engine.PartitionKnob.Lo), uint64(engine.PartitionKnob.Hi)); err != nil {
		return err
	}
	if s.Partitions.Len() > analysis.MaxPartitions {
		return &engine.ParamError{Field: "partition", Value: strconv.Quote(parts), Reason: fmt.Sprintf("has more than %d lengths (the chart shows at most %d; use sweep for more)", analysis.MaxPartitions, analysis.MaxPartitions)}
	}
	rets, err := span.ParseList(retentions, 0, uint64(engine.MaxRetention), analysis.MaxRetentions)
	if err != nil {
		return &engine.ParamError{Field: "retention", Value: strconv.Quote(retentions), Reason: err.Error()}
	}
	for _, r := range rets {
		s.Retentions = append(s.Retentions, int64(r))
	}
	if s.BaseURL, err = parseBaseURL(*baseURL); err != nil {
		return err
	}
	g, err := f.loadGrid()
	if err != nil {
		return err
	}
	s.Named, s.Compiled, s.Base, s.Seed = g.named, g.compiled, g.base, g.named.Defaults.Seed
	if f.seed != "" {
		if s.Seed, err = engine.ParseSeed(f.seed); err != nil {
			return err
		}
	}
	a, err := analysis.Run(s)
	if err != nil {
		return err
	}
	mdName, svgName := a.Files()
	files := []atomicwrite.File{{Path: filepath.Join(outDir, mdName), Data: a.Markdown()}, {Path: filepath.Join(outDir, svgName), Data: a.Chart().SVG()}}
	if err := os.MkdirAll(outDir, 0o755); err != nil {
		return &engine.ParamError{Field: "out", Value: strconv.Quote(outDir), Reason: "cannot be created: " + err.Error()}
	}
	// Both files or neither: a new .md never sits beside an old .svg. A
	// target that is not a regular file is bad input naming --out.
	if err := atomicwrite.WriteSet(files); err != nil {
		return targetError("out", err)
	}
	for _, file := range files {
		fmt.Fprintln(out, fixture.Quote(file.Path)) // as every echo of a path: no raw escape reaches a terminal
	}
	return nil
}

// stemPattern is a file name without a directory or a leading dot.
var stemPattern = regexp.MustCompile(`^[A-Za-z0-9_][A-Za-z0-9_-]{0,63}$`)
