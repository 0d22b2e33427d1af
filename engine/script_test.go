package engine_test

// Data-driven scripts: the engine's stories as a reader can diff them.
//
// Each file in testdata/script holds cases in the format of
// github.com/cockroachdb/datadriven (as etcd raft's testdata/*.txt use it),
// read by internal/scripttest:
//
//	# a comment
//	run scenario=response-lost partition=9 mutations=dedupe-off
//	----
//	----
//	the output, which may hold blank lines when framed by a double ----
//	----
//	----
//
// Commands:
//
//	run [scenario=NAME] [seed=N] [partition=N] [deadline=N] [retention=N]
//	    [processing=N] [lease=N]
//	    [mutations=M,M] [faults=F,F] [fixture=EDIT]
//	    runs NAME (default reference) with the story's defaults for every knob
//	    not given and prints render.RunTable: the bytes `coordsim run` prints.
//	    faults= are the learner's interventions, in faults= grammar
//	    (internal/share). fixture= edits the story's fixture first (see fixtureEdits). A
//	    rejected parameter prints "error: " and the error.
//	facts
//	    what the last run's table does not show: the dedupe store, the counts
//	    per key, every order's state, the entries the learner's
//	    interventions made (by you), and the generated messages (flights).
//	    Trace entries are named by their row in the table (its # column,
//	    from 1), not by their index.
//
// go test ./engine -run Scripts -rewrite writes the output the engine gives
// today in place of the expected output; review the diff. The scripts also
// run under GOOS=js GOARCH=wasm, which is how native and WebAssembly runs are
// held byte-equal.

import (
	"bytes"
	"cmp"
	"flag"
	"fmt"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"text/tabwriter"

	"coordsim/engine"
	_ "coordsim/internal/catalog/offpage" // the run table's words
	"coordsim/internal/render"
	"coordsim/internal/scripttest"
	"coordsim/internal/share"
)

var rewrite = flag.Bool("rewrite", false, "rewrite the expected output of testdata/script/*.txt with what the engine gives")

// fixtureEdits are the edited fixtures a script can name with fixture=.
var fixtureEdits = map[string]func(*engine.Scenario){
	// Every message has the same delivery priority, so the release order
	// after the partition comes from the seeded draws alone.
	"tied-priorities": func(sc *engine.Scenario) {
		for i := range sc.Events {
			sc.Events[i].DeliveryPriority = 0
		}
	},
	// The learner's moves, made as the page and challenges make them
	// (EditFor): hold the first message at the partition line with those
	// sent after it; and, in the second, lose the network's copy as well.
	"hold-first": func(sc *engine.Scenario) {
		move(sc, sc.Events[0].ID, engine.MoveHold)
	},
	"hold-first-lose-copy": func(sc *engine.Scenario) {
		move(sc, sc.Events[0].ID, engine.MoveHold)
		move(sc, "e3-confirm-copy", engine.MoveDrop)
	},
}

// move makes the learner's move m on event id's first trace entry.
func move(sc *engine.Scenario, id string, m engine.Move) {
	named := engine.Named{Name: sc.Name, Fixture: sc}
	r, err := named.Run(engine.Params{Seed: sc.DefaultSeed})
	if err != nil {
		panic(err)
	}
	entry := slices.IndexFunc(r.Trace, func(e engine.TraceEntry) bool { return e.EventID == id })
	sc.Events, err = named.EditFor(r, sc.Events, engine.Intervention{Entry: entry, Move: m})
	if err != nil {
		panic(err)
	}
}

func TestScripts(t *testing.T) {
	scripttest.RunDir(t, filepath.Join("testdata", "script"), *rewrite, func() func(string) (string, error) {
		var last *engine.Result
		return func(cmd string) (string, error) { return runCase(cmd, &last) }
	})
}

// runCase runs one command line; last is the run facts reads.
func runCase(line string, last **engine.Result) (string, error) {
	fields := strings.Fields(line)
	args := map[string]string{}
	var order []string
	for _, f := range fields[1:] {
		k, v, _ := strings.Cut(f, "=")
		if _, dup := args[k]; dup {
			return "", fmt.Errorf("%s given twice", k)
		}
		args[k] = v
		order = append(order, k)
	}
	switch fields[0] {
	case "run":
		return scriptRun(args, order, last)
	case "facts":
		if len(args) > 0 {
			return "", fmt.Errorf("facts takes no arguments")
		}
		if *last == nil {
			return "", fmt.Errorf("facts before any run")
		}
		return facts(*last), nil
	}
	return "", fmt.Errorf("unknown command %q (known: run, facts)", fields[0])
}

func scriptRun(args map[string]string, order []string, last **engine.Result) (string, error) {
	*last = nil
	named, err := engine.LookupScenario(cmp.Or(args["scenario"], engine.DefaultScenario))
	if err != nil {
		return "", err
	}
	var o engine.Overrides
	for _, k := range order {
		v := args[k]
		var err error
		switch k {
		case "scenario":
		case "seed":
			var seed uint64
			seed, err = engine.ParseSeed(v)
			o.Seed = &seed
		case "partition":
			o.Partition, err = parseTicks(v)
		case "deadline":
			o.Deadline, err = parseTicks(v)
		case "retention":
			o.Retention, err = parseTicks(v)
		case "processing":
			o.Processing, err = parseTicks(v)
		case "lease":
			o.Lease, err = parseTicks(v)
		case "mutations":
			o.Mutations, err = engine.ParseMutations(v)
		case "faults":
			o.Faults, err = share.ParseFaults(v)
		case "fixture":
			edit, ok := fixtureEdits[v]
			if !ok {
				return "", fmt.Errorf("fixture=%s: no such edit", v)
			}
			if named.Fixture == nil {
				return "", fmt.Errorf("fixture=%s: scenario %s is generated, not a fixture", v, named.Name)
			}
			sc := *named.Fixture
			sc.Events = slices.Clone(sc.Events)
			edit(&sc)
			named.Fixture = &sc
		default:
			return "", fmt.Errorf("unknown argument %q (known: scenario, seed, partition, deadline, retention, processing, lease, mutations, faults, fixture)", k)
		}
		if err != nil {
			return "", fmt.Errorf("%s=%s: %v", k, v, err)
		}
	}
	p, err := named.Resolve(o)
	if err != nil {
		return "error: " + err.Error() + "\n", nil
	}
	r, err := named.Run(p)
	if err != nil {
		return "error: " + err.Error() + "\n", nil
	}
	var b bytes.Buffer
	if err := render.RunTable(&b, r); err != nil {
		return "", err
	}
	*last = r
	return b.String(), nil
}

// facts prints what the run table leaves out.
func facts(r *engine.Result) string {
	var b strings.Builder
	tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	fmt.Fprintf(&b, "held by the partition: %d\n", r.Counts.Buffered)
	fmt.Fprintln(&b, "dedupe store:")
	if len(r.Store) == 0 {
		fmt.Fprintln(&b, "  (empty)")
	}
	for _, s := range r.Store {
		fmt.Fprintf(tw, "  %s\tstored at tick %d\treused %d\tinput %s\tstate %s\n", s.Key, s.StoredTick, s.ReuseCount, s.InputFingerprint.Short(), s.Result.State)
	}
	tw.Flush()
	fmt.Fprintln(&b, "per key:")
	for _, k := range r.Keys {
		fmt.Fprintf(tw, "  %s\tapplied %d\treused %d\tcommits %d\n", k.Key, k.Applied, k.Reuses, k.Commits)
	}
	tw.Flush()
	fmt.Fprintln(&b, "orders:")
	for _, o := range r.Orders {
		fmt.Fprintf(&b, "  %s %s\n", o.ID, o.State)
	}
	byYou(&b, r)
	if len(r.Flights) == 0 {
		return b.String()
	}
	fmt.Fprintln(&b, "messages on the network:")
	fmt.Fprintln(tw, "  ID\tOP\tCLIENT\tATTEMPT\tCOPY\tSENT\tHELD FROM\tARRIVE\tTRACE\tANSWERS\tDROPPED")
	for _, f := range r.Flights {
		dir := "response"
		if f.Request {
			dir = "request"
		}
		fmt.Fprintf(tw, "  %s\t%s %s\t%d\t%d\t%v\t%d\t%s\t%d\t%s\t%s\t%s\n", f.ID, f.Op, dir, f.Client, f.Attempt, f.Copy, f.Sent, dash(f.HeldFrom), f.Arrive, row(f.Trace), row(f.Answers), cmp.Or(f.Dropped, "-"))
	}
	tw.Flush()
	return b.String()
}

// byYou lists the entries the learner's interventions made, if any.
func byYou(b *strings.Builder, r *engine.Result) {
	var rows []string
	for i, e := range r.Trace {
		if e.ByYou {
			rows = append(rows, fmt.Sprintf("  %s %s %s %s", row(i), e.Kind, e.EventID, e.Delivery))
		}
	}
	if len(rows) > 0 {
		fmt.Fprintf(b, "by you:\n%s\n", strings.Join(rows, "\n"))
	}
}

// row is trace index i as the table numbers its row (from 1), or - for
// the -1 that means none.
func row(i int) string {
	if i < 0 {
		return "-"
	}
	return strconv.Itoa(i + 1)
}

// dash is n, or - for the -1 that means none.
func dash(n int64) string {
	if n < 0 {
		return "-"
	}
	return strconv.FormatInt(n, 10)
}

// parseTicks reads a stated tick count.
func parseTicks(v string) (*int64, error) {
	n, err := strconv.ParseInt(v, 10, 64)
	return &n, err
}
