package engine

import "testing"

// story is the named scenario's parameters with o stated, for tests.
func story(t testing.TB, n Named, o Overrides) Params {
	t.Helper()
	p, err := n.Resolve(o)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func ticks(n int64) *int64 { return &n }
