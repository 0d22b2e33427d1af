package share

import (
	"strings"
	"testing"
)

func TestLinkSafe(t *testing.T) {
	for in, want := range map[string]string{
		"http://127.0.0.1:8080/":           "http://127.0.0.1:8080/",
		"http://h/a b/$(x)/":               "http://h/a%20b/$%28x%29/",
		"http://h/\"><script>":             "http://h/%22%3E%3Cscript%3E",
		"http://h/it's/":                   "http://h/it%27s/",
		"http://h/\u202e/":                 "http://h/%E2%80%AE/",
		"http://h/100%/":                   "http://h/100%25/",
		"http://h/a%20b/":                  "http://h/a%20b/",
		"https://example.com/c/index.html": "https://example.com/c/index.html",
	} {
		if got := LinkSafe(in); got != want {
			t.Errorf("LinkSafe(%q) = %q, want %q", in, got, want)
		}
	}
}

// LinkSafe's output is printable ASCII without a byte that ends a Markdown
// link, and is its own LinkSafe.
func FuzzLinkSafe(f *testing.F) {
	f.Add("http://h/a b/$(x)/")
	f.Add("http://h/%zz%4")
	f.Fuzz(func(t *testing.T, s string) {
		out := LinkSafe(s)
		if strings.ContainsAny(out, " ()<>\"'`\\") || LinkSafe(out) != out {
			t.Fatalf("LinkSafe(%q) = %q", s, out)
		}
		for i := 0; i < len(out); i++ {
			if out[i] < 0x21 || out[i] > 0x7e {
				t.Fatalf("LinkSafe(%q) = %q holds byte %#x", s, out, out[i])
			}
		}
	})
}
