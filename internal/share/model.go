package share

import (
	"slices"
	"strconv"
	"strings"

	"coordsim/engine"
)

// A generated story's model knobs in a link: m.clients=3&m.timeout=6, each
// one of engine.ModelKnobs, in its range; the ones a link does not give
// keep the story's own. A fixture story takes none.

// modelPrefix marks a model knob's parameter.
const modelPrefix = "m."

// parseModel reads the m. parameters for named, with kept the settings
// kept from before (Merge) for knobs not given: the settings that apply
// and named with them, or the story's own model and a problem.
func parseModel(named engine.Named, get func(string) (string, bool), kept []engine.ModelSetting, probs *problems) ([]engine.ModelSetting, engine.Named) {
	var set []engine.ModelSetting
	for _, k := range engine.ModelKnobs {
		v, ok := get(modelPrefix + k.Name)
		if !ok {
			if i := slices.IndexFunc(kept, func(m engine.ModelSetting) bool { return m.Name == k.Name }); i >= 0 && named.Model != nil {
				set = append(set, kept[i]) // in its range: it was read as this one is
			}
			continue
		}
		if named.Model == nil {
			probs.add(modelPrefix+k.Name, v, "choice", 0, 0, "", "cannot apply: a fixture's events are not drawn from a model")
			continue
		}
		own := k.Of(named.Model)
		n, err := strconv.ParseInt(strings.TrimSpace(v), 10, 64)
		if err != nil || n < k.Lo || n > k.Hi {
			probs.add(modelPrefix+k.Name, v, "range", k.Lo, k.Hi, strconv.FormatInt(own, 10),
				"must be a whole number from "+strconv.FormatInt(k.Lo, 10)+" to "+strconv.FormatInt(k.Hi, 10))
			continue
		}
		set = append(set, engine.ModelSetting{Name: k.Name, Value: n})
	}
	withModel, err := named.WithModel(set)
	if err != nil {
		reason := err.Error()
		if pe, ok := err.(*engine.ParamError); ok {
			reason = pe.Value + " " + pe.Reason
		}
		probs.add("m.", settingsText(set), "choice", 0, 0, "", reason+" (the story's own model runs)")
		return nil, named
	}
	return set, withModel
}

// encodeModel is settings as a link writes them.
func encodeModel(settings []engine.ModelSetting) [][2]string {
	out := make([][2]string, len(settings))
	for i, s := range settings {
		out[i] = [2]string{modelPrefix + s.Name, strconv.FormatInt(s.Value, 10)}
	}
	return out
}

func settingsText(settings []engine.ModelSetting) string {
	parts := make([]string, len(settings))
	for i, p := range encodeModel(settings) {
		parts[i] = p[0] + "=" + p[1]
	}
	return strings.Join(parts, "&")
}

// WithSettings is a model's settings with those of over in their place,
// in engine.ModelKnobs' order, as a link writes them.
func WithSettings(settings, over []engine.ModelSetting) []engine.ModelSetting {
	var out []engine.ModelSetting
	for _, k := range engine.ModelKnobs {
		named := func(s engine.ModelSetting) bool { return s.Name == k.Name }
		if i := slices.IndexFunc(over, named); i >= 0 {
			out = append(out, over[i])
		} else if i := slices.IndexFunc(settings, named); i >= 0 {
			out = append(out, settings[i])
		}
	}
	return out
}
