package canon

import "testing"

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
