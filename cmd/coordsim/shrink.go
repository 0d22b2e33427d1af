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

	"coordsim/engine"
	"coordsim/internal/catalog"
	"coordsim/internal/render"
	"coordsim/internal/share"
)

func cmdShrink(args []string, std stdio) error {
	f := newRunFlags("shrink", "From a run where an invariant breaks (--url LINK, or the run flags), finds a smallest set of its\nfaults that still breaks it (a generated story's forced faults and its seed's luck, as forced faults\nwith the story's fault rates at 0; a fixture's events): each left out while the run still breaks\nthe invariant, until leaving out any one that remains keeps it holding. Prints the set, its share\nlink and the story it tells, in at most five steps.", true)
	inv := f.fs.String("invariant", "", "the invariant to keep broken (default: the first the run breaks)")
	lang := f.fs.String("lang", "en", "the story's language: en or ja")
	baseURL := f.fs.String("base-url", defaultBaseURL, "the page's address, for the share link")
	if err := f.parse(args, std.help); err != nil {
		return err
	}
	if !slices.Contains(catalog.Langs, *lang) {
		return &engine.ParamError{Field: "lang", Value: strconv.Quote(*lang), Reason: "must be en or ja"}
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
	sh, err := shrinkRun(named, p, name)
	if err != nil {
		return err
	}
	v := sh.small.Invariants[i]
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
	story := render.ShrinkStory(*lang, sh.kept, v)
	if sh.events != nil {
		story = render.ShrinkEventStory(*lang, sh.events, v)
	}
	fmt.Fprintln(std.out, link)
	fmt.Fprintln(std.out, catalog.T(*lang, "shrink.story"))
	for n, step := range story {
		if _, err := fmt.Fprintf(std.out, "  %d. %s\n", n+1, step); err != nil {
			return &writeFailure{err}
		}
	}
	return nil
}

// shrunk is what shrink found: the run's faults (the forced ones, then
// those its luck made, as forced ones), the smallest set of them that
// still breaks the invariant, the model's settings that take the luck out
// (none for a story without any), or for a fixture the smallest list of
// its events (of all); and the run with that set or list.
type shrunk struct {
	all, kept []engine.Fault
	settings  []engine.ModelSetting
	events    []engine.Event
	allEvents int
	small     *engine.Result
}

// shrinkRun shrinks the run of named with p that breaks invariant inv. A
// generated story's luck is shrunk with its forced faults
// (engine.Named.ShrinkLucky), on the story with its fault rates at zero; a
// fixture's events are shrunk (engine.Named.ShrinkEvents).
func shrinkRun(named engine.Named, p engine.Params, inv string) (shrunk, error) {
	var sh shrunk
	story := named
	var err error
	switch {
	case named.Model != nil:
		story, sh.all, sh.kept, err = engine.ShrinkLucky(named, p, inv)
		sh.settings = engine.UnluckySettings(named)
	default:
		sh.allEvents = len(named.Fixture.Events)
		sh.events, err = named.ShrinkEvents(p, inv)
		sc := *named.Fixture
		sc.Events = sh.events
		story.Fixture = &sc
	}
	if err != nil {
		return sh, err
	}
	q := p
	q.Faults = sh.kept
	sh.small, err = story.Run(q)
	return sh, err
}

// link is the share link of the small run on the page at base: s, the
// shrunk run's state, with the faults or events kept, the model's settings
// that take the luck out, open where invariant i breaks.
func (sh *shrunk) link(base string, s share.State, i int) (string, error) {
	s.Faults, s.Model, s.T = sh.kept, share.WithSettings(s.Model, sh.settings), sh.small.Invariants[i].Tick
	if sh.events != nil {
		s.Events = sh.events
	}
	return checkedLink(base, s, sh.small)
}

// tell writes what shrink kept, in lang: how many of how many, how many
// were the seed's luck (forced of them were the run's own), and each.
func (sh *shrunk) tell(w io.Writer, lang, inv string, forced int) {
	t := func(key string, args ...string) string { return catalog.T(lang, "shrink."+key, args...) }
	if sh.events != nil {
		fmt.Fprintln(w, t("keptEvents", "name", render.InvariantName(lang, inv), "code", inv, "kept", strconv.Itoa(len(sh.events)), "all", strconv.Itoa(sh.allEvents)))
		for _, e := range sh.events {
			fmt.Fprintf(w, "  %s %s %d\n", e.ID, e.Kind, e.Tick)
		}
		return
	}
	fmt.Fprintln(w, t("kept", "name", render.InvariantName(lang, inv), "code", inv, "kept", strconv.Itoa(len(sh.kept)), "all", strconv.Itoa(len(sh.all))))
	if lucky := len(sh.all) - forced; lucky > 0 {
		fmt.Fprintln(w, t("luck", "n", strconv.Itoa(lucky)))
	}
	for _, fault := range sh.kept {
		fmt.Fprintf(w, "  %s\n", fault)
	}
}
