package catalog

import (
	"regexp"
	"slices"
	"testing"
)

var placeholder = regexp.MustCompile(`\{[a-zA-Z0-9_]+\}`)

// TestEveryMessageHasEveryLanguage: no message may lack a language, and both
// languages of a message take the same arguments.
func TestEveryMessageHasEveryLanguage(t *testing.T) {
	if len(duplicates) > 0 {
		t.Errorf("keys defined twice: %v", duplicates)
	}
	if len(Keys()) == 0 {
		t.Fatal("the catalogue is empty")
	}
	for _, k := range Keys() {
		m, _ := Lookup(k)
		if m.En == "" || m.Ja == "" {
			t.Errorf("%s: missing a language (en %q, ja %q)", k, m.En, m.Ja)
			continue
		}
		en, ja := placeholder.FindAllString(m.En, -1), placeholder.FindAllString(m.Ja, -1)
		slices.Sort(en)
		slices.Sort(ja)
		if !slices.Equal(slices.Compact(en), slices.Compact(ja)) {
			t.Errorf("%s: placeholders differ: en %v, ja %v", k, en, ja)
		}
	}
}

func TestTReplacesArguments(t *testing.T) {
	messages["test.greeting"] = Msg{En: "tick {tick} of {end}", Ja: "{end} 中 {tick}"}
	defer delete(messages, "test.greeting")
	if got := T("en", "test.greeting", "tick", "3", "end", "9"); got != "tick 3 of 9" {
		t.Errorf("en: %q", got)
	}
	if got := T("ja", "test.greeting", "tick", "3", "end", "9"); got != "9 中 3" {
		t.Errorf("ja: %q", got)
	}
	if got := T("en", "no.such.key"); got != "[no.such.key]" {
		t.Errorf("missing key: %q", got)
	}
}
