//go:build js && wasm

package bridge

import (
	"strconv"
	"strings"
	"syscall/js"

	"coordsim/engine"
	"coordsim/internal/share"
)

// The keys apply's patch may hold: window.coordsim.set()'s. origin= is not
// one: it stays as the page was loaded, since it decides who may drive it.
var (
	patchKeys  = []string{"scenario", "seed", "partition", "deadline", "retention", "processing", "lease", "mutations", "faults", "events", "t", "lang", "embed", "lab", "view", "attempt", "panels", "intervene", "undo", "redo", "clear", "fixture", "challenge", "flp", "rule", "inputs", "moves", "gst", "delta"}
	patchKeysB = []string{"scenario", "seed", "partition", "deadline", "retention", "mutations", "original"}
)

// applyArg is what apply(arg) asks for: {query: "..."} makes the state the
// one that URL query names (the page's address on load, a share link);
// any other object is a patch of set()'s keys, each value as the URL
// would write it: a number in decimal, true and false as 1 and 0, a list
// joined by commas; b: null turns run B off and b: {...} names it whole,
// and tick is t's other name. Other keys are ignored.
func applyArg(v js.Value) (query string, isQuery bool, p share.Patch) {
	if v.Type() != js.TypeObject {
		return "", false, share.Patch{}
	}
	if q := v.Get("query"); q.Type() == js.TypeString {
		return q.String(), true, share.Patch{}
	}
	p.Values = map[string]string{}
	for _, k := range patchKeys {
		if text, ok := urlText(v.Get(k)); ok {
			p.Values[k] = text
		}
	}
	// The model's knobs: set({"m.clients": 3}) as a link writes them, or
	// set({model: {clients: 3}}); null takes one back to the story's own.
	model := v.Get("model")
	for _, k := range engine.ModelKnobs {
		if text, ok := urlText(v.Get("m." + k.Name)); ok {
			p.Values["m."+k.Name] = text
		} else if v.Get("m."+k.Name).Type() == js.TypeNull {
			p.Values["m."+k.Name] = ""
		}
		if model.Type() == js.TypeObject {
			if text, ok := urlText(model.Get(k.Name)); ok {
				p.Values["m."+k.Name] = text
			} else if model.Get(k.Name).Type() == js.TypeNull {
				p.Values["m."+k.Name] = ""
			}
		}
	}
	if _, ok := p.Values["t"]; !ok {
		if text, ok := urlText(v.Get("tick")); ok {
			p.Values["t"] = text
		}
	}
	if b := v.Get("b"); b.Type() == js.TypeNull || b.Type() == js.TypeObject {
		p.NamesB = true
		for _, k := range patchKeysB {
			if b.Type() == js.TypeObject {
				if text, ok := urlText(b.Get(k)); ok {
					p.Values["b."+k] = text
				}
			}
		}
	}
	return "", false, p
}

// urlText is v as a URL value; false for undefined and null.
func urlText(v js.Value) (string, bool) {
	switch v.Type() {
	case js.TypeUndefined, js.TypeNull:
		return "", false
	case js.TypeNumber:
		return strconv.FormatFloat(v.Float(), 'f', -1, 64), true
	case js.TypeBoolean:
		if v.Bool() {
			return "1", true
		}
		return "0", true
	case js.TypeObject:
		if js.Global().Get("Array").Call("isArray", v).Bool() {
			parts := make([]string, v.Length())
			for i := range parts {
				parts[i], _ = urlText(v.Index(i))
			}
			return strings.Join(parts, ","), true
		}
	}
	return v.String(), true
}
