package panel

import (
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
	return CompareOf(s, a, b)
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
