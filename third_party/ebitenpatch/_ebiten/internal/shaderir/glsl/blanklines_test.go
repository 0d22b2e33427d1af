// coordsim: added to Ebiten v2.8.8 (see blanklines.go). Not upstream's.

package glsl

import (
	"regexp"
	"testing"
)

func TestSqueezeBlankLinesIsTheRegexps(t *testing.T) {
	re := regexp.MustCompile(`\n\n+`)
	check := func(s string) {
		if got, want := squeezeBlankLines(s), re.ReplaceAllString(s, "\n\n"); got != want {
			t.Errorf("squeezeBlankLines(%q) = %q, want %q", s, got, want)
		}
	}
	// Every string of up to 8 characters over "\n", "a" and " ".
	var walk func(s string)
	walk = func(s string) {
		check(s)
		if len(s) < 8 {
			for _, c := range []string{"\n", "a", " "} {
				walk(s + c)
			}
		}
	}
	walk("")
	check("void main() {\n\n\n\tx;\n\n\n\n}\n\n\n")
}

func FuzzSqueezeBlankLines(f *testing.F) {
	re := regexp.MustCompile(`\n\n+`)
	f.Add("a\n\n\nb")
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := squeezeBlankLines(s), re.ReplaceAllString(s, "\n\n"); got != want {
			t.Errorf("squeezeBlankLines(%q) = %q, want %q", s, got, want)
		}
	})
}
