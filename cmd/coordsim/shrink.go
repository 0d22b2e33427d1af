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
	"coordsim/internal/analysis"
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
	kept, err := named.Shrink(p, name)
	if err != nil {
		return err
	}
	q := p
	q.Faults = kept
	small, err := named.Run(q)
	if err != nil {
		return err
	}
	v := small.Invariants[i]
	deadline := p.Deadline
	if deadline == 0 {
		deadline = named.DefaultDeadline()
	}
	t := func(key string, args ...string) string { return catalog.T(*lang, "shrink."+key, args...) }
	fmt.Fprintln(std.out, t("kept", "invariant", name, "kept", strconv.Itoa(len(kept)), "all", strconv.Itoa(len(p.Faults))))
	for _, fault := range kept {
		fmt.Fprintf(std.out, "  %s\n", fault)
	}
	link := q
	if link.Partition == 0 { // the story's own length, as the page's slider shows it
		link.Partition = named.DefaultPartition()
	}
	if link.Partition == 0 { // a story with no partition: the page keeps its slider's own value, unused
		link.Partition = share.Defaults.Partition
	}
	fmt.Fprintln(std.out, analysis.ShareURLOf(base, named.Name, link, deadline, v.Tick, *lang, small))
	fmt.Fprintln(std.out, t("story"))
	for n, step := range render.ShrinkStory(*lang, kept, v) {
		if _, err := fmt.Fprintf(std.out, "  %d. %s\n", n+1, step); err != nil {
			return &writeFailure{err}
		}
	}
	return nil
}
