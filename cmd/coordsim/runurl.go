package main

import (
	"flag"
	"net/url"
	"strings"

	"coordsim/engine"
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
		if fl.Name != "url" && fl.Name != "json" && fl.Name != "svg" && fl.Name != "linearizability" && fl.Name != "lang" && fl.Name != "why" {
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
	return s.Named(), s.Params(), nil
}

// urlProblem is a share link's value the page would refuse, in the page's
// own words ("The URL's partition value "99" must be ...").
type urlProblem struct{ message string }

func (e *urlProblem) Error() string { return "url: " + e.message }
