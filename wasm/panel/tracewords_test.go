package panel

import (
	"testing"

	"coordsim/engine"
	"coordsim/internal/catalog"
)

// TestEveryTraceCodeHasWords: the trace's cells say every code the engine
// writes in words (issue 53: a code is never the text a learner reads).
func TestEveryTraceCodeHasWords(t *testing.T) {
	codes := map[string][]string{
		"error": {engine.CodeConflict, engine.CodeStale, engine.CodeInProgress},
	}
	for k := engine.EntryKind(1); k.String() != ""; k++ {
		if k != engine.EntryDeliver { // a delivery, the ordinary row, is not named
			codes["kind"] = append(codes["kind"], k.String())
		}
	}
	for d := engine.DeliveryMode(1); d.String() != ""; d++ {
		codes["delivery"] = append(codes["delivery"], d.String())
	}
	for e := engine.Effect(1); e.String() != ""; e++ {
		codes["effect"] = append(codes["effect"], e.String())
	}
	for family, list := range codes {
		for _, code := range list {
			if key := "page.trace." + family + "." + code; !catalog.Has(key) {
				t.Errorf("the %s %q has no words: add %s", family, code, key)
			}
		}
	}
	if len(codes["effect"]) < 10 || len(codes["delivery"]) < 8 || len(codes["kind"]) < 12 {
		t.Fatalf("the engine's codes were not all found: %v", codes)
	}
}
