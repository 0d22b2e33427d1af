package main

// coordsim shrink (issue 56, item 2): from a run where an invariant breaks,
// the smallest set of its faults (a generated story's forced faults and
// its luck's, engine.Named.ShrinkLucky; a fixture's events,
// engine.Named.ShrinkEvents) that still breaks it, as a share link and as
// a story of at most five steps in the catalogue's words.

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"time"

	"coordsim/engine"
	"coordsim/internal/catalog"
	"coordsim/internal/share"
	"coordsim/internal/why"
)

func cmdShrink(args []string, std stdio) error {
	f := newRunFlags("shrink", "From a run where an invariant breaks (--url LINK, or the run flags), finds a smallest set of its\nfaults that still breaks it (a generated story's forced faults and its seed's luck, as forced faults\nwith the story's fault rates at 0; a fixture's events): each left out while the run still breaks\nthe invariant, until leaving out any one that remains keeps it holding. Prints the set, its share\nlink and the story it tells, in at most five steps.", true)
	inv := f.fs.String("invariant", "", "the invariant to keep broken (default: the first the run breaks)")
	lang := f.fs.String("lang", "en", "the story's language: en or ja")
	baseURL := f.fs.String("base-url", defaultBaseURL, "the page's address, for the share link")
	limit := f.fs.Duration("time-limit", time.Minute, "stop after this long with the smallest set found so far (it still breaks the invariant,\nbut may not be 1-minimal; exit 1)")
	if err := f.parse(args, std.help); err != nil {
		return err
	}
	if !slices.Contains(catalog.Langs, *lang) {
		return &engine.ParamError{Field: "lang", Value: strconv.Quote(*lang), Reason: "must be en or ja"}
	}
	if *limit <= 0 {
		return &engine.ParamError{Field: "time-limit", Value: limit.String(), Reason: "must be more than 0s"}
	}
	base, err := parseBaseURL(*baseURL)
	if err != nil {
		return err
	}
	named, p, err := f.load()
	if err != nil {
		return err
	}
	res, err := named.Run(p)
	if err != nil {
		return err
	}
	i := slices.IndexFunc(res.Invariants, func(v engine.Verdict) bool { return !v.Holds && (*inv == "" || v.Name == *inv) })
	if i < 0 {
		return &engine.ParamError{Field: "invariant", Value: strconv.Quote(*inv), Reason: "does not break in this run: nothing to shrink"}
	}
	name := res.Invariants[i].Name
	bound, shown := engine.Within(time.Now().Add(*limit)), false
	if isTerminal(std.err) { // a line rewritten with \r is for a terminal; a log gets the answer alone
		bound.Progress = func(runs, kept int) {
			if runs%256 == 0 {
				fmt.Fprintf(std.err, "shrink: %d runs, %d kept\r", runs, kept)
				shown = true
			}
		}
	}
	sh, err := shrinkRun(named, p, name, bound)
	if shown {
		fmt.Fprintln(std.err)
	}
	if err != nil {
		return err
	}
	sh.tell(std.out, *lang, name, len(p.Faults))
	s, err := f.linkStateOf(named, p)
	if err != nil {
		return err
	}
	s.Lang = *lang
	link, err := sh.link(base, s, i)
	if err != nil {
		return err
	}
	fmt.Fprintln(std.out, link)
	fmt.Fprintln(std.out, catalog.T(*lang, "shrink.story"))
	for n, step := range sh.Story(*lang, name) {
		if _, err := fmt.Fprintf(std.out, "  %d. %s\n", n+1, step); err != nil {
			return &writeFailure{err}
		}
	}
	if sh.Stopped {
		return &writeFailure{fmt.Errorf("%w (--time-limit %s)", engine.ErrShrinkStopped, *limit)}
	}
	return nil
}

// shrunk is what shrink found (why.Shrunk), and its share link.
type shrunk struct{ why.Shrunk }

// shrinkRun shrinks the run of named with p that breaks invariant inv
// (why.Shrink), within b.
func shrinkRun(named engine.Named, p engine.Params, inv string, b engine.ShrinkBound) (shrunk, error) {
	sh, err := why.Shrink(named, p, inv, b)
	return shrunk{sh}, err
}

// link is the share link of the small run on the page at base: s, the
// shrunk run's state, made the small run's, open where invariant i breaks.
func (sh *shrunk) link(base string, s share.State, i int) (string, error) {
	s = sh.State(s)
	s.T = sh.Small.Invariants[i].Tick
	return checkedLink(base, s, sh.Small)
}

// tell writes what shrink kept, in lang: how many of how many, how many
// were the seed's luck (forced of them were the run's own), and each.
func (sh *shrunk) tell(w io.Writer, lang, inv string, forced int) {
	for _, line := range sh.Said(lang, inv, forced) {
		fmt.Fprintln(w, line)
	}
	if sh.Events != nil {
		for _, e := range sh.Events {
			fmt.Fprintf(w, "  %s %s %d\n", e.ID, e.Kind, e.Tick)
		}
		return
	}
	for _, fault := range sh.Kept {
		fmt.Fprintf(w, "  %s\n", fault)
	}
}
