package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Issue 26, finding 9: --seed alone trimmed white space the other integer
// flags refuse, and echoed a 100,000-digit value whole.
func TestSeedIsReadLikeEveryIntegerFlag(t *testing.T) {
	for _, seed := range []string{" 1", "1\n", "1\u3000", "+1", "0x10", "1_0"} {
		code, stdout, stderr := runMain("run", "--seed", seed)
		if code != 2 || stdout != "" || !strings.HasPrefix(stderr, "coordsim run: seed: ") {
			t.Errorf("--seed %q: exit %d, stderr %q", seed, code, stderr)
		}
	}
	long := strings.Repeat("9", 100_000)
	code, _, stderr := runMain("run", "--seed", long)
	if code != 2 || len(stderr) > 200 || !strings.Contains(stderr, "(100000 bytes)") {
		t.Errorf("a 100,000-digit seed: exit %d, %d bytes of stderr: %.200q", code, len(stderr), stderr)
	}
}

// A fixture's name is its file name, quoted once where it is shown.
func TestFixtureNameIsQuotedOnce(t *testing.T) {
	src, err := os.ReadFile("../../engine/testdata/reference_fixture.json")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), `my "fix".json`)
	if err := os.WriteFile(path, src, 0o644); err != nil {
		t.Fatal(err)
	}
	_, table, _ := runMain("run", "--fixture", path)
	if first := strings.SplitN(table, "\n", 2)[0]; !strings.HasPrefix(first, `scenario "my \"fix\"", seed`) {
		t.Errorf("table heading %q", first)
	}
	_, js, _ := runMain("run", "--json", "--fixture", path)
	if !strings.Contains(js, `"scenario":"my \"fix\""`) {
		t.Errorf("JSON scenario is not the file name once: %.400s", js)
	}
	if got := fixtureName("a\u202eb\x1b.json"); got != "a\uFFFDb\uFFFD" {
		t.Errorf("fixtureName = %q", got)
	}
}
