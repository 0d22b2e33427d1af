package engine

import (
	"strconv"
	"strings"
)

// A generated model's knobs that a share link (m.clients=3), the page's
// network group and the CLI's flags set, each with the range those take:
// narrower than Model.Validate's limits, so that a run a learner asks for
// stays one the page can draw and list.

// ModelKnob is one knob of a generated model.
type ModelKnob struct {
	Name   string // as Model.Validate and the URL name it ("drop-request")
	Lo, Hi int64
	get    func(*Model) int64
	set    func(*Model, int64)
}

// ModelKnobs are the knobs, in the order links and the page list them.
var ModelKnobs = []ModelKnob{
	{"clients", 1, 20, func(m *Model) int64 { return int64(m.Clients) }, func(m *Model, v int64) { m.Clients = int(v) }},
	{"commands", 1, int64(len(lifecycle)), func(m *Model) int64 { return int64(m.Commands) }, func(m *Model, v int64) { m.Commands = int(v) }},
	{"delay-min", 1, 20, func(m *Model) int64 { return m.DelayMin }, func(m *Model, v int64) { m.DelayMin = v }},
	{"delay-max", 1, 20, func(m *Model) int64 { return m.DelayMax }, func(m *Model, v int64) { m.DelayMax = v }},
	{"timeout", 1, 40, func(m *Model) int64 { return m.Timeout }, func(m *Model, v int64) { m.Timeout = v }},
	{"attempts", 1, 10, func(m *Model) int64 { return int64(m.MaxAttempts) }, func(m *Model, v int64) { m.MaxAttempts = int(v) }},
	{"drop-request", 0, 1000, func(m *Model) int64 { return int64(m.DropRequestPerMille) }, func(m *Model, v int64) { m.DropRequestPerMille = int(v) }},
	{"drop-response", 0, 1000, func(m *Model) int64 { return int64(m.DropResponsePerMille) }, func(m *Model, v int64) { m.DropResponsePerMille = int(v) }},
	{"duplicate", 0, 1000, func(m *Model) int64 { return int64(m.DuplicatePerMille) }, func(m *Model, v int64) { m.DuplicatePerMille = int(v) }},
	{"crash", 0, 1000, func(m *Model) int64 { return int64(m.CrashPerMille) }, func(m *Model, v int64) { m.CrashPerMille = int(v) }},
}

// ModelKnobNamed is the knob called name.
func ModelKnobNamed(name string) (ModelKnob, bool) {
	for _, k := range ModelKnobs {
		if k.Name == name {
			return k, true
		}
	}
	return ModelKnob{}, false
}

// ModelKnobNames is the knobs' names, comma-separated.
func ModelKnobNames() string {
	names := make([]string, len(ModelKnobs))
	for i, k := range ModelKnobs {
		names[i] = k.Name
	}
	return strings.Join(names, ", ")
}

// Of is the knob's value in model m.
func (k ModelKnob) Of(m *Model) int64 { return k.get(m) }

// ModelSetting is one knob set to a value.
type ModelSetting struct {
	Name  string
	Value int64
}

// WithModel is n with its model's knobs set: a copy, checked against each
// knob's range and then as a whole (Model.Validate: a delay range that
// runs backwards, say). A fixture takes no knobs.
func (n Named) WithModel(settings []ModelSetting) (Named, error) {
	if len(settings) == 0 {
		return n, nil
	}
	if n.Model == nil {
		return n, &ParamError{settings[0].Name, strconv.FormatInt(settings[0].Value, 10), "cannot apply: a fixture's events are not drawn from a model"}
	}
	m := *n.Model
	for _, s := range settings {
		k, ok := ModelKnobNamed(s.Name)
		if !ok {
			return n, &ParamError{"model", strconv.Quote(s.Name), "is not a knob of the model (known: " + ModelKnobNames() + ")"}
		}
		if s.Value < k.Lo || s.Value > k.Hi {
			return n, rangeError(s.Name, s.Value, k.Lo, k.Hi)
		}
		k.set(&m, s.Value)
	}
	if err := m.Validate(); err != nil {
		return n, err
	}
	m.Faults = faultsWithin(&m, m.Faults)
	n.Model = &m
	return n, nil
}

// faultsWithin is the story's own faults that still name an attempt of m
// (fewer clients, commands or attempts leave the rest out).
func faultsWithin(m *Model, faults []Fault) []Fault {
	var out []Fault
	for _, f := range faults {
		if m.checkFault(f, "fault") == nil {
			out = append(out, f)
		}
	}
	return out
}
