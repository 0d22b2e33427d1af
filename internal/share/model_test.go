package share

import (
	"strings"
	"testing"
)

// TestModelKnobs: m. parameters set a generated story's model, in one
// canonical order, in the link, the run key and the compile key; a bad one
// is a problem and keeps the story's own; a fixture takes none; a new
// scenario starts from its own model.
func TestModelKnobs(t *testing.T) {
	s, probs := Parse("scenario=random-faults&m.timeout=6&m.clients=2&m.drop-request=250")
	if len(probs) != 0 || len(s.Model) != 3 || s.Model[0].Name != "clients" {
		t.Fatalf("model %v, problems %v", s.Model, probs)
	}
	if q := Encode(s); !strings.Contains(q, "&m.clients=2&m.timeout=6&m.drop-request=250&") {
		t.Errorf("encoded %s", q)
	}
	if n := s.Named(); n.Model.Clients != 2 || n.Model.Timeout != 6 || n.Model.DropRequestPerMille != 250 {
		t.Errorf("the run's model: %+v", n.Model)
	}
	own, _ := Parse("scenario=random-faults")
	if own.ScenarioKey() == s.ScenarioKey() || RunKey(own) == RunKey(s) {
		t.Error("the model is not in the keys: a cache would run the story's own")
	}
	if r, err := s.Named().Run(s.Params()); err != nil || len(r.Users) > 2*3 {
		t.Fatalf("two clients ran %d users (%v)", len(r.Users), err)
	}
	for _, q := range []string{
		"scenario=random-faults&m.clients=21",
		"scenario=random-faults&m.clients=x",
		"scenario=random-faults&m.delay-min=5&m.delay-max=2", // backwards: the whole model is refused
		"m.clients=2", // the lesson's fixture
		"scenario=random-faults&m.clients=" + strings.Repeat("9", 100000),
	} {
		s, probs := Parse(q)
		if len(probs) != 1 || len(s.Model) != 0 {
			t.Errorf("%.60s: model %v, problems %v", q, s.Model, probs)
		}
	}
	// Faults past the model's clients are refused, with the fewer clients kept.
	s, probs = Parse("scenario=random-faults&m.clients=1&faults=c3.confirm%231:drop-request")
	if len(probs) != 1 || len(s.Faults) != 0 || len(s.Model) != 1 {
		t.Errorf("a fault on client 3 of 1: faults %v, problems %v", s.Faults, probs)
	}
	next, _ := Merge(s, Patch{Values: map[string]string{"scenario": "response-lost"}})
	if len(next.Model) != 0 {
		t.Errorf("a new scenario kept %v", next.Model)
	}
	back, _ := Merge(s, Patch{Values: map[string]string{"m.clients": ""}})
	if len(back.Model) != 0 {
		t.Errorf("m.clients= (empty) kept %v", back.Model)
	}
}
