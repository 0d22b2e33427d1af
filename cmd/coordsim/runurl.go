package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"net/url"
	"strconv"
	"strings"

	"coordsim/engine"
	"coordsim/internal/analysis"
	"coordsim/internal/catalog"
	"coordsim/internal/share"
)

// loadURL is load for --url: the scenario and every knob come from a share
// link's query, read by the page's own parser (internal/share), so the run
// is the one the page shows and its trace SHA-256 the page's. A value the
// page would refuse is refused here, naming it, rather than replaced by
// its default as the page does.
func (f *runFlags) loadURL() (engine.Named, engine.Params, error) {
	var others []string
	f.fs.Visit(func(fl *flag.Flag) {
		if fl.Name != "url" && fl.Name != "json" && fl.Name != "svg" && fl.Name != "linearizability" && fl.Name != "lang" && fl.Name != "why" && fl.Name != "link" {
			others = append(others, "--"+fl.Name)
		}
	})
	if len(others) > 0 {
		return engine.Named{}, engine.Params{}, &engine.ParamError{Field: "url", Value: engine.QuoteShort(f.url), Reason: "and " + strings.Join(others, ", ") + " exclude each other: the link holds every parameter"}
	}
	u, err := url.Parse(f.url)
	if err != nil || (u.Scheme != "" && u.Scheme != "http" && u.Scheme != "https") {
		return engine.Named{}, engine.Params{}, &engine.ParamError{Field: "url", Value: engine.QuoteShort(f.url), Reason: "is not a share link of the page (http or https, or just its ?query)"}
	}
	s, probs := share.Parse(u.RawQuery)
	if len(probs) > 0 {
		return engine.Named{}, engine.Params{}, &urlProblem{probs[0].Message}
	}
	// The link's run is the page's run A; a b. comparison is not run here.
	f.made, f.linkState = s.Made, s
	return s.Named(), s.Params(), nil
}

// urlProblem is a share link's value the page would refuse, in the page's
// own words ("The URL's partition value "99" must be ...").
type urlProblem struct{ message string }

func (e *urlProblem) Error() string { return "url: " + e.message }

// sayDeparture says on errs, in lang, when the run of a link given with
// --url is not the one the link was made from (its v= and h=), and the
// first trace row where they part, as the page does: the run printed is
// this engine's, and the reader should know it is not the link's.
func (f *runFlags) sayDeparture(errs io.Writer, res *engine.Result, lang string) {
	d := share.Departed(share.State{Made: f.made}, res)
	if d == nil {
		return
	}
	p := d.Problem(len(res.Trace))
	fmt.Fprintln(errs, catalog.T(lang, "page.problem."+p.Code+".sentence",
		"count", strconv.Itoa(p.Count), "min", strconv.FormatInt(p.Min, 10), "max", strconv.FormatInt(p.Max, 10)))
}

// shareLink is --link's line: the run's share link on the page, saying
// what run it shows. A --url link is written again as it was read, with
// this run's v= and h=; a named scenario's from its knobs, then read back
// and run as the page would, so that a link the page would run otherwise
// is an error here, not a link that says it departs. A fixture file or a
// model's settings are not in a link the CLI writes: an error.
func (f *runFlags) shareLink(named engine.Named, p engine.Params, res *engine.Result) (string, error) {
	if f.url != "" {
		s := f.linkState
		s.Made = share.MadeFrom(res)
		return analysis.Link(defaultBaseURL, s), nil
	}
	refuse := func(reason string) error { return errors.New("link: " + reason) }
	story, err := engine.LookupScenario(named.Name) // the named story, as the page knows it
	if err != nil {
		return "", refuse("cannot hold this run: " + err.Error())
	}
	s := share.DefaultsFor(story)
	s.Seed, s.Deadline, s.Retention, s.Processing, s.Lease = p.Seed, p.Deadline, p.Retention, p.Processing, p.Lease
	s.Mutations, s.Faults, s.Lang, s.Made = p.Mutations, p.Faults, f.lang, share.MadeFrom(res)
	if p.Partition > 0 {
		s.Partition = p.Partition
	}
	read, probs := share.Parse(share.Encode(s))
	if len(probs) > 0 {
		return "", refuse("cannot hold this run: " + probs[0].Message)
	}
	if again, err := read.Named().Run(read.Params()); err != nil || share.Departed(read, again) != nil {
		return "", refuse("cannot hold this run: the page would run another from it")
	}
	return analysis.Link(defaultBaseURL, s), nil
}

// checkLink refuses --link, before the run, for a run no link the CLI
// writes holds.
func (f *runFlags) checkLink() error {
	if f.link && f.url == "" && (f.fixture != "" || len(f.modelSettings()) > 0) {
		return errors.New("link: the CLI writes a link of a named scenario's knobs or of a --url link; a fixture file or a model's settings are not in it (the page's own share link holds them)")
	}
	return nil
}

// writeLink writes --link's line.
func writeLink(w io.Writer, f *runFlags, named engine.Named, p engine.Params, res *engine.Result) error {
	link, err := f.shareLink(named, p, res)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintln(w, catalog.T(f.lang, "runtable.link", "url", link))
	return err
}
