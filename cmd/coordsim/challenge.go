package main

import (
	"bufio"
	"encoding/csv"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/url"
	"runtime/debug"
	"strconv"
	"strings"
	"time"

	"coordsim/engine"
	"coordsim/engine/encode"
	"coordsim/internal/catalog"
	"coordsim/internal/challenge"
	"coordsim/internal/flpview"
	"coordsim/internal/infile"
	"coordsim/internal/share"
)

// cmdChallenge is `coordsim challenge list|check|search`: the challenges,
// the grading of learners' solution links, and the bounded search.
func cmdChallenge(args []string, std stdio) error {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" {
		std.help.WriteString(challengeUsage)
		return errHelp
	}
	switch args[0] {
	case "list":
		if err := parseChallengeFlags(flag.NewFlagSet("challenge list", flag.ContinueOnError), args[1:], std); err != nil {
			return err
		}
		for _, c := range challenge.All {
			fmt.Fprintf(std.out, "%-22s par %d  %s\n", c.ID, c.Par, catalog.T("en", "challenge."+c.ID+".goal"))
		}
		return nil
	case "check":
		return challengeCheck(args[1:], std)
	case "search":
		return challengeSearch(args[1:], std)
	}
	return &engine.ParamError{Field: "challenge", Value: strconv.Quote(args[0]), Reason: "is not a subcommand (list, check, search)"}
}

const challengeUsage = `Usage: coordsim challenge list
       coordsim challenge check [--csv] URL... | --file urls.txt
       coordsim challenge search --id ID [--moves N] [--defended] [--timeout D] [--memory MB]

Challenges: break a guarantee in the fewest moves from a fixed setup.

  list     one line per challenge: its id, its par (the fewest moves) and its goal
  check    judge solution links (the page's share link, with challenge=ID): one line
           each (id, solved or not-solved, moves, par, why); --csv for CSV; exit 0
           only when every one is solved, 1 when some are not
  search   try every schedule of at most N allowed moves (default 3), fewest first,
           and print the smallest that reaches the goal as a solution link, or that
           none exists within N; --defended searches the setup with every defense on
`

// parseChallengeFlags parses a challenge subcommand's flags. --help prints
// the challenge usage and the subcommand's flags, as every command's
// --help does (it used to be a bad-input error, and list ignored it); list
// takes no argument.
func parseChallengeFlags(fs *flag.FlagSet, args []string, std stdio) error {
	fs.SetOutput(io.Discard)
	err := fs.Parse(args)
	name := strings.TrimPrefix(fs.Name(), "challenge ")
	switch {
	case errors.Is(err, flag.ErrHelp):
		std.help.WriteString(challengeUsage)
		if hasFlags(fs) {
			std.help.WriteString("\nFlags of " + name + ":\n")
			fs.SetOutput(std.help)
			fs.PrintDefaults()
		}
		return errHelp
	case err != nil:
		return &engine.ParamError{Field: name, Value: strings.Join(args, " "), Reason: err.Error()}
	case name == "list" && fs.NArg() > 0:
		return &engine.ParamError{Field: name, Value: strconv.Quote(fs.Arg(0)), Reason: "is an argument; list takes none"}
	}
	return nil
}

func hasFlags(fs *flag.FlagSet) bool {
	n := 0
	fs.VisitAll(func(*flag.Flag) { n++ })
	return n > 0
}

// notAllSolved is check's verdict when some links are not solutions: the
// lines are printed, and the command exits 1.
type notAllSolved struct{ unsolved, of int }

func (e *notAllSolved) Error() string {
	return fmt.Sprintf("%d of %d links are not solved", e.unsolved, e.of)
}

// challengeCheck judges each link, given as arguments or one a line in
// --file.
func challengeCheck(args []string, std stdio) error {
	fs := flag.NewFlagSet("challenge check", flag.ContinueOnError)
	asCSV := fs.Bool("csv", false, "print CSV")
	file := fs.String("file", "", "a file of links, one a line")
	if err := parseChallengeFlags(fs, args, std); err != nil {
		return err
	}
	links := fs.Args()
	if *file != "" {
		more, err := readLinks(*file)
		if err != nil {
			return err
		}
		links = append(links, more...)
	}
	if len(links) == 0 {
		return &engine.ParamError{Field: "check", Value: `""`, Reason: "needs links to judge (arguments or --file)"}
	}
	w := csv.NewWriter(std.out)
	if *asCSV {
		_ = w.Write([]string{"link", "id", "verdict", "moves", "par", "why"})
	}
	unsolved := 0
	for i, link := range links {
		row := judgeLink(link)
		if row[2] != "solved" {
			unsolved++
		}
		if *asCSV {
			_ = w.Write(append([]string{strconv.Itoa(i + 1)}, row[1:]...))
		} else {
			fmt.Fprintf(std.out, "%d %-22s %-10s moves %s par %s  %s\n", i+1, row[1], row[2], row[3], row[4], row[5])
		}
	}
	w.Flush()
	if unsolved > 0 {
		return &notAllSolved{unsolved, len(links)}
	}
	return nil
}

// judgeLink is one check line: the link's number (filled by the caller),
// the challenge, solved or not, moves, par and why.
func judgeLink(link string) [6]string {
	bad := func(why string) [6]string { return [6]string{"", "-", "not-solved", "-", "-", why} }
	u, err := url.Parse(strings.TrimSpace(link))
	if err != nil || len(link) > 1<<16 {
		return bad("not-a-link")
	}
	s, probs := share.Parse(u.RawQuery)
	if len(probs) > 0 {
		return bad("bad-link: " + oneLine(probs[0].Message))
	}
	if s.View == "flp" && s.Challenge == "" {
		return judgeFLPLink(s)
	}
	c, ok := challenge.Lookup(s.Challenge)
	if !ok {
		return bad("no-challenge")
	}
	v, err := challenge.Judge(c, s)
	if err != nil {
		return [6]string{"", c.ID, "not-solved", "-", strconv.Itoa(c.Par), "run-failed"}
	}
	verdict := "not-solved"
	if v.Solved {
		verdict = "solved"
	}
	why := v.Why
	if d := v.Departed; d != nil { // judged on this engine's run, which is not the link's
		why += "; run-changed-at-row-" + strconv.Itoa(d.Row)
		if d.Row == 0 {
			why = v.Why + "; run-changed-after-row-" + strconv.Itoa(encode.LinkRows)
		}
	}
	return [6]string{"", c.ID, verdict, strconv.Itoa(v.Moves), strconv.Itoa(c.Par), why}
}

// judgeFLPLink is check's line for a view=flp play: the challenge of its
// protocol and rule (each has its own), met or not, in how many moves (no
// par: the adversary's is a length to reach, the others' any play). A move
// the network cannot make is the link's problem.
func judgeFLPLink(s share.State) [6]string {
	v := flpview.Of(s, "en")
	if len(v.Problems) > 0 {
		return [6]string{"", "-", "not-solved", "-", "-", "bad-link: " + oneLine(v.Problems[0])}
	}
	for _, c := range v.Challenges {
		if !c.Active {
			continue
		}
		verdict, why := "not-solved", "not-yet"
		if c.Done {
			verdict, why = "solved", "solved"
		}
		return [6]string{"", c.ID, verdict, strconv.Itoa(len(v.History) - 1), "-", why}
	}
	return [6]string{"", "-", "not-solved", "-", "-", "no-challenge"}
}

// maxLinksFile bounds a file of links: 16 MB is some 100,000 links; a
// line of it, maxLinkLine.
const (
	maxLinksFile = 16 << 20
	maxLinkLine  = 1 << 20
)

// readLinks reads a file of links, one a line, blank lines skipped.
func readLinks(path string) ([]string, error) {
	f, err := infile.Open("file", path, maxLinksFile)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<16), maxLinkLine)
	lines := 0
	for sc.Scan() {
		lines++
		if line := strings.TrimSpace(sc.Text()); line != "" {
			out = append(out, line)
		}
	}
	if err := sc.Err(); errors.Is(err, bufio.ErrTooLong) {
		return nil, &engine.ParamError{Field: "file", Value: strconv.Quote(path), Reason: fmt.Sprintf("line %d is over %d KB: a link is far shorter", lines+1, maxLinkLine>>10)}
	} else if err != nil {
		return nil, &engine.ParamError{Field: "file", Value: strconv.Quote(path), Reason: "cannot be read: " + err.Error()}
	}
	return out, nil
}

// challengeSearch runs the bounded search and prints what it found.
func challengeSearch(args []string, std stdio) error {
	fs := flag.NewFlagSet("challenge search", flag.ContinueOnError)
	id := fs.String("id", "", "the challenge")
	moves := fs.Int("moves", 3, "the most moves a schedule may have (0..5)")
	defended := fs.Bool("defended", false, "search the setup with every defense on")
	timeout := fs.Duration("timeout", time.Minute, "stop after this long")
	memoryMB := fs.Int("memory", 400, "the memory the search may use, in MB (32..65536)")
	if err := parseChallengeFlags(fs, args, std); err != nil {
		return err
	}
	c, ok := challenge.Lookup(*id)
	switch {
	case !ok:
		return &engine.ParamError{Field: "id", Value: strconv.Quote(*id), Reason: "is not a challenge (known: " + challenge.IDs() + ")"}
	case *moves < 0 || *moves > 5:
		return &engine.ParamError{Field: "moves", Value: strconv.Itoa(*moves), Reason: "is out of range 0..5"}
	case *timeout <= 0:
		return &engine.ParamError{Field: "timeout", Value: timeout.String(), Reason: "must be more than 0s"}
	case *memoryMB < 32 || *memoryMB > 65536:
		return &engine.ParamError{Field: "memory", Value: strconv.Itoa(*memoryMB), Reason: "is out of range 32..65536 (MB)"}
	}
	// The collector keeps the Go heap under 90% of the limit (the rest is
	// the program and the runtime's own); the search stops when what it
	// holds reaches 40% of it, leaving the collector room to work. (At
	// half, a search on a busy machine peaked at 411 MB of RSS under 400:
	// the collector ran late.)
	limit := int64(*memoryMB) << 20
	debug.SetMemoryLimit(limit * 9 / 10)
	start, setup := c.State(), "as set"
	if *defended {
		start, setup = c.Defended(), "with every defense on"
	}
	began, shown := time.Now(), false
	progress := func(tried, depth int) {
		if tried >= 1024 { // a long search says where it is; a short one just answers
			fmt.Fprintf(std.err, "searched %d schedules (%d moves)\r", tried, depth)
			shown = true
		}
	}
	if !isTerminal(std.err) {
		progress = nil // a line rewritten with \r is for a terminal; a log gets the answer alone
	}
	r, err := challenge.Search(c, start, challenge.Limits{MaxMoves: *moves, Deadline: began.Add(*timeout), MaxHeap: uint64(limit) * 2 / 5,
		Progress: progress})
	if shown {
		fmt.Fprintln(std.err)
	}
	if err != nil {
		return err
	}
	took := time.Since(began)
	fmt.Fprintf(std.out, "challenge %s, %s: %d schedules in %.2f s (%.0f a second)\n", c.ID, setup, r.Runs, took.Seconds(), float64(r.Runs)/max(took.Seconds(), 1e-9))
	switch {
	case r.Found:
		fmt.Fprintf(std.out, "reached in %d move(s): ?%s\n", r.Moves, challenge.SolutionURL(c, r.State))
	case r.Stopped == challenge.StoppedTime:
		return &writeFailure{errors.New("stopped at the time limit: no schedule of " + strconv.Itoa(r.Depth) + " moves breaks it; more were not tried")}
	case r.Stopped == challenge.StoppedHeap:
		return &writeFailure{fmt.Errorf("stopped at the memory limit (%d MB, --memory): no schedule of %d moves breaks it; more were not tried", *memoryMB, r.Depth)}
	default:
		fmt.Fprintf(std.out, "none within %d moves\n", *moves)
	}
	return nil
}
