package engine

import (
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// sameString is ==: for strings that share their data, strings equal in
// other memory, and strings that differ (in length, or only in content).
func TestSameStringIsEquality(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := rapid.StringMatching(`[a-z>]{0,12}`).Draw(t, "a")
		var b string
		switch rapid.IntRange(0, 3).Draw(t, "how") {
		case 0: // the same string
			b = a
		case 1: // equal, in memory of its own
			b = strings.Clone(a)
		case 2: // a part of the same memory
			i := rapid.IntRange(0, len(a)).Draw(t, "i")
			b = a[i:]
		default:
			b = rapid.StringMatching(`[a-z>]{0,12}`).Draw(t, "b")
		}
		if got, want := sameString(a, b), a == b; got != want {
			t.Fatalf("sameString(%q, %q) = %v, want %v", a, b, got, want)
		}
	})
}
