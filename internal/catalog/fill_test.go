package catalog

import (
	"strings"
	"testing"
)

// replacerFill is what T did before fill: the reference fill must equal.
func replacerFill(s string, args []string) string {
	if len(args) < 2 || !strings.Contains(s, "{") {
		return s
	}
	pairs := make([]string, 0, len(args))
	for i := 0; i+1 < len(args); i += 2 {
		pairs = append(pairs, "{"+args[i]+"}", args[i+1])
	}
	return strings.NewReplacer(pairs...).Replace(s)
}

func TestFillAsAReplacerWould(t *testing.T) {
	for _, c := range []struct {
		s    string
		args []string
	}{
		{"tick {t} of {end}", []string{"t", "5", "end", "9"}},
		{"{a}{a}{b}", []string{"a", "x", "b", "{a}"}},         // a value is not looked at again
		{"{a{b}} {", []string{"b", "B"}},                      // an unknown name stays
		{"{name} {name}", []string{"name", "1", "name", "2"}}, // the first pair wins
		{"{}", []string{"", "empty"}},
		{"no braces", []string{"a", "b"}},
		{"odd {a}", []string{"a"}},
		{"日本語 {n} 件", []string{"n", "3"}},
	} {
		if got, want := fill(c.s, c.args), replacerFill(c.s, c.args); got != want {
			t.Errorf("fill(%q, %q) = %q, want %q", c.s, c.args, got, want)
		}
		if got, want := string(AppendFill([]byte("> "), c.s, c.args...)), "> "+fill(c.s, c.args); got != want {
			t.Errorf("AppendFill(%q, %q) = %q, want %q", c.s, c.args, got, want)
		}
	}
	// Every message of the catalogue, with its own placeholders filled.
	for _, k := range Keys() {
		m, _ := Lookup(k)
		for _, lang := range Langs {
			s := m.In(lang)
			var args []string
			for _, name := range placeholdersOf(s) {
				args = append(args, name, "<"+name+">")
			}
			if got, want := fill(s, args), replacerFill(s, args); got != want {
				t.Errorf("%s (%s): fill = %q, want %q", k, lang, got, want)
			}
		}
	}
}

func placeholdersOf(s string) []string {
	var out []string
	for {
		i := strings.IndexByte(s, '{')
		if i < 0 {
			return out
		}
		j := strings.IndexByte(s[i:], '}')
		if j < 0 {
			return out
		}
		out = append(out, s[i+1:i+j])
		s = s[i+j:]
	}
}

func FuzzFill(f *testing.F) {
	f.Add("tick {t} of {end}", "t", "5", "end", "{t}")
	f.Add("{a{b}} {", "b", "B", "a", "")
	f.Fuzz(func(t *testing.T, s, n1, v1, n2, v2 string) {
		args := []string{n1, v1, n2, v2}
		if got, want := fill(s, args), replacerFill(s, args); got != want {
			t.Errorf("fill(%q, %q) = %q, want %q", s, args, got, want)
		}
		if got, want := string(AppendFill(nil, s, args...)), fill(s, args); got != want {
			t.Errorf("AppendFill(%q, %q) = %q, want %q", s, args, got, want)
		}
	})
}
