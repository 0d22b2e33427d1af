package span

import (
	"math"
	"slices"
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	cases := []struct {
		in      string
		min     uint64
		max     uint64
		want    Range
		problem string // "" when the input is accepted
	}{
		{"1..10000", 0, math.MaxUint64, Range{1, 10000}, ""},
		{"7", 1, 30, Range{7, 7}, ""},
		{" 3 .. 5 ", 1, 30, Range{3, 5}, ""},
		{"0..18446744073709551615", 0, math.MaxUint64, Range{0, math.MaxUint64}, ""},
		{"30..30", 1, 30, Range{30, 30}, ""},
		{"5..3", 1, 30, Range{}, "is empty: its start 5 is after its end 3"},
		{"0..3", 1, 30, Range{}, "is out of range 1..30"},
		{"1..31", 1, 30, Range{}, "is out of range 1..30"},
		{"18446744073709551616", 0, math.MaxUint64, Range{}, "is out of range"},
		{"1..", 1, 30, Range{}, "needs a number on each side"},
		{"..4", 1, 30, Range{}, "needs a number on each side"},
		{"", 1, 30, Range{}, "needs a number on each side"},
		{"-1..3", 0, 30, Range{}, "is not a whole number"},
		{"+3", 0, 30, Range{}, "is not a whole number"},
		{"1...3", 0, 30, Range{}, "is not a whole number"},
		{"1..2..3", 0, 30, Range{}, "is not a whole number"},
		{"0x10", 0, 30, Range{}, "is not a whole number"},
		{"1-5", 0, 30, Range{}, "is not a whole number"},
		{"١٢", 0, 30, Range{}, "is not a whole number"}, // Arabic-Indic digits
	}
	for _, c := range cases {
		got, err := Parse(c.in, c.min, c.max)
		switch {
		case c.problem == "" && err != nil:
			t.Errorf("Parse(%q) = error %v, want %v", c.in, err, c.want)
		case c.problem == "" && got != c.want:
			t.Errorf("Parse(%q) = %v, want %v", c.in, got, c.want)
		case c.problem != "" && (err == nil || !strings.Contains(err.Error(), c.problem)):
			t.Errorf("Parse(%q) = %v, %v; want an error containing %q", c.in, got, err, c.problem)
		}
	}
}

func TestLen(t *testing.T) {
	for _, c := range []struct {
		r    Range
		want uint64
	}{{Range{1, 1}, 1}, {Range{1, 10000}, 10000}, {Range{0, math.MaxUint64}, math.MaxUint64}, {Range{1, math.MaxUint64}, math.MaxUint64}} {
		if got := c.r.Len(); got != c.want {
			t.Errorf("%v.Len() = %d, want %d", c.r, got, c.want)
		}
	}
}

func TestParseList(t *testing.T) {
	got, err := ParseList("5,0,2,2,3..4", 0, 40, 16)
	if want := []uint64{0, 2, 3, 4, 5}; err != nil || !slices.Equal(got, want) {
		t.Fatalf("ParseList = %v, %v; want %v", got, err, want)
	}
	for _, bad := range []string{"", "0,,2", "1,x", "0..17", "41", "3..1"} {
		if v, err := ParseList(bad, 0, 40, 16); err == nil {
			t.Errorf("ParseList(%q) = %v, want an error", bad, v)
		}
	}
	if _, err := ParseList("0..15", 0, 40, 16); err != nil {
		t.Errorf("16 values within the limit: %v", err)
	}
}

// FuzzRange checks, for any text and bounds, that Parse either rejects it or
// returns a non-empty range inside the bounds that formats back to a text
// parsing to the same range; and that ParseList agrees with Parse.
func FuzzRange(f *testing.F) {
	for _, s := range []string{"1..10000", "7", " 3 .. 5 ", "5..3", "1..", "..", "-1", "0..18446744073709551615", "99999999999999999999", "1,2", "0..0"} {
		f.Add(s, uint64(0), uint64(math.MaxUint64))
		f.Add(s, uint64(1), uint64(30))
	}
	f.Fuzz(func(t *testing.T, s string, min, max uint64) {
		if min > max {
			min, max = max, min
		}
		r, err := Parse(s, min, max)
		if err != nil {
			if r != (Range{}) {
				t.Fatalf("Parse(%q) returned %v with its error", s, r)
			}
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("multi-line error %q", err)
			}
			return
		}
		if r.Lo > r.Hi || r.Lo < min || r.Hi > max || r.Len() == 0 {
			t.Fatalf("Parse(%q, %d, %d) = %v: outside the bounds or empty", s, min, max, r)
		}
		again, err := Parse(r.String(), min, max)
		if err != nil || again != r {
			t.Fatalf("%v formats as %q, which parses to %v, %v", r, r.String(), again, err)
		}
		if r.Len() <= 64 {
			list, err := ParseList(s, min, max, 64)
			if err != nil || len(list) != int(r.Len()) || list[0] != r.Lo || list[len(list)-1] != r.Hi {
				t.Fatalf("ParseList(%q) = %v, %v; Parse gave %v", s, list, err, r)
			}
		}
	})
}
