package main

// coordsim shrink (issue 56, item 2): from a run where an invariant breaks,
// the smallest set of its forced faults that still breaks it
// (engine.Named.Shrink), as a share link and as a story of at most five
// steps in the catalogue's words.

import (
	"fmt"
	"slices"
	"strconv"

	"coordsim/engine"
	"coordsim/internal/catalog"
	"coordsim/internal/render"
	"coordsim/internal/share"
)

func cmdShrink(args []string, std stdio) error {
	f := newRunFlags("shrink", "From a run where an invariant breaks (--url LINK, or the run flags with --fault), finds a smallest\nset of its forced faults that still breaks it: each fault left out while the run still breaks the\ninvariant, until leaving out any one that remains keeps it holding. Prints the set, its share link\nand the story it tells, in at most five steps.", true)
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
	t := func(key string, args ...string) string { return catalog.T(*lang, "shrink."+key, args...) }
	fmt.Fprintln(std.out, t("kept", "invariant", name, "kept", strconv.Itoa(len(sh.kept)), "all", strconv.Itoa(len(sh.all))))
	if lucky := len(sh.all) - len(p.Faults); lucky > 0 {
		fmt.Fprintln(std.out, t("luck", "n", strconv.Itoa(lucky)))
	}
	for _, fault := range sh.kept {
		fmt.Fprintf(std.out, "  %s\n", fault)
	}
	s, err := f.linkStateOf(named, p)
	if err != nil {
		return err
	}
	s.Faults, s.Model, s.T, s.Lang = sh.kept, share.WithSettings(s.Model, sh.settings), v.Tick, *lang
	link, err := checkedLink(base, s, sh.small)
	if err != nil {
		return err
	}
	fmt.Fprintln(std.out, link)
	fmt.Fprintln(std.out, t("story"))
	for n, step := range render.ShrinkStory(*lang, sh.kept, v) {
		if _, err := fmt.Fprintf(std.out, "  %d. %s\n", n+1, step); err != nil {
			return &writeFailure{err}
		}
	}
	return nil
}

// shrunk is what shrink found: the run's faults (the forced ones, then
// those its luck made, as forced ones), the smallest set of them that
// still breaks the invariant, the model's settings that take the luck out
// (none for a story without any) and the run with that set.
type shrunk struct {
	all, kept []engine.Fault
	settings  []engine.ModelSetting
	small     *engine.Result
}

// shrinkRun shrinks the run of named with p that breaks invariant inv. A
// generated story's luck is shrunk too (engine.Named.ShrinkLucky): its
// faults are forced, on the story with its fault rates at zero.
func shrinkRun(named engine.Named, p engine.Params, inv string) (shrunk, error) {
	var sh shrunk
	story := named
	var err error
	if named.Model != nil {
		story, sh.all, sh.kept, err = named.ShrinkLucky(p, inv)
		sh.settings = named.UnluckySettings()
	} else {
		sh.all = p.Faults
		sh.kept, err = named.Shrink(p, inv)
	}
	if err != nil {
		return sh, err
	}
	q := p
	q.Faults = sh.kept
	sh.small, err = story.Run(q)
	return sh, err
}
