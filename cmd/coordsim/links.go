package main

// The share links the CLI writes of a run it made (run --link, shrink):
// each says what run it shows (v=, h=), and each is read back and run as
// the page would before it is printed, so that a link the page would run
// otherwise is an error here, not a link that says it departs.

import (
	"errors"
	"fmt"
	"io"

	"coordsim/engine"
	"coordsim/internal/analysis"
	"coordsim/internal/catalog"
	"coordsim/internal/share"
)

// linkStateOf is the page's state of a run of named with p: a --url
// link's own, or a named scenario's from its knobs and model flags. A
// fixture file is in no link the CLI writes: an error.
func (f *runFlags) linkStateOf(named engine.Named, p engine.Params) (share.State, error) {
	if f.url != "" {
		return f.linkState, nil
	}
	if f.fixture != "" {
		return share.State{}, errNoLinkOfFixture
	}
	return namedState(named, p, f.modelSettings())
}

// namedState is the page's state for the run of named story named with p
// and the model's settings model.
func namedState(named engine.Named, p engine.Params, model []engine.ModelSetting) (share.State, error) {
	story, err := engine.LookupScenario(named.Name) // the named story, as the page knows it
	if err != nil {
		return share.State{}, errors.New("link: cannot hold this run: " + err.Error())
	}
	s := share.DefaultsFor(story)
	s.Seed, s.Deadline, s.Retention, s.Processing, s.Lease = p.Seed, p.Deadline, p.Retention, p.Processing, p.Lease
	s.Mutations, s.Faults, s.Model = p.Mutations, p.Faults, model
	if p.Partition > 0 {
		s.Partition = p.Partition
	}
	return s, nil
}

var errNoLinkOfFixture = errors.New("link: the CLI writes a link of a named scenario or of a --url link; a fixture file is not in it (the page's own share link holds its events)")

// checkedLink is s's link on the page at base, saying that it shows res;
// an error when the page would run another run from it.
func checkedLink(base string, s share.State, res *engine.Result) (string, error) {
	s.Made = share.MadeFrom(res)
	read, probs := share.Parse(share.Encode(s))
	if len(probs) > 0 {
		return "", errors.New("link: cannot hold this run: " + probs[0].Message)
	}
	if again, err := read.Named().Run(read.Params()); err != nil || share.Departed(read, again) != nil {
		return "", errors.New("link: cannot hold this run: the page would run another from it")
	}
	return analysis.Link(base, s), nil
}

// checkLink refuses --link, before the run, for a run no link the CLI
// writes holds.
func (f *runFlags) checkLink() error {
	if f.link && f.url == "" && f.fixture != "" {
		return errNoLinkOfFixture
	}
	return nil
}

// writeLink writes --link's line.
func writeLink(w io.Writer, f *runFlags, named engine.Named, p engine.Params, res *engine.Result) error {
	s, err := f.linkStateOf(named, p)
	if err != nil {
		return err
	}
	s.Lang = f.lang
	link, err := checkedLink(defaultBaseURL, s, res)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintln(w, catalog.T(f.lang, "runtable.link", "url", link))
	return err
}
