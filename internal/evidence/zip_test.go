package evidence

import (
	"testing"

	"coordsim/engine"
)

// TestZipNameSaysWhoseAndWhen: two learners' exports of one run, or one
// learner's at two times, never share a name; a name of any script stays
// a name, and nothing of it can leave the file's name.
func TestZipNameSaysWhoseAndWhen(t *testing.T) {
	p := engine.Params{Seed: 7, Partition: 3}
	for _, c := range []struct {
		who  *Learner
		made string
		want string
	}{
		{nil, "", "coordsim-evidence-reference-seed7-partition3.zip"},
		{&Learner{Kind: "anonymous"}, "2026-12-04T10:00:59.999Z", "coordsim-evidence-anonymous-20261204T1000Z-reference-seed7-partition3.zip"},
		{&Learner{Kind: "named", Name: "Hanako Sato"}, "2026-12-04T19:30:00+09:00", "coordsim-evidence-Hanako-Sato-20261204T1030Z-reference-seed7-partition3.zip"},
		{&Learner{Kind: "lms", ID: "s-42", Name: "佐藤, 花子"}, "2026-12-04T10:00:00Z", "coordsim-evidence-佐藤-花子-20261204T1000Z-reference-seed7-partition3.zip"},
		{&Learner{Kind: "lms", ID: "../../etc", Name: "/"}, "not a time", "coordsim-evidence-etc-reference-seed7-partition3.zip"},
	} {
		if got := ZipName("reference", p, c.who, c.made); got != c.want {
			t.Errorf("ZipName(%+v, %q) = %q, want %q", c.who, c.made, got, c.want)
		}
	}
}
