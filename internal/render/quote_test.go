package render

import (
	"os/exec"
	"testing"
)

// Whatever the string, a POSIX shell reads ShellQuote's word back as it.
func TestShellQuoteIsReadBackByAShell(t *testing.T) {
	for _, s := range []string{"plain", "http://127.0.0.1:8080/", "a b", "$(touch PWNED)", "it's", "`x`", "a&b;c|d", "'", "", "\\n", "*?[x]"} {
		out, err := exec.Command("sh", "-c", "printf '%s' "+ShellQuote(s)).Output()
		if err != nil || string(out) != s {
			t.Errorf("ShellQuote(%q) = %s: the shell read %q (%v)", s, ShellQuote(s), out, err)
		}
	}
	if ShellQuote("http://127.0.0.1:8080/") != "http://127.0.0.1:8080/" {
		t.Error("a plain URL is quoted")
	}
}
