// Package catalog holds every name and sentence a user reads, in English and
// Japanese, keyed by a stable code: scenario titles and stories, mutation and
// invariant names and explanations, outcome text, fault kinds, captions,
// trace notes, the page's labels and legend. The page, the canvas and the CLI
// take their words from here, so adding a mutation or a language touches one
// place, and a test fails when a message lacks a language.
//
// Messages are templates: {name} is replaced by the argument of that name.
// Files split the catalogue by who reads it (names.go: the engine's codes;
// page.go: the page's labels; scene.go: the canvas's captions), not by
// language, so the two languages of one message sit side by side.
package catalog

import (
	"slices"
	"strings"
)

// Langs are the languages every message has, the default first.
var Langs = []string{"en", "ja"}

// Msg is one message in every language.
type Msg struct {
	En, Ja string
}

// In is the message's template in lang (English for an unknown lang).
func (m Msg) In(lang string) string {
	if lang == "ja" {
		return m.Ja
	}
	return m.En
}

// messages is the whole catalogue, filled by the files of this package
// (each registers its part in an init-free var block through add).
var messages = map[string]Msg{}

// add registers part of the catalogue; a key defined twice is a bug that
// the catalogue test reports.
func add(part map[string]Msg) map[string]Msg {
	for k, m := range part {
		if _, dup := messages[k]; dup {
			duplicates = append(duplicates, k)
		}
		messages[k] = m
	}
	return part
}

var duplicates []string

// Has reports whether key is in the catalogue.
func Has(key string) bool {
	_, ok := messages[key]
	return ok
}

// Lookup returns the message for key.
func Lookup(key string) (Msg, bool) {
	m, ok := messages[key]
	return m, ok
}

// Keys lists every key, sorted.
func Keys() []string {
	keys := make([]string, 0, len(messages))
	for k := range messages {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// T is key's message in lang with each {name} replaced by its value from
// args, given as name, value pairs. A missing key yields the key itself in
// brackets, so a gap shows on screen (and the tests catch it) instead of
// blank text.
func T(lang, key string, args ...string) string {
	m, ok := messages[key]
	if !ok {
		return "[" + key + "]"
	}
	s := m.In(lang)
	if len(args) == 0 || !strings.Contains(s, "{") {
		return s
	}
	pairs := make([]string, 0, len(args))
	for i := 0; i+1 < len(args); i += 2 {
		pairs = append(pairs, "{"+args[i]+"}", args[i+1])
	}
	return strings.NewReplacer(pairs...).Replace(s)
}

// All is every message in lang, by key: the page's label table.
func All(lang string) map[string]string {
	out := make(map[string]string, len(messages))
	for k, m := range messages {
		out[k] = m.In(lang)
	}
	return out
}
