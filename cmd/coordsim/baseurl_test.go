//go:build unix

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// Issue 26, finding 4: --base-url went unquoted into the evidence README's
// "write these files again" command: pasting it into a shell ran touch.
func TestBaseURLCannotReachAShell(t *testing.T) {
	for _, hostile := range []string{"http://127.0.0.1:8080/a b/$(touch${IFS}PWNED)/", "http://127.0.0.1:8080/it's/$(touch${IFS}PWNED)/`touch${IFS}PWNED`/"} {
		pasteREADMECommands(t, hostile)
	}
}

func pasteREADMECommands(t *testing.T, hostile string) {
	dir := t.TempDir()
	out := filepath.Join(dir, "ev")
	want, err := parseBaseURL(hostile)
	if err != nil {
		t.Fatal(err)
	}
	if code, _, stderr := runMain("evidence", "--out", out, "--base-url", hostile); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	readme, err := os.ReadFile(filepath.Join(out, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	commands := regexp.MustCompile("coordsim (evidence|analyze) [^`\n]*").FindAllString(string(readme), -1)
	if len(commands) < 2 {
		t.Fatalf("README names %d commands:\n%s", len(commands), readme)
	}
	for _, line := range commands {
		// The shell runs the line with coordsim printing its --base-url.
		sh := exec.Command("sh", "-c", `coordsim() { while [ $# -gt 0 ]; do [ "$1" = --base-url ] && printf '%s' "$2"; shift; done; }; `+line)
		sh.Dir = dir
		got, err := sh.Output()
		if err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		if string(got) != want {
			t.Errorf("the shell read --base-url as %q, want %q", got, want)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "PWNED")); err == nil {
		t.Fatal("pasting the README's command ran touch")
	}
}

func TestBaseURLIsRefusedOrEscapedForEachPlace(t *testing.T) {
	for _, bad := range []string{"http://h/?x=1&y=2", "http://h/#top", "http://u:p@h/", "ftp://h/", "/relative/", "http://h\u202e/"} {
		code, stdout, stderr := runMain("sweep", "--seeds", "1", "--partition", "1", "--base-url", bad)
		if code != 2 || stdout != "" || !strings.HasPrefix(stderr, "coordsim sweep: base-url: ") || strings.ContainsRune(stderr, '\u202e') {
			t.Errorf("%q: exit %d, stderr %q", bad, code, stderr)
		}
	}
	// Markdown and the terminal get the canonical form: nothing raw.
	dir := t.TempDir()
	out := filepath.Join(dir, "ev")
	if code, _, stderr := runMain("evidence", "--out", out, "--base-url", "http://h/\"><script>(x)/\u202e\u009b/"); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, name := range []string{"README.md", "decision-record.md", "failure-analysis.md"} {
		data, _ := os.ReadFile(filepath.Join(out, name))
		if s := string(data); strings.Contains(s, "<script>") || strings.ContainsAny(s, "\u202e\u009b") || strings.Contains(s, "(x)") {
			t.Errorf("%s holds the base URL raw", name)
		}
	}
	_, _, stderr := runMain("sweep", "--scenario", "response-lost", "--mutation", "dedupe-off", "--seeds", "1", "--partition", "1", "--base-url", "http://h/\u202e\u009b/")
	if strings.ContainsAny(stderr, "\u202e\u009b") || !strings.Contains(stderr, "http://h/%E2%80%AE%C2%9B/") {
		t.Errorf("the sweep summary shows the base raw or not at all: %q", stderr)
	}
}
