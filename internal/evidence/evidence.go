// Package evidence writes the lesson's deliverables for one run: the files
// `coordsim evidence --out DIR` writes and the page's #export zips, the same
// bytes from both (the page runs this code in its WebAssembly).
//
// trace.json, trace.txt, spacetime.svg and failure-analysis.{md,svg} are the
// bytes other commands print (`coordsim run [--json|--svg]`, `coordsim
// analyze --name failure-analysis`), in the language asked for (the page's;
// the CLI's default is English) as those commands write it with the same
// --lang, and README.md names them so; README.md, decision-record.md and
// lab.md are in that language too. (trace.json is the engine's data, the
// same in every language.)
package evidence

import (
	"bytes"
	"fmt"
	"strconv"

	"coordsim/engine"
	"coordsim/engine/canon"
	"coordsim/engine/encode"
	"coordsim/internal/analysis"
	"coordsim/internal/catalog"
	_ "coordsim/internal/catalog/offpage" // the words this package writes
	"coordsim/internal/render"
	"coordsim/internal/share"
)

// Version is the simulator's version, written into README.md.
const Version = engine.Version

// AnalysisStem names the failure analysis's two files.
const AnalysisStem = "failure-analysis"

// Names are the files every export has, in the order they are written and
// zipped; after them come runs/NAME.txt, the traces of the runs the
// decision record cites (which ones depends on the run).
var Names = []string{"README.md", "trace.json", "trace.txt", "spacetime.svg", "decision-record.md",
	AnalysisStem + ".md", AnalysisStem + ".svg", "lab.md", "explanation.md"}

// Input is one run's parameters and where the files point.
type Input struct {
	Named engine.Named
	// Params as Named.Resolve gives them; a Partition of 0 takes the
	// scenario's own length, written out (the page always states one).
	Params  engine.Params
	BaseURL string // the page's address, for share links
	Lang    string // "en" or "ja": every file's language
	Lab     *Lab   // the learner's lab state; nil: a blank template
	// Query is the run and its language as a link's query
	// (share.RunQuery), which lab.md's record keeps for `coordsim verify`.
	Query string
	// Learner is whose record Lab is, and Made when the export was made
	// (RFC 3339), as the page says them: lab.md and its record state
	// both. The CLI leaves them empty.
	Learner *Learner
	Made    string
	// Grading is the course's grading= (share.State.Grading): how lab.md
	// counts a question tried more than once.
	Grading string
}

// File is one file of the evidence.
type File struct {
	Name string
	Data []byte
}

// Files computes every file, in Names' order.
func Files(in Input) ([]File, error) {
	if in.Params.Partition == 0 && in.Named.HasPartition() {
		in.Params.Partition = in.Named.DefaultPartition()
	}
	if in.Lang != "ja" {
		in.Lang = "en"
	}
	// One form of the base for the page and the CLI alike, safe in a link
	// and a terminal; commands quote it for the shell.
	in.BaseURL = share.LinkSafe(in.BaseURL)
	compiled, err := in.Named.Compile()
	if err != nil {
		return nil, err
	}
	var rn engine.Runner
	res, err := rn.Run(compiled, in.Params)
	if err != nil {
		return nil, err
	}
	var traceJSON, traceTxt bytes.Buffer
	if err := canon.Write(&traceJSON, encode.Result(res)); err != nil {
		return nil, err
	}
	traceJSON.WriteByte('\n')
	if err := render.RunTableIn(&traceTxt, res, in.Lang); err != nil {
		return nil, err
	}
	// What README.md states about the run, copied out before the Runner is
	// reused by the decision record.
	facts := runFacts{sha: encode.TraceSHA256(res), outcome: res.Outcome(), link: shareURL(in, in.Params, 0, res)}
	files := []File{
		{"trace.json", traceJSON.Bytes()},
		{"trace.txt", traceTxt.Bytes()},
		{"spacetime.svg", render.SpaceTime(res, in.Lang, render.SpaceTimeOptions{})},
	}
	rec, runs, err := decisionRecord(in, compiled, &rn)
	if err != nil {
		return nil, err
	}
	files = append(files, File{"decision-record.md", rec})
	a, err := analysis.Defaults(in.Named, in.Params, in.BaseURL, AnalysisStem, in.Lang)
	if err != nil {
		return nil, err
	}
	mdName, svgName := a.Files()
	fa, err := failureAnalysis(in.Lang, in.BaseURL, in.Lab, a.Markdown())
	if err != nil {
		return nil, err
	}
	files = append(files, File{mdName, fa}, File{svgName, a.Chart().SVG()}, File{"lab.md", labNotes(in.Lang, in.BaseURL, in.Lab, Record{Version: Version, Query: in.Query, Base: in.BaseURL, Learner: in.Learner, Made: in.Made, Grading: in.Grading, Lab: in.Lab})})
	var ex *Explain
	if in.Lab != nil {
		ex = in.Lab.Explain
	}
	files = append(files, File{"explanation.md", explanation(in.Lang, in.BaseURL, ex)})
	files = append(files, runs...)
	return append([]File{{"README.md", readme(in, facts, runs)}}, files...), nil
}

type runFacts struct{ sha, outcome, link string }

// t is the catalogue in the evidence's language.
func t(lang, key string, args ...string) string { return catalog.T(lang, key, args...) }

// runArgs are the run's flags, as `coordsim run` and `coordsim evidence`
// take them.
func runArgs(in Input) string {
	p := in.Params
	s := fmt.Sprintf(" --scenario %s --seed %d --partition %d --deadline %d --retention %d",
		in.Named.Name, p.Seed, p.Partition, p.Deadline, p.Retention)
	if len(p.Mutations) > 0 {
		s += " --mutation " + render.Mutations(p.Mutations)
	}
	return s
}

// runCommand is the `coordsim run` that prints trace.txt (and, with --svg,
// spacetime.svg): in English unless told otherwise.
func runCommand(in Input) string {
	s := "coordsim run" + runArgs(in)
	if in.Lang != "en" {
		s += " --lang " + in.Lang
	}
	return s
}

// analyzeCommand is the `coordsim analyze` that writes the failure analysis.
func analyzeCommand(in Input) string {
	p := in.Params
	s := fmt.Sprintf("coordsim analyze --scenario %s --seed %d --deadline %d", in.Named.Name, p.Seed, p.Deadline)
	if len(p.Mutations) > 0 {
		s += " --mutation " + render.Mutations(p.Mutations)
	}
	s += " --name " + AnalysisStem + " --base-url " + render.ShellQuote(in.BaseURL)
	if in.Lang == "ja" {
		s += " --lang ja"
	}
	return s
}

// evidenceCommand is the `coordsim evidence` that writes these files.
func evidenceCommand(in Input) string {
	return "coordsim evidence --out evidence --base-url " + render.ShellQuote(in.BaseURL) + " --lang " + in.Lang + runArgs(in)
}

func readme(in Input, f runFacts, runs []File) []byte {
	var b bytes.Buffer
	l, p := in.Lang, in.Params
	title := catalog.ScenarioTitle(l, in.Named.Name)
	fmt.Fprintf(&b, "# %s\n\n%s\n\n", t(l, "evidence.readme.title", "scenario", title), t(l, "evidence.readme.lead", "version", Version))
	fmt.Fprintf(&b, "%s\n\n", t(l, "evidence.readme.open", "url", f.link))
	fmt.Fprintf(&b, "## %s\n\n| | |\n| --- | --- |\n", t(l, "evidence.readme.params"))
	row := func(key, value string) { fmt.Fprintf(&b, "| %s | %s |\n", t(l, key), value) }
	row("evidence.knob.scenario", t(l, "md.named", "words", title, "code", in.Named.Name))
	row("evidence.knob.seed", strconv.FormatUint(p.Seed, 10))
	row("evidence.knob.partition", t(l, "evidence.value.ticks", "n", strconv.FormatInt(p.Partition, 10)))
	row("evidence.knob.deadline", t(l, "evidence.value.tick", "n", strconv.FormatInt(p.Deadline, 10)))
	row("evidence.knob.retention", retention(l, p.Retention))
	row("evidence.knob.mutations", mutations(l, p.Mutations))
	row("evidence.knob.outcome", outcome(l, f.outcome))
	row("evidence.knob.sha", "`"+f.sha+"`")
	row("evidence.knob.version", Version)
	fmt.Fprintf(&b, "\n## %s\n\n", t(l, "evidence.readme.files"))
	run := runCommand(in)
	for _, it := range [][2]string{
		{"trace.json", t(l, "evidence.file.trace-json", "command", "coordsim run"+runArgs(in))},
		{"trace.txt", t(l, "evidence.file.trace-txt", "command", run)},
		{"spacetime.svg", t(l, "evidence.file.spacetime", "command", run)},
		{"decision-record.md", t(l, "evidence.file.decision")},
		{AnalysisStem + ".md, " + AnalysisStem + ".svg", t(l, "evidence.file.analysis", "command", analyzeCommand(in))},
		{"lab.md", t(l, "evidence.file.lab")},
		{"explanation.md", t(l, "evidence.file.explanation")},
		{"runs/", t(l, "evidence.file.runs", "count", strconv.Itoa(len(runs)))},
	} {
		fmt.Fprintf(&b, "- **%s**: %s\n", it[0], it[1])
	}
	fmt.Fprintf(&b, "\n%s\n\n%s\n", t(l, "evidence.readme.lang"), t(l, "evidence.readme.again", "command", evidenceCommand(in)))
	return b.Bytes()
}

func retention(lang string, r int64) string {
	if r == 0 {
		return t(lang, "evidence.value.forever")
	}
	return t(lang, "evidence.value.ticks", "n", strconv.FormatInt(r, 10))
}

func mutations(lang string, ms []engine.Mutation) string {
	if len(ms) == 0 {
		return t(lang, "evidence.value.none")
	}
	return "`" + render.Mutations(ms) + "`"
}

// outcome is an outcome's name and its code.
func outcome(lang, code string) string {
	return quotedNamed(lang, t(lang, "outcome."+code+".name"), code)
}

// quotedNamed is a name as the prose says it: its words, quoted, with its
// code beside them (「期限内に復旧」（`recovered-before-deadline`）).
func quotedNamed(lang, words, code string) string {
	return t(lang, "md.named", "words", t(lang, "md.quoted", "words", words), "code", code)
}

// shareURL opens the page on p at tick tk, in the evidence's language; res
// is p's run, which the link says it shows (v=, h=).
func shareURL(in Input, p engine.Params, tk int64, res *engine.Result) string {
	return analysis.ShareURLOf(in.BaseURL, in.Named.Name, p, p.Deadline, tk, in.Lang, res)
}
