// coordsim: added to Ebiten v2.8.8 in place of a regexp in glsl.go (see
// web/ebitenpatch/patches.go): the GLSL writer was the last user of regexp, 340 KB
// of the simulator's WebAssembly code.

package glsl

import "strings"

// squeezeBlankLines is regexp.MustCompile(`\n\n+`).ReplaceAllString(s, "\n\n"):
// every run of two or more newlines becomes two.
func squeezeBlankLines(s string) string {
	if !strings.Contains(s, "\n\n\n") {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	newlines := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			newlines++
			if newlines > 2 {
				continue
			}
		} else {
			newlines = 0
		}
		b.WriteByte(s[i])
	}
	return b.String()
}
