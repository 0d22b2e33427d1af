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
var messages = make(map[string]Msg, 1024) // above its size: filling it never grows it

// Entry is one message under its key.
type Entry struct {
	Key string
	Msg Msg
}

// entry is Entry, as this package's files write it.
type entry = Entry

// Add registers part of the catalogue from a package of words that only
// some programs import (offpage: what the exports write, which the
// page's WebAssembly does not carry).
func Add(part []Entry) bool { return add(part) }

// add registers part of the catalogue; a key defined twice is a bug that
// the catalogue test reports. The parts are slices, not map literals: a
// slice of constants is data in the binary, where each map literal added
// a loop to the package's init, which in the page's WASM made it a 24 KB
// function that V8 then recompiled with its optimizing tier although it
// runs once.
func add(part []entry) bool {
	for _, e := range part {
		if _, dup := messages[e.Key]; dup {
			duplicates = append(duplicates, e.Key)
		}
		messages[e.Key] = e.Msg
	}
	return true
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
	return fill(m.In(lang), args)
}

// fill replaces each {name} in s by its value from args (name, value
// pairs; the first pair of a name wins), left to right, without looking
// again at what it put in, as strings.NewReplacer would; a brace that opens
// no known name stays as it is. The page's every apply fills hundreds of
// messages, and building a Replacer for each cost a fifth of it.
func fill(s string, args []string) string {
	if len(args) < 2 || !strings.Contains(s, "{") {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 16)
	for {
		open := strings.IndexByte(s, '{')
		if open < 0 {
			b.WriteString(s)
			return b.String()
		}
		b.WriteString(s[:open])
		s = s[open:]
		if value, n, ok := placeholderAt(s, args); ok {
			b.WriteString(value)
			s = s[n:]
			continue
		}
		b.WriteByte('{')
		s = s[1:]
	}
}

// AppendFill appends template (a message in one language, as Msg.In gives
// it) to b with each {name} filled as T fills it: for a caller that writes
// a message per row of a long table and must not make a string per row.
func AppendFill(b []byte, template string, args ...string) []byte {
	s := template
	for {
		open := strings.IndexByte(s, '{')
		if open < 0 || len(args) < 2 {
			return append(b, s...)
		}
		b = append(b, s[:open]...)
		s = s[open:]
		if value, n, ok := placeholderAt(s, args); ok {
			b = append(b, value...)
			s = s[n:]
			continue
		}
		b = append(b, '{')
		s = s[1:]
	}
}

// placeholderAt reports whether s starts with {name} for a name in args,
// with its value and its length.
func placeholderAt(s string, args []string) (value string, n int, ok bool) {
	for i := 0; i+1 < len(args); i += 2 {
		name := args[i]
		if len(s) >= len(name)+2 && s[len(name)+1] == '}' && s[1:len(name)+1] == name {
			return args[i+1], len(name) + 2, true
		}
	}
	return "", 0, false
}

// All is every message in lang, by key: the page's label table.
func All(lang string) map[string]string {
	out := make(map[string]string, len(messages))
	for k, m := range messages {
		out[k] = m.In(lang)
	}
	return out
}
