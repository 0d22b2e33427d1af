package why

import (
	"strings"
	"testing"

	"coordsim/engine"
	"coordsim/internal/share"
)

// TestShrinkStoppedKeepsWhatBreaks: a shrink stopped at its bound gives
// what it kept so far, which still breaks the invariant, says so in both
// languages, and is no error; stopped before its first run, it is one.
func TestShrinkStoppedKeepsWhatBreaks(t *testing.T) {
	s, _ := share.Parse("scenario=request-lost&mutations=dedupe-off,unguarded-transition&faults=c1.confirm%231:duplicate-request,c1.confirm%233:drop-request,c1.ship%231:delay-response%2B1")
	const inv = "at-most-one-effect-per-key"
	asked := 0
	sh, err := Shrink(s.Named(), s.Params(), inv, engine.ShrinkBound{Stop: func() bool { asked++; return asked > 3 }})
	if err != nil || !sh.Stopped || len(sh.Kept) != 2 || !breaks(sh.Small, inv) {
		t.Fatalf("stopped after 3 runs: %v kept, stopped %v, %v", sh.Kept, sh.Stopped, err)
	}
	for lang, want := range map[string]string{"en": "Stopped at the time limit", "ja": "時間の上限で止めました"} {
		if said := strings.Join(sh.stoppedSaid(lang, inv, 3), " "); !strings.Contains(said, want) {
			t.Errorf("%s: %q", lang, said)
		}
	}
	if _, err := Shrink(s.Named(), s.Params(), inv, engine.ShrinkBound{Stop: func() bool { return true }}); err == nil {
		t.Error("a shrink stopped before its first run is no error")
	}
}

func breaks(r *engine.Result, inv string) bool {
	for _, v := range r.Invariants {
		if v.Name == inv {
			return !v.Holds
		}
	}
	return false
}
