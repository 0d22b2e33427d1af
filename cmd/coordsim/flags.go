package main

import (
	"bytes"
	"cmp"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"coordsim/engine"
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
	mutations    mutationList
	json         bool
	// linearizability is where run writes porcupine's visualization.
	linearizability string
	synopsis        string
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
	f.fs.StringVar(&f.seed, "seed", "", fmt.Sprintf("seed, an integer in 0..18446744073709551615 (default %d)", engine.ReferenceSeed))
	f.fs.StringVar(&f.fixture, "fixture", "", "fixture file: the harness's EVENTS list as JSON (default: the lesson's six events)")
	if full {
		f.fs.StringVar(&f.scenarioName, "scenario", engine.DefaultScenario, "named scenario ("+engine.ScenarioNames()+")")
	}
	if full {
		f.fs.Int64Var(&f.partition, "partition", 0, "partition length in ticks from its start (default: the fixture's, 4 in the lesson)")
		f.fs.Int64Var(&f.deadline, "deadline", 0, fmt.Sprintf("recovery deadline tick (default %d)", engine.ReferenceDeadline))
		f.fs.Int64Var(&f.retention, "retention", 0, "dedupe retention in ticks (default: entries never expire)")
		f.fs.Var(&f.mutations, "mutation", "switch a defense off; repeat or comma-separate ("+engine.MutationNames()+")")
		f.fs.BoolVar(&f.json, "json", false, "print the whole run as JSON instead of a table")
		if name == "run" {
			f.fs.StringVar(&f.linearizability, "linearizability", "", "also write porcupine's page of what users are told and its linearization to this HTML file")
			declareSVG(f)
		}
	}
	return f
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
	fmt.Fprintf(out, "Usage: coordsim %s [flags]\n\n%s\n\nFlags:\n", f.fs.Name(), f.synopsis)
	f.fs.SetOutput(out)
	f.fs.PrintDefaults()
	f.fs.SetOutput(io.Discard)
}

// parse reads args; it returns errHelp after writing help to out.
func (f *runFlags) parse(args []string, out *bytes.Buffer) error {
	if err := f.fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			f.help(out)
			return errHelp
		}
		return fmt.Errorf("%v (see coordsim %s --help)", err, f.fs.Name())
	}
	if f.fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q (see coordsim %s --help)", f.fs.Arg(0), f.fs.Name())
	}
	// An explicit 0 would silently mean "the fixture's own"; say so instead.
	var err error
	f.fs.Visit(func(fl *flag.Flag) {
		if err == nil && (fl.Name == "partition" || fl.Name == "deadline") && fl.Value.String() == "0" {
			err = &engine.ParamError{Field: fl.Name, Value: "0", Reason: "must be at least 1"}
		}
	})
	return err
}

// load reads the fixture or the named scenario, and the parameters with
// the scenario's defaults for every knob not given.
func (f *runFlags) load() (engine.Named, engine.Params, error) {
	named, err := engine.LookupScenario(cmp.Or(f.scenarioName, engine.DefaultScenario))
	if err != nil {
		return named, engine.Params{}, err
	}
	if f.fixture != "" {
		if f.given("scenario") {
			return named, engine.Params{}, &engine.ParamError{Field: "fixture", Value: f.fixture, Reason: "and --scenario exclude each other"}
		}
		file, err := os.Open(f.fixture)
		if err != nil {
			return named, engine.Params{}, fmt.Errorf("fixture: %v", err)
		}
		defer file.Close()
		events, err := engine.ParseFixture(file)
		if err != nil {
			return named, engine.Params{}, fmt.Errorf("fixture %s: %w", f.fixture, err)
		}
		sc := engine.FromEvents(strings.TrimSuffix(baseName(f.fixture), ".json"), events)
		named = engine.Named{Name: sc.Name, Fixture: &sc, Defaults: engine.Params{Seed: sc.DefaultSeed}}
	}
	var o engine.Overrides
	o.Mutations = f.mutations
	if f.seed != "" {
		s, err := engine.ParseSeed(f.seed)
		if err != nil {
			return named, engine.Params{}, err
		}
		o.Seed = &s
	}
	if f.given("partition") {
		o.Partition = &f.partition
	}
	if f.given("deadline") {
		o.Deadline = &f.deadline
	}
	if f.given("retention") {
		o.Retention = &f.retention
	}
	p, err := named.Resolve(o)
	return named, p, err
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
