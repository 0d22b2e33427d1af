package main

import (
	"flag"
	"fmt"
	"io"
	"net/url"
	"strconv"
	"strings"

	"coordsim/engine"
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
