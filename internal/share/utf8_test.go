package share

import (
	"strings"
	"testing"
)

// events= is refused as a fixture file is when a field is not UTF-8
// (issue 50, finding 6): k%FF and k%FE were both read as "k\uFFFD", one
// dedupe key, so two links ran one run.
func TestEventsRefuseBytesThatAreNoCharacter(t *testing.T) {
	for _, bad := range []string{"k%ff", "k%fe", "k%c3", "%ed%a0%80"} { // a lone byte, a cut sequence, a surrogate
		for _, where := range []string{
			"1~a,1,deliver,1,1," + bad + ",pending%3Econfirmed",
			"1~" + bad + ",1,deliver,1,1,k,pending%3Econfirmed",
			"1~a,1,deliver,1,1,k,pending%3E" + strings.ReplaceAll(bad, "%", "%25"),
		} {
			s, probs := Parse("scenario=reference&events=" + where)
			if s.Events != nil || len(probs) != 1 || probs[0].Field != "events" {
				t.Errorf("events=%s: events %v, problems %+v", where, s.Events, probs)
			}
		}
	}
	if s, probs := Parse("scenario=reference&events=1~a,1,deliver,1,1,%E3%82%AD%E3%83%BC,pending%3Econfirmed"); len(probs) != 0 || s.Events[0].DedupeKey != "キー" {
		t.Errorf("a UTF-8 key: %v, %+v", s.Events, probs)
	}
}

// A pair url.ParseQuery drops silently (a ";" in it, a bad %-escape) gets
// the problem any bad value gets (issue 50, finding 9): before, ?seed=1;2
// ran the story's seed and said nothing.
func TestBadPairsAreProblemsNotSilence(t *testing.T) {
	for _, q := range []string{"seed=1;2", "seed=%zz", "partition=4%", "lang=ja;en", "seed=1%3B2"} {
		s, probs := Parse(q)
		field, _, _ := strings.Cut(q, "=")
		if len(probs) != 1 || probs[0].Field != field {
			t.Errorf("?%s: problems %+v (state seed %d, partition %d, lang %q)", q, probs, s.Seed, s.Partition, s.Lang)
		}
	}
	if _, probs := Parse("seed=5&%zz=1&a;b=2"); len(probs) != 0 {
		t.Errorf("names that name nothing: %+v", probs)
	}
}
