package engine

import (
	"errors"
	"testing"
)

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
		if err != nil || !sameTrace(reused, fresh) {
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
