package shard

import (
	"strings"
	"testing"

	"pgregory.net/rapid"
)

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Shard
		err  string
	}{
		{"1/1", Shard{1, 1}, ""},
		{"3/3", Shard{3, 3}, ""},
		{" 2 / 8 ", Shard{2, 8}, ""},
		{"100000/100000", Shard{100000, 100000}, ""},
		{"0/3", Shard{}, `"0/3": K must be 1..3, counted from 1`},
		{"4/3", Shard{}, `"4/3": K must be 1..3`},
		{"-1/3", Shard{}, `K must be 1..3`},
		{"a/b", Shard{}, `"a/b" is not K/N with whole numbers`},
		{"1/", Shard{}, `is not K/N with whole numbers`},
		{"3", Shard{}, `"3" is not K/N (for example 2/8`},
		{"1/0", Shard{}, `"1/0": N must be 1..100000`},
		{"1/100001", Shard{}, `N must be 1..100000`},
		{"1/2/3", Shard{}, `is not K/N with whole numbers`},
	} {
		got, err := Parse(tc.in)
		switch {
		case tc.err == "" && (err != nil || got != tc.want):
			t.Errorf("Parse(%q) = %v, %v; want %v", tc.in, got, err, tc.want)
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("Parse(%q) error %v; want one containing %q", tc.in, err, tc.err)
		}
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"1/1", "2/8", "0/3", "4/3", "a/b", "99999/100000", "1/-1", " 7 /9"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, err := Parse(s)
		if err != nil {
			return
		}
		if got.K < 1 || got.K > got.N || got.N > MaxShards {
			t.Fatalf("Parse(%q) = %v, out of range", s, got)
		}
		if again, err := Parse(got.String()); err != nil || again != got {
			t.Fatalf("Parse(%q) = %v, but its text %q parses to %v, %v", s, got, got.String(), again, err)
		}
	})
}

// The shards of a sweep are its cells, each once, in order, and their
// counts differ by at most one.
func TestShardsCoverTheCellsEvenly(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		total := rapid.OneOf(rapid.Int64Range(0, 100), rapid.Int64Range(0, 1<<40)).Draw(t, "total")
		n := rapid.OneOf(rapid.IntRange(1, 20), rapid.IntRange(1, MaxShards)).Draw(t, "n")
		next, least, most := int64(0), total, int64(0)
		for k := 1; k <= n; k++ {
			lo, hi := Shard{k, n}.Cells(total)
			if lo != next || hi < lo {
				t.Fatalf("shard %d/%d of %d is %d..%d; want it to start at %d", k, n, total, lo, hi, next)
			}
			next = hi
			least, most = min(least, hi-lo), max(most, hi-lo)
		}
		if next != total {
			t.Fatalf("the %d shards of %d cells end at %d", n, total, next)
		}
		if most-least > 1 {
			t.Fatalf("the %d shards of %d cells hold %d to %d cells", n, total, least, most)
		}
	})
}
