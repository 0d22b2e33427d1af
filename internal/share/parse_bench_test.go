package share

import "testing"

// BenchmarkParse reads the lesson's link with a stretched partition and
// the learner's events, as a drag's Merge does.
func BenchmarkParse(b *testing.B) {
	q := "scenario=reference&partition=9&seed=7&deadline=12&events=1~a,1,partition_start~b,2,deliver,1,1,k,pending%3Econfirmed~c,3,duplicate,2,1,k,pending%3Econfirmed~d,4,partition_end"
	for b.Loop() {
		Parse(q)
	}
}
