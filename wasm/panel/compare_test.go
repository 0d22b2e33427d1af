package panel

import (
	"slices"

	"coordsim/internal/catalog"
	"encoding/json"
	"strings"
	"testing"

	"coordsim/engine"
	"coordsim/internal/share"
)

func compareQuery(t *testing.T, q string) *CompareJSON {
	t.Helper()
	s, probs := share.Parse(q)
	sb, ok := s.BState()
	if len(probs) != 0 || !ok {
		t.Fatalf("%s: %v %v", q, probs, ok)
	}
	a, err := s.Named().Run(s.Params())
	if err != nil {
		t.Fatal(err)
	}
	b, err := sb.Named().Run(sb.Params())
	if err != nil {
		t.Fatal(err)
	}
	return CompareOf(s, share.Encode(s), a, b)
}

func TestComparePartition4Against9(t *testing.T) {
	c := compareQuery(t, "b.partition=9")
	if c.A.Outcome != engine.RecoveredBeforeDeadline || c.B.Outcome != engine.RecoveryDeadlineExceeded ||
		c.FirstDivergence == nil || c.FirstDivergence.Tick != 6 || c.A.Partition != 4 || c.B.Partition != 9 {
		t.Fatalf("%+v %+v %+v", c.A, c.B, c.FirstDivergence)
	}
	text := strings.Join(c.Lines, "\n")
	for _, want := range []string{"Outcome: A recovered before the deadline; B recovery deadline exceeded.", "Recovery (the partition's end): A at tick 6; B at tick 11."} {
		if !strings.Contains(text, want) {
			t.Errorf("summary lacks %q:\n%s", want, text)
		}
	}
	b, _ := json.Marshal(c)
	for _, key := range []string{`"a":{`, `"b":{`, `"firstDivergence":{"entry":`, `"clientViewEqualThrough":`, `"serverDiffersFrom":`} {
		if !strings.Contains(string(b), key) {
			t.Errorf("JSON lacks %s: %s", key, b)
		}
	}
}

func TestCompareRequestLostAgainstResponseLost(t *testing.T) {
	for _, lang := range []string{"en", "ja"} {
		c := compareQuery(t, "scenario=request-lost&b.scenario=response-lost&lang="+lang)
		if c.ServerDiffersFrom == nil || c.ClientViewEqualThrough < *c.ServerDiffersFrom || c.Blind == nil || c.Client == "" {
			t.Fatalf("%s: %+v", lang, c.Compare)
		}
		if strings.Contains(c.Client+strings.Join(c.Lines, ""), "[page.") {
			t.Errorf("%s: missing words: %q %q", lang, c.Client, c.Lines)
		}
	}
}

func TestOffers(t *testing.T) {
	s, _ := share.Parse("scenario=request-lost")
	offers := OffersFor(s)
	if len(offers) != 3 || offers[0].B["partition"] != int64(9) || offers[1].B["scenario"] != "response-lost" || offers[2].B["mutations"] != "dedupe-off" {
		t.Fatalf("%+v", offers)
	}
	s, _ = share.Parse("partition=9&mutations=dedupe-off")
	if offers := OffersFor(s); len(offers) != 1 || offers[0].B["partition"] != int64(4) {
		t.Fatalf("%+v", offers)
	}
}

// TestSummaryAccountsForEveryAspect: the summary says, for each of the
// five things a learner compares (outcome, recovery tick, held messages,
// what each user is told, broken invariants), either how A and B differ
// (its own sentence) or that it is the same (the closing list), in every
// language, from the catalogue.
func TestSummaryAccountsForEveryAspect(t *testing.T) {
	keys := map[string]string{"outcome": "page.compare.outcome", "recovery-tick": "page.compare.recovery", "held": "page.compare.held",
		"users": "page.compare.user", "invariants": "page.compare.invariants"}
	seen := map[string]bool{}
	for _, q := range []string{"b.partition=9", "b.mutations=dedupe-off", "scenario=crash-after-commit&b.mutations=non-atomic-commit",
		"scenario=request-lost&b.scenario=response-lost", "scenario=random-faults&b.partition=12"} {
		for _, lang := range []string{"en", "ja"} {
			c := compareQuery(t, q+"&lang="+lang)
			text := strings.Join(c.Lines, "\n")
			if strings.Contains(text, "[page.") || strings.Contains(text, "{") {
				t.Errorf("%s %s: unfilled words: %s", q, lang, text)
			}
			for _, a := range aspects {
				code, name := a[0], catalog.T(lang, "page.compare.aspect."+a[1])
				head, _, _ := strings.Cut(catalog.T(lang, keys[code]), "{")
				sentence := slices.ContainsFunc(c.Lines, func(l string) bool { return strings.HasPrefix(l, head) })
				pre, post, _ := strings.Cut(catalog.T(lang, "page.compare.sameIn"), "{list}")
				sameLine := slices.ContainsFunc(c.Lines, func(l string) bool {
					return strings.Contains(l, name) && strings.HasPrefix(l, pre) && strings.HasSuffix(l, post)
				})
				differs := slices.Contains(c.Differs, code)
				if code == "users" {
					head = "" // a user's line starts with the command's name
					sentence = slices.ContainsFunc(c.Lines, func(l string) bool {
						return strings.Contains(l, strings.Split(strings.SplitN(catalog.T(lang, keys[code]), "}", 2)[1], "{")[0])
					})
				}
				if differs && !sentence || !differs && !sameLine || differs && sameLine {
					t.Errorf("%s %s: %s differs=%v, sentence=%v, listed as same=%v:\n%s", q, lang, code, differs, sentence, sameLine, text)
				}
				if differs {
					seen[code] = true
				}
			}
		}
	}
	for code := range keys {
		if !seen[code] {
			t.Errorf("no comparison here shows %s differing: the test does not cover it", code)
		}
	}
}

func TestCompareCarriesTraceB(t *testing.T) {
	c := compareQuery(t, "b.partition=9")
	_, res := func() (int, *engine.Result) {
		s, _ := share.Parse("partition=9")
		r, _ := s.Named().Run(s.Params())
		return 0, r
	}()
	if len(c.TraceB) != len(res.Trace) || c.TraceB[len(c.TraceB)-1].Tick != res.Trace[len(res.Trace)-1].Tick {
		t.Errorf("traceB has %d rows, run B %d", len(c.TraceB), len(res.Trace))
	}
}
