package catalog

import (
	"strings"
	"testing"
	"unicode"
)

// TestStepThreeAsksBeforeItTells (issue 54, item 6): lab step 3 asks for
// the counts its check marks (transitions applied, results reused); its
// instruction states none of them, in either language.
func TestStepThreeAsksBeforeItTells(t *testing.T) {
	for _, lang := range Langs {
		do := T(lang, "lesson.step.3.do")
		if strings.ContainsFunc(do, unicode.IsDigit) || !strings.ContainsAny(do, "?か") {
			t.Errorf("%s: step 3 tells, or does not ask: %q", lang, do)
		}
	}
}
