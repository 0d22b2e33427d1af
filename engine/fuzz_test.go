package engine

import (
	"bytes"
	"errors"
	"os"
	"testing"
)

// FuzzParseFixture: any input either parses to events every later stage
// accepts, or fails with a *FieldError on one line; never a panic.
func FuzzParseFixture(f *testing.F) {
	ref, err := os.ReadFile("testdata/reference_fixture.json")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(ref)
	f.Add([]byte(`[]`))
	f.Add([]byte(`[{"id":"a","tick":1,"kind":"partition_start"},{"id":"b","tick":2,"kind":"partition_end"}]`))
	f.Add([]byte(`[{"id":"a","tick":1,"kind":"deliver","logical_sequence":1,"delivery_priority":0,"dedupe_key":"k","transition":["pending","confirmed"]}]`))
	f.Add([]byte(`[{"id":"a","tick":1e3,"kind":"x"}]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		events, err := ParseFixture(bytes.NewReader(data))
		if err != nil {
			var fe *FieldError
			if !errors.As(err, &fe) {
				t.Fatalf("untyped error %T: %v", err, err)
			}
			if bytes.ContainsAny([]byte(err.Error()), "\n\r") {
				t.Fatalf("error spans lines: %q", err)
			}
			return
		}
		sc := FromEvents("fuzz", events)
		c, err := Compile(&sc)
		if err != nil {
			t.Fatalf("parsed events fail to compile: %v", err)
		}
		r, err := c.Run(Params{Seed: 1, Partition: 3, Retention: 2})
		if err != nil {
			var pe *ParamError
			if !errors.As(err, &pe) {
				t.Fatalf("untyped run error %T: %v", err, err)
			}
			return
		}
		if r.Counts.Buffered != r.Recovery.Released+r.Recovery.Residual {
			t.Fatal("buffer accounting broken")
		}
		if _, err := Report(&sc, 1<<64-1); err != nil {
			t.Fatalf("report on parsed events: %v", err)
		}
	})
}

// FuzzParams: seeds, lengths, deadlines, retentions and mutation lists from
// anywhere either run or fail with a *ParamError; never a panic.
func FuzzParams(f *testing.F) {
	f.Add("20260731", int64(4), int64(8), int64(0), "conflicting-retry")
	f.Add("18446744073709551616", int64(-5), int64(0), int64(-1), "nope")
	f.Add("-1", int64(30), int64(1000000000), int64(3), "dedupe-off,non-atomic-commit,short-retention,unguarded-transition")
	f.Add("", int64(1<<62), int64(1), int64(1<<62), "dedupe-off,dedupe-off")
	sc := Reference()
	c, err := Compile(&sc)
	if err != nil {
		f.Fatal(err)
	}
	var runner Runner
	f.Fuzz(func(t *testing.T, seed string, partition, deadline, retention int64, mutations string) {
		s, err := ParseSeed(seed)
		if err != nil {
			requireParamError(t, err)
			return
		}
		ms, err := ParseMutations(mutations)
		if err != nil {
			requireParamError(t, err)
			return
		}
		p := Params{Seed: s, Partition: partition, Deadline: deadline, Retention: retention, Mutations: ms}
		fresh, err := c.Run(p)
		if err != nil {
			requireParamError(t, err)
			return
		}
		reused, err := runner.Run(c, p)
		if err != nil || reused.TraceSHA256() != fresh.TraceSHA256() {
			t.Fatalf("a reused Runner disagrees: %v", err)
		}
	})
}

func requireParamError(t *testing.T, err error) {
	t.Helper()
	var pe *ParamError
	if !errors.As(err, &pe) {
		t.Fatalf("untyped error %T: %v", err, err)
	}
}
