package canon

import (
	"bytes"
	"errors"
	"testing"
)

func TestMatchesPythonDumps(t *testing.T) {
	// Expected strings printed by python3:
	// json.dumps(v, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
	cases := []struct {
		name string
		v    any
		want string
	}{
		{"transition", Object{"transition": []string{"pending", "confirmed"}}, `{"transition":["pending","confirmed"]}`},
		{"null transition", Object{"transition": nil}, `{"transition":null}`},
		{"sorted keys", Object{"b": 1, "a": true, "c": []any{int64(-3), uint64(18446744073709551615)}}, `{"a":true,"b":1,"c":[-3,18446744073709551615]}`},
		{"escapes", "q\"b\\n\n\t\x01\x7f<&>", `"q\"b\\n\n\t\u0001` + "\x7f" + `<&>"`},
		{"raw unicode", "拠点\u2028", "\"拠点\u2028\""},
		{"nested", Object{"z": Object{"y": nil, "x": "1"}}, `{"z":{"x":"1","y":null}}`},
	}
	for _, c := range cases {
		got, err := Marshal(c.v)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if string(got) != c.want {
			t.Errorf("%s: got %s, want %s", c.name, got, c.want)
		}
	}
}

func TestRejectsUnsupported(t *testing.T) {
	if _, err := Marshal(Object{"f": 1.5}); err == nil {
		t.Fatal("float encoded without error; the engine must never emit floats")
	}
}

// A Stream is encoded as the array it stands for, by Marshal and by Write
// alike, and Write hands the output over in pieces rather than at the end.
func TestStreamWritesTheSameBytesInPieces(t *testing.T) {
	items := make([]any, 50_000)
	for i := range items {
		items[i] = Object{"i": i, "s": "x\"y"}
	}
	stream := &Stream{N: len(items), Item: func(dst []byte, i int) []byte {
		dst, _ = Append(dst, items[i])
		return dst
	}}
	want, err := Marshal(Object{"a": 1, "rows": items, "z": []any{}})
	if err != nil {
		t.Fatal(err)
	}
	got, err := Marshal(Object{"a": 1, "rows": stream, "z": []any{}})
	if err != nil || !bytes.Equal(got, want) {
		t.Fatalf("Marshal of a Stream differs: %v", err)
	}
	var w countingWriter
	if err := Write(&w, Object{"a": 1, "rows": stream, "z": []any{}}); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(w.b.Bytes(), want) || w.writes < 10 {
		t.Fatalf("Write: equal %v, %d writes", bytes.Equal(w.b.Bytes(), want), w.writes)
	}
	failing := &Stream{N: 1, Item: func(dst []byte, i int) []byte { return append(dst, '1') }, Done: func() error { return errors.New("boom") }}
	if err := Write(&w, []any{failing}); err == nil || err.Error() != "boom" {
		t.Fatalf("Done's error: %v", err)
	}
}

type countingWriter struct {
	b      bytes.Buffer
	writes int
}

func (c *countingWriter) Write(p []byte) (int, error) { c.writes++; return c.b.Write(p) }
