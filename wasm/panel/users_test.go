package panel

import (
	"slices"
	"strings"
	"testing"

	"coordsim/internal/catalog"
)

func commandsOf(v View) []string {
	var out []string
	for _, u := range v.Users {
		out = append(out, u.Command)
	}
	return out
}

// TestUsersAreNamedByTheirCommand: a user is named by the command they sent,
// the same whatever the partition (the event that decides their answer
// moves: e4 at partition 4, e1 at 9), and their sentence says so.
func TestUsersAreNamedByTheirCommand(t *testing.T) {
	want := []string{"order-42 confirm", "order-42 status", "order-42 reconcile"}
	for _, lang := range catalog.Langs {
		short, long := build(t, "partition=4&lang="+lang), build(t, "partition=9&lang="+lang)
		if got := commandsOf(short); !slices.Equal(got, want) {
			t.Errorf("%s partition 4: users %q, want %q", lang, got, want)
		}
		if got := commandsOf(long); !slices.Equal(got, commandsOf(short)) {
			t.Errorf("%s: users differ between partition 4 and 9: %q / %q", lang, commandsOf(short), got)
		}
		for _, v := range []View{short, long} {
			for _, u := range v.Users {
				if !strings.HasPrefix(u.Sentence, u.Command+":") || strings.Contains(u.Sentence, u.EventID) {
					t.Errorf("%s: sentence %q does not name %q (or names the event %q)", lang, u.Sentence, u.Command, u.EventID)
				}
			}
		}
	}
	gen := build(t, "scenario=response-lost")
	if got, want := commandsOf(gen), []string{"order-1 confirm", "order-1 ship"}; !slices.Equal(got, want) {
		t.Errorf("response-lost: users %q, want %q", got, want)
	}
	if s := gen.Users[0].Sentence; !strings.HasPrefix(s, "order-1 confirm: ") {
		t.Errorf("response-lost: %q", s)
	}
}

// TestCountsTextSaysAppliedAndHeldAtDeadline: the counts line gives the
// numbers the lab's step 5 asks for, in both languages.
func TestCountsTextSaysAppliedAndHeldAtDeadline(t *testing.T) {
	words := map[string][2]string{
		"en": {"transitions applied: ", "still held at the deadline: "},
		"ja": {"適用された遷移: ", "期限時点でまだ保留: "},
	}
	for _, lang := range catalog.Langs {
		for _, q := range []string{"partition=4", "partition=9", "scenario=long-partition-between-sites"} {
			v := build(t, q+"&lang="+lang)
			applied, held := words[lang][0]+itoa(v.Counts.Applied), words[lang][1]+itoa(v.Counts.ResidualAtDeadline)
			if !strings.Contains(v.CountsText, applied) || !strings.Contains(v.CountsText, held) {
				t.Errorf("%s %s: counts %q lack %q or %q", lang, q, v.CountsText, applied, held)
			}
		}
		if v := build(t, "partition=9&lang="+lang); v.Counts.Applied != 1 || v.Counts.ResidualAtDeadline != 3 {
			t.Errorf("%s partition 9: applied %d, held at deadline %d; want 1 and 3", lang, v.Counts.Applied, v.Counts.ResidualAtDeadline)
		}
	}
}
