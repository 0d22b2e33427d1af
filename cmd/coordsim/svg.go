package main

import (
	"coordsim/engine"
	"coordsim/internal/render"
)

// `coordsim run --svg FILE`: the run's space-time diagram, in --lang's
// language, the same bytes the page draws in view=spacetime.

// declareSVG adds --svg to run's flags.
func declareSVG(f *runFlags) {
	f.fs.String("svg", "", "also write the run's space-time diagram (SVG) to this file")
}

// writeSVG writes the diagram when --svg was given.
func writeSVG(f *runFlags, res *engine.Result) error {
	fl := f.fs.Lookup("svg")
	if fl == nil || fl.Value.String() == "" {
		return nil
	}
	return writeResult("svg", fl.Value.String(), render.SpaceTime(res, f.lang, render.SpaceTimeOptions{}))
}

// checkRunTargets refuses --svg and --linearizability paths that cannot be
// written before anything runs.
func (f *runFlags) checkRunTargets() error {
	if f.linearizability != "" {
		if err := checkTarget("linearizability", f.linearizability); err != nil {
			return err
		}
	}
	if fl := f.fs.Lookup("svg"); fl != nil && fl.Value.String() != "" {
		return checkTarget("svg", fl.Value.String())
	}
	return nil
}
