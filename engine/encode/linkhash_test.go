package encode

import (
	"bytes"
	"strings"
	"testing"

	"coordsim/engine"
)

// TestLinkHashFindsTheDeparture: for runs of every story at neighbouring
// seeds and partition lengths, a link made from one and opened on the
// other says whether they are the same run and, when not, the first trace
// row where they differ (or a later one, where a row's character matched
// by chance, rarely), and 0 only when they agree on the first LinkRows.
func TestLinkHashFindsTheDeparture(t *testing.T) {
	exact, departed := 0, 0
	for _, n := range engine.Scenarios() {
		c, err := n.Compile()
		if err != nil {
			t.Fatal(err)
		}
		var runs []*engine.Result
		for seed := uint64(1); seed <= 3; seed++ {
			for _, part := range []int64{1, 3, 9} {
				r, err := c.Run(engine.Params{Seed: seed, Partition: part, Deadline: n.DefaultDeadline()})
				if err != nil {
					t.Fatal(err)
				}
				runs = append(runs, r)
			}
		}
		for _, made := range runs {
			h := LinkHash(made)
			if !ValidLinkHash(h) {
				t.Fatalf("%s: LinkHash wrote %q, which ValidLinkHash refuses", n.Name, h)
			}
			for _, now := range runs {
				same, row := Departure(h, now)
				first := firstOtherRow(made, now)
				switch {
				case same != (first == 0):
					t.Fatalf("%s: same %v, but the traces differ first at row %d", n.Name, same, first)
				case same:
				case first > LinkRows && row != 0:
					t.Fatalf("%s: departs at row %d, past the rows a link holds, but found at %d", n.Name, first, row)
				case first <= LinkRows && row != 0 && row < first:
					t.Fatalf("%s: found the departure at row %d, before the first row that differs (%d)", n.Name, row, first)
				default:
					departed++
					if row == first {
						exact++
					}
				}
			}
		}
	}
	if departed == 0 || exact < departed*9/10 {
		t.Fatalf("of %d departures, %d found at their row", departed, exact)
	}
	t.Logf("of %d departures, %d found at their row", departed, exact)
}

// firstOtherRow is the first row (from 1) where a's and b's traces differ,
// or 0 when they are the same.
func firstOtherRow(a, b *engine.Result) int {
	for i := range max(len(a.Trace), len(b.Trace)) {
		if i >= len(a.Trace) || i >= len(b.Trace) || !bytes.Equal(AppendEntry(nil, &a.Trace[i]), AppendEntry(nil, &b.Trace[i])) {
			return i + 1
		}
	}
	return 0
}

func TestValidLinkHash(t *testing.T) {
	for h, want := range map[string]bool{
		"2a47086e820a.ABC-_z9": true,
		"2a47086e820a.":        true,
		"2a47086e820a":         false, // no rows part
		"2A47086E820A.AB":      false, // the sum in lower case only
		"2a47086e820.AB":       false,
		"2a47086e820ab.AB":     false,
		"2a47086e820a.A+B":     false,
		"2a47086e820a.A.B":     false,
		"2a47086e820a." + strings.Repeat("A", LinkRows+1): false,
	} {
		if got := ValidLinkHash(h); got != want {
			t.Errorf("ValidLinkHash(%q) = %v, want %v", h, got, want)
		}
	}
}

// FuzzDeparture: any h= value ValidLinkHash accepts is compared without a
// panic, and the run's own is the same run.
func FuzzDeparture(f *testing.F) {
	sc := engine.Reference()
	r, err := engine.Run(&sc, engine.Params{Seed: engine.ReferenceSeed})
	if err != nil {
		f.Fatal(err)
	}
	own := LinkHash(r)
	f.Add(own)
	f.Add("2a47086e820a.")
	f.Add(own[:LinkHashDigits+3])
	f.Fuzz(func(t *testing.T, h string) {
		if !ValidLinkHash(h) {
			return
		}
		same, row := Departure(h, r)
		if h == own && !same {
			t.Fatalf("the run's own %q departs at row %d", h, row)
		}
		if row < 0 || row > LinkRows {
			t.Fatalf("row %d", row)
		}
	})
}

// TestLinkHashIsTheTraceHash: LinkHash's digits are TraceSHA256's and its
// rows rowDigest's, for every story's runs.
func TestLinkHashIsTheTraceHash(t *testing.T) {
	for _, n := range engine.Scenarios() {
		c, err := n.Compile()
		if err != nil {
			t.Fatal(err)
		}
		for part := int64(1); part <= 30; part += 7 {
			r, err := c.Run(engine.Params{Seed: 3, Partition: part, Deadline: n.DefaultDeadline()})
			if err != nil {
				t.Fatal(err)
			}
			if got, want := LinkHash(r), TraceSHA256(r)[:LinkHashDigits]+"."+rowDigest(r); got != want {
				t.Fatalf("%s partition %d: LinkHash %q, the trace's hash and rows %q", n.Name, part, got, want)
			}
		}
	}
}
