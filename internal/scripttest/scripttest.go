// Package scripttest runs data-driven test scripts in the format of
// github.com/cockroachdb/datadriven, as etcd raft's testdata/*.txt use it,
// without taking that dependency:
//
//	# a comment
//	run scenario=response-lost partition=9
//	----
//	----
//	the output, which may hold blank lines when framed by a double ----
//	----
//	----
//
// A single ---- takes the output to the next blank line. The engine's
// scripts (engine/testdata/script) and the claims' (internal/claim) use it.
package scripttest

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// chunk is a stretch of a script: verbatim lines (comments, blank
// lines) or one case.
type chunk struct {
	verbatim string // set for verbatim lines, with their newlines
	line     int    // the case's command line, from 1
	cmd      string // the command line as written
	want     string // the expected output, ending in a newline unless empty
}

// RunDir runs every script dir/*.txt, each as a subtest named for its
// file and with the answerer newDo makes for it (a script's cases share
// what its answerer keeps, such as the last run); it fails when there is
// none.
func RunDir(t *testing.T, dir string, rewrite bool, newDo func() func(cmd string) (string, error)) {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no scripts in %s (%v)", dir, err)
	}
	for _, path := range files {
		t.Run(strings.TrimSuffix(filepath.Base(path), ".txt"), func(t *testing.T) {
			Run(t, path, rewrite, newDo())
		})
	}
}

// Run runs the script at path: do answers each case's command line with
// its output, which must equal the case's. With rewrite, the script is
// written again with the outputs do gives, for the diff to be reviewed.
func Run(t *testing.T, path string, rewrite bool, do func(cmd string) (string, error)) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	chunks, err := parse(path, string(data))
	if err != nil {
		t.Fatal(err)
	}
	var rewritten strings.Builder
	for i := range chunks {
		c := &chunks[i]
		if c.cmd == "" {
			rewritten.WriteString(c.verbatim)
			continue
		}
		pos := fmt.Sprintf("%s:%d", path, c.line)
		got, err := do(c.cmd)
		if err != nil {
			t.Fatalf("%s: %s: %v", pos, c.cmd, err)
		}
		writeCase(&rewritten, c.cmd, got)
		if !rewrite && got != c.want {
			t.Errorf("%s: %s: output differs (if intended, rerun with -rewrite and review the diff):\n%s", pos, c.cmd, firstLineDiff(got, c.want))
		}
	}
	if rewrite && rewritten.String() != string(data) {
		if err := os.WriteFile(path, []byte(rewritten.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// parse splits a script into verbatim lines and cases.
func parse(path, text string) ([]chunk, error) {
	lines := strings.SplitAfter(text, "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	bare := func(i int) string { return strings.TrimRight(lines[i], "\r\n") }
	var chunks []chunk
	for i := 0; i < len(lines); {
		l := bare(i)
		if t := strings.TrimSpace(l); t == "" || strings.HasPrefix(t, "#") {
			chunks = append(chunks, chunk{verbatim: lines[i]})
			i++
			continue
		}
		c := chunk{line: i + 1, cmd: strings.TrimSpace(l)}
		i++
		if i >= len(lines) || bare(i) != "----" {
			return nil, fmt.Errorf("%s:%d: %q: want ---- on the next line", path, c.line, c.cmd)
		}
		i++
		var out strings.Builder
		if i < len(lines) && bare(i) == "----" {
			// Double separator: the output runs to the next ----/---- pair.
			i++
			for ; ; i++ {
				if i+1 >= len(lines) {
					return nil, fmt.Errorf("%s:%d: %q: the output opened by ----/---- is never closed", path, c.line, c.cmd)
				}
				if bare(i) == "----" && bare(i+1) == "----" {
					i += 2
					break
				}
				out.WriteString(bare(i) + "\n")
			}
		} else {
			// Single separator: the output runs to a blank line.
			for ; i < len(lines) && strings.TrimSpace(bare(i)) != ""; i++ {
				out.WriteString(bare(i) + "\n")
			}
		}
		c.want = out.String()
		chunks = append(chunks, c)
	}
	return chunks, nil
}

// writeCase writes a case as -rewrite stores it: output with blank lines
// between ----/---- pairs, other output after a single ----.
func writeCase(b *strings.Builder, cmd, out string) {
	b.WriteString(cmd + "\n----\n")
	if strings.Contains(out, "\n\n") || strings.HasPrefix(out, "\n") {
		b.WriteString("----\n" + out + "----\n----\n")
		return
	}
	b.WriteString(out)
}

// firstLineDiff shows the first differing line.
func firstLineDiff(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := 0; i < len(g) || i < len(w); i++ {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if gl != wl {
			return fmt.Sprintf("output line %d\n got: %s\nwant: %s", i+1, gl, wl)
		}
	}
	return ""
}
