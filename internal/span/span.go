// Package span parses the number ranges and lists the CLI takes: "A..B"
// (both ends included), a single number "N", and comma-separated lists of
// those. It is pure and fuzz-tested: every accepted range satisfies
// lo <= A <= B <= hi and formats back to text that parses to itself.
package span

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Range is the closed interval Lo..Hi of unsigned integers.
type Range struct {
	Lo, Hi uint64
}

// Len is the number of values in r, saturated at the largest uint64 (the
// full range 0..2^64-1 holds one more value than a uint64 can count).
func (r Range) Len() uint64 {
	n := r.Hi - r.Lo
	if n == ^uint64(0) {
		return n
	}
	return n + 1
}

// String is r as Parse reads it: "N" for one value, else "A..B".
func (r Range) String() string {
	if r.Lo == r.Hi {
		return strconv.FormatUint(r.Lo, 10)
	}
	return strconv.FormatUint(r.Lo, 10) + ".." + strconv.FormatUint(r.Hi, 10)
}

// Error says why a text is not a range; the caller names the flag.
type Error struct {
	Reason string
}

func (e *Error) Error() string { return e.Reason }

// Parse reads "A..B" or "N" with every value in min..max. Spaces around
// the text and around the numbers are allowed; signs, fractions, hex and an
// empty end ("1..") are not.
func Parse(s string, min, max uint64) (Range, error) {
	lo, hi, found := strings.Cut(s, "..")
	if !found {
		hi = lo
	}
	a, err := number(lo, min, max)
	if err != nil {
		return Range{}, err
	}
	b, err := number(hi, min, max)
	if err != nil {
		return Range{}, err
	}
	if a > b {
		return Range{}, &Error{fmt.Sprintf("is empty: its start %d is after its end %d", a, b)}
	}
	return Range{a, b}, nil
}

// ParseList reads a comma-separated list of numbers and ranges ("0,2,5",
// "1..3,10") into its distinct values in increasing order, at most limit of
// them.
func ParseList(s string, min, max uint64, limit int) ([]uint64, error) {
	var out []uint64
	for part := range strings.SplitSeq(s, ",") {
		r, err := Parse(part, min, max)
		if err != nil {
			return nil, err
		}
		if r.Len() > uint64(limit) || len(out)+int(r.Len()) > limit {
			return nil, &Error{fmt.Sprintf("has more than %d values", limit)}
		}
		for v := r.Lo; ; v++ {
			out = append(out, v)
			if v == r.Hi {
				break
			}
		}
	}
	slices.Sort(out)
	out = slices.Compact(out)
	return out, nil
}

func number(s string, min, max uint64) (uint64, error) {
	t := strings.TrimSpace(s)
	if t == "" {
		return 0, &Error{"needs a number on each side of \"..\" (write A..B or N)"}
	}
	for _, c := range t {
		if c < '0' || c > '9' {
			return 0, &Error{fmt.Sprintf("is not a whole number or range A..B in %d..%d", min, max)}
		}
	}
	v, err := strconv.ParseUint(t, 10, 64)
	if err != nil || v < min || v > max {
		return 0, &Error{fmt.Sprintf("is out of range %d..%d", min, max)}
	}
	return v, nil
}
