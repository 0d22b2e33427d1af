package main

import (
	"fmt"

	"coordsim/engine"
	"coordsim/internal/render"
)

// `coordsim run --svg FILE`: the run's space-time diagram, in English, the
// same bytes the page draws in view=spacetime.

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
	if err := writeFileAtomic(fl.Value.String(), render.SpaceTime(res, "en", render.SpaceTimeOptions{})); err != nil {
		return fmt.Errorf("svg: %v", err)
	}
	return nil
}
