package render

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"coordsim/engine"
	"coordsim/engine/encode"
	_ "coordsim/internal/catalog/offpage" // the run table's words, which the page's WebAssembly does not carry
)

// The bytes are pinned by engine/testdata/script and the CLI's scripts; here,
// the shape and the write error.
func TestRunTable(t *testing.T) {
	sc := engine.Reference()
	r, err := engine.Run(&sc, engine.Params{Seed: engine.ReferenceSeed})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := RunTable(&b, r); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{
		"scenario reference, seed 20260731, partition as in the scenario, deadline 8, retention forever, no mutations\n",
		"\noutcome: recovered-before-deadline (recovery tick 6, deadline 8;",
		"\ntrace sha256 " + encode.TraceSHA256(r) + "\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the table lacks %q:\n%s", want, out)
		}
	}
	if err := RunTable(failingWriter{}, r); err == nil {
		t.Error("a failing writer gives no error")
	}
}

func TestMutations(t *testing.T) {
	if got := Mutations(nil); got != "none" {
		t.Errorf("Mutations(nil) = %q", got)
	}
	if got := Mutations([]engine.Mutation{engine.DedupeOff, engine.NonAtomicCommit}); got != "dedupe-off,non-atomic-commit" {
		t.Errorf("Mutations = %q", got)
	}
}

type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

// Ids, keys and states come from fixtures: whatever they hold, the table
// keeps one line per row and sends no control character to the terminal.
func TestRunTableEscapesWhatTheInputHolds(t *testing.T) {
	sc := engine.Reference()
	sc.Name = "evil\x1b]0;PWNED\a"
	sc.Events[0].ID = "e1\nfake row"
	sc.Events[2].ID = "e3\x1b[2J\r"
	sc.Events[2].DedupeKey = "read\tkey\u202e"
	sc.Events[3].Transition = &engine.Transition{From: "pending", To: "con\x9bfirmed"}
	r, err := engine.Run(&sc, engine.Params{Seed: engine.ReferenceSeed})
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range []string{"en", "ja"} {
		var b bytes.Buffer
		if err := RunTableIn(&b, r, lang); err != nil {
			t.Fatal(err)
		}
		out := b.String()
		for _, c := range out {
			if c != '\n' && (c < ' ' || c == 0x7f || (c >= 0x80 && c < 0xa0) || c == '\u202e') {
				t.Fatalf("%s: the table holds the control character %U:\n%s", lang, c, out)
			}
		}
		for _, want := range []string{`"e1\nfake row"`, `"e3\x1b[2J\r"`, `"read\tkey\u202e"`, ` "evil\x1b]0;PWNED\a"`} {
			if !strings.Contains(out, want) {
				t.Errorf("%s: the table lacks %s:\n%s", lang, want, out)
			}
		}
		if strings.Contains(out, "\nfake row") {
			t.Errorf("%s: an id started a row of its own:\n%s", lang, out)
		}
	}
}

// A cell's width is a terminal's: wide characters two, combining marks
// none, so the Japanese headings line up with the rows below them.
func TestDisplayWidth(t *testing.T) {
	for _, c := range []struct {
		s    string
		want int
	}{
		{"", 0}, {"TICK", 4}, {"論理順序", 8}, {"状態 confirmed", 14}, {"（e1）", 6}, {"e\u0301", 1}, {"ｱ", 1}, {"Ａ", 2}, {"🙂", 2},
	} {
		if got := displayWidth([]byte(c.s)); got != c.want {
			t.Errorf("displayWidth(%q) = %d, want %d", c.s, got, c.want)
		}
	}
	sc := engine.Reference()
	r, err := engine.Run(&sc, engine.Params{Seed: engine.ReferenceSeed})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := RunTableIn(&b, r, "ja"); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(b.String(), "\n")
	head, row := lines[2], lines[4] // the headings; row 2, which fills every column
	col := func(line, cell string) int {
		i := strings.Index(line, cell)
		if i < 0 {
			t.Fatalf("no %q in %q", cell, line)
		}
		return displayWidth([]byte(line[:i]))
	}
	for _, c := range [][2]string{{"種類", "deliver"}, {"配送", "immediate"}, {"効果", "state-transition-applied"}, {"結果", "状態 confirmed"}} {
		if h, v := col(head, c[0]), col(row, c[1]); h != v {
			t.Errorf("%s starts at column %d, its cell %s at %d:\n%s\n%s", c[0], h, c[1], v, head, row)
		}
	}
}
