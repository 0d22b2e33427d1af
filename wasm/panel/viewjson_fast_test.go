package panel

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"coordsim/engine"
	"coordsim/internal/share"
)

// viewOf is the view of a raw query, as the bridge's apply builds it; ok is
// false when the query's runs do not run.
func viewOf(raw string) (View, bool) {
	s, probs := share.Parse(raw)
	named := s.Named()
	res, err := named.Run(s.Params())
	if err != nil {
		return View{}, false
	}
	return Build(named, res, s, probs), true
}

func sameAsEncodingJSON(t *testing.T, raw string, v View) {
	t.Helper()
	if !sameJSON(t, strconv.Quote(raw), v.AppendJSON(nil), v) {
		t.FailNow()
	}
}

// sameJSON reports whether got is what encoding/json writes for v, and
// where it differs if not.
func sameJSON(t *testing.T, name string, got []byte, v any) bool {
	t.Helper()
	want, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(got, want) {
		return true
	}
	i := 0
	for i < len(got) && i < len(want) && got[i] == want[i] {
		i++
	}
	t.Errorf("%s: the hand-written JSON differs from encoding/json at byte %d:\n got  %.120s\n want %.120s", name, i, got[max(0, i-40):], want[max(0, i-40):])
	return false
}

// Every story at every partition length, with no mutation and with each,
// in both languages; with run B, problems and an embedded frame's values.
func TestViewJSONIsEncodingJSONs(t *testing.T) {
	muts := []string{""}
	for _, m := range engine.AllMutations {
		muts = append(muts, "&mutations="+string(m))
	}
	n := 0
	for _, sc := range engine.Scenarios() {
		for p := share.MinPartition; p <= share.MaxPartition; p++ {
			for _, m := range muts {
				for _, lang := range share.Langs {
					raw := "scenario=" + sc.Name + "&partition=" + strconv.Itoa(p) + m + "&lang=" + lang
					v, ok := viewOf(raw)
					if !ok {
						continue
					}
					sameAsEncodingJSON(t, raw, v)
					n++
				}
			}
		}
	}
	for _, raw := range []string{
		"", "t=3", "t=999", "partition=99&deadline=x&seed=-1&retention=zz&mutations=nope,dedupe-off",
		"b.partition=9", "b.seed=7&b.deadline=12&b.retention=3&b.mutations=dedupe-off,short-retention&b.scenario=response-lost",
		"b.mutations=", "embed=1&panels=users,trace&origin=https://course.example", "origin=javascript:alert(1)",
		"seed=" + strings.Repeat("9", 500) + "&scenario=%E2%80%AEx%00%ff", "mutations=" + strings.Repeat("nope,", 30) + "&t=999",
		"lang=ja&view=spacetime&lab=3", "scenario=random-faults&seed=12345678901234567890",
		"lang=ja&partition=9&b.partition=4&mutations=key-too-wide",
	} {
		v, ok := viewOf(raw)
		if !ok {
			t.Fatalf("%q does not run", raw)
		}
		sameAsEncodingJSON(t, raw, v)
		n++
	}
	if n < 1000 {
		t.Fatalf("only %d views compared", n)
	}
}

// Any query the page may be given.
func FuzzViewJSON(f *testing.F) {
	for _, raw := range []string{"", "partition=9", "lang=ja&mutations=dedupe-off", "b.partition=3&b.seed=9",
		"scenario=random-faults&seed=77&partition=30", "seed=<&>\u2028", "origin=http://a.b:8080&embed=1&panels=users"} {
		f.Add(raw)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		if v, ok := viewOf(raw); ok {
			sameAsEncodingJSON(t, raw, v)
		}
	})
}

// Any string, as the view's sentences, codes and the URL's values may hold.
func FuzzAppendStr(f *testing.F) {
	for _, s := range []string{"", "plain", "<b>&amp;</b>", "\"quoted\" \\ back", "tab\tnew\nline\r\b\f\x00\x1f\x7f",
		"日本語の文", "\u2028\u2029", "\xff\xfe bad", string(utf8.RuneError)} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		want, _ := json.Marshal(s)
		if got := appendStr(nil, s); !bytes.Equal(got, want) {
			t.Fatalf("%q: got %s, want %s", s, got, want)
		}
	})
}

func BenchmarkViewJSON(b *testing.B) {
	v, _ := viewOf("partition=9&lang=ja")
	b.Run("AppendJSON", func(b *testing.B) {
		var buf []byte
		for b.Loop() {
			buf = v.AppendJSON(buf[:0])
		}
	})
	b.Run("encoding/json", func(b *testing.B) {
		for b.Loop() {
			_, _ = json.Marshal(v)
		}
	})
}
