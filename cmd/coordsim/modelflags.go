package main

import (
	"coordsim/engine"
	"coordsim/internal/catalog"
)

// The model's knobs as flags (--clients 3, --timeout 6, ...): the page's
// network group and a share link's m. parameters, for generated scenarios.

// declareModel declares a flag per engine.ModelKnob, worded from the
// catalogue's English and the knob's range.
func declareModel(f *runFlags) {
	f.model = make([]int64, len(engine.ModelKnobs))
	for i, k := range engine.ModelKnobs {
		f.int64Flag(&f.model[i], k.Name, 0, k.Lo, k.Hi, catalog.T("en", "page.model."+k.Name+".explain")+" (default: the scenario's; generated scenarios only)")
	}
}

// modelSettings are the model flags given.
func (f *runFlags) modelSettings() []engine.ModelSetting {
	var out []engine.ModelSetting
	for i, k := range engine.ModelKnobs {
		if i < len(f.model) && f.given(k.Name) {
			out = append(out, engine.ModelSetting{Name: k.Name, Value: f.model[i]})
		}
	}
	return out
}
