package bridge

import (
	"reflect"
	"testing"

	"coordsim/internal/share"
)

// The rehearsal moves the slider over its whole range, one partition a
// step, and nothing else; a scenario without a partition is rehearsed as
// it is.
func TestRehearsalMovesOnlyThePartitionOverTheSlider(t *testing.T) {
	s := share.Defaults
	s.Partition, s.Deadline, s.T, s.Lang = 4, 9, 17, "ja"
	seen := map[int64]bool{}
	prev := int64(-1)
	for i := range rehearsalSteps {
		r, probs := share.Merge(s, rehearsalOf(s, i))
		if len(probs) != 0 {
			t.Fatalf("step %d: %v", i, probs)
		}
		if r.Partition < share.MinPartition || r.Partition > share.MaxPartition {
			t.Fatalf("step %d: partition %d, outside the slider's %d..%d", i, r.Partition, share.MinPartition, share.MaxPartition)
		}
		if r.Partition == prev {
			t.Errorf("steps %d and %d rehearse the same partition %d", i-1, i, r.Partition)
		}
		prev = r.Partition
		seen[r.Partition] = true
		r.Partition = s.Partition
		if !reflect.DeepEqual(r, s) {
			t.Fatalf("step %d changed more than the partition: %+v, was %+v", i, r, s)
		}
	}
	if n := share.MaxPartition - share.MinPartition + 1; len(seen) != n {
		t.Errorf("the rehearsal visits %d partitions; the slider has %d", len(seen), n)
	}
	s.Partition = 0
	if p := rehearsalOf(s, 7); len(p.Values) != 0 || p.NamesB {
		t.Errorf("without a partition: %+v, want no change", p)
	}
}
