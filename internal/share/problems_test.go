package share

import (
	"strings"
	"testing"
)

// Issue 26, finding 9: 40,000 unknown mutations gave 40,000 problems.
func TestProblemsAreCapped(t *testing.T) {
	_, probs := Parse("mutations=" + strings.Repeat("nope,", 40000) + "dedupe-off&partition=99")
	if len(probs) != MaxProblems+1 {
		t.Fatalf("%d problems, want %d and one for the rest", len(probs), MaxProblems+1)
	}
	// Parse reads partition before mutations: its problem is listed first.
	if probs[0].Field != "partition" {
		t.Errorf("first %+v", probs[0])
	}
	for _, p := range probs[1:MaxProblems] {
		if p.Field != "mutations" || p.Code != "unknown-mutation" {
			t.Errorf("listed %+v", p)
		}
	}
	more := probs[MaxProblems]
	if more.Code != "more" || more.Count != 40000-(MaxProblems-1) || !strings.Contains(more.Message, "39991 more") {
		t.Errorf("the rest: %+v", more)
	}
	// Up to the cap, every problem is listed and none is "more".
	_, probs = Parse("mutations=" + strings.Repeat("nope,", MaxProblems))
	if len(probs) != MaxProblems || probs[len(probs)-1].Code == "more" {
		t.Errorf("%d problems at the cap: %+v", len(probs), probs[len(probs)-1])
	}
}

// A refused origin is listed whatever came before it: the page fails
// closed on it (wasm/panel's OriginRefused).
func TestRefusedOriginIsNeverCut(t *testing.T) {
	_, probs := Parse("mutations=" + strings.Repeat("nope,", 100) + "&embed=1&origin=javascript:alert(1)&panels=" + strings.Repeat("x,", 50))
	n := 0
	for _, p := range probs {
		if p.Field == "origin" {
			n++
		}
	}
	if n != 1 || len(probs) != MaxProblems+2 || probs[len(probs)-1].Code != "more" || probs[len(probs)-1].Count != 100+50-MaxProblems {
		t.Fatalf("%d origin problems among %d: last %+v", n, len(probs), probs[len(probs)-1])
	}
}
