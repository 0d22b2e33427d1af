// Command coordsim runs the coordination simulator headless: the same engine
// the page runs, printing the same traces.
//
//	coordsim run     [flags]   one run: trace table (or --json), outcome, invariants
//	coordsim report  [flags]   the lesson harness's report as JSON
//	coordsim replay  [flags]   run twice; are the traces identical? trace SHA-256
//	coordsim sweep   [flags]   every (seed, partition) cell on all cores: CSV/JSON rows,
//	                           the smallest violating seed and its share URL
//	coordsim analyze [flags]   the failure analysis: analysis.md and analysis.svg
//	coordsim evidence [flags]  the lesson's evidence for one run: the files the page exports
//	coordsim verify ZIP|DIR    check an export: every file made again, its runs replayed
//
// Bad input prints one line naming the field and value to stderr and exits 2,
// with nothing on stdout.
package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"syscall"
	"unicode"
	"unicode/utf8"
)

// errHelp marks a request for help, whose text is already written.
var errHelp = errors.New("help requested")

type command struct {
	name    string
	summary string
	run     func(args []string, out *bytes.Buffer) error
	// stream, when set, is used instead of run by a command whose output may
	// be too large to hold in memory, or that reports progress: it writes to
	// the real stdout and stderr itself. It must validate all its input
	// before writing anything to stdout, and marks a failure after that
	// point with writeFailure (exit 1) rather than as bad input (exit 2).
	stream func(args []string, std stdio) error
}

// stdio is what a streaming command writes to: help text goes to help (and
// is printed by Main, as for the other commands).
type stdio struct {
	out, err io.Writer
	help     *bytes.Buffer
}

// writeFailure marks an error that happened after output began: Main
// reports it on one line and exits 1.
type writeFailure struct{ err error }

func (w *writeFailure) Error() string { return w.err.Error() }
func (w *writeFailure) Unwrap() error { return w.err }

func commands() []command {
	return []command{
		{"run", "run one scenario and print its trace, outcome and invariants", nil, cmdRun},
		{"report", "print the lesson harness's report (JSON) for a fixture and seed", nil, cmdReport},
		{"replay", "run twice and print whether the traces are identical, with the trace SHA-256", nil, cmdReplay},
		{"shrink", "from a run where an invariant breaks, the smallest set of its forced faults that still breaks it", nil, cmdShrink},
		{"sweep", "run every (seed, partition) cell on all cores; rows as CSV/JSON, smallest violating seed", nil, cmdSweep},
		{"analyze", "write the failure analysis (analysis.md, analysis.svg) across partition lengths", cmdAnalyze, nil},
		{"worlds", "fork a run at a timed-out attempt into the three worlds its client cannot tell apart", cmdWorlds, nil},
		{"propose", "evaluate a proposal for the long partition (deadline, retention, reconciliation) over seeds x lengths", nil, cmdPropose},
		{"evidence", "write the lesson's evidence for one run (trace, decision record, failure analysis) into a new directory", cmdEvidence, nil},
		{"verify", "check a learner's evidence export: make every file again, replay its runs, grade its answers again", nil, cmdVerify},
		{"challenge", "list the challenges, judge solution links, search for the fewest moves that break a goal", nil, cmdChallenge},
		{"flp", "search the FLP world: three processes, the network as adversary; valence, disagreement, undecided for ever", nil, cmdFLP},
	}
}

func main() {
	command := ""
	if len(os.Args) > 1 {
		command = oneLine(os.Args[1])
	}
	watchSignals(command, os.Stderr)
	os.Exit(Main(os.Args[1:], os.Stdout, os.Stderr))
}

// Main runs the CLI and returns its exit code: 0 on success, 2 on bad input,
// 1 on a failure writing the output.
func Main(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		fmt.Fprint(stdout, usage())
		return 0
	}
	for _, c := range commands() {
		if c.name != args[0] {
			continue
		}
		var out bytes.Buffer
		var err error
		if c.stream != nil {
			err = c.stream(args[1:], stdio{out: stdout, err: stderr, help: &out})
		} else {
			err = c.run(args[1:], &out)
		}
		if errors.Is(err, errHelp) {
			_, _ = stdout.Write(out.Bytes())
			return 0
		}
		var intr *interrupted
		if errors.As(err, &intr) {
			fmt.Fprintf(stderr, "coordsim %s: %s\n", c.name, oneLine(intr.Error()))
			return exitCode(intr.sig)
		}
		if errors.Is(err, syscall.EPIPE) {
			// The reader of stdout went away (| head): as SIGPIPE would
			// end the process, had it not been asked to hear it.
			fmt.Fprintf(stderr, "coordsim %s: stopped by SIGPIPE: the reader of its output went away\n", c.name)
			return exitCode(syscall.SIGPIPE)
		}
		var unsolved *notAllSolved
		if errors.As(err, &unsolved) {
			fmt.Fprintf(stderr, "coordsim %s: %s\n", c.name, unsolved.Error())
			return 1
		}
		var unverified *notVerified
		if errors.As(err, &unverified) {
			fmt.Fprintf(stderr, "coordsim %s: %s\n", c.name, unverified.Error())
			return 1
		}
		var failed *writeFailure
		if errors.As(err, &failed) {
			fmt.Fprintf(stderr, "coordsim %s: %s\n", c.name, oneLine(err.Error()))
			return 1
		}
		if err != nil {
			// One line, nothing half-printed on stdout.
			fmt.Fprintf(stderr, "coordsim %s: %s\n", c.name, oneLine(err.Error()))
			return 2
		}
		if _, err := stdout.Write(out.Bytes()); err != nil {
			fmt.Fprintf(stderr, "coordsim %s: writing output: %v\n", c.name, err)
			if errors.Is(err, syscall.EPIPE) {
				return exitCode(syscall.SIGPIPE)
			}
			return 1
		}
		return 0
	}
	fmt.Fprintf(stderr, "coordsim: unknown command %q (commands: %s; see coordsim --help)\n", args[0], commandNames())
	return 2
}

func usage() string {
	var b strings.Builder
	b.WriteString("coordsim: the coordination simulator, headless.\n\nUsage: coordsim <command> [flags]\n\nCommands:\n")
	for _, c := range commands() {
		fmt.Fprintf(&b, "  %-9s %s\n", c.name, c.summary)
	}
	b.WriteString("\nRun 'coordsim <command> --help' for a command's flags.\n")
	return b.String()
}

func commandNames() string {
	var names []string
	for _, c := range commands() {
		names = append(names, c.name)
	}
	return strings.Join(names, ", ")
}

// oneLine is s on one line with nothing a terminal would act on: runs of
// white space become one space, and any other control or format character
// (and any invalid byte) is written as an escape.
func oneLine(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	var b strings.Builder
	for i, r := range s {
		switch {
		case r == utf8.RuneError && !strings.HasPrefix(s[i:], "\uFFFD"):
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case unicode.IsControl(r) || unicode.Is(unicode.Cf, r):
			q := strconv.QuoteRuneToASCII(r)
			b.WriteString(q[1 : len(q)-1])
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}
