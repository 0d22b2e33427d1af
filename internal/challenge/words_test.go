package challenge

import (
	"testing"

	"coordsim/internal/catalog"
)

// TestEveryChallengeIsWorded: each challenge has its title and goal in
// every language, and there are at least ten.
func TestEveryChallengeIsWorded(t *testing.T) {
	if len(All) < 10 {
		t.Errorf("%d challenges, want at least 10", len(All))
	}
	seen := map[string]bool{}
	for _, c := range All {
		if seen[c.ID] {
			t.Errorf("%s twice", c.ID)
		}
		seen[c.ID] = true
		for _, part := range []string{"title", "goal"} {
			if !catalog.Has("challenge." + c.ID + "." + part) {
				t.Errorf("%s has no %s", c.ID, part)
			}
		}
	}
}
