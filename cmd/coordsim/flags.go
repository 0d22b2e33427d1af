package main

import (
	"bytes"
	"cmp"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"unicode"

	"coordsim/engine"
	"coordsim/engine/fixture"
	"coordsim/internal/infile"
	"coordsim/internal/share"
)

// runFlags are the parameters shared by every command that runs the engine.
type runFlags struct {
	fs           *flag.FlagSet
	seed         string
	scenarioName string
	fixture      string
	partition    int64
	deadline     int64
	retention    int64
	processing   int64
	lease        int64
	mutations    mutationList
	faults       faultList
	model        []int64 // per engine.ModelKnob (modelflags.go)
	url          string
	made         share.Made // what the --url link says of its run (v=, h=)
	json         bool
	synopsis     string
	operands     string // after [flags] in the usage line: " PART..."
	flagErr      error  // the first bad flag value, in the CLI's words
	// extraHelp is printed after the flags (run's table of scenario defaults).
	extraHelp func(*bytes.Buffer)
	// linearizability is where run writes porcupine's visualization.
	linearizability string
	// lang is run's --lang: the table's and the diagram's language.
	lang string
	// why is run's --why: which forced faults mattered (engine.WhichMattered).
	why bool
	// link is run's --link: print the run's share link, checked (v=, h=).
	link bool
	// linkState is what a --url link holds, for --link to write again.
	linkState share.State
}

type mutationList []engine.Mutation

func (m *mutationList) String() string { return fmt.Sprint([]engine.Mutation(*m)) }

func (m *mutationList) Set(s string) error {
	parsed, err := engine.ParseMutations(s)
	if err != nil {
		return err
	}
	*m = append(*m, parsed...)
	return nil
}

// newRunFlags declares the flags; full selects the per-run knobs (report and
// replay take only the fixture and seed, as the harness does).
func newRunFlags(name, synopsis string, full bool) *runFlags {
	f := newFlags(name, synopsis)
	f.fs.StringVar(&f.seed, "seed", "", fmt.Sprintf("seed, a decimal integer in 0..18446744073709551615 (default: the scenario's, %d in the lesson)", engine.ReferenceSeed))
	f.fs.StringVar(&f.fixture, "fixture", "", fmt.Sprintf("fixture: a regular file holding the harness's EVENTS list as JSON, or - for\nstandard input; at most %d events, each at most %d bytes of JSON, its strings\n(ids, keys, states) at most %d bytes of printable UTF-8 (default: the lesson's six events)", engine.MaxEvents, engine.MaxEventBytes, engine.MaxStringBytes))
	if full {
		f.fs.StringVar(&f.scenarioName, "scenario", engine.DefaultScenario, "named scenario ("+engine.ScenarioNames()+")")
	}
	if full {
		f.knobFlag(&f.partition, engine.PartitionKnob, "partition length in ticks from its start (default: the scenario's; see the table below)")
		f.knobFlag(&f.deadline, engine.DeadlineKnob, "recovery deadline tick (default: the scenario's; see the table below)")
		f.knobFlag(&f.retention, engine.RetentionKnob, "dedupe retention in ticks; 0 keeps entries forever (default: the scenario's; see the table below)")
		declareProcessing(f)
		f.fs.Var(&f.mutations, "mutation", "switch a defense off; repeat or comma-separate ("+engine.MutationNames()+")")
		declareFaults(f)
		declareModel(f)
		f.fs.StringVar(&f.url, "url", "", "run exactly what a share link of the page holds (every parameter, faults included);\nno other run flag may be given with it")
		f.fs.BoolVar(&f.json, "json", false, "print the whole run as JSON instead of a table")
		if name == "run" {
			f.fs.StringVar(&f.linearizability, "linearizability", "", "also write porcupine's page of what users are told and its linearization to this HTML file")
			declareSVG(f)
			f.fs.StringVar(&f.lang, "lang", "en", "the language of the table and of --svg: en or ja")
			f.fs.BoolVar(&f.link, "link", false, "also print the page's share link of this run (a named scenario's knobs, or a --url link\nwritten again): it says what run it shows (v=, h=), so that the page, or run --url,\ncan tell when the run it opens is another")
			f.fs.BoolVar(&f.why, "why", false, "also say which forced faults (--fault, or a link's faults=) mattered: each removed alone\nand the run made again, whether an invariant, a user's answer or the outcome changes")
		}
	}
	return f
}

// faultList is --fault, repeatable, each the grammar of faults=
// (internal/share).
type faultList []engine.Fault

func (l *faultList) String() string { return share.FaultsText(*l) }

func (l *faultList) Set(s string) error {
	parsed, err := share.ParseFaults(s)
	if err != nil {
		return err
	}
	merged := append(append([]engine.Fault{}, *l...), parsed...)
	if _, err := share.ParseFaults(share.FaultsText(merged)); err != nil {
		return err // an attempt given twice across flags
	}
	*l = merged
	return nil
}

func declareFaults(f *runFlags) {
	f.fs.Var(&f.faults, "fault", "force one attempt's fate, as ATTEMPT:KIND[+TICKS] (c1.confirm#1:drop-response,\nc1.confirm#1:delay-request+3: a delay's ticks, or a crash's restart time); repeat or comma-separate; generated scenarios only (kinds: "+engine.FaultKindNames()+")")
}

// declareProcessing declares --processing and --lease: the record's
// in-progress life.
func declareProcessing(f *runFlags) {
	f.knobFlag(&f.processing, engine.ProcessingKnob, "ticks a command's processing takes, from the claim of its record to the commit; 0 commits as the request arrives (default: the scenario's; generated scenarios only)")
	f.knobFlag(&f.lease, engine.LeaseKnob, "ticks a claim holds the record before a retry may claim it; 0 is twice the processing (default: the scenario's)")
}

// processingOverrides puts the given --processing and --lease into o and
// knobs.
func (f *runFlags) processingOverrides(o *engine.Overrides, knobs *engine.Params) {
	if f.given("processing") {
		o.Processing = &f.processing
		knobs.Processing = f.processing
	}
	if f.given("lease") {
		o.Lease = &f.lease
		knobs.Lease = f.lease
	}
}

// newFlags is an empty flag set with the CLI's conventions (errors and help
// handled by parse and help, nothing printed by the flag package); commands
// with flags of their own (sweep, analyze) declare them on f.fs.
func newFlags(name, synopsis string) *runFlags {
	f := &runFlags{fs: flag.NewFlagSet(name, flag.ContinueOnError), synopsis: synopsis}
	f.fs.SetOutput(io.Discard)
	f.fs.Usage = func() {}
	return f
}

func (f *runFlags) help(out *bytes.Buffer) {
	fmt.Fprintf(out, "Usage: coordsim %s [flags]%s\n\n%s\n\nFlags:\n", f.fs.Name(), f.operands, f.synopsis)
	f.fs.VisitAll(func(fl *flag.Flag) {
		kind := "string"
		switch v := fl.Value.(type) {
		case *checkedValue:
			if _, isInt := v.Value.(*intValue); isInt {
				kind = "int"
			} else if _, isList := v.Value.(*mutationList); isList {
				kind = "value"
			}
		default:
			kind = "" // booleans
		}
		fmt.Fprintf(out, "  -%s", fl.Name)
		if kind != "" {
			fmt.Fprintf(out, " %s", kind)
		}
		fmt.Fprintf(out, "\n    \t%s", strings.ReplaceAll(fl.Usage, "\n", "\n    \t"))
		if fl.DefValue != "" && fl.DefValue != "0" && fl.DefValue != "false" && fl.DefValue != "[]" {
			if kind == "string" {
				fmt.Fprintf(out, " (default %q)", fl.DefValue)
			} else {
				fmt.Fprintf(out, " (default %v)", fl.DefValue)
			}
		}
		out.WriteByte('\n')
	})
	if f.extraHelp != nil {
		out.WriteByte('\n')
		f.extraHelp(out)
	}
}

// parse reads args; it returns errHelp after writing help to out.
func (f *runFlags) parse(args []string, out *bytes.Buffer) error {
	if err := f.parseFlags(args, out); err != nil {
		return err
	}
	if f.fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q (see coordsim %s --help)", f.fs.Arg(0), f.fs.Name())
	}
	return nil
}

// parseFlags parses the flags up to the first operand.
func (f *runFlags) parseFlags(args []string, out *bytes.Buffer) error {
	f.guardFlags()
	if err := f.fs.Parse(args); err != nil {
		if f.flagErr != nil {
			return f.flagErr
		}
		if errors.Is(err, flag.ErrHelp) {
			f.help(out)
			return errHelp
		}
		return fmt.Errorf("%v (see coordsim %s --help)", err, f.fs.Name())
	}
	return nil
}

// parseOperands is parse for a command that takes operands (merge's
// parts) among its flags, in any order; after "--" every argument is one.
func (f *runFlags) parseOperands(args []string, out *bytes.Buffer) ([]string, error) {
	var operands []string
	for {
		if err := f.parseFlags(args, out); err != nil || f.fs.NArg() == 0 {
			return operands, err
		}
		rest := f.fs.Args()
		if i := len(args) - len(rest); i > 0 && args[i-1] == "--" {
			return append(operands, rest...), nil
		}
		operands, args = append(operands, rest[0]), rest[1:]
	}
}

// load reads the fixture or the named scenario, and the parameters with
// the scenario's defaults for every knob not given. The flags are checked
// before the fixture is read, so a bad flag is reported at once.
func (f *runFlags) load() (engine.Named, engine.Params, error) {
	if f.url != "" {
		return f.loadURL()
	}
	var o engine.Overrides
	o.Mutations, o.Faults = f.mutations, f.faults
	if f.seed != "" {
		s, err := engine.ParseSeed(f.seed)
		if err != nil {
			return engine.Named{}, engine.Params{}, err
		}
		o.Seed = &s
	}
	var knobs engine.Params
	if f.given("partition") {
		o.Partition = &f.partition
		knobs.Partition = f.partition
	}
	if f.given("deadline") {
		o.Deadline = &f.deadline
		knobs.Deadline = f.deadline
	}
	if f.given("retention") {
		o.Retention = &f.retention
		knobs.Retention = f.retention
	}
	f.processingOverrides(&o, &knobs)
	knobs.Mutations = f.mutations
	if err := knobs.ValidateKnobs(); err != nil {
		return engine.Named{}, engine.Params{}, err
	}
	named, err := engine.LookupScenario(cmp.Or(f.scenarioName, engine.DefaultScenario))
	if err != nil {
		return named, engine.Params{}, err
	}
	if f.given("fixture") {
		if f.given("scenario") {
			return named, engine.Params{}, &engine.ParamError{Field: "fixture", Value: strconv.Quote(f.fixture), Reason: "and --scenario exclude each other"}
		}
		events, err := readFixture(f.fixture)
		if err != nil {
			return named, engine.Params{}, err
		}
		afterFixtureRead()
		name := "stdin"
		if f.fixture != "-" {
			name = fixtureName(f.fixture)
		}
		sc := engine.FromEvents(name, events)
		named = engine.Named{Name: sc.Name, Fixture: &sc, Defaults: engine.Params{Seed: sc.DefaultSeed}}
	}
	if named, err = named.WithModel(f.modelSettings()); err != nil {
		return named, engine.Params{}, err
	}
	p, err := named.Resolve(o)
	return named, p, err
}

// readFixture reads a fixture from a regular file, or from standard input
// for "-". Anything else (a directory, a FIFO, a device, a socket) is
// refused before it is opened for reading (infile.Open), so nothing can
// hang on it.
func readFixture(path string) ([]engine.Event, error) {
	shown := fixture.Quote(path)
	if path == "-" {
		events, err := fixture.Parse(os.Stdin)
		if err != nil {
			return nil, fmt.Errorf("fixture (standard input): %w", err)
		}
		return events, nil
	}
	file, err := infile.Open("fixture", path, 0) // a regular file ends: its events are bounded as they are read
	if pe := (*engine.ParamError)(nil); errors.As(err, &pe) && strings.HasSuffix(pe.Reason, "not a regular file") {
		pe.Reason += " (give - to read standard input)"
	}
	if err != nil {
		return nil, err
	}
	defer file.Close()
	events, err := fixture.Parse(file)
	if err != nil {
		return nil, fmt.Errorf("fixture %s: %w", shown, err)
	}
	return events, nil
}

func describeOpenError(err error) string {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}

func (f *runFlags) given(name string) bool {
	found := false
	f.fs.Visit(func(fl *flag.Flag) { found = found || fl.Name == name })
	return found
}

func baseName(path string) string {
	if i := strings.LastIndexAny(path, `/\`); i >= 0 {
		return path[i+1:]
	}
	return path
}

// fixtureName is the scenario name a fixture file gives: its base name
// without .json, as it is (the table and JSON quote or escape it once),
// with any control or format character or invalid byte, which could move a
// terminal when the JSON is printed, replaced by U+FFFD.
func fixtureName(path string) string {
	name := strings.ToValidUTF8(strings.TrimSuffix(baseName(path), ".json"), "\uFFFD")
	return strings.Map(func(r rune) rune {
		if unicode.IsControl(r) || unicode.Is(unicode.Cf, r) {
			return '\uFFFD'
		}
		return r
	}, name)
}
